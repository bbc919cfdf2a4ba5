package urlpattern

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

// The web-platform-tests cases of urlpattern/resources/urlpatterntestdata.json
// (testdata/README.md), judged by the rules of WPT's urlpatterntests.js: the
// constructor's error or component pattern strings (default component
// strings derived as the harness derives them), test() and exec() (a
// thrown TypeError, null, or each component's input and groups, undefined
// groups told from empty ones, exactly_empty_components), and the result's
// inputs.

type wptEntry struct {
	Pattern        []json.RawMessage `json:"pattern"`
	Inputs         []json.RawMessage `json:"inputs"`
	ExpectedObj    json.RawMessage   `json:"expected_obj"`
	ExpectedMatch  json.RawMessage   `json:"expected_match"`
	ExactlyEmpty   []string          `json:"exactly_empty_components"`
	hasExpectMatch bool
}

func loadWPT(t testing.TB) []wptEntry {
	raw, err := os.ReadFile("testdata/urlpatterntestdata.json")
	if err != nil {
		t.Fatal(err)
	}
	var entries []wptEntry
	if err := json.Unmarshal(raw, &entries); err != nil {
		t.Fatal(err)
	}
	var probe []map[string]json.RawMessage
	json.Unmarshal(raw, &probe)
	for i := range entries {
		_, entries[i].hasExpectMatch = probe[i]["expected_match"]
	}
	return entries
}

// jsArg is one argument as WPT writes it: a string or an object.
func jsArg(m json.RawMessage) (s string, obj map[string]any, isString bool) {
	if json.Unmarshal(m, &s) == nil {
		return s, nil, true
	}
	json.Unmarshal(m, &obj)
	return "", obj, false
}

func initFrom(obj map[string]any) Init {
	var in Init
	fields := map[string]*string{"protocol": &in.Protocol, "username": &in.Username, "password": &in.Password,
		"hostname": &in.Hostname, "port": &in.Port, "pathname": &in.Pathname, "search": &in.Search, "hash": &in.Hash, "baseURL": &in.BaseURL}
	for k, v := range obj {
		s, _ := v.(string)
		f, ok := fields[k]
		if !ok {
			continue
		}
		*f = s
		if s == "" {
			if c, ok := ComponentByName(k); ok {
				in.Present |= c.Field()
			} else {
				in.Present |= BaseURLField
			}
		}
	}
	return in
}

// construct runs new URLPattern(...args).
func construct(args []json.RawMessage) (*Pattern, error) {
	if len(args) == 0 {
		return NewInit(Init{}, Options{})
	}
	s, obj, isStr := jsArg(args[0])
	var opts Options
	optsFrom := func(m json.RawMessage) error {
		_, o, isS := jsArg(m)
		if isS {
			return errors.New("options is a string")
		}
		opts.IgnoreCase, _ = o["ignoreCase"].(bool)
		return nil
	}
	if !isStr {
		if len(args) > 1 {
			if _, _, isS := jsArg(args[1]); isS {
				return nil, errors.New("TypeError: a base URL with an init dictionary")
			}
			if err := optsFrom(args[1]); err != nil {
				return nil, err
			}
		}
		return NewInit(initFrom(obj), opts)
	}
	if len(args) == 1 {
		return New(s, opts)
	}
	base, _, baseIsStr := jsArg(args[1])
	if !baseIsStr {
		if len(args) > 2 {
			return nil, errors.New("TypeError: options before the base URL")
		}
		if err := optsFrom(args[1]); err != nil {
			return nil, err
		}
		return New(s, opts)
	}
	if len(args) > 2 {
		if err := optsFrom(args[2]); err != nil {
			return nil, err
		}
	}
	return NewWithBase(s, base, opts)
}

// execArgs runs exec(...args); thrown is a TypeError.
func execArgs(p *Pattern, args []json.RawMessage) (r *Result, thrown bool) {
	if len(args) == 0 {
		return p.ExecInit(Init{}), false
	}
	s, obj, isStr := jsArg(args[0])
	if !isStr {
		if len(args) > 1 {
			return nil, true
		}
		return p.ExecInit(initFrom(obj)), false
	}
	if len(args) > 1 {
		base, _, _ := jsArg(args[1])
		return p.ExecWithBase(s, base), false
	}
	return p.Exec(s), false
}

// expectedComponent derives the pattern string the harness expects for c.
func expectedComponent(e wptEntry, c Component) string {
	if len(e.ExpectedObj) > 0 {
		var obj map[string]any
		if json.Unmarshal(e.ExpectedObj, &obj) == nil {
			if v, ok := obj[c.String()].(string); ok {
				return v
			}
		}
	}
	for _, x := range e.ExactlyEmpty {
		if x == c.String() {
			return ""
		}
	}
	var init map[string]any
	var base string
	if len(e.Pattern) > 0 {
		if _, o, isS := jsArg(e.Pattern[0]); !isS {
			init = o
			base, _ = o["baseURL"].(string)
		} else if len(e.Pattern) > 1 {
			base, _, _ = jsArg(e.Pattern[1])
		}
	}
	if init != nil {
		if v, ok := init[c.String()].(string); ok && v != "" {
			return v
		}
		earlier := map[Component][]Component{Hostname: {Protocol}, Port: {Protocol, Hostname},
			Pathname: {Protocol, Hostname, Port}, Search: {Protocol, Hostname, Port, Pathname},
			Hash: {Protocol, Hostname, Port, Pathname, Search}}
		for _, x := range earlier[c] {
			if _, ok := init[x.String()]; ok {
				return "*"
			}
		}
	}
	if base != "" && c != Username && c != Password {
		return baseComponent(base, c)
	}
	return "*"
}

// baseComponent is component c of a base URL as the URL API returns it,
// less the ":" of the protocol and the "?" or "#".
func baseComponent(base string, c Component) string {
	u := mustParse(base)
	switch c {
	case Protocol:
		return u.Scheme()
	case Hostname:
		return u.Hostname()
	case Port:
		return u.Port()
	case Pathname:
		return u.Pathname()
	case Search:
		return strings.TrimPrefix(u.Search(), "?")
	case Hash:
		return strings.TrimPrefix(u.Hash(), "#")
	}
	return ""
}

func TestWPT(t *testing.T) {
	entries := loadWPT(t)
	pass := 0
	for i, e := range entries {
		name := fmt.Sprintf("%d", i)
		ok := t.Run(name, func(t *testing.T) { checkWPT(t, e) })
		if ok {
			pass++
		}
	}
	t.Logf("urlpatterntestdata.json: %d/%d", pass, len(entries))
}

func checkWPT(t *testing.T, e wptEntry) {
	p, err := construct(e.Pattern)
	if string(e.ExpectedObj) == `"error"` {
		if err == nil {
			t.Fatalf("pattern %s: want a constructor error, got %v", raw(e.Pattern), p.comp[Pathname].patternString())
		}
		return
	}
	if err != nil {
		t.Fatalf("pattern %s: constructor error %v", raw(e.Pattern), err)
	}
	for c := Protocol; c < numComponents; c++ {
		if want := expectedComponent(e, c); p.Component(c) != want {
			t.Errorf("pattern %s: %s = %q, want %q", raw(e.Pattern), c, p.Component(c), want)
		}
	}
	r, thrown := execArgs(p, e.Inputs)
	if string(e.ExpectedMatch) == `"error"` {
		if !thrown {
			t.Errorf("inputs %s: want exec to throw", raw(e.Inputs))
		}
		return
	}
	if thrown {
		t.Fatalf("inputs %s: exec throws", raw(e.Inputs))
	}
	if tr := testArgs(p, e.Inputs); tr != (r != nil) {
		t.Errorf("inputs %s: test() = %v, exec() = %v", raw(e.Inputs), tr, r != nil)
	}
	if len(e.ExpectedMatch) == 0 || string(e.ExpectedMatch) == "null" {
		if r != nil {
			t.Errorf("pattern %s inputs %s: want no match, got %s", raw(e.Pattern), raw(e.Inputs), resultJSON(r))
		}
		return
	}
	if r == nil {
		t.Fatalf("pattern %s inputs %s: want a match, got none", raw(e.Pattern), raw(e.Inputs))
	}
	var want map[string]json.RawMessage
	json.Unmarshal(e.ExpectedMatch, &want)
	gotJSON := map[string]any{}
	json.Unmarshal([]byte(resultJSON(r)), &gotJSON)
	wantInputs := e.Inputs
	if wi, ok := want["inputs"]; ok {
		json.Unmarshal(wi, &wantInputs)
	}
	if a, b := canonJSON(gotJSON["inputs"]), canonJSON(rawList(wantInputs)); a != b {
		t.Errorf("inputs: got %s, want %s", a, b)
	}
	for c := Protocol; c < numComponents; c++ {
		var wc any
		if w, ok := want[c.String()]; ok {
			json.Unmarshal(w, &wc)
		} else {
			groups := map[string]any{"0": ""}
			for _, x := range e.ExactlyEmpty {
				if x == c.String() {
					groups = map[string]any{}
				}
			}
			wc = map[string]any{"input": "", "groups": groups}
		}
		if a, b := canonJSON(gotJSON[c.String()]), canonJSON(wc); a != b {
			t.Errorf("pattern %s inputs %s: %s = %s, want %s", raw(e.Pattern), raw(e.Inputs), c, a, b)
		}
	}
}

func testArgs(p *Pattern, args []json.RawMessage) bool {
	if len(args) == 0 {
		return p.TestInit(Init{})
	}
	s, obj, isStr := jsArg(args[0])
	if !isStr {
		return p.TestInit(initFrom(obj))
	}
	if len(args) > 1 {
		base, _, _ := jsArg(args[1])
		return p.TestWithBase(s, base)
	}
	return p.Test(s)
}

func rawList(args []json.RawMessage) []any {
	out := []any{}
	for _, a := range args {
		var v any
		json.Unmarshal(a, &v)
		out = append(out, v)
	}
	return out
}

func raw(args []json.RawMessage) string {
	b, _ := json.Marshal(args)
	return string(b)
}

func canonJSON(v any) string {
	b, _ := json.Marshal(v)
	var x any
	json.Unmarshal(b, &x)
	b, _ = json.Marshal(x)
	return string(b)
}

// resultJSON writes r as exec() returns it, undefined groups as null.
func resultJSON(r *Result) string {
	m := map[string]any{}
	if r.Init != nil {
		d := r.Init.dict()
		obj := map[string]any{}
		for c := Protocol; c < numComponents; c++ {
			if v, ok := d.get(c); ok {
				obj[c.String()] = v
			}
		}
		if v, ok := d.baseURL(); ok {
			obj["baseURL"] = v
		}
		m["inputs"] = []any{obj}
	} else {
		ins := []any{}
		for _, s := range r.Inputs {
			ins = append(ins, s)
		}
		m["inputs"] = ins
	}
	for c := Protocol; c < numComponents; c++ {
		cr := r.Components[c]
		groups := map[string]any{}
		for _, g := range cr.Groups {
			if g.Matched {
				groups[g.Name] = g.Value
			} else {
				groups[g.Name] = nil
			}
		}
		m[c.String()] = map[string]any{"input": cr.Input, "groups": groups}
	}
	b, _ := json.Marshal(m)
	return string(b)
}
