package uri

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
)

// scanRef is scanPart written the plain way: a byte at a time, a triplet
// at a time.
func scanRef(s string, i int, t *[256]uint16, bit uint16) (int, bool) {
	pct := false
	for i < len(s) {
		switch {
		case t[s[i]]&bit != 0:
			i++
		case s[i] == '%' && i+2 < len(s) && ascii.IsHex(s[i+1]) && ascii.IsHex(s[i+2]):
			h, l := s[i+1], s[i+2]
			if 'a' <= h || 'a' <= l || strings.IndexByte(unreservedRef, unhexRef(h)<<4|unhexRef(l)) >= 0 {
				pct = true
			}
			i += 3
		default:
			return i, pct
		}
	}
	return i, pct
}

// unreservedRef is unreserved, RFC 3986 §2.3.
const unreservedRef = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"

func unhexRef(b byte) byte {
	v, _ := strconv.ParseUint(string(rune(b)), 16, 8) // b is a HEXDIG
	return byte(v)
}

// TestScanPart compares the eight-byte scanner with scanRef on random
// strings, from every start offset, for every class it is called with.
func TestScanPart(t *testing.T) {
	alphabet := []string{"a", "Z", "0", ".", "/", "?", "#", ":", "@", "[", " ", "\xc3", "%", "%2", "%2e", "%2E", "%41", "%C3", "%zz", "~", "+"}
	bitsUsed := []uint16{sPath, sOpaque, sQuery, sAuth, sHost, sHostLower, sPathNoDot}
	rng := rand.New(rand.NewSource(8))
	n := 20000
	if testing.Short() {
		n = 2000
	}
	syn := &syntaxes[RFC3986]
	for k := 0; k < n; k++ {
		var b strings.Builder
		for m := rng.Intn(16); m >= 0; m-- {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		s := b.String()
		for _, bit := range bitsUsed {
			for i := 0; i <= len(s); i++ {
				gotEnd, gotPct := scanPart(s, i, syn, bit)
				wantEnd, wantPct := scanRef(s, i, syn.t, bit)
				if gotEnd != wantEnd || gotPct != wantPct {
					t.Fatalf("scanPart(%q, %d, %#x) = %d, %v; want %d, %v", s, i, bit, gotEnd, gotPct, wantEnd, wantPct)
				}
			}
		}
	}
}
