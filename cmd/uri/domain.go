package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/publicsuffix"
)

// uri domain: registrable domains and public suffixes by the Public Suffix
// List (package publicsuffix).

// domainCommand is uri domain: its flags, declared by setupDomain in the
// order the help lists them, and run, its work.
type domainCommand struct {
	icann   *bool
	records *recordFlags
	list    *publicsuffix.List // by --icann, chosen by run
}

func setupDomain(fs *flagSet) action {
	c := &domainCommand{
		icann:   fs.Bool("icann", "the ICANN section of the list only (github.io is then a registrable domain, not a public suffix)"),
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run writes the registrable domain and public suffix of each input of args.
func (c *domainCommand) run(e *env, args []string) int {
	c.list = publicsuffix.All
	if *c.icann {
		c.list = publicsuffix.ICANN
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.URILines,
		handler: c,
	})
}

// handle looks the host of s up in c.list.
func (c *domainCommand) handle(s string, out *emitter) error {
	return out.put(clirecord.Domain(c.list, s))
}

var domainHelp = commandHelp{
	about: `Domain prints the registrable domain of each host, or of each URL's host:
the public suffix the Public Suffix List gives it and the label before
("www.example.co.uk" → "example.co.uk"), the URL Standard's "registrable
domain" and the "site" of cookies. With --icann only the ICANN section of
the list counts, not the private one ("whatwg.github.io" → "github.io").

Hosts are read as the URL Standard reads them: lower case, IDNA, IPv4
spellings; an IP address, a public suffix itself ("co.uk") and a name with
an empty label have no registrable domain (an empty line; null in JSON). A
trailing dot stays ("example.com." → "example.com."). The answer comes in
the form the host was given, Unicode or A-labels; registrable_ascii is
always A-labels. "uri version" names the list's version.

JSON record (--json): {"input","ok","host","public_suffix","registrable",
"registrable_ascii","icann"}; icann says whether the rule that applied is
in the list's ICANN section (null when no rule applied).`,
	examples: []example{
		{
			args:   `domain www.example.co.uk 'https://whatwg.github.io/url/' co.uk 食狮.公司.cn`,
			output: "example.co.uk\nwhatwg.github.io\n\n食狮.公司.cn\n",
		},
		{
			args:   `domain --icann 'https://whatwg.github.io/url/'`,
			output: "github.io\n",
		},
		{
			args:   `domain --json www.食狮.公司.cn`,
			output: `{"input":"www.食狮.公司.cn","ok":true,"host":"www.食狮.公司.cn","public_suffix":"公司.cn","registrable":"食狮.公司.cn","registrable_ascii":"xn--85x722f.xn--55qx5d.cn","icann":true}` + "\n",
		},
	},
}
