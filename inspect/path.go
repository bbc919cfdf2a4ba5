package inspect

// Percent-encoded octets that change meaning once decoded (RFC 3986 §7.2
// "Malicious Construction" and §7.3 "Back-End Transcoding"; seed 003 §7.2,
// seed 001 §7, RFC 1738 §6): control characters that end a protocol line
// (CR, LF) or a C string (NUL), and in the path the separators a back-end
// file system gives meaning to ("/", "\", dot-segments).

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// path inspects the path: dot-segments, encoded dots, slashes, backslashes
// and controls, in the order they appear.
func (x layout) pathFindings(dst []Finding, u uri.URI) []Finding {
	p := u.Path()
	pct := strings.IndexByte(p, '%') >= 0
	if !pct && strings.IndexByte(p, '.') < 0 {
		return dst
	}
	tab := equalFold(u.Scheme(), "gopher")
	relative := u.IsRelative()
	off := x.path
	var run controlRun
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && p[i] != '/' {
			if p[i] != '%' || i+2 >= len(p) {
				run.end(&dst)
				continue
			}
			c := byte(hexVal(p[i+1])<<4 | hexVal(p[i+2]))
			switch {
			case isControl(c, tab):
				run.add(off+i, c)
			case c == '/':
				run.end(&dst)
				dst = add(dst, KindEncodedSlash, Warning, off+i, 3,
					`"%2F" is a "/" inside a path segment; a server that decodes the path before splitting it sees another hierarchy (RFC 3986 §7.3)`)
			case c == '\\':
				run.end(&dst)
				dst = add(dst, KindEncodedBackslash, Warning, off+i, 3,
					`"%5C" is a "\" inside a path segment, which Windows file systems and some servers take as a separator (RFC 3986 §7.3)`)
			default:
				run.end(&dst)
			}
			i += 2
			continue
		}
		run.end(&dst)
		dst = dotSegment(dst, p[start:i], off+start, relative)
		start = i + 1
	}
	return dst
}

// dotSegment reports seg (at off) when it is "." or "..", literally or
// with %2E.
func dotSegment(dst []Finding, seg string, off int, relative bool) []Finding {
	dots := 0
	encoded := false
	for i := 0; i < len(seg); i++ {
		switch {
		case seg[i] == '.':
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && (seg[i+2] == 'e' || seg[i+2] == 'E'):
			encoded = true
			i += 2
		default:
			return dst
		}
		dots++
		if dots > 2 {
			return dst
		}
	}
	switch {
	case dots == 0:
		return dst
	case encoded:
		return add(dst, KindEncodedDot, Warning, off, len(seg),
			"a dot-segment written with %2E: removed by normalization (RFC 3986 §6.2.2.3) but invisible to a filter that looks for \"..\", and a server decoding it late walks up its file system (RFC 3986 §7.3)")
	case relative:
		return add(dst, KindDotSegment, Info, off, len(seg),
			"a dot-segment in a relative reference, resolved against the base URI (RFC 3986 §5.2.4)")
	}
	return add(dst, KindDotSegment, Warning, off, len(seg),
		"a dot-segment in an absolute URI, which normalization removes (RFC 3986 §5.2.4, §6.2.2.3); a server that does not remove it may walk up its file system (RFC 3986 §7.3)")
}

// appendControls reports the runs of percent-encoded control characters
// in s, a component at off. tab allows %09 (the gopher search separator,
// RFC 1738 §3.4).
func appendControls(dst []Finding, s string, off int, tab bool) []Finding {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return dst
	}
	var run controlRun
	for ; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if c := byte(hexVal(s[i+1])<<4 | hexVal(s[i+2])); isControl(c, tab) {
				run.add(off+i, c)
				i += 2
				continue
			}
		}
		run.end(&dst)
	}
	run.end(&dst)
	return dst
}

// isControl reports whether c is a C0 control or DEL (RFC 3986 §7.2-§7.3;
// RFC 5234 CTL), tab excepted when tab is true.
func isControl(c byte, tab bool) bool {
	return c < 0x20 && !(tab && c == '\t') || c == 0x7f
}

// controlRun collects consecutive encoded controls into one finding.
type controlRun struct {
	off, n  int
	crlfNul bool
}

func (r *controlRun) add(off int, c byte) {
	if r.n == 0 {
		r.off = off
	}
	r.n += 3
	r.crlfNul = r.crlfNul || c == '\r' || c == '\n' || c == 0
}

func (r *controlRun) end(dst *[]Finding) {
	if r.n == 0 {
		return
	}
	if r.crlfNul {
		*dst = add(*dst, KindEncodedControl, Danger, r.off, r.n,
			"percent-encoded CR, LF or NUL: decoded and sent, it ends a protocol line or a string and can inject a command of another protocol (RFC 3986 §7.2, §7.3)")
	} else {
		*dst = add(*dst, KindEncodedControl, Warning, r.off, r.n,
			"a percent-encoded control character, which no text needs and which protocols and terminals may act on (RFC 3986 §7.2)")
	}
	*r = controlRun{}
}
