package uri

import (
	"errors"
	"testing"
)

// recompose rebuilds a reference from its components as RFC 3986 §5.3 does.
func recompose(u URI) string {
	s := ""
	if u.HasScheme() {
		s += u.Scheme() + ":"
	}
	if u.HasAuthority() {
		s += "//"
		if u.HasUserinfo() {
			s += u.Userinfo() + "@"
		}
		s += u.Host()
		if u.HasPort() {
			s += ":" + u.Port()
		}
	}
	s += u.Path()
	if u.HasQuery() {
		s += "?" + u.Query()
	}
	if u.HasFragment() {
		s += "#" + u.Fragment()
	}
	return s
}

// FuzzParse checks the parser's invariants on arbitrary input: it never
// panics; a valid input is kept byte for byte, its components recompose to
// it (§5.3) and re-parse to an identical value, and the ABNF oracle agrees;
// an invalid input gets an *Error whose offset lies within the input. Every
// dialect is exercised too.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"", "http://user@[fe80::1%25en0]:8080/a/b?q#f", "foo://", "a:b", "//a:1@b", "?#", "../g;x?y#s",
		"http://[v1.x]/", "http://j@ne:password@google.com", "http://a b", "%zz", "http://1.2.3.4:65536",
		"mailto:John.Doe@example.com", "file:///etc/hosts", "http://[::ffff:1.2.3.4]/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range Dialects() {
			u, err := d.ParseReference(s)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Kind == nil {
					t.Fatalf("%v %q: bad error %#v", d, s, err)
				}
				continue
			}
			if u.String() != s {
				t.Fatalf("%v %q: String() = %q", d, s, u.String())
			}
			if r := recompose(u); r != s {
				t.Fatalf("%v %q: recomposed to %q", d, s, r)
			}
			v, err := d.ParseReference(u.String())
			if err != nil || v != u {
				t.Fatalf("%v %q: re-parse gave %#v, %v", d, s, v, err)
			}
		}
		oracleCheck(t, s)
	})
}
