package uri

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/pct"
)

// Differential testing against net/url. net/url is not an RFC 3986 parser:
// it is lenient where browsers and servers are, strict where Go's HTTP
// stack needs it, and it cannot record some distinctions. Every way in
// which its verdict, components or resolution differ from this package's
// is a named category below, checked by a precise condition; a difference
// that fits none fails FuzzDiffNetURL and TestDiffCategories, so a change
// on either side that opens a new kind of difference is seen.

// A diffCategory names one known kind of difference from net/url.
type diffCategory string

// Parse verdicts: net/url accepts what RFC 3986 rejects.
const (
	// net/url accepts in a path, query or fragment the bytes RFC 3986
	// excludes from them (§2.2, §3.3-3.5): non-ASCII, space, "\"", "<",
	// ">", "\\", "^", "`", "{", "|", "}", "[", "]", and "#" in a fragment
	// (url.Parse rejects only control bytes there).
	diffLenientChar diffCategory = "net/url accepts a byte RFC 3986 excludes from a path, query or fragment"
	// net/url does not check the part after "scheme:" when it does not
	// begin with "/" (url.URL.Opaque): any bytes but controls, "?" and "#".
	diffOpaque diffCategory = "net/url does not check an opaque part"
	// url.Parse refuses control bytes before the "#" only: a fragment may
	// hold any, "\r\n" included.
	diffFragmentControl diffCategory = "net/url accepts control bytes in a fragment"
	// net/url does not check the percent-encoding of a query (§2.1).
	diffQueryPercent diffCategory = "net/url does not check percent-encoding in a query"
	// net/url takes the userinfo up to the last "@" and allows "@" and
	// other bytes in it (RFC 3986 §3.2.1 has no "@" in userinfo).
	diffLenientUserinfo diffCategory = "net/url accepts a userinfo RFC 3986 rejects"
	// net/url accepts in a reg-name the bytes "<", ">", "\"", "[", "]",
	// ":" and non-ASCII, which RFC 3986 §3.2.2 does not allow; and it takes
	// the text after the last ":" of a host as the port.
	diffLenientHost diffCategory = "net/url accepts a host RFC 3986 rejects"
)

// Parse verdicts: net/url rejects what RFC 3986 accepts.
const (
	// net/url refuses a percent-encoded ASCII octet in a host, other than
	// the "%25" before a zone (RFC 3986 §3.2.2 allows pct-encoded in a
	// reg-name).
	diffHostPercent diffCategory = "net/url rejects a percent-encoded ASCII octet in a host"
	// net/url checks an IP literal with netip.ParseAddr, which has no
	// IPvFuture (RFC 3986 §3.2.2) and no RFC 6874 zone rules of its own.
	diffIPLiteral diffCategory = "net/url rejects an IP literal RFC 3986 accepts"
)

// Components of a reference both accept.
const (
	// url.Parse lower-cases the scheme (RFC 3986 §3.1: case-insensitive,
	// canonically lower case).
	diffSchemeCase diffCategory = "net/url lower-cases the scheme"
	// net/url has no field for a "#" with nothing after it (§3.5).
	diffEmptyFragment diffCategory = "net/url cannot tell an empty fragment from none"
	// net/url reads a relative reference starting "///" as a path; RFC
	// 3986 §4.2 reads an empty authority and a path starting "/".
	diffTripleSlash diffCategory = "net/url reads a scheme-less \"///\" as a path"
	// url.URL.EscapedPath writes a decoded path "*" as it is, for the
	// request target of "OPTIONS * HTTP/1.1" (RFC 9112 §3.2.4), so a path
	// "%2A" comes back as "*" (the same octet, RFC 3986 §2.1, §6.2.2).
	diffAsteriskPath diffCategory = "net/url writes the path \"%2A\" as \"*\""
)

// Resolution (RFC 3986 §5.2) of references both accept without difference.
const (
	// url.URL has no field telling "//" with an empty authority from no
	// authority ("//" and "" parse alike), so resolving against or to an
	// empty authority loses it ("a:///" + "//" gives "a:///", §5.2.2 "a://").
	diffEmptyAuthority diffCategory = "net/url cannot tell an empty authority from none"
	// A reference with no path and no query takes the base's query
	// (§5.2.2); net/url copies RawQuery but not ForceQuery, so an empty
	// query is lost ("a://0?" + "" gives "a://0", §5.2.2 "a://0?").
	diffInheritedEmptyQuery diffCategory = "net/url drops an empty query taken from the base"
	// The fragment of the target is the reference's (§5.2.2); for a
	// reference with no path, query or fragment net/url keeps the base's
	// ("a://0#f" + "" gives "a://0#f", §5.2.2 "a://0").
	diffBaseFragment diffCategory = "net/url keeps the base's fragment"
	// net/url's resolvePath collapses empty segments where
	// remove_dot_segments (§5.2.4) keeps them: "a://0" + "..//" gives
	// "a://0/", §5.2.4 "a://0//".
	diffDotSegments diffCategory = "net/url removes dot segments differently around empty segments"
	// url.URL keeps the userinfo and host decoded and String encodes them
	// its own way: "%ba" in a host becomes "%BA", "!" in a userinfo "%21"
	// (the same octets, §2.1, §6.2.2).
	diffReencoded diffCategory = "net/url writes the userinfo and host with its own percent-encoding"
	// A reference with an empty path takes the base's path as it is
	// (§5.2.2: no remove_dot_segments); net/url removes its dot segments
	// ("a://0/." + "" gives "a://0/", §5.2.2 "a://0/.").
	diffBaseDots diffCategory = "net/url removes dot segments from the base's path taken as is"
	// A reference with a scheme is the target, its dot segments removed
	// (§5.2.2); net/url returns one whose path does not begin with "/"
	// (its Opaque) unchanged ("g:x/./y" stays so, §5.2.2 "g:x/y").
	diffOpaqueRef diffCategory = "net/url keeps the dot segments of an opaque reference"
	// On a base without an authority, net/url writes the target with an
	// empty one ("mailto:a" + "b" gives "mailto:///b", §5.2.2 "mailto:b").
	diffOpaqueBase diffCategory = "net/url invents an authority on a base without one"
)

// netDiffLenient lists the bytes below 0x80 that url.Parse accepts in a path,
// query or fragment and RFC 3986 does not.
const netDiffLenient = " \"<>\\^`{|}[]"

// diffParse compares the parse of s by ParseReference and url.Parse and
// returns the category of their first difference, "" when there is none,
// or an error describing a difference no category explains.
func diffParse(s string) (diffCategory, error) {
	u, err := ParseReference(s)
	v, nerr := url.Parse(s)
	switch {
	case err != nil && nerr != nil:
		return "", nil
	case err != nil:
		var e *Error
		if !errors.As(err, &e) {
			return "", err
		}
		c := byte(0)
		if e.Offset < len(s) {
			c = s[e.Offset]
		}
		lenient := c >= 0x80 || strings.IndexByte(netDiffLenient, c) >= 0 ||
			c == '#' && e.Component == ComponentFragment // url.Parse cuts at the first "#"
		switch {
		case v.Opaque != "" && e.Component == ComponentPath:
			return diffOpaque, nil
		case e.Kind == ErrInvalidChar && e.Component == ComponentFragment && (c < 0x20 || c == 0x7f):
			return diffFragmentControl, nil
		case e.Kind == ErrInvalidPercent && e.Component == ComponentQuery:
			return diffQueryPercent, nil
		case lenient && (e.Component == ComponentPath || e.Component == ComponentQuery || e.Component == ComponentFragment):
			return diffLenientChar, nil
		case e.Component == ComponentUserinfo:
			return diffLenientUserinfo, nil
		case e.Component == ComponentHost || e.Component == ComponentPort || e.Component == ComponentAuthority:
			if v.Host != "" {
				return diffLenientHost, nil
			}
		}
		return "", errors.New("url.Parse accepts, ParseReference: " + err.Error())
	case nerr != nil:
		if u.HasAuthority() {
			h := u.Host()
			if u.zoneStart != 0 {
				h = u.s[u.hostStart:u.zoneStart]
			}
			for i := 0; i < len(h); i++ {
				if h[i] == '%' && pct.Octet(h, i) < 0x80 {
					return diffHostPercent, nil
				}
			}
			if u.kind == HostIPv6 || u.kind == HostIPvFuture {
				return diffIPLiteral, nil
			}
		}
		return "", errors.New("ParseReference accepts, url.Parse: " + nerr.Error())
	}
	return diffComponents(u, v)
}

// diffComponents compares the components of u and v, the same text parsed
// by both.
func diffComponents(u URI, v *url.URL) (diffCategory, error) {
	if !u.HasScheme() && strings.HasPrefix(u.s, "///") {
		return diffTripleSlash, nil
	}
	if v.Scheme != u.Scheme() {
		if strings.EqualFold(v.Scheme, u.Scheme()) {
			return diffSchemeCase, nil
		}
		return "", errors.New("scheme " + quoteInput(v.Scheme))
	}
	path := v.Opaque
	if path == "" {
		path = v.RawPath
	}
	if path == "" {
		path = v.EscapedPath()
	}
	if path == "*" && v.Path == "*" && strings.EqualFold(u.Path(), "%2A") {
		return diffAsteriskPath, nil
	}
	if path != u.Path() {
		return "", errors.New("path " + quoteInput(path))
	}
	var user string
	if v.User != nil {
		user = v.User.Username()
		if pw, ok := v.User.Password(); ok {
			user += ":" + pw
		}
	}
	if (v.User != nil) != u.HasUserinfo() || user != u.DecodedUserinfo() {
		return "", errors.New("userinfo " + quoteInput(user))
	}
	host := u.DecodedHost()
	if u.zoneStart != 0 {
		host = u.s[u.hostStart:u.zoneStart] + "%" + u.Zone() + "]"
	}
	if u.HasPort() {
		host += ":" + u.Port()
	}
	if v.Host != host {
		return "", errors.New("host " + quoteInput(v.Host))
	}
	if v.RawQuery != u.Query() || (v.RawQuery != "" || v.ForceQuery) != u.HasQuery() {
		return "", errors.New("query " + quoteInput(v.RawQuery))
	}
	frag := v.RawFragment
	if frag == "" {
		frag = v.EscapedFragment()
	}
	if frag != u.Fragment() {
		return "", errors.New("fragment " + quoteInput(frag))
	}
	if u.HasFragment() && frag == "" {
		return diffEmptyFragment, nil
	}
	return "", nil
}

// diffResolve compares the resolution of ref against base by Resolve and by
// url.URL.ResolveReference, for a base and reference that both parse the
// same way.
func diffResolve(base, ref string) (diffCategory, error) {
	for _, s := range []string{base, ref} {
		if _, err := ParseReference(s); err != nil {
			return "", nil
		}
		if c, err := diffParse(s); c != "" || err != nil {
			return "", nil // a difference of the parse, reported there
		}
	}
	b, err := Parse(base)
	if err != nil {
		return "", nil
	}
	ru, _ := ParseReference(ref)
	t, err := Resolve(b, ru)
	if err != nil {
		return "", err
	}
	nb, _ := url.Parse(base)
	nr, _ := url.Parse(ref)
	got := nb.ResolveReference(nr).String()
	if got == t.String() {
		return "", nil
	}
	switch {
	case ru.HasScheme() && !ru.HasAuthority() && !strings.HasPrefix(ru.Path(), "/") && got == ref:
		return diffOpaqueRef, nil
	case !b.HasAuthority():
		return diffOpaqueBase, nil
	case ru.HasAuthority() && ru.Authority() == "", b.Authority() == "":
		return diffEmptyAuthority, nil
	case t.HasQuery() && t.Query() == "" && !ru.HasQuery() && got == t.s[:t.pathEnd]+t.s[t.queryEnd:]:
		return diffInheritedEmptyQuery, nil
	case !ru.HasFragment() && b.HasFragment() && got == t.String()+"#"+b.Fragment():
		return diffBaseFragment, nil
	}
	g, err := ParseReference(got)
	if err != nil {
		return "", errors.New("net/url resolves to " + quoteInput(got) + ", which does not parse: " + err.Error())
	}
	w := t // t with the userinfo and host as net/url writes them, when they decode alike
	if g.HasAuthority() && t.HasAuthority() && g.HasUserinfo() == t.HasUserinfo() &&
		g.DecodedUserinfo() == t.DecodedUserinfo() && g.DecodedHost() == t.DecodedHost() {
		w, _ = ParseReference(t.s[:t.authStart()] + g.s[g.authStart():g.hostEnd] + t.s[t.hostEnd:])
	}
	if g.Path() != w.Path() && g.s[:g.pathStart] == w.s[:w.pathStart] && g.s[g.pathEnd:] == w.s[w.pathEnd:] {
		switch {
		case ru.Path() == "" && !ru.HasAuthority() && hasDotSegment(b.Path()):
			return diffBaseDots, nil
		case hasDotSegment(ru.Path()) && strings.Contains(b.Path()+"/"+ru.Path(), "//"):
			return diffDotSegments, nil
		}
	}
	if w.String() == got {
		return diffReencoded, nil
	}
	return "", errors.New("net/url resolves to " + quoteInput(got) + ", RFC 3986 to " + quoteInput(t.String()))
}

// TestDiffCategories shows each category with an example, and that the
// references of RFC 3986 itself differ in no other way.
func TestDiffCategories(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want diffCategory
	}{
		{"http://a/b c", diffLenientChar},
		{"http://a/?x[1]=2", diffLenientChar},
		{"http://a/#é", diffLenientChar},
		{"##", diffLenientChar},
		{"#a\r\nb", diffFragmentControl},
		{"a:%0", diffOpaque},
		{"http://a/?%zz", diffQueryPercent},
		{"//a@b@c/", diffLenientUserinfo},
		{"http://a<b/", diffLenientHost},
		{"http://ex%61mple/", diffHostPercent},
		{"//%C0%00", diffHostPercent},
		{"http://[v7.x]/", diffIPLiteral},
		{"HTTP://a/", diffSchemeCase},
		{"http://a/#", diffEmptyFragment},
		{"///x", diffTripleSlash},
		{"%2A", diffAsteriskPath},
		{"/%2A", ""},
		// RFC 3986 §1.1.2, §3 and §5.4: no difference.
		{"ftp://ftp.is.co.za/rfc/rfc1808.txt", ""},
		{"ldap://[2001:db8::7]/c=GB?objectClass?one", ""},
		{"mailto:John.Doe@example.com", ""},
		{"news:comp.infosystems.www.servers.unix", ""},
		{"tel:+1-816-555-1212", ""},
		{"telnet://192.0.2.16:80/", ""},
		{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", ""},
		{"foo://example.com:8042/over/there?name=ferret#nose", ""},
		{"http://[fe80::a%25en1]:8080/x", ""},
		{"g;x?y#s", ""},
		{"../../g", ""},
		{"?", ""},
	} {
		got, err := diffParse(tc.in)
		if got != tc.want || err != nil {
			t.Errorf("diffParse(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		base, ref string
		want      diffCategory
	}{
		{"mailto:a", "b", diffOpaqueBase},
		{"foo:a/b", "../c", diffOpaqueBase},
		{"a:///", "//", diffEmptyAuthority},
		{"a://0?", "", diffInheritedEmptyQuery},
		{"http://a/b?", "#f", diffInheritedEmptyQuery},
		{"http://a/b#f", "", diffBaseFragment},
		{"a://0", "..//", diffDotSegments},
		{"tp://%ba", "gg../..//", diffDotSegments},
		{"tp://%ba", "g", diffReencoded},
		{"a://!@", "0", diffReencoded},
		{"a://0/.", "", diffBaseDots},
		{"tp://a", "g:x=1/./y", diffOpaqueRef},
		{"http://a/b/../c?q", "?y", diffBaseDots},
	} {
		got, err := diffResolve(tc.base, tc.ref)
		if got != tc.want || err != nil {
			t.Errorf("diffResolve(%q, %q) = %q, %v; want %q", tc.base, tc.ref, got, err, tc.want)
		}
	}
	// Every example of RFC 3986 §5.4 resolves the same.
	for _, tc := range resolveExamples54() {
		if got, err := diffResolve("http://a/b/c/d;p?q", tc); got != "" || err != nil {
			t.Errorf("diffResolve(§5.4 base, %q) = %q, %v", tc, got, err)
		}
	}
}

// resolveExamples54 returns the references of RFC 3986 §5.4.1 and §5.4.2.
func resolveExamples54() []string {
	return []string{
		"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "",
		".", "./", "..", "../", "../g", "../..", "../../", "../../g",
		"../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g",
		"./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
		"g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
	}
}

// FuzzDiffNetURL compares parsing and resolution with net/url on any input:
// every difference must fall in a named category.
func FuzzDiffNetURL(f *testing.F) {
	for _, s := range resolveExamples54() {
		f.Add("http://a/b/c/d;p?q", s)
	}
	f.Add("mailto:a", "b")
	f.Add("http://a/b", "?#")
	f.Add("HTTP://[fe80::1%25en0]:80/x", "///y")
	f.Fuzz(func(t *testing.T, base, ref string) {
		for _, s := range []string{base, ref} {
			if _, err := diffParse(s); err != nil {
				t.Fatalf("parse %q: a difference in no category: %v", s, err)
			}
		}
		if _, err := diffResolve(base, ref); err != nil {
			t.Fatalf("resolve %q against %q: a difference in no category: %v", ref, base, err)
		}
	})
}
