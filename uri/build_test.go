package uri

import (
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// TestBuildRFCExamples builds the example URIs of RFC 3986 (§1.1.2, §3,
// §2.5, §6.2.2, §6.2.3, §5.4) and RFC 6874 §2 from their parts; the
// expected strings are the RFC's own text.
func TestBuildRFCExamples(t *testing.T) {
	nb := func() *Builder { return new(Builder) }
	for _, tc := range []struct {
		name string
		b    *Builder
		want string
	}{
		{"§3 decoded parts", nb().Scheme("foo").Host("example.com").Port("8042").
			Path("/over/there").Query("name=ferret").Fragment("nose"),
			"foo://example.com:8042/over/there?name=ferret#nose"},
		{"§3 raw parts", nb().Scheme("foo").RawHost("example.com").PortValue(8042).
			RawPath("/over/there").RawQuery("name=ferret").RawFragment("nose"),
			"foo://example.com:8042/over/there?name=ferret#nose"},
		{"§3 segments", nb().Scheme("foo").RawAuthority("example.com:8042").
			Segments("over", "there").Query("name=ferret").Fragment("nose"),
			"foo://example.com:8042/over/there?name=ferret#nose"},
		{"§3 urn", nb().Scheme("urn").Path("example:animal:ferret:nose"),
			"urn:example:animal:ferret:nose"},
		{"§1.1.2 ftp", nb().Scheme("ftp").Host("ftp.is.co.za").Path("/rfc/rfc1808.txt"),
			"ftp://ftp.is.co.za/rfc/rfc1808.txt"},
		{"§1.1.2 http", nb().Scheme("http").Host("www.ietf.org").Segments("rfc", "rfc2396.txt"),
			"http://www.ietf.org/rfc/rfc2396.txt"},
		{"§1.1.2 ldap, IPv6 bracketed", nb().Scheme("ldap").Host("2001:db8::7").Path("/c=GB").Query("objectClass?one"),
			"ldap://[2001:db8::7]/c=GB?objectClass?one"},
		{"§1.1.2 ldap, IPv6 given bracketed", nb().Scheme("ldap").Host("[2001:db8::7]").Path("/c=GB").Query("objectClass?one"),
			"ldap://[2001:db8::7]/c=GB?objectClass?one"},
		{"§1.1.2 mailto", nb().Scheme("mailto").Path("John.Doe@example.com"),
			"mailto:John.Doe@example.com"},
		{"§1.1.2 news", nb().Scheme("news").Path("comp.infosystems.www.servers.unix"),
			"news:comp.infosystems.www.servers.unix"},
		{"§1.1.2 tel", nb().Scheme("tel").Path("+1-816-555-1212"),
			"tel:+1-816-555-1212"},
		{"§1.1.2 telnet", nb().Scheme("telnet").Host("192.0.2.16").PortValue(80).Path("/"),
			"telnet://192.0.2.16:80/"},
		{"§1.1.2 urn", nb().Scheme("urn").Path("oasis:names:specification:docbook:dtd:xml:4.1.2"),
			"urn:oasis:names:specification:docbook:dtd:xml:4.1.2"},
		{"§2.5 UTF-8 octets", nb().Path("/\u00c0/\u30a2"),
			"/%C3%80/%E3%82%A2"},
		{"§6.2.2 %7B %7D", nb().Scheme("example").Host("a").Path("/b/c/{foo}"),
			"example://a/b/c/%7Bfoo%7D"},
		{"§6.2.3 empty port", nb().Scheme("http").Host("example.com").Port("").Path("/"),
			"http://example.com:/"},
		{"§6.2.3 no path", nb().Scheme("http").Host("example.com"),
			"http://example.com"},
		{"§5.4 base", nb().Scheme("http").Host("a").Path("/b/c/d;p").Query("q"),
			"http://a/b/c/d;p?q"},
		{"§5.4 relative g?y#s", nb().Path("g").Query("y").Fragment("s"), "g?y#s"},
		{"§5.4 relative //g", nb().Host("g"), "//g"},
		{"§5.4 relative ;x", nb().Path(";x"), ";x"},
		{"RFC 6874 §2 zone", nb().Scheme("http").Host("fe80::a%en1"),
			"http://[fe80::a%25en1]"},
		{"RFC 6874 §2 zone as written", nb().Scheme("http").RawHost("[fe80::a%25en1]"),
			"http://[fe80::a%25en1]"},
	} {
		u, err := tc.b.Build()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if u.String() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, u.String(), tc.want)
		}
		v, err := ParseReference(tc.want)
		if err != nil || v != u {
			t.Errorf("%s: Build gave %#v, ParseReference(%q) gives %#v, %v", tc.name, u, tc.want, v, err)
		}
	}
}

// TestBuildComponents checks that the built value's accessors give back
// the parts, §3's example component by component.
func TestBuildComponents(t *testing.T) {
	u, err := new(Builder).Scheme("foo").Host("example.com").PortValue(8042).
		Path("/over/there").Query("name=ferret").Fragment("nose").Build()
	if err != nil {
		t.Fatal(err)
	}
	got := []string{u.Scheme(), u.Authority(), u.Host(), u.Port(), u.Path(), u.Query(), u.Fragment()}
	want := []string{"foo", "example.com:8042", "example.com", "8042", "/over/there", "name=ferret", "nose"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if !u.HasScheme() || !u.HasAuthority() || u.HasUserinfo() || !u.HasPort() || !u.HasQuery() || !u.HasFragment() {
		t.Errorf("presence flags wrong: %+v", u)
	}
	if u.HostKind() != HostRegName || u.Dialect() != RFC3986 {
		t.Errorf("kind %v, dialect %v", u.HostKind(), u.Dialect())
	}
}

// TestBuildPresence checks absent against present-and-empty (RFC 3986
// §5.3 tests "defined"; the §3 and §6.2.3 examples of empty components).
func TestBuildPresence(t *testing.T) {
	nb := func() *Builder { return new(Builder) }
	for _, tc := range []struct {
		name string
		b    *Builder
		want string
	}{
		{"zero builder", nb(), ""},
		{"empty query", nb().Scheme("http").Host("a").Path("/b").Query(""), "http://a/b?"},
		{"empty query and fragment", nb().Scheme("http").Host("a").Path("/b").Query("").Fragment(""), "http://a/b?#"},
		{"empty authority", nb().Scheme("foo").Host(""), "foo://"},
		{"empty authority by RawAuthority", nb().Scheme("foo").RawAuthority(""), "foo://"},
		{"file empty host", nb().Scheme("file").Host("").Path("/etc/hosts"), "file:///etc/hosts"},
		{"empty userinfo", nb().Scheme("ftp").Userinfo("").Host("host").Path("/"), "ftp://@host/"},
		{"empty port", nb().Scheme("http").Host("a").Port("").Path("/"), "http://a:/"},
		{"port alone", nb().Port("80"), "//:80"},
		{"userinfo alone", nb().Userinfo("u"), "//u@"},
		{"cleared query", nb().Scheme("http").Host("a").Query("x").Clear(ComponentQuery), "http://a"},
		{"cleared fragment", nb().Scheme("http").Host("a").Fragment("x").Clear(ComponentFragment), "http://a"},
		{"cleared authority", nb().Scheme("x").Userinfo("u").Host("h").Port("1").Path("/p").Clear(ComponentAuthority), "x:/p"},
		{"cleared userinfo keeps authority", nb().Scheme("x").Userinfo("u").Host("h").Clear(ComponentUserinfo), "x://h"},
		{"cleared port", nb().Scheme("x").Host("h").Port("1").Clear(ComponentPort), "x://h"},
		{"cleared host keeps authority", nb().Scheme("x").Host("h").Clear(ComponentHost), "x://"},
		{"cleared path", nb().Scheme("x").Path("p").Clear(ComponentPath), "x:"},
		{"cleared scheme", nb().Scheme("x").Path("/p").Clear(ComponentScheme), "/p"},
		{"query only", nb().Query("q"), "?q"},
		{"fragment only", nb().Fragment(""), "#"},
		{"scheme only", nb().Scheme("about"), "about:"},
	} {
		u, err := tc.b.Build()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if u.String() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, u.String(), tc.want)
		}
	}
	u, _ := new(Builder).Scheme("http").Host("a").Query("").Fragment("").Build()
	if !u.HasQuery() || u.Query() != "" || !u.HasFragment() || u.Fragment() != "" {
		t.Errorf("empty query/fragment not present: %+v", u)
	}
	u, _ = new(Builder).Scheme("foo").Host("").Build()
	if !u.HasAuthority() || u.Authority() != "" || u.HostKind() != HostRegName {
		t.Errorf("empty authority not present: %+v", u)
	}
}

// TestBuildEncoding checks what each decoded setter encodes: exactly what
// its component cannot carry (RFC 3986 Appendix A), and nothing more.
func TestBuildEncoding(t *testing.T) {
	nb := func() *Builder { return new(Builder).Scheme("s") }
	for _, tc := range []struct {
		name string
		b    *Builder
		want string
	}{
		// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
		{"userinfo", nb().Userinfo("us er:p@ss/w?#").Host("h"), "s://us%20er:p%40ss%2Fw%3F%23@h"},
		{"userinfo sub-delims", nb().Userinfo("!$&'()*+,;=:~").Host("h"), "s://!$&'()*+,;=:~@h"},
		{"user password", nb().UserPassword("a:b", "c:d").Host("h"), "s://a%3Ab:c:d@h"},
		// reg-name = *( unreserved / pct-encoded / sub-delims )
		{"reg-name", nb().Host("b\u00fccher.example"), "s://b%C3%BCcher.example"},
		{"reg-name percent", nb().Host("50%"), "s://50%25"},
		{"reg-name space", nb().Host("a b"), "s://a%20b"},
		{"IPv6", nb().Host("::1"), "s://[::1]"},
		{"IPv6 IPv4-embedded", nb().Host("::ffff:192.0.2.1"), "s://[::ffff:192.0.2.1]"},
		{"IPv6 zone encoded", nb().Host("fe80::1%eth 0"), "s://[fe80::1%25eth%200]"},
		{"IPvFuture", nb().Host("[v7.a:b]"), "s://[v7.a:b]"},
		{"IPv4", nb().Host("192.0.2.16"), "s://192.0.2.16"},
		// path: pchar and "/"
		{"path", nb().Host("h").Path("/a b/c?d#e%f/:@!$&'()*+,;="), "s://h/a%20b/c%3Fd%23e%25f/:@!$&'()*+,;="},
		{"segments", nb().Host("h").Segments("a/b", "c d", "", "?"), "s://h/a%2Fb/c%20d//%3F"},
		{"no segments", nb().Host("h").Segments(), "s://h"},
		{"one empty segment", nb().Segments(""), "s:/"},
		// query and fragment: pchar, "/" and "?"
		{"query", nb().Query("a=1&b=/?:@ #[]"), "s:?a=1&b=/?:@%20%23%5B%5D"},
		{"fragment", nb().Fragment("x/?:@ #%"), "s:#x/?:@%20%23%25"},
		// RFC 3986 §4.2: a ":" in the first segment of a relative path.
		{"relative colon", new(Builder).Path("this:that"), "this%3Athat"},
		{"relative colons", new(Builder).Path("a:b:c/d:e"), "a%3Ab%3Ac/d:e"},
		{"relative colon after slash", new(Builder).Path("./this:that"), "./this:that"},
		{"scheme keeps colon", nb().Path("this:that"), "s:this:that"},
	} {
		u, err := tc.b.Build()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if u.String() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, u.String(), tc.want)
		}
	}

	// The decoded parts read back decoded.
	u, err := new(Builder).Userinfo("us er").Host("fe80::1%eth 0").Path("/this:that/x y").
		Query("a b").Fragment("c#d").Build()
	if err != nil {
		t.Fatal(err)
	}
	if u.DecodedUserinfo() != "us er" || u.Zone() != "eth 0" || u.DecodedPath() != "/this:that/x y" ||
		u.DecodedQuery() != "a b" || u.DecodedFragment() != "c#d" {
		t.Errorf("decoded parts differ: %q", u.String())
	}
	u, err = new(Builder).Path("this:that").Build()
	if err != nil || u.HasScheme() || u.DecodedPath() != "this:that" {
		t.Errorf("relative colon path: %q %v", u.String(), err)
	}
	u, _ = new(Builder).Scheme("s").Host("h").Segments("a/b", "c d", "").Build()
	if got := slices.Collect(u.DecodedSegments()); !slices.Equal(got, []string{"a/b", "c d", ""}) {
		t.Errorf("segments read back as %q", got)
	}
}

// TestBuildErrors checks that invalid parts are errors naming the part,
// the offset within it and the kind.
func TestBuildErrors(t *testing.T) {
	nb := func() *Builder { return new(Builder) }
	for _, tc := range []struct {
		name   string
		b      *Builder
		kind   error
		comp   Component
		input  string
		offset int
	}{
		{"scheme starting with a digit", nb().Scheme("1http"), ErrInvalidScheme, ComponentScheme, "1http", 0},
		{"scheme with space", nb().Scheme("ht tp"), ErrInvalidScheme, ComponentScheme, "ht tp", 2},
		{"scheme with colon", nb().Scheme("http:"), ErrInvalidScheme, ComponentScheme, "http:", 4},
		{"scheme percent", nb().Scheme("h%74tp"), ErrInvalidScheme, ComponentScheme, "h%74tp", 1},
		{"empty scheme", nb().Scheme(""), ErrInvalidScheme, ComponentScheme, "", 0},
		{"port with letters", nb().Port("8o8o"), ErrInvalidPort, ComponentPort, "8o8o", 1},
		{"port with sign", nb().Port("-1"), ErrInvalidPort, ComponentPort, "-1", 0},
		{"raw userinfo @", nb().RawUserinfo("a@b"), ErrInvalidChar, ComponentUserinfo, "a@b", 1},
		{"raw userinfo space", nb().RawUserinfo("a b"), ErrInvalidChar, ComponentUserinfo, "a b", 1},
		{"raw userinfo percent", nb().RawUserinfo("a%zz"), ErrInvalidPercent, ComponentUserinfo, "a%zz", 1},
		{"host with port", nb().Host("example.com:80"), ErrInvalidHost, ComponentHost, "example.com:80", 11},
		{"host empty zone", nb().Host("fe80::1%"), ErrInvalidHost, ComponentZone, "fe80::1%", 7},
		{"host bad literal", nb().Host("[::1"), ErrInvalidHost, ComponentHost, "[::1", 0},
		{"host bad IPv6 in brackets", nb().Host("[1::2::3]"), ErrInvalidHost, ComponentHost, "[1::2::3]", 5},
		{"raw host bare zone %", nb().RawHost("[fe80::1%en0]"), ErrInvalidHost, ComponentHost, "[fe80::1%en0]", 8},
		{"raw host space", nb().RawHost("a b"), ErrInvalidHost, ComponentHost, "a b", 1},
		{"raw host colon", nb().RawHost("a:1"), ErrInvalidHost, ComponentHost, "a:1", 1},
		{"raw host bracket inside", nb().RawHost("a[b]"), ErrInvalidHost, ComponentHost, "a[b]", 1},
		{"raw host bad percent", nb().RawHost("a%g0"), ErrInvalidPercent, ComponentHost, "a%g0", 1},
		{"raw authority slash", nb().RawAuthority("a/b"), ErrInvalidChar, ComponentAuthority, "a/b", 1},
		{"raw authority bad port", nb().RawAuthority("u@h:8x"), ErrInvalidPort, ComponentPort, "u@h:8x", 5},
		{"raw authority two @", nb().RawAuthority("a@b@c"), ErrInvalidChar, ComponentUserinfo, "a@b@c", 1},
		{"raw path query char", nb().RawPath("/a?b"), ErrInvalidChar, ComponentPath, "/a?b", 2},
		{"raw path space", nb().RawPath("/a b"), ErrInvalidChar, ComponentPath, "/a b", 2},
		{"raw path percent", nb().RawPath("/100%"), ErrInvalidPercent, ComponentPath, "/100%", 4},
		{"raw query hash", nb().RawQuery("a#b"), ErrInvalidChar, ComponentQuery, "a#b", 1},
		{"raw query non-ASCII", nb().RawQuery("\u00e9"), ErrInvalidChar, ComponentQuery, "\u00e9", 0},
		{"raw fragment hash", nb().RawFragment("a#b"), ErrInvalidChar, ComponentFragment, "a#b", 1},
		{"clear zone", nb().Clear(ComponentZone), ErrInvalidPart, ComponentZone, "", 0},
		// Structural rules, found by Build (RFC 3986 §3.3, §4.2).
		{"rootless path with authority", nb().Scheme("http").Host("a").Path("b"), ErrInvalidPath, ComponentPath, "b", 0},
		{"raw rootless path with authority", nb().Host("a").RawPath("b/c"), ErrInvalidPath, ComponentPath, "b/c", 0},
		{"// path without authority", nb().Scheme("s").Path("//a"), ErrInvalidPath, ComponentPath, "//a", 1},
		{"the path \"//\" alone, without authority", nb().Path("//"), ErrInvalidPath, ComponentPath, "//", 1},
		{"// segments without authority", nb().Segments("", "a"), ErrInvalidPath, ComponentPath, "//a", 1},
		{"raw relative colon", nb().RawPath("a:b"), ErrInvalidPath, ComponentPath, "a:b", 1},
		{"raw colon after scheme cleared", NewBuilder(MustParse("urn:a:b")).Clear(ComponentScheme), ErrInvalidPath, ComponentPath, "a:b", 1},
		// The first error is kept; later calls are ignored.
		{"first error wins", nb().Scheme("1").Port("x").Host("a b c:"), ErrInvalidScheme, ComponentScheme, "1", 0},
	} {
		u, err := tc.b.Build()
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: got %q, %v; want an *Error", tc.name, u.String(), err)
			continue
		}
		if !errors.Is(err, tc.kind) || e.Component != tc.comp || e.Input != tc.input || e.Offset != tc.offset {
			t.Errorf("%s: got kind %v, %v, input %q, offset %d; want %v, %v, %q, %d (%v)",
				tc.name, e.Kind, e.Component, e.Input, e.Offset, tc.kind, tc.comp, tc.input, tc.offset, err)
		}
		if !strings.HasPrefix(err.Error(), "uri: ") || !strings.Contains(err.Error(), " in "+tc.comp.String()) {
			t.Errorf("%s: message %q does not name the component", tc.name, err)
		}
		if tc.b.Err() == nil && tc.kind != ErrInvalidPath {
			t.Errorf("%s: Err() is nil", tc.name)
		}
	}
	if err := new(Builder).Scheme("http").Err(); err != nil {
		t.Errorf("Err() on a valid builder: %v", err)
	}
}

// TestNewBuilder changes one part of a parsed URI and keeps the others as
// written, using the RFC 3986 §5.4 base URI.
func TestNewBuilder(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	for _, tc := range []struct {
		name string
		b    *Builder
		want string
	}{
		{"unchanged", NewBuilder(base), "http://a/b/c/d;p?q"},
		{"query", NewBuilder(base).Query("y"), "http://a/b/c/d;p?y"},
		{"no query", base.Builder().Clear(ComponentQuery), "http://a/b/c/d;p"},
		{"fragment", base.Builder().Fragment("s"), "http://a/b/c/d;p?q#s"},
		{"scheme", base.Builder().Scheme("https"), "https://a/b/c/d;p?q"},
		{"host", base.Builder().Host("::1"), "http://[::1]/b/c/d;p?q"},
		{"port", base.Builder().PortValue(8080), "http://a:8080/b/c/d;p?q"},
		{"user", base.Builder().UserPassword("u", "p"), "http://u:p@a/b/c/d;p?q"},
		{"relative", base.Builder().Clear(ComponentScheme).Clear(ComponentAuthority), "/b/c/d;p?q"},
		{"encoded kept", NewBuilder(MustParse("s://u%41@h%41:1/p%41?q%41#f%41")).Scheme("t"), "t://u%41@h%41:1/p%41?q%41#f%41"},
		{"zone kept", NewBuilder(MustParse("http://[fe80::1%25en0]:8080/")).Path("/x"), "http://[fe80::1%25en0]:8080/x"},
		{"other dialect, valid in RFC 3986", NewBuilder(must(Draft1997.Parse("http://a.example/b?c"))).Fragment("d"),
			"http://a.example/b?c#d"},
	} {
		u, err := tc.b.Build()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if u.String() != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, u.String(), tc.want)
		}
	}
	if u, err := NewBuilder(base).Build(); err != nil || u != base {
		t.Errorf("NewBuilder(base).Build() = %#v, %v; want %#v", u, err, base)
	}
	// A Draft2003 opaque part may hold "[" (seed 003 §3: uric); RFC 3986's
	// path may not, so the Builder reports it.
	d, err := Draft2003.Parse("foo:[x]")
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewBuilder(d).Build()
	var e *Error
	if !errors.As(err, &e) || e.Component != ComponentPath || e.Offset != 0 || !errors.Is(err, ErrInvalidChar) {
		t.Errorf("Draft2003 \"foo:[x]\" through the builder: %v", err)
	}
}

func must(u URI, err error) URI {
	if err != nil {
		panic(err)
	}
	return u
}

// TestBuilderCopy checks that a copied Builder is independent.
func TestBuilderCopy(t *testing.T) {
	var b Builder
	b.Scheme("http").Host("a")
	c := b
	c.Path("/c")
	u, _ := b.Build()
	v, _ := c.Build()
	if u.String() != "http://a" || v.String() != "http://a/c" {
		t.Errorf("got %q and %q", u.String(), v.String())
	}
}

// TestBuildAllocs asserts that Build allocates once, for the string.
func TestBuildAllocs(t *testing.T) {
	b := new(Builder).Scheme("foo").Host("example.com").Port("8042").
		Path("/over/there").Query("name=ferret").Fragment("nose")
	if n := testing.AllocsPerRun(100, func() { b.Build() }); n != 1 {
		t.Errorf("Build: %v allocs, want 1", n)
	}
	// The whole chain, setters included, when no part needs encoding.
	if n := testing.AllocsPerRun(100, func() {
		sinkURI, _ = new(Builder).Scheme("foo").Host("example.com").Port("8042").
			Path("/over/there").Query("name=ferret").Fragment("nose").Build()
	}); n != 1 {
		t.Errorf("setters and Build: %v allocs, want 1", n)
	}
	r := new(Builder).Path("a:b/c")
	if n := testing.AllocsPerRun(100, func() { r.Build() }); n != 1 {
		t.Errorf("Build with %%3A: %v allocs, want 1", n)
	}
}

var sinkURI URI
var sinkString string

// BenchmarkBuild builds RFC 3986 §3's example URI from decoded parts, with
// net/url's URL.String over the same parts in the same run.
func BenchmarkBuild(b *testing.B) {
	b.Run("urikit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u, err := new(Builder).Scheme("foo").Host("example.com").Port("8042").
				Path("/over/there").Query("name=ferret").Fragment("nose").Build()
			if err != nil {
				b.Fatal(err)
			}
			sinkURI = u
		}
	})
	b.Run("net-url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			u := &url.URL{Scheme: "foo", Host: "example.com:8042", Path: "/over/there",
				RawQuery: "name=ferret", Fragment: "nose"}
			sinkString = u.String()
		}
	})
}
