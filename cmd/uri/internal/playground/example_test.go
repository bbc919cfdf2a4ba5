package playground_test

import (
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/urikit/urikit/cmd/uri/internal/playground"
)

// Build gives what the page shows for a URI: here, the components of a
// URI that browsers and RFC 3986 read differently, and the finding.
func ExampleBuild() {
	v := playground.Build("http:////evil.com/", "")
	fmt.Println(v.Verdict)
	for _, s := range v.Segments {
		fmt.Printf("%-6s %q\n", s.Part, s.Text)
	}
	for _, f := range v.Findings {
		fmt.Println(f.Severity, f.Kind, f.Where)
	}
	// Output:
	// a URI (RFC 3986 §3)
	// scheme "http"
	// delim  ":"
	// delim  "//"
	// path   "//evil.com/"
	// danger parser-differential bytes 0–17
	// danger hidden-host bytes 9–16
}

// Handler serves the page and its endpoint; uri playground listens with it.
func ExampleHandler() {
	srv := httptest.NewServer(playground.Handler())
	defer srv.Close()
	resp, err := srv.Client().Post(srv.URL+"/api/view", "application/json", strings.NewReader(`{"input":"http://a/ b"}`))
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	fmt.Println(resp.Status, resp.Header.Get("Content-Type"))
	// Output:
	// 200 OK application/json; charset=utf-8
}
