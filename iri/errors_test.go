package iri

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/uts46"
	"github.com/urikit/urikit/uri"
)

// Error() is "iri: <what> at offset <n>[: <how to fix>]", the reason split
// at its first "; ", as uri.Error does.
func TestErrorMessage(t *testing.T) {
	for _, tc := range []struct {
		reason, want string
	}{
		{"what; how", "iri: what at offset 3: how"},
		{"what", "iri: what at offset 3"},
		{"; how", "iri:  at offset 3: how"},
		{"a; b; c", "iri: a at offset 3: b; c"},
		{"a;b", "iri: a;b at offset 3"},
	} {
		e := &Error{Input: "x", Offset: 3, Kind: ErrBidi, Reason: tc.reason}
		if got := e.Error(); got != tc.want {
			t.Errorf("Error() = %q; want %q", got, tc.want)
		}
	}
}

// An IDNA error carries UTS #46's error as its cause, and its kind; a bidi
// error has no cause.
func TestErrorUnwrap(t *testing.T) {
	_, err := HostToASCII("xn--a.example")
	var ue *uts46.Error
	if !errors.Is(err, ErrIDNA) || !errors.As(err, &ue) {
		t.Errorf("HostToASCII(xn--a.example): %v does not carry ErrIDNA and the *uts46.Error", err)
	}
	err = CheckBidi(mustIRI(t, "http://a/\u05d0b"))
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrBidi) || len(e.Unwrap()) != 1 || e.ByteOffset() != e.Offset {
		t.Errorf("CheckBidi: %#v; want an ErrBidi with no cause", err)
	}
}

// The refused label is the first that IDNA refuses on its own, found past
// empty labels; its offset is in the host as given, and in the IRI (the
// start of the host when the host holds a percent-encoding, whose decoded
// offsets are not the input's).
func TestIDNAErrorPlace(t *testing.T) {
	for _, tc := range []struct {
		host  string
		off   int
		label string
	}{
		{"a..xn--a", 3, `label "xn--a"`},
		{".xn--a", 1, `label "xn--a"`},
		{"xn--a", 0, `host name "xn--a"`},
		{"ok.xn--a.xn--b", 3, `label "xn--a"`},
	} {
		_, err := HostToASCII(tc.host)
		var e *Error
		if !errors.As(err, &e) || e.Offset != tc.off || !strings.Contains(e.Reason, tc.label) || e.Input != tc.host {
			t.Errorf("HostToASCII(%q): %v; want %s at %d", tc.host, err, tc.label, tc.off)
		}
	}
	for in, off := range map[string]int{
		"http://%C3%BC%2Fx/":     7, // decoded "ü/x": "/" at decoded offset 2, the host's start in the IRI
		"http://u@a%2Fb/":        9,
		"http://u@\u00fc\u2100/": 11, // "℀" maps to "a/c", at its own offset
	} {
		_, _, _, err := Hosts(mustIRI(t, in))
		var e *Error
		if !errors.As(err, &e) || e.Offset != off || e.Input != in {
			t.Errorf("Hosts(%q): %v; want offset %d", in, err, off)
		}
	}
}

// ToIRI shows an A-label as its U-label unless the host holds a
// percent-encoding (from its first byte on), the label is "xn--" alone, or
// the U-label is not safe to show.
func TestToIRIHost(t *testing.T) {
	xacute, err := HostToASCII("x\u0301")
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"http://%41.xn--bcher-kva.example/": "http://%41.xn--bcher-kva.example/",
		"http://xn--bcher-kva.%41/":         "http://xn--bcher-kva.%41/",
		"http://xn--.example/":              "http://xn--.example/",
		"http://XN--.example/":              "http://XN--.example/",
		"http://" + xacute + "/":            "http://x\u0301/", // a mark after a letter is shown
		"http://a." + xacute + ".b/":        "http://a.x\u0301.b/",
	} {
		if got := ToIRI(uri.MustParse(in)).String(); got != want {
			t.Errorf("ToIRI(%q) = %q; want %q", in, got, want)
		}
	}
}

func mustIRI(t *testing.T, s string) uri.URI {
	t.Helper()
	u, err := uri.ParseIRI(s)
	if err != nil {
		t.Fatalf("ParseIRI(%q): %v", s, err)
	}
	return u
}

// Without UTS #46's STD3 rules, ASCII passes through IDNA as it is; a host
// name is an RFC 3986 reg-name (§3.2.2: unreserved / sub-delims, the
// percent-encoding being undone already), so every other ASCII character
// is refused, at its offset.
func TestHostToASCIIRegName(t *testing.T) {
	for c := byte(0x21); c < 0x7f; c++ {
		h := "a" + string(c) + "b"
		a, err := HostToASCII(h)
		regName := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~!$&'()*+,;=", c) >= 0
		if regName {
			if err != nil || a != strings.ToLower(h) {
				t.Errorf("HostToASCII(%q) = %q, %v; want %q", h, a, err, strings.ToLower(h))
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset != 1 || !errors.Is(err, ErrIDNA) {
			t.Errorf("HostToASCII(%q) = %q, %v; want the %q refused at 1", h, a, err, c)
		}
	}
}
