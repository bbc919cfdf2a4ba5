package uts46

// UTS #46 §4 (Processing: Map, Normalize, Break, Convert/Validate), §4.1
// (Validity Criteria), §4.2 (ToASCII) and §4.3 (ToUnicode).

import (
	"iter"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

// ToASCII converts domain as UTS #46 §4.2 does: the processing of §4 with
// the flags of o (map each code point by the IDNA Mapping Table, normalize
// to NFC, break into labels at "." — U+3002, U+FF0E and U+FF61 are mapped
// to "." first —, decode and check each label), then each label holding
// non-ASCII written as "xn--" and Punycode (RFC 3492), then, under
// VerifyDNSLength, the DNS length limits.
//
// The error is an *Error: its Kind names the criterion that failed first
// and its Offset the byte offset in domain of the code point at fault (for
// a disallowed code point, invalid UTF-8, a forbidden code point) or else
// of the start of the label at fault.
//
// An ASCII domain whose labels do not start with "xn--" is checked without
// allocating, and returned as it is when it is already in lower case.
func ToASCII(domain string, o Options) (string, error) {
	if ascii, done, err := asciiFast(domain, o); done {
		return ascii, err
	}
	return toASCII(domain, o)
}

// toASCII is ToASCII without the fast path.
func toASCII(domain string, o Options) (string, error) {
	p := processor{input: domain, opt: o}
	u := p.process()
	if p.err != nil {
		return "", p.err
	}
	// §4.2 step 3: each label holding non-ASCII becomes "xn--" and Punycode.
	var out strings.Builder
	out.Grow(len(u))
	i := 0
	for start, label := range labels(u) {
		if start > 0 {
			out.WriteByte('.')
		}
		if ascii.IsASCII(label) {
			out.WriteString(label)
		} else {
			var buf [128]byte
			enc, ok := punycodeEncode(append(buf[:0], "xn--"...), []rune(label))
			if !ok {
				return "", p.labelError(i, ErrPunycode, "the label is too long for Punycode (RFC 3492 §6.4 overflow)")
			}
			out.Write(enc)
		}
		i++
	}
	ascii := out.String()
	if o.VerifyDNSLength {
		if err := p.verifyDNSLength(ascii); err != nil {
			return "", err
		}
	}
	return ascii, nil
}

// ToUnicode converts domain as UTS #46 §4.3 does: the processing of §4
// with the flags of o, each "xn--" label decoded. Like the standard, it
// always returns the converted domain, and also an *Error (as ToASCII
// describes it) when processing recorded one.
func ToUnicode(domain string, o Options) (string, error) {
	p := processor{input: domain, opt: o}
	u := p.process()
	if p.err != nil {
		return u, p.err
	}
	return u, nil
}

// labels yields the labels of s, the pieces between its "."s (§4 step 3,
// Break), each with its byte offset in s.
func labels(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for start := 0; ; {
			i := strings.IndexByte(s[start:], '.')
			if i < 0 {
				yield(start, s[start:])
				return
			}
			if !yield(start, s[start:start+i]) {
				return
			}
			start += i + 1
		}
	}
}

// processor runs UTS #46 §4 on one input and keeps the first error.
type processor struct {
	input string
	opt   Options
	err   *Error
	// badAt is the offset in input of the first code point the Map step
	// left disallowed (or of invalid UTF-8), -1 if none.
	badAt int
	// clean: nothing disallowed in the input, and NFC changed nothing.
	clean bool
}

// process runs the steps of §4 and returns the domain with its "xn--"
// labels decoded: ToUnicode's result, ToASCII's input to step 3.
func (p *processor) process() string {
	// 1. Map. 2. Normalize.
	s := p.mapDomain()
	// The Mapping Table maps only to valid and deviation code points, so
	// when the input held nothing disallowed and normalization changes
	// nothing, criterion 7 holds for every label not decoded from Punycode.
	p.clean = p.badAt < 0
	if !isNFCQuick(s) {
		s = normalize(s)
		p.clean = false
	}
	// 3. Break. 4. Convert/Validate.
	var b []byte // the converted domain, made only when a label changes
	bidi := false
	i := 0
	for start, label := range labels(s) {
		conv := label
		if strings.HasPrefix(label, "xn--") {
			conv = p.convert(label, i)
		} else {
			p.validate(label, i, false)
		}
		if b != nil {
			b = append(append(b, '.'), conv...)
		} else if conv != label {
			b = append(append(make([]byte, 0, len(s)), s[:start]...), conv...)
		}
		bidi = bidi || p.opt.CheckBidi && isRTL(conv)
		i++
	}
	u := s
	if b != nil {
		u = string(b)
	}
	// §4.1 criterion 9, once the labels are decoded: a domain holding an
	// R, AL or AN code point is a Bidi domain name.
	if bidi && p.err == nil {
		i := 0
		for _, label := range labels(u) {
			if label != "" {
				if rule := bidiRule(label); rule != 0 {
					p.fail(p.labelError(i, ErrBidi, "the domain holds right-to-left text, so each label must keep the Bidi rule of RFC 5893 §2, and this one breaks its condition "+string(rune('0'+rule))))
				}
			}
			i++
		}
	}
	return u
}

// mapDomain is step 1 (Map) of §4: each code point replaced as its status
// in the IDNA Mapping Table says. It records where the first disallowed
// code point is.
func (p *processor) mapDomain() string {
	p.badAt = -1
	d := p.input
	// Fast path: ASCII without upper case maps to itself.
	i := 0
	for i < len(d) && d[i] < utf8.RuneSelf && !('A' <= d[i] && d[i] <= 'Z') {
		i++
	}
	if i == len(d) {
		return d
	}
	var b strings.Builder
	b.Grow(len(d))
	b.WriteString(d[:i])
	for i < len(d) {
		c := d[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(d[i:]) // invalid UTF-8 is U+FFFD, which is disallowed
		st, m := idna(r)
		switch st {
		case valid:
			b.WriteString(d[i : i+n])
		case mapped:
			if p.opt.Transitional && r == 0x1E9E {
				m = "ss" // §4 step 1: capital sharp s under Transitional_Processing
			}
			b.WriteString(m)
		case deviation:
			if p.opt.Transitional {
				b.WriteString(m)
			} else {
				b.WriteString(d[i : i+n])
			}
		case disallowed:
			if p.badAt < 0 {
				p.badAt = i
			}
			b.WriteRune(r) // invalid UTF-8 as U+FFFD
		case ignored:
		}
		i += n
	}
	return b.String()
}

// convert is step 4 of §4 for a label that starts with "xn--": it returns
// the label decoded (or as it is, where it cannot be).
func (p *processor) convert(label string, i int) string {
	// 4.1 If the label contains any non-ASCII code point, record an error.
	if !ascii.IsASCII(label) {
		p.fail(p.labelError(i, ErrPunycode, `an "xn--" label must be ASCII; write the label without "xn--" to have it encoded`))
		return label
	}
	// 4.2 Attempt to convert the rest of the label to Unicode (RFC 3492).
	rs, ok := PunycodeDecode(label[4:])
	if !ok {
		if !p.opt.IgnoreInvalidPunycode {
			p.fail(p.labelError(i, ErrPunycode, "the part after \"xn--\" is not valid Punycode (RFC 3492 §6.2)"))
		}
		return label
	}
	u := string(rs)
	// 4.3 If the label is empty, or if the label contains only ASCII code
	// points, record that there was an error.
	if ascii.IsASCII(u) {
		p.fail(p.labelError(i, ErrPunycode, "the Punycode decodes to nothing or to ASCII only, which is written without \"xn--\""))
		return u
	}
	// 4.4 Verify the validity criteria for Nontransitional Processing, and
	// criterion 1 (NFC), which only a decoded label can break.
	if !isNFC(u) {
		p.fail(p.labelError(i, ErrNotNFC, "the label decodes to text not in Unicode Normalization Form C (UAX #15)"))
	}
	p.validate(u, i, true)
	return u
}

// validate checks the validity criteria 2 to 8 of §4.1 on a label, for
// nontransitional processing if the label was decoded from Punycode, else
// for the processing of the options; 1 (NFC) holds for labels that step 2
// normalized, and convert checks it on decoded ones; 9 (Bidi) needs the
// whole domain, so process checks it.
func (p *processor) validate(label string, i int, decoded bool) {
	nontransitional := decoded || !p.opt.Transitional
	if label == "" || p.err != nil {
		return // the criteria apply to non-empty labels; the first error is kept
	}
	o := p.opt
	if o.CheckHyphens {
		// 2. No U+002D HYPHEN-MINUS in both the third and fourth positions.
		if len(label) >= 4 && label[2] == '-' && label[3] == '-' {
			p.fail(p.codeError(i, 2, ErrHyphen, reasonHyphen34))
			return
		}
		// 3. Neither begin nor end with U+002D HYPHEN-MINUS.
		if label[0] == '-' {
			p.fail(p.codeError(i, 0, ErrHyphen, reasonHyphenEnds))
			return
		}
		if label[len(label)-1] == '-' {
			p.fail(p.codeError(i, len(label)-1, ErrHyphen, reasonHyphenEnds))
			return
		}
	} else if strings.HasPrefix(label, "xn--") {
		// 4. If not CheckHyphens, the label must not begin with "xn--".
		p.fail(p.labelError(i, ErrXNPrefix, `the Punycode decodes to a label that starts with "xn--" again`))
		return
	}
	// 6. No combining mark (General_Category=Mark) at the start.
	if first, _ := utf8.DecodeRuneInString(label); first >= 0x300 && isMark(first) {
		p.fail(p.labelError(i, ErrLeadingMark, "a label must not begin with a combining mark; put its base letter before it"))
		return
	}
	for j, r := range label {
		if r < utf8.RuneSelf {
			// 5. No U+002E FULL STOP (possible only in a decoded label).
			if r == '.' {
				p.fail(p.labelError(i, ErrFullStop, "the Punycode decodes to a label holding \".\""))
				return
			}
			// 7.3 Under UseSTD3ASCIIRules, ASCII only as a-z, 0-9 and "-".
			if o.UseSTD3ASCIIRules && !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
				p.fail(p.codeError(i, j, ErrSTD3, reasonSTD3))
				return
			}
			if 'A' <= r && r <= 'Z' {
				p.fail(p.codeError(i, j, ErrDisallowed, "an upper-case letter is mapped, so it cannot stand in a label decoded from Punycode"))
				return
			}
			continue
		}
		// 7. Each code point valid, or (nontransitional) deviation.
		if p.clean && !decoded {
			continue
		}
		st, _ := idna(r)
		if st != valid && !(st == deviation && nontransitional) {
			p.fail(p.codeError(i, j, ErrDisallowed, "the IDNA Mapping Table (UTS #46 §5) gives this code point the status "+statusNames[st]))
			return
		}
	}
	// 8. Under CheckJoiners, the CONTEXTJ rules of RFC 5892 Appendix A.
	if o.CheckJoiners {
		if j := contextJ(label); j >= 0 {
			p.fail(p.codeError(i, j, ErrContextJ, "a zero width joiner or non-joiner must follow a virama, and a non-joiner may also stand between joining letters (RFC 5892 Appendix A)"))
		}
	}
}

var statusNames = [...]string{valid: "valid", mapped: "mapped", deviation: "deviation", disallowed: "disallowed", ignored: "ignored"}

// verifyDNSLength is step 4 of §4.2 on the ASCII result, with the error at
// the start of the label at fault in the input.
func (p *processor) verifyDNSLength(ascii string) *Error {
	e := asciiDNSLength(ascii)
	if e == nil || e.Offset == 0 {
		if e != nil {
			e.Input = p.input
		}
		return e
	}
	return p.labelError(strings.Count(ascii[:e.Offset], "."), ErrDNSLength, e.Reason)
}

// fail records e unless an error is recorded already.
func (p *processor) fail(e *Error) {
	if p.err == nil {
		p.err = e
	}
}

// labelStart returns the byte offset in the input of label i: labels are
// separated by the code points that the Map step makes "." (U+002E, U+3002,
// U+FF0E, U+FF61; every other code point whose mapping holds "." is
// disallowed, and normalization neither makes nor takes one).
func (p *processor) labelStart(i int) (start, end int) {
	d := p.input
	for k := 0; k < len(d); {
		r, n := utf8.DecodeRuneInString(d[k:])
		if r == '.' || r == 0x3002 || r == 0xFF0E || r == 0xFF61 {
			if i == 0 {
				return start, k
			}
			i--
			start = k + n
		}
		k += n
	}
	return start, len(d)
}

// labelError returns an error about label i as a whole, at its start in the
// input.
func (p *processor) labelError(i int, kind error, reason string) *Error {
	start, _ := p.labelStart(i)
	return &Error{Input: p.input, Offset: start, Kind: kind, Reason: reason}
}

// codeError returns an error about the code point at byte j of label i
// (after mapping): at the same code point in the input where the label is
// the same there, else at the first disallowed code point of the label, or
// at the label's start.
func (p *processor) codeError(i, j int, kind error, reason string) *Error {
	e := p.labelError(i, kind, reason)
	start, end := p.labelStart(i)
	if kind == ErrDisallowed && p.badAt >= start && p.badAt < end {
		e.Offset = p.badAt
	} else if p.sameLabel(i) { // then the label is written in the input as it is mapped
		e.Offset = start + j
	}
	return e
}

// sameLabel reports whether label i of the input is its own mapping: then
// offsets in the mapped label are offsets in the input.
func (p *processor) sameLabel(i int) bool {
	start, end := p.labelStart(i)
	label := p.input[start:end]
	for _, r := range label {
		if st, _ := idna(r); st != valid && st != deviation {
			return false
		}
	}
	return !strings.HasPrefix(label, "xn--") && isNFCQuick(label)
}
