package guard

// A guarded dialer, HTTP transport and HTTP client.

import (
	"errors"
	"net"
	"net/http"
	"strconv"
	"time"
)

// Dialer returns a net.Dialer whose Control is g.Control, with g.Resolver
// and the timeouts of http.DefaultTransport's dialer (30 s to connect, 30 s
// keep-alive).
func (g Guard) Dialer() *net.Dialer {
	return &net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second, Control: g.Control, Resolver: g.Resolver}
}

// Transport returns an http.Transport with http.DefaultTransport's
// settings that dials through g.Dialer(), for HTTP and HTTPS alike, and
// uses no proxy: through a proxy the guard would check the proxy's
// address, and the proxy would connect anywhere.
func (g Guard) Transport() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.Proxy = nil
	t.DialContext = g.Dialer().DialContext
	t.DialTLSContext = nil
	return t
}

// maxRedirects is how many redirects Client follows, as http.Client does
// by default.
const maxRedirects = 10

// Client returns an http.Client that fetches through g.Transport(). Every
// redirect hop is a new request whose connection is dialed through the
// guard (or reuses one the guard let through to the same host and port),
// so a redirect to an internal address fails with an error wrapping
// ErrBlocked, as the first request would; the client follows at most 10
// redirects.
func (g Guard) Client() *http.Client {
	return &http.Client{
		Transport: g.Transport(),
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= maxRedirects {
				return errors.New("guard: stopped after " + strconv.Itoa(maxRedirects) + " redirects")
			}
			return nil
		},
	}
}
