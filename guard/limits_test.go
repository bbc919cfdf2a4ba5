package guard

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"
)

// loopbackOK is a Guard that lets the tests' loopback servers through, so
// that what stops a request below is a limit, not the guard.
func loopbackOK(l Limits) Guard {
	return Guard{AnyPort: true, Allow: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}, Limits: l}
}

// silentListener accepts connections on 127.0.0.1 and never writes to them
// (nor closes them before the test ends): a server that never answers.
func silentListener(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
			go io.Copy(io.Discard, c) // read the request, answer nothing
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
	return ln.Addr().String()
}

// within runs get and reports its error, failing the test unless it came
// back after at least min and before max.
func within(t *testing.T, what string, min, max time.Duration, get func() error) error {
	t.Helper()
	start := time.Now()
	err := get()
	took := time.Since(start)
	if took < min || took > max {
		t.Errorf("%s: came back after %v, want between %v and %v (%v)", what, took, min, max, err)
	}
	if err == nil {
		t.Errorf("%s: no error", what)
	}
	return err
}

func isTimeout(err error) bool {
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout() || errors.Is(err, context.DeadlineExceeded)
}

// TestLimitsDefaults: a zero field takes DefaultLimits' value, a negative
// duration is no limit, a negative Redirects none followed; the dialer,
// transport and client carry them.
func TestLimitsDefaults(t *testing.T) {
	want := Limits{Dial: 10 * time.Second, TLSHandshake: 10 * time.Second, ResponseHeader: 10 * time.Second, Total: 30 * time.Second, Redirects: 10}
	if DefaultLimits != want {
		t.Errorf("DefaultLimits = %+v, want %+v", DefaultLimits, want)
	}
	for _, tc := range []struct{ in, want Limits }{
		{Limits{}, want},
		{Limits{Dial: time.Second, TLSHandshake: 2 * time.Second, ResponseHeader: 3 * time.Second, Total: 4 * time.Second, Redirects: 5},
			Limits{Dial: time.Second, TLSHandshake: 2 * time.Second, ResponseHeader: 3 * time.Second, Total: 4 * time.Second, Redirects: 5}},
		{Limits{Dial: -1, TLSHandshake: -1, ResponseHeader: -1, Total: -1, Redirects: -1}, Limits{}},
	} {
		g := Guard{Limits: tc.in}
		if got := g.limits(); got != tc.want {
			t.Errorf("%+v: limits %+v, want %+v", tc.in, got, tc.want)
		}
		d, tr, c := g.Dialer(), g.Transport(), g.Client()
		// http.DefaultTransport's documented settings besides the limits.
		if !tr.ForceAttemptHTTP2 || tr.MaxIdleConns != 100 || tr.IdleConnTimeout != 90*time.Second || tr.ExpectContinueTimeout != time.Second || d.KeepAlive != 30*time.Second {
			t.Errorf("%+v: transport %+v", tc.in, tr)
		}
		if d.Timeout != tc.want.Dial || tr.TLSHandshakeTimeout != tc.want.TLSHandshake ||
			tr.ResponseHeaderTimeout != tc.want.ResponseHeader || c.Timeout != tc.want.Total {
			t.Errorf("%+v: dialer %v, TLS %v, header %v, client %v", tc.in, d.Timeout, tr.TLSHandshakeTimeout, tr.ResponseHeaderTimeout, c.Timeout)
		}
	}
}

// TestTransportReplacedDefault: a program that replaced
// http.DefaultTransport with a RoundTripper of its own still gets a guarded
// transport, with no proxy (the replaced transport's proxy is not taken).
func TestTransportReplacedDefault(t *testing.T) {
	saved := http.DefaultTransport
	t.Cleanup(func() { http.DefaultTransport = saved })
	for _, rt := range []http.RoundTripper{
		roundTripperFunc(func(*http.Request) (*http.Response, error) { return nil, errors.New("not this one") }),
		&http.Transport{Proxy: http.ProxyURL(nil), DialTLSContext: func(context.Context, string, string) (net.Conn, error) { return nil, errors.New("not this one") }},
		nil,
	} {
		http.DefaultTransport = rt
		tr := Guard{}.Transport()
		//lint:ignore SA1019 the deprecated dial fields must be unset too, or they would dial unguarded
		if tr.Proxy != nil || tr.DialContext == nil || tr.DialTLSContext != nil || tr.DialTLS != nil || tr.Dial != nil {
			t.Errorf("with %T as http.DefaultTransport: %+v", rt, tr)
		}
		srv, n := countingServer(t, "127.0.0.1:0", nil)
		resp, err := Guard{AnyPort: true}.Client().Get(srv.URL)
		if err == nil {
			resp.Body.Close()
		}
		if !errors.Is(err, ErrBlocked) || n.Load() != 0 {
			t.Errorf("with %T as http.DefaultTransport: %v, %d served", rt, err, n.Load())
		}
	}
}

type roundTripperFunc func(*http.Request) (*http.Response, error)

func (f roundTripperFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestLimitSilentServer: a server that accepts and never answers holds a
// request for the response header limit, no longer: the default (10 s)
// and one set lower. The two run in parallel with the other tests.
func TestLimitSilentServer(t *testing.T) {
	addr := silentListener(t)
	t.Run("set", func(t *testing.T) {
		t.Parallel()
		c := loopbackOK(Limits{ResponseHeader: 300 * time.Millisecond}).Client()
		err := within(t, "silent server, header limit 300ms", 250*time.Millisecond, 5*time.Second, func() error {
			resp, err := c.Get("http://" + addr + "/")
			if err == nil {
				resp.Body.Close()
			}
			return err
		})
		if !isTimeout(err) || !strings.Contains(err.Error(), "awaiting response headers") {
			t.Errorf("silent server: %v", err)
		}
	})
	t.Run("default", func(t *testing.T) {
		if testing.Short() {
			t.Skip("-short: the 10 s wait for the default limit is not run (TestLimitsDefaults holds its value)")
		}
		t.Parallel()
		c := loopbackOK(Limits{}).Client()
		err := within(t, "silent server, default limits", 9*time.Second, 25*time.Second, func() error {
			resp, err := c.Get("http://" + addr + "/")
			if err == nil {
				resp.Body.Close()
			}
			return err
		})
		if !isTimeout(err) || !strings.Contains(err.Error(), "awaiting response headers") {
			t.Errorf("silent server: %v", err)
		}
	})
}

// TestLimitTLSHandshake: an https URL on a server that accepts and never
// speaks TLS fails after the handshake limit.
func TestLimitTLSHandshake(t *testing.T) {
	addr := silentListener(t)
	c := loopbackOK(Limits{TLSHandshake: 300 * time.Millisecond}).Client()
	err := within(t, "silent TLS server", 250*time.Millisecond, 5*time.Second, func() error {
		resp, err := c.Get("https://" + addr + "/")
		if err == nil {
			resp.Body.Close()
		}
		return err
	})
	if !isTimeout(err) || !strings.Contains(err.Error(), "TLS handshake timeout") {
		t.Errorf("silent TLS server: %v", err)
	}
}

// TestLimitDial: a name whose resolver never answers fails after the dial
// limit (which bounds resolving as well as connecting).
func TestLimitDial(t *testing.T) {
	hang := &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, network, address string) (net.Conn, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	}}
	g := loopbackOK(Limits{Dial: 300 * time.Millisecond})
	g.Resolver = hang
	c := g.Client()
	err := within(t, "a resolver that never answers", 250*time.Millisecond, 5*time.Second, func() error {
		resp, err := c.Get("http://never.example/")
		if err == nil {
			resp.Body.Close()
		}
		return err
	})
	if !isTimeout(err) {
		t.Errorf("hanging resolver: %v", err)
	}
}

// TestLimitSlowBody: a server that sends its header, then one byte every
// 20 ms without end, is cut off by the Total limit while the body is read.
func TestLimitSlowBody(t *testing.T) {
	srv, _ := countingServer(t, "127.0.0.1:0", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		for {
			if _, err := w.Write([]byte("x")); err != nil {
				return
			}
			w.(http.Flusher).Flush()
			select {
			case <-r.Context().Done():
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	})
	c := loopbackOK(Limits{Total: 500 * time.Millisecond}).Client()
	var n int
	err := within(t, "slow body", 400*time.Millisecond, 5*time.Second, func() error {
		resp, err := c.Get(srv.URL + "/")
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		n = len(b)
		return err
	})
	if !isTimeout(err) || n == 0 {
		t.Errorf("slow body: %v after %d bytes", err, n)
	}
}

// endless serves a body that never ends, as fast as it is read.
func endless(w http.ResponseWriter, r *http.Request) {
	chunk := []byte(strings.Repeat("x", 32<<10))
	for {
		if _, err := w.Write(chunk); err != nil {
			return
		}
	}
}

// TestLimitBody: LimitBody gives the first max bytes of an endless body
// and then ErrBodyTooLarge; the default cap is 10 MiB; a body of exactly
// max bytes reads whole, one byte more is too large.
func TestLimitBody(t *testing.T) {
	srv, _ := countingServer(t, "127.0.0.1:0", endless)
	c := loopbackOK(Limits{}).Client()
	for _, tc := range []struct {
		max, want int64
	}{{1 << 20, 1 << 20}, {0, DefaultMaxBody}, {-5, DefaultMaxBody}, {1, 1}} {
		resp, err := c.Get(srv.URL + "/")
		if err != nil {
			t.Fatal(err)
		}
		body := LimitBody(resp.Body, tc.max)
		b, err := io.ReadAll(body)
		if !errors.Is(err, ErrBodyTooLarge) || int64(len(b)) != tc.want {
			t.Errorf("cap %d: read %d bytes, %v", tc.max, len(b), err)
		}
		if _, err := body.Read(make([]byte, 10)); !errors.Is(err, ErrBodyTooLarge) {
			t.Errorf("cap %d: read again: %v", tc.max, err)
		}
		if err := body.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	}
	for _, tc := range []struct {
		body string
		max  int64
		err  error
	}{{"abc", 3, nil}, {"abcd", 3, ErrBodyTooLarge}, {"", 3, nil}, {"ab", 3, nil}} {
		b, err := io.ReadAll(LimitBody(io.NopCloser(strings.NewReader(tc.body)), tc.max))
		if err != tc.err || string(b) != tc.body[:min(len(tc.body), int(tc.max))] {
			t.Errorf("%q capped at %d: %q, %v", tc.body, tc.max, b, err)
		}
	}
	broken := errors.New("connection reset")
	b, err := io.ReadAll(LimitBody(io.NopCloser(io.MultiReader(strings.NewReader("abc"), errReader{broken})), 3))
	if string(b) != "abc" || err != broken {
		t.Errorf("a body that fails after the cap: %q, %v", b, err)
	}
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// TestLimitRedirects: the client follows Limits.Redirects redirects and
// stops at the next; negative follows none.
func TestLimitRedirects(t *testing.T) {
	for _, tc := range []struct {
		redirects int
		served    int32
		msg       string
	}{
		{2, 3, "guard: stopped after 2 redirects"},
		{-1, 1, "guard: stopped after 0 redirects"},
		{0, 11, "guard: stopped after 10 redirects"},
	} {
		var loop *httptest.Server
		loop, n := countingServer(t, "127.0.0.1:0", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, loop.URL+"/again", http.StatusFound)
		})
		resp, err := loopbackOK(Limits{Redirects: tc.redirects}).Client().Get(loop.URL + "/")
		if err == nil {
			resp.Body.Close()
		}
		if err == nil || !strings.Contains(err.Error(), tc.msg) || n.Load() != tc.served {
			t.Errorf("Redirects %d: %v, %d requests served, want %d", tc.redirects, err, n.Load(), tc.served)
		}
	}
}
