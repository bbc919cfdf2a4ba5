package uri

import (
	"os"
	"testing"
)

// TestEqualVectors runs testdata/equivalence.jsonl and, when present, the
// seed examples in testdata/seeds/equivalence_examples.jsonl.
func TestEqualVectors(t *testing.T) {
	files := []string{"equivalence.jsonl"}
	if _, err := os.Stat("../testdata/seeds/equivalence_examples.jsonl"); err == nil {
		files = append(files, "seeds/equivalence_examples.jsonl")
	} else {
		t.Log("testdata/seeds/equivalence_examples.jsonl absent: seed examples skipped")
	}
	for _, f := range files {
		for _, row := range readJSONL(t, f) {
			a, b := row["a"].(string), row["b"].(string)
			want := row["equal"].(bool)
			l, ok := ParseLevel(row["level"].(string))
			if !ok {
				t.Fatalf("%s: unknown level %v", f, row["level"])
			}
			ua, ub := mustParseRef(t, a), mustParseRef(t, b)
			if got := Equal(ua, ub, l); got != want {
				t.Errorf("%s (%s): Equal(%q, %q, %v) = %v, want %v", f, row["source"], a, b, l, got, want)
			}
			if got := Equal(ub, ua, l); got != want {
				t.Errorf("%s: Equal not symmetric for %q, %q", f, a, b)
			}
			// Equivalence at one rung holds on every rung above it (the
			// ladder only adds equivalences); a difference holds below.
			for m := l; m <= LevelScheme; m++ {
				if want && !Equal(ua, ub, m) {
					t.Errorf("%s: %q, %q equal at %v but not at %v", f, a, b, l, m)
				}
			}
			for m := LevelString; m <= l; m++ {
				if !want && Equal(ua, ub, m) {
					t.Errorf("%s: %q, %q different at %v but equal at %v", f, a, b, l, m)
				}
			}
		}
	}
}

// TestEqualNoFalsePositives lists pairs that must stay different at every
// level (RFC 3986 §6.1: false positives are forbidden).
func TestEqualNoFalsePositives(t *testing.T) {
	for _, p := range [][2]string{
		{"http://a/b%2Fc", "http://a/b/c"},                     // §2.2 encoded reserved vs delimiter
		{"http://a/%3A", "http://a/:"},                         // same
		{"http://a/%3F", "http://a/?"},                         // same
		{"http://a/Path", "http://a/path"},                     // §6.2.2.1 path is case-sensitive
		{"http://a/?q=a+b", "http://a/?q=a%20b"},               // "+" is not a space in RFC 3986
		{"http://a/?", "http://a/"},                            // §6.2.3 empty query
		{"http://a/#", "http://a/"},                            // §6.2.3 empty fragment
		{"http://a:8080/", "http://a/"},                        // different ports
		{"http://a:8080/", "http://a:8081/"},                   // different ports
		{"https://a:80/", "https://a/"},                        // 80 is not https's default
		{"http://a/", "https://a/"},                            // scheme
		{"http://User@a/", "http://user@a/"},                   // userinfo case
		{"http://a/?Q", "http://a/?q"},                         // query case
		{"http://a/#F", "http://a/#f"},                         // fragment case
		{"http://@a/", "http://a/"},                            // empty userinfo delimiter
		{"http://a/%C3%A9", "http://a/%c3%a8"},                 // different octets
		{"http://a/%2e%2e/b", "http://a/%252e/b"},              // %25 is "%", not a dot
		{"http://[fe80::1%25en0]/", "http://[fe80::1%25EN0]/"}, // RFC 6874: zone case kept
		{"http://[::1]/", "http://[::0:1]/"},                   // RFC 5952 only as an opt-in step
		{"../b", "b"},                                          // relative
		{"mailto:Joe@example.com", "mailto:joe@example.com"},   // local part case
		{"sip:a@b", "sip:a@b:5060"},                            // RFC 3261 §19.1.4
		{"file://host/x", "file:///x"},                         // only localhost is the empty host
		{"http://www.a.com/", "http://a.com/"},                 // www only as an opt-in step
		{"http://a/b", "http://a/b/"},                          // §6.2.4 trailing slash
		{"http://a/?b&a", "http://a/?a&b"},                     // order only as an opt-in step
	} {
		a, b := mustParseRef(t, p[0]), mustParseRef(t, p[1])
		for _, l := range []Level{LevelString, LevelSyntax, LevelScheme} {
			if Equal(a, b, l) {
				t.Errorf("Equal(%q, %q, %v) = true, want false", p[0], p[1], l)
			}
		}
	}
}

func TestEqualProtocol(t *testing.T) {
	n := Normalizer{Level: LevelScheme, IPv6RFC5952: true, RemoveFragment: true, SortQuery: true, RemoveWWW: true}
	for _, p := range [][2]string{
		{"http://[::1]/", "http://[::0:1]/"},
		{"http://www.a.com/#x", "http://a.com/"},
		{"http://a/?b&a", "http://a/?a&b"},
	} {
		if !n.Equal(mustParseRef(t, p[0]), mustParseRef(t, p[1])) {
			t.Errorf("protocol-level Equal(%q, %q) = false", p[0], p[1])
		}
	}
}
