package main

import (
	"strings"
	"testing"
)

// splitShell splits an example's command line: words separated by spaces,
// '...' quoting (no escapes inside), as a POSIX shell would.
func splitShell(t *testing.T, s string) []string {
	var words []string
	var cur strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted && c == '\'':
			quoted = false
		case quoted:
			cur.WriteByte(c)
		case c == '\'':
			quoted, inWord = true, true
		case c == ' ':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			if strings.ContainsRune(`"\$*?;&|<>()`+"`", rune(c)) {
				t.Fatalf("example %q uses shell syntax %q the test does not handle", s, c)
			}
			cur.WriteByte(c)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("example %q: unterminated quote", s)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// Every example in the help prints exactly what the help says. The expected
// outputs were written from RFC 3986 (§3's example URI, §1.1.2, §2.1 and
// §2.5 encodings, RFC 6874 zones), not copied from the program.
// They run from the repository's root, where a user who cloned it runs them
// (the files they name are under testdata/examples/).
func TestHelpExamples(t *testing.T) {
	t.Chdir("../..")
	for _, c := range commandTable {
		if c.help == nil || len(c.help.examples) < 2 {
			t.Errorf("command %s has fewer than two examples", c.name)
			continue
		}
		for _, ex := range c.help.examples {
			args := splitShell(t, ex.args)
			if strings.Join(args[:len(strings.Fields(c.name))], " ") != c.name {
				t.Errorf("example %q of %s runs another command", ex.args, c.name)
			}
			runner := runUri
			if ex.serves {
				runner = runServing
			}
			r := runner(t, ex.stdin, args...)
			if r.stdout != ex.output || r.status != ex.status || r.stderr != ex.stderr {
				t.Errorf("uri %s:\ngot status %d, stderr %q, stdout\n%s\nwant status %d, stderr %q, stdout\n%s",
					ex.args, r.status, r.stderr, r.stdout, ex.status, ex.stderr, ex.output)
			}
		}
	}
}

func TestHelp(t *testing.T) {
	overview := runUri(t, "", "help")
	if overview.status != 0 || overview.stderr != "" {
		t.Fatalf("uri help: status %d stderr %q", overview.status, overview.stderr)
	}
	for _, args := range [][]string{{"-h"}, {"--help"}, {"-help"}} {
		if r := runUri(t, "", args...); r != overview {
			t.Errorf("uri %s differs from uri help", args[0])
		}
	}
	for _, c := range commandTable {
		// The overview lists every command with an example of each.
		if !strings.Contains(overview.stdout, "  "+c.name+" ") || !strings.Contains(overview.stdout, c.summary) {
			t.Errorf("uri help does not list %s", c.name)
		}
		if !strings.Contains(overview.stdout, exampleLine(c.help.examples[0])+"\n") {
			t.Errorf("uri help does not show an example of %s", c.name)
		}
		words := strings.Fields(c.name) // "urn compare" is two arguments
		h := runUri(t, "", append([]string{"help"}, words...)...)
		if h.status != 0 || !strings.HasPrefix(h.stdout, "usage: "+c.usage+"\n") {
			t.Errorf("uri help %s: status %d, stdout %q", c.name, h.status, h.stdout)
		}
		for _, ex := range c.help.examples {
			if !strings.Contains(h.stdout, exampleLine(ex)+"\n") {
				t.Errorf("uri help %s lacks example %q", c.name, ex.args)
			}
		}
		// -h and --help after the command, even after inputs, show the same.
		for _, args := range [][]string{append(strings.Fields(c.name), "-h"), append(strings.Fields(c.name), "x", "--help")} {
			if r := runUri(t, "", args...); r != h {
				t.Errorf("uri %q differs from uri help %s", args, c.name)
			}
		}
		// The synopsis names every flag the command declares, and the help
		// lists them.
		fs := newFlagSet(c)
		c.setup(fs)
		for _, f := range fs.flags {
			if !f.common && !strings.Contains(c.usage, "[--"+f.name+"]") && !strings.Contains(c.usage, "[--"+f.name+" "+f.value+"]") {
				t.Errorf("usage of %s %q does not show --%s", c.name, c.usage, f.name)
			}
			if !strings.Contains(h.stdout, "  "+flagSynopsis(f)+" ") {
				t.Errorf("uri help %s does not describe --%s", c.name, f.name)
			}
		}
		if !strings.HasPrefix(c.usage, "uri "+c.name+" ") {
			t.Errorf("usage of %s: %q", c.name, c.usage)
		}
	}
	for _, h := range []string{"help", "-h", "--help"} {
		if r := runUri(t, "", "help", h); r.status != 0 || !strings.HasPrefix(r.stdout, "usage: uri help [COMMAND]") {
			t.Errorf("uri help %s: %d %q", h, r.status, r.stdout)
		}
	}
	if r := runUri(t, "", "help", "parse", "extra"); r.status != 2 {
		t.Errorf("uri help parse extra: status %d", r.status)
	}
}
