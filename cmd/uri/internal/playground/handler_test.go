package playground

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// serve sends a request to Handler and returns the response and its body.
func serve(t *testing.T, method, path, body string) (*http.Response, string) {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, path, r)
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
