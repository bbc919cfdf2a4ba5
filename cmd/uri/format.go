package main

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/publicsuffix"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// The templates of uri parse --format (CLI.md), with trurl's placeholder
// conventions: "{name}" is a component percent-decoded, "{:name}" as
// written, "{default:port}" the port or the scheme's default,
// "{query:NAME}" and "{query-all:NAME}" a query parameter's first or every
// value, "{{" and "}}" literal braces.

// A template is a compiled --format: literal text and placeholders in turn.
type template []templatePart

// A templatePart is literal text (get == nil) or a placeholder.
type templatePart struct {
	text string
	get  func(u uri.URI, input string) string
}

// templateFields are the placeholders by name; each gives the decoded and
// the as-written text.
var templateFields = map[string]struct {
	decoded, raw func(u uri.URI, input string) string
}{
	"scheme":    {func(u uri.URI, _ string) string { return u.Scheme() }, func(u uri.URI, _ string) string { return u.Scheme() }},
	"authority": {func(u uri.URI, _ string) string { return decoded(u.Authority()) }, func(u uri.URI, _ string) string { return u.Authority() }},
	"userinfo":  {func(u uri.URI, _ string) string { return u.DecodedUserinfo() }, func(u uri.URI, _ string) string { return u.Userinfo() }},
	"user":      {func(u uri.URI, _ string) string { return decoded(u.User()) }, func(u uri.URI, _ string) string { return u.User() }},
	"password":  {func(u uri.URI, _ string) string { return decoded(password(u)) }, func(u uri.URI, _ string) string { return password(u) }},
	"host":      {func(u uri.URI, _ string) string { return u.DecodedHost() }, func(u uri.URI, _ string) string { return u.Host() }},
	"hostname":  {func(u uri.URI, _ string) string { return u.Hostname() }, rawHostname},
	"zone":      {func(u uri.URI, _ string) string { return u.Zone() }, rawZone},
	"port":      {func(u uri.URI, _ string) string { return u.Port() }, func(u uri.URI, _ string) string { return u.Port() }},
	"path":      {func(u uri.URI, _ string) string { return u.DecodedPath() }, func(u uri.URI, _ string) string { return u.Path() }},
	"query":     {func(u uri.URI, _ string) string { return u.DecodedQuery() }, func(u uri.URI, _ string) string { return u.Query() }},
	"fragment":  {func(u uri.URI, _ string) string { return u.DecodedFragment() }, func(u uri.URI, _ string) string { return u.Fragment() }},
	"url":       {func(_ uri.URI, in string) string { return in }, func(_ uri.URI, in string) string { return in }},
	// The registrable domain and public suffix of the host (Public Suffix
	// List, ICANN and private sections; "" for an IP address or none).
	"domain":        {registrableDomain, registrableDomain},
	"public-suffix": {publicSuffix, publicSuffix},
}

func registrableDomain(u uri.URI, _ string) string {
	d, _ := publicsuffix.All.Lookup(u.Hostname())
	return d.Registrable
}

func publicSuffix(u uri.URI, _ string) string {
	d, _ := publicsuffix.All.Lookup(u.Hostname())
	return d.PublicSuffix
}

// compileTemplate reads a --format value; a mistake is a usage error.
// form reads "+" in query parameters as a space (--form).
func compileTemplate(t string, form bool) (template, error) {
	var parts template
	err := scanTemplate(t, func(text string) {
		parts = append(parts, templatePart{text: text})
	}, func(name string) error {
		get, err := placeholder(name, form)
		if err == nil {
			parts = append(parts, templatePart{get: get})
		}
		return err
	})
	return parts, err
}

// scanTemplate splits the --format value t into runs of literal text
// ("{{" and "}}" are braces), given to lit, and placeholders, whose names
// (without the braces) are given to ph; an error of ph, or a brace out of
// place, is the error, naming --format.
func scanTemplate(t string, lit func(string), ph func(name string) error) error {
	var text strings.Builder
	flush := func() {
		if text.Len() > 0 {
			lit(text.String())
			text.Reset()
		}
	}
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case (c == '{' || c == '}') && i+1 < len(t) && t[i+1] == c:
			text.WriteByte(c)
			i++
		case c == '}':
			return fmt.Errorf("--format: single \"}\" at offset %d; write \"}}\" for a brace", i)
		case c == '{':
			end := strings.IndexByte(t[i:], '}')
			if end < 0 {
				return fmt.Errorf("--format: \"{\" at offset %d is not closed; write \"{{\" for a brace", i)
			}
			flush()
			if err := ph(t[i+1 : i+end]); err != nil {
				return fmt.Errorf("--format: %v", err)
			}
			i += end
		default:
			text.WriteByte(c)
		}
	}
	flush()
	return nil
}

// placeholder returns the function filling in "{name}" (name without the
// braces). form reads "+" in a query parameter's decoded key and value as a
// space (application/x-www-form-urlencoded); RFC 3986 reads it as "+".
func placeholder(name string, form bool) (func(u uri.URI, input string) string, error) {
	raw := strings.HasPrefix(name, ":")
	n := strings.TrimPrefix(name, ":")
	params := uri.URI.Params
	if form {
		params = func(u uri.URI) uri.Params { return u.Params().Form() }
	}
	if key, ok := strings.CutPrefix(n, "query:"); ok {
		if raw {
			return func(u uri.URI, _ string) string {
				if vs := u.Params().RawValues(key); len(vs) > 0 {
					return vs[0]
				}
				return ""
			}, nil
		}
		return func(u uri.URI, _ string) string { return params(u).Get(key) }, nil
	}
	if key, ok := strings.CutPrefix(n, "query-all:"); ok {
		if raw {
			return func(u uri.URI, _ string) string { return strings.Join(u.Params().RawValues(key), " ") }, nil
		}
		return func(u uri.URI, _ string) string { return strings.Join(params(u).Values(key), " ") }, nil
	}
	if n == "default:port" {
		return defaultPort, nil
	}
	f, ok := templateFields[n]
	if !ok {
		return nil, unknownPlaceholder(name)
	}
	if raw {
		return f.raw, nil
	}
	return f.decoded, nil
}

func unknownPlaceholder(name string) error {
	var names []string
	for n := range templateFields {
		names = append(names, n)
	}
	sort.Strings(names)
	return errors.New("unknown placeholder {" + name + "} (one of " + strings.Join(names, ", ") +
		", default:port, query:NAME, query-all:NAME; {:name} for the text as written)")
}

// expand fills in the template for u, parsed from input.
func (t template) expand(u uri.URI, input string) string {
	if len(t) == 1 && t[0].get != nil {
		return t[0].get(u, input)
	}
	var b strings.Builder
	for _, p := range t {
		if p.get == nil {
			b.WriteString(p.text)
		} else {
			b.WriteString(p.get(u, input))
		}
	}
	return b.String()
}

// decoded percent-decodes a component of a parsed URI; a component that
// a dialect let hold a malformed "%" is given as written.
func decoded(s string) string {
	d, err := uri.Decode(s)
	if err != nil {
		return s
	}
	return d
}

func password(u uri.URI) string {
	pw, _ := u.Password()
	return pw
}

// rawHostname is the host as written without the brackets of an IP
// literal and without its zone, as Hostname gives it decoded.
func rawHostname(u uri.URI, _ string) string {
	h := u.Host()
	if strings.HasPrefix(h, "[") {
		h = h[1 : len(h)-1]
		if i := strings.Index(h, "%25"); i >= 0 && u.HostKind() == uri.HostIPv6 {
			h = h[:i]
		}
	}
	return h
}

// rawZone is the RFC 6874 zone of an IPv6 literal as written (after
// "%25"), or "".
func rawZone(u uri.URI, _ string) string {
	h := u.Host()
	if u.HostKind() == uri.HostIPv6 {
		if i := strings.Index(h, "%25"); i >= 0 {
			return h[i+3 : len(h)-1]
		}
	}
	return ""
}

// defaultPort is the port, or the scheme's default port when none is given
// (absent or empty), or "" when the scheme has none.
func defaultPort(u uri.URI, _ string) string {
	if p := u.Port(); p != "" {
		return p
	}
	if in, ok := scheme.Default().Lookup(u.Scheme()); ok && in.DefaultPort != 0 {
		return strconv.Itoa(int(in.DefaultPort))
	}
	return ""
}

// formatRecord is a filled-in template, printed bare (text output only),
// and what --repair changed in the input.
type formatRecord struct {
	text string
	list clirecord.RepairList
}

func (r *formatRecord) RepairList() clirecord.RepairList { return r.list }

func (r *formatRecord) Passed() bool            { return true }
func (r *formatRecord) Human(h *clirecord.Text) { h.Value(r.text) }
