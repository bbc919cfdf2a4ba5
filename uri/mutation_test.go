//go:build mutation

package uri

import (
	"flag"
	"os"
	"testing"
)

// Under mutation testing (gremlins unleash --tags mutation ./uri), which
// runs the tests once per mutant, the tests run as with -short: the same
// checks on smaller inputs.
func TestMain(m *testing.M) {
	flag.Set("test.short", "true")
	os.Exit(m.Run())
}
