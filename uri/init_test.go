package uri

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestInitFree checks that initializing the library's packages does no work
// and allocates nothing: their tables are constants (tables.go, the sets of
// internal/pct), not built when a program starts. It runs a program that
// imports them with GODEBUG=inittrace=1, which reports, for each package
// whose initialization runs code, the bytes and allocations it took.
func TestInitFree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a program (-short)")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the program with")
	}
	// Built first and run apart: GODEBUG set on the go command would reach
	// the compiler too, whose own init trace the build cache would then
	// replay on every later build of these packages.
	bin := filepath.Join(t.TempDir(), "initfree")
	if out, err := exec.Command(gobin, "build", "-o", bin, "./testdata/initfree").CombinedOutput(); err != nil {
		t.Fatalf("go build ./testdata/initfree: %v\n%s", err, out)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(cmd.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("testdata/initfree: %v\n%s", err, out)
	}
	line := regexp.MustCompile(`(?m)^init (github\.com/urikit/urikit/[^ ]+) @[^,]+, [^,]+, (\d+) bytes, (\d+) allocs$`)
	seen := 0
	for _, m := range line.FindAllStringSubmatch(string(out), -1) {
		seen++
		if m[2] != "0" || m[3] != "0" {
			t.Errorf("initializing %s takes %s bytes in %s allocations, want none", m[1], m[2], m[3])
		}
	}
	if seen == 0 && !strings.Contains(string(out), "init runtime") {
		t.Fatalf("no init trace in the output:\n%s", out)
	}
}
