package playground

// guard.go: what keeps the server to its own page and within bounds under
// load: requests that name the server (a page that made a name of its own
// resolve to this machine, DNS rebinding, is refused), views requested
// by the page itself (a JSON body, from the server's own origin: another
// site's form or text/plain fetch is refused), at most a few views of long
// inputs built at once, and answers of at most maxAnswer bytes.

import (
	"context"
	"mime"
	"net"
	"net/http"
	"net/netip"
	"runtime"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

const (
	// heavyInput is the length of input or base past which a view is
	// heavy: building it may take tens of megabytes and of milliseconds
	// (a 64 KiB input up to 80 MB and 100 ms).
	heavyInput = 4 << 10
	// maxAnswer bounds the bytes of one answer: 2 MiB.
	maxAnswer = 2 << 20
	// maxCell and maxRows bound a table cell's text and a table's rows
	// when an answer would be longer than maxAnswer.
	maxCell = 1 << 10
	maxRows = 1000
)

// maxHeavy is how many heavy views are built at once: one per core, at
// least two.
var maxHeavy = max(2, runtime.GOMAXPROCS(0))

// heavyWait is how long a heavy view waits for its turn before the server
// answers that it is busy (503). A variable for the tests.
var heavyWait = 10 * time.Second

// A server is the playground's handler state: the names it answers to and
// the turns of heavy views.
type server struct {
	hosts []string      // names the server answers to besides IP literals and localhost
	heavy chan struct{} // one token per heavy view being built
}

// hostAllowed reports whether the request's Host names this server: an IP
// literal (a browser that was given an address, not a name, cannot have
// been rebound), localhost or a name under it (RFC 6761 §6.3), or one of
// s.hosts. A page at a name of an attacker's that resolves to this machine
// sends that name, and is refused.
func (s *server) hostAllowed(host string) bool {
	h, _, err := net.SplitHostPort(host)
	if err != nil {
		h = host
	}
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	if h == "" {
		return false
	}
	if _, err := netip.ParseAddr(h); err == nil {
		return true
	}
	h = strings.TrimSuffix(h, ".")
	if ascii.EqualFold(h, "localhost") || len(h) > 10 && ascii.EqualFold(h[len(h)-10:], ".localhost") {
		return true
	}
	for _, n := range s.hosts {
		if ascii.EqualFold(h, strings.TrimSuffix(n, ".")) {
			return true
		}
	}
	return false
}

// checkHost refuses, with 421 Misdirected Request, a request whose Host
// does not name the server.
func (s *server) checkHost(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.hostAllowed(r.Host) {
			refuse(w, http.StatusMisdirectedRequest, "this server answers requests for its own address only (an IP address or localhost"+
				s.names()+"), not for "+strconv.Quote(short(r.Host))+": a page that made another name resolve to this machine (DNS rebinding) cannot use it")
			return
		}
		h.ServeHTTP(w, r)
	})
}

// names lists s.hosts for a message.
func (s *server) names() string {
	if len(s.hosts) == 0 {
		return ""
	}
	return ", " + strings.Join(s.hosts, ", ")
}

// sameOrigin says why a POST is not the page's own, or "" when it is: its
// body is JSON (a form or a text/plain fetch of another site, which needs
// no CORS preflight, is refused), and its Origin, when the browser sends
// one, is the server's, as is its Sec-Fetch-Site.
func sameOrigin(r *http.Request) string {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return "the body must be JSON sent as application/json by the page itself, not " + strconv.Quote(short(r.Header.Get("Content-Type")))
	}
	if o := r.Header.Get("Origin"); o != "" && o != "http://"+r.Host && o != "https://"+r.Host {
		return "the request comes from another origin, " + strconv.Quote(short(o)) + ": the page's own requests only"
	}
	if f := r.Header.Get("Sec-Fetch-Site"); f != "" && f != "same-origin" && f != "none" {
		return "the request comes from another site (Sec-Fetch-Site: " + short(f) + "): the page's own requests only"
	}
	return ""
}

// turn waits for a heavy view's turn, at most heavyWait; release gives it
// back. ok is false when the wait ran out or the client went away.
func (s *server) turn(ctx context.Context) (release func(), ok bool) {
	t := time.NewTimer(heavyWait)
	defer t.Stop()
	select {
	case s.heavy <- struct{}{}:
		return func() { <-s.heavy }, true
	case <-t.C:
	case <-ctx.Done():
	}
	return nil, false
}

// bound makes v's answer fit maxAnswer when it would not: each table cell
// cut to maxCell bytes and each table to maxRows rows, said in the table's
// note. It reports whether it cut anything.
func bound(v *View) bool {
	cut := false
	for i := range v.Tables {
		t := &v.Tables[i]
		tcut := false
		if len(t.Rows) > maxRows {
			t.Note = strings.TrimSpace(t.Note + " The first " + strconv.Itoa(maxRows) + " of " + strconv.Itoa(len(t.Rows)) + " rows are shown.")
			t.Rows = t.Rows[:maxRows]
			cut = true
		}
		for j := range t.Rows {
			for k := range t.Rows[j].Cells {
				c := &t.Rows[j].Cells[k]
				if len(c.Text) > maxCell {
					n := maxCell
					for n > 0 && !utf8.RuneStart(c.Text[n]) {
						n--
					}
					c.Text = c.Text[:n] + "… (" + strconv.Itoa(len(c.Text)-n) + " bytes more)"
					tcut = true
				}
			}
		}
		if tcut {
			t.Note = strings.TrimSpace(t.Note + " Values over " + strconv.Itoa(maxCell) + " bytes are cut.")
			cut = true
		}
	}
	return cut
}

// refuse answers a request the server will not serve, with a sentence.
func refuse(w http.ResponseWriter, status int, why string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write([]byte(why + "\n"))
}

// short bounds a header quoted in a message.
func short(s string) string {
	if len(s) > 100 {
		return s[:100] + "..."
	}
	return s
}
