package playground

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"io/fs"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
)

// handler.go: the HTTP side. The page and its script and style are files
// embedded in the binary; one endpoint, POST /api/view, takes the input
// and base as JSON and answers with the View. It reads only the request
// body: it fetches nothing and opens no file.

//go:embed static
var static embed.FS

// maxBody bounds the request body: two inputs of MaxInput bytes, each of
// which JSON may write six bytes per byte ("\u0000"), and the keys. A body
// over it is refused before it is read whole.
const maxBody = 2*6*MaxInput + 1024

// contentSecurityPolicy lets the page load its own script and style and
// talk to its own server, and nothing else: no inline script or handler
// runs, no frame, form or base element points elsewhere. It is a second
// line behind the page's rule of building every node from text.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// Handler returns the playground: the page at "/", its files, and the view
// endpoint at "/api/view", for a server reached at an IP address, at
// localhost or at one of hosts (guard.go: the Host of every request must
// name the server; a view must be asked for by the page itself, and views
// of long inputs take turns).
func Handler(hosts ...string) http.Handler {
	s := &server{hosts: hosts, heavy: make(chan struct{}, maxHeavy)}
	files, err := fs.Sub(static, "static")
	if err != nil {
		panic("playground: the embedded files are missing: " + err.Error()) // a build error, never input
	}
	mux := http.NewServeMux()
	mux.Handle("GET /{$}", fileHandler(files, "index.html", "text/html; charset=utf-8"))
	mux.Handle("GET /playground.js", fileHandler(files, "playground.js", "text/javascript; charset=utf-8"))
	mux.Handle("GET /playground.css", fileHandler(files, "playground.css", "text/css; charset=utf-8"))
	mux.HandleFunc("POST /api/view", s.serveView)
	mux.HandleFunc("POST /api/pattern", s.servePattern)
	return headers(s.checkHost(mux))
}

// headers sets the headers every answer carries.
func headers(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", contentSecurityPolicy)
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Referrer-Policy", "no-referrer")
		h.ServeHTTP(w, r)
	})
}

// fileHandler serves one embedded file.
func fileHandler(files fs.FS, name, contentType string) http.Handler {
	body, err := fs.ReadFile(files, name)
	if err != nil {
		panic("playground: the embedded file " + name + " is missing") // a build error, never input
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Header().Set("Cache-Control", "no-cache")
		w.Write(body)
	})
}

// Request is the body of POST /api/view.
type Request struct {
	Input string `json:"input"`
	Base  string `json:"base"`
}

// serveView answers POST /api/view with the View of the request's input.
// A request that is not the page's own is a 403 (415 for a body that is
// not JSON); a body that is not a Request is a 400; a body or an input too
// long a 413 whose View says why; a heavy view that found no turn in
// heavyWait a 503. An answer over maxAnswer bytes is cut (bound), or
// refused with a 413 when cutting does not make it fit.
func (s *server) serveView(w http.ResponseWriter, r *http.Request) {
	var req Request
	tooLong := View{Refused: refusal(MaxInput+1, 0), Segments: []Segment{}, Findings: []Finding{}, Tables: []Table{}}
	if !readRequest(w, r, &req, `{"input": ..., "base": ...}`, tooLong) {
		return
	}
	busy := View{Input: req.Input, Base: req.Base, Refused: busyMessage, Segments: []Segment{}, Findings: []Finding{}, Tables: []Table{}}
	release, ok := s.heavyTurn(w, r, busy, req.Input, req.Base)
	if !ok {
		return
	}
	defer release()
	start := time.Now()
	v := Build(req.Input, req.Base)
	status := http.StatusOK
	if v.Refused != "" {
		status = http.StatusRequestEntityTooLarge
	}
	b, err := encode(v)
	if err == nil && len(b) > maxAnswer && bound(&v) {
		b, err = encode(v)
	}
	if err == nil && len(b) > maxAnswer {
		n := len(b)
		v = View{Input: req.Input, Base: req.Base, Segments: []Segment{}, Findings: []Finding{}, Tables: []Table{},
			Refused: "the view of this input would take " + strconv.Itoa(n) + " bytes, more than the " + strconv.Itoa(maxAnswer) + " an answer may take"}
		status = http.StatusRequestEntityTooLarge
		b, err = encode(v)
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	// The server's time, for the page to tell from the browser's.
	w.Header().Set("Server-Timing", serverTiming(time.Since(start)))
	write(w, status, b)
}

// readRequest decodes the body of a request the page itself sent into
// dst. A request that is not the page's own is a 403 (415 for a body that
// is not JSON); a body over maxBody a 413 with tooLong; a body that is not
// a JSON object of the shape named a 400. It reports whether dst holds the
// request; when not, it has answered.
func readRequest(w http.ResponseWriter, r *http.Request, dst any, shape string, tooLong any) bool {
	if why := sameOrigin(r); why != "" {
		status := http.StatusForbidden
		if strings.HasPrefix(why, "the body must be JSON") {
			status = http.StatusUnsupportedMediaType
		}
		refuse(w, status, why)
		return false
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	if err := dec.Decode(dst); err != nil {
		var over *http.MaxBytesError
		if errors.As(err, &over) {
			writeJSON(w, http.StatusRequestEntityTooLarge, tooLong)
			return false
		}
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "the body must be a JSON object " + shape + ": " + err.Error()})
		return false
	}
	return true
}

// busyMessage says why a heavy request found no turn.
const busyMessage = "the server is busy with other long inputs; try again in a moment"

// heavyTurn waits for a turn when one of inputs is longer than heavyInput
// (guard.go), and returns the function that ends it. It reports false when
// no turn came in heavyWait, having answered 503 with busy.
func (s *server) heavyTurn(w http.ResponseWriter, r *http.Request, busy any, inputs ...string) (release func(), ok bool) {
	if !slices.ContainsFunc(inputs, func(in string) bool { return len(in) > heavyInput }) {
		return func() {}, true
	}
	release, ok = s.turn(r.Context())
	if !ok {
		w.Header().Set("Retry-After", "1")
		writeJSON(w, http.StatusServiceUnavailable, busy)
	}
	return release, ok
}

// serverTiming is the Server-Timing header's value for the time d the
// server took, in milliseconds ("view;dur=0.250").
func serverTiming(d time.Duration) string {
	return "view;dur=" + strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 3, 64)
}

// writeJSON writes v as the JSON answer.
func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := encode(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	write(w, status, b)
}

// encode writes v in JSON with HTML characters as they are (the page puts
// them in text nodes).
func encode(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return b.Bytes(), err
}

// write sends a JSON answer.
func write(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(body)
}
