package guard

import (
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestGuardCheck: the Guard's decision on addresses of every kind, each
// refusal naming the address and the registry entry (or the metadata
// endpoint, or the rule).
func TestGuardCheck(t *testing.T) {
	for _, tc := range []struct {
		ap   string
		g    Guard
		want string // "" allowed; else a text the reason holds
	}{
		{"8.8.8.8:443", Guard{}, ""},
		{"[2606:4700::1111]:80", Guard{}, ""},
		{"8.8.8.8:8080", Guard{}, "the port 8080 is not allowed"},
		{"8.8.8.8:8080", Guard{Ports: []uint16{8080}}, ""},
		{"8.8.8.8:22", Guard{AnyPort: true}, ""},
		{"127.0.0.1:80", Guard{}, "127.0.0.1 is a loopback address (127.0.0.0/8, RFC 1122 §3.2.1.3)"},
		{"127.0.0.1:80", Guard{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}, ""},
		{"127.0.0.2:80", Guard{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}, "127.0.0.2 is a loopback address"},
		{"[::ffff:127.0.0.1]:80", Guard{Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}, ""},
		{"10.1.2.3:80", Guard{}, "10.1.2.3 is a private-use address (10.0.0.0/8, RFC 1918)"},
		{"10.1.2.3:80", Guard{Allow: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}}, ""},
		{"172.16.0.1:80", Guard{}, "(172.16.0.0/12, RFC 1918)"},
		{"192.168.1.1:80", Guard{}, "(192.168.0.0/16, RFC 1918)"},
		{"100.64.0.1:80", Guard{}, "a shared (carrier-grade NAT) address (100.64.0.0/10, RFC 6598)"},
		{"169.254.1.1:80", Guard{}, "a link-local address (169.254.0.0/16, RFC 3927)"},
		{"169.254.169.254:80", Guard{}, "169.254.169.254 is a cloud metadata endpoint"},
		{"168.63.129.16:80", Guard{}, "168.63.129.16 is a cloud metadata endpoint: the Azure WireServer"},
		{"0.0.0.0:80", Guard{}, "0.0.0.0 is the unspecified address (0.0.0.0/32"},
		{"0.1.2.3:80", Guard{}, `a "this network" address (0.0.0.0/8, RFC 791 §3.2)`},
		{"224.0.0.1:80", Guard{}, "a multicast address (224.0.0.0/4, RFC 5771)"},
		{"255.255.255.255:80", Guard{}, "the limited broadcast address"},
		{"192.0.2.1:80", Guard{}, "a documentation address (192.0.2.0/24, RFC 5737)"},
		{"198.18.0.1:80", Guard{}, "a benchmarking address (198.18.0.0/15, RFC 2544)"},
		{"240.0.0.1:80", Guard{}, "a reserved address (240.0.0.0/4, RFC 1112 §4)"},
		{"192.31.196.1:80", Guard{}, "an IETF protocol assignment address (192.31.196.0/24, RFC 7535)"}, // AS112: globally reachable, no web host
		{"[::1]:80", Guard{}, "::1 is a loopback address (::1/128, RFC 4291 §2.5.3)"},
		{"[::]:80", Guard{}, ":: is the unspecified address"},
		{"[fe80::1%eth0]:80", Guard{}, "fe80::1%eth0 is a link-local address (fe80::/10"},
		{"[2606:4700::1111%eth0]:80", Guard{}, "2606:4700::1111%eth0 carries a zone (RFC 4007 §11)"},
		{"[fe80::1%eth0]:80", Guard{Allow: []netip.Prefix{netip.MustParsePrefix("fe80::/10")}}, ""},
		{"[fc00::1]:80", Guard{}, "a unique-local address (fc00::/7, RFC 4193)"},
		{"[fd00:ec2::254]:80", Guard{}, "fd00:ec2::254 is a cloud metadata endpoint"},
		{"[2001:db8::1]:80", Guard{}, "a documentation address (2001:db8::/32, RFC 3849)"},
		{"[ff02::1]:80", Guard{}, "a multicast address (ff00::/8"},
		{"[::ffff:127.0.0.1]:80", Guard{}, "::ffff:127.0.0.1 is an IPv4-mapped address (::ffff:0:0/96, RFC 4291 §2.5.5.2) carrying 127.0.0.1, and 127.0.0.1 is a loopback address"},
		{"[::ffff:8.8.8.8]:80", Guard{}, "an IPv4-mapped address (::ffff:0:0/96, RFC 4291 §2.5.5.2) carrying 8.8.8.8"},
		{"[::127.0.0.1]:80", Guard{}, "::7f00:1 is outside the IPv6 global unicast space (2000::/3, RFC 4291 §2.4) carrying the IPv4 address 127.0.0.1 (IPv4-compatible"},
		{"[64:ff9b::7f00:1]:80", Guard{}, "(64:ff9b::/96, RFC 6052) carrying the IPv4 address 127.0.0.1 (NAT64 well-known prefix, RFC 6052 §2.1), and 127.0.0.1 is a loopback address"},
		{"[64:ff9b::808:808]:80", Guard{}, "carrying the IPv4 address 8.8.8.8"},
		{"[2002:7f00:1::1]:80", Guard{}, "(2002::/16, RFC 3056) carrying the IPv4 address 127.0.0.1 (6to4"},
		{"[2001::1]:80", Guard{}, "(2001::/32, RFC 4380)"}, // Teredo
		{"[100::1]:80", Guard{}, "a discard-only address (100::/64, RFC 6666)"},
		{"[4000::1]:80", Guard{}, "is outside the IPv6 global unicast space (2000::/3"},
	} {
		err := tc.g.Check(netip.MustParseAddrPort(tc.ap))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.ap, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, ErrBlocked)):
			t.Errorf("%s: %v, want a refusal saying %q", tc.ap, err, tc.want)
		}
	}
}

// TestGuardControl: the Control function refuses other networks and an
// address it cannot read (it fails closed), and its error is a
// *BlockedError wrapping ErrBlocked with the address.
func TestGuardControl(t *testing.T) {
	g := Guard{}
	for _, tc := range []struct{ network, address, want string }{
		{"udp4", "8.8.8.8:443", `the network "udp4" is not TCP`},
		{"unix", "/tmp/s", `the network "unix" is not TCP`},
		{"tcp4", "example.com:80", "cannot be classified"},
		{"tcp4", "8.8.8.8", "cannot be classified"},
		{"tcp", "", "cannot be classified"},
		{"tcp6", "[::1]:443", "::1 is a loopback address"},
	} {
		err := g.Control(tc.network, tc.address, nil)
		var be *BlockedError
		if !errors.As(err, &be) || !errors.Is(err, ErrBlocked) || be.Network != tc.network || be.Address != tc.address || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Control(%q, %q) = %v, want %q", tc.network, tc.address, err, tc.want)
		}
	}
	if err := g.Control("tcp4", "8.8.8.8:443", nil); err != nil {
		t.Errorf("Control(8.8.8.8:443) = %v", err)
	}
	if err := g.Check(netip.AddrPort{}); err == nil || !strings.Contains(err.Error(), "cannot be classified") {
		t.Errorf("Check(zero) = %v", err)
	}
}

// TestGuardRefusesBlocked: every address Blocked refuses, the Guard
// refuses: the registries' rows (first, second and last address of each),
// the metadata endpoints, the IPv6 embeddings of internal IPv4 addresses.
// And every address IsPublic calls not public.
func TestGuardRefusesBlocked(t *testing.T) {
	var addrs []netip.Addr
	for _, b := range append(append([]Block{}, ipv4Blocks...), ipv6Blocks...) {
		a := b.Prefix.Addr()
		addrs = append(addrs, a, a.Next(), lastAddr(b.Prefix))
	}
	for _, m := range metadataEndpoints {
		addrs = append(addrs, m.addr)
	}
	for _, s := range []string{"::ffff:10.0.0.1", "64:ff9b::a00:1", "2002:a00:1::1", "::10.0.0.1", "::ffff:169.254.169.254", "64:ff9b::a9fe:a9fe"} {
		addrs = append(addrs, netip.MustParseAddr(s))
	}
	n := 0
	for _, a := range addrs {
		if !Blocked(a) && IsPublic(a) {
			continue
		}
		n++
		if err := (Guard{}).Check(netip.AddrPortFrom(a, 443)); !errors.Is(err, ErrBlocked) {
			t.Errorf("%v: Blocked %v, IsPublic %v, and the guard allows it", a, Blocked(a), IsPublic(a))
		}
	}
	if n < 100 {
		t.Errorf("only %d blocked addresses tried", n)
	}
}

// lastAddr is the last address of p.
func lastAddr(p netip.Prefix) netip.Addr {
	b := p.Masked().Addr().AsSlice()
	for i := p.Bits(); i < len(b)*8; i++ {
		b[i/8] |= 0x80 >> (i % 8)
	}
	a, _ := netip.AddrFromSlice(b)
	return a
}

// countingServer is a test server on addr (a loopback address) that
// counts the requests it serves; h runs for each.
func countingServer(t *testing.T, addr string, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Skipf("cannot listen on %s here: %v", addr, err)
	}
	var n atomic.Int32
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		if h != nil {
			h(w, r)
		}
	}))
	srv.Listener.Close()
	srv.Listener = ln
	srv.Start()
	t.Cleanup(srv.Close)
	return srv, &n
}

// TestGuardLoopback: a guarded client does not reach a server on
// 127.0.0.1, by address or by the name localhost, nor one on [::1]; with
// 127.0.0.1 allowed it does.
func TestGuardLoopback(t *testing.T) {
	srv, n := countingServer(t, "127.0.0.1:0", nil)
	port := srv.URL[strings.LastIndexByte(srv.URL, ':'):]
	c := Guard{AnyPort: true}.Client()
	// Only names the hosts file holds: no test here sends a DNS query.
	for _, u := range []string{srv.URL + "/", "http://localhost" + port + "/", "http://[::ffff:127.0.0.1]" + port + "/"} {
		resp, err := c.Get(u)
		if err == nil {
			resp.Body.Close()
		}
		if !errors.Is(err, ErrBlocked) || !strings.Contains(err.Error(), "is a loopback address") {
			t.Errorf("GET %s: %v", u, err)
		}
	}
	if n.Load() != 0 {
		t.Fatalf("the server on 127.0.0.1 served %d requests", n.Load())
	}
	// Allowed explicitly, it is reached: the refusals above are the
	// guard's, not the test's network.
	ok := Guard{AnyPort: true, Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}.Client()
	resp, err := ok.Get(srv.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if n.Load() != 1 {
		t.Fatalf("served %d requests, want 1", n.Load())
	}

	srv6, n6 := countingServer(t, "[::1]:0", nil)
	resp, err = c.Get(srv6.URL + "/")
	if err == nil {
		resp.Body.Close()
	}
	if !errors.Is(err, ErrBlocked) || !strings.Contains(err.Error(), "::1 is a loopback address") || n6.Load() != 0 {
		t.Errorf("GET %s: %v, %d served", srv6.URL, err, n6.Load())
	}
}

// TestGuardRedirect: a server the guard allows (127.0.0.1, allow-listed)
// redirects to another loopback address (127.0.0.2, not allowed): the
// client follows the redirect, the guard refuses the hop's connection,
// and the second server sees nothing. A redirect to [::1] is refused too.
func TestGuardRedirect(t *testing.T) {
	target, nt := countingServer(t, "127.0.0.2:0", nil)
	for _, to := range []string{target.URL + "/secret", "http://[::1]:1/", "http://[::ffff:127.0.0.2]" + target.URL[strings.LastIndexByte(target.URL, ':'):] + "/"} {
		from, nf := countingServer(t, "127.0.0.1:0", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, to, http.StatusFound)
		})
		c := Guard{AnyPort: true, Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}.Client()
		resp, err := c.Get(from.URL + "/")
		if err == nil {
			resp.Body.Close()
		}
		if !errors.Is(err, ErrBlocked) || !strings.Contains(err.Error(), "is a loopback address") {
			t.Errorf("redirect to %s: %v", to, err)
		}
		if nf.Load() != 1 {
			t.Errorf("redirect to %s: the first server served %d requests", to, nf.Load())
		}
	}
	if nt.Load() != 0 {
		t.Fatalf("the server on 127.0.0.2 served %d requests", nt.Load())
	}
}

// TestGuardHelpers: the dialer has the dial limit, http.DefaultTransport's
// keep-alive and the guard's resolver; the transport uses no proxy; the
// client follows 10 redirects (11 requests) and stops at the next.
func TestGuardHelpers(t *testing.T) {
	r := &net.Resolver{}
	d := Guard{Resolver: r}.Dialer()
	if d.Timeout != 10*time.Second || d.KeepAlive != 30*time.Second || d.Resolver != r || d.Control == nil {
		t.Errorf("Dialer: %+v", d)
	}
	tr := Guard{}.Transport()
	if tr.Proxy != nil || tr.DialContext == nil || tr.DialTLSContext != nil {
		t.Errorf("Transport: proxy %v", tr.Proxy != nil)
	}
	var loop *httptest.Server
	loop, n := countingServer(t, "127.0.0.1:0", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, loop.URL+"/again", http.StatusFound)
	})
	c := Guard{AnyPort: true, Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}.Client()
	resp, err := c.Get(loop.URL + "/")
	if err == nil {
		resp.Body.Close()
	}
	if err == nil || !strings.Contains(err.Error(), "guard: stopped after 10 redirects") || errors.Is(err, ErrBlocked) || n.Load() != 11 {
		t.Errorf("a redirect loop: %v, %d requests", err, n.Load())
	}
}
