package main

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri resolve: resolve references against a base URI (RFC 3986 §5.2, or
// the 1997 and 2003 drafts' algorithms with --dialect).

// baseInput is one record of resolve or relative: a base URI (from --base,
// or from the JSON object) and the reference or target.
type baseInput struct {
	base    *string // nil: no base given at all
	other   string  // the reference (resolve) or the target (relative)
	otherID string  // "ref" or "target": its JSON key
}

// baseKind reads records made of --base and one argument, one line, or a
// JSON object {"base", otherID} whose base may be left out when --base is
// given.
type baseKind struct {
	otherID string  // "ref" (resolve) or "target" (relative)
	base    *string // --base; nil: none given
}

func (k baseKind) fromText(s string) (baseInput, error) {
	return baseInput{k.base, s, k.otherID}, nil
}

func (k baseKind) fromJSON(line []byte) (baseInput, error) {
	b, o, err := k.decode(line)
	if err != nil {
		return baseInput{}, err
	}
	if b == nil {
		b = k.base
	}
	if o == nil || b == nil {
		return baseInput{}, fmt.Errorf(`want an object {"base","%s"} ("base" may be left out with --base)`, k.otherID)
	}
	return baseInput{b, *o, k.otherID}, nil
}

// decode reads the object {"base", otherID}, either key left out (nil);
// any other key is an error.
func (k baseKind) decode(line []byte) (b, o *string, err error) {
	if k.otherID == "target" {
		var obj struct {
			Base   *string `json:"base"`
			Target *string `json:"target"`
		}
		err = decodeJSONObject(line, &obj)
		return obj.Base, obj.Target, err
	}
	var obj struct {
		Base *string `json:"base"`
		Ref  *string `json:"ref"`
	}
	err = decodeJSONObject(line, &obj)
	return obj.Base, obj.Ref, err
}

func (k baseKind) echo(input baseInput) []clirecord.Field {
	b := ""
	if input.base != nil {
		b = *input.base
	}
	return []clirecord.Field{{Key: "base", Value: b}, {Key: input.otherID, Value: input.other}}
}

// baseFlag declares --base. The function it returns, called once the
// flags are parsed, gives the base for the records: nil when --base is
// absent, which only --json-input allows (each object then has its own);
// an invalid --base is an error about the command line.
func baseFlag(fs *flagSet) func(rf *recordFlags, d uri.Dialect) (*string, error) {
	var base *string
	fs.add(&flagDef{name: "base", value: "BASE",
		help: "the base URI, with a scheme (RFC 3986 §5.1); with --json-input, the default for objects without \"base\"",
		set:  func(v string) error { base = &v; return nil }})
	return func(rf *recordFlags, d uri.Dialect) (*string, error) {
		if base == nil {
			if *rf.jsonInput {
				return nil, nil
			}
			return nil, errors.New("--base BASE is required")
		}
		if _, err := d.Parse(*base); err != nil {
			return nil, fmt.Errorf("--base: %w", err)
		}
		return base, nil
	}
}

// parseBase parses a record's base under d; its errors name the base.
func parseBase(d uri.Dialect, s string) (uri.URI, error) {
	b, err := d.Parse(s)
	if err != nil {
		return uri.URI{}, fmt.Errorf("base: %w", err)
	}
	return b, nil
}

// resolveCommand is uri resolve: its flags, declared by setupResolve in the
// order the help lists them, and run, its work.
type resolveCommand struct {
	baseOf   func(rf *recordFlags, d uri.Dialect) (*string, error) // --base, checked
	dialect  *uri.Dialect
	compat   *bool
	repairOn *bool
	records  *recordFlags
	resolver uri.Resolver // by --dialect and --compat, made by run
}

func setupResolve(fs *flagSet) action {
	c := &resolveCommand{
		baseOf:   baseFlag(fs),
		dialect:  fs.Dialect(),
		compat:   fs.Bool("compat", "ignore a reference's scheme when it equals the base's (RFC 3986 §5.2.2, non-strict)"),
		repairOn: fs.Repair(),
		records:  fs.Records(`an object {"base","ref"}`),
	}
	return c.run
}

// run resolves each reference of args against its base and writes the
// target URI.
func (c *resolveCommand) run(e *env, args []string) int {
	base, err := c.baseOf(c.records, *c.dialect)
	if err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	c.resolver = uri.Resolver{Dialect: *c.dialect, Compat: *c.compat}
	return processRecords(e, c.records, args, processor[baseInput]{
		lines:   clirecord.RefLines,
		input:   fieldsInput[baseInput]{baseKind{"ref", base}},
		handler: c,
	})
}

// handle resolves the reference of input against its base.
func (c *resolveCommand) handle(input baseInput, out *emitter) error {
	b, err := parseBase(*c.dialect, *input.base)
	if err != nil {
		return err
	}
	ref, list, err := clirecord.ParseWild(*c.repairOn, input.other, c.dialect.ParseReference)
	if err != nil {
		return err
	}
	t, err := c.resolver.Resolve(b, ref)
	if err != nil {
		return clirecord.AfterRepair(err, list, ref.String())
	}
	out.write(&resolveRecord{Base: *input.base, Ref: input.other, OK: true, Result: t.String(), Repairs: list})
	return nil
}

// resolveRecord is {"base","ref","ok","result"} of CLI.md.
type resolveRecord struct {
	Base   string `json:"base"`
	Ref    string `json:"ref"`
	OK     bool   `json:"ok"`
	Result string `json:"result"`
	// Repairs lists what --repair changed in the reference (absent
	// without it).
	Repairs clirecord.RepairList `json:"repairs,omitempty"`
}

func (r *resolveRecord) RepairList() clirecord.RepairList { return r.Repairs }
func (r *resolveRecord) Passed() bool                     { return true }
func (r *resolveRecord) Human(h *clirecord.Text)          { h.Value(r.Result) }

var resolveHelp = commandHelp{
	about: `Resolve transforms each reference into its target URI against the base
URI, by the algorithm of RFC 3986 §5.2 (remove_dot_segments of §5.2.4
exactly as written), or of the document chosen with --dialect: draft2003
(draft-fielding-uri-rfc2396bis-01 §5.2: excess ".." kept, dot segments removed only from merged
paths) or draft1997 (draft-fielding-url-syntax-05 §5.2: the base query is not used, and the
reference's query joins the path before dot segments are removed);
rfc1738 resolves as rfc3986. The base needs a scheme; its fragment is
ignored. --compat ignores a reference's scheme equal to the base's
(compared ignoring case), the backwards-compatible reading of "http:g".
A target whose path would begin with "//" without an authority gets
"/." before it, so that it reads back the same.

--base is required unless --json-input gives each record its base.
Text output: one target per line. JSON record (--json):
{"base","ref","ok","result"}. With --json-input each line is an object
{"base","ref"}; "base" may be left out when --base is given.` + repairAbout,
	examples: []example{
		{
			args:   `resolve --base 'http://a/b/c/d;p?q' g ../g '?y' '#s' ../../../g`,
			output: "http://a/b/c/g\nhttp://a/b/g\nhttp://a/b/c/d;p?y\nhttp://a/b/c/d;p?q#s\nhttp://a/g\n",
		},
		{
			args:   `resolve --base 'http://a/b/c/d;p?q' --json http:g`,
			output: `{"base":"http://a/b/c/d;p?q","ref":"http:g","ok":true,"result":"http:g"}` + "\n",
		},
		{
			args:   `resolve --base 'http://a/b/c/d;p?q' --compat http:g`,
			output: "http://a/b/c/g\n",
		},
		{
			args:   `resolve --base 'http://a/b/c/d;p?q' --dialect draft1997 '?y' 'g?y/../x' ../../../g`,
			output: "http://a/b/c/?y\nhttp://a/b/c/x\nhttp://a/../g\n",
		},
		{
			args:   `resolve --json --base http://a/b 'a b'`,
			output: `{"base":"http://a/b","ref":"a b","ok":false,"error":"uri: space at offset 1 in path: spaces must be written %20 (uri repair or --repair makes it \"a%20b\")","offset":1}` + "\n",
			status: 1,
		},
		{
			args:   `resolve --repair --base http://example.com/docs/ 'a b.html' 'café.html'`,
			output: "http://example.com/docs/a%20b.html\nhttp://example.com/docs/caf%C3%A9.html\n",
			stderr: "argument 1: repaired: encoded-space at offset 1: space written %20\n" +
				"argument 2: repaired: encoded-non-ascii at offset 3: 'é' written %C3%A9\n",
		},
	},
}
