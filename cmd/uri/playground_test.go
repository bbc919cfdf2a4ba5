package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// runServing runs a command that serves until stopped (an example marked
// serves) with its stop already given, so that it prints its address and
// returns. Its listener is on a free loopback port but reports the address
// the command asked for, so that the example's output is the one a person
// sees; the address asked for must be on loopback.
func runServing(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errb, commands: commandTable, serving: ctx,
		listen: func(network, address string) (net.Listener, error) {
			host, _, err := net.SplitHostPort(address)
			if err != nil || host != "127.0.0.1" {
				t.Errorf("uri %s listens on %q, not on loopback", strings.Join(args, " "), address)
			}
			l, err := net.Listen(network, "127.0.0.1:0")
			if err != nil {
				return nil, err
			}
			asked, err := net.ResolveTCPAddr(network, address)
			if err != nil {
				l.Close()
				return nil, err
			}
			return askedListener{l, asked}, nil
		}}
	status := e.main(args)
	return result{out.String(), errb.String(), status}
}

// askedListener is a listener that reports the address asked for.
type askedListener struct {
	net.Listener
	asked net.Addr
}

func (l askedListener) Addr() net.Addr { return l.asked }

// The playground listens where --addr says (":0" is a free loopback port),
// prints its address alone on the first line of standard output, serves
// the page and its endpoint there, and stops when told.
func TestPlayground(t *testing.T) {
	pr, pw := io.Pipe()
	var errb bytes.Buffer
	ctx, cancel := context.WithCancel(context.Background())
	e := &env{stdin: strings.NewReader(""), stdout: pw, stderr: &errb, commands: commandTable, serving: ctx}
	status := make(chan int, 1)
	go func() {
		status <- e.main([]string{"playground", "--addr", ":0"})
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatalf("no address printed: %v (stderr %q)", err, errb.String())
	}
	addr := strings.TrimSpace(line)
	if !strings.HasPrefix(addr, "http://127.0.0.1:") || !strings.HasSuffix(addr, "/") || strings.HasSuffix(addr, ":0/") {
		t.Fatalf("printed %q, want http://127.0.0.1:PORT/ with the port picked", addr)
	}
	resp, err := http.Get(addr)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(page), `<script src="playground.js"`) {
		t.Errorf("GET /: %d %.200s", resp.StatusCode, page)
	}
	resp, err = http.Post(addr+"api/view", "application/json", strings.NewReader(`{"input":"http://a/b?c#d"}`))
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		OK      bool   `json:"ok"`
		Verdict string `json:"verdict"`
	}
	err = json.NewDecoder(resp.Body).Decode(&v)
	resp.Body.Close()
	if err != nil || !v.OK || v.Verdict != "a URI (RFC 3986 §3)" {
		t.Errorf("POST /api/view: %v %+v", err, v)
	}
	cancel()
	select {
	case s := <-status:
		if s != exitOK {
			t.Errorf("status %d after the stop, stderr %q", s, errb.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the playground did not stop")
	}
	if _, err := http.Get(addr); err == nil {
		t.Error("the server still answers after the stop")
	}
}

// --addr takes HOST:PORT; the default is loopback port 8080; stray
// arguments and an address in use are errors.
func TestPlaygroundAddr(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"127.0.0.1:8080", "127.0.0.1:8080"},
		{":0", "127.0.0.1:0"},
		{":9000", "127.0.0.1:9000"},
		{"[::1]:8080", "[::1]:8080"},
		{"0.0.0.0:80", "0.0.0.0:80"},
		{"localhost:65535", "localhost:65535"},
	} {
		if got, err := listenAddr(c.in); err != nil || got != c.want {
			t.Errorf("listenAddr(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"8080", "127.0.0.1", "127.0.0.1:65536", "127.0.0.1:-1", "127.0.0.1:http", "[::1:80"} {
		if got, err := listenAddr(bad); err == nil {
			t.Errorf("listenAddr(%q) = %q, want an error", bad, got)
		}
	}
	if defaultPlaygroundAddr != "127.0.0.1:8080" {
		t.Errorf("default address %q", defaultPlaygroundAddr)
	}
	fs := newFlagSet(nil)
	setupPlayground(fs)
	if f := fs.lookup("addr"); f == nil || f.value != "HOST:PORT" {
		t.Errorf("--addr flag: %+v", f)
	}
	if r := runUri(t, "", "playground", "http://a/"); r.status != exitUsage || !strings.Contains(r.stderr, "takes no inputs") {
		t.Errorf("uri playground http://a/: %+v", r)
	}
	// An address in use is a failure of the command, said on stderr.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if r := runUri(t, "", "playground", "--addr", l.Addr().String()); r.status != exitUsage || !strings.Contains(r.stderr, "address already in use") || r.stdout != "" {
		t.Errorf("uri playground on a port in use: %+v", r)
	}
}

// A listener beyond loopback (0.0.0.0, every interface; a public address)
// gets a warning on standard error; loopback (127.0.0.1, ::1) none
// (issue #36 point 6, issue #39). The listener is on loopback and reports
// the address asked for: nothing listens beyond this machine.
func TestPlaygroundWarnsOffLoopback(t *testing.T) {
	for _, c := range []struct {
		addr string
		warn bool
	}{
		{"0.0.0.0:8080", true}, {"[::]:8080", true}, {"192.0.2.1:8080", true},
		{"127.0.0.1:8080", false}, {"[::1]:8080", false}, {"127.1.2.3:8080", false}, {":8080", false},
	} {
		var out, errb bytes.Buffer
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		e := &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb, commands: commandTable, serving: ctx,
			listen: func(network, address string) (net.Listener, error) {
				l, err := net.Listen(network, "127.0.0.1:0")
				if err != nil {
					return nil, err
				}
				asked, err := net.ResolveTCPAddr(network, address)
				if err != nil {
					l.Close()
					return nil, err
				}
				return askedListener{l, asked}, nil
			}}
		status := e.main([]string{"playground", "--addr", c.addr})
		warned := strings.Contains(errb.String(), "warning: ") && strings.Contains(errb.String(), "is not a loopback address")
		if status != exitOK || warned != c.warn {
			t.Errorf("--addr %s: status %d, warned %v, want %v: %q", c.addr, status, warned, c.warn, errb.String())
		}
	}
}
