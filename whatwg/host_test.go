package whatwg

import (
	"testing"

	"github.com/urikit/urikit/internal/uts46"
)

// TestForbiddenCodePoints checks the two lists of §3.2 against the
// Standard's text: a forbidden domain code point (uts46.IsForbiddenDomain,
// which the domain parser shares) is a forbidden host code point, a C0
// control, "%" or U+007F.
func TestForbiddenCodePoints(t *testing.T) {
	host := "\x00\t\n\r #/:<>?@[\\]^|"
	for c := 0; c < 256; c++ {
		b := byte(c)
		wantHost := false
		for k := 0; k < len(host); k++ {
			wantHost = wantHost || host[k] == b
		}
		if isForbiddenHost(b) != wantHost {
			t.Errorf("isForbiddenHost(%#x) = %v", c, !wantHost)
		}
		wantDomain := wantHost || b < 0x20 || b == '%' || b == 0x7F
		if uts46.IsForbiddenDomain(b) != wantDomain {
			t.Errorf("IsForbiddenDomain(%#x) = %v", c, !wantDomain)
		}
	}
}
