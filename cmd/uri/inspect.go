package main

import (
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/internal/clirecord"
)

// uri inspect: security findings for URIs (RFC 3986 §7 and the seeds'
// security sections; package inspect).

// inspectCommand is uri inspect: its flags, declared by setupInspect in the
// order the help lists them, and run, its work.
type inspectCommand struct {
	records  *recordFlags
	repairOn *bool
	iri      *bool
	// inspector and mode are what run makes of the flags.
	inspector inspect.Inspector
	mode      inspect.Mode // by --iri and --repair
}

func setupInspect(fs *flagSet) action {
	c := &inspectCommand{
		records:  fs.Records("a JSON string"),
		repairOn: fs.Repair(),
		iri:      fs.Bool("iri", "map an IRI to the URI it stands for (RFC 3987 §3.1) and inspect that"),
	}
	return c.run
}

// run writes the security findings of each input of args.
func (c *inspectCommand) run(e *env, args []string) int {
	c.inspector = inspect.Inspector{MaxFindings: clirecord.MaxListed}
	if *c.iri {
		c.mode |= inspect.IRIs
	}
	if *c.repairOn {
		c.mode |= inspect.Repairs
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		handler: c,
	})
}

// handle inspects s.
func (c *inspectCommand) handle(s string, out *emitter) error {
	return out.put(clirecord.Inspect(c.inspector, c.mode, s))
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
