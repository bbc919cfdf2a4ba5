package playground

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// serve sends a request to Handler and returns the response and its body.
func serve(t *testing.T, method, path, body string) (*http.Response, string) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, r)
	req.Host = "127.0.0.1:8080"
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, req)
	resp := w.Result()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// The page and its files, with their types and the headers every answer
// carries.
func TestHandlerFiles(t *testing.T) {
	for _, c := range []struct{ path, ctype, contains string }{
		{"/", "text/html; charset=utf-8", `<script src="playground.js" defer></script>`},
		{"/playground.js", "text/javascript; charset=utf-8", "fetch('api/view'"},
		{"/playground.css", "text/css; charset=utf-8", "prefers-color-scheme: dark"},
	} {
		resp, body := serve(t, "GET", c.path, "")
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != c.ctype || !strings.Contains(body, c.contains) {
			t.Errorf("GET %s: %d %q %.80q", c.path, resp.StatusCode, resp.Header.Get("Content-Type"), body)
		}
		for h, want := range map[string]string{"Content-Security-Policy": contentSecurityPolicy,
			"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"} {
			if got := resp.Header.Get(h); got != want {
				t.Errorf("GET %s: %s %q", c.path, h, got)
			}
		}
	}
	for _, c := range []struct {
		method, path string
		status       int
	}{
		{"GET", "/index.html", 404},
		{"GET", "/static/index.html", 404},
		{"GET", "/api/view", 405},
		{"POST", "/", 405},
		{"GET", "/../go.mod", 307}, // to the clean path, /go.mod
		{"GET", "/go.mod", 404},
		{"GET", "/etc/passwd", 404},
	} {
		if resp, _ := serve(t, c.method, c.path, ""); resp.StatusCode != c.status {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, resp.StatusCode, c.status)
		}
	}
	// The policy lets nothing in from elsewhere and runs no inline script.
	for _, d := range []string{"default-src 'none'", "script-src 'self'", "connect-src 'self'", "base-uri 'none'"} {
		if !strings.Contains(contentSecurityPolicy, d) {
			t.Errorf("the policy lacks %s", d)
		}
	}
	if strings.Contains(contentSecurityPolicy, "unsafe") {
		t.Error("the policy allows unsafe script or style")
	}
}

// POST /api/view answers with the View, the server's time in Server-Timing.
func TestHandlerView(t *testing.T) {
	resp, body := serve(t, "POST", "/api/view", `{"input":"http://a/b?c#d","base":"http://x/"}`)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" ||
		resp.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("%d %v", resp.StatusCode, resp.Header)
	}
	if !regexp.MustCompile(`^view;dur=[0-9]+\.[0-9]{3}$`).MatchString(resp.Header.Get("Server-Timing")) {
		t.Errorf("Server-Timing %q", resp.Header.Get("Server-Timing"))
	}
	var v View
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatal(err)
	}
	want := Build("http://a/b?c#d", "http://x/")
	if got, _ := json.Marshal(v); string(got) != string(must(json.Marshal(want))) {
		t.Errorf("the answer is not Build's view:\n%s\n%s", got, must(json.Marshal(want)))
	}
	// HTML characters are sent as they are: the page puts them in text.
	_, body = serve(t, "POST", "/api/view", `{"input":"<b>&"}`)
	if !strings.Contains(body, `"input":"<b>&"`) {
		t.Errorf("%.200s", body)
	}
	// Not a request: 400 with a message.
	for _, bad := range []string{"", "x", `{"input":1}`, `[]`} {
		resp, body := serve(t, "POST", "/api/view", bad)
		if resp.StatusCode != 400 || !strings.Contains(body, "the body must be a JSON object") {
			t.Errorf("%q: %d %s", bad, resp.StatusCode, body)
		}
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// An input over 64 KiB is refused with a message, and so is a body too
// long to hold a request at all.
func TestHandlerLimits(t *testing.T) {
	long := strings.Repeat("a", MaxInput+1)
	resp, body := serve(t, "POST", "/api/view", `{"input":"`+long+`"}`)
	var v View
	json.Unmarshal([]byte(body), &v)
	if resp.StatusCode != 413 || !strings.HasPrefix(v.Refused, "the URI is 65537 bytes long") || v.Input != long {
		t.Errorf("%d %q", resp.StatusCode, v.Refused)
	}
	// Six bytes of JSON per byte of input still fit...
	escaped := strings.Repeat(`\u0001`, MaxInput)
	resp, body = serve(t, "POST", "/api/view", `{"input":"`+escaped+`","base":"`+escaped+`"}`)
	if resp.StatusCode != 200 {
		t.Errorf("two inputs of %d escaped bytes: %d %.100s", MaxInput, resp.StatusCode, body)
	}
	// ...a longer body is not read.
	resp, body = serve(t, "POST", "/api/view", `{"input":"`+strings.Repeat("a", maxBody)+`"}`)
	v = View{}
	json.Unmarshal([]byte(body), &v)
	if resp.StatusCode != 413 || !strings.HasPrefix(v.Refused, "the URI is") || v.Segments == nil || v.Tables == nil {
		t.Errorf("a body over %d bytes: %d %.100s", maxBody, resp.StatusCode, body)
	}
}

// send is serve with the request's Host and headers given.
func send(t *testing.T, h http.Handler, host string, header map[string]string, body string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/view", strings.NewReader(body))
	req.Host = host
	for k, v := range header {
		req.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	resp := w.Result()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// The server answers requests that name it (issue #36 point 6: DNS
// rebinding), and views the page itself asks for: JSON from its own origin.
// A cross-origin text/plain post, which browsers send without asking, is
// refused.
func TestHandlerOwnOrigin(t *testing.T) {
	h := Handler("uri.example")
	const body = `{"input":"http://a/"}`
	json := map[string]string{"Content-Type": "application/json"}
	for _, tc := range []struct {
		host   string
		header map[string]string
		status int
	}{
		{"127.0.0.1:8080", json, 200},
		{"[::1]:8080", json, 200},
		{"192.168.1.20:8080", json, 200}, // an address: no name to rebind
		{"localhost:8080", json, 200},
		{"LOCALHOST.:8080", json, 200},
		{"a.localhost:8080", json, 200},
		{"uri.example:8080", json, 200},
		{"URI.example", json, 200},
		{"rebind.attacker.example:8080", json, 421},
		{"localhost.attacker.example:8080", json, 421},
		{"", json, 421},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "text/plain"}, 415},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "text/plain", "Origin": "https://attacker.example"}, 415},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415},
		{"127.0.0.1:8080", map[string]string{}, 415},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "application/json; charset=utf-8", "Origin": "http://127.0.0.1:8080", "Sec-Fetch-Site": "same-origin"}, 200},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "application/json", "Origin": "https://attacker.example"}, 403},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "application/json", "Origin": "null"}, 403},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"}, 403},
		{"127.0.0.1:8080", map[string]string{"Content-Type": "application/json", "Sec-Fetch-Site": "same-site"}, 403},
	} {
		resp, got := send(t, h, tc.host, tc.header, body)
		if resp.StatusCode != tc.status {
			t.Errorf("Host %q %v: %d, want %d: %s", tc.host, tc.header, resp.StatusCode, tc.status, got)
		}
		if tc.status != 200 && (strings.Contains(got, `"segments"`) || resp.Header.Get("Content-Security-Policy") == "") {
			t.Errorf("Host %q %v: a view was built, or the headers are missing: %.100s", tc.host, tc.header, got)
		}
	}
	// The page's own files are refused to another name too.
	req := httptest.NewRequest("GET", "/", nil)
	req.Host = "rebind.attacker.example"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req)
	if w.Code != 421 || !strings.Contains(w.Body.String(), "DNS rebinding") {
		t.Errorf("GET / for another name: %d %s", w.Code, w.Body.String())
	}
}

// An answer is at most maxAnswer bytes: the view of a 64 KiB input whose
// URL Standard validation errors fill 8 MB is cut (values to 1 KiB, tables
// to 1,000 rows, each cut said in the table's note).
func TestHandlerAnswerBound(t *testing.T) {
	for _, in := range []string{"http://a/" + strings.Repeat("\\", MaxInput-20), "http://a/?" + strings.Repeat("a=b&", (MaxInput-20)/4)} {
		full, _ := encode(Build(in, "http://b/c"))
		resp, body := send(t, Handler(), "127.0.0.1:8080", map[string]string{"Content-Type": "application/json"}, `{"input":`+string(must(encode(in)))+`,"base":"http://b/c"}`)
		if resp.StatusCode != 200 || len(body) > maxAnswer || len(full) <= maxAnswer {
			t.Errorf("%.20q: %d, %d bytes (%d before the bound)", in, resp.StatusCode, len(body), len(full))
		}
		if !strings.Contains(body, "rows are shown.") && !strings.Contains(body, "bytes are cut.") {
			t.Errorf("%.20q: the cut is not said", in)
		}
	}
	v := View{Tables: []Table{{Rows: []Row{{Cells: []Cell{{Text: strings.Repeat("é", maxCell)}}}}}}}
	if !bound(&v) || !strings.HasSuffix(v.Tables[0].Rows[0].Cells[0].Text, "… (1024 bytes more)") || !utf8.ValidString(v.Tables[0].Rows[0].Cells[0].Text) {
		t.Errorf("cut: %q", v.Tables[0].Rows[0].Cells[0].Text)
	}
}

// Views of long inputs take turns: with every turn taken, one waits
// heavyWait and is told the server is busy (503); a short input is served
// at once all the same.
func TestHandlerHeavyTurns(t *testing.T) {
	saved := heavyWait
	heavyWait = 200 * time.Millisecond
	t.Cleanup(func() { heavyWait = saved })
	s := &server{heavy: make(chan struct{}, 1)}
	s.heavy <- struct{}{} // every turn taken
	long := `{"input":"http://a/` + strings.Repeat("b", heavyInput) + `"}`
	req := httptest.NewRequest("POST", "/api/view", strings.NewReader(long))
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	start := time.Now()
	s.serveView(w, req)
	if w.Code != 503 || time.Since(start) < heavyWait || w.Header().Get("Retry-After") == "" || !strings.Contains(w.Body.String(), "the server is busy") {
		t.Errorf("a heavy view without a turn: %d after %v: %.100s", w.Code, time.Since(start), w.Body.String())
	}
	req = httptest.NewRequest("POST", "/api/view", strings.NewReader(`{"input":"http://a/"}`))
	req.Header.Set("Content-Type", "application/json")
	w = httptest.NewRecorder()
	s.serveView(w, req)
	if w.Code != 200 {
		t.Errorf("a light view: %d", w.Code)
	}
	<-s.heavy // a turn given back: the heavy view is served
	req = httptest.NewRequest("POST", "/api/view", strings.NewReader(long))
	req.Header.Set("Content-Type", "application/json")
	w = httptest.NewRecorder()
	s.serveView(w, req)
	if w.Code != 200 || len(s.heavy) != 0 {
		t.Errorf("a heavy view with a turn: %d, %d turns held after", w.Code, len(s.heavy))
	}
}

// The pattern tester's endpoint is held to the same rules: a body too
// long is a 413 whose view says why, a long pattern waits for a turn.
func TestPatternHandlerBounds(t *testing.T) {
	saved := heavyWait
	heavyWait = 100 * time.Millisecond
	t.Cleanup(func() { heavyWait = saved })
	s := &server{heavy: make(chan struct{}, 1)}
	post := func(body string) (*httptest.ResponseRecorder, PatternView) {
		req := httptest.NewRequest("POST", "/api/pattern", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.servePattern(w, req)
		var v PatternView
		json.Unmarshal(w.Body.Bytes(), &v)
		return w, v
	}
	if w, v := post(`{"pattern":"` + strings.Repeat("a", maxBody) + `"}`); w.Code != 413 || !strings.HasPrefix(v.Error, "the URI is") || v.Components == nil {
		t.Errorf("a body over %d bytes: %d %+v", maxBody, w.Code, v.Error)
	}
	if w, _ := post(`[1]`); w.Code != 400 || !strings.Contains(w.Body.String(), `the body must be a JSON object {\"pattern\", \"base\", \"url\"}: `) {
		t.Errorf("not an object: %d %s", w.Code, w.Body.String())
	}
	s.heavy <- struct{}{} // every turn taken
	long := `{"pattern":"/` + strings.Repeat("b", heavyInput) + `","url":"http://a/"}`
	if w, v := post(long); w.Code != 503 || w.Header().Get("Retry-After") != "1" || v.Error != busyMessage {
		t.Errorf("a heavy pattern without a turn: %d %+v", w.Code, v.Error)
	}
	if w, _ := post(`{"pattern":"/a","url":"http://a/a"}`); w.Code != 200 {
		t.Errorf("a light pattern: %d", w.Code)
	}
	<-s.heavy
	if w, _ := post(long); w.Code != 200 || len(s.heavy) != 0 {
		t.Errorf("a heavy pattern with a turn: %d, %d turns held after", w.Code, len(s.heavy))
	}
}
