package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// uri iri: IRIs (RFC 3987) mapped to URIs and back for display (package
// iri), with the host in IDNA A-label and U-label form.

// iriCommand is uri iri: its flags, declared by setupIRI, and run, its
// work.
type iriCommand struct {
	records *recordFlags
}

func setupIRI(fs *flagSet) action {
	c := &iriCommand{
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run writes each IRI of args mapped to a URI, and back for display.
func (c *iriCommand) run(e *env, args []string) int {
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		lines:   clirecord.RefLines,
		handler: c,
	})
}

// handle maps the IRI s to a URI, and back for display.
func (c *iriCommand) handle(s string, out *emitter) error {
	u, err := uri.ParseIRIReference(s)
	if err != nil {
		return err
	}
	v, err := iri.ToURI(u)
	if err != nil {
		return err
	}
	a, uh, ok, err := iri.Hosts(u)
	if err != nil {
		return err
	}
	r := &iriRecord{Input: s, OK: true, URI: v.String(), IRI: iri.ToIRI(v).String()}
	if ok {
		r.HostASCII, r.HostUnicode = &a, &uh
	}
	out.write(r)
	return nil
}

// iriRecord is CLI.md's {"input","ok","uri","iri","host_ascii","host_unicode"}.
type iriRecord struct {
	Input       string  `json:"input"`
	OK          bool    `json:"ok"`
	URI         string  `json:"uri"`
	IRI         string  `json:"iri"`
	HostASCII   *string `json:"host_ascii"`
	HostUnicode *string `json:"host_unicode"`
}

func (r *iriRecord) Passed() bool { return true }

func (r *iriRecord) Human(h *clirecord.Text) {
	h.Line(clirecord.Show(r.Input))
	h.Field("uri", &r.URI, "")
	h.Field("iri", &r.IRI, "")
	note := ""
	if r.HostUnicode != nil && *r.HostUnicode != *r.HostASCII {
		note = "unicode " + clirecord.Show(*r.HostUnicode)
	}
	h.Field("host", r.HostASCII, note)
}

var iriHelp = commandHelp{
	about: `uri iri reads each input as an IRI reference (RFC 3987 §2.2: a URI
reference that may hold non-ASCII characters, ucschar, and private-use
ones, iprivate, in the query) and shows it in three forms: the URI it maps
to (§3.1: each non-ASCII character as its percent-encoded UTF-8 octets, a
non-ASCII host name as IDNA A-labels, "xn--..."), the IRI for display
(§3.2: percent-encoded UTF-8 decoded where that is safe to show, A-labels
turned back into Unicode; "%20", "%2F", bidi controls, invisible and
look-alike characters stay encoded), and the host in both IDNA forms (UTS
#46 processing for lookup, as browsers do it). A URI is an IRI too.

Text that is not an IRI is an error record: a space or another character
neither RFC 3986 nor RFC 3987 allows, a bidirectional formatting character
(§4.1), bytes that are not UTF-8, or a host name IDNA refuses.

JSON record (--json): {"input","ok","uri","iri","host_ascii","host_unicode"};
the hosts are null without an authority.`,
	examples: []example{
		{
			args: `iri 'http://résumé.example.org/Dürst?q=é#red'`,
			output: `http://résumé.example.org/Dürst?q=é#red
  uri        http://xn--rsum-bpad.example.org/D%C3%BCrst?q=%C3%A9#red
  iri        http://résumé.example.org/Dürst?q=é#red
  host       xn--rsum-bpad.example.org  (unicode résumé.example.org)
`,
		},
		{
			args: `iri --json 'http://xn--99zt52a.example.org/%e2%80%ae' 'http://www.example.org/D%FCrst' 'urn:x:%C3%A9%20a'`,
			output: `{"input":"http://xn--99zt52a.example.org/%e2%80%ae","ok":true,"uri":"http://xn--99zt52a.example.org/%e2%80%ae","iri":"http://納豆.example.org/%E2%80%AE","host_ascii":"xn--99zt52a.example.org","host_unicode":"納豆.example.org"}
{"input":"http://www.example.org/D%FCrst","ok":true,"uri":"http://www.example.org/D%FCrst","iri":"http://www.example.org/D%FCrst","host_ascii":"www.example.org","host_unicode":"www.example.org"}
{"input":"urn:x:%C3%A9%20a","ok":true,"uri":"urn:x:%C3%A9%20a","iri":"urn:x:é%20a","host_ascii":null,"host_unicode":null}
`,
		},
		{
			args: `iri --json 'http://a/b` + "\u200e" + `c' 'http://xn--a.example/'`,
			output: `{"input":"http://a/b` + "\u200e" + `c","ok":false,"error":"uri: bidirectional formatting character U+200E (RFC 3987 §4.1: an IRI must not contain one) at offset 10 in path: remove it, or write it as %E2%80%8E","offset":10}
{"input":"http://xn--a.example/","ok":false,"error":"iri: invalid IDNA label \"xn--a\" (UTS #46 processing refuses it) at offset 7: check it for a typing error: an A-label (xn--) must decode to a valid label, and a label with right-to-left characters must keep the Bidi rule of RFC 5893","offset":7}
`,
			status: 1,
		},
	},
}
