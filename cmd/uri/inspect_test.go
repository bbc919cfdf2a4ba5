package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// uri inspect: one record per input, in order, errors included; the exit
// status is 1 exactly when a finding is a danger or an input fails.
func TestInspectCommand(t *testing.T) {
	in := "https://example.com/a?b=c#d\nftp://user:secret@host.dom/\nhttp://[::ffff:127.0.0.1]/\nhttp:// bad\n\nhttp://h:8080/\n"
	r := runUri(t, in, "inspect", "--json")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || len(recs) != 6 {
		t.Fatalf("status %d, %d records: %s", r.status, len(recs), r.stdout)
	}
	lines := strings.Split(r.stdout, "\n")
	for i, k := range []string{"input", "ok", "findings"} {
		if j := strings.Index(lines[1], `"`+k+`":`); j < 0 || i > 0 && j < strings.Index(lines[1], `"`+[]string{"input", "ok", "findings"}[i-1]+`":`) {
			t.Errorf("field %s missing or out of CLI.md's order in %s", k, lines[1])
		}
	}
	type finding struct {
		Kind, Severity, Message string
		Offset, Length          int
		IPv4, IPv6              *string
	}
	type rec struct {
		Input    string
		OK       bool
		Findings []finding
		Error    string
		Offset   *int
	}
	var got []rec
	for _, l := range lines[:6] {
		var x rec
		if err := json.Unmarshal([]byte(l), &x); err != nil {
			t.Fatal(err)
		}
		got = append(got, x)
	}
	if !got[0].OK || got[0].Findings == nil || len(got[0].Findings) != 0 || !strings.Contains(lines[0], `"findings":[]`) {
		t.Errorf("clean URI: %s", lines[0])
	}
	if f := got[1].Findings; len(f) != 1 || f[0].Kind != "password" || f[0].Severity != "warning" || f[0].Offset != 11 || f[0].Length != 6 {
		t.Errorf("password: %s", lines[1])
	}
	// ::ffff:127.0.0.1 is the IPv4-mapped form of 127.0.0.1 (RFC 4291 §2.5.5.2).
	var kinds []string
	for _, f := range got[2].Findings {
		kinds = append(kinds, f.Kind+"/"+f.Severity)
		if f.IPv4 == nil || *f.IPv4 != "127.0.0.1" || f.IPv6 != nil {
			t.Errorf("mapped address: %s", lines[2])
		}
	}
	if strings.Join(kinds, " ") != "private-address/danger embedded-ipv4/warning" {
		t.Errorf("mapped address: %v", kinds)
	}
	if got[3].OK || got[3].Offset == nil || *got[3].Offset != 7 || got[3].Input != "http:// bad" {
		t.Errorf("error record: %s", lines[3])
	}
	if !got[4].OK || got[4].Input != "" || len(got[4].Findings) != 0 { // the empty reference
		t.Errorf("empty line: %s", lines[4])
	}
	if f := got[5].Findings; len(f) != 1 || f[0].Kind != "non-default-port" || f[0].Severity != "info" {
		t.Errorf("port: %s", lines[5])
	}

	// Exit status: warnings and info pass, a danger fails.
	if r := runUri(t, "", "inspect", "ftp://user:secret@host.dom/", "http://h:8080/"); r.status != 0 {
		t.Errorf("warnings only: status %d", r.status)
	}
	for _, s := range []string{"http://localhost/", "http://127.1/", "http://10.0.0.1/", "http://h/%0D%0A", "http://h:70000/"} {
		if r := runUri(t, "", "inspect", s); r.status != 1 {
			t.Errorf("%s: status %d, want 1", s, r.status)
		}
	}
	// An IPv6 finding carries "ipv6".
	r = runUri(t, "", "inspect", "--json", "http://[fe80::1%25en0]/")
	if !strings.Contains(r.stdout, `"ipv6":"fe80::1"`) || strings.Contains(r.stdout, `"ipv4"`) {
		t.Errorf("ipv6 finding: %s", r.stdout)
	}
	// --json-input: any bytes, one record per line.
	r = runUri(t, "\"http://h/\\r\\n\"\n\"http://h/%0a\"\n", "inspect", "--json", "--json-input")
	if recs := jsonRecords(t, r.stdout); len(recs) != 2 || recs[0]["ok"] != false || recs[1]["ok"] != true {
		t.Errorf("json input: %s", r.stdout)
	}
}

// The gate of issue #27 end to end: one payload of each class exits 1.
func TestInspectGate(t *testing.T) {
	for _, s := range []string{
		"http://127%E3%80%820%E3%80%820%E3%80%821/", // class 1: IDNA maps it to 127.0.0.1
		"http:/127.0.0.1/", "///127.0.0.1/",         // class 2: browsers read a host there
		"http://0x/", "https://0x.0x.0", // class 3: the URL Standard's IPv4 numbers
		"http://192.0.0.192/latest/", "http://168.63.129.16/", // class 4: cloud metadata
		"http://localhost%00.evil.com/", "http://127.0.0.1%09foo.google.com/", "http://127.0.0.1;@evil.com/", // class 5
		"localhost:3000", // issue #26 point 8
	} {
		if r := runUri(t, "", "inspect", s); r.status != 1 {
			t.Errorf("%s: status %d\n%s", s, r.status, r.stdout)
		}
	}
	r := runUri(t, "", "inspect", "--json", "http://example.com:6379/", "http://ex%00ample.com/", "localhost:3000")
	for _, want := range []string{`"kind":"non-default-port"`, `"kind":"well-known-port"`, `"kind":"encoded-control"`, `"kind":"host-as-scheme"`} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("no %s in %s", want, r.stdout)
		}
	}
	if r := runUri(t, "", "inspect", "https://example.com/a?b=c#d", "http://metadata.google.internal/"); r.status != 0 {
		t.Errorf("clean URLs and a name that needs DNS: status %d", r.status)
	}
}

// Bounded work per line (issue #27 point 7): a URI with one finding per two
// bytes lists the first 1,000 and counts the rest, and its output, text
// or JSON, grows linearly with the line: bytes written per input byte stay
// below a constant across sizes.
func TestInspectBoundedOutput(t *testing.T) {
	for _, n := range []int{2_000, 8_000, 32_000} {
		line := "http://a/" + strings.Repeat("./", n)
		r := runUri(t, line+"\n", "inspect", "--json")
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 {
			t.Fatalf("%d records", len(recs))
		}
		fs, _ := recs[0]["findings"].([]any)
		omitted, _ := recs[0]["findings_omitted"].(json.Number).Int64()
		if len(fs) != 1000 || int(omitted) != n-1000 {
			t.Errorf("n=%d: %d findings listed, %d omitted", n, len(fs), omitted)
		}
		if len(r.stdout) > 2*len(line)+400_000 {
			t.Errorf("n=%d: %d bytes of JSON for a %d-byte line", n, len(r.stdout), len(line))
		}
		r = runUri(t, line+"\n", "inspect")
		if len(r.stdout) > 2*len(line)+400_000 || !strings.Contains(r.stdout, "more findings, not listed") {
			t.Errorf("n=%d: %d bytes of text for a %d-byte line", n, len(r.stdout), len(line))
		}
		if !strings.Contains(r.stdout, "at offset 209 (1 byte) dot-segment") {
			t.Errorf("n=%d: no offset form past the caret width", n)
		}
	}
}

// Flooding past the findings cap (issue #36 point 2): a danger after 1,000
// findings of less weight is listed first, the omitted are counted by
// severity, and the exit status is 1, in JSON and in text.
func TestInspectFlooding(t *testing.T) {
	for _, tc := range []struct{ in, kind string }{
		{"http://" + strings.Repeat("%01a", 999) + "@127.0.0.1/", "private-address"},
		{"http://example.com/" + strings.Repeat("./", 1000) + "x%0D%0Ay", "encoded-control"},
	} {
		r := runUri(t, tc.in+"\n", "inspect", "--json")
		recs := jsonRecords(t, r.stdout)
		if len(recs) != 1 || r.status != 1 {
			t.Fatalf("%.40q: %d records, status %d", tc.in, len(recs), r.status)
		}
		fs, _ := recs[0]["findings"].([]any)
		first, _ := fs[0].(map[string]any)
		by, _ := recs[0]["findings_omitted_by_severity"].(map[string]any)
		omitted, _ := recs[0]["findings_omitted"].(json.Number).Int64()
		if len(fs) != 1000 || first["severity"] != "danger" || first["kind"] != tc.kind || by == nil || by["danger"] != json.Number("0") ||
			omitted == 0 || recs[0]["findings_omitted_worst"] == "danger" {
			t.Errorf("%.40q: %d listed, first %v, omitted %d %v, worst %v", tc.in, len(fs), first, omitted, by, recs[0]["findings_omitted_worst"])
		}
		var sum int64
		for _, s := range []string{"danger", "warning", "info"} {
			n, _ := by[s].(json.Number).Int64()
			sum += n
		}
		if sum != omitted {
			t.Errorf("%.40q: by severity %v, %d omitted", tc.in, by, omitted)
		}
		r = runUri(t, tc.in+"\n", "inspect")
		if r.status != 1 || !strings.Contains(r.stdout, "danger ") || !strings.Contains(r.stdout, "more findings, not listed (") {
			t.Errorf("%.40q: text status %d", tc.in, r.status)
		}
	}
	// 1,500 dangers: 500 left out, and the worst left out is a danger.
	r := runUri(t, "http://example.com/"+strings.Repeat("%0D/", 1500)+"\n", "inspect", "--json")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || recs[0]["findings_omitted_worst"] != "danger" {
		t.Errorf("1,500 dangers: status %d, worst omitted %v", r.status, recs[0]["findings_omitted_worst"])
	}
}

// Strings from the wild (issue #36 point 4): --iri inspects the URI an IRI
// stands for and --repair the repair, with "inspected" (and "repairs"); an
// input RFC 3986 refuses is an error record with the hint uri parse gives,
// and, when the clients still fetch it and part, a danger finding that says
// where they go.
func TestInspectWild(t *testing.T) {
	const cafe = "https://en.wikipedia.org/wiki/Café"
	for _, args := range [][]string{{"--iri"}, {"--repair"}, {"--iri", "--repair"}} {
		r := runUri(t, cafe+"\n", append([]string{"inspect", "--json"}, args...)...)
		recs := jsonRecords(t, r.stdout)
		if r.status != 0 || len(recs) != 1 || recs[0]["inspected"] != "https://en.wikipedia.org/wiki/Caf%C3%A9" {
			t.Errorf("%v: status %d, %s", args, r.status, r.stdout)
		}
		if _, has := recs[0]["repairs"]; has != slices.Contains(args, "--repair") {
			t.Errorf("%v: %s", args, r.stdout)
		}
	}
	r := runUri(t, cafe+"\n", "inspect", "--json")
	recs := jsonRecords(t, r.stdout)
	if r.status != 1 || recs[0]["ok"] != false || !strings.HasSuffix(recs[0]["error"].(string), `(uri repair or --repair makes it "https://en.wikipedia.org/wiki/Caf%C3%A9")`) {
		t.Errorf("strict: status %d, %s", r.status, r.stdout)
	}
	if _, has := recs[0]["findings"]; has {
		t.Errorf("an IRI, strictly: %s", r.stdout)
	}
	for _, in := range []string{`http:/\evil.com`, `http://evil.com\@good.com/`, `http://a@b@c/`} {
		for _, args := range [][]string{nil, {"--iri", "--repair"}} {
			r := runUri(t, in+"\n", append([]string{"inspect", "--json"}, args...)...)
			recs := jsonRecords(t, r.stdout)
			fs, _ := recs[0]["findings"].([]any)
			var says string
			for _, f := range fs {
				if m := f.(map[string]any); m["kind"] == "parser-differential" && m["severity"] == "danger" {
					says = m["message"].(string)
				}
			}
			if r.status != 1 || !strings.HasPrefix(says, "RFC 3986 refuses this string, but the clients fetch it: the URL Standard (browsers) reads the host ") {
				t.Errorf("%q %v: status %d, %s", in, args, r.status, r.stdout)
			}
		}
		r := runUri(t, in+"\n", "inspect")
		if r.status != 1 || !strings.Contains(r.stderr, "line 1: danger parser-differential: RFC 3986 refuses this string") {
			t.Errorf("%q text: status %d, stderr %q", in, r.status, r.stderr)
		}
	}
}

// The hostile lines through uri inspect --iri --repair (the gate of
// strings from the wild): one record each, output linear in the input.
func TestInspectWildHostile(t *testing.T) {
	lines := hostileLines()
	stdin := strings.Join(lines, "\n") + "\n"
	r := runUri(t, stdin, "inspect", "--iri", "--repair", "--json", "--max-line-length", "300000")
	recs := jsonRecords(t, r.stdout)
	if len(recs) != len(lines) || r.status == exitUsage || r.stderr != "" {
		t.Errorf("%d records for %d lines, status %d, stderr %.200q", len(recs), len(lines), r.status, r.stderr)
	}
	if len(r.stdout) > 8*len(stdin)+1<<20 {
		t.Errorf("%d bytes of output for %d of input", len(r.stdout), len(stdin))
	}
}
