package urn

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 8141 §2.2: every octet outside the NSS repertoire is percent-encoded
// as UTF-8, with upper-case hex digits (RFC 3986 §2.1).
func TestBuild(t *testing.T) {
	for _, c := range []struct{ nid, text, want string }{
		{"example", "a123,z456", "urn:example:a123,z456"},
		{"example", "1/406/47452/2", "urn:example:1/406/47452/2"},
		{"example", "/a", "urn:example:%2Fa"},
		{"example", "a b?c#d%e", "urn:example:a%20b%3Fc%23d%25e"},
		{"example", "а123", "urn:example:%D0%B0123"}, // U+0430, RFC 8141 §3.2
		{"example", "[x]\"<>\\^`{|}", "urn:example:%5Bx%5D%22%3C%3E%5C%5E%60%7B%7C%7D"},
		{"example", "a:b@c!$&'()*+,;=-._~", "urn:example:a:b@c!$&'()*+,;=-._~"},
		// An NID of up to 32 characters (RFC 8141 §2) with a short NSS.
		{"example-with-a-long-namespace-id", "x", "urn:example-with-a-long-namespace-id:x"},
	} {
		u, err := Build(c.nid, c.text)
		if err != nil || u.String() != c.want {
			t.Errorf("Build(%q, %q) = %q, %v; want %q", c.nid, c.text, u, err, c.want)
			continue
		}
		if got, err := uri.Decode(u.NSS()); err != nil || string(got) != c.text {
			t.Errorf("Build(%q, %q): NSS decodes to %q", c.nid, c.text, got)
		}
	}
	for _, c := range []struct{ nid, text string }{
		{"e", "x"}, {"ex-", "x"}, {"ex", ""}, {"ex", "a\xffb"}, {"e:x", "x"}, {"00:", "0"}, {"", "x"},
	} {
		if _, err := Build(c.nid, c.text); !errors.Is(err, ErrBuild) {
			t.Errorf("Build(%q, %q) = %v, want ErrBuild", c.nid, c.text, err)
		}
	}
	_, err := Build("ex", "ab\xff")
	var e *Error
	if !errors.As(err, &e) || e.Offset != 2 {
		t.Errorf("Build with bad UTF-8: %v", err)
	}
}

// RFC 8141 §4: the display form decodes only what can be read back into the
// same URN; ParseDisplay does.
func TestDisplay(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"urn:example:%D0%B0123,z456", "urn:example:а123,z456"},
		{"urn:example:caf%C3%A9", "urn:example:café"},
		{"urn:example:caf%c3%a9#%E2%82%AC", "urn:example:café#€"},
		{"urn:example:a123%2Cz456", "urn:example:a123%2Cz456"},   // ASCII stays encoded
		{"urn:example:%E2%80%AEabc", "urn:example:%E2%80%AEabc"}, // RIGHT-TO-LEFT OVERRIDE (Cf)
		{"urn:example:%C2%A0x", "urn:example:%C2%A0x"},           // NO-BREAK SPACE
		{"urn:example:%C2%85x", "urn:example:%C2%85x"},           // NEL, a C1 control
		{"urn:example:%C3%28", "urn:example:%C3%28"},             // not UTF-8
		{"urn:example:%F0%9F%98%80%C3", "urn:example:😀%C3"},      // a full character, then a lone lead byte
		{"urn:example:%ED%A0%80", "urn:example:%ED%A0%80"},       // a surrogate is not UTF-8
		{"urn:example:%C0%AF", "urn:example:%C0%AF"},             // overlong "/"
		{"urn:example:%E2%83%81", "urn:example:\u20C1"},          // SAUDI RIYAL SIGN, Sc, new in Unicode 17.0.0 (internal/ucd)
		{"urn:example:%E2%83%82", "urn:example:%E2%83%82"},       // U+20C2, unassigned in 17.0.0
	} {
		u, err := Parse(c.in)
		if err != nil {
			t.Fatal(err)
		}
		d := u.Display()
		if d != c.want {
			t.Errorf("Display(%q) = %q, want %q", c.in, d, c.want)
		}
		back, err := ParseDisplay(RFC8141, d)
		if err != nil || !Equal(back, u) || back.FComponent() != uriUpper(u.FComponent()) {
			t.Errorf("ParseDisplay(%q) = %q, %v; not equivalent to %q", d, back, err, c.in)
		}
	}
	// The sixth example of RFC 8141 §3.2 looks like, but is not, a123.
	u, _ := Parse("urn:example:%D0%B0123,z456")
	back, _ := ParseDisplay(RFC8141, u.Display())
	ascii, _ := Parse("urn:example:a123,z456")
	if Equal(back, ascii) {
		t.Error("the display form of %D0%B0123 read back as a123")
	}
}

func uriUpper(s string) string { return string(appendPctUpper(nil, s)) }

// Every RFC 8141 URN is an RFC 3986 URI with a rootless path (RFC 8141 §2).
func TestURIConversion(t *testing.T) {
	for _, s := range []string{
		"urn:example:a123,z456",
		"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk",
		"urn:example:weather?=op=map&lat=39.56#x",
		"URN:EXAMPLE:a/b/c#",
	} {
		u, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		v, err := u.URI()
		if err != nil {
			t.Fatalf("%q.URI(): %v", s, err)
		}
		if v.String() != s || !v.HasScheme() || v.HasAuthority() || v.Path() != s[4:len(s)-len(u.s)+int(u.nssEnd)] {
			t.Errorf("%q.URI() = scheme %q path %q", s, v.Scheme(), v.Path())
		}
		if v.HasFragment() != u.HasFComponent() || v.Fragment() != u.FComponent() {
			t.Errorf("%q: fragment %q, f-component %q", s, v.Fragment(), u.FComponent())
		}
		w, err := FromURI(v, RFC8141)
		if err != nil || w != u {
			t.Errorf("FromURI(%q) = %v, %v", s, w, err)
		}
	}
	for _, s := range []string{"http://example.com/", "urn://x/y", "mailto:a@b"} {
		v, err := uri.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := FromURI(v, RFC8141); !errors.Is(err, ErrConvert) {
			t.Errorf("FromURI(%q) = %v, want ErrConvert", s, err)
		}
	}
	v, _ := uri.Parse("urn:ex:a?b")
	if _, err := FromURI(v, RFC8141); !errors.Is(err, ErrChar) {
		t.Errorf("FromURI(urn:ex:a?b) = %v: a URI that is not a URN", err)
	}
}
