package urn

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/message"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/ucd"
)

// Building a URN from text, and showing one to people: RFC 8141 §2.2 (every
// octet outside the NSS repertoire is percent-encoded as UTF-8) and §4 (a
// human-friendly display form that software never mistakes for the URN).

// Build returns the RFC 8141 URN "urn:" nid ":" NSS, where the NSS is text
// with every octet outside the NSS repertoire percent-encoded (RFC 8141
// §2.2): text is UTF-8, and each of its octets that is not a pchar, plus a
// leading "/", is written %XX with upper-case hex digits. A "%" in text is
// data, written %25. Build(nid, t).NSS() decoded is always t.
//
// Only software that knows the namespace's own canonicalization should build
// its URNs from native names (§2.2); Build applies the generic rule only.
func Build(nid, text string) (URN, error) {
	if err := checkNID(nid); err != nil {
		err.Kind = ErrBuild
		return URN{}, err
	}
	if text == "" {
		return URN{}, &Error{Input: text, Part: PartNSS, Kind: ErrBuild, Reason: "empty text; an NSS holds at least one character"}
	}
	if !utf8.ValidString(text) {
		i := 0
		for i < len(text) {
			r, n := utf8.DecodeRuneInString(text[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return URN{}, &Error{Input: text, Offset: i, Part: PartNSS, Kind: ErrBuild, Reason: "text is not UTF-8 (RFC 8141 §2.2); give the name as UTF-8"}
	}
	b := make([]byte, 0, 5+len(nid)+len(text)*3)
	b = append(b, "urn:"...)
	b = append(b, nid...)
	b = append(b, ':')
	if text != "" {
		// NSS = pchar *( pchar / "/" ) (RFC 8141 §2).
		b = pct.Append(b, text[:1], &pct.Segment)
		b = pct.Append(b, text[1:], &pct.Path)
	}
	return RFC8141.Parse(string(b))
}

// Display returns u for people to read (RFC 8141 §4, seed 004 §4): a
// percent-encoded UTF-8 sequence is shown as its character when that is a
// printable non-ASCII character (not a space, control or formatting
// character). Every other triplet stays encoded, in particular every
// encoded ASCII character, whose encoded and literal forms are different
// URNs ("%2C" is not ","). So the display form never turns silently into
// another URN: ParseDisplay reads it back into a URN equivalent to u.
// The canonical form (String) is what software must exchange.
func (u URN) Display() string {
	s := u.s
	i := 4 + len(u.NID())
	var b []byte
	last := 0
	for i < len(s) {
		if pct.Octet(s, i) < 0x80 {
			i++
			continue
		}
		// decode the run of triplets that forms one UTF-8 character
		var buf [4]byte
		n, j := 0, i
		for n < 4 && pct.Octet(s, j) >= 0 {
			buf[n] = byte(pct.Octet(s, j))
			n++
			j += 3
			if utf8.FullRune(buf[:n]) {
				break
			}
		}
		r, size := utf8.DecodeRune(buf[:n])
		if r == utf8.RuneError || size != n || !showable(r) {
			i += 3
			continue
		}
		b = append(b, s[last:i]...)
		b = utf8.AppendRune(b, r)
		i, last = j, j
	}
	if b == nil {
		return s
	}
	return string(append(b, s[last:]...))
}

// showable reports whether a decoded character may be shown as itself: a
// printable non-ASCII character that is not white space or a format
// character (bidirectional controls, zero-width joiners, ...).
func showable(r rune) bool {
	return r >= 0x80 && ucd.IsPrint(r) // Print holds no White_Space and no Cf
}

// ParseDisplay reads the display form of a URN (what Display returns, or a
// URN a person typed with non-ASCII characters): every non-ASCII octet is
// percent-encoded (RFC 8141 §2.2) and the result is parsed under dialect d.
// Nothing else is changed, so ASCII text must already be a valid URN.
func ParseDisplay(d Dialect, s string) (URN, error) {
	return d.Parse(pct.Encode(s, pct.ASCII))
}

// checkNID reports whether nid, on its own, is an RFC 8141 NID; the error's
// offset is in nid.
func checkNID(nid string) *Error {
	s := "urn:" + nid + ":"
	end, err := RFC8141.parseNID(s)
	if err == nil && end != len(s)-1 {
		err = newError(s, end, PartNID, ErrNID, "invalid character "+message.Byte(s[end])+" in the NID; an NID is letters, digits and hyphens")
	}
	if err != nil {
		e := err.(*Error)
		return &Error{Input: nid, Offset: e.Offset - 4, Part: PartNID, Kind: e.Kind, Reason: e.Reason}
	}
	return nil
}
