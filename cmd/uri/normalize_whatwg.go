package main

import "github.com/urikit/urikit/whatwg"

// uri normalize --whatwg: the href the URL Standard serializes (CLI.md).

// normalizeWHATWG is uri normalize --whatwg.
func normalizeWHATWG(e *env, rf *recordFlags, args []string, repair bool) int {
	if repair {
		return e.usageError(e.cmd, "--whatwg cannot be used with --repair")
	}
	return processRecords(e, rf, args, processor[string]{
		input: stringInput,
		lines: refLines,
		handle: func(s string) (record, error) {
			u, err := whatwg.Parse(s)
			if err != nil {
				return nil, err
			}
			r := u.Href()
			return &resultRecord{Input: s, OK: true, Result: &r, raw: r}, nil
		},
	})
}

const whatwgNormalizeAbout = `

With --whatwg, the result is the href the WHATWG URL Standard serializes
(what a browser's address bar and new URL(s).href give): the scheme and host
lower-cased, the host through IDNA and IPv4 numbers in dotted decimal, the
default port dropped, dot segments removed, "\" read as "/" in http(s), ws(s),
ftp and file URLs, and the characters each part cannot hold percent-encoded.`

var whatwgNormalizeExamples = []example{
	{
		args:   `normalize --whatwg 'HTTP://Example.COM:80/a/./b/../c d' 'https://0x7f.1\x?y z'`,
		output: "http://example.com/a/c%20d\nhttps://127.0.0.1/x?y%20z\n",
	},
}
