package scheme

import (
	"errors"
	"strings"
	"testing"
)

// TestKnown checks the built-in table against the default ports its
// comments cite (RFC 1738 §3 for the seed schemes, the later RFCs and IANA
// registrations for the others) and the rules RFC 3986 §6.2.3 names.
func TestKnown(t *testing.T) {
	for _, tc := range []struct {
		name   string
		port   uint16
		opaque bool
		rules  Rules
	}{
		{"http", 80, false, DropDefaultPort | EmptyPathSlash},
		{"https", 443, false, DropDefaultPort | EmptyPathSlash},
		{"ftp", 21, false, DropDefaultPort | EmptyPathSlash},
		{"gopher", 70, false, DropDefaultPort | EmptyPathSlash},
		{"nntp", 119, false, DropDefaultPort},
		{"news", 119, true, DropDefaultPort},
		{"telnet", 23, false, DropDefaultPort | EmptyPathSlash},
		{"wais", 210, false, DropDefaultPort},
		{"prospero", 1525, false, DropDefaultPort},
		{"file", 0, false, LocalhostEmpty},
		{"mailto", 0, true, MailboxDomainCase},
		{"urn", 0, true, 0},
		{"ws", 80, false, DropDefaultPort | EmptyPathSlash},
		{"wss", 443, false, DropDefaultPort | EmptyPathSlash},
		{"ldap", 389, false, DropDefaultPort},
		{"ldaps", 636, false, DropDefaultPort},
		{"rtsp", 554, false, DropDefaultPort},
		{"sip", 5060, true, 0},
		{"sips", 5061, true, 0},
		{"snmp", 161, false, DropDefaultPort},
		{"imap", 143, false, DropDefaultPort},
		{"pop", 110, false, DropDefaultPort},
		{"redis", 6379, false, DropDefaultPort},
		{"coap", 5683, false, DropDefaultPort | EmptyPathSlash},
		{"coaps", 5684, false, DropDefaultPort | EmptyPathSlash},
	} {
		in, ok := Default().Lookup(tc.name)
		if !ok {
			t.Errorf("%s missing", tc.name)
			continue
		}
		if in.Name != tc.name || in.DefaultPort != tc.port || in.Opaque != tc.opaque || in.Rules != tc.rules || in.Spec == "" {
			t.Errorf("%s: got %+v", tc.name, in)
		}
	}
	for _, in := range known {
		if CheckName(in.Name) >= 0 || in.Spec == "" {
			t.Errorf("bad entry %+v", in)
		}
		if in.Rules&DropDefaultPort != 0 && in.DefaultPort == 0 {
			t.Errorf("%s drops a default port it does not have", in.Name)
		}
	}
	if first, second := Default(), Default(); first != second || first.Len() != len(known) {
		t.Error("Default is not one registry of the known schemes")
	}
}

func TestLookupCase(t *testing.T) {
	for _, n := range []string{"HTTP", "hTtP", "http"} {
		if in, ok := Default().Lookup(n); !ok || in.Name != "http" {
			t.Errorf("Lookup(%q) = %+v, %v", n, in, ok)
		}
	}
	if _, ok := Default().Lookup("nope"); ok {
		t.Error("found an unknown scheme")
	}
	if a := testing.AllocsPerRun(100, func() { Default().Lookup("HTTPS") }); a != 0 {
		t.Errorf("Lookup allocates %v times", a)
	}
	long := "x1234567890123456789012345678901234567890123456789012345678901234567890"
	r, err := NewRegistry(Info{Name: long})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := r.Lookup(long); !ok {
		t.Error("long name not found")
	}
	var nilReg *Registry
	if _, ok := nilReg.Lookup("http"); ok || nilReg.Len() != 0 || nilReg.Infos() != nil {
		t.Error("nil registry is not empty")
	}
}

// TestWith: With returns a new registry and leaves the old one alone, so
// the default registry cannot be changed.
func TestWith(t *testing.T) {
	r, err := Default().With(Info{Name: "HTTP", DefaultPort: 8080}, Info{Name: "myproto", DefaultPort: 7})
	if err != nil {
		t.Fatal(err)
	}
	if in, _ := r.Lookup("http"); in.DefaultPort != 8080 || in.Name != "http" {
		t.Errorf("replaced http = %+v", in)
	}
	if in, _ := Default().Lookup("http"); in.DefaultPort != 80 {
		t.Error("With changed the default registry")
	}
	if _, ok := Default().Lookup("myproto"); ok {
		t.Error("With added to the default registry")
	}
	if r.Len() != Default().Len()+1 {
		t.Errorf("Len = %d", r.Len())
	}
	infos := r.Infos()
	for i := 1; i < len(infos); i++ {
		if infos[i-1].Name >= infos[i].Name {
			t.Fatal("Infos not sorted")
		}
	}
	infos[0].DefaultPort = 1 // a copy: the registry is unchanged
	if in, _ := r.Lookup(infos[0].Name); in.DefaultPort == 1 {
		t.Error("Infos shares memory with the registry")
	}
	for _, bad := range []string{"", "1http", "ht tp", "a_b"} {
		if _, err := NewRegistry(Info{Name: bad}); !errors.Is(err, ErrInvalidName) {
			t.Errorf("NewRegistry(%q): err = %v", bad, err)
		}
	}
}

// RFC 3986 §3.1: "schemes are case-insensitive": Lookup folds every
// upper-case letter, "A" and "Z" included, and nothing else, on both of its
// paths (names of up to 64 bytes, and longer).
func TestLookupFoldsEveryLetter(t *testing.T) {
	const lower = "abcdefghijklmnopqrstuvwxyz"
	const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	long := strings.Repeat("x", 70)
	r, err := NewRegistry(Info{Name: lower + "0123456789+-."}, Info{Name: "z" + long}, Info{Name: "a"}, Info{Name: "z"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		want string
	}{
		{upper + "0123456789+-.", lower + "0123456789+-."},
		{"aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789+-.", lower + "0123456789+-."},
		{"A", "a"},
		{"Z", "z"},
		{"Z" + strings.ToUpper(long), "z" + long},
	} {
		if in, ok := r.Lookup(c.name); !ok || in.Name != c.want {
			t.Errorf("Lookup(%q) = %+v, %v; want %q", c.name, in, ok, c.want)
		}
	}
	// Only letters fold: the bytes beside "A" and "Z" ("@" "[") and the
	// letters' neighbours in the lower range ("`" "{") are themselves.
	for _, name := range []string{"@", "[", "`", "{", "@" + long, "[" + long} {
		if in, ok := r.Lookup(name); ok {
			t.Errorf("Lookup(%q) = %+v", name, in)
		}
	}
	if in, ok := Default().Lookup("HTTPS"); !ok || in.Name != "https" || in.DefaultPort != 443 {
		t.Errorf("Default().Lookup(HTTPS) = %+v, %v", in, ok)
	}
}

// CheckName is the scheme rule of RFC 3986 §3.1, byte by byte.
func TestCheckName(t *testing.T) {
	for _, c := range []struct {
		name string
		off  int
	}{
		{"http", -1}, {"a", -1}, {"Z", -1}, {"coap+tcp", -1}, {"z39.50r", -1}, {"a-b", -1}, {"A9", -1},
		{"", 0}, {"1a", 0}, {"+a", 0}, {"-", 0}, {".a", 0}, {"@", 0}, {"[", 0}, {"`", 0}, {"{", 0},
		{"a_b", 1}, {"a b", 1}, {"a:", 1}, {"a/", 1}, {"ab@", 2}, {"a[", 1}, {"a`", 1}, {"a{", 1}, {"é", 0}, {"aé", 1},
	} {
		if got := CheckName(c.name); got != c.off {
			t.Errorf("CheckName(%q) = %d, want %d", c.name, got, c.off)
		}
	}
}

// Lookup allocates nothing for names of up to 64 bytes, whatever their
// case, 64 included.
func TestLookupAllocs(t *testing.T) {
	name := strings.Repeat("ab", 32) // 64 bytes
	r, err := NewRegistry(Info{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	upper := strings.ToUpper(name)
	if n := testing.AllocsPerRun(100, func() {
		if _, ok := r.Lookup(upper); !ok {
			t.Fatal("not found")
		}
	}); n != 0 {
		t.Errorf("Lookup of a 64-byte name: %v allocs, want 0", n)
	}
}

// TestIsNameChar: every byte against §3.1's ABNF, "ALPHA / DIGIT / "+" /
// "-" / ".", and CheckName agreeing with it after a letter.
func TestIsNameChar(t *testing.T) {
	const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-."
	for b := range 256 {
		want := strings.IndexByte(chars, byte(b)) >= 0
		if got := IsNameChar(byte(b)); got != want {
			t.Errorf("IsNameChar(%q) = %v", byte(b), got)
		}
		if got := CheckName("a"+string(rune(b))) == -1; b < 0x80 && got != want {
			t.Errorf("CheckName(a%q) accepts %v", byte(b), got)
		}
	}
}
