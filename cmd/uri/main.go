package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, standardOutput(), os.Stderr))
}

// Exit statuses, the same for every command (see CLI.md).
const (
	exitOK    = 0 // every record was ok
	exitFail  = 1 // at least one record was not ok
	exitUsage = 2 // usage error, unreadable input or unwritable output
)

// commands is the table of subcommands. Adding a command is one new file
// (its setup function and help) plus one row here. A name may have two words
// ("urn compare"); the longest name matching the arguments wins.
var commands = []*command{
	{
		name:    "parse",
		summary: "split URIs into their components (RFC 3986 §3)",
		usage:   "uri parse [--ref] [--iri] [--repair] [--dialect D] [--whatwg] [--base BASE] [--format TEMPLATE] [--form] [--json] [--json-input] [INPUT...]",
		setup:   setupParse,
		help:    &parseHelp,
	},
	{
		name:    "edit",
		summary: "change components and query parameters, keeping every other byte",
		usage:   "uri edit [--repair] [--whatwg] [--set C=V] [--set-json C=JSON] [--append path=SEG|query=K=V] [--remove C] [--remove-param K] [--keep-param K] [--sort-query] [--json] [--json-input] [INPUT...]",
		setup:   setupEdit,
		help:    &editHelp,
	},
	{
		name:    "query",
		summary: "list the query parameters of URIs, in order, decoded",
		usage:   "uri query [--form] [--repair] [--json] [--json-input] [INPUT...]",
		setup:   setupQuery,
		help:    &queryHelp,
	},
	{
		name:    "encode",
		summary: "percent-encode text for one component (RFC 3986 §2.1)",
		usage:   "uri encode [--component C] [--json] [--json-input] [INPUT...]",
		setup:   setupEncode,
		help:    &encodeHelp,
	},
	{
		name:    "decode",
		summary: "percent-decode text (RFC 3986 §2.1)",
		usage:   "uri decode [--json] [--json-input] [INPUT...]",
		setup:   setupDecode,
		help:    &decodeHelp,
	},
	{
		name:    "resolve",
		summary: "resolve references against a base URI (RFC 3986 §5.2)",
		usage:   "uri resolve [--base BASE] [--dialect D] [--compat] [--repair] [--json] [--json-input] [REF...]",
		setup:   setupResolve,
		help:    &resolveHelp,
	},
	{
		name:    "relative",
		summary: "the shortest reference from a base URI to a target URI",
		usage:   "uri relative [--base BASE] [--json] [--json-input] [TARGET...]",
		setup:   setupRelative,
		help:    &relativeHelp,
	},
	{
		name:    "normalize",
		summary: "normalize URIs: case, percent-encoding, dot-segments, scheme rules (RFC 3986 §6.2)",
		usage:   "uri normalize [--level syntax|scheme] [--rfc5952] [--whatwg] [--base BASE] [--repair] [--json] [--json-input] [INPUT...]",
		setup:   setupNormalize,
		help:    &normalizeHelp,
	},
	{
		name:    "scheme",
		summary: "decompose URLs by their scheme's syntax: ftp, http, gopher, ... (RFC 1738 §3, §5)",
		usage:   "uri scheme [--lenient] [--rfc1738] [--json] [--json-input] [INPUT...]",
		setup:   setupScheme,
		help:    &schemeHelp,
	},
	{
		name:    "compare",
		summary: "tell whether two URIs are equivalent (RFC 3986 §6.2)",
		usage:   "uri compare [--level string|syntax|scheme] [--json] [--json-input] A B",
		setup:   setupCompare,
		help:    &compareHelp,
	},
	{
		name:    "extract",
		summary: "find the URIs in plain text (RFC 3986 Appendix C, the 2003 draft's Appendix E)",
		usage:   "uri extract [--json] [FILE...]",
		setup:   setupExtract,
		help:    &extractHelp,
	},
	{
		name:    "expand",
		summary: "complete abbreviated URIs such as www.w3.org/Addressing/ (the 2003 draft of RFC 3986, Appendix F)",
		usage:   "uri expand [--default-scheme S] [--json] [--json-input] [INPUT...]",
		setup:   setupExpand,
		help:    &expandHelp,
	},
	{
		name:    "urn",
		summary: "split URNs into NID, NSS and r/q/f-components; check namespace rules (RFC 8141)",
		usage:   "uri urn [--dialect rfc8141|rfc2141|draft] [--strict] [--json] [--json-input] [INPUT...]",
		setup:   setupURN,
		help:    &urnHelp,
	},
	{
		name:    "urn compare",
		summary: "tell whether two URNs are lexically equivalent (RFC 8141 §3)",
		usage:   "uri urn compare [--dialect rfc8141|rfc2141|draft] [--cache] [--json] [--json-input] A B",
		setup:   setupURNCompare,
		help:    &urnCompareHelp,
	},
	{
		name:    "canon",
		summary: "canonical keys: Safe Browsing, SURT (web archives), purell's flags",
		usage:   "uri canon [--profile P] [--purell FLAG,...] [--json] [--json-input] [INPUT...]",
		setup:   setupCanon,
		help:    &canonHelp,
	},
	{
		name:    "domain",
		summary: "registrable domains and public suffixes by the Public Suffix List",
		usage:   "uri domain [--icann] [--json] [--json-input] [INPUT...]",
		setup:   setupDomain,
		help:    &domainHelp,
	},
	{
		name:    "path",
		summary: "file system paths to file: URLs and back (POSIX, Windows drives, UNC)",
		usage:   "uri path [--to-url] [--from-url] [--windows] [--json] [--json-input] [INPUT...]",
		setup:   setupPath,
		help:    &pathHelp,
	},
	{
		name:    "inspect",
		summary: "report security findings: passwords, misleading hosts, rare IPv4, internal addresses (RFC 3986 §7)",
		usage:   "uri inspect [--iri] [--repair] [--json] [--json-input] [INPUT...]",
		setup:   setupInspect,
		help:    &inspectHelp,
	},
	{
		name:    "readings",
		summary: "how RFC 3986, the URL Standard (browsers) and Go's net/url read a URL: scheme, host, port",
		usage:   "uri readings [--json] [--json-input] [INPUT...]",
		setup:   setupReadings,
		help:    &readingsHelp,
	},
	{
		name:    "links",
		summary: "list the links of HTML documents, resolved against the document's base URI (RFC 3986 §5.1)",
		usage:   "uri links [--url U] [--content-location U] [--default-base U] [--repair] [--json] [FILE...]",
		setup:   setupLinks,
		help:    &linksHelp,
	},
	{
		name:    "iri",
		summary: "map IRIs to URIs and back for display, IDNA host names (RFC 3987 §3)",
		usage:   "uri iri [--json] [--json-input] [INPUT...]",
		setup:   setupIRI,
		help:    &iriHelp,
	},
	{
		name:    "template",
		summary: "expand URI Templates (RFC 6570, levels 1 to 4)",
		usage:   "uri template [--var NAME=VALUE] [--list NAME=V1,V2] [--vars FILE] [--json] [--json-input] [TEMPLATE...]",
		setup:   setupTemplate,
		help:    &templateHelp,
	},
	{
		name:    "template match",
		summary: "read the variables of URIs back through a URI Template (RFC 6570 §1.4)",
		usage:   "uri template match [--form] [--allow-unknown] [--json] [--json-input] TEMPLATE [URI...]",
		setup:   setupTemplateMatch,
		help:    &templateMatchHelp,
	},
	{
		name:    "pattern",
		summary: "match URLs against URL patterns (the URL Pattern Standard, URLPattern)",
		usage:   "uri pattern [--base URL] [--ignore-case] [--json] [--json-input] PATTERN [INPUT...]",
		setup:   setupPattern,
		help:    &patternHelp,
	},
	{
		name:    "repair",
		summary: "make URIs found in the wild valid, listing each change (as browsers repair them)",
		usage:   "uri repair [--json] [--json-input] [INPUT...]",
		setup:   setupRepair,
		help:    &repairHelp,
	},
	{
		name:    "playground",
		summary: "serve a page that shows a URI to a person: every parser side by side, findings, repair",
		usage:   "uri playground [--addr HOST:PORT]",
		setup:   setupPlayground,
		help:    &playgroundHelp,
	},
}

// A command is one row of the command table.
type command struct {
	name    string // "parse", or two words for a subcommand ("urn compare")
	summary string // one line for the command list
	usage   string // synopsis, starting with "uri NAME"
	// setup declares the command's flags on fs and returns the action that
	// runs once they are parsed. It is also called (and the action dropped)
	// to list the flags in the help.
	setup func(fs *flagSet) action
	help  *commandHelp
}

// An action runs a command with its positional arguments (flags already
// parsed) and returns the exit status.
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

// run is the whole program: it dispatches args to a command and returns the
// exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, commands: commands}
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
