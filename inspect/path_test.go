package inspect

import "testing"

// TestPathFindingsAt: the bytes each path, query and fragment finding
// covers, and its severity. Controls are RFC 5234's CTL (%00-%1F, %7F);
// CR, LF and NUL end a protocol line or a C string (RFC 3986 §7.2, §7.3)
// and are a danger, other controls a warning; consecutive triplets are one
// finding; a gopher path may hold the tab that separates a search (RFC 1738
// §3.4).
func TestPathFindingsAt(t *testing.T) {
	checkRows(t, "path", []ssrfRow{
		{"http://h/a/%2e%2e", KindEncodedDot, Warning, "%2e%2e", ""},
		{"http://h/%2E./x", KindEncodedDot, Warning, "%2E.", ""},
		{"http://h/a/.%2e/x", KindEncodedDot, Warning, ".%2e", ""},
		{"http://h/a/../b", KindDotSegment, Warning, "..", ""},
		{"a/./b", KindDotSegment, Info, ".", ""},
		{"http://h/a%0D%0Ab", KindEncodedControl, Danger, "%0D%0A", ""},
		{"http://h/a%1F%7Fb", KindEncodedControl, Warning, "%1F%7F", ""},
		{"http://h/a%1B%0Db", KindEncodedControl, Danger, "%1B%0D", ""},
		{"http://h/x%2Fy%5Cz", KindEncodedSlash, Warning, "%2F", ""},
		{"http://h/x%2Fy%5Cz", KindEncodedBackslash, Warning, "%5C", ""},
		{"http://h/%00a%00", KindEncodedControl, Danger, "%00", ""},
		{"gopher://h/7a%09%0D", KindEncodedControl, Danger, "%0D", ""},
		{"http://h/?q=%0D", KindEncodedControl, Danger, "%0D", ""},
		{"http://h/?q=%1B", KindEncodedControl, Warning, "%1B", ""},
		{"http://h/?a=%1B%5B2J", KindEncodedControl, Warning, "%1B", ""},
		{"http://h/?a=%20%1F%7f%41", KindEncodedControl, Warning, "%1F%7f", ""},
		{"http://h/#x%0a%7Fy", KindEncodedControl, Danger, "%0a%7F", ""},
		{"http://h/#%00", KindEncodedControl, Danger, "%00", ""},
		// A path that starts with its first triplet.
		{"%2e%2e/etc", KindEncodedDot, Warning, "%2e%2e", ""},
		{"mailto:%0D%0ABcc:x@example.com", KindEncodedControl, Danger, "%0D%0A", ""},
	})
	// A run is broken by any octet that is not an encoded control.
	for s, want := range map[string]int{"http://h/%00a%00": 2, "http://h/a%0D%0Ab": 1, "http://h/%00%41%00": 2,
		"http://h/?%00%41%00": 2, "http://h/?%00x%00": 2, "http://h/#%00%00": 1} {
		n := 0
		for _, f := range mustInspect(t, s) {
			if f.Kind == KindEncodedControl {
				n++
			}
		}
		if n != want {
			t.Errorf("%q: %d encoded-control findings, want %d", s, n, want)
		}
	}
}
