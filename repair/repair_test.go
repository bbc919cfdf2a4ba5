package repair

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

type change struct {
	kind Kind
	off  int
}

// Each kind of repair, with the offsets in the input of what it changed.
func TestRepairKinds(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		changes  []change
	}{
		// trimmed: C0 controls and spaces around the reference, a BOM before it.
		{" \thttp://a/ \n", "http://a/", []change{{Trimmed, 0}, {Trimmed, 11}}},
		{"\ufeffhttps://a/", "https://a/", []change{{Trimmed, 0}}},
		{"\x00http://a/\x1f", "http://a/", []change{{Trimmed, 0}, {Trimmed, 10}}},
		// removed-control: tab, LF, CR inside.
		{"http://a/b\tc\r\nd", "http://a/bcd", []change{{RemovedControl, 10}, {RemovedControl, 12}, {RemovedControl, 13}}},
		{"ht\ntp://exa\tmple.com/", "http://example.com/", []change{{RemovedControl, 2}, {RemovedControl, 11}}},
		// replaced-backslash: special schemes and relative references, up to the query.
		{"http:\\\\a\\b\\c?d\\e#f\\g", "http://a/b/c?d%5Ce#f%5Cg", []change{{ReplacedBackslash, 5}, {ReplacedBackslash, 6}, {ReplacedBackslash, 8},
			{ReplacedBackslash, 10}, {EncodedChar, 14}, {EncodedChar, 18}}},
		{"FILE:///C:\\x", "FILE:///C:/x", []change{{ReplacedBackslash, 10}}},
		{"a\\b", "a/b", []change{{ReplacedBackslash, 1}}},
		{"foo://a/b\\c", "foo://a/b%5Cc", []change{{EncodedChar, 9}}}, // not special: encoded
		// encoded-space, in every component.
		{"http://a/b c?d e#f g", "http://a/b%20c?d%20e#f%20g", []change{{EncodedSpace, 10}, {EncodedSpace, 14}, {EncodedSpace, 18}}},
		{"http://u v@a/", "http://u%20v@a/", []change{{EncodedSpace, 8}}},
		// encoded-non-ascii: UTF-8 octets; bytes that are not UTF-8 one by one.
		{"http://a/\u00e9?\u00e9#\U0001F600", "http://a/%C3%A9?%C3%A9#%F0%9F%98%80", []change{{EncodedNonASCII, 9}, {EncodedNonASCII, 12}, {EncodedNonASCII, 15}}},
		{"http://a/\xe9t\xe9", "http://a/%E9t%E9", []change{{EncodedNonASCII, 9}, {EncodedNonASCII, 11}}},
		{"http://\u00fc@a/", "http://%C3%BC@a/", []change{{EncodedNonASCII, 7}}},
		// idna-host: a non-ASCII host in A-labels; one IDNA refuses is percent-encoded.
		{"http://B\u00fccher.de/", "http://xn--bcher-kva.de/", []change{{IDNAHost, 7}}},
		{"http://r\u00e9sum\u00e9.example.org:8080/x y", "http://xn--rsum-bpad.example.org:8080/x%20y", []change{{IDNAHost, 7}, {EncodedSpace, 34}}},
		{"//\u00f1.test/", "//xn--ida.test/", []change{{IDNAHost, 2}}},             // a relative reference: a web URL
		{"sc://\u00f1.test/", "sc://%C3%B1.test/", []change{{EncodedNonASCII, 5}}}, // not a web scheme: percent-encoded, as browsers do
		// replaced-pipe: a drive letter in a file URL.
		{"file:///C|/x y", "file:///C:/x%20y", []change{{ReplacedPipe, 9}, {EncodedSpace, 12}}},
		{"file:c|", "file:c:", []change{{ReplacedPipe, 6}}},
		{"file:///ab|/x y", "file:///ab%7C/x%20y", []change{{EncodedChar, 10}, {EncodedSpace, 13}}}, // not a drive letter
		{"http:C|/", "", nil}, // not a file URL: see TestRepairErrors
		// encoded-char: the characters RFC 3986 forbids where they stand.
		{"http://a/\"<>^`{|}", "http://a/%22%3C%3E%5E%60%7B%7C%7D", []change{{EncodedChar, 9}, {EncodedChar, 10}, {EncodedChar, 11},
			{EncodedChar, 12}, {EncodedChar, 13}, {EncodedChar, 14}, {EncodedChar, 15}, {EncodedChar, 16}}},
		{"http://a/?q[]=1", "http://a/?q%5B%5D=1", []change{{EncodedChar, 11}, {EncodedChar, 12}}},
		{"http://a/#x#y", "http://a/#x%23y", []change{{EncodedChar, 11}}},
		// "?" and "/" in a query or fragment are the URI's own (RFC 3986
		// §3.4, §3.5: query = fragment = *( pchar / "/" / "?" )): the
		// repair of another character leaves them as they are.
		{"http://a/b c?d?e/f#g?h/i", "http://a/b%20c?d?e/f#g?h/i", []change{{EncodedSpace, 10}}},
		{"?a b?c", "?a%20b?c", []change{{EncodedSpace, 2}}},
		{"http://a@b@c/", "http://a%40b@c/", []change{{EncodedChar, 8}}},
		{"http://\"a.com/", "http://%22a.com/", []change{{EncodedChar, 7}}},
		{"http://[::1/", "", nil}, // see TestRepairErrors
		{"http://a/\x01\x7f", "http://a/%01%7F", []change{{EncodedChar, 9}, {EncodedChar, 10}}},
		{"'http://x/", "'http%3A//x/", []change{{EncodedChar, 5}}},
		{"a:b:c d", "a:b:c%20d", []change{{EncodedSpace, 5}}}, // a scheme: ":" stays
		// encoded-percent.
		{"http://a/100%?p=5%&q=%4#%", "http://a/100%25?p=5%25&q=%254#%25", []change{{EncodedPercent, 12}, {EncodedPercent, 17}, {EncodedPercent, 21}, {EncodedPercent, 24}}},
		{"http://a/%zz%41", "http://a/%25zz%41", []change{{EncodedPercent, 9}}},
		{"http://[fe80::1%en0]/", "http://[fe80::1%25en0]/", []change{{EncodedPercent, 15}}}, // RFC 4007 zone, RFC 6874 form
		// authority-slashes: the slashes before a special URL's host, as the
		// URL Standard reads them (issue #27 class 6: repair must not open the gate).
		{"http://\\127.0.0.1", "http://127.0.0.1", []change{{AuthoritySlashes, 5}, {ReplacedBackslash, 7}}},
		{"/\\/127.0.0.1/", "//127.0.0.1/", []change{{AuthoritySlashes, 0}, {ReplacedBackslash, 1}}},
		{"https:///[::1]/", "https://[::1]/", []change{{AuthoritySlashes, 6}}},
		{"http:[::1]", "http://[::1]", []change{{AuthoritySlashes, 5}}},
		{"http:/127.0.0.1/", "http://127.0.0.1/", []change{{AuthoritySlashes, 5}}},
		// A relative reference from three slashes on (two are already its
		// authority's), a special URL's three or more; not without a host.
		{"///example.com/p", "//example.com/p", []change{{AuthoritySlashes, 0}}},
		{"////example.com/p", "//example.com/p", []change{{AuthoritySlashes, 0}}},
		{"ftp:////h/x", "ftp://h/x", []change{{AuthoritySlashes, 4}}},
		{"http:example.com", "http://example.com", []change{{AuthoritySlashes, 5}}},
		{"//example.com/p", "//example.com/p", nil},
		{"foo:///h", "foo:///h", nil},
		{"///", "///", nil},
		{"///?x", "///?x", nil},
		{"http:127.0.0.1", "http://127.0.0.1", []change{{AuthoritySlashes, 5}}},
		{"HTTPS:////a/b c", "HTTPS://a/b%20c", []change{{AuthoritySlashes, 6}, {EncodedSpace, 13}}},
		{"ws:evil.com@10.0.0.1:6379", "ws://evil.com@10.0.0.1:6379", []change{{AuthoritySlashes, 3}}},
		{"///127.0.0.1/", "//127.0.0.1/", []change{{AuthoritySlashes, 0}}},
	} {
		if tc.want == "" {
			continue
		}
		got, changes, err := Repair(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("Repair(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			continue
		}
		var cs []change
		for _, c := range changes {
			cs = append(cs, change{c.Kind, c.Offset})
			if c.Message == "" || c.Offset < 0 || c.Offset > len(tc.in) {
				t.Errorf("Repair(%q): change %+v", tc.in, c)
			}
		}
		if len(cs) != len(tc.changes) {
			t.Errorf("Repair(%q) changes %v; want %v", tc.in, cs, tc.changes)
			continue
		}
		for i := range cs {
			if cs[i] != tc.changes[i] {
				t.Errorf("Repair(%q) changes %v; want %v", tc.in, cs, tc.changes)
				break
			}
		}
	}
}

// What each kind must leave alone: the valid forms next to the repaired ones.
func TestRepairLeavesValid(t *testing.T) {
	for _, s := range []string{
		"", "http://a/", "http://a/b%20c?d=%C3%A9#f", // already encoded
		"http://[fe80::1%25en0]/", "http://[::1]:80/", "http://[v1.x]/", // IP literals
		"http://xn--bcher-kva.de/",            // A-labels
		"http://a/?q=%25",                     // a valid triplet
		"mailto:a@b", "a:b:c", "./a:b", "//a", // ":" where it may stand
		"http://a/b/c?d/e?f#g/h?i", // "/" and "?" in query and fragment
		"http://u:p:q@a/",          // ":" in userinfo
		"foo:", "?", "#",
		"http:", "http:/", "http:///", "http:///?x", "file:/etc/passwd", "file:///etc/passwd", "foo:/x", "/a", "//a/b", // no host to find
		"http://a%22b/", "http://%C3%BC/", "foo://a%41/", "http://a:65535/",
	} {
		got, changes, err := Repair(s)
		if err != nil || got != s || changes != nil {
			t.Errorf("Repair(%q) = %q, %v, %v; want it unchanged", s, got, changes, err)
		}
	}
}

func TestRepairErrors(t *testing.T) {
	for in, off := range map[string]int{
		"http://f:b/c":         9,
		"http://f:fifty-two/c": 9,
		"http://[1::2]:3:4":    15,
		"http://[::1/":         7,
		"http://foo:-80/":      11,
		"mailto://test:test":   14,
		// Hosts and ports no client can use (Node's URL refuses each; issue #26 point 6).
		"https://ex ample.com/":      10,
		"http://exa<mple.com/":       10,
		"https://example.com:65536/": 20,
		"foo://h:99999999999999/":    8,
		"http://[:]/":                7,
		"http://a\u200d.b/":          7, // ZWJ: CheckJoiners refuses
		"file://\u00ad/p":            7, // IDNA maps it to nothing
		"http:C|/":                   6, // "C|" after the slashes browsers skip
		"http://exa%3Cmple.com/":     7, // "<" once decoded
		"http://a%zz/":               8, // "%" left once decoded
		"http://a\x01b/x y":          8, // a control in a web host
		"foo://a b/":                 7, // any scheme: a forbidden host code point
		// The same refusals of an input that needs repairs: the port's
		// first digit, in the input as given (a tab before it counts).
		"http://h:65536/a b":   9,
		"http://h:\t65536/a b": 10,
		"http://h:0070000/a b": 9,
	} {
		_, _, err := Repair(in)
		var e *Error
		if !errors.As(err, &e) || e.Offset != off || !errors.Is(err, ErrUnrepairable) || e.ByteOffset() != off {
			t.Errorf("Repair(%q) = %v; want an error at %d", in, err, off)
		}
	}
	for in, want := range map[string]string{
		"https://ex ample.com/":      `repair: host "ex ample.com" holds ' ', which no client accepts in a host (the URL Standard's forbidden host code points) at offset 10: correct the host`,
		"https://example.com:65536/": `repair: port "65536" is above 65535, which no client can connect to at offset 20: correct it or remove it with its ":"`,
		"http://h:65536/a b":         `repair: port "65536" is above 65535, which no client can connect to at offset 9: correct it or remove it with its ":"`,
	} {
		if _, _, err := Repair(in); err == nil || err.Error() != want {
			t.Errorf("Repair(%q): %v; want %s", in, err, want)
		}
	}
	_, _, err := Repair("http://f:b/c")
	if want := `repair: port "b" is not a number at offset 9: a port is decimal digits: correct it or remove it with its ":"`; err.Error() != want {
		t.Errorf("message %q", err)
	}
}

func TestRepairAllocs(t *testing.T) {
	s := "http://www.example.com/a/b?c=d#e"
	if n := testing.AllocsPerRun(100, func() { _, _, _ = Repair(s) }); n != 0 {
		t.Errorf("Repair of a valid reference: %v allocations; want 0", n)
	}
}

// The messages say what was done.
func TestRepairMessages(t *testing.T) {
	_, changes, _ := Repair("http://b\u00fccher.de/\u00e9 %?\\")
	var ms []string
	for _, c := range changes {
		ms = append(ms, string(c.Kind)+": "+c.Message)
	}
	want := `idna-host: host "bücher.de" written "xn--bcher-kva.de" (IDNA A-labels)|` +
		`encoded-non-ascii: 'é' written %C3%A9|encoded-space: space written %20|` +
		`encoded-percent: "%" not followed by two hex digits written %25|` +
		`encoded-char: '\\' written %5C, as RFC 3986 does not allow it here`
	if got := strings.Join(ms, "|"); got != want {
		t.Errorf("messages\n%s\nwant\n%s", got, want)
	}
}

// FuzzRepair: no panic; a repaired reference parses, is a fixed point, and
// its changes have offsets inside the input, in order; a valid input is
// kept with no change, but for the slashes before a special URL's host; an
// error is an *Error with an offset in the input.
func FuzzRepair(f *testing.F) {
	for _, s := range []string{" http://a/b c ", "http:\\\\a\\b", "http://b\u00fccher.de/", "http://[fe80::1%en0]/",
		"http://a/%zz", "'http://x", "http://f:b/", "a\tb", "\ufeffx", "http://a@b@c/#x#y", "http://[::1",
		"http:/127.0.0.1", "///h/", "https:\\/\\h", "http:[::1]", "https://ex ample.com/", "http://h:65536/", "file://C|/", "http://a%zz/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out, changes, err := Repair(s)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("%q: bad error %v", s, err)
			}
			return
		}
		if _, err := uri.ParseReference(out); err != nil {
			t.Fatalf("Repair(%q) = %q does not parse: %v", s, out, err)
		}
		if again, c2, err := Repair(out); err != nil || again != out || len(c2) != 0 {
			t.Fatalf("Repair(%q) = %q, repaired again to %q %v %v", s, out, again, c2, err)
		}
		if u, err := uri.ParseReference(s); err == nil && !slashesToFix(u) && (out != s || changes != nil) {
			t.Fatalf("valid %q repaired to %q", s, out)
		}
		last := 0
		for _, c := range changes {
			if c.Offset < last || c.Offset > len(s) {
				t.Fatalf("Repair(%q): changes %v", s, changes)
			}
			last = c.Offset
		}
	})
}

// RepairLimit lists the first max changes in the order of their offsets,
// whichever phase of the repair made them (tabs removed, backslashes
// made slashes, characters encoded), and counts the rest.
func TestRepairLimitPhases(t *testing.T) {
	s := "http:\\\\h/a b\\c\td e\\f\n"
	want, all, more, err := RepairLimit(s, 0)
	if err != nil || more != 0 || len(all) < 7 {
		t.Fatalf("RepairLimit(%q, 0) = %q, %d changes, %d more, %v", s, want, len(all), more, err)
	}
	for max := 1; max <= len(all)+1; max++ {
		got, changes, more, err := RepairLimit(s, max)
		n := min(max, len(all))
		if err != nil || got != want || !slices.Equal(changes, all[:n]) || more != len(all)-n {
			t.Errorf("max %d: %q, %v, %d more, %v; want %q, %v, %d more", max, got, changes, more, err, want, all[:n], len(all)-n)
		}
	}
}

// TestPlainAuthority: the authorities every client reads alike skip the
// readings; any "\", second "@", "%", control, space or non-ASCII byte
// there, a missing "//" or an empty host takes them.
func TestPlainAuthority(t *testing.T) {
	for s, want := range map[string]bool{
		"http://example.com/a b": true, "https://u:p@example.com:8080/é": true, "ftp://[::1]:21/ x": true, "x+y.z://a.b/": true,
		"http://[::1]/": true, "http://h?q= #f": true, "http://h": true, "http://a!$&'()*+,;=~_-.b/": true,
		"http://a\\\\@b/": false, "http://a@b@c/": false, "http://a%41/": false, "http://a b/": false, "http://é/": false,
		"http:/a/": false, "http:///a/": false, "127.0.0.1:8080": false, "http://:80/": false, "http://[::1%25e]/": false,
		"http://[::1]x/": false, "http://[::1": false, "://a/": false, "1http://a/": false, "http://a\\tb/": false, "mailto:a@b": false,
	} {
		if got := plainAuthority(s); got != want {
			t.Errorf("plainAuthority(%q) = %v, want %v", s, got, want)
		}
	}
}
