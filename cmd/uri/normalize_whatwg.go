package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/whatwg"
)

// uri normalize --whatwg: the href the URL Standard serializes (CLI.md).

// whatwgNormalize holds the flags normalize adds for --whatwg.
type whatwgNormalize struct {
	on      *bool
	base    *string
	baseURL *whatwg.URL // --base, parsed by run
}

func whatwgNormalizeFlags(fs *flagSet) *whatwgNormalize {
	w := &whatwgNormalize{on: fs.Bool("whatwg", "the href of the WHATWG URL Standard (browsers) instead")}
	fs.add(&flagDef{name: "base", value: "BASE",
		help: "with --whatwg, the base URL each input is parsed against, as new URL(input, BASE).href",
		set:  func(v string) error { w.base = &v; return nil }})
	return w
}

// run is uri normalize --whatwg.
func (w *whatwgNormalize) run(e *env, rf *recordFlags, args []string, repair bool) int {
	if !*w.on {
		return e.usageError(e.cmd, "--base is for --whatwg (uri resolve resolves under RFC 3986)")
	}
	if repair {
		return e.usageError(e.cmd, "--whatwg cannot be used with --repair")
	}
	var err error
	if w.baseURL, err = whatwgBase(w.base); err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	return processRecords(e, rf, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.RefLines,
		handler: w,
	})
}

// handle gives the href of s, parsed against w.baseURL when there is one.
func (w *whatwgNormalize) handle(s string, out *emitter) error {
	return out.put(clirecord.NormalizeWHATWG(w.baseURL, s))
}

const whatwgNormalizeAbout = `

With --whatwg, the result is the href the WHATWG URL Standard serializes
(what a browser's address bar and new URL(s).href give): the scheme and host
lower-cased, the host through IDNA and IPv4 numbers in dotted decimal, the
default port dropped, dot segments removed, "\" read as "/" in http(s), ws(s),
ftp and file URLs, and the characters each part cannot hold percent-encoded.
With --base, each input is parsed against BASE first (new URL(input,
BASE).href); a BASE that does not parse is a usage error.`

var whatwgNormalizeExamples = []example{
	{
		args:   `normalize --whatwg 'HTTP://Example.COM:80/a/./b/../c d' 'https://0x7f.1\x?y z'`,
		output: "http://example.com/a/c%20d\nhttps://127.0.0.1/x?y%20z\n",
	},
	{
		args:   `normalize --whatwg --base 'https://example.com/docs/a/' '../b c' '?q#top'`,
		output: "https://example.com/docs/b%20c\nhttps://example.com/docs/a/?q#top\n",
	},
}
