package repair_test

import (
	"net/netip"
	"strings"
	"testing"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/uri"
)

// The tests that hold repair to inspect's gate live outside package repair:
// package inspect repairs wild input before judging it (inspect.Report), so
// it imports repair.

// TestRepairKeepsGate (issue #27 point 6): repair then inspect is never
// weaker than inspect. A payload of the SSRF set with a danger finding
// keeps one once repaired (or repair refuses it), and every payload a
// browser connects inside with (whatwg, the URL Standard's parser) is
// refused by the gate after repair. Before the fix, 8 went through:
// "http://\127.0.0.1" became "http:///127.0.0.1", "http:[::1]" became
// "http:%5B::1%5D".
func TestRepairKeepsGate(t *testing.T) {
	for _, s := range repair.Payloads(t) {
		out, _, err := repair.Repair(s)
		if err != nil {
			continue
		}
		if _, perr := uri.ParseReference(s); perr == nil && inspect.Refused(s) && !inspect.Refused(out) {
			t.Errorf("%q has a danger finding, its repair %q has none", s, out)
		}
		if w, ok := repair.BrowserRead(s); ok && internal(w.Hostname()) && !inspect.Refused(out) {
			t.Errorf("a browser connects to %s for %q; its repair %q passes the gate", w.Hostname(), s, out)
		}
	}
}

// internal reports whether a browser's host (whatwg's serialization)
// reaches inside without DNS.
func internal(h string) bool {
	if a, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		return guard.Blocked(a)
	}
	return h == "localhost" || strings.HasSuffix(h, ".localhost")
}
