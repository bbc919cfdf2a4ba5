package rule

import "github.com/urikit/urikit/internal/message"

// RFC 822 §6.1 addr-spec, the address of mailto (RFC 1738 §3.5) and the
// message and content identifiers of mid and cid (seed 000; RFC 2392 §2):
//
//	addr-spec  = local-part "@" domain
//	local-part = word *("." word)
//	domain     = sub-domain *("." sub-domain)
//	sub-domain = domain-ref / domain-literal
//	word       = atom / quoted-string
//	atom       = 1*<any CHAR except specials, SPACE and CTLs>
//	specials   = "(" / ")" / "<" / ">" / "@" / "," / ";" / ":" / "\" / <"> / "." / "[" / "]"
//
// Comments and folding white space are not part of an address in a URL.
// Bytes above 127 are taken as atom text (RFC 6532 §3.2 allows UTF-8).

// AddrSpec checks the decoded text d against addr-spec and returns the
// offset in d of the first error and its reason, or -1.
func AddrSpec(d string) (int, string) {
	// local-part
	i, why := dotted(d, 0, '"', '"', "local part")
	if why != "" {
		return i, why
	}
	if i == len(d) || d[i] != '@' {
		if i == len(d) {
			return i, `no "@" and domain; an address is local-part@domain (RFC 822 §6.1)`
		}
		return i, wordReason(d, i, "local part")
	}
	// domain
	if i, why = dotted(d, i+1, '[', ']', "domain"); why != "" {
		return i, why
	}
	if i < len(d) {
		return i, wordReason(d, i, "domain")
	}
	return -1, ""
}

// dotted reads word *("." word) from d[i:], where a word is an atom or a
// text quoted between open and close (local-part's quoted-string, domain's
// domain-literal). It returns where the run ends, or the offset and the
// reason of its first fault, what naming the part.
func dotted(d string, i int, open, close byte, what string) (int, string) {
	for {
		if i < len(d) && d[i] == open {
			j, why := quoted(d, i, open, close)
			if j < 0 {
				return i, why
			}
			i = j
		} else {
			j := atom(d, i)
			if j == i {
				return i, wordReason(d, i, what)
			}
			i = j
		}
		if i < len(d) && d[i] == '.' {
			i++
			continue
		}
		return i, ""
	}
}

func isSpecial(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '@', ',', ';', ':', '\\', '"', '.', '[', ']', ' ':
		return true
	}
	return c < 0x20 || c == 0x7f
}

// atom returns the end of the atom starting at d[i] (i itself when none).
func atom(d string, i int) int {
	for i < len(d) && !isSpecial(d[i]) {
		i++
	}
	return i
}

// quoted reads a quoted-string or domain-literal starting at d[i] (the open
// byte) and returns the offset after its close byte, or -1 and a reason.
func quoted(d string, i int, open, close byte) (int, string) {
	for j := i + 1; j < len(d); j++ {
		switch d[j] {
		case close:
			return j + 1, ""
		case '\\':
			j++
		case '\r', '\n':
			return -1, "a line break inside a quoted part of an address"
		case '[', ']':
			if open == '[' {
				return -1, `"[" or "]" inside a domain literal; quote it with "\"`
			}
		}
	}
	return -1, "an unclosed " + string(open) + "; close it with " + string(close)
}

func wordReason(d string, i int, where string) string {
	if i == len(d) {
		return "the " + where + " ends where a word is needed (RFC 822 §6.1)"
	}
	return message.Byte(d[i]) + " where the " + where + " needs a word or \".\" (RFC 822 §6.1); RFC 822 specials and spaces are quoted: \"...\""
}

// EncodedOffset returns the offset in enc (percent-encoded, valid) of the
// byte at decoded offset d.
func EncodedOffset(enc string, d int) int {
	n := 0
	for i := 0; i < len(enc); i++ {
		if n == d {
			return i
		}
		if enc[i] == '%' {
			i += 2
		}
		n++
	}
	return len(enc)
}
