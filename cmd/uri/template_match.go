package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uritemplate"
)

// uri template match: the inverse of uri template (RFC 6570 §1.4): the
// variables that make a template expand to each URI.

// matchInput is one record: a template and a URI.
type matchInput struct{ template, uri string }

// matchKind reads URIs from the arguments or lines (the template is the
// first argument), or objects {"template","uri"} whose "template" may be
// left out when a TEMPLATE argument gives one.
type matchKind struct{ template *string } // nil: no TEMPLATE argument

func (k matchKind) fromText(s string) (matchInput, error) {
	return matchInput{*k.template, s}, nil
}

func (k matchKind) fromJSON(line []byte) (matchInput, error) {
	var obj struct {
		Template *string `json:"template"`
		URI      *string `json:"uri"`
	}
	if err := decodeJSONObject(line, &obj); err != nil {
		return matchInput{}, err
	}
	if obj.Template == nil {
		obj.Template = k.template
	}
	if obj.Template == nil || obj.URI == nil {
		return matchInput{}, errors.New(`want an object {"template","uri"} ("template" may be left out with a TEMPLATE argument)`)
	}
	return matchInput{*obj.Template, *obj.URI}, nil
}

func (k matchKind) echo(input matchInput) []clirecord.Field {
	return []clirecord.Field{{Key: "template", Value: input.template}, {Key: "uri", Value: input.uri}}
}

// matchRecord is {"template","uri","ok","variables"}; variables is an
// object in the order the template names them, each a string, an array
// (a list) or an object (an associative array, pairs in order).
type matchRecord struct {
	template, uri string
	names         []string
	vars          uritemplate.Values
}

func (r *matchRecord) Passed() bool { return true }

// MarshalJSON writes the record with its variables in template order.
func (r *matchRecord) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"template":`)
	writeJSON(&b, r.template)
	b.WriteString(`,"uri":`)
	writeJSON(&b, r.uri)
	b.WriteString(`,"ok":true,"variables":`)
	b.WriteString(r.variablesJSON())
	b.WriteByte('}')
	return b.Bytes(), nil
}

// variablesJSON writes the variables as a JSON object in template order;
// undefined variables are left out.
func (r *matchRecord) variablesJSON() string {
	var b bytes.Buffer
	b.WriteByte('{')
	n := 0
	for _, name := range r.names {
		v, ok := r.vars[name]
		if !ok {
			continue
		}
		if n > 0 {
			b.WriteByte(',')
		}
		n++
		writeJSON(&b, name)
		b.WriteByte(':')
		b.WriteString(valueJSON(v))
	}
	b.WriteByte('}')
	return b.String()
}

// valueJSON writes one value: a string, an array, or an object.
func valueJSON(v uritemplate.Value) string {
	var b bytes.Buffer
	switch v.Kind() {
	case uritemplate.KindList:
		b.WriteByte('[')
		for i, s := range v.Items() {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(&b, s)
		}
		b.WriteByte(']')
	case uritemplate.KindAssoc:
		b.WriteByte('{')
		for i, p := range v.Pairs() {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(&b, p.Key)
			b.WriteByte(':')
			writeJSON(&b, p.Value)
		}
		b.WriteByte('}')
	default:
		writeJSON(&b, v.Text())
	}
	return b.String()
}

// writeJSON writes s as a JSON string, without HTML escaping.
func writeJSON(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	b.Truncate(b.Len() - 1) // the encoder's "\n"
}

// human writes one "name=value" line per defined variable, the value as
// JSON (a string in quotes, a list as an array, an associative array as an
// object), so that every value reads back unambiguously.
func (r *matchRecord) Human(h *clirecord.Text) {
	h.Line(r.uri)
	for _, name := range r.names {
		if v, ok := r.vars[name]; ok {
			h.Line("  " + name + "=" + valueJSON(v))
		}
	}
}

// templateMatchCommand is uri template match: its flags, declared by
// setupTemplateMatch in the order the help lists them, and run, its work.
type templateMatchCommand struct {
	opts    uritemplate.MatchOptions // --form, --allow-unknown
	records *recordFlags
	last    lastTemplate
}

// lastTemplate is the template of the last record, parsed: lines of
// --json-input usually share theirs, so that each is parsed once.
type lastTemplate struct {
	text   string
	have   bool
	parsed uritemplate.Template
	err    error
}

func setupTemplateMatch(fs *flagSet) action {
	c := &templateMatchCommand{}
	fs.add(&flagDef{name: "form", help: `read the URI's query as an HTML form writes it: "+" is a space`,
		set: func(v string) (err error) { c.opts.Form, err = strconv.ParseBool(v); return err }})
	fs.add(&flagDef{name: "allow-unknown", help: "allow query parameters that the template's {?...} and {&...} expressions do not name (they are left out)",
		set: func(v string) (err error) { c.opts.AllowUnknown, err = strconv.ParseBool(v); return err }})
	c.records = fs.Records(`an object {"template","uri"}`)
	return c.run
}

// run reads the variables of each URI of args back through TEMPLATE, the
// first argument (or each --json-input object's).
func (c *templateMatchCommand) run(e *env, args []string) int {
	var template *string
	if len(args) > 0 {
		template = &args[0]
		args = args[1:]
		if _, err := uritemplate.Parse(*template); err != nil {
			return e.usageError(e.cmd, "TEMPLATE: "+err.Error())
		}
	} else if !*c.records.jsonInput {
		return e.usageError(e.cmd, "TEMPLATE is required (with --json-input, objects may give it)")
	}
	return processRecords(e, c.records, args, processor[matchInput]{
		input:   fieldsInput[matchInput]{matchKind{template}},
		lines:   clirecord.RefLines,
		blocks:  true,
		handler: c,
	})
}

// handle reads the variables of the URI of input back through its
// template.
func (c *templateMatchCommand) handle(input matchInput, out *emitter) error {
	l := &c.last
	if !l.have || input.template != l.text {
		l.text, l.have = input.template, true
		l.parsed, l.err = uritemplate.Parse(input.template)
	}
	if l.err != nil {
		return fmt.Errorf("template: %w", l.err)
	}
	vars, err := l.parsed.MatchWith(input.uri, c.opts)
	if err != nil {
		return err
	}
	out.write(&matchRecord{template: input.template, uri: input.uri, names: l.parsed.Names(), vars: vars})
	return nil
}

var templateMatchHelp = commandHelp{
	about: `Template match is the inverse of template (RFC 6570 §1.4): for each URI,
the variables that make TEMPLATE expand to it, decoded. Expanding TEMPLATE
with them gives the URI back, byte for byte.

Where several assignments give the same URI, the first in this order is
returned: the template read from left to right, each variable defined
before undefined, each value as short as the rest of the URI allows
("{a}-{b}" and x-y-z give a=x, b=y-z), a string before a list before an
associative array. A variable named twice ("{term:1}/{term}", "{x}-{x}")
takes one value: the first reading where its occurrences agree.

The parameters of a form-style query ({?q,page} and the {&...} after it,
at the end of the template or before its fragment) may come in any order,
as a router reads them: "?page=2&q=x" gives q and page. A parameter the
template does not name is an error, unless --allow-unknown (it is then left
out). --form reads the query as HTML forms write it: "+" is a space.

A URI the template cannot produce is an error at the offset of the URI
where the reading that went furthest stopped, naming the literal the
template wanted there ("/users/{id}.json" against /users/5.xml: ".json" at
offset 8) or the template part that does not fit.

The URIs are the arguments after TEMPLATE, or the lines of standard input;
with --json-input each line is an object {"template","uri"} ("template"
may be left out when TEMPLATE is given). Text output: the URI, then one
line per variable, NAME=VALUE with the value in JSON.

JSON record (--json): {"template","uri","ok","variables":{...}}, the
variables in the template's order: a string, an array (a list) or an
object (an associative array); undefined ones are left out. An error
record's "offset" is in the URI (in the template, for an invalid one).`,
	examples: []example{
		{
			args:   `template match '/repos/{owner}/{repo}/issues{/number}{?labels}' '/repos/urikit/urikit/issues/24?labels=bug,ui'`,
			output: "/repos/urikit/urikit/issues/24?labels=bug,ui\n  owner=\"urikit\"\n  repo=\"urikit\"\n  number=\"24\"\n  labels=[\"bug\",\"ui\"]\n",
		},
		{
			args:   `template match --json '{+path}/{file}{?q}' 'a/b/c.txt?q=caf%C3%A9%20au%20lait'`,
			output: `{"template":"{+path}/{file}{?q}","uri":"a/b/c.txt?q=caf%C3%A9%20au%20lait","ok":true,"variables":{"path":"a/b","file":"c.txt","q":"café au lait"}}` + "\n",
		},
		{
			args:   `template match --json '{?keys*}' '?semi=%3B&dot=.'`,
			output: `{"template":"{?keys*}","uri":"?semi=%3B&dot=.","ok":true,"variables":{"keys":{"semi":";","dot":"."}}}` + "\n",
		},
		{
			args:   `template match --json --form '/search{?q,page}' '/search?page=2&q=caf%C3%A9+au+lait'`,
			output: `{"template":"/search{?q,page}","uri":"/search?page=2&q=caf%C3%A9+au+lait","ok":true,"variables":{"q":"café au lait","page":"2"}}` + "\n",
		},
		{
			args:   `template match --allow-unknown '/search{?q}' '/search?utm_source=mail&q=x'`,
			output: "/search?utm_source=mail&q=x\n  q=\"x\"\n",
		},
		{
			args:   `template match '/users/{id}.json' '/users/5.xml'`,
			stderr: `argument 1: uritemplate: URI ".xml" does not fit ".json" (template offset 11) at offset 8: the template wants ".json"` + "\n",
			status: 1,
		},
		{
			args:   `template match '/users/{id}' '/user/5'`,
			stderr: `argument 1: uritemplate: URI "/5" does not fit "/users/" (template offset 0) at offset 5: the template wants "s/"` + "\n",
			status: 1,
		},
	},
}
