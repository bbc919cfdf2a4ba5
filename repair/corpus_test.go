package repair

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Over the committed real and edge-case URL lists: every line RFC 3986
// rejects is repaired into a reference that parses and is a fixed point,
// with at least one change, or refused for a reason Repair does not guess
// about (a port that is not digits, an unclosed IP literal).
func TestRepairCorpora(t *testing.T) {
	for _, name := range []string{"../testdata/bench/iscx_benign_sample.txt", "../testdata/urls/phishtank_sample.txt",
		"../testdata/urls/wpt_urltestdata_inputs.txt"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		rejected, repaired := 0, 0
		for sc.Scan() {
			s := sc.Text()
			if _, err := uri.ParseReference(s); err == nil {
				continue
			}
			rejected++
			out, changes, err := Repair(s)
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || !(strings.Contains(e.Reason, "port") || strings.Contains(e.Reason, "IP literal")) {
					t.Errorf("Repair(%q): %v", s, err)
				}
				continue
			}
			repaired++
			if _, err := uri.ParseReference(out); err != nil || len(changes) == 0 {
				t.Errorf("Repair(%q) = %q, %d changes: %v", s, out, len(changes), err)
			}
			if again, c, _ := Repair(out); again != out || c != nil {
				t.Errorf("Repair(%q) = %q is not a fixed point: %q", s, out, again)
			}
		}
		f.Close()
		t.Logf("%s: %d rejected, %d repaired", name, rejected, repaired)
		if rejected == 0 || float64(repaired) < 0.9*float64(rejected) {
			t.Errorf("%s: %d rejected, only %d repaired", name, rejected, repaired)
		}
	}
}
