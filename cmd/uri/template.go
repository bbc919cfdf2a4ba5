package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uritemplate"
)

// uri template: expand URI Templates (RFC 6570, all four levels). The
// variables come from --vars (a JSON object), --var and --list, in that
// order, a later one replacing an earlier one of the same name; with
// --json-input each object's "variables" are added over them.

// templateInput is one record: a template and its variables.
type templateInput struct {
	template string
	vars     uritemplate.Values
}

// templateVars declares --var, --list and --vars; the function it returns
// gives the variables once the flags are parsed.
func templateVars(fs *flagSet) func() (uritemplate.Values, error) {
	type setting struct {
		name  string
		value uritemplate.Value
	}
	var settings []setting
	var file *string
	nameValue := func(flag, v string) (string, string, error) {
		name, value, ok := strings.Cut(v, "=")
		if !ok || name == "" {
			return "", "", fmt.Errorf("--%s takes NAME=VALUE, not %q", flag, v)
		}
		return name, value, nil
	}
	fs.add(&flagDef{name: "var", value: "NAME=VALUE", help: "a string variable (repeatable)",
		set: func(v string) error {
			name, value, err := nameValue("var", v)
			settings = append(settings, setting{name, uritemplate.String(value)})
			return err
		}})
	fs.add(&flagDef{name: "list", value: "NAME=V1,V2", help: "a list variable, members separated by \",\" (repeatable; NAME= is the empty list, undefined)",
		set: func(v string) error {
			name, value, err := nameValue("list", v)
			var items []string
			if value != "" {
				items = strings.Split(value, ",")
			}
			settings = append(settings, setting{name, uritemplate.List(items...)})
			return err
		}})
	fs.add(&flagDef{name: "vars", value: "FILE", help: "variables from a JSON object: strings, numbers, lists, objects as associative arrays (member order kept), null undefined",
		set: func(v string) error { file = &v; return nil }})
	return func() (uritemplate.Values, error) {
		vars := uritemplate.Values{}
		if file != nil {
			data, err := os.ReadFile(*file)
			if err != nil {
				return nil, fmt.Errorf("--vars: %w", err)
			}
			if vars, err = uritemplate.DecodeJSON(data); err != nil {
				return nil, fmt.Errorf("--vars %s: %w", *file, err)
			}
		}
		for _, s := range settings {
			vars[s.name] = s.value
		}
		return vars, nil
	}
}

// templateKind reads a template from an argument or a line (with the flag
// variables, vars), or an object {"template","variables"}.
type templateKind struct{ vars uritemplate.Values }

func (k templateKind) fromText(s string) (templateInput, error) {
	return templateInput{s, k.vars}, nil
}

// fromJSON reads an object {"template","variables"}: its variables are
// added over the flags'.
func (k templateKind) fromJSON(line []byte) (templateInput, error) {
	var obj struct {
		Template  *string         `json:"template"`
		Variables json.RawMessage `json:"variables"`
	}
	if err := decodeJSONObject(line, &obj); err != nil {
		return templateInput{}, err
	}
	if obj.Template == nil {
		return templateInput{}, errors.New(`want an object {"template","variables"}`)
	}
	if len(obj.Variables) == 0 || string(obj.Variables) == "null" {
		return templateInput{*obj.Template, k.vars}, nil
	}
	own, err := uritemplate.DecodeJSON(obj.Variables)
	if err != nil {
		return templateInput{}, err
	}
	merged := make(uritemplate.Values, len(k.vars)+len(own))
	for name, v := range k.vars {
		merged[name] = v
	}
	for name, v := range own {
		merged[name] = v
	}
	return templateInput{*obj.Template, merged}, nil
}

func (k templateKind) echo(input templateInput) []clirecord.Field {
	return []clirecord.Field{{Key: "template", Value: input.template}}
}

// templateRecord is {"template","ok","result"}.
type templateRecord struct {
	Template string `json:"template"`
	OK       bool   `json:"ok"`
	Result   string `json:"result"`
}

func (r *templateRecord) Passed() bool            { return true }
func (r *templateRecord) Human(h *clirecord.Text) { h.Value(r.Result) }

// templateCommand is uri template: its flags, declared by setupTemplate in
// the order the help lists them, and run, its work.
type templateCommand struct {
	varsOf  func() (uritemplate.Values, error) // --var, --list, --vars
	records *recordFlags
}

func setupTemplate(fs *flagSet) action {
	c := &templateCommand{
		varsOf:  templateVars(fs),
		records: fs.Records(`an object {"template","variables"}`),
	}
	return c.run
}

// run expands each template of args with the variables of the flags.
func (c *templateCommand) run(e *env, args []string) int {
	vars, err := c.varsOf()
	if err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	return processRecords(e, c.records, args, processor[templateInput]{
		input:   fieldsInput[templateInput]{templateKind{vars}},
		lines:   clirecord.RefLines,
		handler: c,
	})
}

// handle expands the template of input with its variables.
func (c *templateCommand) handle(input templateInput, out *emitter) error {
	t, err := uritemplate.Parse(input.template)
	if err != nil {
		return err
	}
	s, err := t.Expand(input.vars)
	if err != nil {
		return err
	}
	out.write(&templateRecord{Template: input.template, OK: true, Result: s})
	return nil
}

var templateHelp = commandHelp{
	about: `Template expands URI Templates (RFC 6570, all four levels): each input is
a template whose expressions {...} are replaced by the variables' values,
pct-encoded as the expression's operator says (+ and # keep reserved
characters; . / ; ? & write labels, path segments, parameters and query
pairs). Literal text is copied, its non-ASCII characters pct-encoded.

Variables: --var NAME=VALUE gives a string, --list NAME=V1,V2 a list,
--vars FILE a JSON object (strings, numbers as written, arrays as lists,
objects as associative arrays in their member order, null undefined). A
variable not given is undefined: its expression writes nothing for it.
With --json-input each line is an object {"template","variables"}, whose
variables are added over those of the flags.

A template that is not valid (an unclosed brace, a reserved operator such
as "=" or "!", a bad variable name, a prefix that is not 1 to 9999, a
prefix on a list) is an error naming its offset and what to write instead.

JSON record (--json): {"template","ok","result"}; an error record has the
"offset" of the fault in the template.`,
	examples: []example{
		{
			args:   `template --var owner=urikit --list labels=bug,ui 'https://api.example.com/repos/{owner}/issues{?labels,state}'`,
			output: "https://api.example.com/repos/urikit/issues?labels=bug,ui\n",
		},
		{
			args:   `template --var 'hello=Hello World!' --var path=/foo/bar '{hello}' '{+hello}' '{+path}/here' 'X{#hello}' '{?hello,undef}'`,
			output: "Hello%20World%21\nHello%20World!\n/foo/bar/here\nX#Hello%20World!\n?hello=Hello%20World%21\n",
		},
		{
			args:   `template --json-input --json`,
			stdin:  `{"template":"{?keys*}","variables":{"keys":{"semi":";","dot":".","comma":","}}}` + "\n" + `{"template":"{/list*,path:4}","variables":{"list":["red","green","blue"],"path":"/foo/bar"}}` + "\n",
			output: `{"template":"{?keys*}","ok":true,"result":"?semi=%3B&dot=.&comma=%2C"}` + "\n" + `{"template":"{/list*,path:4}","ok":true,"result":"/red/green/blue/%2Ffoo"}` + "\n",
		},
		{
			args:   `template --json --var var=value '{var:0}' '{=var}'`,
			output: `{"template":"{var:0}","ok":false,"error":"uritemplate: prefix with a leading zero (§2.4.1) at offset 5: write a max-length from 1 to 9999 without leading zeros","offset":5}` + "\n" + `{"template":"{=var}","ok":false,"error":"uritemplate: operator '=' is reserved for future extensions (§2.2) at offset 1: use one of + # . / ; ? & or none","offset":1}` + "\n",
			status: 1,
		},
	},
}
