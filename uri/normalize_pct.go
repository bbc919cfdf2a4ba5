package uri

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// Percent-encoding normalization, RFC 3986 §6.2.2.1 and §6.2.2.2: the hex
// digits of a triplet in upper case, and a triplet that encodes an
// unreserved character decoded. The parser notes, on its one pass, whether
// any triplet needs this (tripletNormal); these check and rewrite a
// component.

// appendPct appends s, a component under syntax bit mask, with its
// percent-encoding normalized when the level asks for it.
func (c *config) appendPct(b []byte, s string, mask uint16) []byte {
	if !c.syntax {
		return append(b, s...)
	}
	return appendPctNormal(b, s, c.syn, mask, false)
}

// decodable reports whether a percent-encoded octet v may be written as
// itself: it is an unreserved character (RFC 3986 §2.3, §6.2.2.2) that the
// component carries literally in the dialect (syn nil: any unreserved).
func decodable(v byte, syn *syntax, mask uint16) bool {
	return pct.Unreserved.Has(v) && (syn == nil || syn.t[v]&mask != 0)
}

// tripletNormal reports whether a triplet with hex digits hi and lo, for the
// octet v, is in RFC 3986 normal form: upper-case hex digits (§6.2.2.1),
// and not an unreserved character (§6.2.2.2), which is written as itself.
func tripletNormal(hi, lo, v byte) bool {
	return !ascii.IsLower(hi) && !ascii.IsLower(lo) && !pct.Unreserved.Has(v)
}

// pctNormal reports whether every percent-encoded triplet in s has
// upper-case hex digits and does not encode a decodable octet.
func pctNormal(s string, syn *syntax, mask uint16) bool {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			return true
		}
		// Triplets often come in runs (UTF-8 text): check the run here
		// rather than calling IndexByte for each.
		for ; i < len(s) && s[i] == '%'; i += 3 {
			if ascii.IsLower(s[i+1]) || ascii.IsLower(s[i+2]) || decodable(byte(pct.Octet(s, i)), syn, mask) {
				return false // lower-case hex, or an unreserved (ASCII, below %80) octet
			}
		}
		s = s[i:]
	}
}

// appendPctNormal appends s with each triplet normalized (RFC 3986
// §6.2.2.1, §6.2.2.2): decoded when it encodes a decodable octet, else
// written with upper-case hex. With lower, ASCII letters outside triplets
// and decoded letters are lower-cased (for a host).
func appendPctNormal(b []byte, s string, syn *syntax, mask uint16, lower bool) []byte {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			break
		}
		if lower {
			b = ascii.AppendLower(b, s[:i])
		} else {
			b = append(b, s[:i]...)
		}
		// The run of triplets that starts here (UTF-8 text is written as
		// runs of them), without a search for each.
		for ; i+2 < len(s) && s[i] == '%'; i += 3 {
			v := byte(pct.Octet(s, i))
			switch {
			case decodable(v, syn, mask):
				if lower && 'A' <= v && v <= 'Z' {
					v += 'a' - 'A'
				}
				b = append(b, v)
			default:
				b = append(b, '%', ascii.UpperHex[v>>4], ascii.UpperHex[v&15])
			}
		}
		s = s[i:]
	}
	if lower {
		return ascii.AppendLower(b, s)
	}
	return append(b, s...)
}
