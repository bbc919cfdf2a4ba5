package inspect

import (
	"strings"
	"testing"
)

// TestPortMessages: a non-default-port finding names the scheme's default
// port from the registry (http 80, RFC 9110 §4.2.1; gopher 70, RFC 4266),
// or says the scheme has none; a well-known-port finding names the
// service of that port (25 is SMTP, RFC 5321).
func TestPortMessages(t *testing.T) {
	for _, tc := range []struct {
		in   string
		kind Kind
		say  string
	}{
		{"http://h:8080/", KindNonDefaultPort, "a port other than http's default 80 "},
		{"gopher://h:7070/", KindNonDefaultPort, "a port other than gopher's default 70 "},
		{"foo://h:8080/", KindNonDefaultPort, "an explicit port, and foo has no default port"},
		{"//h:8080/", KindNonDefaultPort, "an explicit port, and the reference's scheme has no default port"},
		{"http://h:25/", KindWellKnownPort, "port 25 is smtp"},
	} {
		f, ok := find(mustInspect(t, tc.in), tc.kind)
		if !ok || !strings.Contains(strings.ToLower(f.Message), strings.ToLower(tc.say)) {
			t.Errorf("%q: %s %+v, %v; want it to say %q", tc.in, tc.kind, f, ok, tc.say)
		}
	}
}
