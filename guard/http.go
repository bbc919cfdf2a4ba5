package guard

// A guarded dialer, HTTP transport and HTTP client, with limits on how
// long they wait and how many redirects they follow, and a cap on the
// bytes of a response body: a server named by a user's URL may accept a
// connection and never answer, answer one byte a minute, or send a body
// that never ends, and a fetcher that waits for it without bound is held
// for as long as that server likes.

import (
	"errors"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"
)

// Limits bound what a Guard's dialer, transport and client wait for and
// follow. A zero field takes its default (DefaultLimits); a negative
// duration turns that limit off, and a negative Redirects follows no
// redirect at all.
type Limits struct {
	// Dial bounds connecting, name resolution included, for each
	// connection (net.Dialer.Timeout). Default 10 s.
	Dial time.Duration
	// TLSHandshake bounds the TLS handshake of an https connection
	// (http.Transport.TLSHandshakeTimeout). Default 10 s.
	TLSHandshake time.Duration
	// ResponseHeader bounds the wait for the response's header once the
	// request is written (http.Transport.ResponseHeaderTimeout). Default
	// 10 s.
	ResponseHeader time.Duration
	// Total bounds the whole exchange of the Client: connections,
	// redirects and reading the body (http.Client.Timeout). Default 30 s.
	Total time.Duration
	// Redirects is how many redirects the Client follows. Default 10, as
	// http.Client's.
	Redirects int
}

// DefaultLimits are the limits a zero Limits field takes.
var DefaultLimits = Limits{
	Dial:           10 * time.Second,
	TLSHandshake:   10 * time.Second,
	ResponseHeader: 10 * time.Second,
	Total:          30 * time.Second,
	Redirects:      10,
}

// limits returns g.Limits with the defaults filled in, durations turned
// off as 0 (the zero value the standard library reads as "no limit") and
// redirects as a count.
func (g Guard) limits() Limits {
	l, d := g.Limits, DefaultLimits
	dur := func(v, def time.Duration) time.Duration {
		switch {
		case v == 0:
			return def
		case v < 0:
			return 0
		}
		return v
	}
	l.Dial = dur(l.Dial, d.Dial)
	l.TLSHandshake = dur(l.TLSHandshake, d.TLSHandshake)
	l.ResponseHeader = dur(l.ResponseHeader, d.ResponseHeader)
	l.Total = dur(l.Total, d.Total)
	switch {
	case l.Redirects == 0:
		l.Redirects = d.Redirects
	case l.Redirects < 0:
		l.Redirects = 0
	}
	return l
}

// Dialer returns a net.Dialer whose Control is g.Control, with g.Resolver,
// the dial limit (Limits.Dial) and http.DefaultTransport's 30 s
// keep-alive.
func (g Guard) Dialer() *net.Dialer {
	return &net.Dialer{Timeout: g.limits().Dial, KeepAlive: 30 * time.Second, Control: g.Control, Resolver: g.Resolver}
}

// Transport returns an http.Transport that dials through g.Dialer(), for
// HTTP and HTTPS alike, with the TLS handshake and response header limits
// (Limits) and http.DefaultTransport's other documented settings (HTTP/2
// attempted, 100 idle connections kept 90 s, 1 s to wait for "100
// Continue"). It uses no proxy: through a proxy the guard would check the
// proxy's address, and the proxy would connect anywhere. It is made anew,
// never copied from http.DefaultTransport, which a program may have
// replaced with another type or configured otherwise.
func (g Guard) Transport() *http.Transport {
	l := g.limits()
	return &http.Transport{
		DialContext:           g.Dialer().DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          100,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   l.TLSHandshake,
		ResponseHeaderTimeout: l.ResponseHeader,
		ExpectContinueTimeout: 1 * time.Second,
	}
}

// Client returns an http.Client that fetches through g.Transport(), within
// the Total limit, following at most Limits.Redirects redirects. Every
// redirect hop is a new request whose connection is dialed through the
// guard (or reuses one the guard let through to the same host and port),
// so a redirect to an internal address fails with an error wrapping
// ErrBlocked, as the first request would. The body is not capped: read it
// through LimitBody.
func (g Guard) Client() *http.Client {
	l := g.limits()
	return &http.Client{
		Transport: g.Transport(),
		Timeout:   l.Total,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			// via holds the requests made: the first and the redirects
			// followed so far.
			if len(via) > l.Redirects {
				return errors.New("guard: stopped after " + strconv.Itoa(l.Redirects) + " redirects (Limits.Redirects)")
			}
			return nil
		},
	}
}

// DefaultMaxBody is a cap on a response body for LimitBody: 10 MiB.
const DefaultMaxBody = 10 << 20

// ErrBodyTooLarge is the error a body read through LimitBody returns once
// it has given max bytes and more follow.
var ErrBodyTooLarge = errors.New("guard: the response body is longer than the cap")

// LimitBody returns body capped at max bytes (DefaultMaxBody when max is
// not positive): reading gives the first max bytes, then ErrBodyTooLarge
// if the body goes on, where io.EOF would say it ended. Closing closes
// body. Use it on a response's body before reading it whole:
//
//	resp.Body = guard.LimitBody(resp.Body, 1<<20)
//	b, err := io.ReadAll(resp.Body) // errors.Is(err, guard.ErrBodyTooLarge) past 1 MiB
func LimitBody(body io.ReadCloser, max int64) io.ReadCloser {
	if max <= 0 {
		max = DefaultMaxBody
	}
	return &limitedBody{body: body, left: max}
}

// limitedBody is LimitBody's reader: left is how many bytes it still
// gives.
type limitedBody struct {
	body io.ReadCloser
	left int64
	err  error
}

func (b *limitedBody) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	if b.left <= 0 {
		// One more byte tells a body that ends here from one that goes on.
		var one [1]byte
		n, err := io.ReadFull(b.body, one[:])
		if n > 0 {
			b.err = ErrBodyTooLarge
		} else if err == io.ErrUnexpectedEOF || err == io.EOF {
			b.err = io.EOF
		} else {
			b.err = err
		}
		return 0, b.err
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.body.Read(p)
	b.left -= int64(n)
	if err != nil {
		b.err = err
	}
	return n, err
}

func (b *limitedBody) Close() error { return b.body.Close() }
