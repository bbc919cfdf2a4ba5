package inspect

// Percent-encoded octets that change meaning once decoded (RFC 3986 §7.2
// "Malicious Construction" and §7.3 "Back-End Transcoding"; seed 003 §7.2,
// seed 001 §7, RFC 1738 §6): control characters that end a protocol line
// (CR, LF) or a C string (NUL), and in the path the separators a back-end
// file system gives meaning to ("/", "\", dot-segments).

import (
	"github.com/urikit/urikit/internal/ascii"
	"strings"

	"github.com/urikit/urikit/uri"
)

// pathFindings inspects the path: dot-segments, encoded dots, slashes,
// backslashes and controls. It jumps from "." to "." and from "%" to "%";
// Append puts the findings in order.
func pathFindings(r *report, u uri.URI) {
	p := u.Path()
	relative := u.IsRelative()
	off, _ := u.Span(uri.ComponentPath)
	for i := strings.IndexByte(p, '.'); i >= 0; {
		if i == 0 || p[i-1] == '/' {
			dotSegment(r, p[i:], off+i, relative)
		}
		j := strings.IndexByte(p[i+1:], '.')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	i := strings.IndexByte(p, '%')
	if i < 0 {
		return
	}
	tab := ascii.EqualFold(u.Scheme(), "gopher")
	run := controlRun{r: r}
	for i+2 < len(p) {
		if (i == 0 || p[i-1] == '/') && p[i+1] == '2' && p[i+2]|0x20 == 'e' {
			dotSegment(r, p[i:], off+i, relative) // a segment starting with %2E
		}
		switch c := tripletClass(p[i+1], p[i+2], tab); c {
		case tControl, tCRLFNUL:
			run.add(off+i, c == tCRLFNUL)
		case tSlash:
			run.end()
			r.addf(KindEncodedSlash, Warning, off+i, 3,
				`"%2F" is a "/" inside a path segment; a server that decodes the path before splitting it sees another hierarchy (RFC 3986 §7.3)`)
		case tBackslash:
			run.end()
			r.addf(KindEncodedBackslash, Warning, off+i, 3,
				`"%5C" is a "\" inside a path segment, which Windows file systems and some servers take as a separator (RFC 3986 §7.3)`)
		default:
			run.end()
		}
		if i += 3; i < len(p) && p[i] == '%' {
			continue // the next triplet follows: a run may go on
		}
		run.end()
		j := strings.IndexByte(p[min(i, len(p)):], '%')
		if j < 0 {
			break
		}
		i += j
	}
	run.end()
}

// Classes of a percent-encoded octet.
const (
	tOther = iota
	tControl
	tCRLFNUL
	tSlash
	tBackslash
)

// tripletClass classifies the octet %hl from its two hex digits, without
// decoding it: C0 controls are %00-%1F, DEL is %7F (RFC 5234 CTL); CR, LF
// and NUL are %0D, %0A and %00; tab (%09) counts as other when tab is true.
func tripletClass(h, l byte, tab bool) int {
	switch h {
	case '0':
		switch l {
		case '0', 'a', 'A', 'd', 'D':
			return tCRLFNUL
		case '9':
			if tab {
				return tOther
			}
		}
		return tControl
	case '1':
		return tControl
	case '2':
		if l == 'f' || l == 'F' {
			return tSlash
		}
	case '5':
		if l == 'c' || l == 'C' {
			return tBackslash
		}
	case '7':
		if l == 'f' || l == 'F' {
			return tControl
		}
	}
	return tOther
}

// dotSegment reports the segment that rest (at off) begins with when it
// is "." or "..", literally or with %2E.
func dotSegment(r *report, rest string, off int, relative bool) {
	dots := 0
	encoded := false
	seg := rest
	for i := 0; i < len(rest); i++ {
		if rest[i] == '/' {
			seg = rest[:i]
			break
		}
		switch {
		case seg[i] == '.':
		case seg[i] == '%' && i+2 < len(seg) && seg[i+1] == '2' && (seg[i+2] == 'e' || seg[i+2] == 'E'):
			encoded = true
			i += 2
		default:
			return
		}
		dots++
		if dots > 2 {
			return
		}
	}
	switch {
	case dots == 0:
	case encoded:
		r.addf(KindEncodedDot, Warning, off, len(seg),
			"a dot-segment written with %2E: removed by normalization (RFC 3986 §6.2.2.3) but invisible to a filter that looks for \"..\", and a server decoding it late walks up its file system (RFC 3986 §7.3)")
	case relative:
		r.addf(KindDotSegment, Info, off, len(seg),
			"a dot-segment in a relative reference, resolved against the base URI (RFC 3986 §5.2.4)")
	default:
		r.addf(KindDotSegment, Warning, off, len(seg),
			"a dot-segment in an absolute URI, which normalization removes (RFC 3986 §5.2.4, §6.2.2.3); a server that does not remove it may walk up its file system (RFC 3986 §7.3)")
	}
}

// appendControls reports the runs of percent-encoded control characters
// in s, a component at off. tab allows %09 (the gopher search separator,
// RFC 1738 §3.4). In a host (host true) every control is a danger.
func appendControls(r *report, s string, off int, tab, host bool) {
	i := strings.IndexByte(s, '%')
	if i < 0 {
		return
	}
	run := controlRun{r: r, host: host}
	for i+2 < len(s) {
		if c := tripletClass(s[i+1], s[i+2], tab); c == tControl || c == tCRLFNUL {
			run.add(off+i, c == tCRLFNUL)
		} else {
			run.end()
		}
		if i += 3; i < len(s) && s[i] == '%' {
			continue
		}
		run.end()
		j := strings.IndexByte(s[min(i, len(s)):], '%')
		if j < 0 {
			break
		}
		i += j
	}
	run.end()
}

// controlRun collects consecutive encoded controls into one finding.
type controlRun struct {
	r       *report
	off, n  int
	crlfNul bool
	host    bool // in a host: a danger whatever the control
}

func (r *controlRun) add(off int, crlfNul bool) {
	if r.n == 0 {
		r.off = off
	}
	r.n += 3
	r.crlfNul = r.crlfNul || crlfNul
}

func (r *controlRun) end() {
	if r.n != 0 {
		r.flush()
	}
}

// flush reports the run.
func (r *controlRun) flush() {
	switch {
	case r.host:
		r.r.addf(KindEncodedControl, Danger, r.off, r.n,
			"a percent-encoded control character in the host: decoded, it ends the name for some readers and not for others (NUL ends a C string, a tab or CR LF ends what inet_aton and protocol lines read), so they connect to different hosts (RFC 3986 §7.2, §7.3)")
	case r.crlfNul:
		r.r.addf(KindEncodedControl, Danger, r.off, r.n,
			"percent-encoded CR, LF or NUL: decoded and sent, it ends a protocol line or a string and can inject a command of another protocol (RFC 3986 §7.2, §7.3)")
	default:
		r.r.addf(KindEncodedControl, Warning, r.off, r.n,
			"a percent-encoded control character, which no text needs and which protocols and terminals may act on (RFC 3986 §7.2)")
	}
	r.off, r.n, r.crlfNul = 0, 0, false
}
