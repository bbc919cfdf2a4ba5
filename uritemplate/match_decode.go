package uritemplate

import (
	"strconv"
	"unicode/utf8"
)

// Reading the variables off the path a match found (match.go): each
// varspec's text between its marks, decoded by the allow set of its
// expression, then the occurrences of each name merged into one value.

// occurrence is what one varspec of the template took.
type occurrence struct {
	spec     *VarSpec
	reserved bool // its expression allows U+R
	defined  bool
	value    Value
}

func decodeMatch(t *Template, m *matcher) (Values, error) {
	occ := make([]occurrence, len(t.s().vars))
	vi := 0
	for i := range t.s().parts {
		for j := range t.s().parts[i].Vars {
			occ[vi] = occurrence{spec: &t.s().parts[i].Vars[j], reserved: operators[t.s().parts[i].Operator].reserved()}
			vi++
		}
	}
	var (
		cur                    *occurrence
		kind                   Kind
		itemStart, keyEnd, val int
		items                  []string
		pairs                  []Pair
	)
	for _, f := range m.stack {
		in := &m.prog[f.pc]
		if in.op != iMark {
			continue
		}
		p := f.pos
		switch in.mark {
		case mVar:
			cur, kind, val, items, pairs = &occ[in.n], KindString, -1, nil, nil
		case mList:
			kind = KindList
		case mAssoc:
			kind = KindAssoc
		case mItem:
			itemStart, keyEnd, val = p, -1, -1
		case mKeyEnd:
			keyEnd = p
		case mVal:
			val = p
		case mItemEnd:
			v := ""
			if val >= 0 {
				v = decodeText(m.s[val:p], cur.reserved)
			}
			if kind == KindList {
				items = append(items, v)
			} else {
				pairs = append(pairs, Pair{decodeText(m.s[itemStart:keyEnd], cur.reserved), v})
			}
		case mVarEnd:
			cur.defined = true
			switch kind {
			case KindList:
				cur.value = List(items...)
				if len(items) == 1 {
					cur.value = String(items[0]) // a list of one expands as the string
				}
			case KindAssoc:
				cur.value = Assoc(pairs...)
			default:
				text := ""
				if val >= 0 {
					text = m.s[val:p]
				}
				cur.value = stringOrList(text, cur.reserved)
			}
		}
	}
	return merge(t, occ, m.s)
}

// stringOrList reads an unexploded value: under U a "," can only join list
// members (a "," in a string is written %2C), so text with one is a list;
// otherwise a string.
func stringOrList(text string, reserved bool) Value {
	if !reserved {
		var items []string
		start := 0
		for i := 0; i < len(text); i++ {
			if text[i] == ',' {
				items = append(items, decodeText(text[start:i], false))
				start = i + 1
			}
		}
		if items != nil {
			return List(append(items, decodeText(text[start:], false))...)
		}
	}
	return String(decodeText(text, reserved))
}

// decodeText decodes the text of one value. Under U every triplet is
// decoded (U encodes every octet it writes as one). Under U+R a triplet in
// a value is kept by expansion, so it is decoded only when the decoded
// text expands to the same triplet again: upper-case hex, an octet outside
// unreserved / reserved, a "%" not followed by two hex digits, and
// non-ASCII octets that form UTF-8 (so that the value is text).
func decodeText(s string, reserved bool) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			n++
		}
	}
	if n == 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if s[i] != '%' {
			b = append(b, s[i])
			i++
			continue
		}
		o := tripletByte(s, i)
		if !reserved {
			b = append(b, o)
			i += 3
			continue
		}
		switch {
		case !isUpperHex(s[i+1]) || !isUpperHex(s[i+2]) || o < 0x80 && isLiteral(o):
			b = append(b, s[i:i+3]...)
			i += 3
		case o == '%':
			if isTriplet("%"+s[min(i+3, len(s)):], 0) {
				b = append(b, s[i:i+3]...) // "%" before two hex digits would start a triplet
			} else {
				b = append(b, '%')
			}
			i += 3
		case o < 0x80:
			b = append(b, o)
			i += 3
		default:
			// A run of upper-case triplets of non-ASCII octets: decode
			// each UTF-8 sequence in it, keep the rest as written.
			var oct []byte
			j := i
			for j+2 < len(s) && s[j] == '%' && isUpperHex(s[j+1]) && isUpperHex(s[j+2]) && tripletByte(s, j) >= 0x80 {
				oct = append(oct, tripletByte(s, j))
				j += 3
			}
			for k := 0; k < len(oct); {
				r, size := utf8.DecodeRune(oct[k:])
				if r == utf8.RuneError && size <= 1 {
					b = append(b, s[i+3*k:i+3*k+3]...)
					k++
					continue
				}
				b = append(b, oct[k:k+size]...)
				k += size
			}
			i = j
		}
	}
	return string(b)
}

// merge gives each variable one value from its occurrences: all those
// without a prefix must agree, and each prefix must be the prefix of that
// value (§2.4.1); with only prefixes, the longest is the value.
func merge(t *Template, occ []occurrence, uri string) (Values, error) {
	vars := make(Values, len(t.s().names))
	byName := make(map[string][]*occurrence, len(t.s().names))
	for i := range occ {
		byName[occ[i].spec.Name] = append(byName[occ[i].spec.Name], &occ[i])
	}
	for _, name := range t.s().names {
		list := byName[name]
		var full, longest *occurrence
		for _, o := range list {
			switch {
			case o.spec.Prefix == 0 && full == nil:
				full = o
			case o.spec.Prefix == 0 && (o.defined != full.defined || !o.value.Equal(full.value)):
				return nil, conflict(uri, name, full, o)
			case o.spec.Prefix > 0 && o.defined && (longest == nil || len(o.value.str) > len(longest.value.str)):
				longest = o
			}
		}
		base := full
		if base == nil {
			base = longest
		}
		if base == nil || !base.defined {
			for _, o := range list {
				if o.defined {
					return nil, conflict(uri, name, base, o)
				}
			}
			continue
		}
		for _, o := range list {
			if o.spec.Prefix == 0 {
				continue
			}
			if !o.defined || base.value.kind != KindString || prefix(base.value.str, o.spec.Prefix, o.reserved) != o.value.str {
				return nil, conflict(uri, name, base, o)
			}
		}
		vars[name] = base.value
	}
	return vars, nil
}

func conflict(uri, name string, a, b *occurrence) error {
	where := func(o *occurrence) string {
		if o == nil {
			return "nowhere"
		}
		return "at template offset " + strconv.Itoa(o.spec.Offset)
	}
	return newError(uri, 0, ErrNoMatch, "variable "+quote(name)+" reads differently "+where(a)+" and "+where(b))
}
