package main

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/whatwg"
)

// uri edit --whatwg --set NAME=VALUE: the URL API's setters, in order
// (CLI.md).

// whatwgEdit holds what edit needs for --whatwg: the flag, and the values
// of --set, which edit reads as RFC 3986 components unless --whatwg is
// given (the flag may come after them).
type whatwgEdit struct {
	on      *bool
	sets    []string
	parsed  int   // how many --set values parsed as RFC 3986 edits
	pending error // the first --set value that did not
}

func whatwgEditFlags(fs *flagSet) *whatwgEdit {
	return &whatwgEdit{on: fs.Bool("whatwg", "apply the WHATWG URL Standard's setters: --set NAME=VALUE with NAME one of href, protocol, username, password, host, hostname, port, pathname, search, hash")}
}

// wrap records each --set value for --whatwg, and defers the error of one
// that is not an RFC 3986 edit until it is known whether --whatwg is given.
func (w *whatwgEdit) wrap(parse func(string) (edit, error)) func(string) (edit, error) {
	return func(v string) (edit, error) {
		w.sets = append(w.sets, v)
		ed, err := parse(v)
		if err != nil {
			if w.pending == nil {
				w.pending = err
			}
			return nil, nil
		}
		w.parsed++
		return ed, nil
	}
}

// whatwgSetters are the URL API's setters by name; false: the setter threw.
var whatwgSetters = map[string]func(u whatwg.URL, v string) (whatwg.URL, error){
	"href":     whatwg.URL.SetHref,
	"protocol": func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetProtocol(v), nil },
	"username": func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetUsername(v), nil },
	"password": func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetPassword(v), nil },
	"host":     func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetHost(v), nil },
	"hostname": func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetHostname(v), nil },
	"port":     func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetPort(v), nil },
	"pathname": func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetPathname(v), nil },
	"search":   func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetSearch(v), nil },
	"hash":     func(u whatwg.URL, v string) (whatwg.URL, error) { return u.SetHash(v), nil },
}

// run is uri edit --whatwg; edits counts the edits of the other flags.
func (w *whatwgEdit) run(e *env, rf *recordFlags, args []string, edits int, repair bool) int {
	if !*w.on {
		return e.usageError(e.cmd, w.pending.Error())
	}
	if edits > w.parsed || repair {
		return e.usageError(e.cmd, "--whatwg takes --set NAME=VALUE only")
	}
	if len(w.sets) == 0 {
		return e.usageError(e.cmd, "no setter given: --set NAME=VALUE")
	}
	type setter struct {
		name, value string
		f           func(whatwg.URL, string) (whatwg.URL, error)
	}
	var setters []setter
	for _, s := range w.sets {
		name, value, ok := strings.Cut(s, "=")
		f := whatwgSetters[name]
		if !ok || f == nil {
			return e.usageError(e.cmd, fmt.Sprintf("--set %q: with --whatwg, NAME is one of href, protocol, username, password, host, hostname, port, pathname, search, hash", s))
		}
		setters = append(setters, setter{name, value, f})
	}
	return processRecords(e, rf, args, processor[string]{
		input: stringInput,
		lines: refLines,
		handle: func(s string) (record, error) {
			u, err := whatwg.Parse(s)
			if err != nil {
				return nil, err
			}
			for _, st := range setters {
				if u, err = st.f(u, st.value); err != nil {
					return nil, fmt.Errorf("--set %s=%s: %v", st.name, st.value, err)
				}
			}
			r := u.Href()
			return &resultRecord{Input: s, OK: true, Result: &r, raw: r}, nil
		},
	})
}

const whatwgEditAbout = `

With --whatwg, --set NAME=VALUE applies the URL API's setter NAME (href,
protocol, username, password, host, hostname, port, pathname, search, hash)
of the WHATWG URL Standard, in the order given, to each input parsed as the
Standard parses it; the result is the href. A value a setter ignores (a port
with letters, a host on a URL that cannot have one) leaves the URL as it
was, as the API does, and is not an error; only href with a value that does
not parse is.`

var whatwgEditExamples = []example{
	{
		args:   `edit --whatwg --set protocol=https --set port=8443 '--set' 'pathname=/a b' --set search=q=1 'http://example.com/x'`,
		output: "https://example.com:8443/a%20b?q=1\n",
	},
	{
		args:   `edit --whatwg --set port=http --set host=other.example 'mailto:x@y' 'https://a/'`,
		output: "mailto:x@y\nhttps://other.example/\n",
	},
}
