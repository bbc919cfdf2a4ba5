package main

import (
	"bytes"
	"encoding/json"
	"errors"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/urlpattern"
)

// uri pattern: the URL Pattern Standard (urlpattern.spec.whatwg.org): does
// each input match a pattern, and with which groups.

// patternInput is one record: the constructor's arguments and exec's, as
// JavaScript (and web-platform-tests) write them, or, from the command
// line, one URL against the pattern given once.
type patternInput struct {
	args, inputs []json.RawMessage
	given        bool   // an object without "pattern": exec(...inputs) of PATTERN
	url          string // a URL argument or line, when args is nil
}

// jsArg reads one JavaScript argument: a string or an object.
func jsArg(m json.RawMessage) (s string, obj map[string]json.RawMessage, isString bool, err error) {
	if json.Unmarshal(m, &s) == nil {
		return s, nil, true, nil
	}
	if err := json.Unmarshal(m, &obj); err != nil || obj == nil {
		return "", nil, false, errors.New("an argument is neither a string nor an object: " + clirecord.CutText(string(m)))
	}
	return "", obj, false, nil
}

// initOf reads a URLPatternInit object; a key given as "" is present.
func initOf(obj map[string]json.RawMessage) (urlpattern.Init, error) {
	var in urlpattern.Init
	for k, raw := range obj {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			// JavaScript converts a number, a boolean or null to a
			// string (USVString); an object or array is refused here.
			if t := bytes.TrimSpace(raw); len(t) > 0 && (t[0] == '{' || t[0] == '[') {
				if _, known := urlpattern.ComponentByName(k); known || k == "baseURL" {
					return in, errors.New("URLPatternInit member " + k + " is not a string")
				}
				continue
			}
			s = string(bytes.TrimSpace(raw))
		}
		var dst *string
		var f urlpattern.Fields
		if c, ok := urlpattern.ComponentByName(k); ok {
			dst = []*string{&in.Protocol, &in.Username, &in.Password, &in.Hostname, &in.Port, &in.Pathname, &in.Search, &in.Hash}[c]
			f = c.Field()
			*dst = s
		} else if k == "baseURL" {
			in.BaseURL, f = s, urlpattern.BaseURLField
		} else {
			continue // JavaScript ignores members a dictionary does not have
		}
		if s == "" {
			in.Present |= f
		}
	}
	return in, nil
}

func optionsOf(obj map[string]json.RawMessage) urlpattern.Options {
	var o urlpattern.Options
	if raw, ok := obj["ignoreCase"]; ok {
		json.Unmarshal(raw, &o.IgnoreCase)
	}
	return o
}

// newPattern runs new URLPattern(...args).
func newPattern(args []json.RawMessage) (*urlpattern.Pattern, error) {
	if len(args) == 0 {
		return urlpattern.NewInit(urlpattern.Init{}, urlpattern.Options{})
	}
	s, obj, isStr, err := jsArg(args[0])
	if err != nil {
		return nil, err
	}
	if len(args) > 3 {
		return nil, errors.New("TypeError: more than three arguments")
	}
	if !isStr {
		init, err := initOf(obj)
		if err != nil {
			return nil, err
		}
		var opts urlpattern.Options
		if len(args) > 1 {
			_, o, isS, err := jsArg(args[1])
			if err != nil {
				return nil, err
			}
			if isS {
				return nil, errors.New("TypeError: a base URL argument with a URLPatternInit (give baseURL inside it)")
			}
			opts = optionsOf(o)
		}
		return urlpattern.NewInit(init, opts)
	}
	if len(args) == 1 {
		return urlpattern.New(s, urlpattern.Options{})
	}
	base, o, baseIsStr, err := jsArg(args[1])
	if err != nil {
		return nil, err
	}
	if !baseIsStr {
		if len(args) > 2 {
			return nil, errors.New("TypeError: the options before the base URL")
		}
		return urlpattern.New(s, optionsOf(o))
	}
	var opts urlpattern.Options
	if len(args) > 2 {
		_, o, isS, err := jsArg(args[2])
		if err != nil {
			return nil, err
		}
		if isS {
			return nil, errors.New("TypeError: the options must be an object")
		}
		opts = optionsOf(o)
	}
	return urlpattern.NewWithBase(s, base, opts)
}

// execPattern runs exec(...inputs); a TypeError is an error.
func execPattern(p *urlpattern.Pattern, inputs []json.RawMessage) (*urlpattern.Result, error) {
	if len(inputs) == 0 {
		return p.ExecInit(urlpattern.Init{}), nil
	}
	s, obj, isStr, err := jsArg(inputs[0])
	if err != nil {
		return nil, err
	}
	if !isStr {
		if len(inputs) > 1 {
			return nil, errors.New("TypeError: a base URL argument with a URLPatternInit input (give baseURL inside it)")
		}
		init, err := initOf(obj)
		if err != nil {
			return nil, err
		}
		return p.ExecInit(init), nil
	}
	if len(inputs) > 1 {
		base, _, isS, err := jsArg(inputs[1])
		if err != nil {
			return nil, err
		}
		if !isS {
			return nil, errors.New("TypeError: the base URL must be a string")
		}
		return p.ExecWithBase(s, base), nil
	}
	return p.Exec(s), nil
}

// patternRecord is {"ok","error","components","has_regexp_groups","match","match_error"}.
type patternRecord struct {
	url      string // the input of a text record
	pattern  *urlpattern.Pattern
	err      error
	result   *urlpattern.Result
	matchErr error
}

func (r *patternRecord) Passed() bool { return r.err == nil && r.result != nil }

func (r *patternRecord) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	if r.err != nil {
		b.WriteString(`{"ok":false,"error":`)
		writeJSON(&b, r.err.Error())
		b.WriteString(`,"components":null,"has_regexp_groups":null,"match":null,"match_error":null}`)
		return b.Bytes(), nil
	}
	b.WriteString(`{"ok":true,"error":null,"components":{`)
	for i, c := range urlpattern.Components() {
		if i > 0 {
			b.WriteByte(',')
		}
		writeJSON(&b, c.String())
		b.WriteByte(':')
		writeJSON(&b, r.pattern.Component(c))
	}
	b.WriteString(`},"has_regexp_groups":`)
	if r.pattern.HasRegExpGroups() {
		b.WriteString("true")
	} else {
		b.WriteString("false")
	}
	b.WriteString(`,"match":`)
	if r.result == nil {
		b.WriteString("null")
	} else {
		writeResult(&b, r.result)
	}
	b.WriteString(`,"match_error":`)
	if r.matchErr != nil {
		writeJSON(&b, r.matchErr.Error())
	} else {
		b.WriteString("null")
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// writeResult writes r as exec() returns it: "inputs", then each
// component's "input" and "groups", a group that is undefined in
// JavaScript written null.
func writeResult(b *bytes.Buffer, r *urlpattern.Result) {
	b.WriteString(`{"inputs":[`)
	if r.Init != nil {
		b.WriteByte('{')
		n := 0
		member := func(k, v string) {
			if n > 0 {
				b.WriteByte(',')
			}
			n++
			writeJSON(b, k)
			b.WriteByte(':')
			writeJSON(b, v)
		}
		vals := []string{r.Init.Protocol, r.Init.Username, r.Init.Password, r.Init.Hostname, r.Init.Port, r.Init.Pathname, r.Init.Search, r.Init.Hash}
		for i, c := range urlpattern.Components() {
			if vals[i] != "" || r.Init.Present&c.Field() != 0 {
				member(c.String(), vals[i])
			}
		}
		if r.Init.BaseURL != "" || r.Init.Present&urlpattern.BaseURLField != 0 {
			member("baseURL", r.Init.BaseURL)
		}
		b.WriteByte('}')
	} else {
		for i, s := range r.Inputs {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(b, s)
		}
	}
	b.WriteByte(']')
	for _, c := range urlpattern.Components() {
		cr := r.Component(c)
		b.WriteByte(',')
		writeJSON(b, c.String())
		b.WriteString(`:{"input":`)
		writeJSON(b, cr.Input)
		b.WriteString(`,"groups":{`)
		for i, g := range cr.Groups {
			if i > 0 {
				b.WriteByte(',')
			}
			writeJSON(b, g.Name)
			b.WriteByte(':')
			if g.Matched {
				writeJSON(b, g.Value)
			} else {
				b.WriteString("null")
			}
		}
		b.WriteString("}}")
	}
	b.WriteByte('}')
}

// human writes "match" or "no match" after the input, then one line per
// group: "  component name=value" (a group that took no part: no value).
func (r *patternRecord) Human(h *clirecord.Text) {
	prefix := ""
	if r.url != "" {
		prefix = r.url + ": "
	}
	switch {
	case r.err != nil:
		h.Line(prefix + "error: " + r.err.Error())
		return
	case r.matchErr != nil:
		h.Line(prefix + "error: " + r.matchErr.Error())
		return
	case r.result == nil:
		h.Line(prefix + "no match")
		return
	}
	h.Line(prefix + "match")
	for _, c := range urlpattern.Components() {
		if r.pattern.Component(c) == "*" {
			continue // anything: the groups of a component left as "*" say nothing
		}
		for _, g := range r.result.Component(c).Groups {
			if g.Matched {
				h.Line("  " + c.String() + " " + g.Name + "=" + g.Value)
			} else {
				h.Line("  " + c.String() + " " + g.Name + " (no part in the match)")
			}
		}
	}
}

// patternCommand is uri pattern: its flags, declared by setupPattern in the
// order the help lists them, and run, its work.
type patternCommand struct {
	base       *string
	ignoreCase *bool
	records    *recordFlags
	compiled   *urlpattern.Pattern // PATTERN, compiled by run; nil without one
}

func setupPattern(fs *flagSet) action {
	c := &patternCommand{
		base:       fs.String("base", "URL", "", "the base URL of a relative PATTERN and of relative INPUTs"),
		ignoreCase: fs.Bool("ignore-case", "match the pathname, search and hash without regard to ASCII case"),
		records:    fs.Records(`an object {"pattern": ARGS, "inputs": ARGS}, the arguments of new URLPattern(...) and exec(...)`),
	}
	return c.run
}

// run matches the URLs of args against PATTERN, the first argument (or each
// --json-input object's pattern).
func (c *patternCommand) run(e *env, args []string) int {
	if !*c.records.jsonInput || len(args) > 0 {
		if len(args) == 0 {
			return e.usageError(e.cmd, "PATTERN is required")
		}
		var err error
		opts := urlpattern.Options{IgnoreCase: *c.ignoreCase}
		if *c.base != "" {
			c.compiled, err = urlpattern.NewWithBase(args[0], *c.base, opts)
		} else {
			c.compiled, err = urlpattern.New(args[0], opts)
		}
		if err != nil {
			switch {
			case errors.Is(err, urlpattern.ErrBaseURL):
				return e.usageError(e.cmd, "--base: "+err.Error())
			case errors.Is(err, urlpattern.ErrRelative):
				return e.usageError(e.cmd, "PATTERN: "+err.Error()+" (--base URL)")
			}
			return e.usageError(e.cmd, "PATTERN: "+err.Error())
		}
		args = args[1:]
	}
	return processRecords(e, c.records, args, processor[patternInput]{
		input:   fieldsInput[patternInput]{patternKind{c.compiled != nil}},
		lines:   clirecord.RefLines,
		blocks:  true,
		handler: c,
	})
}

// handle matches a URL against PATTERN, or runs one --json-input object:
// exec(...inputs) of PATTERN, or of the object's own pattern.
func (c *patternCommand) handle(input patternInput, out *emitter) error {
	if input.given {
		r, err := execPattern(c.compiled, input.inputs)
		out.write(&patternRecord{pattern: c.compiled, result: r, matchErr: err})
		return nil
	}
	if input.args == nil {
		var r *urlpattern.Result
		if *c.base != "" {
			r = c.compiled.ExecWithBase(input.url, *c.base)
		} else {
			r = c.compiled.Exec(input.url)
		}
		out.write(&patternRecord{url: input.url, pattern: c.compiled, result: r})
		return nil
	}
	p, err := newPattern(input.args)
	if err != nil {
		out.write(&patternRecord{err: err})
		return nil
	}
	r, err := execPattern(p, input.inputs)
	out.write(&patternRecord{pattern: p, result: r, matchErr: err})
	return nil
}

// patternKind reads a URL from an argument or a line, or from --json-input
// a JSON string (with a PATTERN argument) or an object {"pattern",
// "inputs"} whose "pattern" may be left out with a PATTERN argument.
type patternKind struct{ compiled bool } // a PATTERN argument is given

func (patternKind) fromText(s string) (patternInput, error) {
	return patternInput{url: s}, nil
}

func (k patternKind) fromJSON(line []byte) (patternInput, error) {
	if t := bytes.TrimSpace(line); len(t) > 0 && t[0] == '"' && k.compiled {
		url, err := decodeJSONString(line)
		return patternInput{url: url}, err
	}
	var obj struct {
		Pattern []json.RawMessage `json:"pattern"`
		Inputs  []json.RawMessage `json:"inputs"`
	}
	if err := decodeJSONObject(line, &obj); err != nil {
		return patternInput{}, err
	}
	if obj.Pattern == nil {
		if k.compiled {
			return patternInput{inputs: obj.Inputs, given: true}, nil
		}
		obj.Pattern = []json.RawMessage{}
	}
	return patternInput{args: obj.Pattern, inputs: obj.Inputs}, nil
}

// echo gives the URL of a URL record; an object's record echoes nothing.
func (patternKind) echo(input patternInput) []clirecord.Field {
	if input.args == nil && !input.given {
		return []clirecord.Field{{Key: "input", Value: input.url}}
	}
	return nil
}

var patternHelp = commandHelp{
	about: `Pattern matches URLs against a URL pattern of the URL Pattern Standard
(urlpattern.spec.whatwg.org), the URLPattern of browsers, Node, Deno and
Cloudflare Workers. PATTERN is a constructor string: a whole URL with
pattern syntax in its components ("https://:sub.example.com/users/:id"),
or, with --base, a relative one ("/users/:id"). The syntax: ":name" a group
up to the next "/" (in a hostname, the next "."), "*" anything, "(...)" a
regular expression (ECMAScript, v flag), "{...}" a group of text, and "?",
"*", "+" after a group for optional, zero or more, one or more. A
component the pattern string leaves out after the ones it gives matches
anything; the port is the default one when a hostname is given.

Each INPUT (an argument, or a line of standard input) is a URL, resolved
against --base when given, parsed by the URL Standard's parser. Text
output: the input, "match" or "no match", then one line per group,
"component name=value" (the components left as "*", anything, are not
listed). The exit status is 1 when an input does not match.

A regular expression that Go's regexp would not read exactly as ECMAScript
does (lookaround, backreferences, Unicode property escapes, a repetition of
what can match the empty string, a capture group inside a repetition) is
an error that names the construct; v-flag set operations ([a-z--aeiou],
[\d&&[0-4]]) are computed exactly.

With --json-input each line is an object {"pattern": ARGS, "inputs": ARGS}
("pattern" may be left out when PATTERN is given; a line may then also be
a JSON string, a URL):
the arguments of new URLPattern(...ARGS) and of exec(...ARGS) as JavaScript
and web-platform-tests write them (a pattern string or a URLPatternInit
object such as {"pathname": "/users/:id"}, an optional base URL, an optional
options object {"ignoreCase": true}; inputs: a URL and an optional base, or
a URLPatternInit).

JSON record (--json): {"ok","error","components":{"protocol",...,"hash"},
"has_regexp_groups","match","match_error"}: components are the pattern
strings as the constructor normalizes them; ok is false, with error, when
the constructor throws; match is null when the input does not match, else
{"inputs":[...],"protocol":{"input","groups"},...} as exec() returns it, a
group that JavaScript reports as undefined written null; match_error is set
when exec() throws.`,
	examples: []example{
		{
			args:   `pattern --base https://example.com '/users/:id' https://example.com/users/42 https://example.com/users/42/posts`,
			output: "https://example.com/users/42: match\n  pathname id=42\n\nhttps://example.com/users/42/posts: no match\n",
			status: 1,
		},
		{
			args:   `pattern 'https://{:sub.}?example.com/*' https://api.example.com/v1 https://example.com/`,
			output: "https://api.example.com/v1: match\n  hostname sub=api\n  pathname 0=v1\n\nhttps://example.com/: match\n  hostname sub (no part in the match)\n  pathname 0=\n",
		},
		{
			args:   `pattern 'https://*.example.com/files/:name([a-z]+\.pdf)' https://cdn.example.com/files/report.pdf`,
			output: "https://cdn.example.com/files/report.pdf: match\n  hostname 0=cdn\n  pathname name=report.pdf\n",
		},
		{
			args:   `pattern --json 'https://example.com/:a/:b?' https://example.com/x`,
			output: `{"ok":true,"error":null,"components":{"protocol":"https","username":"*","password":"*","hostname":"example.com","port":"","pathname":"/:a/:b?","search":"*","hash":"*"},"has_regexp_groups":false,"match":{"inputs":["https://example.com/x"],"protocol":{"input":"https","groups":{}},"username":{"input":"","groups":{"0":""}},"password":{"input":"","groups":{"0":""}},"hostname":{"input":"example.com","groups":{}},"port":{"input":"","groups":{}},"pathname":{"input":"/x","groups":{"a":"x","b":null}},"search":{"input":"","groups":{"0":""}},"hash":{"input":"","groups":{"0":""}}},"match_error":null}` + "\n",
		},
		{
			args:   `pattern 'https://example.com/:id((?<=x)\d+)' https://example.com/1`,
			stderr: "uri pattern: PATTERN: urlpattern: lookbehind (?<=...) is not supported (Go's regexp has no lookaround) at offset 5 in pathname\nusage: uri pattern [--base URL] [--ignore-case] [--json] [--json-input] PATTERN [INPUT...]\nRun 'uri help pattern' for details.\n",
			status: 2,
		},
	},
}
