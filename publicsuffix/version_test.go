package publicsuffix

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
)

// TestListVersion holds ListVersion to the list golang.org/x/net records in
// its table.go (its unexported version constant) and to the module version
// built in: a new golang.org/x/net fails here until ListVersion names its
// list.
func TestListVersion(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Version}} {{.Dir}}", "golang.org/x/net").Output()
	if err != nil {
		t.Fatalf("go list -m golang.org/x/net: %v", err)
	}
	version, dir, _ := strings.Cut(strings.TrimSpace(string(out)), " ")
	if !strings.HasSuffix(ListVersion, "golang.org/x/net "+version) {
		t.Errorf("ListVersion %q does not name golang.org/x/net %s", ListVersion, version)
	}
	table, err := os.ReadFile(filepath.Join(dir, "publicsuffix", "table.go"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`git revision ([0-9a-f]{40}) \(([^)]*)\)`).FindSubmatch(table)
	if m == nil {
		t.Fatal("no git revision in x/net's table.go")
	}
	if want := "git revision " + string(m[1]) + " (" + string(m[2]) + ")"; !strings.Contains(ListVersion, want) {
		t.Errorf("ListVersion %q, x/net's table.go says %q", ListVersion, want)
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == "golang.org/x/net" && d.Version != version {
				t.Errorf("built with golang.org/x/net %s, go list says %s", d.Version, version)
			}
		}
	}
}
