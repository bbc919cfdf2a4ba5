package canon

import (
	"slices"
	"strings"
	"testing"
)

// The edges of the SURT and Safe Browsing steps that the vectors do not
// reach, each expectation taken from the rule the step implements (the
// webarchive-commons class named, or the v4 document).
func TestSURTEdges(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// URLParser removes U+0085, U+2028 and U+2029 anywhere, the first
		// byte included (String.trim leaves U+0085: it is above U+0020).
		{"\u0085http://example.com/", "com,example)/"},
		// String.trim: every byte up to U+0020 at either end.
		{"  http://www.archive.org/a \x00", "org,archive)/a"},
		{"\x01\x1f http://archive.org/", "org,archive)/"},
		// A port that is not the scheme's default is kept, 1 included
		// (HandyURL's "no port" is -1).
		{"http://example.com:1/", "com,example:1)/"},
		// normalizePath: "." segments go from the first on; ".." with nothing
		// before it stays.
		{"http://h/./a", "h)/a"},
		{"http://h/a/./b/../c", "h)/a/c"},
		{"http://h/../a", "h)/../a"},
		// An empty query, before a fragment too, is dropped.
		{"http://h/a?#f", "h)/a"},
		// Integer.parseInt takes a sign: -80 is not http's 80.
		{"http://example.com:-80/", "com,example:-80)/"},
		{"http://example.com:-2147483648/", "com,example:-2147483648)/"}, // Integer.MIN_VALUE
		// HTTP_SCHEME_SLASHES: extra slashes after http:// go.
		{"http:///example.com/", "com,example)/"},
		{"https:////example.com/a", "com,example)/a"},
		// A lone lead byte of U+0085 at the end is data, escaped.
		{"http://h/a\xc2", "h)/a%c2"},
		// attemptIPFormats: a dotted quad in octal when its first part
		// starts with "0", each part up to 255.
		{"http://0377.0.0.1/", "1,0,0,255)/"},
		{"http://1.2.3.255/", "255,3,2,1)/"},
		{"http://example.com:0/", "com,example:0)/"},
		{"https://example.com:80/", "com,example:80)/"},
		{"http://exa\u2028mple.com/a\u2029b", "com,example)/ab"},
		{"http://example.com/a\u2028", "com,example)/a"},
		// ... and LF, CR and TAB anywhere (after eight plain bytes too).
		{"http://example.com/abcdefgh\tijklmnop\nqrstuvwx\rz", "com,example)/abcdefghijklmnopqrstuvwxz"},
		// IAURLCanonicalizer.massageHost: "^www\d*\." again and again.
		{"http://www2.example.org/", "org,example)/"},
		{"http://www.www17.example.org/", "org,example)/"},
		{"http://www2example.org/", "org,www2example)/"},
		// BasicURLCanonicalizer: dots trimmed, runs made one, lower case.
		{"http://A..B.Com/", "com,b,a)/"},
		{"http://..a...b.com../", "com,b,a)/"},
		{"http://Example.COM./x", "com,example)/x"},
		{"http://example.com./x", "com,example)/x"},
		{"http://a..b.com/", "com,b,a)/"},
		{"http://.a.com/", "com,a)/"},
		// attemptIPFormats: an address in dotted decimal, each part as it is.
		{"http://10.10.10.10/", "10,10,10,10)/"},
		{"http://100.200.255.9/", "9,255,200,100)/"},
		{"http://167772170/", "10,0,0,10)/"},
		// escapeOnce: bytes <= 0x20 and >= 0x80, "#" and "%" escaped, in
		// any position; DEL kept.
		{"http://h/abcdefgh ijklmnop", "h)/abcdefgh%20ijklmnop"},
		{"http://h/abcdefgh\x7fijklmnop", "h)/abcdefgh\x7fijklmnop"},
		{"http://h/a\x7f", "h)/a\x7f"},
	} {
		got, err := SURT(c.in)
		if err != nil || got != c.want {
			t.Errorf("SURT(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	// URLRegexTransformer.stripPathSessionID: "/(" 24 letters or digits
	// ")/" before a page named ".aspx".
	const id = "(a1b2c3d4e5f6g7h8i9j0k1l2)"
	for _, c := range []struct{ in, want string }{
		{"/foo/" + id + "/page.aspx", "/foo/page.aspx"},
		{"/foo/" + id + "/x/page.aspx?a=b", "/foo/x/page.aspx?a=b"},
		{"/foo/" + id[:25] + "/page.aspx", "/foo/" + id[:25] + "/page.aspx"},     // 23
		{"/foo/" + id[:25] + "3)/page.aspx", "/foo/" + id[:25] + "3)/page.aspx"}, // 25
		{"/foo/" + id[:25] + "_/page.aspx", "/foo/" + id[:25] + "_/page.aspx"},   // no ")"
		{"/foo/" + id + "x/page.aspx", "/foo/" + id + "x/page.aspx"},             // no "/" after
		{"/foo/" + id + "/page.html", "/foo/" + id + "/page.html"},
		{"/x.aspx/(a(abc", "/x.aspx/(a(abc"},                                                                 // a group cut short at the end                                           // no .aspx
		{"/foo/" + id[:13] + "-" + id[14:] + "/page.aspx", "/foo/" + id[:13] + "-" + id[14:] + "/page.aspx"}, // not alphanumeric
	} {
		if got := string(stripPathSessionID([]byte(c.in))); got != c.want {
			t.Errorf("stripPathSessionID(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// URLRegexTransformer.stripQuerySessionID's ASP.NET rule:
	// ASPSESSIONID[a-zA-Z]{8}=[a-zA-Z]{24} then "&" or the end.
	const asp = "aspsessionidabcdefgh=abcdefghijklmnopqrstuvwx"
	for _, c := range []struct{ in, want string }{
		{"?a=1&" + asp, "?a=1&"},
		{"?" + asp + "&x=y", "?x=y"},
		{"?" + asp + "y", "?" + asp + "y"}, // 25 letters
		{"?" + strings.Replace(asp, "abcdefgh=", "abcdefg1=", 1), "?" + strings.Replace(asp, "abcdefgh=", "abcdefg1=", 1)}, // a digit among the 8
		{"?" + strings.Replace(asp, "wx", "w1", 1), "?" + strings.Replace(asp, "wx", "w1", 1)},                             // a digit among the 24
		{"?" + strings.Replace(asp, "=", "x", 1), "?" + strings.Replace(asp, "=", "x", 1)},                                 // no "="
	} {
		if got := string(stripQuerySessionID([]byte(c.in))); got != c.want {
			t.Errorf("stripQuerySessionID(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSafeBrowsingEdges(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		// Every byte >= 127 is escaped, DEL included, wherever it stands.
		{"http://h/abcdefgh\x7fijklmnop", "http://h/abcdefgh%7Fijklmnop"},
		{"http://h/abcdefg\x7f", "http://h/abcdefg%7F"},
		{"http://h/?abcdefghijklmnop\x7f", "http://h/?abcdefghijklmnop%7F"},
		// A host and a port without a scheme: no scheme ("www.google.com:80"
		// is not a scheme "www.google.com" and an opaque path).
		{"www.google.com:80/", "http://www.google.com/"},
		{"www.google.com:8080", "http://www.google.com/"},
		// A dotted quad, a space and anything, in 15 bytes, is the quad (the
		// Windows resolver's reading, as the Go client and Chromium take it).
		{"http://1.2.3.4%20x/", "http://1.2.3.4/"},
		{"http://10.20.30.40%20a/", "http://10.20.30.40/"},
		// Tab, CR and LF go wherever they stand, a word of capitals too.
		{"http://h/ABCDEFG\tHIJKLMNO", "http://h/ABCDEFGHIJKLMNO"},
		{"HTTP://H/ABCDEFG\tHIJKLMNO", "http://h/ABCDEFGHIJKLMNO"},
		// Userinfo goes, an empty one too.
		{"http://@h/", "http://h/"},
		{"http://u:p@h/", "http://h/"},
		{"http://h/ABCDEFGHIJKLMNO\r\nPQ", "http://h/ABCDEFGHIJKLMNOPQ"},
	} {
		got, err := SafeBrowsing(c.in)
		if err != nil || got != c.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	// Past 15 bytes the quad and its tail are a name, escaped.
	if got, err := SafeBrowsing("http://1.2.3.4%20abcdefgh/"); err != nil || got != "http://1.2.3.4%20abcdefgh/" {
		t.Errorf("SafeBrowsing(1.2.3.4 abcdefgh) = %q, %v", got, err)
	}
}

// Errors say what and where: an Offset of -1 when no byte is at fault.
func TestErrorOffsets(t *testing.T) {
	_, err := Purell("http://[::1", FlagsSafe)
	if e, ok := err.(*Error); !ok || e.Offset != -1 || e.ByteOffset() != -1 || e.Profile != "purell" {
		t.Errorf("Purell(http://[::1): %#v", err)
	}
	for _, c := range []struct{ in, why string }{
		{"http://:80/", "no host"},
		{"http:///", "no host"},
		{"http://a:b/", "a port that is not a number"},
		{"http://[zz]/", "IPv6"},
	} {
		_, err = SafeBrowsing(c.in)
		if e, ok := err.(*Error); !ok || e.Offset != -1 || !strings.Contains(e.Reason, c.why) {
			t.Errorf("SafeBrowsing(%q): %#v, want %q at no offset", c.in, err, c.why)
		}
	}
	_, err = Purell("http://xn---/", FlagsSafe)
	if e, ok := err.(*Error); !ok || e.Offset != -1 || !strings.Contains(e.Reason, "idna") {
		t.Errorf("Purell(http://xn---/): %#v", err)
	}
	for _, in := range []string{"http:///", "http://?q"} {
		if _, err := SURT(in); err == nil || err.(*Error).Offset != -1 {
			t.Errorf("SURT(%q): %v, want an error at no offset", in, err)
		}
	}
	if _, err := SURT("http://h:2147483648/"); err == nil {
		t.Errorf("SURT: a port past Integer.MAX_VALUE is no number")
	}
	_, err = SURT("http://h:x/")
	if e, ok := err.(*Error); !ok || e.Offset != 9 || !strings.Contains(e.Error(), "at offset 9") {
		t.Errorf("SURT(http://h:x/): %#v", err)
	}
}

// alphaReorderQuery sorts any number of parameters (past the 32 a buffer
// on the stack holds), by name.
func TestSURTManyParams(t *testing.T) {
	var in, want []string
	for i := 39; i >= 0; i-- {
		in = append(in, "k"+string(rune('0'+i/10))+string(rune('0'+i%10))+"=v")
	}
	want = append(want, in...)
	slices.Sort(want)
	got, err := SURT("http://h/?" + strings.Join(in, "&"))
	if w := "h)/?" + strings.Join(want, "&"); err != nil || got != w {
		t.Errorf("SURT of 40 parameters = %q, %v; want %q", got, err, w)
	}
	if got := massageHost("www."); got != "" {
		t.Errorf(`massageHost("www.") = %q, want ""`, got)
	}
}

// purell's RemoveDirectoryIndex takes "default" or "index", ".", and one
// to four word characters: purell itself is the oracle.
func TestPurellDirectoryIndex(t *testing.T) {
	for _, u := range []string{"http://h/a/index.html", "http://h/a/index.h-m", "http://h/a/default.asp_", "http://h/index.htmlx", "http://h/index.", "http://h/index.a.b"} {
		want, werr, _ := purellGuarded(u, FlagRemoveDirectoryIndex)
		got, err := Purell(u, FlagRemoveDirectoryIndex)
		if got != want || (err == nil) != (werr == nil) {
			t.Errorf("Purell(%q, FlagRemoveDirectoryIndex) = %q, %v; purell %q, %v", u, got, err, want, werr)
		}
	}
}

// hostToSURT writes an IPv6 literal without its brackets, however short.
func TestReversedHostBrackets(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"[]", ""}, {"[::1]", "::1"}, {"[", "["}, {"a.b", "b,a"}, {"", ""},
	} {
		if got := string(appendReversedHost(nil, c.in)); got != c.want {
			t.Errorf("appendReversedHost(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Bytes that are not UTF-8 in a host: purell folds them as U+FFFD before
// IDNA; purell itself is the oracle.
func TestPurellInvalidUTF8(t *testing.T) {
	for _, u := range []string{"http://a\x80b/", "http://\x80/", "http://ａ\x80/", "http://h/a\x80b"} {
		want, werr, _ := purellGuarded(u, FlagsSafe)
		got, err := Purell(u, FlagsSafe)
		if got != want || (err == nil) != (werr == nil) {
			t.Errorf("Purell(%q, FlagsSafe) = %q, %v; purell %q, %v", u, got, err, want, werr)
		}
	}
}

// appendUnescaped decodes what it appends, and a triplet that ends in it
// may begin only there: what dst held before is left alone.
func TestUnescapeFromStart(t *testing.T) {
	for _, c := range []struct{ dst, s, want string }{
		{"%4", "1", "%41"},
		{"%", "41", "%41"},
		{"x", "%2541", "xA"},
		{"", "%%34%31", "A"}, // "%" "4" "1", then "%41"
	} {
		if got := string(appendUnescaped([]byte(c.dst), c.s)); got != c.want {
			t.Errorf("appendUnescaped(%q, %q) = %q, want %q", c.dst, c.s, got, c.want)
		}
	}
}
