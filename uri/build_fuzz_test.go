package uri

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// FuzzBuilder checks the builder's promise: whatever the parts, Build
// never panics, and a successful result parses back to a value whose
// components equal the parts (decoded parts compared decoded, raw parts
// byte for byte). Errors are *Error values with an offset inside the part.
func FuzzBuilder(f *testing.F) {
	f.Add("foo", "", "example.com", "8042", "/over/there", "name=ferret", "nose", uint16(0x3ff))
	f.Add("http", "user:pa ss", "fe80::1%en0", "80", "/a b/c", "q=1 2", "f g", uint16(0x1ff))
	f.Add("", "", "", "", "this:that", "", "", uint16(0x000))
	f.Add("", "", "", "", "a:b", "", "", uint16(0x010))
	f.Add("s", "u%41", "h%41", "", "/p%41", "q%41", "f%41", uint16(0xff1f))
	f.Add("1x", "@", "a:b", "x", "//a", "#", "#", uint16(0xffff))
	f.Add("urn", "", "", "", "example:animal:ferret:nose", "", "", uint16(0x011))
	f.Add("x", "", "[v7.a]", "", "a\x00b\x00", "", "", uint16(0x0237))
	f.Add("x", "", "::ffff:1.2.3.4", "", "", "", "", uint16(0x0004))
	f.Add("", "", "", "", "//x", "", "", uint16(0x0010))
	f.Fuzz(func(t *testing.T, scheme, userinfo, host, port, path, query, fragment string, mode uint16) {
		// mode bits 0-6 say which parts are set: scheme, userinfo, host,
		// port, path, query, fragment; bits 8-14 say the part is given
		// raw (encoded) rather than decoded. Bit 7 with a decoded path
		// uses Segments, splitting path at NUL bytes.
		set := func(i int) bool { return mode&(1<<i) != 0 }
		raw := func(i int) bool { return mode&(1<<(8+i)) != 0 }
		var b Builder
		if set(0) {
			b.Scheme(scheme)
		}
		if set(1) {
			if raw(1) {
				b.RawUserinfo(userinfo)
			} else {
				b.Userinfo(userinfo)
			}
		}
		if set(2) {
			if raw(2) {
				b.RawHost(host)
			} else {
				b.Host(host)
			}
		}
		if set(3) {
			if raw(3) {
				b.Port(port)
			} else if len(port) > 0 {
				b.PortValue(uint16(int(port[0])*256 + len(port)))
			}
		}
		segs := strings.Split(path, "\x00")
		segments := set(7) && !raw(4)
		if set(4) {
			switch {
			case raw(4):
				b.RawPath(path)
			case segments:
				b.Segments(segs...)
			default:
				b.Path(path)
			}
		}
		if set(5) {
			if raw(5) {
				b.RawQuery(query)
			} else {
				b.Query(query)
			}
		}
		if set(6) {
			if raw(6) {
				b.RawFragment(fragment)
			} else {
				b.Fragment(fragment)
			}
		}
		u, err := b.Build()
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v (%T) is not an *Error", err, err)
			}
			if e.Offset < 0 || e.Offset > len(e.Input) {
				t.Fatalf("offset %d outside input %q: %v", e.Offset, e.Input, err)
			}
			if e.Kind == nil || e.Error() == "" {
				t.Fatalf("error without kind: %#v", e)
			}
			return
		}
		v, err := ParseReference(u.String())
		if err != nil {
			t.Fatalf("built %q does not parse: %v", u.String(), err)
		}
		if v != u {
			t.Fatalf("built %#v, parsed %#v", u, v)
		}
		check := func(what string, present bool, wantPresent bool, got, want string) {
			t.Helper()
			if present != wantPresent || got != want {
				t.Fatalf("%s of %q: got %v %q, want %v %q", what, u.String(), present, got, wantPresent, want)
			}
		}
		if set(0) {
			check("scheme", u.HasScheme(), true, u.Scheme(), scheme)
		} else {
			check("scheme", u.HasScheme(), false, u.Scheme(), "")
		}
		if set(1) {
			if raw(1) {
				check("userinfo", u.HasUserinfo(), true, u.Userinfo(), userinfo)
			} else {
				check("userinfo", u.HasUserinfo(), true, u.DecodedUserinfo(), userinfo)
			}
		} else if u.HasUserinfo() {
			t.Fatalf("userinfo in %q", u.String())
		}
		if u.HasAuthority() != (set(1) || set(2) || set(3) && (raw(3) || port != "")) {
			t.Fatalf("authority presence of %q", u.String())
		}
		if set(2) {
			switch {
			case raw(2) || strings.HasPrefix(host, "["):
				check("host", true, true, u.Host(), host)
			case u.HostKind() == HostIPv6:
				addr, zone, hasZone := strings.Cut(host, "%")
				if !strings.HasPrefix(u.Host(), "["+addr) || u.Zone() != zone || (u.zoneStart != 0) != hasZone {
					t.Fatalf("IPv6 host %q built as %q", host, u.Host())
				}
			default:
				check("host", true, true, u.DecodedHost(), host)
			}
		} else if u.Host() != "" {
			t.Fatalf("host in %q", u.String())
		}
		if set(3) && raw(3) {
			check("port", u.HasPort(), true, u.Port(), port)
		}
		switch {
		case !set(4):
			check("path", true, true, u.Path(), "")
		case raw(4):
			check("path", true, true, u.Path(), path)
		case segments:
			if got := slices.Collect(u.DecodedSegments()); !slices.Equal(got, segs) {
				t.Fatalf("segments of %q: got %q, want %q", u.String(), got, segs)
			}
		default:
			check("path", true, true, u.DecodedPath(), path)
		}
		if set(5) {
			if raw(5) {
				check("query", u.HasQuery(), true, u.Query(), query)
			} else {
				check("query", u.HasQuery(), true, u.DecodedQuery(), query)
			}
		} else if u.HasQuery() {
			t.Fatalf("query in %q", u.String())
		}
		if set(6) {
			if raw(6) {
				check("fragment", u.HasFragment(), true, u.Fragment(), fragment)
			} else {
				check("fragment", u.HasFragment(), true, u.DecodedFragment(), fragment)
			}
		} else if u.HasFragment() {
			t.Fatalf("fragment in %q", u.String())
		}
		// Rebuilding from the result gives the same value.
		if w, err := NewBuilder(u).Build(); err != nil || w != u {
			t.Fatalf("NewBuilder(%q).Build() = %q, %v", u.String(), w.String(), err)
		}
	})
}

// TestBuildDecodedNeverFails: decoded userinfo, query and fragment accept
// any bytes at all (all 256 octets), as §2.1 percent-encoding can carry
// any octet.
func TestBuildDecodedNeverFails(t *testing.T) {
	var all []byte
	for i := 0; i < 256; i++ {
		all = append(all, byte(i))
	}
	s := string(all)
	u, err := new(Builder).Scheme("x").Userinfo(s).Host("h").Path("/" + s).Query(s).Fragment(s).Build()
	if err != nil {
		t.Fatal(err)
	}
	if u.DecodedUserinfo() != s || u.DecodedPath() != "/"+s || u.DecodedQuery() != s || u.DecodedFragment() != s {
		t.Errorf("all octets do not read back: %q", u.String())
	}
	segs := []string{s, "/", "%2F"}
	u, err = new(Builder).Segments(segs...).Build()
	if err != nil {
		t.Fatal(err)
	}
	if got := slices.Collect(u.DecodedSegments()); !slices.Equal(got, segs) {
		t.Errorf("segments read back as %q", got)
	}
}

// sameKind compares host kinds, but for a reg-name whose decoded text is
// an IPv4 address ("192.168.0.%31" is a reg-name by RFC 3986 §3.2.2's
// first-match rule): built from its decoded text it is that IPv4address.
func sameKind(v, u URI) bool {
	return v.HostKind() == u.HostKind() ||
		u.HostKind() == HostRegName && v.HostKind() == HostIPv4 && u.Host() != u.DecodedHost()
}

// TestBuildCorpus rebuilds every reference of the corpora (see
// corpusLines) twice: from its parts as written, which must give the same
// value, and from its decoded parts, which must read back the same
// decoded. The decoded rebuild may refuse only what Host and Path document:
// a decoded host holding ":" (written %3A) and a decoded path that would
// begin with "//" without an authority (a "/%2F..." path).
func TestBuildCorpus(t *testing.T) {
	n := 0
	for _, s := range corpusLines(t) {
		u, err := ParseReference(s)
		if err != nil {
			continue
		}
		n++
		if v, err := NewBuilder(u).Build(); err != nil || v != u {
			t.Errorf("NewBuilder(%q).Build() = %q, %v", s, v.String(), err)
		}

		var b Builder
		if u.HasScheme() {
			b.Scheme(u.Scheme())
		}
		if u.HasUserinfo() {
			b.Userinfo(u.DecodedUserinfo())
		}
		if u.HasAuthority() {
			b.Host(u.DecodedHost())
		}
		if u.HasPort() {
			b.Port(u.Port())
		}
		if u.HasQuery() {
			b.Query(u.DecodedQuery())
		}
		if u.HasFragment() {
			b.Fragment(u.DecodedFragment())
		}
		b.Path(u.DecodedPath())
		v, err := b.Build()
		if err != nil {
			switch {
			case errors.Is(err, ErrInvalidHost) && strings.Contains(u.DecodedHost(), ":"):
			case errors.Is(err, ErrInvalidPath) && strings.HasPrefix(u.DecodedPath(), "//") && !u.HasAuthority():
			default:
				t.Errorf("decoded parts of %q: %v", s, err)
			}
			continue
		}
		if v.Scheme() != u.Scheme() || v.HasUserinfo() != u.HasUserinfo() || v.DecodedUserinfo() != u.DecodedUserinfo() ||
			v.HasAuthority() != u.HasAuthority() || v.DecodedHost() != u.DecodedHost() || !sameKind(v, u) ||
			v.HasPort() != u.HasPort() || v.Port() != u.Port() || v.DecodedPath() != u.DecodedPath() ||
			v.HasQuery() != u.HasQuery() || v.DecodedQuery() != u.DecodedQuery() ||
			v.HasFragment() != u.HasFragment() || v.DecodedFragment() != u.DecodedFragment() {
			t.Errorf("decoded parts of %q rebuilt as %q", s, v.String())
		}

		// The same path as decoded segments, for an absolute path.
		if p := u.Path(); p == "" || p[0] == '/' {
			segs := slices.Collect(u.DecodedSegments())
			v, err := NewBuilder(u).Segments(segs...).Build()
			if err != nil {
				t.Errorf("segments of %q: %v", s, err)
			} else if got := slices.Collect(v.DecodedSegments()); !slices.Equal(got, segs) {
				t.Errorf("segments of %q rebuilt as %q", s, v.String())
			}
		}
	}
	if n < 10000 {
		t.Errorf("only %d corpus references", n)
	}
}
