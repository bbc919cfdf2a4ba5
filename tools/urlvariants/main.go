// Command urlvariants writes variants of files of URLs (one a line) that
// take every line off the serialized-form fast path of package whatwg:
// each variant changes each line the way real input differs from a
// serialized URL, so that parsing it is the URL Standard's work (§4.4)
// and its href differs from the line. Issue #33 times whatwg against ada
// on them (docs/BENCHMARKS.md, "The URL Standard").
//
//	go run ./tools/urlvariants -o /tmp/variants ../shared/data/urls/iscx_benign.txt ...
//
// For each input NAME.txt it writes NAME.KIND.txt for each kind below, and
// NAME.mixed.txt, whose line i has kind i mod 7: the same URLs, line for
// line (a line it cannot split into a scheme, host and path is written as
// it is). The output is a function of the input only.
//
//	upper      the scheme and the host in upper case: HTTP://EXAMPLE.COM/a
//	defport    the scheme's default port written: http://example.com:80/a
//	           (a file URL: the host "localhost", which the parser drops)
//	dots       "/./" and "x/../" in the path: /a/./x/../b
//	backslash  "\" for each "/" of the path: \a\b
//	spaces     surrounding spaces and tabs: "  http://e.com/a \t"
//	pathspace  a space in the path's last segment: /a/b c (/a/ x for /a/)
//	pctneeded  bytes the path percent-encodes: /a/{b}é
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// kinds are the variants, in the order of the mixed file's cycle.
var kinds = []struct {
	name string
	f    func(u parts) string
}{
	{"upper", upper},
	{"defport", defport},
	{"dots", dots},
	{"backslash", backslash},
	{"spaces", spaces},
	{"pathspace", pathspace},
	{"pctneeded", pctneeded},
}

func main() {
	out := flag.String("o", "", "output directory")
	flag.Parse()
	if *out == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: urlvariants -o DIR FILE...")
		os.Exit(2)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, file := range flag.Args() {
		if err := write(*out, file); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// write writes the variants of file into dir.
func write(dir, file string) error {
	raw, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	raw = bytes.TrimSuffix(raw, []byte("\n"))
	lines := strings.Split(string(raw), "\n")
	base := strings.TrimSuffix(filepath.Base(file), ".txt")
	for _, kind := range kinds {
		var b strings.Builder
		for _, line := range lines {
			b.WriteString(variant(line, kind.f))
			b.WriteByte('\n')
		}
		if err := os.WriteFile(filepath.Join(dir, base+"."+kind.name+".txt"), []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	var b strings.Builder
	for i, line := range lines {
		b.WriteString(variant(line, kinds[i%len(kinds)].f))
		b.WriteByte('\n')
	}
	return os.WriteFile(filepath.Join(dir, base+".mixed.txt"), []byte(b.String()), 0o644)
}

// variant is f of line, or line when it has no scheme, "//" and path.
func variant(line string, f func(parts) string) string {
	line = strings.TrimSuffix(line, "\r")
	u, ok := split(line)
	if !ok {
		return line
	}
	return f(u)
}

// parts is a URL split roughly as a special URL reads: scheme "://"
// userinfo host port path rest (the query and fragment, from "?" or "#").
type parts struct {
	scheme, userinfo, host, port, path, rest string
}

func (u parts) String() string {
	s := u.scheme + "://" + u.userinfo + u.host
	if u.port != "" {
		s += ":" + u.port
	}
	return s + u.path + u.rest
}

// split splits a line that begins with a scheme and "://".
func split(s string) (parts, bool) {
	var u parts
	i := strings.Index(s, "://")
	if i <= 0 || strings.ContainsAny(s[:i], "/?#") {
		return u, false
	}
	u.scheme, s = s[:i], s[i+3:]
	end := strings.IndexAny(s, "/?#")
	if end < 0 {
		end = len(s)
	}
	auth := s[:end]
	s = s[end:]
	if at := strings.LastIndexByte(auth, '@'); at >= 0 {
		u.userinfo, auth = auth[:at+1], auth[at+1:]
	}
	if c := strings.LastIndexByte(auth, ':'); c >= 0 && !strings.Contains(auth[c:], "]") {
		auth, u.port = auth[:c], auth[c+1:]
	}
	u.host = auth
	end = strings.IndexAny(s, "?#")
	if end < 0 {
		end = len(s)
	}
	u.path, u.rest = s[:end], s[end:]
	return u, true
}

func upper(u parts) string {
	u.scheme = strings.ToUpper(u.scheme)
	u.host = strings.ToUpper(u.host)
	return u.String()
}

var defaultPorts = map[string]string{"http": "80", "ws": "80", "https": "443", "wss": "443", "ftp": "21"}

func defport(u parts) string {
	scheme := strings.ToLower(u.scheme)
	switch {
	case scheme == "file" && u.host == "":
		u.host = "localhost"
	case u.port == "" && defaultPorts[scheme] != "":
		u.port = defaultPorts[scheme]
	}
	return u.String()
}

// dots writes "/./" after the path's first segment and "x/../" before its
// last: /a/b/c is /a/./b/x/../c; a path of one segment /a is /./x/../a.
func dots(u parts) string {
	p := u.path
	if p == "" {
		p = "/"
	}
	first := strings.IndexByte(p[1:], '/')
	if first >= 0 {
		p = p[:first+1] + "/." + p[first+1:]
	} else {
		p = "/." + p
	}
	last := strings.LastIndexByte(p, '/')
	u.path = p[:last] + "/x/.." + p[last:]
	return u.String()
}

func backslash(u parts) string {
	u.path = strings.ReplaceAll(u.path, "/", "\\")
	return u.String()
}

func spaces(u parts) string { return "  " + u.String() + " \t" }

// pathspace writes a space in the middle of the path's last segment, or,
// when that is empty, the segment " x" (a space at the end of the input
// would be trimmed, not encoded).
func pathspace(u parts) string {
	p := u.path
	if p == "" {
		p = "/"
	}
	last := strings.LastIndexByte(p, '/') + 1
	if last == len(p) {
		u.path = p + " x"
		return u.String()
	}
	mid := last + (len(p)-last)/2
	u.path = p[:mid] + " " + p[mid:]
	return u.String()
}

// pctneeded wraps the path's last segment in "{" and "}", which the path
// percent-encode set holds, and ends the path with "é", which is not
// ASCII.
func pctneeded(u parts) string {
	p := u.path
	if p == "" {
		p = "/"
	}
	last := strings.LastIndexByte(p, '/') + 1
	u.path = p[:last] + "{" + p[last:] + "}\u00e9"
	return u.String()
}
