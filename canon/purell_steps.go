package canon

import (
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// What each of purell's flags does to a net/url URL, in the order purell
// applies them (the trailing-slash flags last, forcing http after the
// default port is removed).

var purellSteps = []struct {
	flag  PurellFlags
	apply func(*url.URL)
}{
	{FlagLowercaseScheme, func(u *url.URL) { u.Scheme = strings.ToLower(u.Scheme) }},
	{FlagLowercaseHost, func(u *url.URL) { u.Host = strings.ToLower(u.Host) }},
	{FlagRemoveDefaultPort, purellRemoveDefaultPort},
	{FlagRemoveDirectoryIndex, purellRemoveDirectoryIndex},
	{FlagRemoveDotSegments, purellRemoveDotSegments},
	{FlagRemoveFragment, func(u *url.URL) { u.Fragment = "" }},
	{FlagForceHTTP, func(u *url.URL) {
		if strings.EqualFold(u.Scheme, "https") {
			u.Scheme = "http"
		}
	}},
	{FlagRemoveDuplicateSlashes, purellRemoveDuplicateSlashes},
	{FlagRemoveWWW, func(u *url.URL) {
		if ascii.HasPrefixFold(u.Host, "www.") {
			u.Host = u.Host[4:]
		}
	}},
	{FlagAddWWW, func(u *url.URL) {
		if u.Host != "" && !ascii.HasPrefixFold(u.Host, "www.") {
			u.Host = "www." + u.Host
		}
	}},
	{FlagSortQuery, purellSortQuery},
	{FlagDecodeDWORDHost, purellDecodeDWORDHost},
	{FlagDecodeOctalHost, purellDecodeOctalHost},
	{FlagDecodeHexHost, purellDecodeHexHost},
	{FlagRemoveUnnecessaryHostDots, purellRemoveHostDots},
	{FlagRemoveEmptyPortSeparator, func(u *url.URL) { u.Host = strings.TrimRight(u.Host, ":") }},
	{FlagRemoveTrailingSlash, func(u *url.URL) {
		if u.Path != "" {
			u.Path = strings.TrimSuffix(u.Path, "/")
		} else {
			u.Host = strings.TrimSuffix(u.Host, "/")
		}
	}},
	{FlagAddTrailingSlash, func(u *url.URL) {
		if u.Path != "" {
			if !strings.HasSuffix(u.Path, "/") {
				u.Path += "/"
			}
		} else if u.Host != "" && !strings.HasSuffix(u.Host, "/") {
			u.Host += "/"
		}
	}},
}

// hostPort splits host at a final ":" and digits (the port with its ":"),
// as purell's port patterns read it.
func hostPort(host string) (name, port string) {
	i := len(host)
	for i > 0 && ascii.IsDigit(host[i-1]) {
		i--
	}
	if i < len(host) && i > 0 && host[i-1] == ':' {
		return host[:i-1], host[i-1:]
	}
	return host, ""
}

func purellRemoveDefaultPort(u *url.URL) {
	name, port := hostPort(u.Host)
	scheme := strings.ToLower(u.Scheme)
	if scheme == "http" && port == ":80" || scheme == "https" && port == ":443" {
		u.Host = name
	}
}

// purellRemoveDirectoryIndex drops a last segment "default" or "index",
// ".", and one to four word characters.
func purellRemoveDirectoryIndex(u *url.URL) {
	p := u.Path
	slash := strings.LastIndexByte(p, '/')
	last := p[slash+1:]
	name, ext, ok := strings.Cut(last, ".")
	if !ok || (name != "default" && name != "index") || len(ext) < 1 || len(ext) > 4 {
		return
	}
	for i := 0; i < len(ext); i++ {
		if c := ext[i]; !ascii.IsAlnum(c) && c != '_' {
			return
		}
	}
	u.Path = p[:slash+1]
}

// purellRemoveDotSegments splits the path at "/", drops "." and lets ".."
// remove the segment before it, then adds a "/" before a path that lost it
// (with a host) and after one that ended in a dot segment.
func purellRemoveDotSegments(u *url.URL) {
	if u.Path == "" {
		return
	}
	var kept []string
	lastDot := false
	for _, s := range strings.Split(u.Path, "/") {
		switch s {
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			}
		case ".":
		default:
			kept = append(kept, s)
		}
		lastDot = s == "." || s == ".."
	}
	p := strings.Join(kept, "/")
	if u.Host != "" && !strings.HasSuffix(u.Host, "/") && !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	if lastDot && !strings.HasSuffix(p, "/") {
		p += "/"
	}
	u.Path = p
}

func purellRemoveDuplicateSlashes(u *url.URL) {
	if !strings.Contains(u.Path, "//") {
		return
	}
	var b strings.Builder
	for i := 0; i < len(u.Path); i++ {
		if u.Path[i] == '/' && i > 0 && u.Path[i-1] == '/' {
			continue
		}
		b.WriteByte(u.Path[i])
	}
	u.Path = b.String()
}

// purellSortQuery rewrites a query that has parameters (as url.Values
// reads it) sorted by key and then value, each "key=" and the value
// escaped as url.QueryEscape escapes it (the key is written as decoded).
func purellSortQuery(u *url.URL) {
	q := u.Query()
	if len(q) == 0 {
		return
	}
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		vs := q[k]
		sort.Strings(vs)
		for _, v := range vs {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(k)
			b.WriteByte('=')
			b.WriteString(url.QueryEscape(v))
		}
	}
	u.RawQuery = b.String()
}

// hostTail splits the end that purell's host patterns allow after an
// address: dots, then ":" and digits.
func hostTail(h string) (head, tail string) {
	i := strings.LastIndexByte(h, ':')
	if i >= 0 && (i == len(h)-1 || ascii.AllDigits(h[i+1:])) {
		head, tail = h[:i], h[i:]
	} else {
		head = h
	}
	j := len(head)
	for j > 0 && head[j-1] == '.' {
		j--
	}
	return head[:j], head[j:] + tail
}

// parseIntLikeGo is strconv.ParseInt(s, base, 0) with its error ignored, as
// purell uses it: the largest int64 on overflow, 0 on a syntax error.
func parseIntLikeGo(s string, base int) int64 {
	n, _ := strconv.ParseInt(s, base, 64)
	return n
}

func formatDWORD(n int64) string {
	return strconv.FormatInt(n>>24&0xFF, 10) + "." + strconv.FormatInt(n>>16&0xFF, 10) + "." +
		strconv.FormatInt(n>>8&0xFF, 10) + "." + strconv.FormatInt(n&0xFF, 10)
}

// purellDecodeDWORDHost: a host of decimal digits (then dots, then ":" and
// digits) is a 32-bit address.
func purellDecodeDWORDHost(u *url.URL) {
	num, tail := hostTail(u.Host)
	if num == "" || !ascii.AllDigits(num) {
		return
	}
	u.Host = formatDWORD(parseIntLikeGo(num, 10)) + tail
}

// purellDecodeOctalHost: four parts each "0" and digits are octal bytes.
func purellDecodeOctalHost(u *url.URL) {
	addr, tail := hostTail(u.Host)
	parts := strings.Split(addr, ".")
	if len(parts) != 4 {
		return
	}
	var b strings.Builder
	for i, p := range parts {
		if p == "" || p[0] != '0' || !ascii.AllDigits(p) {
			return
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.FormatInt(parseIntLikeGo(p, 8), 10))
	}
	u.Host = b.String() + tail
}

// purellDecodeHexHost: "0x" and hex digits is a number, then written as
// purellDecodeDWORDHost writes it.
func purellDecodeHexHost(u *url.URL) {
	addr, tail := hostTail(u.Host)
	hex, ok := strings.CutPrefix(addr, "0x")
	if !ok || hex == "" {
		return
	}
	for i := 0; i < len(hex); i++ {
		if !ascii.IsHex(hex[i]) {
			return
		}
	}
	u.Host = strconv.FormatInt(parseIntLikeGo(hex, 16), 10) + tail
	purellDecodeDWORDHost(u)
}

// purellRemoveHostDots trims dots at both ends of the host name (before a
// ":" and digits) and makes runs of dots one.
func purellRemoveHostDots(u *url.URL) {
	if u.Host == "" {
		return
	}
	name, port := hostPort(u.Host)
	h := strings.Trim(name, ".") + port
	var b strings.Builder
	for i := 0; i < len(h); i++ {
		if h[i] == '.' && i > 0 && h[i-1] == '.' {
			continue
		}
		b.WriteByte(h[i])
	}
	u.Host = b.String()
}
