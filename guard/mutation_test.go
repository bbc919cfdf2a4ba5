//go:build mutation

package guard

import (
	"flag"
	"os"
	"testing"
)

// Under mutation testing (gremlins unleash --tags mutation ./guard), which
// runs the tests once per mutant, the tests run as with -short: the wait
// on a silent server for the default limit (10 s; TestLimitsDefaults holds
// the value itself) is left out.
func TestMain(m *testing.M) {
	flag.Set("test.short", "true")
	os.Exit(m.Run())
}
