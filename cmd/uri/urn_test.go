package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/urikit/urikit/urn"
)

// checkFields compares the given keys of a record (a subset of them; nil
// means JSON null, present in the record).
func checkFields(t *testing.T, got map[string]any, want map[string]any) {
	t.Helper()
	for k, w := range want {
		g, present := got[k]
		switch w := w.(type) {
		case int:
			if n, ok := g.(json.Number); !ok || n.String() != itoa(w) {
				t.Errorf("record %v: %q = %#v, want %d", got["input"], k, g, w)
			}
		default:
			if !present || g != w {
				t.Errorf("record %v: %q = %#v (present %v), want %#v", got["input"], k, g, present, w)
			}
		}
	}
}

// uri urn: the record of CLI.md, field by field and in order, for the RFC
// 8141 §2.3 examples; absent components are null, an empty one is "".
func TestURNRecords(t *testing.T) {
	r := runUri(t, "", "urn", "--json",
		"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk",
		"urn:example:a#",
		"urn:ex:a b",
		"urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 4 || r.status != 1 {
		t.Fatalf("status %d, %d records: %s %s", r.status, len(recs), r.stdout, r.stderr)
	}
	first := strings.SplitN(r.stdout, "\n", 2)[0]
	if keys := strings.Join(jsonKeys(t, first), ","); keys != "input,ok,nid,nss,r_component,q_component,f_component,normalized,namespace_valid,namespace_error" {
		t.Errorf("keys %s", keys)
	}
	checkFields(t, recs[0], map[string]any{"ok": true, "nid": "example", "nss": "foo-bar-baz-qux",
		"r_component": "CCResolve:cc=uk", "q_component": nil, "f_component": nil,
		"normalized": "urn:example:foo-bar-baz-qux", "namespace_valid": nil, "namespace_error": nil})
	checkFields(t, recs[1], map[string]any{"ok": true, "f_component": "", "r_component": nil})
	checkFields(t, recs[2], map[string]any{"input": "urn:ex:a b", "ok": false, "offset": 8,
		"error": "urn: space at offset 8 in NSS: write it as %20"})
	checkFields(t, recs[3], map[string]any{"ok": true, "namespace_valid": true, "namespace_error": nil,
		"normalized": "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"})
	if _, has := recs[0]["directives"]; has {
		t.Error("directives outside --dialect draft")
	}
}

// --strict turns exactly the namespace violations into error records, with
// the offset of the offending byte; nothing is dropped.
func TestURNStrict(t *testing.T) {
	in := "\"urn:isbn:0-395-36341-1\"\n\"urn:issn:0378-5956\"\n\"urn:example:x\"\n"
	r := runUri(t, in, "urn", "--json", "--json-input", "--strict")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 3 || r.status != 1 {
		t.Fatalf("status %d: %s %s", r.status, r.stdout, r.stderr)
	}
	checkFields(t, recs[0], map[string]any{"ok": true, "namespace_valid": true})
	checkFields(t, recs[1], map[string]any{"ok": false, "offset": 17})
	checkFields(t, recs[2], map[string]any{"ok": true, "namespace_valid": nil})
	r = runUri(t, in, "urn", "--json", "--json-input")
	recs = jsonRecords(t, r.stdout)
	if r.status != 0 || len(recs) != 3 {
		t.Fatalf("without --strict: status %d", r.status)
	}
	checkFields(t, recs[1], map[string]any{"ok": true, "namespace_valid": false})
	if msg, _ := recs[1]["namespace_error"].(string); !strings.Contains(msg, "should be 5") {
		t.Errorf("namespace_error %q", msg)
	}
}

func TestURNDialects(t *testing.T) {
	r := runUri(t, "", "urn", "--json", "--dialect", "draft", "urn:foo:a123,456", "urn:foo:a/b", "urn:foo:a?s=1&s=2")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 3 {
		t.Fatalf("%s %s", r.stdout, r.stderr)
	}
	if ds, ok := recs[0]["directives"].([]any); !ok || len(ds) != 0 {
		t.Errorf("directives of a URN without a query: %v", recs[0]["directives"])
	}
	checkFields(t, recs[1], map[string]any{"ok": false, "offset": 9})
	checkFields(t, recs[2], map[string]any{"ok": false, "offset": 14})
	r = runUri(t, "", "urn", "--json", "--dialect", "rfc2141", "urn:foo:a%3F+b", "urn:foo:a?+b")
	recs = jsonRecords(t, r.stdout)
	checkFields(t, recs[0], map[string]any{"ok": true, "nss": "a%3F+b", "r_component": nil, "f_component": nil})
	checkFields(t, recs[1], map[string]any{"ok": false, "offset": 9})
	if r := runUri(t, "", "urn", "--dialect", "rfc3986", "urn:a:b"); r.status != 2 {
		t.Errorf("unknown dialect: status %d", r.status)
	}
}

func TestURNCompare(t *testing.T) {
	in := `{"a":"urn:foo:a123,456?x=y","b":"URN:FOO:a123,456"}` + "\n" + `{"a":"urn:x","b":"urn:foo:a"}` + "\n"
	r := runUri(t, in, "urn", "compare", "--json", "--json-input", "--dialect", "draft")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != 2 || r.status != 1 {
		t.Fatalf("status %d: %s %s", r.status, r.stdout, r.stderr)
	}
	checkFields(t, recs[0], map[string]any{"ok": true, "equal": true})
	checkFields(t, recs[1], map[string]any{"a": "urn:x", "b": "urn:foo:a", "ok": false, "offset": 5})
	if e, _ := recs[1]["error"].(string); !strings.HasPrefix(e, "a: urn: ") {
		t.Errorf("error %q", e)
	}
	// Seed 004 §5.1: URN 7 equals URN 1 under step 5a only; URN 8 under both.
	for _, c := range []struct {
		args []string
		out  string
	}{
		{[]string{"--dialect", "draft", "URN:foo:a123,456", "urn:foo:a123,456?x=y"}, "equal"},
		{[]string{"--dialect", "draft", "--cache", "URN:foo:a123,456", "urn:foo:a123,456?x=y"}, "different"},
		{[]string{"--dialect", "draft", "--cache", "URN:foo:a123,456", "urn:foo:a123,456#xyz"}, "equal"},
	} {
		r := runUri(t, "", append([]string{"urn", "compare"}, c.args...)...)
		if !strings.HasPrefix(r.stdout, c.out+" ") {
			t.Errorf("urn compare %v: %q", c.args, r.stdout)
		}
	}
	if r := runUri(t, "", "urn", "compare", "urn:a:b"); r.status != 2 {
		t.Errorf("one argument: status %d", r.status)
	}
	r = runUri(t, "urn:ex:a urn:EX:a\nurn:ex:a urn:ex:A\n", "urn", "compare")
	if r.stdout != "equal urn:ex:a urn:EX:a\ndifferent urn:ex:a urn:ex:A\n" || r.status != 1 {
		t.Errorf("text: %d %q", r.status, r.stdout)
	}
}

// urn.Equal and "uri urn compare" agree: two UUID URNs that differ in the
// case of their hex digits are the same UUID (RFC 9562 §4: "case
// insensitive on input"; RFC 8141 §3.1 lets a namespace remove such false
// negatives), while another namespace's NSS keeps its case.
func TestURNCompareAgreesWithGo(t *testing.T) {
	for _, p := range [][2]string{
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"},
		{"urn:example:ABC", "urn:example:abc"},
		{"urn:example:a%2c", "URN:EXAMPLE:a%2C"},
	} {
		a, _ := urn.Parse(p[0])
		b, _ := urn.Parse(p[1])
		r := runUri(t, "", "urn", "compare", "--json", p[0], p[1])
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 || recs[0]["equal"] != urn.Equal(a, b) {
			t.Errorf("%s %s: uri urn compare %s, urn.Equal %v", p[0], p[1], r.stdout, urn.Equal(a, b))
		}
	}
	a, _ := urn.Parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	b, _ := urn.Parse("URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
	if !urn.Equal(a, b) {
		t.Error("urn.Equal: a UUID's case")
	}
}

// RFC 8141 §5: an NID starting with "urn-" is an informal NID, "urn-" and a
// number without leading zeros; anything else starting so is no NID.
func TestURNNIDKinds(t *testing.T) {
	r := runUri(t, "", "urn", "--json", "urn:urn-7:x", "urn:urn-07:x", "urn:urn-abc:x")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 3 || recs[0]["ok"] != true || recs[1]["ok"] != false || recs[2]["ok"] != false ||
		!strings.Contains(recs[1]["error"].(string), "RFC 8141 §5.2") {
		t.Errorf("%d %s", r.status, r.stdout)
	}
}
