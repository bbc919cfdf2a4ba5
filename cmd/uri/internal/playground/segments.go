package playground

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// segments.go: the input cut into its components (RFC 3986 §3, and RFC 3987
// §2.2 for an IRI), in order, for the coloured line of the page. The cut is
// package uri's for a reference it accepts, RFC 3986 Appendix B's for any
// other text: the offsets follow from the components, put back together as
// RFC 3986 §5.3 recomposes them.

// segments cuts input into coloured pieces. An IRI reference (and so a URI
// reference) is cut by package uri; any other input as the regular
// expression of RFC 3986 Appendix B cuts any string (appendixB), so that
// the components before and after an error keep their colours. When p is
// an error, the character at its offset becomes a piece of its own, marked.
func segments(input string, p *Problem) []Segment {
	var segs []Segment
	if u, err := uri.ParseIRIReference(input); err == nil {
		segs = cut(pieces{
			hasScheme: u.HasScheme(), scheme: u.Scheme(),
			hasAuthority: u.HasAuthority(), hasUserinfo: u.HasUserinfo(), userinfo: u.Userinfo(),
			host: u.Host(), hasPort: u.HasPort(), port: u.Port(), path: u.Path(),
			hasQuery: u.HasQuery(), query: u.Query(), hasFragment: u.HasFragment(), fragment: u.Fragment(),
		})
	} else {
		segs = cut(appendixB(input))
	}
	if p != nil && p.Offset >= 0 {
		segs = markError(segs, input, p)
	}
	if segs == nil {
		segs = []Segment{}
	}
	return segs
}

// pieces are the components of a reference and whether each is there
// (RFC 3986 §5.2: http://a/b has no query, http://a/b? an empty one).
type pieces struct {
	hasScheme, hasAuthority, hasUserinfo, hasPort, hasQuery, hasFragment bool
	scheme, userinfo, host, port, path, query, fragment                  string
}

// appendixB splits any string s into components as the regular expression
// of RFC 3986 Appendix B does,
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// and the authority as §3.2 reads it: the userinfo up to its last "@", the
// port after the last ":" that is not inside an IP literal's brackets. It
// checks no character: it tells the components of text that is not a URI
// reference, where they can be told.
func appendixB(s string) pieces {
	var p pieces
	if i := strings.IndexAny(s, ":/?#"); i > 0 && s[i] == ':' {
		p.hasScheme, p.scheme, s = true, s[:i], s[i+1:]
	}
	if rest, ok := strings.CutPrefix(s, "//"); ok {
		end := strings.IndexAny(rest, "/?#")
		if end < 0 {
			end = len(rest)
		}
		authority := rest[:end]
		p.hasAuthority, s = true, rest[end:]
		if i := strings.LastIndexByte(authority, '@'); i >= 0 {
			p.hasUserinfo, p.userinfo, authority = true, authority[:i], authority[i+1:]
		}
		hostEnd := 0 // where the port's ":" may be
		if strings.HasPrefix(authority, "[") {
			hostEnd = len(authority) // an unclosed literal is all host
			if j := strings.IndexByte(authority, ']'); j >= 0 {
				hostEnd = j + 1
			}
		}
		if i := strings.LastIndexByte(authority, ':'); i >= hostEnd {
			p.hasPort, p.port, authority = true, authority[i+1:], authority[:i]
		}
		p.host = authority
	}
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		p.path, s = s[:i], s[i:]
	} else {
		p.path, s = s, ""
	}
	if rest, ok := strings.CutPrefix(s, "?"); ok {
		i := strings.IndexByte(rest, '#')
		if i < 0 {
			i = len(rest)
		}
		p.hasQuery, p.query, s = true, rest[:i], rest[i:]
	}
	if rest, ok := strings.CutPrefix(s, "#"); ok {
		p.hasFragment, p.fragment = true, rest
	}
	return p
}

// cut lists the components of p with their delimiters, in order, each
// titled with its name and byte offsets. An empty component (an empty
// path) is left out; its delimiter stays.
func cut(p pieces) []Segment {
	var segs []Segment
	pos := 0
	add := func(part, text string) {
		if text == "" {
			return
		}
		title := part + ", " + span(pos, pos+len(text))
		if part == "delim" {
			title = "delimiter " + quote(text) + ", " + span(pos, pos+len(text))
		}
		segs = append(segs, Segment{Text: text, Part: part, Title: title})
		pos += len(text)
	}
	if p.hasScheme {
		add("scheme", p.scheme)
		add("delim", ":")
	}
	if p.hasAuthority {
		add("delim", "//")
		if p.hasUserinfo {
			add("userinfo", p.userinfo)
			add("delim", "@")
		}
		add("host", p.host)
		if p.hasPort {
			add("delim", ":")
			add("port", p.port)
		}
	}
	add("path", p.path)
	if p.hasQuery {
		add("delim", "?")
		add("query", p.query)
	}
	if p.hasFragment {
		add("delim", "#")
		add("fragment", p.fragment)
	}
	return segs
}

// markError splits the segment holding p's offset so that the character
// there is a segment of its own, marked; an offset at the end of input adds
// an empty marked segment.
func markError(segs []Segment, input string, p *Problem) []Segment {
	at, n := p.Offset, charAt(input, p.Offset)
	mark := Segment{Text: input[at : at+n], Part: "error", Title: p.Message + " (" + span(at, at+max(n, 1)) + ")", Error: true}
	out := make([]Segment, 0, len(segs)+2)
	pos := 0
	for _, s := range segs {
		end := pos + len(s.Text)
		if at < pos || at >= end {
			out = append(out, s)
			pos = end
			continue
		}
		if at > pos {
			before := s
			before.Text = input[pos:at]
			out = append(out, before)
		}
		mark.Part = s.Part
		out = append(out, mark)
		if at+n < end {
			after := s
			after.Text = input[at+n : end]
			out = append(out, after)
		}
		pos = end
	}
	if at >= pos {
		out = append(out, mark)
	}
	return out
}

// quote writes s between double quotes, for a title.
func quote(s string) string { return "\u201c" + s + "\u201d" }
