package whatwg

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestParseHostToASCII: ParseHost gives web-platform-tests' toascii.json
// outputs (the host of "https://INPUT/x"), for every input that the URL
// parser hands to the host parser whole (no "/", "?", "#", "\", ":" or
// "@", which delimit a host, and no tab or newline, which it removes).
func TestParseHostToASCII(t *testing.T) {
	n := 0
	for _, c := range loadWPT(t, "toascii.json") {
		input := c["input"].(string)
		if strings.ContainsAny(input, "/?#\\:@\t\n\r") {
			continue
		}
		n++
		want, valid := c["output"].(string)
		got, kind, err := ParseHost(input, false)
		switch {
		case valid && (err != nil || got != want):
			t.Errorf("ParseHost(%q) = %q, %v; want %q", input, got, err, want)
		case !valid && err == nil:
			t.Errorf("ParseHost(%q) = %q, want failure", input, got)
		case valid && kind != HostDomain && kind != HostIPv4:
			t.Errorf("ParseHost(%q): kind %v", input, kind)
		}
	}
	if n < 70 {
		t.Errorf("only %d toascii cases", n)
	}
}

// TestParseHostURLs: over urltestdata, the host of every URL the parser
// accepts with a host is a fixed point of ParseHost with the URL's kind
// of host (special: domain parsing; other: opaque), and its kind is the
// URL's HostKind.
func TestParseHostURLs(t *testing.T) {
	n := 0
	for _, c := range loadWPT(t, "urltestdata.json") {
		if _, fails := c["failure"]; fails {
			continue
		}
		u, err := parseWithBase(c["input"].(string), c["base"])
		if err != nil || u.HostKind() == HostNull || u.HostKind() == HostEmpty {
			continue
		}
		n++
		h := u.Hostname()
		got, kind, err := ParseHost(h, !u.IsSpecial())
		if err != nil || got != h || kind != u.HostKind() {
			t.Errorf("%s: ParseHost(%q, %v) = %q, %v, %v; want the same, %v", u.Href(), h, !u.IsSpecial(), got, kind, err, u.HostKind())
		}
	}
	if n < 300 {
		t.Errorf("only %d URLs with a host", n)
	}
}

// TestParseHost: the host parser's steps (§3.5), each with its validation
// error on failure.
func TestParseHost(t *testing.T) {
	for _, tc := range []struct {
		in     string
		opaque bool
		want   string
		kind   HostKind
		fail   Kind
	}{
		{"EXAMPLE.com", false, "example.com", HostDomain, 0},
		{"Z.example", false, "z.example", HostDomain, 0}, // "Z" alone upper case: still lowered (UTS #46 maps it)
		{"@Z", false, "", 0, DomainInvalidCodePoint},
		{"EXAMPLE.com", true, "EXAMPLE.com", HostOpaque, 0},  // step 2: an opaque host keeps its case
		{"0x7f.1", false, "127.0.0.1", HostIPv4, 0},          // step 7: ends in a number
		{"0x7f.1", true, "0x7f.1", HostOpaque, 0},            // not for an opaque host
		{"2130706433", false, "127.0.0.1", HostIPv4, 0},      // one number
		{"%31%32%37.0.0.1", false, "127.0.0.1", HostIPv4, 0}, // step 4: percent-decoded first
		{"b\u00fccher.de", false, "xn--bcher-kva.de", HostDomain, 0},
		{"b%C3%BCcher.de", false, "xn--bcher-kva.de", HostDomain, 0},
		{"%C3%BC", true, "%C3%BC", HostOpaque, 0},
		{"\u00fc", true, "%C3%BC", HostOpaque, 0}, // C0 control percent-encode set: non-ASCII
		{"[0:0::FFFF:7f00:1]", false, "[::ffff:7f00:1]", HostIPv6, 0},
		{"[::127.0.0.1]", true, "[::7f00:1]", HostIPv6, 0},
		{"[::1.2.3.255]", false, "[::102:3ff]", HostIPv6, 0}, // §3.5.1 step 6.5.5.2.4: 255 is in range
		{"", true, "", HostEmpty, 0},
		{"", false, "", 0, DomainToASCII},
		{"[::1", false, "", 0, IPv6Unclosed},
		{"[fe80::1%25en0]", false, "", 0, IPv6InvalidCodePoint}, // no zones in the URL Standard
		{"a b", false, "", 0, DomainInvalidCodePoint},
		{"a b", true, "", 0, HostInvalidCodePoint},
		{"a%00b", false, "", 0, DomainInvalidCodePoint},
		{"1.2.3.256", false, "", 0, IPv4OutOfRangePart},
		{"a.1", false, "", 0, IPv4NonNumericPart},
		{"\xff", false, "", 0, DomainToASCII}, // read as U+FFFD, which domain to ASCII refuses
	} {
		got, kind, err := ParseHost(tc.in, tc.opaque)
		if tc.fail != 0 {
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, tc.fail) {
				t.Errorf("ParseHost(%q, %v) = %q, %v; want %v", tc.in, tc.opaque, got, err, tc.fail)
			}
			continue
		}
		if err != nil || got != tc.want || kind != tc.kind {
			t.Errorf("ParseHost(%q, %v) = %q, %v, %v; want %q, %v", tc.in, tc.opaque, got, kind, err, tc.want, tc.kind)
		}
	}
}

// ParseHost gives the URL Standard's one spelling of a host, here three
// spellings of one address and a name in Unicode.
func ExampleParseHost() {
	for _, h := range []string{"0x7f.1", "%31%32%37.0.0.1", "[0:0::1]", "B\u00dcCHER.de"} {
		s, kind, err := ParseHost(h, false)
		fmt.Println(s, kind, err)
	}
	_, _, err := ParseHost("a b", false)
	fmt.Println(err)
	// Output:
	// 127.0.0.1 ipv4 <nil>
	// 127.0.0.1 ipv4 <nil>
	// [::1] ipv6 <nil>
	// xn--bcher-kva.de domain <nil>
	// whatwg: domain-invalid-code-point at offset 1 in "a b": the host holds a character a domain cannot (space, %, <, >, ^, |, a control, ...); percent-encoding does not help, remove it
}

// TestDefaultPort: §4.2's table.
func TestDefaultPort(t *testing.T) {
	for s, want := range map[string]int{"http": 80, "ws": 80, "https": 443, "wss": 443, "ftp": 21, "file": -1, "gopher": -1, "HTTP": -1, "": -1} {
		if got := DefaultPort(s); got != want {
			t.Errorf("DefaultPort(%q) = %d, want %d", s, got, want)
		}
	}
}
