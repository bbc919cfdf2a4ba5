package uritemplate

import (
	"strings"
	"testing"
)

// A refused byte is named in the message by its code when it is a control
// byte or no UTF-8 (0x80 is a continuation byte, not a character).
func TestByteNames(t *testing.T) {
	for _, c := range []struct{ in, has, no string }{
		{"{a\x1f}", "control byte %1F", "'"},
		{"{a\x80}", "byte %80 (not UTF-8)", "'"},
		{"a\x80b", "byte %80 (not UTF-8)", "'"},
		{"{a\xff}", "byte %FF (not UTF-8)", "'"},
	} {
		_, err := Parse(c.in)
		if err == nil || !strings.Contains(err.Error(), c.has) || strings.Contains(err.Error(), c.no) {
			t.Errorf("Parse(%q) = %v; want a message with %q and without %q", c.in, err, c.has, c.no)
		}
	}
}
