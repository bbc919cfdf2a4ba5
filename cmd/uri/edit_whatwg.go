package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/whatwg"
)

// uri edit --whatwg: the URL API's setters and URLSearchParams' methods,
// in the order given (CLI.md).

// whatwgEdit holds what edit needs for --whatwg: the flag, and every edit
// flag in order, which edit reads as RFC 3986 edits unless --whatwg is
// given (the flag may come after them).
type whatwgEdit struct {
	on      *bool
	flags   []editArg  // every edit flag, in order
	pending error      // the first --set or --set-json value that is not an RFC 3986 edit
	ops     []whatwgOp // the edits of the flags, made by run
}

// editArg is one edit flag as given: its name without dashes, its value.
type editArg struct{ name, value string }

func whatwgEditFlags(fs *flagSet) *whatwgEdit {
	return &whatwgEdit{on: fs.Bool("whatwg", "edit as the WHATWG URL Standard's URL API does: --set NAME=VALUE with NAME one of href, protocol, username, password, host, hostname, port, pathname, search, hash; the query's parameters as URLSearchParams")}
}

// note records an edit flag for --whatwg.
func (w *whatwgEdit) note(name, value string) { w.flags = append(w.flags, editArg{name, value}) }

// defer wraps the parser of --set's value: an error is kept until it is
// known whether --whatwg is given, as the setters' names are not RFC 3986
// components.
func (w *whatwgEdit) deferred(parse func(string) (edit, error)) func(string) (edit, error) {
	return func(v string) (edit, error) {
		ed, err := parse(v)
		if err != nil {
			if w.pending == nil {
				w.pending = err
			}
			return nil, nil
		}
		return ed, nil
	}
}

// setJSON reads the value of --set-json, NAME=JSON with JSON a JSON string,
// as the NAME=VALUE of --set.
func setJSON(arg string) (string, error) {
	name, v, ok := strings.Cut(arg, "=")
	var s string
	if !ok || json.Unmarshal([]byte(v), &s) != nil {
		return "", fmt.Errorf("--set-json %q: want NAME=JSON, JSON a JSON string (\"a\\u0000b\")", arg)
	}
	return name + "=" + s, nil
}

// whatwgSetters are the URL API's setters by name; an error: the setter
// threw. A value the setter ignores (ok false) leaves the URL as it was,
// as the API does, and is no error (whatwgEditAbout).
var whatwgSetters = map[string]func(u whatwg.URL, v string) (whatwg.URL, error){
	"href":     whatwg.URL.SetHref,
	"protocol": ignoring(whatwg.URL.SetProtocol),
	"username": ignoring(whatwg.URL.SetUsername),
	"password": ignoring(whatwg.URL.SetPassword),
	"host":     ignoring(whatwg.URL.SetHost),
	"hostname": ignoring(whatwg.URL.SetHostname),
	"port":     ignoring(whatwg.URL.SetPort),
	"pathname": ignoring(whatwg.URL.SetPathname),
	"search":   ignoring(whatwg.URL.SetSearch),
	"hash":     ignoring(whatwg.URL.SetHash),
}

// ignoring is set, with no error for a value it ignores.
func ignoring(set func(whatwg.URL, string) (whatwg.URL, bool)) func(whatwg.URL, string) (whatwg.URL, error) {
	return func(u whatwg.URL, v string) (whatwg.URL, error) {
		u, _ = set(u, v)
		return u, nil
	}
}

// whatwgOp is one edit of --whatwg; flag names it for its error.
type whatwgOp struct {
	flag string
	f    func(whatwg.URL) (whatwg.URL, error)
}

// paramsOp makes an edit of the URL's query parameters: URLSearchParams
// read from the query (§6.1), changed by f, written back by its update
// steps (§6.2: the whole query serialized again, a null query when no
// pair is left).
func paramsOp(f func(p *whatwg.SearchParams)) func(whatwg.URL) (whatwg.URL, error) {
	return func(u whatwg.URL) (whatwg.URL, error) {
		p := u.SearchParams()
		f(p)
		return u.WithSearchParams(p), nil
	}
}

// makeOps turns the edit flags into the edits of --whatwg, in order.
func (w *whatwgEdit) makeOps() ([]whatwgOp, error) {
	var ops []whatwgOp
	var keep []string
	for _, a := range w.flags {
		flag := "--" + a.name + " " + a.value
		switch a.name {
		case "set", "set-json":
			s := a.value
			if a.name == "set-json" {
				var err error
				if s, err = setJSON(a.value); err != nil {
					return nil, err
				}
			}
			name, value, ok := strings.Cut(s, "=")
			f := whatwgSetters[name]
			if !ok || f == nil {
				return nil, fmt.Errorf("--%s %q: with --whatwg, NAME is one of href, protocol, username, password, host, hostname, port, pathname, search, hash", a.name, a.value)
			}
			ops = append(ops, whatwgOp{flag, func(u whatwg.URL) (whatwg.URL, error) { return f(u, value) }})
		case "append":
			kv, ok := strings.CutPrefix(a.value, "query=")
			if !ok {
				return nil, fmt.Errorf("--append %q: with --whatwg, --append takes query=NAME=VALUE only", a.value)
			}
			name, value, _ := strings.Cut(kv, "=")
			ops = append(ops, whatwgOp{flag, paramsOp(func(p *whatwg.SearchParams) { p.Append(name, value) })})
		case "remove-param":
			k := a.value
			ops = append(ops, whatwgOp{flag, paramsOp(func(p *whatwg.SearchParams) {
				if !strings.Contains(k, "*") {
					p.Delete(k)
					return
				}
				for _, kv := range slices.Collect(p.All()) {
					if globMatch(k, kv.Key) {
						p.Delete(kv.Key)
					}
				}
			})})
		case "keep-param":
			keep = append(keep, a.value)
			if len(keep) > 1 {
				continue // the edit made by the first --keep-param keeps them all
			}
			ops = append(ops, whatwgOp{flag, paramsOp(func(p *whatwg.SearchParams) {
				for _, kv := range slices.Collect(p.All()) {
					if !contains(keep, kv.Key) {
						p.Delete(kv.Key)
					}
				}
			})})
		case "sort-query":
			if a.value == "true" {
				ops = append(ops, whatwgOp{"--sort-query", paramsOp((*whatwg.SearchParams).Sort)})
			}
		default:
			return nil, fmt.Errorf("--%s: with --whatwg, the edits are --set, --set-json, --append query=, --remove-param, --keep-param and --sort-query", a.name)
		}
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("no edit given: --set NAME=VALUE, --set-json NAME=JSON, --append query=NAME=VALUE, --remove-param, --keep-param, --sort-query")
	}
	return ops, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// run is uri edit --whatwg.
func (w *whatwgEdit) run(e *env, rf *recordFlags, args []string, repair bool) int {
	if !*w.on {
		return e.usageError(e.cmd, w.pending.Error())
	}
	if repair {
		return e.usageError(e.cmd, "--whatwg cannot be used with --repair")
	}
	var err error
	if w.ops, err = w.makeOps(); err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	return processRecords(e, rf, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.RefLines,
		handler: w,
	})
}

// handle parses s as the URL Standard does and applies w.ops, in order.
func (w *whatwgEdit) handle(s string, out *emitter) error {
	u, err := whatwg.Parse(s)
	if err != nil {
		return err
	}
	for _, op := range w.ops {
		if u, err = op.f(u); err != nil {
			return fmt.Errorf("%s: %v", op.flag, err)
		}
	}
	r := u.Href()
	out.write(&clirecord.Result{Input: s, OK: true, Result: &r, Raw: r})
	return nil
}

const whatwgEditAbout = `

With --whatwg, each input is parsed as the WHATWG URL Standard parses it and
the edits are the URL API's, in the order given; the result is the href.
--set NAME=VALUE applies the setter NAME (href, protocol, username,
password, host, hostname, port, pathname, search, hash); --set-json
NAME=JSON the same with the value as a JSON string ('username="a\u0000b"'),
so that any code point, NUL included, can be given. A value a setter
ignores (a port with letters, a host on a URL that cannot have one) leaves
the URL as it was, as the API does, and is not an error; only href with a
value that does not parse is. --append query=NAME=VALUE, --remove-param
NAME, --keep-param NAME and --sort-query are URLSearchParams' append,
delete, delete of all others and sort: the query is read as a form ("+" is
a space), and once changed it is written again whole, as a form
("a b" as "a+b"), and removed when no parameter is left.`

var whatwgEditExamples = []example{
	{
		args:   `edit --whatwg --set protocol=https --set port=8443 '--set' 'pathname=/a b' --set search=q=1 'http://example.com/x'`,
		output: "https://example.com:8443/a%20b?q=1\n",
	},
	{
		args:   `edit --whatwg --set port=http --set host=other.example 'mailto:x@y' 'https://a/'`,
		output: "mailto:x@y\nhttps://other.example/\n",
	},
	{
		args:   `edit --whatwg --remove-param 'utm_*' --append 'query=q=a b' --sort-query 'https://example.com/?z=1&utm_source=x&q=%7E'`,
		output: "https://example.com/?q=%7E&q=a+b&z=1\n",
	},
	{
		args:   `edit --whatwg --set-json 'pathname="/a\u0000b"' --set-json 'hash="\u00e9"' 'https://example.com/'`,
		output: "https://example.com/a%00b#%C3%A9\n",
	},
}
