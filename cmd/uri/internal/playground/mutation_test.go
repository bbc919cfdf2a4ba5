//go:build mutation

package playground

// Under mutation testing (gremlins unleash --tags mutation ./cmd/uri/internal/playground), which
// runs the tests once per mutant, the browser test is left out: it takes
// seconds a run, and the Go code it exercises is Build and Handler, which
// the other tests hold to the same facts.
func init() { noBrowser = "mutation testing (-tags mutation)" }
