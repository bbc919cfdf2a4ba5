package main

import (
	"fmt"
	"io"
	"strings"
)

// uri help [COMMAND]: the command list with an example of each, or one
// command's synopsis, flags, description and examples.

// helpCommand runs "uri help [COMMAND...]" (also "uri -h", "uri --help").
func (e *env) helpCommand(args []string) int {
	if len(args) == 0 {
		if err := e.writeOverview(e.stdout); err != nil {
			return e.writeFailed(err)
		}
		return exitOK
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		if len(args) == 1 {
			if _, err := fmt.Fprintln(e.stdout, "usage: uri help [COMMAND]\n\nShows the list of commands, or the flags and examples of one command."); err != nil {
				return e.writeFailed(err)
			}
			return exitOK
		}
	case "version", "--version", "-version":
		if len(args) == 1 {
			if _, err := fmt.Fprintln(e.stdout, versionHelp); err != nil {
				return e.writeFailed(err)
			}
			return exitOK
		}
	}
	c, rest := e.lookup(args)
	if c == nil || len(rest) > 0 {
		return e.usageError(nil, fmt.Sprintf("no help for unknown command %q", strings.Join(args, " ")))
	}
	if err := e.writeCommandHelp(e.stdout, c); err != nil {
		return e.writeFailed(err)
	}
	return exitOK
}

// versionHelp is the help of "uri version", which is not in the command
// table (it reads no inputs).
const versionHelp = `usage: uri version (or uri --version)

Prints "uri VERSION": the module version of a "go install ...@vX.Y.Z"
build, the pseudo-version Go derives from the VCS for a build in a
checkout, or "(devel)" when neither is known.`

// writeUsage writes the short usage: the synopsis and the command list.
func (e *env) writeUsage(b *strings.Builder) {
	b.WriteString(`uri: parse, encode and inspect URIs (RFC 3986)

Usage:
  uri COMMAND [FLAGS] [INPUT...]
  uri help [COMMAND]

Commands:
`)
	width := len("help")
	for _, c := range e.commands {
		width = max(width, len(c.name))
	}
	for _, c := range e.commands {
		fmt.Fprintf(b, "  %-*s  %s\n", width, c.name, c.summary)
	}
	fmt.Fprintf(b, "  %-*s  %s\n", width, "help", "show the flags and examples of a command")
	fmt.Fprintf(b, "  %-*s  %s\n", width, "version", "print the module version (also uri --version)")
}

// writeOverview writes the usage, the common rules and an example of each
// command: the output of "uri help".
func (e *env) writeOverview(w io.Writer) error {
	var b strings.Builder
	e.writeUsage(&b)
	b.WriteString(commonRules)
	b.WriteString("\nExamples:\n")
	for _, c := range e.commands {
		if c.help != nil && len(c.help.examples) > 0 {
			writeExample(&b, c.help.examples[0])
		}
	}
	b.WriteString("\nRun 'uri help COMMAND' for a command's flags and more examples.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// commonRules are the rules every record command follows (CLI.md).
const commonRules = `
Inputs come from the arguments or, with none, from standard input, one per
line (a trailing "\r" is removed), or from files named with --input-file
(an argument that is also a file's name gets a note on standard error).
Every command prints one result per input, in order; a command with one
value per input prints it bare (an empty result is an empty line), and an
empty line for an input that fails, so that output lines match input lines.
  --json          print JSON Lines: one object per input line, echoing it
  --json-input    read standard input as JSON Lines (one JSON value per
                  line), so inputs may hold any characters
  --input-file F  read the lines of file F (repeatable; - is standard input)
  --max-line-length N
                  a line of input longer than N bytes (default 16 MiB, 0: no
                  limit) is an error record echoing its first 64 bytes; the
                  rest of the line is skipped without being stored
Without --json and --json-input, the lines that cannot be inputs are
skipped: comment lines ("#" then a space or a tab) and lines of spaces and
tabs, where inputs are URIs or references; the empty line and "#" alone too
where inputs must be URIs (with a scheme). The empty line is the empty
reference, and "#" a reference, for the commands that take references
(resolve, normalize, edit, query, parse --ref, iri, repair); encode and
decode skip nothing. Line numbers count every line. With --json every line
is a record: N lines in, N lines out.
Flags may come before or after the inputs; "--" ends the flags.
An input that fails gives "argument N: <error>" or "line N: <error>" on
standard error, so standard output holds only results (with --json:
{"input":...,"ok":false,"error":...,"offset":N} on standard output).
Exit status: 0 if every input was ok, 1 if one was not, 2 for a usage error,
unreadable input or a failed write. Output sent to /dev/null, however it was
opened, is not a failure: the exit status still tells how the inputs went.
When the reader of a pipe leaves ("uri ... | head -1"), uri stops at its next
write without a message, ended by SIGPIPE as other filters are.
`

// writeCommandHelp writes one command's help.
func (e *env) writeCommandHelp(w io.Writer, c *command) error {
	var b strings.Builder
	fmt.Fprintf(&b, "usage: %s\n\n%s\n", c.usage, c.summary)
	if c.help != nil && c.help.about != "" {
		fmt.Fprintf(&b, "\n%s\n", c.help.about)
	}
	fs := newFlagSet(c)
	c.setup(fs)
	if len(fs.flags) > 0 {
		b.WriteString("\nFlags:\n")
		width := 0
		for _, f := range fs.flags {
			width = max(width, len(flagSynopsis(f)))
		}
		for _, f := range fs.flags {
			fmt.Fprintf(&b, "  %-*s  %s\n", width, flagSynopsis(f), f.help)
		}
	}
	if c.help != nil && len(c.help.examples) > 0 {
		b.WriteString("\nExamples:\n")
		for _, ex := range c.help.examples {
			writeExample(&b, ex)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func flagSynopsis(f *flagDef) string {
	if f.value == "" {
		return "--" + f.name
	}
	return "--" + f.name + " " + f.value
}

// exampleLine is the command line of an example as the help shows it:
// "$ uri ARGS", after a printf pipeline when the example reads standard
// input.
func exampleLine(ex example) string {
	if ex.stdin == "" {
		return "$ uri " + ex.args
	}
	return "$ printf '" + strings.ReplaceAll(strings.ReplaceAll(ex.stdin, `\`, `\\`), "\n", `\n`) + "' | uri " + ex.args
}

// writeExample writes "$ uri ARGS", then the output indented, then the
// exit status when it is not 0.
func writeExample(b *strings.Builder, ex example) {
	b.WriteString("  " + exampleLine(ex) + "\n")
	for _, l := range strings.SplitAfter(ex.output, "\n") {
		switch l {
		case "":
		case "\n":
			b.WriteString(l)
		default:
			b.WriteString("    " + l)
		}
	}
	if !strings.HasSuffix(ex.output, "\n") && ex.output != "" {
		b.WriteByte('\n')
	}
	for _, l := range strings.Split(strings.TrimSuffix(ex.stderr, "\n"), "\n") {
		if l != "" {
			b.WriteString("    (stderr) " + l + "\n")
		}
	}
	if ex.status != 0 {
		fmt.Fprintf(b, "    (exit status %d)\n", ex.status)
	}
}
