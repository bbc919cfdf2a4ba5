package uri

import (
	"bufio"
	"math/rand"
	"os"
	"regexp"
	"strings"
	"testing"
)

// An independent oracle for RFC 3986: the Appendix A ABNF transcribed rule by
// rule into regular expressions (RE2 decides membership in a regular
// language exactly, and the URI grammar is regular), and the Appendix B
// regular expression for the split into components. The parser must agree
// with both on every input.

const (
	reUnreserved = `A-Za-z0-9\-._~`
	reSubDelims  = `!$&'()*+,;=`
	rePct        = `%[0-9A-Fa-f]{2}`
	rePchar      = `(?:[` + reUnreserved + reSubDelims + `:@]|` + rePct + `)`
	reScheme     = `[A-Za-z][A-Za-z0-9+\-.]*`
	reUserinfo   = `(?:[` + reUnreserved + reSubDelims + `:]|` + rePct + `)*`
	reDecOctet   = `(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])`
	reIPv4       = reDecOctet + `\.` + reDecOctet + `\.` + reDecOctet + `\.` + reDecOctet
	reH16        = `[0-9A-Fa-f]{1,4}`
	reLs32       = `(?:` + reH16 + `:` + reH16 + `|` + reIPv4 + `)`
	reIPv6       = `(?:` +
		`(?:` + reH16 + `:){6}` + reLs32 +
		`|::(?:` + reH16 + `:){5}` + reLs32 +
		`|(?:` + reH16 + `)?::(?:` + reH16 + `:){4}` + reLs32 +
		`|(?:(?:` + reH16 + `:){0,1}` + reH16 + `)?::(?:` + reH16 + `:){3}` + reLs32 +
		`|(?:(?:` + reH16 + `:){0,2}` + reH16 + `)?::(?:` + reH16 + `:){2}` + reLs32 +
		`|(?:(?:` + reH16 + `:){0,3}` + reH16 + `)?::` + reH16 + `:` + reLs32 +
		`|(?:(?:` + reH16 + `:){0,4}` + reH16 + `)?::` + reLs32 +
		`|(?:(?:` + reH16 + `:){0,5}` + reH16 + `)?::` + reH16 +
		`|(?:(?:` + reH16 + `:){0,6}` + reH16 + `)?::` +
		`)`
	reZoneID      = `(?:[` + reUnreserved + `]|` + rePct + `)+` // RFC 6874
	reIPvFuture   = `[vV][0-9A-Fa-f]+\.[` + reUnreserved + reSubDelims + `:]+`
	reIPLiteral   = `\[(?:` + reIPv6 + `(?:%25` + reZoneID + `)?|` + reIPvFuture + `)\]`
	reRegName     = `(?:[` + reUnreserved + reSubDelims + `]|` + rePct + `)*`
	reHost        = `(?:` + reIPLiteral + `|` + reIPv4 + `|` + reRegName + `)`
	reAuthority   = `(?:` + reUserinfo + `@)?` + reHost + `(?::[0-9]*)?`
	reSegment     = rePchar + `*`
	reSegmentNZ   = rePchar + `+`
	reSegmentNZNC = `(?:[` + reUnreserved + reSubDelims + `@]|` + rePct + `)+`
	rePathAbEmpty = `(?:/` + reSegment + `)*`
	rePathAbs     = `/(?:` + reSegmentNZ + `(?:/` + reSegment + `)*)?`
	rePathNoSch   = reSegmentNZNC + `(?:/` + reSegment + `)*`
	rePathRootl   = reSegmentNZ + `(?:/` + reSegment + `)*`
	reQuery       = `(?:` + rePchar + `|[/?])*`
	reHierPart    = `(?://` + reAuthority + rePathAbEmpty + `|` + rePathAbs + `|` + rePathRootl + `|)`
	reRelPart     = `(?://` + reAuthority + rePathAbEmpty + `|` + rePathAbs + `|` + rePathNoSch + `|)`
	reTail        = `(?:\?` + reQuery + `)?(?:#` + reQuery + `)?`
)

var (
	oracleURI    = regexp.MustCompile(`^` + reScheme + `:` + reHierPart + reTail + `$`)
	oracleRelRef = regexp.MustCompile(`^` + reRelPart + reTail + `$`)
	oracleIPv4   = regexp.MustCompile(`^` + reIPv4 + `$`)
	// RFC 3986 Appendix B, verbatim.
	appendixB = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)
)

// oracleCheck compares the parser with the oracle on s and reports any
// disagreement.
func oracleCheck(t *testing.T, s string) {
	t.Helper()
	wantURI := oracleURI.MatchString(s)
	wantRef := wantURI || oracleRelRef.MatchString(s)
	u, errURI := Parse(s)
	if (errURI == nil) != wantURI {
		t.Errorf("Parse(%q): err = %v, ABNF says valid=%v", s, errURI, wantURI)
	}
	r, errRef := ParseReference(s)
	if (errRef == nil) != wantRef {
		t.Errorf("ParseReference(%q): err = %v, ABNF says valid=%v", s, errRef, wantRef)
	}
	if errRef != nil {
		if e, ok := errRef.(*Error); !ok || e.Offset < 0 || e.Offset > len(s) {
			t.Errorf("ParseReference(%q): bad error %#v", s, errRef)
		}
		return
	}
	if errURI == nil && u != r {
		t.Errorf("%q: Parse and ParseReference differ: %#v vs %#v", s, u, r)
	}
	checkAppendixB(t, r)
	checkNotes(t, s)
}

// checkAppendixB checks the components of a valid reference against the
// Appendix B split and the §3.2 authority rule.
func checkAppendixB(t *testing.T, u URI) {
	t.Helper()
	s := u.String()
	m := appendixB.FindStringSubmatchIndex(s)
	part := func(i int) (string, bool) {
		if m[2*i] < 0 {
			return "", false
		}
		return s[m[2*i]:m[2*i+1]], true
	}
	for _, c := range []struct {
		name  string
		group int
		get   func(URI) (string, bool)
	}{
		{"scheme", 2, componentGetters["scheme"]},
		{"authority", 4, componentGetters["authority"]},
		{"path", 5, componentGetters["path"]},
		{"query", 7, componentGetters["query"]},
		{"fragment", 9, componentGetters["fragment"]},
	} {
		want, wantOK := part(c.group)
		got, gotOK := c.get(u)
		if want != got || wantOK != gotOK {
			t.Errorf("%q: %s = %q (%v), Appendix B gives %q (%v)", s, c.name, got, gotOK, want, wantOK)
		}
	}
	if !u.HasAuthority() {
		return
	}
	// §3.2: authority = [ userinfo "@" ] host [ ":" port ].
	a := u.Authority()
	wantUser, hasUser := "", false
	if i := strings.LastIndexByte(a, '@'); i >= 0 {
		wantUser, hasUser, a = a[:i], true, a[i+1:]
	}
	wantHost, wantPort, hasPort := a, "", false
	if i := strings.LastIndexByte(a, ':'); i >= 0 && !strings.HasSuffix(a, "]") {
		wantHost, wantPort, hasPort = a[:i], a[i+1:], true
	}
	if u.Userinfo() != wantUser || u.HasUserinfo() != hasUser || u.Host() != wantHost ||
		u.Port() != wantPort || u.HasPort() != hasPort {
		t.Errorf("%q: userinfo %q host %q port %q, want %q %q %q", s, u.Userinfo(), u.Host(), u.Port(), wantUser, wantHost, wantPort)
	}
	kind := HostRegName
	switch {
	case strings.HasPrefix(wantHost, "[v") || strings.HasPrefix(wantHost, "[V"):
		kind = HostIPvFuture
	case strings.HasPrefix(wantHost, "["):
		kind = HostIPv6
	case oracleIPv4.MatchString(wantHost):
		kind = HostIPv4
	}
	if u.HostKind() != kind {
		t.Errorf("%q: host kind %v, want %v", s, u.HostKind(), kind)
	}
}

// TestOracleCorpus compares parser and oracle on every line of the
// committed URL samples and the WHATWG test inputs (many of them invalid
// under RFC 3986).
func TestOracleCorpus(t *testing.T) {
	n := 0
	for _, name := range []string{"bench/iscx_benign_sample.txt", "urls/wpt_urltestdata_inputs.txt", "urls/phishtank_sample.txt"} {
		f, err := os.Open("../testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			oracleCheck(t, sc.Text())
			n++
		}
		f.Close()
	}
	if n < 10000 {
		t.Fatalf("only %d corpus lines", n)
	}
}

// TestOracleRandom compares parser and oracle on random strings over an
// alphabet rich in delimiters, hex digits and bytes the grammar rejects.
func TestOracleRandom(t *testing.T) {
	alphabet := []string{
		"a", "b", "v", "V", "1", "0", "2", "5", "f", "F", "g", ".", "-", "_", "~", "+",
		":", "/", "?", "#", "[", "]", "@", "%", "%2", "%25", "%4a", "!", "$", "&", "'", "(", ")",
		"*", ",", ";", "=", " ", "\"", "<", "\\", "^", "`", "{", "|", "\x00", "\x7f", "\xc3\xa9",
		"//", "::", "http:", "[::1]", "255", "256", "1.2.3.4", "ffff:", "v1.x",
	}
	rng := rand.New(rand.NewSource(3986))
	n := 60000
	if testing.Short() {
		n = 5000
	}
	for i := 0; i < n; i++ {
		var b strings.Builder
		for k := rng.Intn(12); k >= 0; k-- {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		oracleCheck(t, b.String())
	}
}
