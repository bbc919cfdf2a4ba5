package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// uri edit: change components and query parameters, as trurl's --set and
// --append do, keeping every other byte (CLI.md). Each edit goes through a
// uri.Builder and is built at once, so an edit that cannot give a valid
// reference is an error record at that edit.

// An edit changes one reference.
type edit func(u uri.URI) (uri.URI, error)

// editComponents are the names --set and --remove take.
var editComponents = []string{"scheme", "userinfo", "user", "password", "host", "port", "path", "query", "fragment"}

// editCommand is uri edit: its flags, declared by setupEdit in the order the
// help lists them, and run, its work. The edit flags build edits, one list
// in the order they are given.
type editCommand struct {
	whatwg   *whatwgEdit // --whatwg, and the edits it defers
	edits    []edit
	keep     []string // the keys of every --keep-param
	repairOn *bool
	records  *recordFlags
}

func setupEdit(fs *flagSet) action {
	c := &editCommand{whatwg: whatwgEditFlags(fs)}
	c.editFlag(fs, "set", "C=V", "set component C to decoded text V, encoded where needed; C:=V takes V as written (encoded)", c.whatwg.deferred(parseSet))
	c.editFlag(fs, "set-json", "C=JSON", `as --set C=V, with V given as a JSON string ('user="a\u0000b"'): any character, NUL included`, c.whatwg.deferred(func(v string) (edit, error) {
		s, err := setJSON(v)
		if err != nil {
			return nil, err
		}
		return parseSet(s)
	}))
	c.editFlag(fs, "append", "path=SEG|query=K=V", "add one path segment (a / in it is encoded), or one query parameter at the end", parseAppend)
	c.editFlag(fs, "remove", "C", "make component C absent (host: the whole authority; path: empty)", parseRemove)
	c.editFlag(fs, "remove-param", "K", `remove every query parameter named K; a "*" in K matches any text ('utm_*')`, func(k string) (edit, error) {
		if !strings.Contains(k, "*") {
			return builderEdit(func(b *uri.Builder, _ uri.URI) *uri.Builder { return b.RemoveParam(k) }), nil
		}
		return builderEdit(func(b *uri.Builder, u uri.URI) *uri.Builder {
			for p := range u.Params().All() {
				if globMatch(k, p.Key) {
					b.RemoveParam(p.Key)
				}
			}
			return b
		}), nil
	})
	c.editFlag(fs, "keep-param", "K", "keep only the query parameters named K (repeatable: all the Ks)", func(k string) (edit, error) {
		c.keep = append(c.keep, k)
		if len(c.keep) > 1 {
			return nil, nil // the edit made by the first --keep-param keeps them all
		}
		return builderEdit(func(b *uri.Builder, _ uri.URI) *uri.Builder { return b.KeepParams(c.keep...) }), nil
	})
	c.editFlag(fs, "sort-query", "", "order the query parameters by key (stable)", func(v string) (edit, error) {
		if v != "true" {
			return nil, nil
		}
		return builderEdit(func(b *uri.Builder, _ uri.URI) *uri.Builder { return b.SortParams() }), nil
	})
	c.repairOn = fs.Repair()
	c.records = fs.Records("a JSON string")
	return c.run
}

// editFlag declares an edit flag: parse makes the edit of each value (nil:
// none), appended to c.edits. Edits apply in the order of the flags,
// whichever they are, so every edit flag appends to the one list.
func (c *editCommand) editFlag(fs *flagSet, name, value, help string, parse func(v string) (edit, error)) {
	fs.add(&flagDef{name: name, value: value, help: help, set: func(v string) error {
		c.whatwg.note(name, v)
		ed, err := parse(v)
		if err != nil || ed == nil {
			return err
		}
		// The error of an edit names the flag; its offset is in the
		// flag's value, not in the input, so the record's is null.
		flag := "--" + name
		if value != "" {
			flag += " " + v
		}
		c.edits = append(c.edits, func(u uri.URI) (uri.URI, error) {
			r, err := ed(u)
			if err != nil {
				return r, fmt.Errorf("%s: %v", flag, err)
			}
			return r, nil
		})
		return nil
	}})
}

// run applies the edits to each input of args, in order, and writes the
// result.
func (c *editCommand) run(e *env, args []string) int {
	if *c.whatwg.on || c.whatwg.pending != nil {
		return c.whatwg.run(e, c.records, args, *c.repairOn)
	}
	if len(c.edits) == 0 {
		return e.usageError(e.cmd, "no edit given (--set, --set-json, --append, --remove, --remove-param, --keep-param, --sort-query)")
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.RefLines,
		handler: c,
	})
}

// handle applies the edits to s, in order.
func (c *editCommand) handle(s string, out *emitter) error {
	u, list, err := clirecord.ParseWild(*c.repairOn, s, uri.ParseReference)
	if err != nil {
		return err
	}
	for _, ed := range c.edits {
		if u, err = ed(u); err != nil {
			return clirecord.AfterRepair(err, list, u.String())
		}
	}
	r := u.String()
	out.write(&clirecord.Result{Input: s, OK: true, Result: &r, Repairs: list, Raw: r})
	return nil
}

// builderEdit makes an edit of a Builder change.
func builderEdit(f func(b *uri.Builder, u uri.URI) *uri.Builder) edit {
	return func(u uri.URI) (uri.URI, error) { return f(uri.NewBuilder(u), u).Build() }
}

// parseSet reads the value of --set: C=V (V decoded) or C:=V (V encoded).
func parseSet(arg string) (edit, error) {
	name, v, ok := strings.Cut(arg, "=")
	if !ok {
		return nil, fmt.Errorf("--set %q: want C=V or C:=V", arg)
	}
	name, raw := strings.CutSuffix(name, ":")
	if err := checkComponent("--set", name); err != nil {
		return nil, err
	}
	if name == "user" && raw && strings.Contains(v, ":") {
		return nil, fmt.Errorf("--set %q: a user name cannot hold \":\" (the first \":\" ends it); write %%3A", arg)
	}
	if name == "host" && !raw && !ascii.IsASCII(v) {
		// An internationalized host name is written in IDNA A-labels
		// (RFC 3987 §3.1), which DNS can use, as browsers and trurl's
		// --punycode write it; percent-encoded UTF-8 is valid RFC 3986
		// but no resolver reads it.
		a, err := iri.HostToASCII(v)
		if err != nil {
			return nil, fmt.Errorf("--set %q: %v", arg, err)
		}
		v = a
	}
	if name == "port" && v != "" {
		if err := checkPort(v); err != nil {
			return nil, fmt.Errorf("--set %q: %v", arg, err)
		}
	}
	return builderEdit(func(b *uri.Builder, u uri.URI) *uri.Builder {
		switch name {
		case "scheme":
			return b.Scheme(v)
		case "userinfo":
			if raw {
				return b.RawUserinfo(v)
			}
			return b.Userinfo(v)
		case "user":
			user := v
			if !raw {
				user = strings.ReplaceAll(uri.UserinfoSet.Encode(v), ":", "%3A")
			}
			if pw, ok := u.Password(); ok {
				user += ":" + pw
			}
			return b.RawUserinfo(user)
		case "password":
			pw := v
			if !raw {
				pw = uri.UserinfoSet.Encode(v)
			}
			return b.RawUserinfo(u.User() + ":" + pw)
		case "host":
			if !u.HasAuthority() && u.Path() != "" && !strings.HasPrefix(u.Path(), "/") {
				b.RawPath("/" + u.Path()) // a path after an authority begins with "/" (RFC 3986 §3.3)
			}
			if raw {
				return b.RawHost(v)
			}
			return b.Host(v)
		case "port":
			return b.Port(v)
		case "path":
			if raw {
				return b.RawPath(v)
			}
			return b.Path(v)
		case "query":
			if raw {
				return b.RawQuery(v)
			}
			return b.Query(v)
		default: // fragment
			if raw {
				return b.RawFragment(v)
			}
			return b.Fragment(v)
		}
	}), nil
}

// globMatch reports whether s matches pattern, in which "*" stands for any
// text (empty included) and every other character for itself (trurl's
// --qtrim takes a "*" at the end of a key only; here it may stand anywhere). Keys are short: the backtracking is over the last
// "*" only, so the cost is at most len(pattern)*len(s).
func globMatch(pattern, s string) bool {
	star, mark := -1, 0 // the last "*" seen in pattern, and where s stood then
	p, i := 0, 0
	for i < len(s) {
		switch {
		case p < len(pattern) && pattern[p] == '*':
			star, mark = p, i
			p++
		case p < len(pattern) && pattern[p] == s[i]:
			p++
			i++
		case star >= 0:
			mark++
			p, i = star+1, mark
		default:
			return false
		}
	}
	for p < len(pattern) && pattern[p] == '*' {
		p++
	}
	return p == len(pattern)
}

// checkPort refuses a port that no TCP or UDP client can use: RFC 3986
// §3.2.3 allows any digits, but ports are 16-bit numbers (RFC 793,
// RFC 768). Letters are left to the Builder, whose error names them.
func checkPort(p string) error {
	n, err := strconv.ParseUint(p, 10, 64)
	if err == nil && n > 65535 || err != nil && strings.Trim(p, "0123456789") == "" {
		return fmt.Errorf("port %s is out of range: a port is a number from 0 to 65535", p)
	}
	return nil
}

// parseAppend reads the value of --append: path=SEG or query=K=V (query=K
// adds a key without "=").
func parseAppend(arg string) (edit, error) {
	name, v, ok := strings.Cut(arg, "=")
	switch {
	case ok && name == "path":
		return builderEdit(func(b *uri.Builder, u uri.URI) *uri.Builder {
			return b.RawPath(appendSegment(u, v))
		}), nil
	case ok && name == "query":
		k, val, hasValue := strings.Cut(v, "=")
		return builderEdit(func(b *uri.Builder, _ uri.URI) *uri.Builder {
			if !hasValue {
				return b.AppendKey(k)
			}
			return b.AppendParam(k, val)
		}), nil
	}
	return nil, fmt.Errorf("--append %q: want path=SEG or query=K=V", arg)
}

// appendSegment returns u's path with the decoded segment seg added: after
// the last "/" when the path ends with one, else after a new "/" (a "/"
// begins the path when there is an authority, RFC 3986 §3.3).
func appendSegment(u uri.URI, seg string) string {
	s := uri.SegmentSet.Encode(seg)
	p := u.Path()
	switch {
	case p == "" && u.HasAuthority():
		return "/" + s
	case p == "":
		if !u.HasScheme() {
			// A ":" in the first segment of a relative path would end a
			// scheme (RFC 3986 §4.2).
			s = strings.ReplaceAll(s, ":", "%3A")
		}
		return s
	case strings.HasSuffix(p, "/"):
		return p + s
	}
	return p + "/" + s
}

// parseRemove reads the value of --remove.
func parseRemove(name string) (edit, error) {
	if err := checkComponent("--remove", name); err != nil {
		return nil, err
	}
	return builderEdit(func(b *uri.Builder, u uri.URI) *uri.Builder {
		switch name {
		case "scheme":
			return b.Clear(uri.ComponentScheme)
		case "userinfo":
			return b.Clear(uri.ComponentUserinfo)
		case "user":
			if pw, ok := u.Password(); ok {
				return b.RawUserinfo(":" + pw)
			}
			return b.Clear(uri.ComponentUserinfo)
		case "password":
			if !u.HasUserinfo() {
				return b
			}
			return b.RawUserinfo(u.User())
		case "host":
			// A host is absent only without an authority (RFC 3986 §3.2).
			return b.Clear(uri.ComponentAuthority)
		case "port":
			return b.Clear(uri.ComponentPort)
		case "path":
			return b.Clear(uri.ComponentPath)
		case "query":
			return b.Clear(uri.ComponentQuery)
		default:
			return b.Clear(uri.ComponentFragment)
		}
	}), nil
}

func checkComponent(flag, name string) error {
	for _, c := range editComponents {
		if c == name {
			return nil
		}
	}
	return errors.New(flag + ": unknown component " + fmt.Sprintf("%q", name) + " (one of " + strings.Join(editComponents, ", ") + ")")
}

// editRecord: edit's records are resultRecords, {"input","ok","result"}.

var editHelp = commandHelp{
	about: `Edit changes components of each input (a URI or a relative reference; the
empty argument '' is the empty reference, so a URI can be built from
nothing, as is an empty line of standard input)
and prints the result, keeping every byte it was not asked to change. The
edits apply in the order given:

  --set C=V        C gets the decoded text V, percent-encoded where C needs
                   it; C is scheme, userinfo, user, password, host, port,
                   path, query or fragment
  --set C:=V       C gets V as written, already encoded (checked)
  --set-json C=JSON  as --set C=V, V given as a JSON string
                   ('user="a\u0000b"'), so any character can be given
                   (--set host=V writes a non-ASCII host name in IDNA
                   A-labels, "xn--...", which DNS resolves, as browsers do;
                   --set port=V takes 0 to 65535, the ports there are)
  --append path=S  one more path segment S (a "/" in S is encoded)
  --append query=K=V  one more query parameter at the end (query=K: a key
                   without "=")
  --remove C       C becomes absent (host: the whole authority; path: empty)
  --remove-param K every query parameter named K goes (the "?" too when no
                   parameter is left)
  --keep-param K   only the parameters named K stay (repeatable)
  --sort-query     the parameters are ordered by key, stably

Parameters are "&"-separated and split at the first "="; keys are matched
percent-decoded, "+" as itself. A host set on a reference whose path does
not begin with "/" puts a "/" before it (RFC 3986 §3.3). An edit that cannot
give a valid reference (a port with letters, a scheme beginning with a
digit) is an error for that input, never a broken string.

JSON record (--json): {"input","ok","result"}.` + repairAbout + whatwgEditAbout,
	examples: append([]example{
		{
			args:   `edit --set host=example.org --set port=8443 --append path=a/b 'https://localhost/docs/'`,
			output: "https://example.org:8443/docs/a%2Fb\n",
		},
		{
			args:   `edit --set scheme=https --set host=example.org --append path=a --append 'query=q=a&b' ''`,
			output: "https://example.org/a?q=a%26b\n",
		},
		{
			args:   `edit --set 'path:=/a%2Fb' --set 'query=x y' --remove fragment 'http://h/old#top'`,
			output: "http://h/a%2Fb?x%20y\n",
		},
		{
			args:   `edit --remove-param utm_source --remove-param utm_medium 'https://example.com/p?id=7&utm_source=mail&utm_medium=x' 'https://example.com/?utm_source=a'`,
			output: "https://example.com/p?id=7\nhttps://example.com/\n",
		},
		{
			args:   `edit --keep-param id --keep-param page --sort-query 'https://example.com/list?sort=name&page=2&ref=x&id=7'`,
			output: "https://example.com/list?id=7&page=2\n",
		},
		{
			args:   `edit --json --set port=http 'http://example.com/'`,
			output: `{"input":"http://example.com/","ok":false,"error":"--set port=http: uri: invalid character 'h' at offset 0 in port: a port is decimal digits only (RFC 3986 §3.2.3)","offset":null}` + "\n",
			status: 1,
		},
		{
			args:   `edit --repair --set host=example.org 'http://localhost/a b'`,
			output: "http://example.org/a%20b\n",
			stderr: "argument 1: repaired: encoded-space at offset 18: space written %20\n",
		},
		{
			args:   `edit --set host=例え.jp 'https://example.com/'`,
			output: "https://xn--r8jz45g.jp/\n",
		},
	}, whatwgEditExamples...),
}
