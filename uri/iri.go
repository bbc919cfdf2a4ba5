package uri

import (
	"strconv"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// Internationalized Resource Identifiers, RFC 3987 §2.2: the grammar of
// RFC 3986 with the non-ASCII characters ucschar allowed literally in the
// userinfo, reg-name, path, query and fragment, and iprivate in the query
// too. The split into components is the same, so an IRI is held in the
// same URI value, with the same offsets and errors; its Dialect is
// "rfc3987". Mapping an IRI to a URI (§3.1) and back (§3.2), IDNA host
// names and the bidi rules of §4.2 need Unicode tables, and live in package
// github.com/urikit/urikit/iri.

// ParseIRI parses s as an IRI (RFC 3987 §2.2, rule IRI): a scheme is
// required, a fragment allowed. An IRI made of ASCII characters only is a
// URI and parses exactly as Parse parses it, at the same speed.
//
// Besides the characters of RFC 3986, the userinfo, reg-name, path, query
// and fragment may hold the characters of ucschar (U+00A0-U+D7FF,
// U+F900-U+FDCF, U+FDF0-U+FFEF and the planes 1-14 less their last two
// code points and U+E0000-U+E0FFF), and the query those of iprivate
// (U+E000-U+F8FF, planes 15 and 16), written in UTF-8. The bidirectional
// formatting characters LRM, RLM, LRE, RLE, PDF, LRO and RLO are refused
// (§4.1: "IRIs MUST NOT contain" them), as is text that is not UTF-8.
func ParseIRI(s string) (URI, error) { return parseIRI(s, true) }

// ParseIRIReference parses s as an IRI-reference (RFC 3987 §2.2): an IRI or
// a relative reference (irelative-ref). See ParseIRI.
func ParseIRIReference(s string) (URI, error) { return parseIRI(s, false) }

// IsIRI reports whether u was parsed as an IRI (by ParseIRI or
// ParseIRIReference), whether or not it holds a non-ASCII character.
func (u URI) IsIRI() bool { return u.dialect == dialectIRI }

// parseIRI hands ASCII text, the common case, to the RFC 3986 parser and
// its fast paths (for ASCII the two grammars are the same); text with a
// byte ≥ 0x80 is parsed under the IRI grammar.
func parseIRI(s string, needScheme bool) (u URI, err error) {
	d := RFC3986
	if !ascii.IsASCII(s) {
		d = dialectIRI
	}
	if _, err = parseInto(&u, s, d, needScheme); err != nil {
		return URI{}, err
	}
	u.dialect = dialectIRI
	return u, nil
}

// checkIRIChars checks each non-ASCII character of an IRI parsed under the
// byte table of dialectIRI (which admits every byte ≥ 0x80 wherever
// ucschar may stand) against ucschar and iprivate (RFC 3987 §2.2) and the
// bidi formatting characters (§4.1).
func (u *URI) checkIRIChars() *Error {
	s := u.s
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		c := u.componentAt(i)
		switch {
		case r == utf8.RuneError && size == 1:
			return newError(s, i, c, ErrInvalidChar, "byte "+pct.Triplet(s[i])+
				" that is not part of a UTF-8 character; an IRI is UTF-8 text (write the byte as "+pct.Triplet(s[i])+" if it is data)")
		case IsBidiFormatting(r):
			return newError(s, i, c, ErrInvalidChar, "bidirectional formatting character "+runeName(r)+
				" (RFC 3987 §4.1: an IRI must not contain one); remove it, or write it as "+pctRune(r))
		case !IsUcschar(r) && !(c == ComponentQuery && IsIprivate(r)):
			where := "an IRI " + c.String()
			if IsIprivate(r) {
				where += " (private-use characters are allowed in the query only)"
			}
			return newError(s, i, c, ErrInvalidChar, "character "+runeName(r)+" not allowed in "+where+
				"; write it as "+pctRune(r))
		}
		i += size
	}
	return nil
}

// componentAt returns the component that holds the byte at offset i.
func (u *URI) componentAt(i int) Component {
	i32 := int32(i)
	switch {
	case u.flags&fScheme != 0 && i32 < u.schemeEnd:
		return ComponentScheme
	case u.flags&fAuthority != 0 && i32 < u.pathStart:
		switch {
		case i32 < u.hostStart:
			return ComponentUserinfo
		case i32 < u.hostEnd:
			return ComponentHost
		}
		return ComponentPort
	case i32 < u.pathEnd:
		return ComponentPath
	case u.flags&fQuery != 0 && i32 < u.queryEnd:
		return ComponentQuery
	}
	return ComponentFragment
}

// IsUcschar reports whether r is in RFC 3987's ucschar: the characters an
// IRI may hold literally outside the query's private-use allowance.
func IsUcschar(r rune) bool { return pct.Ucschar(r) }

// IsIprivate reports whether r is in RFC 3987's iprivate, the private-use
// characters an IRI may hold in its query only.
func IsIprivate(r rune) bool { return pct.Iprivate(r) }

// IsBidiFormatting reports whether r is one of the bidirectional formatting
// characters RFC 3987 §4.1 forbids in an IRI: LRM (U+200E), RLM (U+200F),
// LRE (U+202A), RLE (U+202B), PDF (U+202C), LRO (U+202D), RLO (U+202E).
func IsBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E)
}

// runeName writes r as "U+00E9".
func runeName(r rune) string {
	h := strconv.FormatInt(int64(r), 16)
	for len(h) < 4 {
		h = "0" + h
	}
	b := []byte("U+" + h)
	for i := 2; i < len(b); i++ {
		if 'a' <= b[i] && b[i] <= 'f' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// pctRune writes r's UTF-8 octets percent-encoded, "%C3%A9".
func pctRune(r rune) string {
	var buf [utf8.UTFMax]byte
	n := utf8.EncodeRune(buf[:], r)
	out := ""
	for _, b := range buf[:n] {
		out += pct.Triplet(b)
	}
	return out
}
