// Command playgroundload is the bounded load test of `uri playground`
// (issue #36 point 6), on loopback only: it starts the given uri binary's
// playground on 127.0.0.1 (a free port), then
//
//  1. opens 300 connections that send a view request's header and then its
//     body one byte a second (slow bodies), and while they hang times
//     fresh requests from a new client;
//  2. sends 200 views of 64 KiB inputs at once (hostile shapes: runs of
//     "\", " a", "a=b&", "./", "%41"), and times each;
//
// and prints the latencies (median, 90th percentile, maximum), the answers'
// statuses and sizes, and the server's peak resident memory (VmHWM of
// /proc/PID/status). Every loop is bounded in count and time, and the
// server is stopped at the end.
//
//	go build -o /tmp/me/uri ./cmd/uri && go run ./tools/playgroundload /tmp/me/uri
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: playgroundload URI-BINARY")
		os.Exit(2)
	}
	cmd := exec.Command(os.Args[1], "playground", "--addr", "127.0.0.1:0")
	cmd.Stderr = io.Discard
	out, err := cmd.StdoutPipe()
	check(err)
	check(cmd.Start())
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	check(err)
	base := strings.TrimSpace(line)
	host := strings.TrimSuffix(strings.TrimPrefix(base, "http://"), "/")
	fmt.Printf("server %s (pid %d)\n", base, cmd.Process.Pid)

	// 1. Slow bodies.
	var conns []net.Conn
	for range 300 {
		c, err := net.DialTimeout("tcp", host, 2*time.Second)
		if err != nil {
			fmt.Println("dial:", err)
			break
		}
		fmt.Fprintf(c, "POST /api/view HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 70000\r\n\r\n{", host)
		conns = append(conns, c)
	}
	stop := make(chan struct{})
	var trickle sync.WaitGroup
	trickle.Add(1)
	go func() { // one byte a second on each, for at most 20 s
		defer trickle.Done()
		for i := 0; i < 20; i++ {
			select {
			case <-stop:
				return
			case <-time.After(time.Second):
			}
			for _, c := range conns {
				c.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
				c.Write([]byte(" "))
			}
		}
	}()
	flood := time.Now()
	client := &http.Client{Timeout: 30 * time.Second}
	var during []time.Duration
	for i := 0; i < 10; i++ {
		d, status, _ := view(client, base, "http://example.com/a?b=c#d")
		during = append(during, d)
		if status != 200 {
			fmt.Println("fresh request during the slow bodies:", status)
		}
		time.Sleep(500 * time.Millisecond)
	}
	time.Sleep(time.Until(flood.Add(12 * time.Second)))
	closed := 0
	for _, c := range conns {
		c.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
		if _, err := c.Read(make([]byte, 1)); err == io.EOF || err == nil {
			closed++ // the server answered (408/400) or closed it
		}
	}
	close(stop)
	trickle.Wait()
	for _, c := range conns {
		c.Close()
	}
	fmt.Printf("slow bodies: %d held open; fresh requests meanwhile %s; %d of them cut off by the server 12 s after they began\n",
		len(conns), stats(during), closed)

	// 2. 200 concurrent 64 KiB inputs.
	shapes := []string{"\\", " a", "a=b&", "./", "%41"}
	n := 64<<10 - 32
	var mu sync.Mutex
	var lat []time.Duration
	statuses := map[int]int{}
	maxSize := 0
	var wg sync.WaitGroup
	start := time.Now()
	for i := range 200 {
		in := "http://a/?" + strings.Repeat(shapes[i%len(shapes)], n/len(shapes[i%len(shapes)]))
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := &http.Client{Timeout: 60 * time.Second}
			d, status, size := view(c, base, in)
			mu.Lock()
			lat = append(lat, d)
			statuses[status]++
			maxSize = max(maxSize, size)
			mu.Unlock()
		}()
	}
	wg.Wait()
	fmt.Printf("200 concurrent 64 KiB views in %v: latency %s; statuses %v; largest answer %d bytes\n",
		time.Since(start).Round(time.Millisecond), stats(lat), statuses, maxSize)
	fmt.Printf("server peak memory (VmHWM) %s\n", vmHWM(cmd.Process.Pid))
}

// view posts one view request and returns its latency, status and size.
func view(c *http.Client, base, input string) (time.Duration, int, int) {
	body, _ := json.Marshal(map[string]string{"input": input, "base": "http://b/c"})
	start := time.Now()
	resp, err := c.Post(base+"api/view", "application/json", bytes.NewReader(body))
	if err != nil {
		return time.Since(start), 0, 0
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return time.Since(start), resp.StatusCode, len(b)
}

func stats(ds []time.Duration) string {
	if len(ds) == 0 {
		return "none"
	}
	slices.Sort(ds)
	q := func(p float64) time.Duration {
		return ds[min(len(ds)-1, int(p*float64(len(ds))))].Round(time.Millisecond)
	}
	return "median " + q(0.5).String() + ", p90 " + q(0.9).String() + ", max " + ds[len(ds)-1].Round(time.Millisecond).String()
}

func vmHWM(pid int) string {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return "?"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmHWM:") {
			return strings.TrimSpace(strings.TrimPrefix(l, "VmHWM:"))
		}
	}
	return "?"
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
