package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// Every "$ uri ..." line of the README's "Everyday tasks" section prints
// what the README shows after it. A command may end with "> /dev/null"
// (the lines shown are standard error) or "2> /dev/null" (standard output
// only); otherwise standard error must be empty. Paths under testdata/ are
// the repository's.
func TestReadmeEverydayTasks(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
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
		for i, a := range args {
			if strings.HasPrefix(a, "testdata/") {
				args[i] = "../../" + a
			}
		}
		var stdout, stderr bytes.Buffer
		run(args, strings.NewReader(""), &stdout, &stderr)
		got, other := stdout.String(), stderr.String()
		if showErr {
			got, other = strings.ReplaceAll(other, "../../testdata/", "testdata/"), ""
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
