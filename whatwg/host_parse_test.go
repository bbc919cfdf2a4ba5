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
		h, err := ParseHost(input, false)
		got, kind := h.String(), h.Kind()
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
		if err != nil || u.HostKind() == HostNone || u.HostKind() == HostEmpty {
			continue
		}
		n++
		h := u.Hostname()
		host, err := ParseHost(h, !u.IsSpecial())
		got, kind := host.String(), host.Kind()
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
		fail   ErrorKind
	}{
		{"EXAMPLE.com", false, "example.com", HostDomain, 0},
		{"Z.example", false, "z.example", HostDomain, 0}, // "Z" alone upper case: still lowered (UTS #46 maps it)
		{"@Z", false, "", 0, DomainToASCII},
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
		{"a b", false, "", 0, DomainToASCII},
		{"a b", true, "", 0, HostInvalidCodePoint},
		{"a%00b", false, "", 0, DomainToASCII},
		{"1.2.3.256", false, "", 0, IPv4OutOfRangePart},
		{"a.1", false, "", 0, IPv4NonNumericPart},
		{"\xff", false, "", 0, DomainToASCII}, // read as U+FFFD, which domain to ASCII refuses
	} {
		h, err := ParseHost(tc.in, tc.opaque)
		got, kind := h.String(), h.Kind()
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
		host, err := ParseHost(h, false)
		fmt.Println(host, host.Kind(), host.Addr(), err)
	}
	_, err := ParseHost("a b", false)
	fmt.Println(err)
	// Output:
	// 127.0.0.1 ipv4 127.0.0.1 <nil>
	// 127.0.0.1 ipv4 127.0.0.1 <nil>
	// [::1] ipv6 ::1 <nil>
	// xn--bcher-kva.de domain invalid IP <nil>
	// whatwg: domain-to-ASCII at offset 1 in "a b": the host is not a domain the URL Standard's domain parser (UTS #46 ToASCII) accepts: the domain holds or maps to ' ', which a host cannot hold (URL Standard forbidden domain code point); percent-encoding does not help, as the host is decoded first
}

// TestDefaultPort: §4.2's table.
func TestDefaultPort(t *testing.T) {
	for s, want := range map[string]int{"http": 80, "ws": 80, "https": 443, "wss": 443, "ftp": 21, "file": -1, "gopher": -1, "HTTP": -1, "": -1} {
		got, ok := DefaultPort(s)
		if ok != (want >= 0) || ok && int(got) != want || !ok && got != 0 {
			t.Errorf("DefaultPort(%q) = %d, %v; want %d", s, got, ok, want)
		}
	}
}

// ParseHost reads invalid UTF-8 as Parse does: each maximal subpart of an
// ill-formed sequence is one U+FFFD (the Encoding Standard's UTF-8
// decode), so an opaque host is the host of the URL holding it, and an
// offset points into the input.
func TestParseHostInvalidUTF8(t *testing.T) {
	for _, in := range []string{"\xe2\x82", "a\xf0\x9f\x92b", "\xff\xfe", "\xed\xa0\x80", "\xc2", "x\xe2\x82\xe2\x82\xacy"} {
		u, err := Parse("foo://" + in + "/")
		if err != nil {
			t.Fatal(err)
		}
		h, err := ParseHost(in, true)
		if err != nil || h.String() != u.Hostname() || h.Kind() != HostOpaque {
			t.Errorf("ParseHost(%q, true) = %q, %v; the URL's host is %q", in, h, err, u.Hostname())
		}
	}
	// "\xe2\x82" is one maximal subpart: one U+FFFD, not two.
	if h, _ := ParseHost("\xe2\x82", true); h.String() != "%EF%BF%BD" {
		t.Errorf("%q", h)
	}
	// The offset of a failure is in the input: "\xe2\x82" is two bytes.
	_, err := ParseHost("\xe2\x82a b", true)
	var e *Error
	if !errors.As(err, &e) || e.Offset != 3 || e.Kind != HostInvalidCodePoint {
		t.Errorf("%v", err)
	}
}

// Addr is the address of an IPv4 or IPv6 host, as net/netip holds it, and
// the zero Addr for any other; the zero Host is no host.
func TestHostAddr(t *testing.T) {
	for in, want := range map[string]string{
		"0x7f.1":             "127.0.0.1",
		"4294967295":         "255.255.255.255",
		"[::ffff:127.0.0.1]": "::ffff:127.0.0.1",
		"[1:0::]":            "1::",
		"example.com":        "invalid IP",
	} {
		h, err := ParseHost(in, false)
		if err != nil || h.Addr().String() != want {
			t.Errorf("ParseHost(%q).Addr() = %v, %v; want %s", in, h.Addr(), err, want)
		}
		if a := h.Addr(); a.IsValid() && (a.Is4() != (h.Kind() == HostIPv4) || a.Zone() != "") {
			t.Errorf("%q: %v is not the %v address", in, a, h.Kind())
		}
	}
	if h, _ := ParseHost("[::1]", true); !h.Addr().IsLoopback() || h.Kind() != HostIPv6 {
		t.Errorf("opaque [::1]: %v", h)
	}
	if h, _ := ParseHost("1.2.3.4", true); h.Addr().IsValid() || h.Kind() != HostOpaque {
		t.Errorf("opaque 1.2.3.4: %v %v", h.Addr(), h.Kind())
	}
	var zero Host
	if zero.Kind() != HostNone || zero.String() != "" || zero.Addr().IsValid() {
		t.Error("zero Host")
	}
}

// ParseDomain is the domain parser (§3.3), with beStrict as the Standard
// runs it: not strict in the host parser, strict for a valid domain.
func TestParseDomain(t *testing.T) {
	for _, tc := range []struct {
		in       string
		strict   bool
		want     string
		fails    bool
		atOffset int
	}{
		{"EXAMPLE.com", false, "example.com", false, 0},
		{"EXAMPLE.com", true, "example.com", false, 0},
		{"_dmarc.example", false, "_dmarc.example", false, 0}, // ASCII: lower-cased only
		{"_dmarc.example", true, "", true, 0},                 // UseSTD3ASCIIRules
		{"xn--a.com", false, "xn--a.com", false, 0},
		{"xn--a.com", true, "", true, 0}, // invalid Punycode
		{"b\u00fccher.de", false, "xn--bcher-kva.de", false, 0},
		{"a\u00ad", false, "a", false, 0}, // U+00AD is ignored
		{"\u00ad", false, "", true, 0},    // and then nothing is left
		{"ex ample", false, "", true, 2},  // a forbidden domain code point
		{"a\ufdd0", false, "", true, 1},   // disallowed
		{"-x.example", false, "-x.example", false, 0},
		{"-x.example", true, "", true, 0}, // CheckHyphens
	} {
		got, err := ParseDomain(tc.in, tc.strict)
		var e *Error
		switch {
		case tc.fails && (!errors.As(err, &e) || e.Kind != DomainToASCII || e.Offset != tc.atOffset || got != ""):
			t.Errorf("ParseDomain(%q, %v) = %q, %v; want domain-to-ASCII at %d", tc.in, tc.strict, got, err, tc.atOffset)
		case !tc.fails && (err != nil || got != tc.want):
			t.Errorf("ParseDomain(%q, %v) = %q, %v; want %q", tc.in, tc.strict, got, err, tc.want)
		}
	}
	if got := DomainToUnicode("xn--bcher-kva.de"); got != "b\u00fccher.de" {
		t.Errorf("DomainToUnicode: %q", got)
	}
	if got := DomainToUnicode("xn--8i7caa"); got != "xn--8i7caa" {
		t.Errorf("DomainToUnicode of a label whose decoding is mapped: %q", got)
	}
}

// ValidateHost gives the host parser's validation errors: what is unusual
// about a host that parses, or why it fails.
func ExampleValidateHost() {
	for _, in := range []string{"127.0.0.1", "0x7F.1", "%31%32%37.0.0.1", "a b"} {
		h, errs, err := ValidateHost(in, false)
		fmt.Println(h, errs, err != nil)
	}
	// Output:
	// 127.0.0.1 [] false
	// 127.0.0.1 [{IPv4-too-few-parts 0} {IPv4-non-decimal-part 0}] false
	// 127.0.0.1 [{domain-percent-encoded 0}] false
	//  [{domain-to-ASCII 1}] true
}

// TestParseIPv4 holds ParseIPv4 to the host parser: on the domain that the
// domain parser makes of an input, it reads an address exactly when
// ParseHost reads that input as an IPv4 host, and the same address; and it
// allocates nothing. Inputs: toascii.json's, urltestdata.json's hosts, and
// spellings of the IPv4 parser's cases (§3.5).
func TestParseIPv4(t *testing.T) {
	inputs := []string{
		"0x7f.1", "0X7F.1", "127.1", "2130706433", "0177.0.0.1", "0x", "0x.0x.0x.0x", "1.2.3.4.",
		"1.2.3.256", "256.1.1.1", "1.2.3.4.5", "1..2.3", "4294967295", "4294967296", "09.1", "0x7g.1",
		"example.1", "example.com", "1.example", "x", "1.2.3.4..", ".", "", "99999999999999999999.1",
	}
	for _, c := range loadWPT(t, "toascii.json") {
		if in, ok := c["input"].(string); ok {
			inputs = append(inputs, in)
		}
	}
	for _, c := range loadWPT(t, "urltestdata.json") {
		if h, ok := c["hostname"].(string); ok {
			inputs = append(inputs, h)
		}
	}
	addrs := 0
	for _, in := range inputs {
		if strings.ContainsAny(in, "%[") {
			continue // ParseHost decodes or reads an IPv6 address first
		}
		d, err := ParseDomain(in, false)
		if err != nil {
			continue
		}
		h, herr := ParseHost(in, false)
		want := herr == nil && h.Kind() == HostIPv4
		addr, ok := ParseIPv4(d)
		if ok != want || ok && addr != h.Addr() {
			t.Errorf("ParseIPv4(%q) = %v, %v; ParseHost(%q) = %v, %v", d, addr, ok, in, h, herr)
		}
		if ok {
			addrs++
		}
		if a := testing.AllocsPerRun(3, func() { ParseIPv4(d) }); a != 0 {
			t.Errorf("ParseIPv4(%q): %v allocations", d, a)
		}
	}
	if addrs < 20 {
		t.Errorf("only %d inputs read as addresses", addrs)
	}
}

// DomainToUnicode shows a domain the host parser returned as people read it.
func ExampleDomainToUnicode() {
	h, _ := ParseHost("Bücher.example", false)
	fmt.Println(h, DomainToUnicode(h.String()))
	// Output: xn--bcher-kva.example bücher.example
}
