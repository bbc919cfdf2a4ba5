package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// Every error record of uri expand points into its own input: IDNA's
// refusals were 7 bytes on, past the "http://" that completion adds, and
// 18 records of a corpus pointed past their input's end.
func TestExpandErrorOffsetsInInput(t *testing.T) {
	inputs := []string{
		"xn--zz.例え.jp", "a.xn--zz.例え.jp/x", "a\u200db.例.jp", "  a\u200db.例.jp",
		"<URL:xn--zz.例.jp>", "//xn--zz.例.jp", "www.xn--zz.例.jp", "xn--zz.例.jp:8080",
		"ex\u202eample.de", "例え.jp/a\u202eb", "exa mple.com", "a..b.com", "b\u00fccher..de",
	}
	var in strings.Builder
	for _, s := range inputs {
		b, _ := json.Marshal(s)
		in.Write(b)
		in.WriteByte('\n')
	}
	r := runUri(t, in.String(), "expand", "--json", "--json-input")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != len(inputs) {
		t.Fatalf("%d records for %d inputs", len(recs), len(inputs))
	}
	for i, rec := range recs {
		if rec["ok"] != false {
			t.Errorf("%q: %v, want an error record", inputs[i], rec)
			continue
		}
		off, err := rec["offset"].(json.Number).Int64()
		if err != nil || off < 0 || int(off) >= len(inputs[i]) {
			t.Errorf("%q: offset %v outside the input (%d bytes): %v", inputs[i], rec["offset"], len(inputs[i]), rec["error"])
		}
	}
	// The IDNA refusal points at the label it refuses.
	if got := recs[0]["offset"].(json.Number).String(); got != "0" {
		t.Errorf("xn--zz.例え.jp: offset %s, want 0", got)
	}
	if got := recs[1]["offset"].(json.Number).String(); got != "2" {
		t.Errorf("a.xn--zz.例え.jp/x: offset %s, want 2", got)
	}
}
