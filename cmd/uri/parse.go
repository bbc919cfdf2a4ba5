package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri parse: split each input into the components of RFC 3986 §3.

// parseCommand is uri parse: its flags, declared by setupParse in the order
// the help lists them, and run, its work.
type parseCommand struct {
	ref      *bool
	dialect  *uri.Dialect
	iri      *bool
	format   *string
	form     *bool
	repairOn *bool
	records  *recordFlags
	whatwg   *whatwgParse // --whatwg, --base
}

func setupParse(fs *flagSet) action {
	c := &parseCommand{
		ref:      fs.Bool("ref", "accept relative references too (RFC 3986 §4.1 URI-reference)"),
		dialect:  fs.Dialect(),
		iri:      fs.Bool("iri", "accept IRIs: non-ASCII characters where RFC 3987 §2.2 allows them"),
		format:   fs.String("format", "TEMPLATE", "", "print one line per input from TEMPLATE: {host}, {:path}, {default:port}, {query:NAME}, ... (see below)"),
		form:     fs.Bool("form", `with --format, read "+" in {query:NAME} and {query-all:NAME} as a space (application/x-www-form-urlencoded)`),
		repairOn: fs.Repair(),
		records:  fs.Records("a JSON string"),
		whatwg:   whatwgParseFlags(fs),
	}
	return c.run
}

// run parses each input of args and writes its record: the components, or
// one line of --format's template.
func (c *parseCommand) run(e *env, args []string) int {
	if *c.whatwg.on || c.whatwg.base != nil {
		return c.whatwg.run(e, c.records, args, *c.format, whatwgParseOthers(*c.ref, *c.iri, *c.form, *c.repairOn, *c.dialect))
	}
	if *c.iri && *c.dialect != uri.RFC3986 {
		return e.usageError(e.cmd, "--iri extends RFC 3986; it cannot be used with --dialect "+c.dialect.String())
	}
	if *c.form && *c.format == "" {
		return e.usageError(e.cmd, "--form reads the query parameters of --format's {query:NAME}; give --format")
	}
	parser := c.parser()
	lines := clirecord.URILines
	if *c.ref {
		lines = clirecord.RefLines
	}
	if *c.format != "" {
		if *c.records.json {
			return e.usageError(e.cmd, "--format and --json cannot be used together")
		}
		t, err := compileTemplate(*c.format, *c.form)
		if err != nil {
			return e.usageError(e.cmd, err.Error())
		}
		return processRecords(e, c.records, args, processor[string]{
			input:   stringInput{},
			lines:   lines,
			handler: parseFormat{parser, *c.repairOn, t},
		})
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		lines:   lines,
		handler: parseComponents{parser, *c.repairOn},
	})
}

// parseComponents is uri parse without --format: each input's components.
type parseComponents struct {
	parser uriParser
	repair bool // --repair
}

// handle parses s and makes its record, with notes for people.
func (h parseComponents) handle(s string, out *emitter) error {
	u, list, err := clirecord.ParseWild(h.repair, s, h.parser.parse)
	if err != nil {
		return err
	}
	r := newParseRecord(s, u)
	r.Repairs = list
	r.notes(u)
	out.write(r)
	return nil
}

// parseFormat is uri parse --format: each input's line of the template.
type parseFormat struct {
	parser   uriParser
	repair   bool     // --repair
	template template // --format, compiled
}

// handle parses s and fills in the template with its components.
func (h parseFormat) handle(s string, out *emitter) error {
	var u uri.URI
	var text string
	list, err := clirecord.FromWild(h.repair, s, func(t string) (err error) {
		u, err = h.parser.parse(t)
		text = t
		return err
	})
	if err != nil {
		return err
	}
	out.write(&formatRecord{h.template.expand(u, text), list})
	return nil
}

// parser is the parser the flags choose (--dialect, --ref, --iri).
func (c *parseCommand) parser() uriParser {
	return uriParser{dialect: *c.dialect, ref: *c.ref, iri: *c.iri}
}

// A uriParser parses by --dialect, --ref and --iri, its errors hinting at
// the command that reads an input it refuses: uri iri for an IRI, uri
// expand for a host name without a scheme.
type uriParser struct {
	dialect  uri.Dialect
	ref, iri bool
}

func (p uriParser) parse(s string) (uri.URI, error) {
	u, err := p.strict(s)
	if err != nil && !p.iri && p.dialect == uri.RFC3986 {
		// An IRI given where a URI is parsed: say how to read it.
		asIRI := uri.ParseIRI
		if p.ref {
			asIRI = uri.ParseIRIReference
		}
		if _, ierr := asIRI(s); ierr == nil {
			err = clirecord.Hint(err, " (an IRI: --iri reads it, uri iri maps it to a URI)")
		}
	}
	if !p.ref && errors.Is(err, uri.ErrMissingScheme) {
		// A host name typed without a scheme: say that uri expand
		// completes it, as the note on "localhost:3000" does. (A lone
		// word, "g", is more likely a relative path.)
		host, _, _ := strings.Cut(s, "/")
		if x, rule, xerr := extract.Expand(s); xerr == nil && rule != extract.RuleAsIs && (rule != extract.RuleDefault || strings.Contains(host, ".")) {
			err = clirecord.Hint(err, " (a host name without a scheme? uri expand gives "+x+")")
		}
	}
	return u, err
}

// strict is the grammar's parse, without hints: RFC 3986's rule URI, or
// URI-reference with --ref (or the dialect's), or RFC 3987's IRI or
// IRI-reference with --iri.
func (p uriParser) strict(s string) (uri.URI, error) {
	switch {
	case p.iri && p.ref:
		return uri.ParseIRIReference(s)
	case p.iri:
		return uri.ParseIRI(s)
	case p.ref:
		return p.dialect.ParseReference(s)
	}
	return p.dialect.Parse(s)
}

// parseRecord is the record of CLI.md: every component as written (still
// percent-encoded), null when undefined, "" when present and empty.
type parseRecord struct {
	Input     string  `json:"input"`
	OK        bool    `json:"ok"`
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`           // null without an authority; IP-literals keep brackets
	HostType  *string `json:"host_type"`      // reg-name, ipv4, ipv6, ipvfuture; null without an authority
	Zone      *string `json:"zone,omitempty"` // decoded RFC 6874 zone of an IPv6 literal, only when there is one
	Port      *string `json:"port"`
	Path      string  `json:"path"` // never null (§3.3)
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
	// Repairs lists what --repair changed (absent without it); the
	// components are then those of the repaired input.
	Repairs clirecord.RepairList `json:"repairs,omitempty"`

	// notes for people (text output only): what the grammar allows but a
	// reader may not mean
	schemeNote, portNote string
}

func (r *parseRecord) RepairList() clirecord.RepairList { return r.Repairs }

func newParseRecord(input string, u uri.URI) *parseRecord {
	opt := func(s string, ok bool) *string {
		if !ok {
			return nil
		}
		return &s
	}
	r := &parseRecord{
		Input:     input,
		OK:        true,
		Scheme:    opt(u.Scheme(), u.HasScheme()),
		Authority: opt(u.Authority(), u.HasAuthority()),
		Userinfo:  opt(u.Userinfo(), u.HasUserinfo()),
		Host:      opt(u.Host(), u.HasAuthority()),
		HostType:  opt(u.HostKind().String(), u.HasAuthority()),
		Port:      opt(u.Port(), u.HasPort()),
		Path:      u.Path(),
		Query:     opt(u.Query(), u.HasQuery()),
		Fragment:  opt(u.Fragment(), u.HasFragment()),
	}
	if u.HostKind() == uri.HostIPv6 {
		r.Zone = opt(u.Zone(), u.Zone() != "")
	}
	return r
}

// notes says, for people, what RFC 3986's grammar accepts that a reader
// may not mean: "localhost:3000" is a URI whose scheme is "localhost" (a
// host and a port typed without a scheme: uri expand completes it); a port
// above 65535 is digits as §3.2.3 allows, but no TCP or UDP port.
func (r *parseRecord) notes(u uri.URI) {
	if u.HasScheme() && !u.HasAuthority() {
		if x, rule, err := extract.Expand(u.String()); err == nil && rule == extract.RuleHostPort {
			r.schemeNote = "a host and a port without a scheme? uri expand gives " + x
		}
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.ParseUint(p, 10, 64); err != nil || n > 65535 {
			r.portNote = "out of range: RFC 3986 allows any digits, but ports are 0 to 65535"
		}
	}
}

func (r *parseRecord) Passed() bool { return true }

func (r *parseRecord) Human(h *clirecord.Text) {
	h.Line(clirecord.Show(r.Input))
	h.Field("scheme", r.Scheme, r.schemeNote)
	h.Field("authority", r.Authority, "")
	h.Field("userinfo", r.Userinfo, "")
	note := ""
	if r.HostType != nil {
		note = *r.HostType
		if r.Zone != nil {
			note += ", zone " + clirecord.Show(*r.Zone)
		}
	}
	h.Field("host", r.Host, note)
	h.Field("port", r.Port, r.portNote)
	h.Field("path", &r.Path, "")
	h.Field("query", r.Query, "")
	h.Field("fragment", r.Fragment, "")
}

var parseHelp = commandHelp{
	about: `Parse checks each input against the URI grammar of RFC 3986 Appendix A
(or of the dialect chosen with --dialect) and shows its components as
written, still percent-encoded. An undefined component is "(absent)", or
null in JSON; a component that is present but empty is "(empty)", or "".
The host is shown with its type (reg-name, ipv4, ipv6, ipvfuture) and, for
an IPv6 literal with an RFC 6874 zone, the decoded zone. With --iri the
input may be an IRI (RFC 3987 §2.2): non-ASCII characters are allowed in
the userinfo, host, path, query and fragment, as they are written (see
"uri iri" for the URI an IRI maps to). Text output adds a note where the
grammar accepts what is seldom meant: "localhost:3000" is the scheme
"localhost" and the path "3000" (a host and a port typed without a scheme:
uri expand completes it), and port 65536 is digits, as RFC 3986 allows, but
no TCP or UDP port.

JSON record (--json): {"input","ok","scheme","authority","userinfo","host",
"host_type","port","path","query","fragment"}, plus "zone" for an IPv6 host
with a zone. An input that does not parse gives {"input","ok":false,"error",
"offset"} (text output: "argument N: <error>" or "line N: <error>", on
standard error).

--format TEMPLATE prints one line per input instead, the template filled
in (as trurl's --get does), so that a shell needs no jq. Placeholders:
{scheme} {authority} {userinfo} {user} {password} {host} {hostname}
{zone} {port} {path} {query} {fragment} {url} (the input), {default:port} (the
port, or the scheme's default port when none is given), {query:NAME} (the
first value of query parameter NAME) and {query-all:NAME} (all its values,
separated by spaces). {name} is percent-decoded; {:name} is the text as
written. In a query parameter "+" is a plus sign, as RFC 3986 reads it
(q=rfc+3986 gives "rfc+3986"); --form reads it as a space, as HTML forms
write it and the URL Standard's URLSearchParams reads it ("rfc 3986"). {host} keeps an IP
literal as written, brackets and zone; {hostname} is the host as a program
looks it up (uri.URI.Hostname): no brackets, no RFC 6874 zone, which
{zone} gives. {domain} and {public-suffix} are the host's registrable
domain and public suffix by the Public Suffix List (as uri domain gives
them; empty for an IP address or none). An absent component is empty. {{
and }} are literal braces.` + repairAbout + whatwgParseAbout,
	examples: append([]example{
		{
			args:   `parse --format '{scheme} {host} {default:port} {path}' 'https://example.com/caf%C3%A9' 'http://[::1]:8080/'`,
			output: "https example.com 443 /café\nhttp [::1] 8080 /\n",
		},
		{
			args: `parse 'http://user@[fe80::1%25en0]:8080/a/b?q#f'`,
			output: `http://user@[fe80::1%25en0]:8080/a/b?q#f
  scheme     http
  authority  user@[fe80::1%25en0]:8080
  userinfo   user
  host       [fe80::1%25en0]  (ipv6, zone en0)
  port       8080
  path       /a/b
  query      q
  fragment   f
`,
		},
		{
			args: `parse --json 'foo://example.com:8042/over/there?name=ferret#nose' 'urn:example:animal:ferret:nose'`,
			output: `{"input":"foo://example.com:8042/over/there?name=ferret#nose","ok":true,"scheme":"foo","authority":"example.com:8042","userinfo":null,"host":"example.com","host_type":"reg-name","port":"8042","path":"/over/there","query":"name=ferret","fragment":"nose"}
{"input":"urn:example:animal:ferret:nose","ok":true,"scheme":"urn","authority":null,"userinfo":null,"host":null,"host_type":null,"port":null,"path":"example:animal:ferret:nose","query":null,"fragment":null}
`,
		},
		{
			args: `parse --ref '//a?' '../g'`,
			output: `//a?
  scheme     (absent)
  authority  a
  userinfo   (absent)
  host       a  (reg-name)
  port       (absent)
  path       (empty)
  query      (empty)
  fragment   (absent)

../g
  scheme     (absent)
  authority  (absent)
  userinfo   (absent)
  host       (absent)
  port       (absent)
  path       ../g
  query      (absent)
  fragment   (absent)
`,
		},
		{
			args: `parse --iri --json 'http://résumé.example.org/Dürst?q=é'`,
			output: `{"input":"http://résumé.example.org/Dürst?q=é","ok":true,"scheme":"http","authority":"résumé.example.org","userinfo":null,"host":"résumé.example.org","host_type":"reg-name","port":null,"path":"/Dürst","query":"q=é","fragment":null}
`,
		},
		{
			args:   `parse --format '{hostname}|{zone}|{:path}|{query:q}|{query-all:tag}|{{{fragment}}}' 'http://[fe80::1%25en0]/a%20b?q=x%26y&tag=1&tag=2#top' 'mailto:joe@example.com'`,
			output: "fe80::1|en0|/a%20b|x&y|1 2|{top}\n||joe@example.com|||{}\n",
		},
		{
			args:   `parse --format '{host}' --input-file -`,
			stdin:  "# hosts to check\nhttps://example.com/\n\nhttp://[::1]:8080/x\nhttp://example.org:8o/\n",
			output: "example.com\n[::1]\n\n",
			stderr: "line 5: uri: invalid character 'o' at offset 20 in port: a port is decimal digits only\n",
			status: 1,
		},
		{
			args:   `parse --json 'http://a/b c' 'g'`,
			status: 1,
			output: `{"input":"http://a/b c","ok":false,"error":"uri: space at offset 10 in path: spaces must be written %20 (uri repair or --repair makes it \"http://a/b%20c\")","offset":10}
{"input":"g","ok":false,"error":"uri: missing scheme at offset 0 in scheme: a URI begins with a scheme such as \"https:\" (parse it as a reference if it is relative)","offset":0}
`,
		},
		{
			args:   `parse --repair --format '{host} {:path}' 'http://example.com/post 2.html'`,
			output: "example.com /post%202.html\n",
			stderr: "argument 1: repaired: encoded-space at offset 23: space written %20\n",
		},
		{
			args:   `parse --format '{query:q}' 'https://www.google.com/search?q=rfc+3986'`,
			output: "rfc+3986\n",
		},
		{
			args:   `parse --form --format '{query:q}|{:query:q}' 'https://www.google.com/search?q=rfc+3986%2B1'`,
			output: "rfc 3986+1|rfc+3986%2B1\n",
		},
	}, whatwgParseExamples...),
}
