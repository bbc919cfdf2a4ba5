package playground

import "github.com/urikit/urikit/uri"

// segments.go: the input cut into its components (RFC 3986 §3, and RFC 3987
// §2.2 for an IRI), in order, for the coloured line of the page. The cut is
// package uri's: the offsets follow from the components it returns, put
// back together as RFC 3986 §5.3 recomposes them.

// segments cuts input into coloured pieces. Input that is no IRI reference
// (and so no URI reference) is one "text" piece. When p is an error, the
// character at its offset becomes a piece of its own, marked.
func segments(input string, p *Problem) []Segment {
	var segs []Segment
	if u, err := uri.ParseIRIReference(input); err == nil {
		segs = componentSegments(u)
	} else if input != "" {
		segs = []Segment{{Text: input, Part: "text", Title: "not cut into components: " + span(0, len(input))}}
	}
	if p != nil && p.Offset >= 0 {
		segs = markError(segs, input, p)
	}
	if segs == nil {
		segs = []Segment{}
	}
	return segs
}

// componentSegments lists the components of u with their delimiters. An
// empty component (an empty path) is left out; its delimiter stays.
func componentSegments(u uri.URI) []Segment {
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
	if u.HasScheme() {
		add("scheme", u.Scheme())
		add("delim", ":")
	}
	if u.HasAuthority() {
		add("delim", "//")
		if u.HasUserinfo() {
			add("userinfo", u.Userinfo())
			add("delim", "@")
		}
		add("host", u.Host())
		if u.HasPort() {
			add("delim", ":")
			add("port", u.Port())
		}
	}
	add("path", u.Path())
	if u.HasQuery() {
		add("delim", "?")
		add("query", u.Query())
	}
	if u.HasFragment() {
		add("delim", "#")
		add("fragment", u.Fragment())
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
