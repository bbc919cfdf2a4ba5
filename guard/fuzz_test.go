package guard

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"
	"testing"
)

// checkReencode: an IPv4 address re-encoded as dotted decimal, as one
// 32-bit decimal, hex or octal number, or as a.b with 24 bits, decodes to
// the same 32-bit value.
func checkReencode(t *testing.T, a netip.Addr) {
	t.Helper()
	b := a.As4()
	v := uint32(b[0])<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3])
	for _, s := range []string{
		a.String(), strconv.FormatUint(uint64(v), 10), fmt.Sprintf("0x%x", v), fmt.Sprintf("0%o", v),
		fmt.Sprintf("%d.%d", b[0], v&0xffffff), fmt.Sprintf("0%o.0x%X.%d", b[0], b[1], v&0xffff),
	} {
		if got, ok := ParseIPv4(s); !ok || got != a {
			t.Fatalf("ParseIPv4(%q) = %v, %v; want %v", s, got, ok, a)
		}
	}
}

// FuzzParseIPv4 compares ParseIPv4 with an oracle built on
// strconv.ParseUint, whose base 0 reads C's prefixes ("0x", leading "0")
// as strtoul does, once Go's own extensions ("0b", "0o", "_") are ruled
// out; and checks re-encoding.
func FuzzParseIPv4(f *testing.F) {
	for _, s := range []string{"127.0.0.1", "0x7f.1", "017700000001", "2130706433", "127.1", "1.2.3.4.5",
		"08", "0x", "4294967296", "1.", "0b1", "0o7", "1_0", "00000000000000000000001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := ParseIPv4(s)
		want, wok := oracleIPv4(s)
		if ok != wok || ok && got != want {
			t.Fatalf("ParseIPv4(%q) = %v, %v; oracle %v, %v", s, got, ok, want, wok)
		}
		if ok {
			checkReencode(t, got)
		}
	})
}

func oracleIPv4(s string) (netip.Addr, bool) {
	parts := strings.Split(s, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	var vals []uint64
	for _, p := range parts {
		if p == "" || p[0] < '0' || p[0] > '9' || strings.ContainsAny(p, "_oObB") && !strings.HasPrefix(strings.ToLower(p), "0x") ||
			strings.Contains(p, "_") {
			return netip.Addr{}, false
		}
		// strtoul and ParseUint both accept any number of leading zeros and
		// judge overflow on the value.
		v, err := strconv.ParseUint(p, 0, 64)
		if err != nil || v > 0xffffffff {
			return netip.Addr{}, false
		}
		vals = append(vals, v)
	}
	var v uint64
	for i, x := range vals[:len(vals)-1] {
		if x > 0xff {
			return netip.Addr{}, false
		}
		v |= x << (24 - 8*i)
	}
	last := vals[len(vals)-1]
	if last > 0xffffffff>>(8*(len(vals)-1)) {
		return netip.Addr{}, false
	}
	v |= last
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}
