package main

import (
	"fmt"
	"io"
	"os"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/clirecord"
)

// uri extract: the URIs in plain text (the 2003 draft's Appendix E; package
// extract). Unlike the other commands it does not read one record per line:
// each file (or standard input) is one text, read as a stream, and every URI
// found in it is one output record.

// extractCommand is uri extract: its flag, declared by setupExtract, and
// run, its work.
type extractCommand struct {
	asJSON *bool
}

func setupExtract(fs *flagSet) action {
	c := &extractCommand{
		asJSON: fs.Bool("json", "print one JSON object per URI found (JSON Lines)"),
	}
	return c.run
}

// run writes the URIs found in the files of args (standard input if none).
func (c *extractCommand) run(e *env, args []string) int {
	out := newRecordWriter(e.stdout, *c.asJSON, false)
	unreadable := false
	scan := func(name *string, r io.Reader) {
		s := extract.NewScanner(r)
		for s.Scan() {
			out.writeRecord(clirecord.Extract(name, s.Match()))
			if out.err() != nil {
				return
			}
		}
		if err := s.Err(); err != nil {
			unreadable = true
			out.flush()
			fmt.Fprintf(e.stderr, "uri extract: reading %s: %v\n", clirecord.DisplayName(name), err)
		}
	}
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, a := range args {
		if a == "-" {
			scan(nil, e.stdin)
		} else {
			f, err := os.Open(a)
			if err != nil {
				unreadable = true
				out.flush()
				fmt.Fprintf(e.stderr, "uri extract: %v\n", err)
				continue
			}
			name := a
			scan(&name, f)
			f.Close()
		}
		if err := out.err(); err != nil {
			return e.writeFailed(err)
		}
	}
	status := out.finish(e)
	if unreadable && status != exitUsage {
		return exitUsage
	}
	return status
}

var extractHelp = commandHelp{
	about: `Extract finds the URIs in plain text (each FILE, or standard input when
none is given or FILE is "-"), as Appendix E of draft-fielding-uri-
rfc2396bis-01 (the 2003 draft of RFC 3986) and RFC 1738 recommend writing them: in angle brackets, with or without the prefix
"URL:" (white space and line breaks inside are removed), in double quotes,
or bare, delimited by white space. A bare URI needs a scheme followed by
"//" or one known to be written without it (mailto, news, urn, tel, ...),
so e-mail addresses, "Re:", times and Windows paths are not URIs; sentence
punctuation after a URI is not part of it, while parentheses that balance
inside it are, and so are brackets that balance in a query ("?q=[test]",
printed %5B and %5D). Angle brackets make any scheme a URI
("<tag:example.com,2005:x>"); Slack's "<URI|label>" gives the URI. An IRI
("https://例え.jp/パス") is printed as the URI it stands for (RFC 3987 §3.1:
"https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"); Chinese, Japanese or Thai
text right after a URI with an ASCII host is prose, not part of it. A line break right after a hyphen is removed with the white
space around it, and the URI is marked ambiguous: the hyphen is kept, but a
typesetter may have added it. Every URI printed is a valid URI reference
(RFC 3986).

Each file is read as one text, streamed, so files of any size work. Output
lists the URIs in the order they start, one per line, as grep does:
FILE:LINE:COLUMN:URI, where standard input is named "(standard input)" and
the column counts bytes from 1; an ambiguous URI has a note after a tab. A
file that cannot be read is reported on standard error and the others are
still read; the exit status is then 2.

JSON record (--json), one per URI: {"file","line","column","offset","text",
"uri","ambiguous"}: "file" is null for standard input, "text" the URI as
written (wrappers and line breaks included) at byte "offset".`,
	examples: []example{
		{
			args:   `extract testdata/examples/mail.txt`,
			output: "testdata/examples/mail.txt:1:28:ftp://info.cern.ch/pub/www/doc;type=d\ntestdata/examples/mail.txt:2:25:http://www.w3.org/Addressing/\n",
		},
		{
			args: `extract --json testdata/examples/wrapped.txt`,
			output: `{"file":"testdata/examples/wrapped.txt","line":1,"column":21,"offset":20,"text":"<http://ds.internic.net/\n  instructions/over-\n  view.html#WARNING>","uri":"http://ds.internic.net/instructions/over-view.html#WARNING","ambiguous":true}
`,
		},
	},
}
