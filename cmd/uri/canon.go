package main

import (
	"fmt"

	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/internal/clirecord"
)

// uri canon: the canonical keys real systems key URLs by (package canon).

// canonCommand is uri canon: its flags, declared by setupCanon in the order
// the help lists them, and run, its work.
type canonCommand struct {
	profile *string
	purell  *string
	records *recordFlags
}

func setupCanon(fs *flagSet) action {
	c := &canonCommand{
		profile: fs.String("profile", "P", "", "safebrowsing, safebrowsing-expressions, surt or rfc3986"),
		purell:  fs.String("purell", "FLAG,...", "", "purell's normalization flags by name (FlagsSafe, FlagRemoveDotSegments, ...)"),
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run writes the canonical key of each input of args by --profile or
// --purell.
func (c *canonCommand) run(e *env, args []string) int {
	if (*c.profile == "") == (*c.purell == "") {
		return e.usageError(e.cmd, "give one of --profile P and --purell FLAG,...")
	}
	p := processor[string]{input: stringInput{}, lines: clirecord.URILines}
	switch {
	case *c.purell != "":
		f, err := canon.ParsePurellFlags(*c.purell)
		if err != nil {
			return e.usageError(e.cmd, "--purell: "+err.(*canon.Error).Reason)
		}
		p.handler = canonPurell{f}
	case *c.profile == "safebrowsing-expressions":
		p.blocks = true
		p.handler = canonExpressions{}
	default:
		prof, ok := canon.ParseProfile(*c.profile)
		if !ok {
			return e.usageError(e.cmd, fmt.Sprintf("--profile: unknown profile %q (safebrowsing, safebrowsing-expressions, surt, rfc3986)", *c.profile))
		}
		p.handler = canonProfile{prof}
	}
	return processRecords(e, c.records, args, p)
}

// canonPurell is canon --purell: the URL normalized by purell's flags.
type canonPurell struct{ flags canon.PurellFlags }

func (h canonPurell) handle(s string, out *emitter) error {
	return out.put(clirecord.Purell(h.flags, s))
}

// canonExpressions is canon --profile safebrowsing-expressions: the host
// suffix and path prefix expressions Safe Browsing looks up.
type canonExpressions struct{}

func (canonExpressions) handle(s string, out *emitter) error {
	return out.put(clirecord.CanonExpressions(s))
}

// canonProfile is canon --profile P for the other profiles: the key.
type canonProfile struct{ profile canon.Profile }

func (h canonProfile) handle(s string, out *emitter) error {
	return out.put(clirecord.Canon(h.profile, s))
}

var canonHelp = commandHelp{
	about: `Canon writes each URL in the canonical form a real system keys URLs by.
None is RFC 3986 normalization or the URL Standard's href; each is made as
that system makes it, so the keys match the system's own.

--profile safebrowsing: the canonical URL of Google Safe Browsing v4
("URLs and Hashing"), the one every Safe Browsing client hashes: unescaped
until no escape is left, fragment, userinfo and port dropped, the host's
dots and case normalized and an IPv4 address in any spelling written in
dotted decimal, "/./", "/../" and runs of "/" resolved, then escaped once
(a port that is not a number is an error, as browsers have it).
--profile safebrowsing-expressions: the host-suffix/path-prefix
expressions looked up for the URL (at most 5 hosts times 6 paths), one per
line; in JSON, {"input","ok","results":[...]}.
--profile surt: the SURT key of web archives and CDX indexes (the Wayback
Machine, Common Crawl's index), as webarchive-commons' WaybackURLKeyMaker
makes it: scheme and "www." dropped, host reversed, path and query lower
case, session ids removed, the query sorted.
--profile rfc3986: RFC 3986 §6 normalization, as uri normalize.
--purell FLAG,...: purell's normalization flags by their Go names
(FlagLowercaseHost, FlagRemoveDotSegments, ...) and sets (FlagsSafe,
FlagsUsuallySafeGreedy, FlagsAllGreedy, ...), with purell's results, for
programs moving from github.com/PuerkitoBio/purell.

JSON record (--json): {"input","ok","result"}.`,
	examples: []example{
		{
			args:   `canon --profile surt 'http://archive.org/goo/?b&a' 'https://www.Example.com:443/A/?x=1'`,
			output: "org,archive)/goo?a&b\ncom,example)/a?x=1\n",
		},
		{
			args:   `canon --profile safebrowsing 'http://host/%25%32%35%25%32%35' 'http://3279880203/blah' 'www.GOOgle.com.../a/../b#frag'`,
			output: "http://host/%25%25\nhttp://195.127.0.11/blah\nhttp://www.google.com/b\n",
		},
		{
			args:   `canon --profile safebrowsing-expressions 'http://a.b.c/1/2.html?param=1'`,
			output: "a.b.c/1/2.html?param=1\na.b.c/1/2.html\na.b.c/\na.b.c/1/\nb.c/1/2.html?param=1\nb.c/1/2.html\nb.c/\nb.c/1/\n",
		},
		{
			args:   `canon --purell FlagsSafe,FlagRemoveDotSegments 'HTTP://www.Example.COM:80/a/./b/../c/%7euser'`,
			output: "http://www.example.com/a/c/~user\n",
		},
		{
			args:   `canon --json --profile safebrowsing 'mailto:joe@example.com'`,
			output: `{"input":"mailto:joe@example.com","ok":false,"error":"canon: safebrowsing: a URL with a scheme must go on with \"//\" and a host in \"mailto:joe@example.com\"","offset":null}` + "\n",
			status: 1,
		},
	},
}
