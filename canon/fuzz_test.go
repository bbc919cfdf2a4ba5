package canon

import (
	"bytes"
	"strings"
	"testing"

	"github.com/PuerkitoBio/purell"
)

// Fuzz targets, one per profile. Each holds the profile to what it
// promises, on any input: no panic, the Append form writing what the
// string form returns, an output bounded by its input, and
//
//   - FuzzSafeBrowsing: the canonical URL is canonical (SafeBrowsing of it
//     is itself: the profile is idempotent, as the package documentation
//     says), escaped as the v4 document escapes (no byte <= 0x20 or
//     >= 0x7F, no "#", every "%" a triplet in upper case), and its
//     expressions are host suffixes of its host followed by path prefixes;
//   - FuzzSURT: the key has ")/" after the host, and is lower case but for
//     triplets and what is kept whole (the "filedesc" and
//     "warcinfo" records, URLs URLParser does not split);
//   - FuzzPurell: the same string as purell's NormalizeURLString for the
//     same flags (purell is the oracle), or both fail;
//   - FuzzProfile: ProfileRFC3986 is idempotent (RFC 3986 §6's ladder
//     gives a normal form), and each profile's Key is its function's.
//
// Linear time is TestHostileLinear's (hostile_test.go), on the shapes that
// could make it otherwise. Run one target with
//
//	go test ./canon -run '^$' -fuzz FuzzSafeBrowsing -fuzztime 60s

// fuzzSeeds are the vectors' inputs and a slice of the URL samples.
func fuzzSeeds(f *testing.F) []string {
	var seeds []string
	for _, name := range []string{"safebrowsing_v4_docs.jsonl", "safebrowsing_go.jsonl", "webarchive_commons.jsonl", "purell.jsonl"} {
		for _, v := range loadVectors(f, name) {
			if v.Input != nil {
				seeds = append(seeds, *v.Input)
			}
		}
	}
	lines := urlLines(f)
	for i := 0; i < len(lines); i += 97 {
		seeds = append(seeds, lines[i])
	}
	return append(seeds, "", " ", "%", "%2", "%%32%35", "http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/", "dns:a.b", "filedesc:x", "http://[::1]:80/", "http://a/%2e%2E/b")
}

// outputBound is the longest output an input of n bytes may give: each
// byte escaped (3 bytes), a scheme, "://" and "/" added, and an IPv4
// address of one digit written as four parts.
func outputBound(n int) int { return 3*n + 32 }

func FuzzSafeBrowsing(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := SafeBrowsing(s)
		app, aerr := AppendSafeBrowsing([]byte("prefix"), s)
		if (err == nil) != (aerr == nil) {
			t.Fatalf("SafeBrowsing(%q): %v, AppendSafeBrowsing: %v", s, err, aerr)
		}
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("SafeBrowsing(%q): error %T, want *Error", s, err)
			}
			return
		}
		if string(app) != "prefix"+got {
			t.Fatalf("SafeBrowsing(%q) = %q, AppendSafeBrowsing wrote %q", s, got, app)
		}
		if len(got) > outputBound(len(s)) {
			t.Fatalf("SafeBrowsing(%q) = %q: %d bytes from %d", s, got, len(got), len(s))
		}
		checkSBEscapes(t, s, got)
		again, err := SafeBrowsing(got)
		if err != nil || again != got {
			t.Fatalf("SafeBrowsing(%q) = %q, then %q, %v: not idempotent", s, got, again, err)
		}
		exprs, err := SafeBrowsingExpressions(s)
		if err != nil || len(exprs) == 0 || len(exprs) > 30 {
			t.Fatalf("SafeBrowsingExpressions(%q) = %d expressions, %v", s, len(exprs), err)
		}
		_, rest, _ := strings.Cut(got, "://")
		host, pathQuery := rest, "/"
		if i := strings.IndexByte(rest, '/'); i >= 0 {
			host, pathQuery = rest[:i], rest[i:]
		}
		if exprs[0] != host+pathQuery && exprs[0] != host+strings.TrimSuffix(pathQuery, "?") {
			t.Fatalf("SafeBrowsingExpressions(%q)[0] = %q, want the canonical URL's host and path %q", s, exprs[0], rest)
		}
		for _, e := range exprs {
			i := strings.IndexByte(e, '/')
			if i < 0 || !strings.HasSuffix(host, e[:i]) || !strings.HasPrefix(pathQuery, e[i:]) && !strings.HasPrefix(pathQuery, strings.TrimSuffix(e[i:], "/")) {
				t.Fatalf("SafeBrowsingExpressions(%q) holds %q: not a suffix of %q and a prefix of %q", s, e, host, pathQuery)
			}
		}
	})
}

// checkSBEscapes checks that out is escaped as the v4 document escapes.
func checkSBEscapes(t *testing.T, in, out string) {
	t.Helper()
	for i := 0; i < len(out); i++ {
		switch b := out[i]; {
		case b <= ' ' || b >= 0x7F || b == '#':
			t.Fatalf("SafeBrowsing(%q) = %q: byte %#x at %d is not escaped", in, out, b, i)
		case b == '%':
			if i+2 >= len(out) || !isUpperHex(out[i+1]) || !isUpperHex(out[i+2]) {
				t.Fatalf("SafeBrowsing(%q) = %q: %% at %d is not an upper-case triplet", in, out, i)
			}
		}
	}
}

func isUpperHex(b byte) bool { return b >= '0' && b <= '9' || b >= 'A' && b <= 'F' }

func FuzzSURT(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := SURT(s)
		app, aerr := AppendSURT([]byte("prefix"), s)
		if (err == nil) != (aerr == nil) {
			t.Fatalf("SURT(%q): %v, AppendSURT: %v", s, err, aerr)
		}
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("SURT(%q): error %T, want *Error", s, err)
			}
			return
		}
		if string(app) != "prefix"+got {
			t.Fatalf("SURT(%q) = %q, AppendSURT wrote %q", s, got, app)
		}
		if len(got) > outputBound(len(s)) {
			t.Fatalf("SURT(%q) = %q: %d bytes from %d", s, got, len(got), len(s))
		}
		if got == s || strings.HasPrefix(s, "dns:") {
			return // kept whole: the records, URLs URLParser keeps opaque, and dns: hosts
		}
		if strings.Contains(s, "(") {
			return // URLParser's "(" keys: what follows it, as written
		}
		if !strings.Contains(got, ")/") && got != "-" {
			t.Fatalf("SURT(%q) = %q: no \")/\" after the host", s, got)
		}
		// Host, path and query are lower case; escapeOnce writes the
		// host's triplets in upper case (the path and query are lowered
		// after it).
		for j := 0; j < len(got); j++ {
			if c := got[j]; c >= 'A' && c <= 'Z' && !inTriplet(got, j) {
				t.Fatalf("SURT(%q) = %q: upper case at %d", s, got, j)
			}
		}
	})
}

// inTriplet reports whether s[j] is one of the two hex digits of a "%XX".
func inTriplet(s string, j int) bool {
	return j >= 1 && s[j-1] == '%' || j >= 2 && s[j-2] == '%'
}

func FuzzPurell(f *testing.F) {
	for i, s := range fuzzSeeds(f) {
		f.Add(s, uint(purellNames[i%len(purellNames)].f))
	}
	var all PurellFlags
	for _, p := range purellNames {
		all |= p.f
	}
	f.Fuzz(func(t *testing.T, s string, flags uint) {
		fl := PurellFlags(flags) & all
		want, werr, panicked := purellGuarded(s, fl)
		if panicked {
			return // purell itself fails on it; nothing to compare with
		}
		got, err := Purell(s, fl)
		if (err != nil) != (werr != nil) || got != want {
			t.Fatalf("Purell(%q, %v) = %q, %v; purell gives %q, %v", s, fl.Names(), got, err, want, werr)
		}
	})
}

// purellGuarded runs purell, reporting a panic of its own.
func purellGuarded(s string, f PurellFlags) (out string, err error, panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	out, err = purell.NormalizeURLString(s, purell.NormalizationFlags(f))
	return out, err, false
}

func FuzzProfile(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s, uint8(ProfileRFC3986))
		f.Add(s, uint8(ProfileSURT))
	}
	f.Fuzz(func(t *testing.T, s string, p uint8) {
		prof := Profile(p%4 + 1) // 4, one past the last: unknown
		got, err := prof.Key(s)
		app, aerr := prof.AppendKey([]byte("p"), s)
		if (err == nil) != (aerr == nil) || err == nil && !bytes.Equal(app, []byte("p"+got)) {
			t.Fatalf("%v.Key(%q) = %q, %v; AppendKey wrote %q, %v", prof, s, got, err, app, aerr)
		}
		var want string
		var werr error
		switch prof {
		case ProfileSafeBrowsing:
			want, werr = SafeBrowsing(s)
		case ProfileSURT:
			want, werr = SURT(s)
		case ProfileRFC3986:
			want, werr = got, err
			if err == nil {
				again, err := prof.Key(got)
				if err != nil || again != got {
					t.Fatalf("rfc3986 Key(%q) = %q, then %q, %v: not idempotent", s, got, again, err)
				}
			}
		default:
			if err == nil {
				t.Fatalf("%v.Key(%q) = %q: an unknown profile gave a key", prof, s, got)
			}
			if n, ok := ParseProfile(prof.String()); ok {
				t.Fatalf("ParseProfile(%q) = %v for an unknown profile", prof.String(), n)
			}
			return
		}
		if got != want || (err == nil) != (werr == nil) {
			t.Fatalf("%v.Key(%q) = %q, %v; want %q, %v", prof, s, got, err, want, werr)
		}
		if n, ok := ParseProfile(prof.String()); !ok || n != prof {
			t.Fatalf("ParseProfile(%q) = %v, %v", prof.String(), n, ok)
		}
	})
}
