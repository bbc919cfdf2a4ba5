package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri relative: the shortest reference that resolves against a base URI to
// a target URI (the inverse of RFC 3986 §5.2). Its row in the command table
// is added in resolve.go.

// relativeCommand is uri relative: its flags, declared by setupRelative in
// the order the help lists them, and run, its work.
type relativeCommand struct {
	baseOf  func(rf *recordFlags, d uri.Dialect) (*string, error) // --base, checked
	records *recordFlags
}

func setupRelative(fs *flagSet) action {
	c := &relativeCommand{
		baseOf:  baseFlag(fs),
		records: fs.Records(`an object {"base","target"}`),
	}
	return c.run
}

// run writes the shortest reference from its base to each target of args.
func (c *relativeCommand) run(e *env, args []string) int {
	base, err := c.baseOf(c.records, uri.RFC3986)
	if err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	return processRecords(e, c.records, args, processor[baseInput]{
		input:   fieldsInput[baseInput]{baseKind{"target", base}},
		handler: c,
	})
}

// handle makes the shortest reference from the base of input to its
// target.
func (c *relativeCommand) handle(input baseInput, out *emitter) error {
	b, err := parseBase(uri.RFC3986, *input.base)
	if err != nil {
		return err
	}
	t, err := uri.Parse(input.other)
	if err != nil {
		return err
	}
	r, err := uri.Relative(b, t)
	if err != nil {
		return err
	}
	out.write(&relativeRecord{Base: *input.base, Target: input.other, OK: true, Result: r.String()})
	return nil
}

// relativeRecord is {"base","target","ok","result"} of CLI.md.
type relativeRecord struct {
	Base   string `json:"base"`
	Target string `json:"target"`
	OK     bool   `json:"ok"`
	Result string `json:"result"`
}

func (r *relativeRecord) Passed() bool { return true }

// human writes the reference bare; the empty reference (the base itself)
// is an empty line.
func (r *relativeRecord) Human(h *clirecord.Text) { h.Value(r.Result) }

var relativeHelp = commandHelp{
	about: `Relative writes each target URI as the shortest reference that resolves
against the base URI (RFC 3986 §5.2, strict) back to exactly the target:
"" or "#f" or "?q" for the same document, a relative path ("g", "../g",
".", "./a:b" when the first segment holds ":"), an absolute path ("/g"),
a network-path reference ("//host/p") when only the scheme matches, or the
target itself for another scheme. Both need a scheme. A target whose
dot segments no reference can keep is made relative without them.

--base is required unless --json-input gives each record its base.
Text output: one reference per line, bare: the empty reference (the
target is the base) is an empty line.
JSON record (--json): {"base","target","ok","result"}. With --json-input
each line is an object {"base","target"}; "base" may be left out when
--base is given.`,
	examples: []example{
		{
			args:   `relative --base 'http://a/b/c/d;p?q' http://a/b/c/g http://a/b/g http://a/g 'http://a/b/c/d;p?q#s' http://a/b/c/a:b http://x/y`,
			output: "g\n../g\n/g\n#s\n./a:b\n//x/y\n",
		},
		{
			args:   `relative --base 'http://a/b/c/d;p?q' --json 'http://a/b/c/d;p?q' https://a/`,
			output: `{"base":"http://a/b/c/d;p?q","target":"http://a/b/c/d;p?q","ok":true,"result":""}` + "\n" + `{"base":"http://a/b/c/d;p?q","target":"https://a/","ok":true,"result":"https://a/"}` + "\n",
		},
	},
}
