package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/links"
)

// uri links: the links of HTML documents resolved against each document's
// base URI (RFC 3986 §5.1, the 2003 draft's Appendix D; package links). Like
// extract, each file (or standard input) is one document read as a stream,
// and every link in it is one output record.

// linksCommand is uri links: its flags, declared by setupLinks in the order
// the help lists them, and run, its work.
type linksCommand struct {
	asJSON        *bool
	retrieval     *string // --url
	encapsulating *string // --content-location
	defaultBase   *string
	repairOn      *bool
}

func setupLinks(fs *flagSet) action {
	c := &linksCommand{
		asJSON:        fs.Bool("json", "print one JSON object per link (JSON Lines)"),
		retrieval:     fs.String("url", "U", "", "the URI the documents were retrieved from, the last after redirects (RFC 3986 §5.1.3)"),
		encapsulating: fs.String("content-location", "U", "", "the base URI of the entity enclosing the documents, such as a Content-Location (§5.1.2)"),
		defaultBase:   fs.String("default-base", "U", "", "the base URI to use when no other layer gives one (§5.1.4)"),
		repairOn:      fs.Repair(),
	}
	return c.run
}

// run writes the links of the HTML documents of args (standard input if
// none), each resolved against its document's base URI.
func (c *linksCommand) run(e *env, args []string) int {
	ctx := links.Context{Encapsulating: *c.encapsulating, Retrieval: *c.retrieval, Default: *c.defaultBase}
	if _, err := ctx.Outer(); err != nil {
		var le *links.LayerError
		flag := ""
		if errors.As(err, &le) {
			flag = map[links.Source]string{links.SourceEncapsulating: "--content-location ",
				links.SourceRetrieval: "--url ", links.SourceDefault: "--default-base "}[le.Layer]
		}
		return e.usageError(e.cmd, flag+err.Error())
	}
	out := newRecordWriter(e.stdout, *c.asJSON, false)
	unreadable := false
	scan := func(name *string, r io.Reader) {
		s := ctx.Scan(r)
		for s.Scan() {
			rec := clirecord.Link(name, s.Link(), s.Base(), *c.repairOn)
			if list := rec.RepairList(); list != nil && len(*list) > 0 && !*c.asJSON {
				out.flush()
				f := rec.Fields()
				for _, ch := range *list {
					fmt.Fprintf(e.stderr, "%s: %s: repaired: %s at offset %d: %s\n", f.Position(), f.Tag(), ch.Kind, ch.Offset, ch.Message)
				}
			}
			if f, ok := rec.(*clirecord.LinkFailure); ok && !*c.asJSON {
				// Text output: problems go to standard error, in
				// their place among the results.
				out.failed = true
				out.flush()
				fmt.Fprintf(e.stderr, "%s: %s: %s\n", f.Position(), f.Tag(), f.Error)
			} else {
				out.writeRecord(rec)
			}
			if out.err() != nil {
				return
			}
		}
		if err := s.BaseErr(); err != nil {
			out.flush()
			fmt.Fprintf(e.stderr, "uri links: %s: <base href> not used: %v\n", clirecord.DisplayName(name), err)
		}
		if err := s.Err(); err != nil {
			unreadable = true
			out.flush()
			fmt.Fprintf(e.stderr, "uri links: reading %s: %v\n", clirecord.DisplayName(name), err)
		}
	}
	if len(args) == 0 {
		args = []string{"-"}
	}
	for _, a := range args {
		if a == "-" {
			in, done := seekable(e.stdin)
			scan(nil, in)
			done()
		} else {
			f, err := os.Open(a)
			if err != nil {
				unreadable = true
				out.flush()
				fmt.Fprintf(e.stderr, "uri links: %v\n", err)
				continue
			}
			name := a
			scan(&name, f)
			f.Close()
		}
		if err := out.err(); err != nil {
			return e.fatal(fmt.Errorf("writing output: %w", err))
		}
	}
	status := out.finish(e)
	if unreadable && status != exitUsage {
		return exitUsage
	}
	return status
}

var linksHelp = commandHelp{
	about: `Links lists the links of HTML documents (each FILE, or standard input when
none is given or FILE is "-"), each resolved against the document's base
URI. The base is established as RFC 3986 §5.1 orders it, innermost first:
the document's own (the first <base> element with an href, wherever it is,
which also counts for the links before it; a relative one is resolved
against the next layer), --content-location (the enclosing entity's base),
--url (the URI the document was retrieved from, the last after redirects),
--default-base. A relative layer is resolved against the layers outside it.

Links are the URL-valued attributes of HTML: a/area/link href,
img/script/iframe/frame/source/audio/video/embed/track/input src, img/source
srcset (one link per candidate), form action, button/input formaction,
object data, blockquote/q/del/ins cite, video poster, a/area ping (one link
per URL), body background, img/iframe/frame longdesc. Character references
are decoded and white space around the value removed; tag and attribute
names are matched without regard to case; comments, scripts, styles, titles
and textareas hold no links.

Output lists the links in document order, one per line, as grep does:
FILE:LINE:COLUMN:URI, where standard input is named "(standard input)" and
the column (in bytes, from 1) is where the reference starts (where its value
starts when it had character references). A reference that is not a URI
reference, or a relative one with no base, is reported on standard error
at its place, and the others continue; the exit status is then 1. A file
that cannot be read is reported on standard error and the others are still
read; the exit status is then 2. Memory does not grow with the size of a
document: up to 4,096 links before a <base> are held, then the document
is read on to its <base> and again from the start (standard input from a
pipe is copied to a temporary file as it is read, for that), and the links
of one tag (a srcset of many candidates) are passed on 64 at a time. It
does grow with the largest tag, which is read whole: a few times its size
(a 10 MB href takes some 50 MB, 80 MB with --json).

JSON record (--json), one per link: {"file","line","column","element",
"attribute","ref","base","base_source","ok","result"}: "file" is null for
standard input, "ref" the reference as HTML gives it, "base_source" one of
"document", "encapsulating", "retrieval", "default" ("base" and
"base_source" are null when there is no base). A link without a target has
"error" and "offset" (in "ref", or null) instead of "result".` + repairAbout,
	examples: []example{
		{
			args:   `links testdata/examples/appendix_d.html`,
			output: "testdata/examples/appendix_d.html:6:14:http://www.ics.uci.edu/Test/a/x\n",
		},
		{
			args:  `links --url http://example.com/photos/page.html`,
			stdin: `<a href="../index.html">Home</a> <img srcset="cat-2x.jpg 2x, /big/cat.jpg 1200w">`,
			output: "(standard input):1:10:http://example.com/index.html\n" +
				"(standard input):1:47:http://example.com/photos/cat-2x.jpg\n" +
				"(standard input):1:62:http://example.com/big/cat.jpg\n",
		},
		{
			args: `links --json --url http://example.com/photos/ testdata/examples/page.html`,
			output: `{"file":"testdata/examples/page.html","line":3,"column":10,"element":"a","attribute":"href","ref":"../index.html","base":"http://example.com/photos/","base_source":"retrieval","ok":true,"result":"http://example.com/index.html"}
{"file":"testdata/examples/page.html","line":4,"column":11,"element":"img","attribute":"src","ref":"cat.jpg","base":"http://example.com/photos/","base_source":"retrieval","ok":true,"result":"http://example.com/photos/cat.jpg"}
{"file":"testdata/examples/page.html","line":4,"column":28,"element":"img","attribute":"srcset","ref":"cat-2x.jpg","base":"http://example.com/photos/","base_source":"retrieval","ok":true,"result":"http://example.com/photos/cat-2x.jpg"}
{"file":"testdata/examples/page.html","line":4,"column":43,"element":"img","attribute":"srcset","ref":"/big/cat.jpg","base":"http://example.com/photos/","base_source":"retrieval","ok":true,"result":"http://example.com/big/cat.jpg"}
{"file":"testdata/examples/page.html","line":5,"column":10,"element":"a","attribute":"href","ref":"http://example.com:8o/","base":"http://example.com/photos/","base_source":"retrieval","ok":false,"error":"uri: invalid character 'o' at offset 20 in port: a port is decimal digits only","offset":20}
`,
			status: 1,
		},
		{
			args:   `links --repair --url http://example.com/blog/`,
			stdin:  `<a href="post 2.html">`,
			output: "(standard input):1:10:http://example.com/blog/post%202.html\n",
			stderr: "(standard input):1:10: <a href=\"post 2.html\">: repaired: encoded-space at offset 4: space written %20\n",
		},
	},
}
