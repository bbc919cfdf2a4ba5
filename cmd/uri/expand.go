package main

import (
	"fmt"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/clirecord"
)

// uri expand: abbreviated URIs completed (the 2003 draft's Appendix F; package
// extract's Expand).

// expandCommand is uri expand: its flags, declared by setupExpand in the
// order the help lists them, and run, its work.
type expandCommand struct {
	defaultScheme *string
	records       *recordFlags
	expander      extract.Expander // with --default-scheme, made by run
}

func setupExpand(fs *flagSet) action {
	c := &expandCommand{
		defaultScheme: fs.String("default-scheme", "S", "http",
			"the scheme of a host that no other rule gives one (rules default, host-port, network-path)"),
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run completes each abbreviated URI of args.
func (c *expandCommand) run(e *env, args []string) int {
	c.expander = extract.Expander{DefaultScheme: *c.defaultScheme}
	if _, _, err := c.expander.Expand("example.com"); err != nil {
		return e.usageError(e.cmd, fmt.Sprintf("invalid --default-scheme %q: a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\"", *c.defaultScheme))
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		handler: c,
	})
}

// handle completes s, naming the rule that did.
func (c *expandCommand) handle(s string, out *emitter) error {
	r, rule, err := c.expander.Expand(s)
	if err != nil {
		return err
	}
	out.write(&expandRecord{Input: s, OK: true, Result: r, Rule: string(rule)})
	return nil
}

// expandRecord is CLI.md's {"input","ok","result","rule"}.
type expandRecord struct {
	Input  string `json:"input"`
	OK     bool   `json:"ok"`
	Result string `json:"result"`
	Rule   string `json:"rule"`
}

func (r *expandRecord) Passed() bool { return true }

// human prints the result bare, as CLI.md asks of one-value commands.
func (r *expandRecord) Human(h *clirecord.Text) { h.Value(r.Result) }

var expandHelp = commandHelp{
	about: `Expand completes abbreviated URIs as people type them in an address bar,
a dialog box or a configuration file (draft-fielding-uri-rfc2396bis-01,
the 2003 draft of RFC 3986, Appendix F), and names the rule that did it:

  as-is         already a URI with a scheme: left byte for byte
  network-path  "//host/path": the default scheme added
  www           a host whose first label is www (or www2, ...): http://
                (https:// when that is the default scheme)
  ftp           a host whose first label is ftp: ftp://
  host-port     a host, ":" and a port ("localhost:3000",
                "example.com:8080/x"): a port, not a scheme; default scheme
  mailto        an e-mail address "user@example.org": mailto:
  default       any other host name or IP address: the default scheme

Completion only adds the missing prefix: the text typed is never
normalized, except that text with non-ASCII characters (an IRI,
"münchen.de/straße") becomes the URI it stands for (RFC 3987 §3.1): the host
name in IDNA A-labels ("xn--mnchen-3ya.de"), the rest percent-encoded. White space around the input and a wrapper ("<...>",
"<URL:...>", double quotes) are removed first (Appendix E). Input that
cannot become a URI (a relative path, an IPv6 address without brackets, a
host with characters no host name has, white space inside) is an error
that says why. Abbreviated URIs look like relative references, so never
expand text where a base URI exists: resolve it instead (uri resolve).

JSON record (--json): {"input","ok","result","rule"}.`,
	examples: []example{
		{
			args:   `expand 'www.w3.org/Addressing/' 'ftp.example.org/pub' 'localhost:3000' 'mailto:joe@example.org'`,
			output: "http://www.w3.org/Addressing/\nftp://ftp.example.org/pub\nhttp://localhost:3000\nmailto:joe@example.org\n",
		},
		{
			args: `expand --json --default-scheme https 'example.com:8080/x' '/relative/path'`,
			output: `{"input":"example.com:8080/x","ok":true,"result":"https://example.com:8080/x","rule":"host-port"}
{"input":"/relative/path","ok":false,"error":"uri: a relative reference, not an abbreviated URI: it has no host at offset 0 in input: resolve it against a base URI (RFC 3986 §5.2)","offset":0}
`,
			status: 1,
		},
		{
			args:   `expand 'münchen.de/straße'`,
			output: "http://xn--mnchen-3ya.de/stra%C3%9Fe\n",
		},
	},
}
