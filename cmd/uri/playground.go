package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/urikit/urikit/cmd/uri/internal/playground"
)

// uri playground: a local server for the page of package playground
// (internal/playground), which shows a URI to a person (every grammar and
// parser side by side, the findings, the repair, ...). The command only
// listens and serves; the page and its endpoint are package playground's.

// defaultPlaygroundAddr is where the playground listens unless told:
// loopback only, so that nobody else on the network reaches it.
const defaultPlaygroundAddr = "127.0.0.1:8080"

// playgroundCommand is uri playground: its flag, declared by
// setupPlayground, and run, its work.
type playgroundCommand struct {
	addr *string
}

func setupPlayground(fs *flagSet) action {
	c := &playgroundCommand{
		addr: fs.String("addr", "HOST:PORT", defaultPlaygroundAddr,
			"listen on HOST:PORT (default "+defaultPlaygroundAddr+"); port 0 picks a free one, and a missing host is 127.0.0.1"),
	}
	return c.run
}

// run serves the playground on --addr until it is stopped (an interrupt, or
// e.serving done).
func (c *playgroundCommand) run(e *env, args []string) int {
	if len(args) > 0 {
		return e.usageError(e.cmd, "takes no inputs: type them into the page")
	}
	where, err := listenAddr(*c.addr)
	if err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	listen := e.listen
	if listen == nil {
		listen = net.Listen
	}
	l, err := listen("tcp", where)
	if err != nil {
		return e.fatal(err)
	}
	ctx := e.serving
	if ctx == nil {
		var stop context.CancelFunc
		ctx, stop = signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
	}
	return e.servePlayground(ctx, l, hostNames(where))
}

// hostNames is the name the server answers to besides addresses and
// localhost: the host of --addr when it is a name.
func hostNames(where string) []string {
	host, _, _ := net.SplitHostPort(where)
	if _, err := netip.ParseAddr(host); err == nil || host == "" {
		return nil
	}
	return []string{host}
}

// The server's timeouts: a client that sends its header or its body slowly,
// reads the answer slowly or keeps an idle connection is cut off, so that
// slow clients cannot hold the server.
var playgroundTimeouts = struct {
	header, read, write, idle time.Duration
}{header: 5 * time.Second, read: 10 * time.Second, write: 30 * time.Second, idle: 60 * time.Second}

// newPlaygroundServer is the playground's http.Server: timeouts for every
// stage of a request, a bound on the header (the body's is the handler's),
// and the handler of package playground for the names in hosts.
func newPlaygroundServer(hosts []string) *http.Server {
	t := playgroundTimeouts
	return &http.Server{Handler: playground.Handler(hosts...), ReadHeaderTimeout: t.header, ReadTimeout: t.read,
		WriteTimeout: t.write, IdleTimeout: t.idle, MaxHeaderBytes: 16 << 10}
}

// listenAddr checks the --addr value and gives the address to listen on:
// an empty host is loopback (Go's net.Listen would take every interface),
// the port a number from 0 to 65535.
func listenAddr(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("--addr %q is not HOST:PORT (127.0.0.1:8080, [::1]:8080, :0)", addr)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return "", fmt.Errorf("--addr %q: the port is a number from 0 to 65535 (0 picks a free one)", addr)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}

// onLoopback reports whether a listener's address is on loopback only
// (127.0.0.0/8, ::1); 0.0.0.0 and :: are every interface.
func onLoopback(a net.Addr) bool {
	t, ok := a.(*net.TCPAddr)
	return ok && t.IP.IsLoopback()
}

// servePlayground prints the page's address on standard output and serves
// until ctx is done (Ctrl-C), then stops.
func (e *env) servePlayground(ctx context.Context, l net.Listener, hosts []string) int {
	srv := newPlaygroundServer(hosts)
	if _, err := fmt.Fprintf(e.stdout, "http://%s/\n", l.Addr()); err != nil {
		l.Close()
		return e.writeFailed(err)
	}
	if !onLoopback(l.Addr()) {
		fmt.Fprintf(e.stderr, "uri playground: warning: %s is not a loopback address: other machines that can reach this one can use the page (it fetches nothing, answers only requests that name this server and come from its own page, and bounds slow clients, long inputs and answers, but it is no public service); --addr 127.0.0.1:PORT keeps it to this machine\n", l.Addr())
	}
	fmt.Fprintf(e.stderr, "uri playground: open the address above in a browser; Ctrl-C stops the server\n")
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	select {
	case err := <-done:
		return e.fatal(err)
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return e.fatal(err)
	}
	return exitOK
}

var playgroundHelp = commandHelp{
	about: `uri playground serves one page, at the address it prints, that shows a URI
to a person, updated as you type: its components coloured (point at or tab
to one for its name and byte offsets), an error underlined where it is with
the message and the repair suggested; how RFC 3986, the 2003 and 1997
drafts, RFC 1738, RFC 3987, the URL Standard (browsers) and Go's net/url
each read it, with the values on which their destinations differ marked;
the URL Standard's record and validation errors; the findings of uri
inspect; the normal forms, the query parameters, the URN or scheme-specific
fields, and the resolution against a base you give. The page's address
carries the URI in its fragment, so a link to it reproduces the view.

The server listens on loopback (127.0.0.1:8080) unless --addr says
otherwise; port 0 picks a free port, and an address without a host
(":9000") is on loopback too: write 0.0.0.0:8080 to be reached from other
machines, and a warning on standard error says so. The page is in the
binary and loads nothing from elsewhere, so it works offline; the server
reads the URIs as data only (it fetches nothing) and refuses an input over
64 KiB. It answers only requests whose Host is an IP address, localhost or
the host of --addr (a page that made another name resolve to this machine,
DNS rebinding, gets nothing), and views asked for by its own page (JSON,
from its own origin: another site's form or text/plain post is refused).
It cuts off a client that sends its header in more than 5 s or its request
in more than 10 s, reads the answer for more than 30 s or stays idle 60 s;
builds a few views of long inputs (over 4 KiB) at once, the others waiting
their turn (up to 10 s, then "busy"); and keeps an answer under 2 MiB,
cutting long values and tables. Ctrl-C stops it.

The address goes to standard output, alone on its line (uri playground
--addr :0 | head -1 gives it to a script).`,
	examples: []example{
		{
			args:   `playground`,
			output: "http://127.0.0.1:8080/\n",
			stderr: "uri playground: open the address above in a browser; Ctrl-C stops the server\n",
			serves: true,
		},
		{
			args:   `playground --addr :9000`,
			output: "http://127.0.0.1:9000/\n",
			stderr: "uri playground: open the address above in a browser; Ctrl-C stops the server\n",
			serves: true,
		},
		{
			args:   `playground --addr 127.0.0.1:99999`,
			stderr: "uri playground: --addr \"127.0.0.1:99999\": the port is a number from 0 to 65535 (0 picks a free one)\nusage: uri playground [--addr HOST:PORT]\nRun 'uri help playground' for details.\n",
			status: 2,
		},
	},
}
