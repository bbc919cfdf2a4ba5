package inspect

// Internationalized host names. A label "xn--..." is an IDNA A-label (RFC
// 5890 §2.3.2.1): Punycode (RFC 3492) for a Unicode label that browsers
// show decoded, so "xn--pple-43d.com" is displayed as "аpple.com" with a
// Cyrillic "а". Labels that mix scripts are the homograph attack Unicode
// Technical Standard #39 §5.1 defines its restriction levels against.

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/ucd"
	"github.com/urikit/urikit/internal/uts46"
)

// maxLabelRunes bounds a decoded label (a DNS label is at most 63 octets,
// RFC 1034 §3.1, so its Punycode decodes to fewer code points).
const maxLabelRunes = 64

// idnFindings inspects the labels of the decoded reg-name d, written as h
// at off: punycode for every A-label, mixed-script for a label whose
// characters (decoded from Punycode, or from percent-encoded UTF-8) mix
// scripts.
func idnFindings[S ~string | ~[]byte](r *report, d S, h string, off int) {
	encoded := len(d) != len(h)
	if !encoded && strings.IndexByte(h, '-') < 0 {
		return // an ASCII name without "-" has no A-label
	}
	start := 0
	for i := 0; i <= len(d); i++ {
		if i < len(d) && d[i] != '.' {
			continue
		}
		label := d[start:i]
		loff, ln := off+start, len(label)
		if encoded { // label offsets in d are not those of h
			loff, ln = off, len(h)
		}
		var rs []rune
		switch {
		case ascii.HasPrefixFold(label, "xn--"):
			var ok bool
			rs, ok = decodeALabel(label[4:])
			if !ok {
				r.addf(KindPunycode, Warning, loff, ln,
					"the label "+strconv.Quote(string(label))+" starts with xn-- but is not valid Punycode (RFC 3492); IDNA rejects it (RFC 5891 §5.4)")
				rs = nil
				break
			}
			r.addf(KindPunycode, Info, loff, ln,
				"the label "+strconv.Quote(string(label))+" is shown to people as "+strconv.Quote(string(rs))+" (IDNA, RFC 5890; Punycode, RFC 3492)")
		case !ascii.IsASCII(label):
			rs = make([]rune, 0, maxLabelRunes)
			for _, c := range string(label) {
				if len(rs) == cap(rs) {
					break
				}
				rs = append(rs, c)
			}
		}
		if rs != nil {
			if a, b, mixed := mixedScript(rs); mixed {
				r.addf(KindMixedScript, Warning, loff, ln,
					"the label "+strconv.Quote(string(rs))+" mixes "+a+" and "+b+
						" letters, as look-alike (homograph) names do (Unicode TS #39 §5.1)")
			}
		}
		start = i + 1
	}
}

// scripts are the scripts told apart; a letter of any other script counts
// as "other".
var scripts = []struct {
	name  string
	table *unicode.RangeTable
}{
	{"Latin", ucd.Latin}, {"Greek", ucd.Greek}, {"Cyrillic", ucd.Cyrillic},
	{"Armenian", ucd.Armenian}, {"Hebrew", ucd.Hebrew}, {"Arabic", ucd.Arabic},
	{"Devanagari", ucd.Devanagari}, {"Bengali", ucd.Bengali}, {"Thai", ucd.Thai},
	{"Georgian", ucd.Georgian}, {"Hangul", ucd.Hangul}, {"Hiragana", ucd.Hiragana},
	{"Katakana", ucd.Katakana}, {"Han", ucd.Han}, {"Bopomofo", ucd.Bopomofo},
	{"Cherokee", ucd.Cherokee}, {"Ethiopic", ucd.Ethiopic}, {"Tamil", ucd.Tamil},
}

const (
	sLatin    = 1 << 0
	sHangul   = 1 << 10
	sHiragana = 1 << 11
	sKatakana = 1 << 12
	sHan      = 1 << 13
	sBopomofo = 1 << 14
	sOther    = 1 << 18
)

// mixedScript reports whether r mixes scripts beyond what UTS #39 §5.1
// "Highly Restrictive" allows: one script, or Latin with Han, Hiragana and
// Katakana (Japanese), with Han and Bopomofo (Chinese), or with Han and
// Hangul (Korean). Common and Inherited characters (digits, "-",
// combining marks) belong to every script. It names two of the scripts.
func mixedScript(r []rune) (a, b string, mixed bool) {
	var set uint32
	names := [2]string{}
	for _, c := range r {
		if c < utf8.RuneSelf {
			if c|0x20 >= 'a' && c|0x20 <= 'z' {
				set, names = addScript(set, names, sLatin, "Latin")
			}
			continue
		}
		bit, name := uint32(sOther), "other"
		for k, s := range scripts {
			if unicode.Is(s.table, c) {
				bit, name = 1<<k, s.name
				break
			}
		}
		if bit == sOther && (unicode.Is(ucd.Common, c) || unicode.Is(ucd.Inherited, c)) {
			continue
		}
		set, names = addScript(set, names, bit, name)
	}
	for _, ok := range []uint32{sLatin | sHan | sHiragana | sKatakana, sLatin | sHan | sBopomofo, sLatin | sHan | sHangul} {
		if set&^ok == 0 {
			return "", "", false
		}
	}
	if set&(set-1) == 0 {
		return "", "", false
	}
	return names[0], names[1], true
}

func addScript(set uint32, names [2]string, bit uint32, name string) (uint32, [2]string) {
	if set&bit == 0 {
		switch {
		case names[0] == "":
			names[0] = name
		case names[1] == "":
			names[1] = name
		}
	}
	return set | bit, names
}

// decodeALabel decodes s, an A-label without its "xn--", as RFC 3492 §6.2
// does (internal/uts46's Punycode decoder, on the label's text alone: how
// a browser reads the host is whatwg.ParseHost's, reading.go); ok is false for invalid Punycode and for a label of
// more than maxLabelRunes code points, which no DNS label holds.
func decodeALabel[S ~string | ~[]byte](s S) (rs []rune, ok bool) {
	rs, ok = uts46.PunycodeDecode(string(s))
	if !ok || len(rs) > maxLabelRunes {
		return nil, false
	}
	return rs, true
}
