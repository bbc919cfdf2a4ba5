package main

// What every command runs in: the exit statuses, a command's row and help,
// the invocation's environment, and the two ways a command fails as a
// whole (a usage error, a fatal one).

import (
	"context"
	"fmt"
	"io"
	"net"
	"strings"
)

// Exit statuses, the same for every command (see CLI.md).
const (
	exitOK    = 0 // every record was ok
	exitFail  = 1 // at least one record was not ok
	exitUsage = 2 // usage error, unreadable input or unwritable output
)

// A command is one row of the command table.
type command struct {
	name    string // "parse", or two words for a subcommand ("urn compare")
	summary string // one line for the command list
	usage   string // synopsis, starting with "uri NAME"
	// setup declares the command's flags on fs, into the fields of the
	// command's type (parseCommand), and returns the action that runs once
	// they are parsed: that type's run method. It is also called (and the
	// action dropped) to list the flags in the help.
	setup func(fs *flagSet) action
	help  *commandHelp
}

// An action runs a command with its positional arguments (flags already
// parsed) and returns the exit status: the run method of the command's
// type, as setup returns it.
type action func(e *env, args []string) int

// commandHelp is the long help of a command: what it does and examples.
type commandHelp struct {
	about    string    // paragraphs, already wrapped
	examples []example // real invocations with their exact output
}

// An example is an invocation shown in the help. A test runs every one and
// checks that the output is exactly what the help says.
type example struct {
	args   string // the command line after "uri", shell-quoted with '...'
	stdin  string // standard input, if any (shown as a printf pipeline)
	output string // what it prints on standard output
	stderr string // what it prints on standard error (the errors of records)
	status int    // its exit status
	// serves marks a command that serves until stopped (uri playground):
	// the test runs it with its stop already given, so it prints its
	// address and returns.
	serves bool
}

// env is one invocation's environment: its streams and command table.
// Tests build their own to switch progress on or use a different table.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	commands       []*command
	progress       progressConfig
	cmd            *command // the command being run
	// serving, when not nil, stops a server (uri playground) when done;
	// nil means Ctrl-C (SIGINT) or SIGTERM stops it.
	serving context.Context
	// listen opens a server's listener; nil means net.Listen.
	listen func(network, address string) (net.Listener, error)
}

// lookup finds the command named by the first words of args, preferring
// the longest name, and returns the remaining arguments.
func (e *env) lookup(args []string) (*command, []string) {
	var best *command
	bestWords := 0
	for _, c := range e.commands {
		words := strings.Fields(c.name)
		if len(words) <= bestWords || len(words) > len(args) {
			continue
		}
		match := true
		for i, w := range words {
			if args[i] != w {
				match = false
				break
			}
		}
		if match {
			best, bestWords = c, len(words)
		}
	}
	if best == nil {
		return nil, args
	}
	return best, args[bestWords:]
}

// usageError reports a mistake in the command line on stderr, with the
// command's synopsis (or the command list), and returns exitUsage.
func (e *env) usageError(c *command, msg string) int {
	if c == nil {
		fmt.Fprintf(e.stderr, "uri: %s\nRun 'uri help' for the list of commands.\n", msg)
		return exitUsage
	}
	fmt.Fprintf(e.stderr, "uri %s: %s\nusage: %s\nRun 'uri help %s' for details.\n", c.name, msg, c.usage, c.name)
	return exitUsage
}

// fatal reports a failure of the command itself (unreadable input,
// unwritable output) on stderr and returns exitUsage.
func (e *env) fatal(err error) int {
	fmt.Fprintf(e.stderr, "uri %s: %v\n", e.cmd.name, err)
	return exitUsage
}
