package iri

// Mapping URIs to IRIs for display, RFC 3987 §3.2.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/internal/ucd"
	"github.com/urikit/urikit/internal/uts46"
	"github.com/urikit/urikit/uri"
)

// ToIRI maps the URI reference u to an IRI reference for display (RFC 3987
// §3.2). Percent-encoded octets that form UTF-8 characters (steps 2 and 3)
// are decoded where the character is safe to show (step 4); an A-label of
// a reg-name host ("xn--...") that IDNA accepts is written as its U-label.
// Everything else stays as it is written, so that ToURI of the result is u
// again, except for the case of percent-encodings and of the host name
// (IDNA maps host names to lower case). In detail:
//
//   - The percent-encoded octets of a host name stay encoded: decoded,
//     they would map back to A-labels, not to u. A host that holds any is
//     kept as it is, its A-labels too: ToURI decodes a non-ASCII host
//     whole before IDNA, so its octets could not come back as they were.
//
//   - An ASCII octet is never decoded: "%20", "%2F", "%3F", "%25" and their
//     kind would change what the IRI means or could not be written in it,
//     and "%41" does not need decoding to be read.
//
//   - Octets that are not UTF-8 stay encoded (step 3: "%FC" may be ISO
//     8859-1, but an IRI is UTF-8).
//
//   - A character that is not ucschar, or not safe to show, is written as
//     its percent-encoded octets (step 4): bidirectional controls (§4.1),
//     white space, format and control characters, private-use and
//     unassigned code points, look-alikes of ASCII (§6.1 b: full-width
//     forms, "∕" and other slashes and full stops), and a combining mark
//     at the start of a component, where it would attach to the delimiter
//     before it, or after a triplet left encoded, where it would attach to
//     the triplet's last hex digit.
//
//   - A component (see CheckBidi) that decoding would make break the bidi
//     rules of §4.2 is left encoded as a whole.
//
// Bytes u holds literally (when u is already an IRI) are kept.
func ToIRI(u uri.URI) uri.URI {
	s := u.String()
	hostStart, hostEnd := u.Span(uri.ComponentHost)
	var b strings.Builder
	decodeComponents(&b, s[:hostStart])
	if u.HostKind() == uri.HostRegName {
		decodeHost(&b, s[hostStart:hostEnd])
	} else {
		b.WriteString(s[hostStart:hostEnd])
	}
	decodeComponents(&b, s[hostEnd:])
	if b.String() == s {
		if v, err := uri.ParseIRIReference(s); err == nil {
			return v
		}
		return u
	}
	v, err := uri.ParseIRIReference(b.String())
	if err != nil {
		return u // not reached: only characters an IRI allows are decoded
	}
	return v
}

// decodeHost writes the reg-name h with its A-labels as U-labels. A host
// with percent-encoded octets is written as it is: ToURI decodes the whole
// of a non-ASCII host before IDNA, so "xn--11a.%00" shown as "ь.%00"
// would map back to a host holding a NUL (an error), and "xn--11a.%21" to
// "xn--11a.!", not to the URI they came from (both found by FuzzMapping).
func decodeHost(b *strings.Builder, h string) {
	if strings.IndexByte(h, '%') >= 0 {
		b.WriteString(h)
		return
	}
	for i, label := range strings.Split(h, ".") {
		if i > 0 {
			b.WriteByte('.')
		}
		if len(label) > 4 && strings.EqualFold(label[:4], "xn--") {
			if ul, err := profile.ToUnicode(label); err == nil && ul != label && displayable(ul) {
				b.WriteString(ul)
				continue
			}
		}
		b.WriteString(label)
	}
}

// displayable reports whether every character of the decoded text c may be
// shown, and c keeps the rules of §4.2.
func displayable(c string) bool {
	for i, r := range c {
		if r >= utf8.RuneSelf && !safeToShow(r, i == 0) {
			return false
		}
	}
	return bidiComponent(c) == ""
}

// decodeComponents writes s, a part of a reference, with the
// percent-encoded UTF-8 of each of its components (the runs between
// delimiters, as CheckBidi splits them) decoded where that is safe.
func decodeComponents(b *strings.Builder, s string) {
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && !isDelimiter(s[i]) {
			continue
		}
		b.WriteString(decodeComponent(s[start:i]))
		if i < len(s) {
			b.WriteByte(s[i])
		}
		start = i + 1
	}
}

// decodeComponent returns c with its runs of percent-encoded non-ASCII
// octets decoded where they form UTF-8 characters safe to show, or c itself
// when the result would break the bidi rules of §4.2.
func decodeComponent(c string) string {
	if strings.IndexByte(c, '%') < 0 {
		return c
	}
	var b strings.Builder
	var oct []byte
	for i := 0; i < len(c); {
		j := i
		oct = oct[:0]
		for o := pct.Octet(c, j); o >= 0x80; o = pct.Octet(c, j) {
			oct = append(oct, byte(o))
			j += 3
		}
		if j == i {
			b.WriteByte(c[i])
			i++
			continue
		}
		// A combining mark is shown only after a character shown as
		// itself: at the start of the component it would attach to the
		// delimiter, and after a triplet left encoded (ASCII, or not
		// safe) to the triplet's last hex digit.
		noBase := i == 0 || i >= 3 && pct.Octet(c, i-3) >= 0
		for len(oct) > 0 {
			r, n := utf8.DecodeRune(oct)
			if r != utf8.RuneError && safeToShow(r, noBase) {
				b.WriteRune(r)
				noBase = false
			} else {
				b.WriteString(pct.Encode(string(oct[:n]), pct.Set{}))
				noBase = true
			}
			oct = oct[n:]
		}
		i = j
	}
	d := b.String()
	if bidiComponent(d) != "" {
		return c
	}
	return d
}

// safeToShow reports whether r may be written literally in an IRI meant
// for display (RFC 3987 §3.2 step 4, §4.1, §6.1): a ucschar that is a
// visible character, not white space and not a bidi control; and not a
// combining mark when no character shown as itself comes before it
// (noBase).
func safeToShow(r rune, noBase bool) bool {
	// ucd.Print holds no white space and no format character, so no bidi
	// control.
	if !uri.IsUcschar(r) || !ucd.IsPrint(r) {
		return false
	}
	if noBase && ucd.IsMark(r) {
		return false
	}
	return !looksASCII(r)
}

// looksASCII reports whether r is a look-alike of ASCII text that §6.1 b
// warns of: a compatibility form of ASCII characters (full-width "／" and
// "Ａ", the ligature "ﬁ": the IDNA Mapping Table, which is NFKC_Casefold
// narrowed for IDNA, maps it to ASCII), a compatibility form holding a
// full stop, which that table disallows rather than maps (the leaders
// "․" "‥" "…", the digits with a full stop "⒈" to "⒛", "㏂" "㏇" "㏘",
// the vertical and small forms "︙" "︰" "﹒", "🄀": UnicodeData.txt's
// compatibility decompositions), or a slash or full stop of another script
// that reads as a delimiter.
func looksASCII(r rune) bool {
	switch {
	case r == 0x2044, r == 0x2215, r == 0x29F8, r == 0x3002, r == 0xFF61: // ⁄ ∕ ⧸ 。 ｡
		return true
	case 0x2024 <= r && r <= 0x2026, 0x2488 <= r && r <= 0x249B, r == 0x33C2, r == 0x33C7, r == 0x33D8,
		r == 0xFE19, r == 0xFE30, r == 0xFE52, r == 0x1F100:
		return true
	}
	m, ok := uts46.Mapping(r)
	for i := 0; ok && i < len(m); i++ {
		if m[i] < utf8.RuneSelf {
			return true
		}
	}
	return false
}
