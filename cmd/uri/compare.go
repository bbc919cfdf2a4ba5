package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri compare: whether two URIs are equivalent at a rung of the comparison
// ladder (RFC 3986 §6.2). Its row in the command table is added in
// normalize.go.

// compareInput is one record: the two URIs.
type compareInput struct{ a, b string }

// compareKind is the argsKind of compare and urn compare: the two
// arguments A B make one record; a line "A B" or an object {"a","b"} makes
// one (compareFields).
type compareKind struct{ fieldsInput[compareInput] }

// comparePairs is the compareKind, which compare and urn compare share.
var comparePairs = compareKind{fieldsInput[compareInput]{compareFields{}}}

func (compareKind) readArgs(args []string, to recordSink[compareInput]) error {
	if len(args) != 2 {
		return fmt.Errorf("want two URIs A B, got %d arguments", len(args))
	}
	take(to, compareInput{args[0], args[1]})
	return nil
}

// compareFields reads the pair of a line or of a JSON object.
type compareFields struct{}

// fromText reads a line of standard input, which holds A and B separated
// by white space (a URI holds none).
func (compareFields) fromText(line string) (compareInput, error) {
	f := strings.Fields(line)
	if len(f) != 2 {
		return compareInput{}, fmt.Errorf("want two URIs separated by white space, got %d words", len(f))
	}
	return compareInput{f[0], f[1]}, nil
}

func (compareFields) fromJSON(line []byte) (compareInput, error) {
	var obj struct {
		A *string `json:"a"`
		B *string `json:"b"`
	}
	if err := decodeJSONObject(line, &obj); err != nil {
		return compareInput{}, err
	}
	if obj.A == nil || obj.B == nil {
		return compareInput{}, errors.New(`want an object {"a","b"}`)
	}
	return compareInput{*obj.A, *obj.B}, nil
}

func (compareFields) echo(pair compareInput) []clirecord.Field {
	return []clirecord.Field{{Key: "a", Value: pair.a}, {Key: "b", Value: pair.b}}
}

// compareRecord is {"a","b","ok","equal"}.
type compareRecord struct {
	A     string `json:"a"`
	B     string `json:"b"`
	OK    bool   `json:"ok"`
	Equal bool   `json:"equal"`
}

// passed: the exit status of compare is 0 only when every pair is equal.
func (r *compareRecord) Passed() bool { return r.Equal }

func (r *compareRecord) Human(h *clirecord.Text) {
	verdict := "different"
	if r.Equal {
		verdict = "equal"
	}
	h.Line(verdict + " " + clirecord.Show(r.A) + " " + clirecord.Show(r.B))
}

// compareCommand is uri compare: its flags, declared by setupCompare in the
// order the help lists them, and run, its work.
type compareCommand struct {
	level   *string
	records *recordFlags
	rung    uri.Level // --level, read by run
}

func setupCompare(fs *flagSet) action {
	c := &compareCommand{
		level: fs.Enum("level", "string|syntax|scheme", "scheme",
			"string: the text (RFC 3986 §6.2.1); syntax: after §6.2.2 normalization; scheme: also §6.2.3",
			"string", "syntax", "scheme"),
		records: fs.Records(`an object {"a","b"}`),
	}
	return c.run
}

// run tells for each pair A B of args whether the two are equivalent.
func (c *compareCommand) run(e *env, args []string) int {
	c.rung, _ = uri.ParseLevel(*c.level)
	return processRecords(e, c.records, args, processor[compareInput]{
		input:   comparePairs,
		handler: c,
	})
}

// handle tells whether the pair is equivalent at c.rung.
func (c *compareCommand) handle(pair compareInput, out *emitter) error {
	a, err := uri.ParseReference(pair.a)
	if err != nil {
		return fmt.Errorf("a: %w", err)
	}
	b, err := uri.ParseReference(pair.b)
	if err != nil {
		return fmt.Errorf("b: %w", err)
	}
	out.write(&compareRecord{A: pair.a, B: pair.b, OK: true, Equal: uri.Equal(a, b, c.rung)})
	return nil
}

var compareHelp = commandHelp{
	about: `Compare tells whether two URIs (or relative references) are equivalent at
one rung of the comparison ladder of RFC 3986 §6.2: --level string compares
the text (§6.2.1); syntax compares the forms "uri normalize --level syntax"
gives (§6.2.2); scheme (the default) also applies the scheme's rules
(§6.2.3: default port, empty path, ...). It never calls different URIs
equal: "%2F" and "/" differ, as do paths in different case, "+" and "%20",
"http://a/?" and "http://a/", "http://a/#" and "http://a/".

The two URIs are the arguments A B; with no arguments, each line of
standard input holds a pair separated by white space, or with --json-input
a JSON object {"a","b"}. Text output is "equal A B" or "different A B".
The exit status is 0 only when every pair is equal.

JSON record (--json): {"a","b","ok","equal"}. A URI that does not parse
gives an error record whose message starts with "a:" or "b:".`,
	examples: []example{
		{
			args:   `compare 'http://example.com' 'HTTP://example.com:80/'`,
			output: "equal http://example.com HTTP://example.com:80/\n",
		},
		{
			args:   `compare --json --level syntax 'example://a/b/c/%7A' 'eXAMPLE://a/./b/../b/c/%7a'`,
			output: `{"a":"example://a/b/c/%7A","b":"eXAMPLE://a/./b/../b/c/%7a","ok":true,"equal":true}` + "\n",
		},
		{
			args:   `compare 'http://a/b%2Fc' 'http://a/b/c'`,
			output: "different http://a/b%2Fc http://a/b/c\n",
			status: 1,
		},
	},
}
