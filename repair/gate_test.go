package repair

import (
	"bufio"
	"encoding/json"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/special"
	"github.com/urikit/urikit/whatwg"
)

// payloads returns the inputs of the SSRF payload set (testdata/ssrf).
func payloads(t testing.TB) []string {
	f, err := os.Open("../testdata/ssrf/payloads.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ins []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var p struct{ Input string }
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		ins = append(ins, p.Input)
	}
	return ins
}

// browserRead parses s as a browser does: on its own when it is absolute,
// else against https://example.com/ (package whatwg, the URL Standard).
func browserRead(s string) (whatwg.URL, bool) {
	if w, err := whatwg.Parse(s); err == nil {
		return w, true
	}
	if hasScheme(s) {
		return whatwg.URL{}, false
	}
	w, err := webBase.Parse(s)
	return w, err == nil
}

// hasScheme reports whether s begins with a scheme and ":".
func hasScheme(s string) bool { return schemeEnd([]byte(strings.TrimSpace(s))) >= 0 }

// TestRepairKeepsHost: repair never changes where a browser goes. For the
// payloads and the committed URL lists, when the URL Standard's parser
// accepts an input of a special scheme, it reads the same scheme, host and
// port in the repair. (The opaque host of another scheme is kept as
// written by browsers, so its percent-encoding is a different host to
// them; RFC 3986 cannot hold it otherwise.)
func TestRepairKeepsHost(t *testing.T) {
	ins := payloads(t)
	for _, name := range []string{"../testdata/urls/phishtank_sample.txt", "../testdata/urls/wpt_urltestdata_inputs.txt"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		ins = append(ins, strings.Split(string(b), "\n")...)
	}
	n := 0
	for _, s := range ins {
		out, _, err := Repair(s)
		w, ok := browserRead(s)
		if err != nil || !ok || out == s || special.Fold(w.Scheme()) == special.Other {
			continue // an opaque host is not decoded: its repair is another host
		}
		v, ok := browserRead(out)
		if !ok {
			t.Errorf("%q (%s) repaired to %q, which the URL Standard refuses", s, w.Href(), out)
		} else if v.Protocol() != w.Protocol() || v.Hostname() != w.Hostname() || v.Port() != w.Port() {
			t.Errorf("%q (%s) repaired to %q (%s)", s, w.Href(), out, v.Href())
		}
		n++
	}
	if n < 100 {
		t.Errorf("only %d repaired inputs compared", n)
	}
}

// Bounded work (issue #27 point 7): one change per input byte (":" in a
// relative path) lists the first MaxChanges and counts the rest, and the
// memory a repair allocates per input byte stays below a constant across
// sizes: about 20 (the trimmed copy, the offsets, the result as it grows
// to three times the input, the string); it was some 670 before, a Change
// of 40 bytes per input byte and the list's growth (6.7 GB for 10 MiB).
func TestRepairBounded(t *testing.T) {
	for _, n := range []int{16 << 10, 64 << 10, 256 << 10} {
		s := strings.Repeat(":", n)
		_, changes, more, err := RepairLimit(s, MaxChanges)
		if err != nil || len(changes) != MaxChanges || more != n-MaxChanges {
			t.Fatalf("n=%d: %d changes, %d more, %v", n, len(changes), more, err)
		}
		if _, c, _ := Repair(s); len(c) != MaxChanges {
			t.Errorf("n=%d: Repair lists %d changes", n, len(c))
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, _, _ = Repair(s)
		runtime.ReadMemStats(&after)
		bytes := after.TotalAlloc - before.TotalAlloc
		if per := float64(bytes) / float64(n); per > 32 {
			t.Errorf("n=%d: %d bytes allocated, %.1f per input byte", n, bytes, per)
		}
	}
	_, all, more, _ := RepairLimit(strings.Repeat(":", 3000), 0)
	if len(all) != 3000 || more != 0 {
		t.Errorf("RepairLimit(_, 0): %d changes, %d more", len(all), more)
	}
}
