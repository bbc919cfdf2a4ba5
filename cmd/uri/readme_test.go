package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every "$ uri ..." line of the README's "Everyday tasks" section prints
// what the README shows after it. A command may end with "> /dev/null"
// (the lines shown are standard error) or "2> /dev/null" (standard output
// only); otherwise standard error must be empty. The commands run from the
// repository's root, as a user who cloned it runs them.
func TestReadmeEverydayTasks(t *testing.T) {
	t.Chdir("../..")
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(b), "\n## Everyday tasks\n")
	if !ok {
		t.Fatal("README has no Everyday tasks section")
	}
	sec, _, _ = strings.Cut(sec, "\n## ")
	type cmd struct {
		line string
		want strings.Builder
	}
	var cmds []*cmd
	inBlock := false
	for _, l := range strings.Split(sec, "\n") {
		switch {
		case strings.HasPrefix(l, "```"):
			inBlock = !inBlock && l == "```"
			if !inBlock {
				cmds = append(cmds, nil) // a block ends the output
			}
		case inBlock && strings.HasPrefix(l, "$ uri "):
			cmds = append(cmds, &cmd{line: strings.TrimPrefix(l, "$ uri ")})
		case inBlock && len(cmds) > 0 && cmds[len(cmds)-1] != nil:
			cmds[len(cmds)-1].want.WriteString(l + "\n")
		}
	}
	n := 0
	for _, c := range cmds {
		if c == nil {
			continue
		}
		n++
		line, showErr := strings.CutSuffix(c.line, " > /dev/null")
		line, hideErr := strings.CutSuffix(line, " 2> /dev/null")
		args := splitShell(t, line)
		var stdout, stderr bytes.Buffer
		run(args, strings.NewReader(""), &stdout, &stderr)
		got, other := stdout.String(), stderr.String()
		if showErr {
			got, other = other, ""
		}
		if hideErr {
			other = ""
		}
		if got != c.want.String() || other != "" {
			t.Errorf("uri %s:\ngot\n%s(stderr %q)\nwant\n%s", c.line, got, other, c.want.String())
		}
	}
	if n < 7 {
		t.Errorf("only %d commands found in the README's Everyday tasks", n)
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
	for _, c := range commands {
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
