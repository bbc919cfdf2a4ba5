package main

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// A command whose records have two fields, as resolve and compare will:
// it shows that inputKind is pluggable (object JSON input, several
// arguments for one record) and that two-word names dispatch.

type pairInput struct{ A, B *string }

type pairRecord struct {
	A     string `json:"a"`
	B     string `json:"b"`
	OK    bool   `json:"ok"`
	Equal bool   `json:"equal"`
}

func (r *pairRecord) Passed() bool            { return r.Equal }
func (r *pairRecord) Human(h *clirecord.Text) { h.Line(r.A + " " + r.B) }

// pairKind is an argsKind: A B as two arguments, or a line "A B" or an
// object {"a","b"} (pairFields).
type pairKind struct{ fieldsInput[pairInput] }

func (pairKind) readArgs(args []string, to recordSink[pairInput]) error {
	if len(args) != 2 {
		return errors.New("want two arguments A B")
	}
	take(to, pairInput{&args[0], &args[1]})
	return nil
}

// pairFields reads the pair of a line or of a JSON object.
type pairFields struct{}

func (pairFields) fromText(line string) (pairInput, error) {
	a, b, ok := strings.Cut(line, " ")
	if !ok {
		return pairInput{}, errors.New("want two words")
	}
	return pairInput{&a, &b}, nil
}

func (pairFields) fromJSON(line []byte) (pairInput, error) {
	var obj struct {
		A *string `json:"a"`
		B *string `json:"b"`
	}
	if err := decodeJSONObject(line, &obj); err != nil {
		return pairInput{}, err
	}
	if obj.A == nil || obj.B == nil {
		return pairInput{}, errors.New(`want an object {"a","b"}`)
	}
	return pairInput{obj.A, obj.B}, nil
}

func (pairFields) echo(pair pairInput) []clirecord.Field {
	return []clirecord.Field{{Key: "a", Value: *pair.A}, {Key: "b", Value: *pair.B}}
}

// pairCommand is uri pair, a command of the test's own table: its flags and
// run, as a command of commandTable has them.
type pairCommand struct {
	prefix  *string
	level   *string
	records *recordFlags
}

func setupPair(fs *flagSet) action {
	c := &pairCommand{
		prefix:  fs.String("prefix", "P", "", "text put before A and B in text output"),
		level:   fs.Enum("level", "LEVEL", "string", "how to compare", "string", "length"),
		records: fs.Records(`an object {"a","b"}`),
	}
	return c.run
}

// run tells for each pair A B of args whether the two are equal.
func (c *pairCommand) run(e *env, args []string) int {
	return processRecords(e, c.records, args, processor[pairInput]{
		input:   pairKind{fieldsInput[pairInput]{pairFields{}}},
		handler: c,
	})
}

// handle tells whether the two of pair are equal, by --level.
func (c *pairCommand) handle(pair pairInput, out *emitter) error {
	if _, err := uri.ParseReference(*pair.A); err != nil {
		return err
	}
	eq := *pair.A == *pair.B
	if *c.level == "length" {
		eq = len(*pair.A) == len(*pair.B)
	}
	out.write(&pairRecord{*c.prefix + *pair.A, *c.prefix + *pair.B, true, eq})
	return nil
}

func runWith(t *testing.T, cmds []*command, stdin string, args ...string) result {
	t.Helper()
	var out, errb strings.Builder
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb, commands: cmds}
	status := e.main(args)
	return result{out.String(), errb.String(), status}
}

func TestPluggableCommand(t *testing.T) {
	cmds := []*command{
		{name: "pair", summary: "s", usage: "uri pair [--prefix P] [--level LEVEL] [--json] [--json-input] A B", setup: setupPair},
		{name: "pair compare", summary: "s2", usage: "uri pair compare [--json] [--json-input] A B", setup: setupPair},
	}
	stdin := `{"a":"x","b":"x"}` + "\n" + `{"a":"x","b":"y"}` + "\n" + `{"a":"x"}` + "\n" +
		`{"a":"x","b":"y","c":1}` + "\n" + `["x","y"]` + "\n" + `{"a":"a b","b":"a b"}` + "\n"
	r := runWith(t, cmds, stdin, "pair", "compare", "--json-input", "--json")
	want := `{"a":"x","b":"x","ok":true,"equal":true}
{"a":"x","b":"y","ok":true,"equal":false}
{"input":"{\"a\":\"x\"}","ok":false,"error":"want an object {\"a\",\"b\"}","offset":null}
{"input":"{\"a\":\"x\",\"b\":\"y\",\"c\":1}","ok":false,"error":"invalid JSON input: json: unknown field \"c\"","offset":null}
{"input":"[\"x\",\"y\"]","ok":false,"error":"expected a JSON object, not an array","offset":null}
{"a":"a b","b":"a b","ok":false,"error":"uri: space at offset 1 in path: spaces must be written %20","offset":1}
`
	if r.stdout != want || r.status != 1 {
		t.Errorf("status %d, got\n%s\nwant\n%s", r.status, r.stdout, want)
	}
	if r := runWith(t, cmds, "", "pair", "x", "x"); r.stdout != "x x\n" || r.status != 0 {
		t.Errorf("pair x x: %d %q", r.status, r.stdout)
	}
	if r := runWith(t, cmds, "", "pair", "--level=length", "x", "--prefix", "-", "y"); r.stdout != "-x -y\n" || r.status != 0 {
		t.Errorf("pair --level=length x --prefix - y: %d %q", r.status, r.stdout)
	}
	if r := runWith(t, cmds, "", "pair", "--level", "scheme", "x", "y"); r.status != 2 ||
		!strings.Contains(r.stderr, `unknown level "scheme" for --level (one of string, length)`) {
		t.Errorf("pair --level scheme: %d %q", r.status, r.stderr)
	}
	if r := runWith(t, cmds, "", "help", "pair"); !regexp.MustCompile(`\n  --level LEVEL +how to compare \(string, length; default string\)\n`).MatchString(r.stdout) {
		t.Errorf("help pair: %q", r.stdout)
	}
	if r := runWith(t, cmds, "", "pair", "x"); r.status != 2 || !strings.Contains(r.stderr, "want two arguments") {
		t.Errorf("pair x: %d %q", r.status, r.stderr)
	}
	if r := runWith(t, cmds, "x y\nz\n", "pair", "--json"); r.status != 1 ||
		r.stdout != `{"a":"x","b":"y","ok":true,"equal":false}`+"\n"+`{"input":"z","ok":false,"error":"want two words","offset":null}`+"\n" {
		t.Errorf("pair lines: %d %q", r.status, r.stdout)
	}
	if r := runWith(t, cmds, "", "help", "pair", "compare"); r.status != 0 || !strings.HasPrefix(r.stdout, "usage: uri pair compare") {
		t.Errorf("help pair compare: %d %q", r.status, r.stdout)
	}
}

// Progress, when enabled, writes "\r" lines with the count on stderr and
// erases them at the end; stdout is unaffected.
func TestProgress(t *testing.T) {
	var out, errb strings.Builder
	e := &env{stdin: strings.NewReader("http://a\nhttp://b\n"), stdout: &out, stderr: &errb, commands: commandTable,
		progress: progressConfig{enabled: true}}
	if status := e.main([]string{"parse", "--json"}); status != 0 {
		t.Fatalf("status %d", status)
	}
	got := errb.String()
	want := "\ruri parse: 1 records\ruri parse: 2 records\r" + strings.Repeat(" ", len("uri parse: 2 records")) + "\r"
	if got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	if len(jsonRecords(t, out.String())) != 2 {
		t.Errorf("stdout %q", out.String())
	}

	// Never for inputs given as arguments, and rate-limited.
	errb.Reset()
	e.progress = progressConfig{enabled: true}
	e.main([]string{"parse", "http://a"})
	if errb.Len() != 0 {
		t.Errorf("progress for arguments: %q", errb.String())
	}
	e.stdin = strings.NewReader(strings.Repeat("x\n", 1000))
	e.progress = progressConfig{enabled: true, delay: time.Hour, interval: time.Hour}
	e.main([]string{"decode"})
	if errb.Len() != 0 {
		t.Errorf("progress before its delay: %q", errb.String())
	}
	// Off by default (stderr is not a terminal here).
	errb.Reset()
	execute([]string{"decode"}, strings.NewReader("x\n"), &out, &errb)
	if errb.Len() != 0 {
		t.Errorf("progress without a terminal: %q", errb.String())
	}
}

// Declaring a flag twice, or one named h or help, is a programming error
// caught when the command is set up.
func TestDuplicateFlagPanics(t *testing.T) {
	for _, name := range []string{"json", "h", "help"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("flag --%s declared twice did not panic", name)
				}
			}()
			fs := newFlagSet(commandTable[0])
			fs.Records("a JSON string")
			fs.Bool(name, "again")
		}()
	}
}
