package guard

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"

	"golang.org/x/net/dns/dnsmessage"
)

// rebindingDNS is a DNS server inside the test process, reached through a
// net.Resolver's Dial (an in-memory pipe: no packet leaves the process).
// It answers the first A query with first and every later one with next,
// as a DNS rebinding attacker's name server does, and every AAAA query
// with no address.
type rebindingDNS struct {
	first, next netip.Addr
	queries     atomic.Int32 // A queries answered
}

// resolver returns a Go resolver that asks only d.
func (d *rebindingDNS) resolver() *net.Resolver {
	return &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, network, address string) (net.Conn, error) {
		client, server := net.Pipe()
		go d.serve(server)
		return client, nil
	}}
}

// serve answers the queries of one connection: a net.Pipe is no
// PacketConn, so Go's resolver writes DNS over TCP framing (RFC 1035
// §4.2.2: a two-byte length, then the message).
func (d *rebindingDNS) serve(c net.Conn) {
	defer c.Close()
	for {
		var n [2]byte
		if _, err := io.ReadFull(c, n[:]); err != nil {
			return
		}
		msg := make([]byte, binary.BigEndian.Uint16(n[:]))
		if _, err := io.ReadFull(c, msg); err != nil {
			return
		}
		out, err := d.answer(msg)
		if err != nil {
			return
		}
		binary.BigEndian.PutUint16(n[:], uint16(len(out)))
		if _, err := c.Write(append(n[:], out...)); err != nil {
			return
		}
	}
}

func (d *rebindingDNS) answer(msg []byte) ([]byte, error) {
	var p dnsmessage.Parser
	h, err := p.Start(msg)
	if err != nil {
		return nil, err
	}
	q, err := p.Question()
	if err != nil {
		return nil, err
	}
	b := dnsmessage.NewBuilder(nil, dnsmessage.Header{ID: h.ID, Response: true, Authoritative: true, RecursionDesired: h.RecursionDesired, RecursionAvailable: true})
	b.EnableCompression()
	b.StartQuestions()
	b.Question(q)
	b.StartAnswers()
	if q.Type == dnsmessage.TypeA {
		a := d.next
		if d.queries.Add(1) == 1 {
			a = d.first
		}
		b.AResource(dnsmessage.ResourceHeader{Name: q.Name, Class: dnsmessage.ClassINET, TTL: 0}, dnsmessage.AResource{A: a.As4()})
	}
	return b.Finish()
}

// TestGuardRebinding: DNS rebinding. The program looks the name up and
// finds a public address, which passes its check; when the client
// connects, the name server answers 127.0.0.1, and the guard, which checks
// at connect time, refuses it. The server on 127.0.0.1 sees nothing. (The
// public address is only ever returned to the program's own lookup: the
// dialer is never given it.)
func TestGuardRebinding(t *testing.T) {
	srv, n := countingServer(t, "127.0.0.1:0", nil)
	port := srv.URL[strings.LastIndexByte(srv.URL, ':'):]
	dns := &rebindingDNS{first: netip.MustParseAddr("93.184.215.14"), next: netip.MustParseAddr("127.0.0.1")}
	g := Guard{AnyPort: true, Resolver: dns.resolver()}

	// The check a program makes before fetching: the name resolves to a
	// public address.
	addrs, err := g.Resolver.LookupNetIP(context.Background(), "ip4", "rebind.test")
	if err != nil || len(addrs) != 1 || addrs[0] != dns.first || Blocked(addrs[0]) || !IsPublic(addrs[0]) {
		t.Fatalf("the first lookup: %v %v", addrs, err)
	}
	// The fetch: the dialer resolves again and gets 127.0.0.1.
	resp, err := g.Client().Get("http://rebind.test" + port + "/")
	if err == nil {
		resp.Body.Close()
	}
	if !errors.Is(err, ErrBlocked) || !strings.Contains(err.Error(), "127.0.0.1 is a loopback address") {
		t.Fatalf("GET after rebinding: %v", err)
	}
	if q := dns.queries.Load(); q < 2 {
		t.Fatalf("%d A queries: the dialer did not resolve the name again", q)
	}
	if n.Load() != 0 {
		t.Fatalf("the server on 127.0.0.1 served %d requests", n.Load())
	}
	// The same resolver, with the guard's dialer alone.
	c, err := g.Dialer().DialContext(context.Background(), "tcp", "rebind.test"+port)
	if err == nil {
		c.Close()
	}
	if !errors.Is(err, ErrBlocked) {
		t.Fatalf("Dial after rebinding: %v", err)
	}
}

// ResolverAnswering returns a resolver whose name server (in the test
// process, as rebindingDNS) answers first to the first A query and next to
// every later one, whatever the name: for examples that show what the
// guard does with a name that resolves to an internal address. (Declared
// in a test file: not part of the package.)
func ResolverAnswering(first, next netip.Addr) *net.Resolver {
	return (&rebindingDNS{first: first, next: next}).resolver()
}
