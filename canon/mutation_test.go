//go:build mutation

package canon

import (
	"flag"
	"os"
	"testing"
)

// Under mutation testing (gremlins unleash --tags mutation ./canon), which
// runs the tests once per mutant, the tests run as with -short, and
// TestHostileLinear, which judges by time, is left out: on a loaded machine
// a slow run must not count as a killed mutant.
func TestMain(m *testing.M) {
	flag.Set("test.short", "true")
	mutationRun = true
	os.Exit(m.Run())
}
