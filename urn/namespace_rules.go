package urn

import (
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/message"
)

// The rules of the default registry's namespaces. Each checks the NSS as
// written (percent-encoding is not decoded: none of these namespaces uses
// it, so a "%" is an error in all of them).

// checkUUID: RFC 9562 §4 (as RFC 4122 §3 before it), the string
// representation of a UUID: 8-4-4-4-12 hex digits ("f81d4fae-7dec-11d0-
// a765-00a0c91e6bf6"). The hex digits are "case insensitive on input", so the
// namespace's NSS is compared without regard to case. Every version and
// variant is accepted, the Nil and Max UUIDs included (RFC 9562 §5.9, §5.10).
func checkUUID(nss string) error {
	if len(nss) != 36 {
		return ruleError(0, "a UUID is 36 characters; write 8-4-4-4-12 hex digits, as in f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	}
	for i := 0; i < 36; i++ {
		c := nss[i]
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if c != '-' {
				return ruleError(i, "want \"-\" at position "+strconv.Itoa(i)+", got "+message.Byte(c)+"; a UUID is 8-4-4-4-12 hex digits")
			}
		} else if !ascii.IsHex(c) {
			return ruleError(i, message.Byte(c)+" is not a hex digit; a UUID is 8-4-4-4-12 hex digits")
		}
	}
	return nil
}

// digitsOf collects the digits of an ISBN or ISSN written with optional
// single hyphens between them ("0-395-36341-1"), the last one possibly
// "X". It reports the offset and reason of the first problem.
func digitsOf(nss string, allowX bool, buf []byte) ([]byte, error) {
	for i := 0; i < len(nss); i++ {
		c := nss[i]
		switch {
		case '0' <= c && c <= '9':
			buf = append(buf, c-'0')
		case c == 'X' && allowX && i == len(nss)-1:
			buf = append(buf, 10)
		case c == '-' && i > 0 && i < len(nss)-1 && nss[i-1] != '-':
		case c == '-':
			return nil, ruleError(i, `"-" only separates digits, singly; remove it`)
		default:
			return nil, ruleError(i, message.Byte(c)+" is not a digit; the number is digits, hyphens and a final check digit (X stands for 10)")
		}
	}
	return buf, nil
}

// checkISBN: the International Standard Book Number, RFC 3187 (the
// "ISBN" namespace, whose registration RFC 8254 hands to ISO 2108): an
// ISBN-10 whose weighted sum (weights 10 down to 1, X = 10) is a multiple of
// 11, or an ISBN-13 starting with 978 or 979 whose sum with weights 1, 3, 1,
// ... is a multiple of 10. Hyphens may separate the groups.
func checkISBN(nss string) error {
	d, err := digitsOf(nss, true, make([]byte, 0, 16))
	if err != nil {
		return err
	}
	switch len(d) {
	case 10:
		sum := 0
		for i, v := range d {
			sum += (10 - i) * int(v)
		}
		if sum%11 != 0 {
			return ruleError(len(nss)-1, "ISBN-10 check digit is wrong (it should be "+isbn10Check(d)+")")
		}
	case 13:
		if d[12] == 10 {
			return ruleError(len(nss)-1, "an ISBN-13 check digit is a digit, never X")
		}
		if d[0] != 9 || d[1] != 7 || (d[2] != 8 && d[2] != 9) {
			return ruleError(0, "an ISBN-13 starts with 978 or 979")
		}
		sum := 0
		for i, v := range d {
			sum += int(v) * (1 + 2*(i%2))
		}
		if sum%10 != 0 {
			return ruleError(len(nss)-1, "ISBN-13 check digit is wrong (it should be "+strconv.Itoa((10-(sum-int(d[12]))%10)%10)+")")
		}
	default:
		return ruleError(0, "an ISBN has 10 or 13 digits, got "+strconv.Itoa(len(d)))
	}
	return nil
}

func isbn10Check(d []byte) string {
	sum := 0
	for i := 0; i < 9; i++ {
		sum += (10 - i) * int(d[i])
	}
	c := (11 - sum%11) % 11
	if c == 10 {
		return "X"
	}
	return strconv.Itoa(c)
}

// checkISSN: the International Standard Serial Number, RFC 3044 (the
// "ISSN" namespace, whose registration RFC 8254 hands to ISO 3297): two
// groups of four characters joined by "-" ("0378-5955"); seven digits and a
// check digit that makes the sum with weights 8 down to 1 a multiple of 11
// (X stands for 10).
func checkISSN(nss string) error {
	const form = "an ISSN is NNNN-NNNC: four digits, \"-\", three digits and a check digit"
	if len(nss) != 9 {
		return ruleError(0, form)
	}
	sum := 0
	for i := 0; i < 9; i++ {
		c := nss[i]
		switch {
		case i == 4:
			if c != '-' {
				return ruleError(i, message.Byte(c)+" where the \"-\" goes; "+form)
			}
			continue
		case '0' <= c && c <= '9':
			sum += int(c-'0') * (8 - i + i/5) // weights 8..5, then 4..1 after the hyphen
		case c == 'X' && i == 8:
			sum += 10
		default:
			return ruleError(i, message.Byte(c)+" is not a digit; "+form+" (X stands for 10)")
		}
	}
	if sum%11 != 0 {
		last := 10
		if nss[8] != 'X' {
			last = int(nss[8] - '0')
		}
		c := (11 - (sum-last)%11) % 11
		want := strconv.Itoa(c)
		if c == 10 {
			want = "X"
		}
		return ruleError(8, "ISSN check digit is wrong (it should be "+want+")")
	}
	return nil
}

// checkOID: an ISO/ITU-T object identifier in dotted decimal, RFC 3061 §2:
//
//	oid    = number *( DOT number )
//	number = DIGIT / ( LEADDIGIT 1*DIGIT )
//
// so "1.3.6.1" is one and "1.03" or "1..3" is not.
func checkOID(nss string) error {
	start := 0
	for i := 0; i <= len(nss); i++ {
		if i < len(nss) && '0' <= nss[i] && nss[i] <= '9' {
			continue
		}
		switch {
		case i == start:
			return ruleError(i, "empty arc; an OID is numbers separated by single dots (1.3.6.1)")
		case nss[start] == '0' && i-start > 1:
			return ruleError(start, "arc with a leading zero; remove it")
		case i < len(nss) && nss[i] != '.':
			return ruleError(i, message.Byte(nss[i])+" in an OID; an OID is numbers separated by dots (1.3.6.1)")
		}
		start = i + 1
	}
	return nil
}

// checkIETF: RFC 2648 §2, the IETF namespace:
//
//	NSS       = rfc-nss / fyi-nss / std-nss / bcp-nss / draft-nss / mtg-nss / other-nss
//	rfc-nss   = "rfc:" 1*DIGIT        (likewise "fyi:", "std:", "bcp:")
//	draft-nss = "id:" string
//	mtg-nss   = "mtg:" string
//	other-nss = string                ; another prefix, for future expansion
//	string    = 1*(DIGIT / ALPHA / "-")
//
// and the "params" subtree that RFC 3553 adds for registered protocol
// parameters: "params:" class ":" class-specific string ("params:xml:ns:
// yang:ietf-interfaces"). The quoted prefixes are case-insensitive, as all
// ABNF literals are (RFC 5234 §2.3).
func checkIETF(nss string) error {
	if nss == "" {
		return ruleError(0, "empty name; the NSS is rfc:N, std:N, bcp:N, fyi:N, id:NAME, mtg:NAME or params:CLASS:...")
	}
	prefix, rest, ok := strings.Cut(nss, ":")
	if !ok {
		if i := notLDH(nss); i >= 0 {
			return ruleError(i, message.Byte(nss[i])+" in an IETF name; the NSS is rfc:N, std:N, bcp:N, fyi:N, id:NAME, mtg:NAME or params:CLASS:...")
		}
		return nil
	}
	base := len(prefix) + 1
	switch ascii.Lower(prefix) {
	case "rfc", "fyi", "std", "bcp":
		if rest == "" {
			return ruleError(base, "no number after \""+prefix+":\"; write "+prefix+":N")
		}
		for i := 0; i < len(rest); i++ {
			if rest[i] < '0' || rest[i] > '9' {
				return ruleError(base+i, message.Byte(rest[i])+" in a document number; write "+prefix+":N with decimal digits")
			}
		}
	case "id", "mtg":
		if rest == "" {
			return ruleError(base, "no name after \""+prefix+":\"")
		}
		if i := notLDH(rest); i >= 0 {
			return ruleError(base+i, message.Byte(rest[i])+" in a "+prefix+" name; the name is letters, digits and hyphens (RFC 2648 §2)")
		}
	case "params":
		class, _, ok := strings.Cut(rest, ":")
		if !ok || class == "" {
			return ruleError(base, "a params name is params:CLASS:NAME (RFC 3553)")
		}
		if i := notLDH(class); i >= 0 {
			return ruleError(base+i, message.Byte(class[i])+" in a parameter class; the class is letters, digits and hyphens")
		}
	default:
		if prefix == "" {
			return ruleError(0, "empty prefix before \":\"; the NSS is rfc:N, std:N, bcp:N, fyi:N, id:NAME, mtg:NAME or params:CLASS:...")
		}
		if i := notLDH(prefix); i >= 0 {
			return ruleError(i, message.Byte(prefix[i])+" in an IETF name prefix")
		}
		return ruleError(len(prefix), "unknown prefix \""+prefix+":\"; the NSS is rfc:N, std:N, bcp:N, fyi:N, id:NAME, mtg:NAME or params:CLASS:...")
	}
	return nil
}

// notLDH returns the offset of the first byte of s that is not a letter,
// digit or "-", or -1 (and 0 for an empty s).
func notLDH(s string) int {
	if s == "" {
		return 0
	}
	for i := 0; i < len(s); i++ {
		if !isLetNum(s[i]) && s[i] != '-' {
			return i
		}
	}
	return -1
}
