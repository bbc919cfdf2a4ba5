package repair

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// webBase is the base a relative reference of the lists is read against.
var webBase, _ = whatwg.Parse("https://example.com/")

// Over the committed real and edge-case URL lists: every line RFC 3986
// rejects is repaired into a reference that parses and is a fixed point,
// with at least one change, or refused for a reason Repair does not guess
// about (a port that is not digits, an unclosed IP literal), or because no
// browser can use it: then the URL Standard's parser (package whatwg,
// against an https base) refuses it too.
func TestRepairCorpora(t *testing.T) {
	for _, name := range []string{"../testdata/bench/iscx_benign_sample.txt", "../testdata/urls/phishtank_sample.txt",
		"../testdata/urls/wpt_urltestdata_inputs.txt"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		rejected, repaired, refused := 0, 0, 0
		for sc.Scan() {
			s := sc.Text()
			if _, err := uri.ParseReference(s); err == nil {
				continue
			}
			rejected++
			out, changes, err := Repair(s)
			if err != nil {
				var e *Error
				guess := errors.As(err, &e) && (strings.Contains(e.Reason, "not a number") || strings.Contains(e.Reason, "IP literal") ||
					strings.Contains(e.Reason, "a check of the repair does not hold")) // clients.go
				if _, werr := webBase.Parse(s); !guess && werr == nil {
					t.Errorf("Repair(%q): %v, but the URL Standard accepts it", s, err)
				}
				refused++
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
		t.Logf("%s: %d rejected, %d repaired, %d refused", name, rejected, repaired, refused)
		if rejected == 0 || repaired+refused != rejected || strings.Contains(name, "/bench/") && float64(repaired) < 0.9*float64(rejected) {
			t.Errorf("%s: %d rejected, only %d repaired", name, rejected, repaired)
		}
	}
}
