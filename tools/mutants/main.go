// Command mutants runs again, one at a time, chosen mutants of a gremlins
// (github.com/go-gremlins/gremlins v0.6.0) report: by default those it marked
// NOT COVERED and LIVED.
//
// Gremlins calls a mutant NOT COVERED when no block of the package's
// coverage profile contains its position. Go's coverage profile has no block
// for the case expressions of a switch, for constant declarations or for
// package-level variable initializers, so a mutant there is NOT COVERED
// although every test run evaluates it. This command applies each such
// mutant to the package's source (the same token substitution gremlins
// makes), runs the package's tests, and says what happened: KILLED (a test
// failed), LIVED (the tests passed), NOT VIABLE (it did not build) or TIMED
// OUT. It also serves to check, after tests are added, that the mutants a
// report left alive are now killed, without running every mutant again.
//
//	gremlins unleash --workers 1 --tags mutation -o whatwg.json ./whatwg
//	go run ./tools/mutants -dir /tmp/copy -tags mutation -pkg ./whatwg whatwg.json
//
// It also runs mutants gremlins never ran: a dry run's report (`gremlins
// unleash --dry-run -o`) lists every mutant as RUNNABLE or NOT COVERED, and
// sample.py, beside this file, draws a uniform random sample of them for
// packages whose full run would take hours:
//
//	python3 tools/mutants/sample.py dry-uri.json 340 20261126 s-uri.json
//	go run ./tools/mutants -dir /tmp/copy -tags mutation -pkg ./uri -status 'RUNNABLE,NOT COVERED' s-uri.json
//
// within.py, beside it too, keeps a dry run's mutants inside named
// functions: the mutants of a change to a large package.
//
// It edits the files of -dir in place, one at a time, and puts each back:
// point -dir at a copy of the module, not at a worktree being edited.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/scanner"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

type report struct {
	Files []struct {
		Name      string     `json:"file_name"`
		Mutations []mutation `json:"mutations"`
	} `json:"files"`
}

type mutation struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

// substitutions is gremlins v0.6.0's table (internal/engine/mappings.go) for
// the mutators it enables by default.
var substitutions = map[string]map[token.Token]token.Token{
	"ARITHMETIC_BASE": {token.ADD: token.SUB, token.MUL: token.QUO, token.QUO: token.MUL,
		token.REM: token.MUL, token.SUB: token.ADD},
	"CONDITIONALS_BOUNDARY": {token.GEQ: token.GTR, token.GTR: token.GEQ,
		token.LEQ: token.LSS, token.LSS: token.LEQ},
	"CONDITIONALS_NEGATION": {token.EQL: token.NEQ, token.GEQ: token.LSS, token.GTR: token.LEQ,
		token.LEQ: token.GTR, token.LSS: token.GEQ, token.NEQ: token.EQL},
	"INCREMENT_DECREMENT": {token.DEC: token.INC, token.INC: token.DEC},
	"INVERT_NEGATIVES":    {token.SUB: token.ADD},
}

func main() {
	dir := flag.String("dir", ".", "the module's root (a copy: files are edited in place)")
	pkg := flag.String("pkg", "", "the package, as go test takes it (./whatwg)")
	tags := flag.String("tags", "", "build tags for go test")
	statuses := flag.String("status", "NOT COVERED,LIVED", "which statuses of the report to run again")
	timeout := flag.Duration("timeout", 2*time.Minute, "time allowed to one go test run")
	show := flag.Bool("n", false, "print each mutated line instead of running the tests")
	flag.Parse()
	if *pkg == "" || flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: mutants -dir DIR -pkg ./PKG [-tags T] [-status S,S] REPORT.json")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	check(err)
	var r report
	check(json.Unmarshal(data, &r))
	want := map[string]bool{}
	for _, s := range strings.Split(*statuses, ",") {
		want[strings.TrimSpace(s)] = true
	}
	counts := map[string]int{}
	for _, f := range r.Files {
		path := filepath.Join(*dir, *pkg, f.Name)
		for _, m := range f.Mutations {
			if !want[m.Status] {
				continue
			}
			if *show {
				src, err := os.ReadFile(path)
				check(err)
				mutated, err := apply(src, m)
				check(err)
				line := strings.Split(string(mutated), "\n")[m.Line-1]
				fmt.Printf("%-22s %s:%d:%d %s\n", m.Type, f.Name, m.Line, m.Column, strings.TrimSpace(line))
				continue
			}
			got, err := run(*dir, *pkg, *tags, path, m, *timeout)
			check(err)
			counts[got]++
			fmt.Printf("%-12s %-22s at %s:%d:%d (gremlins: %s)\n", got, m.Type, f.Name, m.Line, m.Column, m.Status)
		}
	}
	fmt.Printf("killed %d, lived %d, not viable %d, timed out %d\n",
		counts["KILLED"], counts["LIVED"], counts["NOT VIABLE"], counts["TIMED OUT"])
}

// run applies m to the file at path, runs the package's tests and restores
// the file.
func run(dir, pkg, tags, path string, m mutation, timeout time.Duration) (string, error) {
	orig, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	mutated, err := apply(orig, m)
	if err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	if err := os.WriteFile(path, mutated, 0o644); err != nil {
		return "", err
	}
	defer os.WriteFile(path, orig, 0o644)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	// go test's own -timeout stops the test binary: killing the go command
	// at the deadline alone leaves a mutant's endless loop running.
	args := []string{"test", "-count=1", "-failfast", "-timeout", timeout.String()}
	if tags != "" {
		args = append(args, "-tags", tags)
	}
	cmd := exec.CommandContext(ctx, "go", append(args, pkg)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	switch {
	case ctx.Err() != nil, bytes.Contains(out, []byte("panic: test timed out after")):
		return "TIMED OUT", nil
	case err == nil:
		return "LIVED", nil
	case bytes.Contains(out, []byte("[build failed]")) || bytes.Contains(out, []byte("[setup failed]")):
		return "NOT VIABLE", nil
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return "KILLED", nil
	}
	return "", err
}

// apply replaces the operator token at m's line and column as gremlins does.
func apply(src []byte, m mutation) ([]byte, error) {
	table, ok := substitutions[m.Type]
	if !ok {
		return nil, fmt.Errorf("mutator %s not handled", m.Type)
	}
	fset := token.NewFileSet()
	file := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(file, src, nil, 0)
	for {
		pos, tok, _ := s.Scan()
		if tok == token.EOF {
			return nil, fmt.Errorf("no token at %d:%d", m.Line, m.Column)
		}
		p := fset.Position(pos)
		if p.Line != m.Line || p.Column != m.Column {
			continue
		}
		to, ok := table[tok]
		if !ok {
			return nil, fmt.Errorf("%s does not apply to %s at %d:%d", m.Type, tok, m.Line, m.Column)
		}
		off := p.Offset
		out := append([]byte{}, src[:off]...)
		out = append(out, to.String()...)
		return append(out, src[off+len(tok.String()):]...), nil
	}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutants:", err)
		os.Exit(1)
	}
}
