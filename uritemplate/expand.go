package uritemplate

import (
	"slices"
	"strconv"

	"github.com/urikit/urikit/internal/pct"
)

// Expansion, RFC 6570 §3, by the algorithm of Appendix A ("Implementation
// Hints"): one loop for every operator, driven by the table of first, sep,
// named, ifemp and allow. Literals (§3.1) were pct-encoded once at parse
// time; the scanning steps of the appendix are in parse.go.

// operator is one column of Appendix A's table.
type operator struct {
	first, sep byte      // appended before the first / between defined expansions; 0: nothing
	named      bool      // the expansion includes the variable or key name
	ifemp      byte      // appended to the name when the value is empty; 0: nothing
	allow      *allowSet // U+R (unreserved / reserved / pct-encoded), or U
}

// reserved reports whether the operator allows U+R.
func (op *operator) reserved() bool { return op.allow == &allowUR }

// operators is Appendix A's table, indexed by the operator character (0
// for NUL, simple string expansion).
//
//	       NUL   +    .    /    ;    ?    &    #
//	first  ""   ""   "."  "/"  ";"  "?"  "&"  "#"
//	sep    ","  ","  "."  "/"  ";"  "&"  "&"  ","
//	named  no   no   no   no   yes  yes  yes  no
//	ifemp  ""   ""   ""   ""   ""   "="  "="  ""
//	allow  U    U+R  U    U    U    U    U    U+R
var operators = [256]operator{
	0:   {sep: ',', allow: &allowU},
	'+': {sep: ',', allow: &allowUR},
	'.': {first: '.', sep: '.', allow: &allowU},
	'/': {first: '/', sep: '/', allow: &allowU},
	';': {first: ';', sep: ';', named: true, allow: &allowU},
	'?': {first: '?', sep: '&', named: true, ifemp: '=', allow: &allowU},
	'&': {first: '&', sep: '&', named: true, ifemp: '=', allow: &allowU},
	'#': {first: '#', sep: ',', allow: &allowUR},
}

// Expand expands the template with vars (RFC 6570 §3). The only error a
// parsed template can still meet is a prefix modifier on a list or an
// associative array (§2.4.1), an *Error wrapping ErrComposite with the
// offset of the variable.
func (t Template) Expand(vars Values) (string, error) {
	b, err := t.AppendExpand(make([]byte, 0, 2*len(t.text)), vars)
	return string(b), err
}

// AppendExpand appends the expansion of the template with vars to dst and
// returns the extended buffer; with a buffer that has room it allocates
// nothing. On an error it returns dst unchanged.
func (t Template) AppendExpand(dst []byte, vars Values) ([]byte, error) {
	// "Initialize an empty result string and its non-error state."
	orig := len(dst)
	if t.syn == nil {
		return dst, nil
	}
	parts := t.syn.parts
	for i := range parts {
		p := &parts[i]
		if p.Vars == nil {
			// "Scan the template and copy literals to the result string
			// (as in Section 3.1)"
			dst = append(dst, p.Literal...)
			continue
		}
		var bad *VarSpec
		if dst, bad = appendExpression(dst, p, vars); bad != nil {
			return dst[:orig], compositeError(t.text, bad, vars[bad.Name].kind)
		}
	}
	return dst, nil
}

// appendExpression expands one expression: Appendix A from "With the above
// table in mind, process the variable-list as follows".
func appendExpression(dst []byte, p *Part, vars Values) ([]byte, *VarSpec) {
	op := &operators[p.Operator]
	lead := op.first // what comes before the next defined variable: first, then sep
	specs := p.Vars
	for i := range specs {
		v := &specs[i]
		// "Lookup the value for the scanned variable name, and then
		// o If the varname is unknown or corresponds to a variable with an
		// undefined value (Section 2.3), then skip to the next varspec."
		val := vars[v.Name] // a missing name gives the zero Value: undefined
		if val.kind == KindUndefined {
			continue
		}
		// "o If this is the first defined variable for this expression,
		// append the first string for this expression type to the result
		// string and remember that it has been done. Otherwise, append the
		// sep string to the result string."
		if lead != 0 {
			dst = append(dst, lead)
		}
		lead = op.sep
		switch {
		case val.kind == KindString:
			// "o If this variable's value is a string, then
			// * if named is true, append the varname to the result string
			// using the same encoding process as for literals, and
			// + if the value is empty, append the ifemp string to the
			// result string and skip to the next varspec;
			// + otherwise, append "=" to the result string."
			if op.named {
				dst = append(dst, v.Name...) // a varname needs no encoding as a literal
				if val.str == "" {
					dst = appendByte(dst, op.ifemp)
					continue
				}
				dst = append(dst, '=')
			}
			// "* if a prefix modifier is present and the prefix length is
			// less than the value string length in number of Unicode
			// characters, append that number of characters ...;
			// * otherwise, append the value to the result string after
			// pct-encoding any characters that are not in the allow set."
			s := val.str
			if v.Prefix > 0 {
				s = prefix(s, v.Prefix, op.reserved())
			}
			dst = appendValue(dst, s, op.allow)
		case v.Prefix > 0:
			// §2.4.1: "Prefix modifiers are not applicable to variables
			// that have composite values."
			return dst, v
		case !v.Explode:
			dst = appendUnexploded(dst, op, v, &val)
		default:
			dst = appendExploded(dst, op, v, &val)
		}
	}
	// "When the variable-list for this expression is exhausted, go back to
	// scan the remainder of the template."
	return dst, nil
}

// compositeError is the error of a prefix modifier on v, whose value is of
// kind k, a list or an associative array (§2.4.1).
func compositeError(text string, v *VarSpec, k Kind) error {
	return newError(text, v.Offset, ErrComposite, "prefix modifier on "+quote(v.Name)+", whose value is "+article(k)+k.String()+
		" (§2.4.1); remove the \":"+strconv.Itoa(v.Prefix)+"\", or give the variable a string")
}

// article is the indefinite article before the name of kind k.
func article(k Kind) string {
	if k == KindAssoc {
		return "an "
	}
	return "a "
}

// appendUnexploded is Appendix A's "else if no explode modifier is given"
// for a list or an associative array.
func appendUnexploded(dst []byte, op *operator, v *VarSpec, val *Value) []byte {
	// "* if named is true, append the varname to the result string using
	// the same encoding process as for literals, and
	// + if the value is empty, append the ifemp string to the result
	// string and skip to the next varspec;
	// + otherwise, append "=" to the result string; and"
	if op.named {
		dst = append(dst, v.Name...)
		if val.kind == KindList && len(val.items) == 1 && val.items[0] == "" {
			return appendByte(dst, op.ifemp) // the list's expansion is empty
		}
		dst = append(dst, '=')
	}
	// "* if this variable's value is a list, append each defined list
	// member to the result string, after pct-encoding any characters that
	// are not in the allow set, with a comma (",") appended to the result
	// between each defined list member;
	// * if this variable's value is an associative array ..., append each
	// pair with a defined value to the result string as "name,value",
	// after pct-encoding ..., with a comma (",") appended to the result
	// between each defined pair." An associative array's items are its
	// names and values in turn, so both are the items joined with ",".
	for j, item := range val.items {
		if j > 0 {
			dst = append(dst, ',')
		}
		dst = appendValue(dst, item, op.allow)
	}
	return dst
}

// appendExploded is Appendix A's "else if an explode modifier is given"
// for a list or an associative array. Pair names are encoded with the
// allow set, as §3.2.1 says ("Both name and value strings are encoded in
// the same way as simple string values"); the appendix's "as for literals"
// differs only for reserved characters in names under U, where the
// normative §3.2.1 rules.
func appendExploded(dst []byte, op *operator, v *VarSpec, val *Value) []byte {
	n := len(val.items)
	if val.kind == KindAssoc {
		n /= 2
	}
	for j := 0; j < n; j++ {
		// "+ if this is not the first defined member/value, append the
		// sep string to the result string;"
		if j > 0 {
			dst = append(dst, op.sep)
		}
		var member string
		if val.kind == KindList {
			member = val.items[j]
			if !op.named {
				// "+ if this is a list, append each defined list member to
				// the result string, after pct-encoding ..., with the sep
				// string appended to the result between each defined list
				// member."
				dst = appendValue(dst, member, op.allow)
				continue
			}
			// "+ if this is a list, append the varname to the result
			// string using the same encoding process as for literals;"
			dst = append(dst, v.Name...)
		} else {
			// "+ if this is a pair, append the name to the result string"
			member = val.items[2*j+1]
			dst = appendValue(dst, val.items[2*j], op.allow)
			if !op.named {
				// "+ if this is an array of (name, value) pairs, append each
				// pair with a defined value to the result string as
				// "name=value""
				dst = append(dst, '=')
				dst = appendValue(dst, member, op.allow)
				continue
			}
		}
		// "+ if the member/value is empty, append the ifemp string to the
		// result string; otherwise, append "=" and the member/value to the
		// result string, after pct-encoding any member/value characters
		// that are not in the allow set."
		if member == "" {
			dst = appendByte(dst, op.ifemp)
			continue
		}
		dst = append(dst, '=')
		dst = appendValue(dst, member, op.allow)
	}
	return dst
}

// appendByte appends b unless it is 0 (an empty entry of the table).
func appendByte(dst []byte, b byte) []byte {
	if b == 0 {
		return dst
	}
	return append(dst, b)
}

// appendValue appends s pct-encoded for the allow set a: U (unreserved),
// or U+R, where a pct-encoded triplet already in s is kept and
// only a "%" that starts none is encoded (§3.2.1).
func appendValue(dst []byte, s string, a *allowSet) []byte {
	// Most values need no encoding: copy the value a byte at a time into
	// room made for it, checking each byte, until one that may need
	// encoding (a "%" under U+R, which may start a kept triplet, included)
	// hands the rest to the shared encoder.
	n := len(dst)
	dst = slices.Grow(dst, len(s))
	out, plain := dst[n:n+len(s)], &a.plain
	for i := range len(s) {
		c := s[i]
		if !plain[c] {
			return pct.Append(dst[:n+i], s[i:], a.set)
		}
		out[i] = c
	}
	return dst[:n+len(s)]
}

// An allowSet is one of Appendix A's allow sets: the shared set, for the
// encoder, and a table of the bytes it writes as themselves, made from it:
// a lookup per byte for the scan above.
type allowSet struct {
	plain [256]bool
	set   *pct.Set
}

// allowU and allowUR are the allow sets U and U+R.
var (
	allowU  = allowSet{plainTable(pct.Unreserved), &pct.Unreserved}
	allowUR = allowSet{plainTable(pct.TemplateReserved), &pct.TemplateReserved}
)

func plainTable(set pct.Set) (t [256]bool) {
	for b := range t {
		t[b] = set.Has(byte(b))
	}
	return t
}

// prefix returns the first n characters of s (§2.4.1), counted as Unicode
// code points of the value's UTF-8 octets: a unit (a byte, or under U+R a
// pct-encoded triplet, which stays whole) starts a character unless its
// octet is a UTF-8 continuation byte (10xxxxxx), so neither a multi-octet
// character nor a triplet is split. Match counts the same way.
func prefix(s string, n int, reserved bool) string {
	chars := 0
	for i := 0; i < len(s); {
		b, size := s[i], 1
		if reserved && b == '%' && isTriplet(s, i) {
			b, size = tripletByte(s, i), 3
		}
		if b&0xC0 != 0x80 {
			if chars == n {
				return s[:i]
			}
			chars++
		}
		i += size
	}
	return s
}
