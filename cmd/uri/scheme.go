package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/schemes"
)

// uri scheme: scheme-specific decomposition (RFC 1738 §3 and §5, the 1994
// URL Internet-Draft).

// schemeCommand is uri scheme: its flags, declared by setupScheme in the
// order the help lists them, and run, its work.
type schemeCommand struct {
	lenient  *bool
	rfc1738  *bool
	records  *recordFlags
	registry *schemes.Registry // by --rfc1738, made by run
}

func setupScheme(fs *flagSet) action {
	c := &schemeCommand{
		lenient: fs.Bool("lenient", `also accept the "URL:" prefix and <...> wrappers of plain text (the 1994 URL draft, RFC 1738 appendix)`),
		rfc1738: fs.Bool("rfc1738", "read mailto and file by RFC 1738 §3.5 and §3.10, as before RFC 6068 and RFC 8089"),
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run decomposes each input of args by its scheme's syntax.
func (c *schemeCommand) run(e *env, args []string) int {
	c.registry = schemes.Default()
	if *c.rfc1738 {
		c.registry, _ = c.registry.With("mailto", schemes.MailtoRFC1738)
		c.registry, _ = c.registry.With("file", schemes.FileRFC1738)
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		handler: c,
	})
}

// handle decomposes s by its scheme's syntax (--lenient: also from the
// wrappers of plain text).
func (c *schemeCommand) handle(s string, out *emitter) error {
	var v schemes.URL
	var err error
	if *c.lenient {
		v, err = c.registry.ParseLenient(s)
	} else {
		v, err = c.registry.ParseString(s)
	}
	if err != nil {
		return err
	}
	out.write(&schemeRecord{input: s, url: v})
	return nil
}

// schemeRecord is {"input","ok","scheme","fields":{...}} with the fields in
// the family's order.
type schemeRecord struct {
	input string
	url   schemes.URL
}

func (r *schemeRecord) Passed() bool { return true }

// MarshalJSON writes the record with its fields in order, without HTML
// escaping.
func (r *schemeRecord) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	put := func(v any) error {
		if err := enc.Encode(v); err != nil {
			return err
		}
		b.Truncate(b.Len() - 1)
		return nil
	}
	b.WriteString(`{"input":`)
	put(r.input)
	b.WriteString(`,"ok":true,"scheme":`)
	put(r.url.Scheme())
	b.WriteString(`,"fields":{`)
	for i, f := range r.url.Fields() {
		if i > 0 {
			b.WriteByte(',')
		}
		put(f.Name)
		b.WriteByte(':')
		if err := putValue(&b, put, f.Value); err != nil {
			return nil, err
		}
	}
	b.WriteString("}}")
	return b.Bytes(), nil
}

// putValue writes a field value: null, a string, a number, an array of
// strings, or an object of pairs in order.
func putValue(b *bytes.Buffer, put func(any) error, v any) error {
	pairs, ok := v.([]schemes.Pair)
	if !ok {
		return put(v)
	}
	b.WriteByte('{')
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte(',')
		}
		put(p.Name)
		b.WriteByte(':')
		if err := put(p.Value); err != nil {
			return err
		}
	}
	b.WriteByte('}')
	return nil
}

func (r *schemeRecord) Human(h *clirecord.Text) {
	h.Line(clirecord.Show(r.input))
	scheme := r.url.Scheme()
	h.Field("scheme", &scheme, "")
	for _, f := range r.url.Fields() {
		var s *string
		switch v := f.Value.(type) {
		case string:
			s = &v
		case uint16: // a port
			t := strconv.Itoa(int(v))
			s = &t
		case int:
			t := strconv.Itoa(v)
			s = &t
		case int64:
			t := strconv.FormatInt(v, 10)
			s = &t
		case []string:
			q := make([]string, len(v))
			for i, e := range v {
				q[i] = strconv.Quote(e)
			}
			t := "[" + strings.Join(q, ", ") + "]"
			s = &t
		case []schemes.Pair: // an object of names
			t := "{" + namesValues(len(v), func(i int) (string, string) { return v[i].Name, v[i].Value }) + "}"
			s = &t
		case []schemes.Header: // a list, names may repeat
			t := "[" + namesValues(len(v), func(i int) (string, string) { return v[i].Name, v[i].Value }) + "]"
			s = &t
		}
		h.Field(f.Name, s, "")
	}
}

// namesValues writes n names and values as "name"="value", separated by
// commas.
func namesValues(n int, at func(i int) (name, value string)) string {
	q := make([]string, n)
	for i := range q {
		name, value := at(i)
		q[i] = strconv.Quote(name) + "=" + strconv.Quote(value)
	}
	return strings.Join(q, ", ")
}

var schemeHelp = commandHelp{
	about: `Scheme parses each input as a URI (RFC 3986) and then by the syntax of its
scheme (RFC 1738 §3 and §5; the 1994 URL Internet-Draft; RFC 6068 for
mailto and RFC 8089 for file, whose RFC 1738 forms --rfc1738 reads), and
shows the decoded fields. A violation of the scheme's rule is an error
naming the rule and the offset ("ftp: ... at offset 21 in ftptype"). The
host of every scheme with one is RFC 1738 §5's: letters, digits and "-",
no label starting or ending with "-", a last label starting with a letter,
or a dotted number of four parts; or an IP literal in brackets.

Schemes and their fields:
  ftp              user, password, host, port (21), cwd, name, type, and
                   the FTP commands a client sends (RFC 1738 §3.2.2)
  http, https      host, port (80, 443), path, search
  gopher           host, port (70), gopher_type, selector, search,
                   gopher_plus, and the request line (RFC 1738 §3.4)
  mailto           address (the first), addresses, headers (RFC 6068:
                   mailto:a@x,b@y?subject=hi); --rfc1738: one address,
                   the whole text after "mailto:" (RFC 822 addr-spec)
  news             group or article (a message-id)
  nntp             host, port (119), group, article
  telnet, rlogin,  user, password, host, port (23; rlogin 513)
  tn3270
  wais             host, port (210), database, search, wtype, wpath
  file             host (null for file:/path, RFC 8089), path
  prospero         host, port (1525), hsoname, fields, version
  mid, cid         message_id, content_id (RFC 2392)

Values are decoded; an absent value is "(absent)", or null in JSON; ports
and article numbers are numbers, the scheme's default port when the URL gives
none. A scheme without a specific syntax is an error. --lenient also accepts
the plain-text wrappers "<URL:...>" and "URL:...", which are never part of a
URL.

JSON record (--json): {"input","ok","scheme","fields":{...}}.`,
	examples: []example{
		{
			args: `scheme 'ftp://myname@host.dom/%2Fetc/motd'`,
			output: `ftp://myname@host.dom/%2Fetc/motd
  scheme     ftp
  user       myname
  password   (absent)
  host       host.dom
  port       21
  cwd        ["/etc"]
  name       motd
  type       (absent)
  commands   ["CWD /etc", "RETR motd"]
`,
		},
		{
			args: `scheme --json 'ftp://info.cern.ch/pub/www/doc;type=d' 'http://www.math.uio.no/faq/compression-faq/part1.html' 'gopher://host/7a_gopher_selector%09foobar'`,
			output: `{"input":"ftp://info.cern.ch/pub/www/doc;type=d","ok":true,"scheme":"ftp","fields":{"user":null,"password":null,"host":"info.cern.ch","port":21,"cwd":["pub","www"],"name":"doc","type":"d","commands":["CWD pub","CWD www","NLST doc"]}}
{"input":"http://www.math.uio.no/faq/compression-faq/part1.html","ok":true,"scheme":"http","fields":{"host":"www.math.uio.no","port":80,"path":"/faq/compression-faq/part1.html","search":null}}
{"input":"gopher://host/7a_gopher_selector%09foobar","ok":true,"scheme":"gopher","fields":{"host":"host","port":70,"gopher_type":"7","selector":"a_gopher_selector","search":"foobar","gopher_plus":null,"request":"a_gopher_selector\tfoobar\r\n"}}
`,
		},
		{
			args: `scheme --json 'https://example.org:8443/a%20b?q' 'mailto:mduerst@ifi.unizh.ch' 'news:comp.infosystems.www.servers.unix' 'nntp://news.example.org/comp.lang.go/1234' 'telnet://melvyl.ucop.edu/' 'rlogin://guest@host.example' 'tn3270://ibm.example:2323/' 'wais://quake.think.com/wais-discussion-archives?lynch' 'file://vms.host.edu/disk$user/my/notes/note12345.txt' 'prospero://host.dom//pros/name;OBJECT-VERSION=3' 'mid:960830.1639@XIson.com/partA.960830.1639@XIson.com' 'cid:foo4%25foo1@bar.net'`,
			output: `{"input":"https://example.org:8443/a%20b?q","ok":true,"scheme":"https","fields":{"host":"example.org","port":8443,"path":"/a b","search":"q"}}
{"input":"mailto:mduerst@ifi.unizh.ch","ok":true,"scheme":"mailto","fields":{"address":"mduerst@ifi.unizh.ch","addresses":["mduerst@ifi.unizh.ch"],"headers":[]}}
{"input":"news:comp.infosystems.www.servers.unix","ok":true,"scheme":"news","fields":{"group":"comp.infosystems.www.servers.unix","article":null}}
{"input":"nntp://news.example.org/comp.lang.go/1234","ok":true,"scheme":"nntp","fields":{"host":"news.example.org","port":119,"group":"comp.lang.go","article":1234}}
{"input":"telnet://melvyl.ucop.edu/","ok":true,"scheme":"telnet","fields":{"user":null,"password":null,"host":"melvyl.ucop.edu","port":23}}
{"input":"rlogin://guest@host.example","ok":true,"scheme":"rlogin","fields":{"user":"guest","password":null,"host":"host.example","port":513}}
{"input":"tn3270://ibm.example:2323/","ok":true,"scheme":"tn3270","fields":{"user":null,"password":null,"host":"ibm.example","port":2323}}
{"input":"wais://quake.think.com/wais-discussion-archives?lynch","ok":true,"scheme":"wais","fields":{"host":"quake.think.com","port":210,"database":"wais-discussion-archives","search":"lynch","wtype":null,"wpath":null}}
{"input":"file://vms.host.edu/disk$user/my/notes/note12345.txt","ok":true,"scheme":"file","fields":{"host":"vms.host.edu","path":"/disk$user/my/notes/note12345.txt"}}
{"input":"prospero://host.dom//pros/name;OBJECT-VERSION=3","ok":true,"scheme":"prospero","fields":{"host":"host.dom","port":1525,"hsoname":"/pros/name","fields":{"OBJECT-VERSION":"3"},"version":"3"}}
{"input":"mid:960830.1639@XIson.com/partA.960830.1639@XIson.com","ok":true,"scheme":"mid","fields":{"message_id":"960830.1639@XIson.com","content_id":"partA.960830.1639@XIson.com"}}
{"input":"cid:foo4%25foo1@bar.net","ok":true,"scheme":"cid","fields":{"content_id":"foo4%foo1@bar.net"}}
`,
		},
		{
			args: `scheme --json 'ftp://host/file;type=x' 'foo://example.com/' '<URL:http://h/>'`,
			output: `{"input":"ftp://host/file;type=x","ok":false,"error":"ftp: type code \"x\" is not one of a, i, d (RFC 1738 §3.2.2) at offset 21 in ftptype: a \";\" inside a name must be written %3B","offset":21}
{"input":"foo://example.com/","ok":false,"error":"foo: no scheme-specific syntax is known for \"foo\" at offset 0 in scheme: use it as a generic URI","offset":0}
{"input":"<URL:http://h/>","ok":false,"error":"uri: invalid character '<' at offset 0 in scheme: a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\"","offset":0}
`,
			status: 1,
		},
		{
			args:   `scheme --lenient '<URL:http://h/>'`,
			output: "<URL:http://h/>\n  scheme     http\n  host       h\n  port       80\n  path       /\n  search     (absent)\n",
		},
		{
			args: `scheme --json 'mailto:joe@example.com?subject=hi' 'mailto:a@example.org,b@example.org' 'file:/etc/hosts'`,
			output: `{"input":"mailto:joe@example.com?subject=hi","ok":true,"scheme":"mailto","fields":{"address":"joe@example.com","addresses":["joe@example.com"],"headers":[{"name":"subject","value":"hi"}]}}
{"input":"mailto:a@example.org,b@example.org","ok":true,"scheme":"mailto","fields":{"address":"a@example.org","addresses":["a@example.org","b@example.org"],"headers":[]}}
{"input":"file:/etc/hosts","ok":true,"scheme":"file","fields":{"host":null,"path":"/etc/hosts"}}
`,
		},
		{
			args: `scheme --rfc1738 --json 'mailto:joe@example.com?subject=hi' 'ftp://ftp_server.example/' 'telnet://host.123/'`,
			output: `{"input":"mailto:joe@example.com?subject=hi","ok":true,"scheme":"mailto","fields":{"address":"joe@example.com?subject=hi","addresses":["joe@example.com?subject=hi"],"headers":[]}}
{"input":"ftp://ftp_server.example/","ok":false,"error":"ftp: invalid character '_' in a host name (letters, digits and \"-\" only) (RFC 1738 §5 host) at offset 9 in host","offset":9}
{"input":"telnet://host.123/","ok":false,"error":"telnet: the last label of a host name must begin with a letter (RFC 1738 §5 host) at offset 14 in host","offset":14}
`,
			status: 1,
		},
	},
}
