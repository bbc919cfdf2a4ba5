package inspect

import (
	"testing"
)

func TestZZScratch(t *testing.T) {
	for _, s := range []string{"1.2.3.4 ①", "1.2.3.4\t①", "１.2.3.4 x", "0x.0x.0", "1.2.3.4 \u00ad"} {
		n, ok := hostToASCII(s)
		hr := readHost(s, true)
		t.Logf("%q -> %q %v ; %+v", s, n, ok, hr)
	}
}
