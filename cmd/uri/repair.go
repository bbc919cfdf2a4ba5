package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/repair"
)

// uri repair: references found in the wild made valid RFC 3986 URI
// references, with each change listed (package repair).

// repairCommand is uri repair: its flags, declared by setupRepair, and
// run, its work.
type repairCommand struct {
	records *recordFlags
}

func setupRepair(fs *flagSet) action {
	c := &repairCommand{
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run writes each input of args made valid, with the list of changes.
func (c *repairCommand) run(e *env, args []string) int {
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.RefLines,
		handler: c,
	})
}

// handle repairs s and lists the changes.
func (c *repairCommand) handle(s string, out *emitter) error {
	r, changes, more, err := repair.RepairLimit(s, clirecord.MaxListed)
	if err != nil {
		return err
	}
	rec := &repairRecord{Input: s, OK: true, Result: r, Repairs: []clirecord.RepairChange{}, Omitted: more}
	for _, ch := range changes {
		rec.Repairs = append(rec.Repairs, clirecord.RepairChange{Kind: string(ch.Kind), Offset: ch.Offset, Message: ch.Message})
	}
	out.write(rec)
	return nil
}

// repairRecord is CLI.md's {"input","ok","result","repairs":[{"kind","offset","message"}]},
// and "repairs_omitted" when more than clirecord.MaxListed changes were made.
type repairRecord struct {
	Input   string                   `json:"input"`
	OK      bool                     `json:"ok"`
	Result  string                   `json:"result"`
	Repairs []clirecord.RepairChange `json:"repairs"`
	Omitted int                      `json:"repairs_omitted,omitempty"`
}

func (r *repairRecord) Passed() bool { return true }

// human prints the result bare, as CLI.md asks of one-value commands.
func (r *repairRecord) Human(h *clirecord.Text) { h.Line(r.Result) }

var repairHelp = commandHelp{
	about: `uri repair turns each input, a URI as found in the wild (web pages, logs,
crawl lists), into a valid RFC 3986 URI reference, and says what it
changed. Browsers make the same repairs silently (the WHATWG URL Standard);
a crawler or a filter must know. The changes, each with its kind and the
byte offset in the input:

  trimmed             white space or control characters around the input
                      (or a byte order mark before it) removed
  removed-control     a tab, line feed or carriage return inside removed
  authority-slashes   the slashes and backslashes between the scheme of an
                      http, https, ws, wss or ftp URL and its host made "//"
                      however many there were (http:/h, http:h, http:///h;
                      and ///h in a relative reference): browsers read a
                      host there, RFC 3986 a path
  replaced-backslash  "\" before the query of an http, https, ws, wss, ftp or
                      file URL (or of a relative reference) made "/", as
                      browsers read it
  replaced-pipe       the "|" of a drive letter in a file URL ("file:///C|/")
                      made ":", as browsers read it
  encoded-space       a space written %20
  encoded-non-ascii   a non-ASCII character written as its UTF-8 octets
  encoded-char        a character RFC 3986 forbids where it stands, such as
                      '"', "<", ">", "\", "^", "` + "`" + `", "{", "|", "}", or "[" and "]"
                      outside an IP literal, percent-encoded
  encoded-percent     a "%" not followed by two hex digits written %25
  idna-host           a non-ASCII host name of an http(s), ws(s), ftp or file
                      URL (or of a relative reference) written in IDNA
                      A-labels (xn--); other schemes' hosts are percent-encoded

An input that is already valid comes back byte for byte with no repairs,
but for the authority slashes above (http:/127.0.0.1 is a valid URI with no
host, and a browser's request to 127.0.0.1). Repairing a result again
changes nothing. An input that cannot be repaired without guessing (a port
that is not a number) is an error record, and so is a host or port no
client can use, which browsers refuse: a port above 65535, a host holding a
space, "<", ">", "^", "|", "[" or "]" outside an IP literal, a control or a
stray "%" in an http(s), ws(s), ftp or file host, a name IDNA refuses.

Text output is the repaired reference alone; the changes are in the JSON.
JSON record (--json): {"input","ok","result","repairs":[{"kind","offset",
"message"}]}; a record lists at most 1,000 repairs, and adds
"repairs_omitted" with the number of the others when there were more.`,
	examples: []example{
		{
			args:   `repair 'http:\\127.0.0.1' 'https:///example.com/' 'https://ex ample.com/'`,
			output: "http://127.0.0.1\nhttps://example.com/\n\n",
			stderr: "argument 3: repair: host \"ex ample.com\" holds ' ', which no client accepts in a host (the URL Standard's forbidden host code points) at offset 10: correct the host\n",
			status: 1,
		},
		{
			args:   `repair 'http://example.com/a b|c?q=[1]' 'http://example.com/ok'`,
			output: "http://example.com/a%20b%7Cc?q=%5B1%5D\nhttp://example.com/ok\n",
		},
		{
			args: `repair --json 'http:\\example.com\100%'`,
			output: `{"input":"http:\\\\example.com\\100%","ok":true,"result":"http://example.com/100%25","repairs":[{"kind":"replaced-backslash","offset":5,"message":"\"\\\" replaced with \"/\", as browsers read it here"},{"kind":"replaced-backslash","offset":6,"message":"\"\\\" replaced with \"/\", as browsers read it here"},{"kind":"replaced-backslash","offset":18,"message":"\"\\\" replaced with \"/\", as browsers read it here"},{"kind":"encoded-percent","offset":22,"message":"\"%\" not followed by two hex digits written %25"}]}
`,
		},
		{
			args: `repair --json 'http://bücher.example/?q=é' 'http://h:port/'`,
			output: `{"input":"http://bücher.example/?q=é","ok":true,"result":"http://xn--bcher-kva.example/?q=%C3%A9","repairs":[{"kind":"idna-host","offset":7,"message":"host \"bücher.example\" written \"xn--bcher-kva.example\" (IDNA A-labels)"},{"kind":"encoded-non-ascii","offset":26,"message":"'é' written %C3%A9"}]}
{"input":"http://h:port/","ok":false,"error":"repair: port \"port\" is not a number at offset 9: a port is decimal digits: correct it or remove it with its \":\"","offset":9}
`,
			status: 1,
		},
	},
}
