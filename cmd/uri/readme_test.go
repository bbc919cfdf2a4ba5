package main

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Every example of the README runs and prints what the README shows: each
// "$ " line of its shell blocks, whichever section holds it, piped ones
// included. A command is "uri ARGS", "printf 'TEXT' | uri ARGS" (TEXT's
// \n and \t read as printf reads them) or "uri ARGS < FILE", and may end
// with "> /dev/null" (the lines shown are standard error) or "2> /dev/null"
// (standard output only); otherwise standard error must be empty. A "$"
// line of another shape fails the test: nothing shown goes unchecked. The
// commands run from the repository's root, as a user who cloned it runs
// them; the README's first lines (go run ./cmd/uri parse ...) too.
func TestReadmeExamples(t *testing.T) {
	t.Chdir("../..")
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	type cmd struct {
		line string
		want strings.Builder
	}
	var cmds []*cmd
	inFence, inBlock := false, false // in a fenced block; in one without a language (a shell's)
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "```"):
			inFence = !inFence
			inBlock = inFence && l == "```"
			if !inBlock {
				cmds = append(cmds, nil) // a block ends the output
			}
		case inBlock && strings.HasPrefix(l, "$ "):
			if len(cmds) > 0 && cmds[len(cmds)-1] != nil {
				// A blank line before the next command separates them.
				w := &cmds[len(cmds)-1].want
				out := strings.TrimRight(w.String(), "\n") + "\n"
				w.Reset()
				w.WriteString(out)
			}
			cmds = append(cmds, &cmd{line: strings.TrimPrefix(l, "$ ")})
		case inBlock && len(cmds) > 0 && cmds[len(cmds)-1] != nil:
			cmds[len(cmds)-1].want.WriteString(l + "\n")
		}
	}
	n, piped := 0, 0
	for _, c := range cmds {
		if c == nil {
			continue
		}
		n++
		line, showErr := strings.CutSuffix(c.line, " > /dev/null")
		line, hideErr := strings.CutSuffix(line, " 2> /dev/null")
		stdin := ""
		if rest, ok := strings.CutPrefix(line, "printf '"); ok {
			text, after, ok := strings.Cut(rest, "' | ")
			if !ok || strings.Contains(text, "%") {
				t.Errorf("README example %q: a pipe the test cannot run", c.line)
				continue
			}
			stdin = strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`).Replace(text)
			line = after
			piped++
		}
		if l, file, ok := strings.Cut(line, " < "); ok {
			b, err := os.ReadFile(file)
			if err != nil {
				t.Errorf("README example %q: %v", c.line, err)
				continue
			}
			stdin, line = string(b), l
			piped++
		}
		rest, ok := strings.CutPrefix(line, "uri ")
		if !ok {
			t.Errorf("README example %q is not a uri command the test can run", c.line)
			continue
		}
		args := splitShell(t, rest)
		var stdout, stderr bytes.Buffer
		execute(args, strings.NewReader(stdin), &stdout, &stderr)
		got, other := stdout.String(), stderr.String()
		if showErr {
			got, other = other, ""
		}
		if hideErr {
			other = ""
		}
		if got != c.want.String() || other != "" {
			t.Errorf("$ %s:\ngot\n%s(stderr %q)\nwant\n%s", c.line, got, other, c.want.String())
		}
	}
	if n < 18 || piped < 1 {
		t.Errorf("only %d commands (%d piped) found in the README's examples", n, piped)
	}
	// The two commands of the README's first lines: the first is uri parse.
	first := regexp.MustCompile("(?m)^    go run ./cmd/uri (.*)$").FindStringSubmatch(string(b))
	if first == nil || !strings.Contains(string(b[:200]), "go test ./...") {
		t.Fatal("the README does not begin with go run ./cmd/uri ... and go test ./...")
	}
	if r := runUri(t, "", splitShell(t, first[1])...); r.status != 0 || r.stdout == "" {
		t.Errorf("README's first command: %+v", r)
	}
}

// Nothing a user reads in a clone points outside the repository: the
// README, docs/ and every help page name documents (not the team's "seed
// 003"), link only to files that exist in the repository, and never to
// ../shared. (docs/TESTING.md's table of the documents is where the short
// names are explained, so it may use them.)
func TestDocsSelfContained(t *testing.T) {
	t.Chdir("../..")
	docs, _ := filepath.Glob("docs/*.md")
	if len(docs) < 3 {
		t.Fatalf("docs/ holds %v; want CLI.md, TESTING.md, BENCHMARKS.md", docs)
	}
	texts := map[string]string{}
	for _, name := range append([]string{"README.md"}, docs...) {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		texts[name] = string(b)
	}
	texts["uri help"] = runUri(t, "", "help").stdout
	for _, c := range commandTable {
		texts["uri help "+c.name] = runUri(t, "", append([]string{"help"}, strings.Fields(c.name)...)...).stdout
	}
	seed := regexp.MustCompile(`(?i)\bseeds? 00[0-4]`)
	link := regexp.MustCompile(`\]\(([^)#]*)(#[^)]*)?\)`)
	for name, s := range texts {
		if strings.Contains(s, "../shared") || strings.Contains(s, "shared/") {
			t.Errorf("%s points outside the repository (../shared)", name)
		}
		for _, l := range strings.Split(s, "\n") {
			if seed.MatchString(l) && !(name == "docs/TESTING.md" && (strings.HasPrefix(l, "| seed") || strings.Contains(l, `"seed NNN"`))) {
				t.Errorf("%s names a document by its seed number: %q", name, l)
			}
		}
		for _, m := range link.FindAllStringSubmatch(s, -1) {
			target := m[1]
			if target == "" || strings.Contains(target, "://") {
				continue
			}
			if !strings.HasPrefix(name, "docs/") {
				target = filepath.Join(".", target)
			} else {
				target = filepath.Join("docs", target)
			}
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s links to %s, which is not in the repository", name, m[1])
			}
		}
	}
}

// The README's word on which package imports which holds: each "`A` →
// `B`" (A, or each of "`A`, `B` and `C`", imports B directly) and each
// "`P` uses `golang.org/x/...`" is checked against the imports of the
// package's non-test files (issue #39: it said iri used x/net/idna and
// repair imported iri, neither true then).
func TestReadmeDependencies(t *testing.T) {
	t.Chdir("../..")
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, text, ok := strings.Cut(string(b), "Dependencies point one way:")
	if !ok {
		t.Fatal("README has no paragraph on dependencies")
	}
	text, _, _ = strings.Cut(text, "\n\n")
	text = strings.Join(strings.Fields(text), " ")
	imports := func(pkg string) map[string]bool {
		fset := token.NewFileSet()
		files, _ := filepath.Glob(filepath.Join(pkg, "*.go"))
		out := map[string]bool{}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			af, err := parser.ParseFile(fset, f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, im := range af.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				out[strings.TrimPrefix(p, "github.com/urikit/urikit/")] = true
			}
		}
		if len(files) == 0 {
			t.Errorf("README names %q, which is no package", pkg)
		}
		return out
	}
	checked := 0
	arrow := regexp.MustCompile("((?:`[a-z0-9/]+`(?:, | and ))*`[a-z0-9/]+`) → `([a-z0-9/]+)`")
	name := regexp.MustCompile("`([a-z0-9/]+)`")
	for _, m := range arrow.FindAllStringSubmatch(text, -1) {
		for _, a := range name.FindAllStringSubmatch(m[1], -1) {
			checked++
			if !imports(a[1])[m[2]] {
				t.Errorf("README says %s → %s; %s does not import %s", a[1], m[2], a[1], m[2])
			}
		}
	}
	uses := regexp.MustCompile("`([a-z0-9/]+)` uses `(golang\\.org/x/[a-z0-9/]+)`")
	for _, m := range uses.FindAllStringSubmatch(text, -1) {
		checked++
		found := false
		for im := range imports(m[1]) {
			found = found || strings.HasPrefix(im, m[2])
		}
		if !found {
			t.Errorf("README says %s uses %s; it imports nothing of it", m[1], m[2])
		}
	}
	if checked < 8 {
		t.Errorf("only %d dependency claims found in %q", checked, text)
	}
}

// Every row of docs/TESTING.md's mutation table names the commit measured
// and its date, and says whether the code changed since (issue #39).
func TestMutationRowsDated(t *testing.T) {
	t.Chdir("../..")
	b, err := os.ReadFile("docs/TESTING.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "| package | mutants |")
	if !ok {
		t.Fatal("docs/TESTING.md has no mutation table")
	}
	header, _, _ := strings.Cut(table, "\n")
	if !strings.HasSuffix(header, "| command | at | code since | date |") {
		t.Fatalf("mutation table header %q: want command, at, code since, date", header)
	}
	commit := regexp.MustCompile("^`[0-9a-f]{7,40}`")
	date := regexp.MustCompile(`^20\d\d-\d\d-\d\d$`)
	rows := 0
	for _, l := range strings.Split(table, "\n")[2:] {
		if !strings.HasPrefix(l, "| ") {
			break
		}
		rows++
		cells := strings.Split(strings.Trim(l, "| "), " | ")
		n := len(cells)
		if n < 5 || !commit.MatchString(cells[n-3]) || cells[n-2] == "" || !date.MatchString(cells[n-1]) {
			t.Errorf("mutation row without its commit, code-since or date: %.80q", l)
		}
	}
	if rows < 20 {
		t.Errorf("only %d mutation rows", rows)
	}
}

// What help says about other programs holds: curl documents that it reads
// URLs as "RFC 3986+", not as the URL Standard does.
func TestHelpOtherPrograms(t *testing.T) {
	h := runUri(t, "", "help", "readings").stdout
	if strings.Contains(h, "Node and curl") || !strings.Contains(h, `"RFC 3986+"`) {
		t.Errorf("uri help readings on curl:\n%s", h)
	}
}
