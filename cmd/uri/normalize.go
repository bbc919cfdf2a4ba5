package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri normalize: the normal form of URIs (RFC 3986 §6.2.2, §6.2.3).

// normalizeCommand is uri normalize: its flags, declared by setupNormalize
// in the order the help lists them, and run, its work.
type normalizeCommand struct {
	level    *string
	v6       *bool // --rfc5952
	repairOn *bool
	records  *recordFlags
	whatwg   *whatwgNormalize // --whatwg, --base
	// normalizer is the one of --level and --rfc5952, made by run.
	normalizer uri.Normalizer
}

func setupNormalize(fs *flagSet) action {
	c := &normalizeCommand{
		level: fs.Enum("level", "syntax|scheme", "scheme",
			"syntax: case, percent-encoding and dot-segments (RFC 3986 §6.2.2); scheme: also the scheme's rules (§6.2.3)",
			"syntax", "scheme"),
		v6:       fs.Bool("rfc5952", "also write IPv6 literals in RFC 5952's canonical form: [2001:DB8:0:0::1] becomes [2001:db8::1]"),
		repairOn: fs.Repair(),
		records:  fs.Records("a JSON string"),
		whatwg:   whatwgNormalizeFlags(fs),
	}
	return c.run
}

// run writes the normal form of each input of args.
func (c *normalizeCommand) run(e *env, args []string) int {
	if *c.whatwg.on || c.whatwg.base != nil {
		return c.whatwg.run(e, c.records, args, *c.repairOn)
	}
	l, _ := uri.ParseLevel(*c.level)
	c.normalizer = uri.Normalizer{Level: l, IPv6RFC5952: *c.v6}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.RefLines,
		handler: c,
	})
}

// handle normalizes s.
func (c *normalizeCommand) handle(s string, out *emitter) error {
	return out.put(clirecord.Normalize(c.normalizer, *c.repairOn, s))
}

var normalizeHelp = commandHelp{
	about: `Normalize rewrites each input (a URI, or a relative reference) into its
normal form, so that equivalent URIs become the same text. At --level
syntax (RFC 3986 §6.2.2) the scheme and host are lower-cased (an IPv6
literal's RFC 6874 zone keeps its case), percent-encoding hex digits are
upper-cased, percent-encoded unreserved characters (ALPHA DIGIT - . _ ~) are
decoded, and dot-segments are removed from the path of a URI with a
scheme. At --level scheme (the default) the scheme's own rules follow
(§6.2.3): an empty port or the scheme's default port is removed, an empty
path with an authority becomes "/" (http, https, ws, wss, ftp, ...),
file://localhost/ becomes file:///, and a mailto domain is lower-cased.
In Go, uri.NormalizeScheme gives this default level, while uri.Normalize
(and the zero uri.Normalizer) stays at the syntax level.

--rfc5952 also writes an IPv6 literal in the canonical text form of RFC
5952 §4 and §5 (lower case, the longest run of zeros as "::", no leading
zeros, an embedded IPv4 address dotted): RFC 3986 compares IPv6 literals
as text, so this goes beyond §6.2.2; RFC 6874 §2 asks for it when URIs are
produced. The zone is kept.

Normalization never makes different URIs the same: reserved characters stay
encoded ("%2F" is not "/"), the case of userinfo, path, query and fragment
is kept, "+" is not a space, and the delimiter of an empty query or
fragment stays. A relative reference loses only the dot-segments whose
removal cannot change what it resolves to against a base with an authority
or an absolute path: all of them in "/a/b/../../c" or "//h/a/../b", and in
a relative path all but the leading ".." that climb above its start.

JSON record (--json): {"input","ok","result"}.` + repairAbout + whatwgNormalizeAbout,
	examples: append([]example{
		{
			args:   `normalize 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d' 'HTTP://www.EXAMPLE.com:80'`,
			output: "example://a/b/c/%7Bfoo%7D\nhttp://www.example.com/\n",
		},
		{
			args: `normalize --json --level syntax 'http://example.com:/a%2fb' 'file://localhost/etc/hosts'`,
			output: `{"input":"http://example.com:/a%2fb","ok":true,"result":"http://example.com:/a%2Fb"}
{"input":"file://localhost/etc/hosts","ok":true,"result":"file://localhost/etc/hosts"}
`,
		},
		{
			args:   `normalize '/a/b/../../c' 'a/b/./c' 'a/../../b'`,
			output: "/c\na/b/c\n../b\n",
		},
		{
			args:   `normalize 'mailto:Joe@Example.COM' 'http://a/b c'`,
			output: "mailto:Joe@example.com\n\n",
			stderr: "argument 2: uri: space at offset 10 in path: spaces must be written %20 (uri repair or --repair makes it \"http://a/b%20c\")\n",
			status: 1,
		},
		{
			args:   `normalize --repair --json 'HTTP://Example.com/a b'`,
			output: `{"input":"HTTP://Example.com/a b","ok":true,"result":"http://example.com/a%20b","repairs":[{"kind":"encoded-space","offset":20,"message":"space written %20"}]}` + "\n",
		},
		{
			args:   `normalize --rfc5952 'http://[2001:DB8:0:0:0:0:0:1]:80/' 'http://[::FFFF:C000:0280]/'`,
			output: "http://[2001:db8::1]/\nhttp://[::ffff:192.0.2.128]/\n",
		},
	}, whatwgNormalizeExamples...),
}
