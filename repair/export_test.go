package repair

import (
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// Payloads and BrowserRead are payloads and browserRead, for the tests of
// package repair_test (gate_inspect_test.go).
func Payloads(t testing.TB) []string { return payloads(t) }

func BrowserRead(s string) (whatwg.URL, bool) { return browserRead(s) }
