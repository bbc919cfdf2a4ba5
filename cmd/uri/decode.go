package main

import (
	"encoding/hex"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri decode: percent-decode text (RFC 3986 §2.1).

// decodeCommand is uri decode: its flags, declared by setupDecode, and run,
// its work.
type decodeCommand struct {
	records *recordFlags
}

func setupDecode(fs *flagSet) action {
	c := &decodeCommand{records: fs.Records("a JSON string")}
	return c.run
}

// run writes each input of args percent-decoded.
func (c *decodeCommand) run(e *env, args []string) int {
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.TextLines,
		handler: c,
	})
}

// handle percent-decodes s; octets that are not UTF-8 are given in hex.
func (c *decodeCommand) handle(s string, out *emitter) error {
	d, err := uri.Decode(s)
	if err != nil {
		return err
	}
	r := &clirecord.Result{Input: s, OK: true, Raw: d}
	if utf8.ValidString(d) {
		r.Result = &d
	} else {
		r.ResultHex = hex.EncodeToString([]byte(d))
	}
	out.write(r)
	return nil
}

var decodeHelp = commandHelp{
	about: `Decode replaces every %XX triplet in each input by the octet it stands
for (RFC 3986 §2.1); everything else is kept, "+" included (reading "+" as
a space belongs to HTML forms, not to URIs). A "%" not followed by two hex
digits is an error at its offset.

JSON record (--json): {"input","ok","result"}. When the decoded octets are
not valid UTF-8, "result" is null and "result_hex" holds them in lower-case
hex. Text output prints the decoded octets bare, whatever they are, so
that $(uri decode ...) is the value: a decoded newline starts a new line
(use --json to keep records apart).`,
	examples: []example{
		{
			args:   `decode 'a%20b%2Fc' '%E2%82%AC+1'`,
			output: "a b/c\n€+1\n",
		},
		{
			args: `decode --json '%7Euser' '%FF%41' '100%'`,
			output: `{"input":"%7Euser","ok":true,"result":"~user"}
{"input":"%FF%41","ok":true,"result":null,"result_hex":"ff41"}
{"input":"100%","ok":false,"error":"uri: \"%\" not followed by two hex digits at offset 3 in input: a literal \"%\" must be written %25","offset":3}
`,
			status: 1,
		},
		{
			args:   `decode 'a%0Ab' '%25' ''`,
			output: "a\nb\n%\n\n",
		},
	},
}
