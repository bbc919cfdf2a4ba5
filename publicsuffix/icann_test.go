package publicsuffix

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Both lists are held to the list's own algorithm (publicsuffix.org/list,
// "Formal Algorithm") run over the very rules x/net embeds: its
// publicsuffix/table_test.go lists them in the list file's order, the first
// numICANNRules of them the ICANN section (A-labels; "*." and "!" kept).
// For every name of every rule, and names below it, the whole list's and
// the ICANN section's suffix and ICANN bit must be the algorithm's. (x/net's
// own ICANN bit is not always the rule's: icann.go.)

// refList is the list's rules, by section.
type refList struct {
	rules map[string]bool // rule (A-labels, "*." and "!" kept) → ICANN section
}

func loadRefList(t *testing.T) *refList {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "golang.org/x/net").Output()
	if err != nil {
		t.Fatalf("go list -m golang.org/x/net: %v", err)
	}
	b, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "publicsuffix", "table_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const numICANNRules = (\d+)`).FindSubmatch(b)
	if m == nil {
		t.Fatal("no numICANNRules in x/net's table_test.go")
	}
	numICANN, _ := strconv.Atoi(string(m[1]))
	_, body, _ := strings.Cut(string(b), "var rules = [...]string{")
	body, _, _ = strings.Cut(body, "\n}")
	l := &refList{rules: map[string]bool{}}
	n := 0
	for _, line := range strings.Split(body, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		r, err := strconv.Unquote(strings.TrimSuffix(line, ","))
		if err != nil {
			t.Fatalf("rule %s: %v", line, err)
		}
		l.rules[r] = n < numICANN
		n++
	}
	if n < 9000 || numICANN < 6000 || len(l.rules) != n {
		t.Fatalf("%d rules (%d distinct), %d ICANN", n, len(l.rules), numICANN)
	}
	return l
}

// suffix is the list's algorithm on domain (lower case, A-labels, no empty
// label), with the ICANN section alone when icannOnly; it returns the
// public suffix and whether the prevailing rule is an ICANN one (false for
// the default rule "*").
func (l *refList) suffix(domain string, icannOnly bool) (string, bool) {
	labels := strings.Split(domain, ".")
	has := func(r string) (icann, ok bool) {
		icann, ok = l.rules[r]
		return icann, ok && (icann || !icannOnly)
	}
	best, bestICANN := 0, false
	for i := range labels {
		name := strings.Join(labels[i:], ".")
		if icann, ok := has("!" + name); ok {
			return strings.Join(labels[i+1:], "."), icann // an exception wins
		}
		n := len(labels) - i
		if n <= best {
			continue
		}
		if icann, ok := has(name); ok {
			best, bestICANN = n, icann
		} else if icann, ok := has("*." + strings.Join(labels[i+1:], ".")); ok && n > 1 {
			best, bestICANN = n, icann
		}
	}
	if best == 0 {
		return labels[len(labels)-1], false // the default rule "*"
	}
	return strings.Join(labels[len(labels)-best:], "."), bestICANN
}

func TestAgainstTheRules(t *testing.T) {
	ref := loadRefList(t)
	n := 0
	for r := range ref.rules {
		base := strings.TrimPrefix(strings.TrimPrefix(r, "!"), "*.")
		for _, host := range []string{base, "w." + base, "a.w." + base, "b.a.w." + base} {
			n++
			for _, c := range []struct {
				l         *List
				icannOnly bool
			}{{All, false}, {ICANN, true}} {
				want, wantICANN := ref.suffix(host, c.icannOnly)
				if got := c.l.PublicSuffix(host); got != want {
					t.Errorf("%v: PublicSuffix(%q) = %q, the rules give %q", c.l == ICANN, host, got, want)
				}
				d, err := c.l.Lookup(host)
				if err != nil || d.PublicSuffixASCII != want || d.ICANN != wantICANN {
					t.Errorf("%v: Lookup(%q) = %+v, %v; the rules give the suffix %q, ICANN %v", c.l == ICANN, host, d, err, want, wantICANN)
				}
			}
		}
	}
	t.Logf("%d names", n)
}
