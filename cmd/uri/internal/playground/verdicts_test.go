package playground

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// The page's points of issue #39, held at the view the handler sends: the
// components of an invalid input keep their colours, the verdicts come
// first and each message once, the findings by severity, one convention
// for empty values, and the URL Standard's reading against the base.

// viewOf asks the handler for the view of input against base.
func viewOf(t *testing.T, input, base string) View {
	t.Helper()
	body, _ := json.Marshal(Request{Input: input, Base: base})
	resp, got := serve(t, "POST", "/api/view", string(body))
	var v View
	if err := json.Unmarshal([]byte(got), &v); err != nil || resp.StatusCode != 200 {
		t.Fatalf("%q: %d %v %.200s", input, resp.StatusCode, err, got)
	}
	return v
}

// appendixB reads any string as RFC 3986 Appendix B's regular expression
// does: its own example, and strings that are no URI references.
func TestAppendixB(t *testing.T) {
	for _, c := range []struct {
		in   string
		want pieces
	}{
		// Appendix B: $2 = http, $4 = www.ics.uci.edu, $5 = /pub/ietf/uri/,
		// $7 undefined, $9 = Related.
		{"http://www.ics.uci.edu/pub/ietf/uri/#Related", pieces{hasScheme: true, scheme: "http", hasAuthority: true,
			host: "www.ics.uci.edu", path: "/pub/ietf/uri/", hasFragment: true, fragment: "Related"}},
		{"https://example.com/post 2.html", pieces{hasScheme: true, scheme: "https", hasAuthority: true,
			host: "example.com", path: "/post 2.html"}},
		{"ht tp://u s@h st:8x/p q?q r#f g", pieces{hasScheme: true, scheme: "ht tp", hasAuthority: true, hasUserinfo: true,
			userinfo: "u s", host: "h st", hasPort: true, port: "8x", path: "/p q", hasQuery: true, query: "q r", hasFragment: true, fragment: "f g"}},
		{"http://a@b@[::1]:80", pieces{hasScheme: true, scheme: "http", hasAuthority: true, hasUserinfo: true, userinfo: "a@b",
			host: "[::1]", hasPort: true, port: "80"}},
		{"http://[::1", pieces{hasScheme: true, scheme: "http", hasAuthority: true, host: "[::1"}},
		{"http://[::1]x:1", pieces{hasScheme: true, scheme: "http", hasAuthority: true, host: "[::1]x", hasPort: true, port: "1"}},
		{"http:///a b", pieces{hasScheme: true, scheme: "http", hasAuthority: true, path: "/a b"}}, // an empty authority
		{"//@h", pieces{hasAuthority: true, hasUserinfo: true, host: "h"}},                         // an empty userinfo
		{"http://[a:]/", pieces{hasScheme: true, scheme: "http", hasAuthority: true, host: "[a:]", path: "/"}},
		{":a b", pieces{path: ":a b"}},   // no scheme: it must not be empty
		{"a/b:c", pieces{path: "a/b:c"}}, // a ":" after a "/" is in the path
		{"//h?#", pieces{hasAuthority: true, host: "h", hasQuery: true, hasFragment: true}},
		{"%", pieces{path: "%"}},
	} {
		if got := appendixB(c.in); got != c.want {
			t.Errorf("%q:\n got %+v\nwant %+v", c.in, got, c.want)
		}
	}
}

// An invalid input keeps its components coloured before and after the
// error, which is marked where it is (issue #39's example: a space in the
// path).
func TestInvalidKeepsColours(t *testing.T) {
	v := viewOf(t, "https://example.com/post 2.html", "")
	var got []string
	for _, s := range v.Segments {
		mark := ""
		if s.Error {
			mark = "!"
		}
		got = append(got, mark+s.Part+":"+s.Text)
	}
	want := []string{"scheme:https", "delim::", "delim://", "host:example.com", "path:/post", "!path: ", "path:2.html"}
	if !slices.Equal(got, want) {
		t.Errorf("segments %q, want %q", got, want)
	}
	if v.Segments[3].Title != "host, bytes 8–18" || !strings.Contains(v.Segments[5].Title, "byte 24") {
		t.Errorf("titles %q %q", v.Segments[3].Title, v.Segments[5].Title)
	}
	// An error in the authority: the scheme before it and the path, query
	// and fragment after it keep theirs.
	v = viewOf(t, "http://exa mple.com/p?q#f", "")
	got = got[:0]
	for _, s := range v.Segments {
		got = append(got, s.Part)
	}
	if !slices.Equal(got, []string{"scheme", "delim", "delim", "host", "host", "host", "path", "delim", "query", "delim", "fragment"}) ||
		!v.Segments[4].Error {
		t.Errorf("parts %v", got)
	}
}

// A message is one the view writes: RFC 3986's error or a refused
// cell's text, "refused: " cut off, with the row it is in.
type message struct{ row, text string }

// messages lists the messages of v in the order the page shows them.
func messages(v View) []message {
	var ms []message
	if v.Error != nil {
		ms = append(ms, message{"RFC 3986", v.Error.Message})
	}
	for _, tb := range v.Tables {
		for _, r := range tb.Rows {
			for _, c := range r.Cells {
				if c.Mark == "refused" {
					ms = append(ms, message{r.Name, strings.TrimPrefix(c.Text, refusedPrefix)})
				}
			}
		}
	}
	return ms
}

// Each message once: the README's example, whose URL Standard error three
// tables wrote, and other refusals, with and without a base; a repeat names
// the row that wrote it before.
func TestMessagesOnce(t *testing.T) {
	const readme = "http://user@[fe80::1%25en0]:8080/a/b?q#f"
	for _, c := range []struct{ in, base string }{
		{readme, ""}, {readme, "http://a/b"}, {"https://example.com/post 2.html", ""},
		{"https://example.com/post 2.html", "http://a/b"}, {"/p?q", ""}, {"http://%zz/", ""},
		{"g", "not a base"}, {"http://h:port/", ""}, {"a b", "http://a/b/c/d;p?q"},
	} {
		v := viewOf(t, c.in, c.base)
		written := map[string]bool{}
		before := map[string]bool{} // rows that wrote a message
		pointers := 0
		for _, m := range messages(v) {
			who, isPointer := strings.CutPrefix(m.text, "the same error as ")
			switch {
			case isPointer && !before[who]:
				t.Errorf("%q base %q: %s: %q names no row before it", c.in, c.base, m.row, m.text)
			case isPointer: // a pointer may repeat
			case m.text == "as shown above" || strings.HasPrefix(m.text, "as shown in "):
				isPointer = isPointer || before[strings.TrimSuffix(m.row, ", against the base")]
				if !isPointer {
					t.Errorf("%q base %q: %s: %q with no message of its row before", c.in, c.base, m.row, m.text)
				}
			case written[m.text]:
				t.Errorf("%q base %q: %q written twice", c.in, c.base, m.text)
			}
			if isPointer || strings.HasPrefix(m.text, "as shown ") {
				pointers++
			}
			written[m.text] = true
			before[m.row] = true
		}
		if pointers == 0 {
			t.Errorf("%q base %q: no message repeats: the case shows nothing", c.in, c.base)
		}
	}
	// The URL Standard's error for the README's example: once in the view.
	_, err := whatwg.Parse(readme)
	if err == nil {
		t.Fatal("the URL Standard accepts a zone identifier")
	}
	b, _ := json.Marshal(viewOf(t, readme, ""))
	quoted, _ := json.Marshal(err.Error())
	if n := strings.Count(string(b), strings.Trim(string(quoted), `"`)); n != 1 {
		t.Errorf("the URL Standard's error is written %d times", n)
	}
}

// The verdicts first: where each parser goes, then the resolution when a
// base is given, then how each splits the input; the rest folded after.
func TestTablesOrder(t *testing.T) {
	ids := func(v View) (open, folded []string) {
		for _, tb := range v.Tables {
			if tb.Folded {
				folded = append(folded, tb.ID)
			} else if len(folded) > 0 {
				t.Errorf("%q: %s shown open after folded tables", v.Input, tb.ID)
			} else {
				open = append(open, tb.ID)
			}
		}
		return open, folded
	}
	open, folded := ids(viewOf(t, "../g?q", "http://a/b/c/d;p?q"))
	if !slices.Equal(open, []string{"destination", "resolution", "syntax"}) ||
		!slices.Equal(folded, []string{"whatwg", "validation", "neturl", "normal", "query"}) {
		t.Errorf("open %v folded %v", open, folded)
	}
	open, _ = ids(viewOf(t, "urn:example:a123,z456?+abc?=xyz#789", ""))
	if !slices.Equal(open, []string{"destination", "syntax", "urn"}) {
		t.Errorf("URN: open %v", open)
	}
	open, _ = ids(viewOf(t, "http://bücher.example/", ""))
	if !slices.Equal(open, []string{"destination", "syntax", "iri"}) {
		t.Errorf("IRI: open %v", open)
	}
	// A folded table's caption says what it holds.
	in := `http:\\evil.com\@good.com/`
	_, errs, _ := whatwg.Validate(in)
	if c := table(t, viewOf(t, in, ""), "validation").Caption; len(errs) < 2 || c != "The URL Standard's validation errors: "+strconv.Itoa(len(errs)) {
		t.Errorf("caption %q, %d errors", c, len(errs))
	}
}

// The findings by severity: dangers, then warnings, then infos; inspect
// lists them in the order of the input.
func TestFindingsBySeverity(t *testing.T) {
	// The README's example: a private address (danger, at the host), a
	// parser differential (warning), a userinfo and a port (infos) before it.
	in := "http://user@[fe80::1%25en0]:8080/a/b?q#f"
	v := viewOf(t, in, "")
	var got []string
	for _, f := range v.Findings {
		got = append(got, f.Severity+" "+f.Kind)
	}
	u, _ := uri.Parse(in)
	fs := inspect.Inspect(u)
	if len(fs) != len(got) || len(got) < 3 {
		t.Fatalf("findings %v, inspect %v", got, fs)
	}
	rank := map[string]int{"danger": 0, "warning": 1, "info": 2}
	if !slices.IsSortedFunc(v.Findings, func(a, b Finding) int { return rank[a.Severity] - rank[b.Severity] }) {
		t.Errorf("findings not by severity: %v", got)
	}
	if slices.IsSortedFunc(fs, func(a, b inspect.Finding) int { return int(b.Severity) - int(a.Severity) }) {
		t.Errorf("inspect's own order is already by severity (%v): the example shows nothing", fs)
	}
}

// One convention for empty values: "—" for an absent component, "(empty)"
// for the empty string; never `""`.
func TestEmptyConvention(t *testing.T) {
	for _, in := range []string{"http://h/?", "http://u:p@h/a%2Fb?q#f%41", `http:\\evil.com\@good.com/`, "mailto:a@b", "/p?a&b="} {
		v := viewOf(t, in, "http://a/")
		for _, tb := range v.Tables {
			for _, r := range tb.Rows {
				for _, c := range r.Cells {
					if c.Text == `""` || c.Text == "" || (c.Text == "—") != c.Absent && c.Text != "(the end)" {
						t.Errorf("%q: %s %s: %+v", in, tb.ID, r.ID, c)
					}
				}
			}
		}
	}
}

// With a base, the URL Standard's row and record are new URL(input, base)
// (RFC 3986 §5.4.1's "../g" is http://a/b/g), named so.
func TestURLStandardAgainstBase(t *testing.T) {
	v := viewOf(t, "../g", "http://a/b/c/d;p?q")
	syntax := table(t, v, "syntax")
	i := slices.IndexFunc(syntax.Rows, func(r Row) bool { return r.ID == "whatwg" })
	if r := syntax.Rows[i]; r.Name != "URL Standard, against the base" || r.Cells[3].Text != "a" || r.Cells[5].Text != "/b/g" {
		t.Errorf("row %+v", r)
	}
	if c := cellOf(t, v, "whatwg", "href", "value"); c.Text != "http://a/b/g" {
		t.Errorf("href %+v", c)
	}
	if n := table(t, v, "whatwg").Note; !strings.Contains(n, "against the base") {
		t.Errorf("note %q", n)
	}
	// Without a base, "../g" has no scheme: the URL Standard refuses it.
	v = viewOf(t, "../g", "")
	if c := cellOf(t, v, "syntax", "whatwg", "verdict"); c.Mark != "refused" {
		t.Errorf("%+v", c)
	}
	// A base that is no URL: new URL(input, base) throws.
	v = viewOf(t, "../g", "not a base")
	if c := cellOf(t, v, "whatwg", "failure", "value"); c.Mark != "refused" {
		t.Errorf("%+v", c)
	}
	if c := cellOf(t, v, "resolution", "whatwg", "target"); !strings.HasPrefix(c.Text, "the base is not a URL: ") {
		t.Errorf("%+v", c)
	}
}

// The empty input has no verdict and nothing to show, with or without a
// base: the page offers its examples instead.
func TestEmptyInputNoVerdict(t *testing.T) {
	for _, base := range []string{"", "http://a/b/c/d;p?q"} {
		v := viewOf(t, "", base)
		if v.Verdict != "" || v.Error != nil || v.Fix != nil || len(v.Segments) != 0 || len(v.Findings) != 0 || len(v.Tables) != 0 {
			t.Errorf("base %q: %+v", base, v)
		}
	}
}
