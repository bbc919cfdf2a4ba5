package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// startPlayground serves the playground on a free loopback port with the
// server newPlaygroundServer makes, its timeouts shortened for the test,
// and returns its address.
func startPlayground(t *testing.T, read time.Duration) string {
	t.Helper()
	saved := playgroundTimeouts
	playgroundTimeouts.header, playgroundTimeouts.read = read/2, read
	t.Cleanup(func() { playgroundTimeouts = saved })
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newPlaygroundServer(hostNames(l.Addr().String()))
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String()
}

// The server holds (issue #36 point 6): 60 clients that send the start of
// their body and no more are cut off at the read timeout, and a new client is
// served meanwhile; a cross-origin text/plain post and a request for
// another name (DNS rebinding) are refused; 12 views of 64 KiB inputs at
// once are all served, each answer under 2 MiB. (tools/playgroundload runs
// the same with 300 slow clients and 200 views, and measures.)
func TestPlaygroundHolds(t *testing.T) {
	addr := startPlayground(t, time.Second)
	var conns []net.Conn
	for range 60 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		io.WriteString(c, "POST /api/view HTTP/1.1\r\nHost: "+addr+"\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{")
		conns = append(conns, c)
	}
	start := time.Now()
	resp, err := http.Post("http://"+addr+"/api/view", "application/json", strings.NewReader(`{"input":"http://a/"}`))
	if err != nil || resp.StatusCode != 200 || time.Since(start) > 2*time.Second {
		t.Fatalf("a new client among 60 slow ones: %v %v after %v", err, resp, time.Since(start))
	}
	resp.Body.Close()
	for i, c := range conns {
		c.SetDeadline(time.Now().Add(4 * time.Second))
		b, err := io.ReadAll(c) // the server answers the timeout and closes
		if err != nil && !strings.Contains(err.Error(), "reset") || time.Since(start) > 4*time.Second {
			t.Fatalf("slow client %d: not cut off (%v, %.80q) after %v", i, err, b, time.Since(start))
		}
	}
	// Another site's page posting text/plain (no preflight), and a page
	// at a name of its own rebound to this machine.
	resp, err = http.Post("http://"+addr+"/api/view", "text/plain", strings.NewReader(`{"input":"http://a/"}`))
	if err != nil || resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("a text/plain post: %v %v", err, resp)
	} else {
		resp.Body.Close()
	}
	req, _ := http.NewRequest("POST", "http://"+addr+"/api/view", strings.NewReader(`{"input":"http://a/"}`))
	req.Host = "rebound.attacker.example"
	req.Header.Set("Content-Type", "application/json")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != http.StatusMisdirectedRequest {
		t.Errorf("another name: %v %v", err, resp)
	} else {
		resp.Body.Close()
	}
	// Long inputs at once: all served, each answer bounded.
	var wg sync.WaitGroup
	var mu sync.Mutex
	shapes := []string{"\\", " a", "a=b&", "./"}
	for i := range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := "http://a/?" + strings.Repeat(shapes[i%4], (64<<10-32)/len(shapes[i%4]))
			body, _ := json.Marshal(map[string]string{"input": in})
			c := &http.Client{Timeout: 60 * time.Second}
			resp, err := c.Post("http://"+addr+"/api/view", "application/json", bytes.NewReader(body))
			if err != nil {
				mu.Lock()
				t.Errorf("a long input: %v", err)
				mu.Unlock()
				return
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || len(b) > 2<<20 {
				mu.Lock()
				t.Errorf("a long input (%q...): %d, %d bytes", in[:12], resp.StatusCode, len(b))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
}
