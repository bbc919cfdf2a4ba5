package message

import "testing"

func TestFormat(t *testing.T) {
	for _, c := range []struct {
		pkg, reason string
		offset      int
		where, want string
	}{
		{"uri", "space; spaces must be written %20", 10, "path", "uri: space at offset 10 in path: spaces must be written %20"},
		{"uri", "empty host", 7, "host", "uri: empty host at offset 7 in host"},
		{"repair", "no scheme", 0, "", "repair: no scheme at offset 0"},
		{"iri", "a; b; c", 3, "", "iri: a at offset 3: b; c"},   // the first "; " starts the hint
		{"urn", "x;y", 1, "NSS", "urn: x;y at offset 1 in NSS"}, // ";" alone is no hint
		{"ftp", "", 2, "fsegment", "ftp:  at offset 2 in fsegment"},
	} {
		if got := Format(c.pkg, c.reason, c.offset, c.where); got != c.want {
			t.Errorf("Format(%q, %q, %d, %q) = %q, want %q", c.pkg, c.reason, c.offset, c.where, got, c.want)
		}
	}
}

func TestByte(t *testing.T) {
	for b, want := range map[byte]string{'/': "'/'", '\'': `'\''`, ' ': "' '", 0: "byte %00", '\n': "byte %0A", 0x7f: "byte %7F", 0xe9: "byte %E9", '~': "'~'"} {
		if got := Byte(b); got != want {
			t.Errorf("Byte(%#x) = %q, want %q", b, got, want)
		}
	}
}
