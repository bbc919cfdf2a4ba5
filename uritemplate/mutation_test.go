//go:build mutation

package uritemplate

import (
	"flag"
	"os"
	"testing"
)

// Under mutation testing (gremlins unleash --tags mutation ./uritemplate),
// which runs the tests once per mutant, the tests run as with -short: the
// hostile sizes (seconds a run, and checks of cost, not of values) are
// left out.
func TestMain(m *testing.M) {
	flag.Set("test.short", "true")
	os.Exit(m.Run())
}
