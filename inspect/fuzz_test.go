package inspect

import (
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzInspect: Inspect never panics; every finding lies inside the input,
// has a message and a known severity; a finding with an IPv4 address names
// the address the host decodes to; and findings come in offset order.
// Run: go test ./inspect -run '^$' -fuzz FuzzInspect -parallel 1 -fuzztime 2m
func FuzzInspect(f *testing.F) {
	for _, s := range []string{
		"http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm", "ftp://user:secret@host.dom/",
		"http://0x7f.1/", "http://017700000001/", "http://2130706433/", "http://127.1/",
		"gopher://mail.example.org:25/1HELO%0D%0A", "http://example.com/", "http://%31%32%37.0.0.1/",
		"http://[::ffff:127.0.0.1]/", "http://xn--pple-43d.com/", "http://h/%2e%2e/a%2Fb%5C", "../a/./b",
		"http://u:p@h:99999/?%00#%0a", "http://p%D0%B0ypal.com/", "http://localhost./",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, d := range uri.Dialects() {
			u, err := d.ParseReference(s)
			if err != nil {
				continue
			}
			fs := Inspect(u)
			last := 0
			for _, fi := range fs {
				if fi.Offset < last || fi.Length <= 0 || fi.Offset+fi.Length > len(s) || fi.Message == "" || fi.Severity > Danger {
					t.Fatalf("%s %q: bad finding %+v in %+v", d, s, fi, fs)
				}
				last = fi.Offset
				if fi.Addr.Is4() && (fi.Kind == KindRareIPv4 || fi.Kind == KindEncodedHost) {
					// The address is one that the host text it covers reads
					// as (the URI's host, or the host browsers find in the
					// path of a special URI); HostAddr gives the first.
					span := s[fi.Offset : fi.Offset+fi.Length]
					var buf [maxHost]byte
					dec, _ := decodeAppend(buf[:0], span)
					hr := readHost(dec, true)
					if !slices.ContainsFunc(hr.addrs[:hr.n], func(ar addrReading) bool { return ar.addr == fi.Addr }) {
						t.Fatalf("%s %q: %s address %v, the host %q reads %+v", d, s, fi.Kind, fi.Addr, span, hr)
					}
					onHost := u.HasAuthority() && fi.Offset == hostStart(u) && fi.Length == len(u.Host())
					if a, ok := HostAddr(u); onHost && (!ok || a != hr.addrs[0].addr) {
						t.Fatalf("%s %q: %s address %v, HostAddr %v %v", d, s, fi.Kind, fi.Addr, a, ok)
					}
					checkReencode(t, fi.Addr)
				}
			}
			if r := u.Redacted(); len(r) > len(s)+5 {
				t.Fatalf("%q: Redacted %q", s, r)
			}
		}
	})
}

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

// hostStart returns the offset of u's host.
func hostStart(u uri.URI) int {
	start, _ := u.Span(uri.ComponentHost)
	return start
}
