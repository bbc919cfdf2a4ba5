package main

import (
	"encoding/json"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/readings"
)

// uri readings: how RFC 3986 (package uri), the URL Standard (package
// whatwg), Go's net/url and libcurl read one string (readings.Read;
// CLI.md).

// readingsCommand is uri readings: its flags, declared by setupReadings,
// and run, its work.
type readingsCommand struct {
	records *recordFlags
}

func setupReadings(fs *flagSet) action {
	c := &readingsCommand{
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run writes how each parser reads each input of args.
func (c *readingsCommand) run(e *env, args []string) int {
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		handler: c,
	})
}

// handle reads s with each parser.
func (c *readingsCommand) handle(s string, out *emitter) error {
	rs := readings.Read(s)
	out.write(newReadingsRecord(&rs))
	return nil
}

// readingsRecord is CLI.md's {"input","ok","readings":{"rfc3986":R,
// "whatwg":R,"net/url":R,"curl":R},"accepted_by":[...],"differ":[...]}; a record
// no reader accepts adds "error" (each reader's) and "offset" (null), as
// an error record has them.
type readingsRecord struct {
	Input      string       `json:"input"`
	OK         bool         `json:"ok"`
	Readings   readingsJSON `json:"readings"`
	AcceptedBy []string     `json:"accepted_by"`
	Differ     []string     `json:"differ"`
	differ     map[string]bool
}

// readingsFailure is a readingsRecord no reader accepts.
type readingsFailure struct {
	*readingsRecord
	Error  string `json:"error"`
	Offset *int   `json:"offset"`
}

type readingsJSON struct {
	RFC3986 readingJSON `json:"rfc3986"`
	WHATWG  readingJSON `json:"whatwg"`
	NetURL  readingJSON `json:"net/url"`
	Curl    readingJSON `json:"curl"`
}

// readingJSON is R = {"ok","scheme","host","port","error"}: null for what
// the reading does not have; the port a JSON number (its digits may exceed
// any integer type: RFC 3986 and net/url take any number of them).
type readingJSON struct {
	OK     bool         `json:"ok"`
	Scheme *string      `json:"scheme"`
	Host   *string      `json:"host"`
	Port   *json.Number `json:"port"`
	Error  *string      `json:"error"`
}

func newReadingsRecord(rs *readings.Readings) record {
	rec := &readingsRecord{Input: rs.Input, OK: rs.OK(), AcceptedBy: []string{}, Differ: []string{}, differ: map[string]bool{}}
	for _, r := range rs.AcceptedBy() {
		rec.AcceptedBy = append(rec.AcceptedBy, r.String())
	}
	for _, d := range rs.Differ() {
		rec.Differ = append(rec.Differ, d)
		rec.differ[d] = true
	}
	rec.Readings = readingsJSON{readingOf(rs.Of[readings.RFC3986]), readingOf(rs.Of[readings.WHATWG]),
		readingOf(rs.Of[readings.NetURL]), readingOf(rs.Of[readings.Curl])}
	if rec.OK {
		return rec
	}
	var msg []string
	for _, r := range readings.Readers {
		msg = append(msg, r.String()+": "+rs.Of[r].Err.Error())
	}
	return &readingsFailure{readingsRecord: rec, Error: "no parser accepts it: " + strings.Join(msg, "; ")}
}

func readingOf(x readings.Reading) readingJSON {
	if !x.OK {
		msg := x.Err.Error()
		return readingJSON{Error: &msg}
	}
	j := readingJSON{OK: true}
	if x.Scheme != "" {
		j.Scheme = &x.Scheme
	}
	if x.HasHost {
		j.Host = &x.Host
	}
	if x.Port != "" {
		n := json.Number(x.Port)
		j.Port = &n
	}
	return j
}

func (r *readingsRecord) Passed() bool { return r.OK }

// human prints the input, then one line per reader: its scheme, host and
// port, or its error; a value that differs among the readers that accept
// is marked with "*".
func (r *readingsRecord) Human(h *clirecord.Text) {
	h.Line(r.Input)
	rows := []struct {
		name string
		j    *readingJSON
	}{{"rfc3986", &r.Readings.RFC3986}, {"whatwg", &r.Readings.WHATWG}, {"net/url", &r.Readings.NetURL}, {"curl", &r.Readings.Curl}}
	var cells [4][3]string
	var width [3]int
	for i, row := range rows {
		if !row.j.OK {
			continue
		}
		port := (*string)(nil)
		if row.j.Port != nil {
			p := string(*row.j.Port)
			port = &p
		}
		for k, v := range []*string{row.j.Scheme, row.j.Host, port} {
			c := clirecord.AbsentMark
			if v != nil {
				c = clirecord.Show(*v)
			}
			if r.differ[fieldNames[k]] {
				c += "*"
			}
			cells[i][k] = c
			width[k] = max(width[k], len(c))
		}
	}
	for i, row := range rows {
		line := "  " + row.name + strings.Repeat(" ", 9-len(row.name))
		if !row.j.OK {
			h.Line(line + "refuses it: " + *row.j.Error)
			continue
		}
		for k, c := range cells[i] {
			line += c
			if k < 2 {
				line += strings.Repeat(" ", width[k]-len(c)+2)
			}
		}
		h.Line(line)
	}
	if len(r.Differ) > 0 {
		h.Line("  * differs: " + strings.Join(r.Differ, ", ") + " (a filter that checks one reading is bypassed by a client using another)")
	}
}

var fieldNames = [3]string{"scheme", "host", "port"}

var readingsHelp = commandHelp{
	about: `Readings shows how the four parsers a program may hand a URL to read
it: rfc3986 (RFC 3986, this module, reading URIs as uri parse does: a
relative reference has no destination of its own), whatwg (the URL
Standard, as browsers and Node read URLs), net/url (Go's standard library,
url.Parse, what net/http fetches) and curl (libcurl's URL API as libcurl
reads CURLOPT_URL: the curl tool, PHP's curl; its own rules, "RFC 3986+":
one to three slashes after any scheme, a scheme only where "/" follows the
":", the first "@"). Parser differentials are how allow-lists are bypassed:
a check that reads one host while the fetch reads another
("http:////evil.com/" has an empty host to RFC 3986 and net/url, and is a
request to evil.com in a browser; "dict:/127.0.0.1:11211/" has no host but
to curl).

Each reader's line gives the scheme, the host and the effective port (the
scheme's default when none is written: http and ws 80, https and wss 443,
ftp 21), or why it refuses the string. Hosts are in one canonical spelling
(the URL Standard's host parser: lower case, IDNA to ASCII, IPv4 numbers in
dotted decimal, IPv6 compressed in brackets; a host that parser refuses is
shown as the reader gives it, lower-cased: RFC 3986's as written, never
decoded), so that "0x7f.1" against "127.0.0.1" is no difference: uri
inspect reports such spellings. A value that differs among the readers that
accept the string is marked "*". (absent) is a reading without a host or
port; (empty) an empty host.

uri inspect reports the same as the parser-differential finding: a danger
when the readers that accept a URI read different destinations, a warning
when the URL Standard, net/url or curl refuses what RFC 3986 accepts; and
it classifies the host curl reads where the others read another or none.

The exit status is 1 when no reader accepts an input.

JSON record (--json): {"input","ok","readings":{"rfc3986":R,"whatwg":R,
"net/url":R,"curl":R},"accepted_by":[...],"differ":[...]} with each R =
{"ok","scheme","host","port","error"} (port a number; null for what a
reading has not); ok is true when at least one reader accepts; differ names
the fields among "scheme", "host" and "port" that differ. A record no
reader accepts adds "error" (each reader's) and "offset" (null).`,
	examples: []example{
		{
			args: `readings 'http:////evil.com/' 'HTTP://0x7f.1:0080/'`,
			output: `http:////evil.com/
  rfc3986  http  (empty)*   80
  whatwg   http  evil.com*  80
  net/url  http  (empty)*   80
  curl     refuses it: curl: CURLUE_BAD_SLASHES at offset 5: libcurl takes one to three slashes after the scheme, not 4
  * differs: host (a filter that checks one reading is bypassed by a client using another)

HTTP://0x7f.1:0080/
  rfc3986  http  127.0.0.1  80
  whatwg   http  127.0.0.1  80
  net/url  http  127.0.0.1  80
  curl     http  127.0.0.1  80
`,
		},
		{
			args: `readings 'dict:/127.0.0.1:11211/stat' 'mailto:a@example.com'`,
			output: `dict:/127.0.0.1:11211/stat
  rfc3986  dict  (absent)*   (absent)*
  whatwg   dict  (absent)*   (absent)*
  net/url  dict  (absent)*   (absent)*
  curl     dict  127.0.0.1*  11211*
  * differs: host, port (a filter that checks one reading is bypassed by a client using another)

mailto:a@example.com
  rfc3986  mailto*  (absent)*     (absent)*
  whatwg   mailto*  (absent)*     (absent)*
  net/url  mailto*  (absent)*     (absent)*
  curl     http*    example.com*  80*
  * differs: scheme, host, port (a filter that checks one reading is bypassed by a client using another)
`,
		},
		{
			args: `readings --json 'http://evil.com\@good.com/'`,
			output: `{"input":"http://evil.com\\@good.com/","ok":true,"readings":{"rfc3986":{"ok":false,"scheme":null,"host":null,"port":null,"error":"uri: invalid character '\\' at offset 15 in userinfo: write it as %5C"},"whatwg":{"ok":true,"scheme":"http","host":"evil.com","port":80,"error":null},"net/url":{"ok":false,"scheme":null,"host":null,"port":null,"error":"parse \"http://evil.com\\\\@good.com/\": net/url: invalid userinfo"},"curl":{"ok":true,"scheme":"http","host":"good.com","port":80,"error":null}},"accepted_by":["whatwg","curl"],"differ":["host"]}
`,
		},
		{
			args: `readings 'http://[fe80::1%25eth0]:8080/' 'http://a b/'`,
			output: `http://[fe80::1%25eth0]:8080/
  rfc3986  http  [fe80::1%25eth0]  8080
  whatwg   refuses it: whatwg: IPv6-invalid-code-point at offset 15 in "http://[fe80::1%25eth0]:8080/": an IPv6 address holds hex digits and ":" only, and cannot end in ":"
  net/url  http  [fe80::1%25eth0]  8080
  curl     http  [fe80::1%25eth0]  8080

http://a b/
  rfc3986  refuses it: uri: space at offset 8 in host: spaces must be written %20
  whatwg   refuses it: whatwg: domain-to-ASCII at offset 8 in "http://a b/": the host is not a domain the URL Standard's domain parser (UTS #46 ToASCII) accepts: the domain holds or maps to ' ', which a host cannot hold (URL Standard forbidden domain code point); percent-encoding does not help, as the host is decoded first
  net/url  refuses it: parse "http://a b/": invalid character " " in host name
  curl     refuses it: curl: CURLUE_BAD_HOSTNAME at offset 8: the host holds ' ', which libcurl refuses in a host name
`,
			status: 1,
		},
	},
}
