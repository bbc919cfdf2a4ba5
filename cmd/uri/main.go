package main

// The entry: the command line dispatched to a command of the table
// (commands.go), to help or to version; a command's flags parsed and its
// action run.

import (
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	os.Exit(execute(os.Args[1:], os.Stdin, standardOutput(), os.Stderr))
}

// execute is the whole program: it dispatches args to a command and returns the
// exit status.
func execute(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, commands: commandTable}
	e.progress = detectProgress(stdin, stdout, stderr)
	return e.main(args)
}

// main dispatches on the first argument(s).
func (e *env) main(args []string) int {
	if len(args) == 0 {
		var b strings.Builder
		e.writeUsage(&b)
		b.WriteString("\nRun 'uri help' for the common flags and examples.\n")
		io.WriteString(e.stderr, b.String())
		return exitUsage
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		return e.helpCommand(args[1:])
	case "version", "--version", "-version":
		return e.versionCommand(args[1:])
	}
	c, rest := e.lookup(args)
	if c == nil {
		if strings.HasPrefix(args[0], "-") {
			return e.usageError(nil, fmt.Sprintf("unknown flag %s before the command", args[0]))
		}
		return e.usageError(nil, fmt.Sprintf("unknown command %q", args[0]))
	}
	return e.runCommand(c, rest)
}

// runCommand parses the command's flags and runs it.
func (e *env) runCommand(c *command, args []string) int {
	e.cmd = c
	fs := newFlagSet(c)
	act := c.setup(fs)
	pos, err := fs.parse(args)
	if err == errHelp {
		if err := e.writeCommandHelp(e.stdout, c); err != nil {
			return e.writeFailed(err)
		}
		return exitOK
	}
	if err != nil {
		return e.usageError(c, err.Error())
	}
	return act(e, pos)
}
