package inspect

import (
	"github.com/urikit/urikit/repair"
	"slices"

	"github.com/urikit/urikit/uri"
	"strings"
	"testing"
)

// TestWild (issue #36 point 4): the gate judges strings from the wild as
// the clients read them. An IRI and a string repair only re-spells pass;
// a string RFC 3986 refuses in its authority, or that the clients read
// differently, is a danger whose finding says where each goes.
func TestWild(t *testing.T) {
	for _, tc := range []struct {
		in      string
		refused bool
		says    []string // what the where-they-go finding says, when there is one
	}{
		{"https://en.wikipedia.org/wiki/Café", false, nil},
		{"http://example.com/a b", false, nil},
		{"http://münchen.de/straße?q=ä", false, nil},
		{"https://example.com/x|y", false, nil},
		{"http:/\\evil.com", true, []string{`the URL Standard (browsers) reads the host "evil.com"`, `Go's net/url reads no host`, "curl (libcurl) refuses it", "they read different destinations"}},
		{"http://evil.com\\@good.com/", true, []string{`the URL Standard (browsers) reads the host "evil.com"`, `curl (libcurl) reads the host "good.com"`, "they read different destinations"}},
		{"http://a@b@c/", true, []string{`the URL Standard (browsers) reads the host "c"`, `Go's net/url reads the host "c"`, "curl (libcurl) refuses it", "RFC 3986 refuses it in its authority (at offset 8)"}},
		{"http:\\\\evil.com", true, []string{"they read different destinations"}},
		{"http://127。0。0。1/", true, nil},    // the IRI's URI is http://127.0.0.1/
		{"http://ｌｏｃａｌｈｏｓｔ/", true, nil},    // localhost
		{"http://exa mple.com/", true, nil}, // no URI: nothing repairs a space in a host
	} {
		if got := Refused(tc.in); got != tc.refused {
			t.Errorf("Refused(%q) = %v", tc.in, got)
		}
		for _, m := range []Mode{0, IRIs, Repairs, IRIs | Repairs} {
			r := Inspector{}.Report(tc.in, m)
			f, ok := find(r.Findings, KindParserDifferential)
			if tc.says == nil {
				continue
			}
			if !ok || f.Severity != Danger || !strings.HasPrefix(f.Message, "RFC 3986 refuses this string, but the clients fetch it: ") {
				t.Errorf("%q mode %d: %+v", tc.in, m, r.Findings)
				continue
			}
			for _, w := range tc.says {
				if !strings.Contains(f.Message, w) {
					t.Errorf("%q mode %d: %q does not say %q", tc.in, m, f.Message, w)
				}
			}
			if r.Err == nil {
				n := len(r.URI.String())
				if f.Offset != 0 || f.Length != n {
					t.Errorf("%q mode %d: the finding covers %d+%d of %d", tc.in, m, f.Offset, f.Length, n)
				}
			}
		}
	}
}

// TestReport: what each Mode inspects, and the report of a URI.
func TestReport(t *testing.T) {
	r := Inspector{}.Report("https://en.wikipedia.org/wiki/Café", IRIs|Repairs)
	if r.Err != nil || !r.Mapped || r.Repairs != nil || r.URI.String() != "https://en.wikipedia.org/wiki/Caf%C3%A9" || len(r.Findings) != 0 || r.Danger() {
		t.Errorf("IRI: %+v", r)
	}
	r = Inspector{}.Report("https://en.wikipedia.org/wiki/Café", Repairs)
	if r.Err != nil || r.Mapped || len(r.Repairs) != 1 || r.URI.String() != "https://en.wikipedia.org/wiki/Caf%C3%A9" {
		t.Errorf("repaired IRI: %+v", r)
	}
	r = Inspector{}.Report("https://en.wikipedia.org/wiki/Café", 0)
	if r.Err == nil || len(r.Findings) != 0 || r.URI.String() != "" {
		t.Errorf("strict: %+v", r)
	}
	r = Inspector{}.Report("http://0x7f.1/", 0)
	if r.Err != nil || r.URI.String() != "http://0x7f.1/" || !r.Danger() || r.Mapped || r.Repairs != nil {
		t.Errorf("a URI: %+v", r)
	}
	// The bound holds for the wild finding too, and a danger it displaces
	// is counted.
	r = Inspector{MaxFindings: 1}.Report("http://a@b@c/"+strings.Repeat("./", 10), Repairs)
	if len(r.Findings) != 1 || r.Findings[0].Severity != Danger || r.Omitted.Total() == 0 || !r.Danger() {
		t.Errorf("bounded: %+v", r)
	}
	if (&Report{Omitted: Omitted{Danger: 1}}).Danger() != true || (&Report{}).Danger() {
		t.Error("Danger")
	}
}

// FuzzReport: on any string, with every Mode, Report never panics; its
// findings lie inside the text they are about (the URI inspected, or the
// input when there is none); a string RFC 3986 accepts reports as Append
// does; Refused is the verdict of IRIs|Repairs; and a danger left out is
// counted.
// Run: go test ./inspect -run '^$' -fuzz FuzzReport -parallel 1 -fuzztime 1m
func FuzzReport(f *testing.F) {
	for _, p := range readPayloads(f) {
		f.Add(p.Input)
	}
	for _, s := range []string{"https://en.wikipedia.org/wiki/Café", "http://a@b@c/", "http:/\\evil.com", "127.0.0.1:8080", "mailto:a@127.0.0.1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range []Mode{0, IRIs, Repairs, IRIs | Repairs} {
			r := Inspector{MaxFindings: 50}.Report(s, m)
			text := s
			if r.Err == nil {
				text = r.URI.String()
			} else if r.Mapped || r.Repairs != nil || r.URI.String() != "" {
				t.Fatalf("%q mode %d: an error and a URI: %+v", s, m, r)
			}
			if (r.Mapped && m&IRIs == 0) || (r.Repairs != nil && m&Repairs == 0) {
				t.Fatalf("%q mode %d: %+v", s, m, r)
			}
			for _, f := range r.Findings {
				if f.Offset < 0 || f.Length <= 0 || f.Offset+f.Length > len(text) || f.Message == "" {
					t.Fatalf("%q mode %d: finding %+v outside %q", s, m, f, text)
				}
			}
			if len(r.Findings) > 50 || r.Omitted.Total() > 0 && len(r.Findings) != 50 {
				t.Fatalf("%q mode %d: %d listed, %v omitted", s, m, len(r.Findings), r.Omitted)
			}
			if u, err := uri.ParseReference(s); err == nil {
				fs, om := Inspector{MaxFindings: 50}.AppendLimited(nil, u)
				if r.Err != nil || r.URI.String() != s || !slices.Equal(fs, r.Findings) || om != r.Omitted {
					t.Fatalf("%q mode %d: Report %+v, AppendLimited %v", s, m, r, fs)
				}
			}
			if m == IRIs|Repairs && Refused(s) != (r.Err != nil || r.Danger()) {
				t.Fatalf("%q: Refused %v, report %+v", s, Refused(s), r)
			}
		}
	})
}

// TestWildMessages: the where-they-go finding in full, for a repair and
// for an IRI's URI; and the pieces the gate's judgement turns on.
func TestWildMessages(t *testing.T) {
	f, ok := find(Inspector{}.Report("http://a@b@c/", Repairs).Findings, KindParserDifferential)
	want := `RFC 3986 refuses this string, but the clients fetch it: the URL Standard (browsers) reads the host "c", Go's net/url reads the host "c", and curl (libcurl) refuses it; ` +
		`its repair has the host "c": RFC 3986 refuses it in its authority (at offset 8), where a filter looks for the host. A filter that checks one reading is bypassed by a client that fetches with another`
	if !ok || f.Message != want {
		t.Errorf("%+v\nwant %q", f, want)
	}
	f, ok = find(Inspector{}.Report("http://ｌｏｃａｌｈｏｓｔ/", IRIs).Findings, KindParserDifferential)
	if !ok || !strings.Contains(f.Message, `; the URI the IRI stands for has the host "localhost": one reads an internal address or localhost.`) {
		t.Errorf("IRI: %+v", f)
	}
	f, ok = find(Inspector{}.Report("mailto:a@127.0.0.1?q=é", 0).Findings, KindParserDifferential)
	if !ok || !strings.Contains(f.Message, `curl (libcurl) reads "http://127.0.0.1" (a guessed scheme)`) {
		t.Errorf("guessed: %+v", f)
	}
	for s, want := range map[string]bool{"a1+-.": true, "http": true, "1a": false, "a_b": false, "": false, "+a": false} {
		if isSchemeText(s) != want {
			t.Errorf("isSchemeText(%q) = %v", s, !want)
		}
	}
	for _, tc := range []struct {
		in string
		at int
		ok bool
	}{
		{"http://a@b@c/", 8, true}, {"http:\\\\a/", 5, true}, {"http:///a/", 5, true}, {"http://a/b@c d", 0, false},
		{"http://é.com/", 0, false}, {"http://a\"b/", 0, false}, {"http://a/\\x", 0, false}, {"http:/\\a@b@c/", 6, true},
	} {
		_, fix, err := repair.Repair(tc.in)
		if err != nil {
			t.Fatalf("%q: %v", tc.in, err)
		}
		if at, ok := authorityRepair(tc.in, fix); at != tc.at || ok != tc.ok {
			t.Errorf("authorityRepair(%q) = %d %v, want %d %v (%v)", tc.in, at, ok, tc.at, tc.ok, fix)
		}
	}
}
