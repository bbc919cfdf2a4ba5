package main

import (
	"encoding/hex"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri query: the query parameters of each URI, in order, decoded (CLI.md;
// uri.Params).

// queryCommand is uri query: its flags, declared by setupQuery in the order
// the help lists them, and run, its work.
type queryCommand struct {
	form     *bool
	repairOn *bool
	records  *recordFlags
}

func setupQuery(fs *flagSet) action {
	c := &queryCommand{
		form:     fs.Bool("form", `read "+" as a space (application/x-www-form-urlencoded)`),
		repairOn: fs.Repair(),
		records:  fs.Records("a JSON string"),
	}
	return c.run
}

// run writes the query parameters of each input of args, in order.
func (c *queryCommand) run(e *env, args []string) int {
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		lines:   clirecord.RefLines,
		handler: c,
	})
}

// handle lists the query parameters of s, decoded.
func (c *queryCommand) handle(s string, out *emitter) error {
	u, list, err := clirecord.ParseWild(*c.repairOn, s, uri.ParseReference)
	if err != nil {
		return err
	}
	p := u.Params()
	if *c.form {
		p = p.Form()
	}
	r := &queryRecord{Input: s, OK: true, Params: []queryParam{}, Repairs: list}
	for x := range p.All() {
		qp := queryParam{Key: x.Key, KeyHex: hexIfNotUTF8(x.Key)}
		if x.HasValue {
			qp.Value = &x.Value
			qp.ValueHex = hexIfNotUTF8(x.Value)
		}
		r.Params = append(r.Params, qp)
	}
	out.write(r)
	return nil
}

// queryRecord is {"input","ok","params":[{"key","value"}]}: decoded keys
// and values, value null for a parameter without "=".
type queryRecord struct {
	Input  string       `json:"input"`
	OK     bool         `json:"ok"`
	Params []queryParam `json:"params"`
	// Repairs lists what --repair changed (absent without it).
	Repairs clirecord.RepairList `json:"repairs,omitempty"`
}

func (r *queryRecord) RepairList() clirecord.RepairList { return r.Repairs }

type queryParam struct {
	Key   string  `json:"key"`
	Value *string `json:"value"`
	// KeyHex and ValueHex hold the decoded octets in lower-case hex when
	// they are not UTF-8 ("%FF"), as decode's "result_hex" does: JSON
	// strings cannot carry them, and "key"/"value" then show each bad byte
	// as U+FFFD.
	KeyHex   string `json:"key_hex,omitempty"`
	ValueHex string `json:"value_hex,omitempty"`
}

// hexIfNotUTF8 returns s in lower-case hex when it is not valid UTF-8, ""
// otherwise.
func hexIfNotUTF8(s string) string {
	if utf8.ValidString(s) {
		return ""
	}
	return hex.EncodeToString([]byte(s))
}

func (r *queryRecord) Passed() bool { return true }

// human writes one "key=value" line per parameter ("key" alone for one
// without "="), decoded and bare.
func (r *queryRecord) Human(h *clirecord.Text) {
	for _, p := range r.Params {
		if p.Value == nil {
			h.Line(p.Key)
		} else {
			h.Line(p.Key + "=" + *p.Value)
		}
	}
}

var queryHelp = commandHelp{
	about: `Query lists the query parameters of each URI (or relative reference): the
query is split at "&", each piece at its first "=" into a key and a value,
as HTML forms write them (RFC 3986 §3.4 leaves the query's structure to the
application). The parameters come in order, nothing merged or sorted; an
empty piece ("&&") is not a parameter. Keys and values are printed
percent-decoded, one "key=value" line each ("key" alone when there is no
"="), with an empty line between inputs. "+" is a plus sign, as RFC 3986
reads it; --form reads it as a space.

JSON record (--json): {"input","ok","params":[{"key","value"}]}, "value"
null for a parameter without "=", "" for one with an empty value. A key or
value whose octets are not UTF-8 once decoded ("%FF") adds "key_hex" or
"value_hex", the octets in lower-case hex, as decode's "result_hex" does.` + repairAbout,
	examples: []example{
		{
			args:   `query 'https://example.com/search?q=caf%C3%A9+au+lait&tag=a&tag=b&debug&page='`,
			output: "q=café+au+lait\ntag=a\ntag=b\ndebug\npage=\n",
		},
		{
			args:   `query --form 'https://example.com/search?q=caf%C3%A9+au+lait&x=1%2B1' 'http://h/?a%26b=c%3Dd'`,
			output: "q=café au lait\nx=1+1\n\na&b=c=d\n",
		},
		{
			args: `query --json 'http://h/?debug&page=&a=1&&a=2' 'http://h/'`,
			output: `{"input":"http://h/?debug&page=&a=1&&a=2","ok":true,"params":[{"key":"debug","value":null},{"key":"page","value":""},{"key":"a","value":"1"},{"key":"a","value":"2"}]}
{"input":"http://h/","ok":true,"params":[]}
`,
		},
		{
			args:   `query --repair 'https://example.com/search?q=[test]&x=1'`,
			output: "q=[test]\nx=1\n",
			stderr: "argument 1: repaired: encoded-char at offset 29: '[' written %5B, as RFC 3986 does not allow it here\n" +
				"argument 1: repaired: encoded-char at offset 34: ']' written %5D, as RFC 3986 does not allow it here\n",
		},
		{
			args:   `query --json 'http://h/?q=caf%E9&%FF=1'`,
			output: `{"input":"http://h/?q=caf%E9&%FF=1","ok":true,"params":[{"key":"q","value":"caf\ufffd","value_hex":"636166e9"},{"key":"\ufffd","value":"1","key_hex":"ff"}]}` + "\n",
		},
	},
}
