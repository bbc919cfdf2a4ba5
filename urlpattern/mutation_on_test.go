//go:build mutation

package urlpattern

// mutationRun: the tests run once per mutant (docs/TESTING.md), so the
// random comparisons draw fewer cases.
const mutationRun = true
