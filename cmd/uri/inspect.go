package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/uri"
)

// uri inspect: security findings for URIs (RFC 3986 §7 and the seeds'
// security sections; package inspect).

func setupInspect(fs *flagSet) action {
	rf := fs.Records("a JSON string")
	fix := fs.Repair()
	iriFlag := fs.Bool("iri", "map an IRI to the URI it stands for (RFC 3987 §3.1) and inspect that")
	return func(e *env, args []string) int {
		in := inspect.Inspector{MaxFindings: maxListed}
		var mode inspect.Mode
		if *iriFlag {
			mode |= inspect.IRIs
		}
		if *fix {
			mode |= inspect.Repairs
		}
		return processRecords(e, rf, args, processor[string]{
			input:  stringInput,
			blocks: true,
			handle: func(s string) (record, error) {
				rep := in.Report(s, mode)
				fs := findingsJSON(rep.Findings)
				if rep.Err != nil {
					err := rep.Err
					if mode == 0 {
						err = repairHint(err, s, func(r string) bool { _, err := uri.ParseReference(r); return err == nil })
					}
					if *fix {
						list := []repairChange{}
						err = &repairedError{err: err, list: &list, text: s}
					}
					if len(fs) > 0 {
						err = &findingsError{err, fs}
					}
					return nil, err
				}
				rec := &inspectRecord{Input: s, OK: true, Findings: fs}
				if t := rep.URI.String(); t != s {
					rec.Inspected = &t
				}
				if *fix {
					list := make([]repairChange, 0, len(rep.Repairs))
					for _, c := range rep.Repairs {
						list = append(list, repairChange{Kind: string(c.Kind), Offset: c.Offset, Message: c.Message})
					}
					rec.Repairs = &list
				}
				rec.omit(rep.Omitted)
				for _, f := range rep.Findings {
					rec.danger = rec.danger || f.Severity == inspect.Danger
				}
				return rec, nil
			},
		})
	}
}

// findingsJSON is the findings as records hold them.
func findingsJSON(fs []inspect.Finding) []findingJSON {
	out := make([]findingJSON, len(fs))
	for i, f := range fs {
		out[i] = findingJSON{Kind: string(f.Kind), Severity: f.Severity.String(),
			Message: f.Message, Offset: f.Offset, Length: f.Length}
		if f.Addr.Is4() {
			out[i].IPv4 = f.Addr.String()
		} else if f.Addr.Is6() {
			out[i].IPv6 = f.Addr.String()
		}
	}
	return out
}

// findingsError is the failure of an input RFC 3986 refuses (and no
// --iri or --repair made a URI of) that the clients fetch all the same:
// its error record adds "findings", the findings about where they go.
type findingsError struct {
	err      error
	findings []findingJSON
}

func (e *findingsError) Error() string { return e.err.Error() }
func (e *findingsError) Unwrap() error { return e.err }

// findingsOf returns the findings an error record lists, nil when none.
func findingsOf(err error) []findingJSON {
	var fe *findingsError
	if errors.As(err, &fe) {
		return fe.findings
	}
	return nil
}

// maxListed bounds the findings (inspect) and changes (repair) one record
// lists: a hostile line may hold one per few bytes, and a record must stay
// a small multiple of its line. The rest are counted ("findings_omitted",
// "repairs_omitted").
const maxListed = 1000

// inspectRecord is CLI.md's {"input","ok","findings":[...]}, and
// "findings_omitted" (with "findings_omitted_by_severity" and
// "findings_omitted_worst") when more than maxListed findings were found.
type inspectRecord struct {
	Input    string        `json:"input"`
	OK       bool          `json:"ok"`
	Findings []findingJSON `json:"findings"`
	// Inspected is the URI the findings are about when it is not the
	// input: the IRI's URI (--iri) or the repair (--repair).
	Inspected  *string         `json:"inspected,omitempty"`
	Repairs    *[]repairChange `json:"repairs,omitempty"`
	Omitted    int             `json:"findings_omitted,omitempty"`
	BySeverity map[string]int  `json:"findings_omitted_by_severity,omitempty"`
	Worst      string          `json:"findings_omitted_worst,omitempty"`
	danger     bool
}

// omit records the findings left out of the list: their number, their
// count by severity and the worst of them; an omitted danger makes the
// record a danger as a listed one does.
func (r *inspectRecord) omit(o inspect.Omitted) {
	w, ok := o.Worst()
	if !ok {
		return
	}
	r.Omitted, r.Worst = o.Total(), w.String()
	r.BySeverity = map[string]int{}
	for _, s := range []inspect.Severity{inspect.Danger, inspect.Warning, inspect.Info} {
		r.BySeverity[s.String()] = o[s]
	}
	r.danger = r.danger || w == inspect.Danger
}

// findingJSON is {"kind","severity","message","offset"} plus the length of
// the text it is about and, when an address is involved, "ipv4" or "ipv6".
type findingJSON struct {
	Kind     string `json:"kind"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Offset   int    `json:"offset"`
	Length   int    `json:"length"`
	IPv4     string `json:"ipv4,omitempty"`
	IPv6     string `json:"ipv6,omitempty"`
}

func (r *inspectRecord) repairs() repairList { return r.Repairs }

// passed is false when a finding is a danger: uri inspect is a gate.
func (r *inspectRecord) passed() bool { return !r.danger }

// inspectIndent is the width of the severity column.
const inspectIndent = len("warning  ")

// caretWidth bounds the caret line: a finding that ends further into the
// URI is located by its offset instead, so a line's output stays linear
// in its length.
const caretWidth = 160

// human prints the URI, then one line per finding: the severity, carets
// under the bytes it is about (or, past caretWidth, their offset and
// length), the kind and the message.
func (r *inspectRecord) human(h *humanWriter) {
	pad := strings.Repeat(" ", inspectIndent)
	h.line(pad + r.Input)
	if len(r.Findings) == 0 {
		h.line("ok" + pad[2:] + "no findings")
		return
	}
	for _, f := range r.Findings {
		where := strings.Repeat(" ", f.Offset) + strings.Repeat("^", f.Length)
		if f.Offset+f.Length > caretWidth {
			where = "at offset " + strconv.Itoa(f.Offset) + " (" + strconv.Itoa(f.Length) + " bytes)"
			if f.Length == 1 {
				where = "at offset " + strconv.Itoa(f.Offset) + " (1 byte)"
			}
		}
		h.line(f.Severity + pad[len(f.Severity):] + where + " " + f.Kind + ": " + f.Message)
	}
	if r.Omitted > 0 {
		var by []string
		for _, s := range []string{"danger", "warning", "info"} {
			if n := r.BySeverity[s]; n > 0 {
				by = append(by, strconv.Itoa(n)+" "+s)
			}
		}
		h.line(pad + "and " + strconv.Itoa(r.Omitted) + " more findings, not listed (" + strings.Join(by, ", ") + ")")
	}
}

var inspectHelp = commandHelp{
	about: `Inspect reports what a URI does that a reader or a filter may not expect:
the security considerations of RFC 3986 §7 and of the seed documents, one
finding per line, its severity first and carets under the bytes it is
about. A host is read the way the clients that connect read it:
percent-decoded, mapped by IDNA (UTS #46) as browsers and Go's net/http do
("127%E3%80%820%E3%80%820%E3%80%821" is 127.0.0.1), then as an IPv4 number
by inet_aton (resolvers, curl) and by the URL Standard (browsers, which
read "0x" as 0); http, https, ws, wss and ftp URIs are read with the host
browsers find however many slashes follow the scheme. Kinds:

  password             a password in the userinfo (§7.5)
  misleading-userinfo  a userinfo that reads as a host or URL (§7.6):
                       in http://www.bank.com@10.0.0.1/ the host is 10.0.0.1
  userinfo             any other userinfo
  rare-ipv4            a host that a client reads as IPv4 in a rare
                       spelling (§7.4): 0x7f.1, 017700000001, 2130706433,
                       127.1 and 127.0x.0x.1 all are 127.0.0.1
  encoded-host         percent-encoding in a host (%31%32%37.0.0.1)
  private-address      a host that is not globally reachable (loopback,
                       private, link-local, ... by the IANA special-purpose
                       address registries) or the name localhost
  cloud-metadata       a cloud metadata endpoint (169.254.169.254,
                       fd00:ec2::254, 169.254.170.2, 100.100.100.200,
                       192.0.0.192, 168.63.129.16, ...)
  embedded-ipv4        an IPv6 literal carrying an IPv4 address
  hidden-host          a host browsers read where RFC 3986 sees none:
                       http:127.0.0.1, http:/127.0.0.1, http:///127.0.0.1,
                       the relative ///127.0.0.1/
  host-as-scheme       a host and port written without a scheme
                       (localhost:3000 is the scheme "localhost")
  parser-differential  RFC 3986, the URL Standard (browsers) and Go's
                       net/url read different hosts, schemes or ports in
                       the URI (danger: http:////evil.com/ has an empty
                       host to two of them and evil.com to browsers), or
                       one refuses what RFC 3986 accepts (warning); see
                       uri readings
  punycode             an IDNA A-label, shown to people as Unicode
  mixed-script         a host label mixing scripts (look-alike names)
  non-default-port     a port other than the scheme's default
  well-known-port      the port of another protocol (25 smtp, 110 pop3, ...)
  port-out-of-range    a port above 65535
  encoded-control      percent-encoded CR, LF, NUL or another control (in
                       a host, any control is a danger)
  dot-segment          "." or ".." path segments
  encoded-dot          a dot-segment written with %2E
  encoded-slash        %2F inside a path segment
  encoded-backslash    %5C inside a path segment

Severities: danger (the URI goes somewhere other than it seems, or carries
an injection; localhost, internal addresses and cloud metadata endpoints
count), warning (a construction attacks use, with innocent uses too),
info. The exit status is 1 when any finding is a danger, or an input is
not a URI reference, so uri inspect works as a gate in a script:

  uri inspect "$url" > /dev/null || echo "refused: $url"

The gate is a check of the string, without DNS: a name that resolves to
an internal address (*.nip.io, localtest.me, metadata.google.internal, a
name rebound between lookups) passes it. Check the address you connect to
as well, at dial time (guard.Blocked in Go takes the same decision on
an address).

Strings from the wild: an input RFC 3986 refuses is an error (exit status
1), which says when uri repair or --repair would make a URI of it; when
the clients fetch it all the same and part (they read different
destinations, or RFC 3986 refuses it in its authority: http:/\evil.com,
http://evil.com\@good.com/, http://a@b@c/), the error record adds
"findings" with a parser-differential danger that says where each goes.
--iri inspects the URI an IRI stands for (RFC 3987 §3.1: the host in IDNA
A-labels, the rest percent-encoded UTF-8), so
https://en.wikipedia.org/wiki/Café is inspected as
https://en.wikipedia.org/wiki/Caf%C3%A9; --repair inspects what uri repair
makes of the input (its repairs listed as in the other commands); either
adds "inspected", the URI the findings are about, when it is not the
input, and where the clients that read the input as it is go is still
reported. uri inspect --iri --repair is the gate of the README's "Trusting
a URL" (inspect.Refused in Go).

A record lists at most 1,000 findings: the most severe, dangers first once
some are left out; "findings_omitted" counts the rest,
"findings_omitted_by_severity" them by severity and "findings_omitted_worst"
names the worst (the text output says how many of each). The exit status
counts every finding, listed or not. Past column 160 a finding is located
by its offset instead of carets.

JSON record (--json): {"input","ok","findings":[{"kind","severity",
"message","offset","length"}]}; a finding about an address adds "ipv4" or
"ipv6" with the address decoded.`,
	examples: []example{
		{
			args: `inspect 'http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm' 'https://example.com/a?b=c#d'`,
			output: `         http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm
danger          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ misleading-userinfo: the userinfo "www.example.com&story=breaking_news" looks like a host name, but the host is "10.0.0.1": a reader may believe the URI goes elsewhere (RFC 3986 §7.6)
danger                                              ^^^^^^^^ private-address: 10.0.0.1 is a private-use address (RFC 1918): a server fetching this URI connects to itself or its own network

         https://example.com/a?b=c#d
ok       no findings
`,
			status: 1,
		},
		{
			args: `inspect --json 'http://0x7f.1/'`,
			output: `{"input":"http://0x7f.1/","ok":true,"findings":[{"kind":"rare-ipv4","severity":"danger","message":"the host \"0x7f.1\" is not an IPv4 address in URI syntax, but inet_aton (most resolvers) and the URL Standard (browsers) read it as 127.0.0.1 (RFC 3986 §7.4); filters that compare host text miss it","offset":7,"length":6,"ipv4":"127.0.0.1"},{"kind":"private-address","severity":"danger","message":"127.0.0.1 is a loopback address (RFC 1122 §3.2.1.3): a server fetching this URI connects to itself or its own network","offset":7,"length":6,"ipv4":"127.0.0.1"}]}
`,
			status: 1,
		},
		{
			args:   `inspect 'ftp://user:secret@host.dom/'`,
			output: "         ftp://user:secret@host.dom/\nwarning             ^^^^^^ password: a password in the URI is readable by anyone who sees or logs it (RFC 3986 §7.5); remove it, or log the URI redacted\n",
		},
	},
}
