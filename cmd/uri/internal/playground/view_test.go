package playground

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

// table returns the table with id, failing the test when there is none.
func table(t *testing.T, v View, id string) Table {
	t.Helper()
	for _, tb := range v.Tables {
		if tb.ID == id {
			return tb
		}
	}
	t.Fatalf("%q: no table %q", v.Input, id)
	return Table{}
}

// hasTable reports whether the view has a table with id.
func hasTable(v View, id string) bool {
	return slices.ContainsFunc(v.Tables, func(tb Table) bool { return tb.ID == id })
}

// cellOf returns the cell of table id, row and column (the row head is
// not a column).
func cellOf(t *testing.T, v View, id, row, col string) Cell {
	t.Helper()
	tb := table(t, v, id)
	c := slices.Index(tb.Columns, col)
	for _, r := range tb.Rows {
		if r.ID == row {
			if c < 0 || c >= len(r.Cells) {
				t.Fatalf("%q: table %s has no column %q", v.Input, id, col)
			}
			return r.Cells[c]
		}
	}
	t.Fatalf("%q: table %s has no row %q", v.Input, id, row)
	return Cell{}
}

// joined puts the segments' texts together.
func joined(segs []Segment) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.Text)
	}
	return b.String()
}

// RFC 3986 §3's example URI, and its components with their offsets.
const section3 = "foo://example.com:8042/over/there?name=ferret#nose"

var section3Segments = []Segment{
	{"foo", "scheme", "scheme, bytes 0–2", false},
	{":", "delim", "delimiter “:”, byte 3", false},
	{"//", "delim", "delimiter “//”, bytes 4–5", false},
	{"example.com", "host", "host, bytes 6–16", false},
	{":", "delim", "delimiter “:”, byte 17", false},
	{"8042", "port", "port, bytes 18–21", false},
	{"/over/there", "path", "path, bytes 22–32", false},
	{"?", "delim", "delimiter “?”, byte 33", false},
	{"name=ferret", "query", "query, bytes 34–44", false},
	{"#", "delim", "delimiter “#”, byte 45", false},
	{"nose", "fragment", "fragment, bytes 46–49", false},
}

// RFC 3986 §3's example URI, cut into its components with their offsets.
func TestBuildComponents(t *testing.T) {
	v := Build(section3, "")
	want := section3Segments
	if !slices.Equal(v.Segments, want) {
		t.Errorf("segments\n%v\nwant\n%v", v.Segments, want)
	}
	if !v.OK || v.Error != nil || v.Fix != nil || v.Verdict != "a URI (RFC 3986 §3)" {
		t.Errorf("verdict %q ok %v error %v fix %v", v.Verdict, v.OK, v.Error, v.Fix)
	}
	for col, want := range map[string]string{"verdict": "a URI", "scheme": "foo", "userinfo": "—", "host": "example.com",
		"port": "8042", "path": "/over/there", "query": "name=ferret", "fragment": "nose"} {
		for _, row := range []string{"rfc3986", "draft2003", "rfc3987"} {
			if c := cellOf(t, v, "syntax", row, col); c.Text != want || c.Differs {
				t.Errorf("%s %s: %+v, want %q", row, col, c, want)
			}
		}
	}
	if c := cellOf(t, v, "syntax", "rfc3986", "userinfo"); !c.Absent {
		t.Errorf("userinfo %+v is not absent", c)
	}
	// The userinfo, the user (RFC 3986 §3.2.1) and a password.
	v = Build("ftp://anonymous:secret@ftp.example.org/", "")
	want = []Segment{
		{"ftp", "scheme", "scheme, bytes 0–2", false},
		{":", "delim", "delimiter “:”, byte 3", false},
		{"//", "delim", "delimiter “//”, bytes 4–5", false},
		{"anonymous:secret", "userinfo", "userinfo, bytes 6–21", false},
		{"@", "delim", "delimiter “@”, byte 22", false},
		{"ftp.example.org", "host", "host, bytes 23–37", false},
		{"/", "path", "path, byte 38", false},
	}
	if !slices.Equal(v.Segments, want) {
		t.Errorf("segments\n%v\nwant\n%v", v.Segments, want)
	}
	// A relative reference (RFC 3986 §4.2), an empty path left out; the
	// empty reference (§4.4) has no verdict: the page offers examples.
	v = Build("?q", "")
	if v.Verdict != "a relative reference (RFC 3986 §4.2): it needs a base URI" ||
		!slices.Equal(v.Segments, []Segment{{"?", "delim", "delimiter “?”, byte 0", false}, {"q", "query", "query, byte 1", false}}) {
		t.Errorf("?q: %q %v", v.Verdict, v.Segments)
	}
	if c := cellOf(t, v, "syntax", "rfc3986", "verdict"); c.Text != "a relative reference" || c.Mark != "ok" {
		t.Errorf("?q verdict cell %+v", c)
	}
	for _, base := range []string{"", "http://a/b"} {
		v = Build("", base)
		if !v.OK || len(v.Segments) != 0 || v.Verdict != "" || v.Fix != nil || len(v.Tables) != 0 || len(v.Findings) != 0 {
			t.Errorf("empty, base %q: %+v", base, v)
		}
	}
}

// An error is marked at its offset, with the message and the repair.
func TestBuildError(t *testing.T) {
	// A space must be written %20 (RFC 3986 §2.1, Appendix A: no rule
	// holds a space).
	v := Build("http://example.com/a b", "")
	if v.OK || v.Error == nil || v.Error.Offset != 20 || v.Error.Component != "path" || !strings.HasPrefix(v.Verdict, "not a URI reference") {
		t.Fatalf("verdict %q error %+v", v.Verdict, v.Error)
	}
	marked := slices.IndexFunc(v.Segments, func(s Segment) bool { return s.Error })
	if marked < 0 || v.Segments[marked].Text != " " || !strings.HasSuffix(v.Segments[marked].Title, "(byte 20)") ||
		!strings.Contains(v.Segments[marked].Title, "offset 20") {
		t.Errorf("segments %v", v.Segments)
	}
	if joined(v.Segments) != v.Input || joined(v.Segments[:marked]) != "http://example.com/a" {
		t.Errorf("segments %v", v.Segments)
	}
	if v.Fix == nil || v.Fix.Result != "http://example.com/a%20b" || len(v.Fix.Changes) != 1 ||
		v.Fix.Changes[0].Kind != "encoded-space" || v.Fix.Changes[0].Offset != 20 || joined(v.Fix.Segments) != v.Fix.Result {
		t.Errorf("fix %+v", v.Fix)
	}
	if len(v.Findings) != 0 || hasTable(v, "normal") || hasTable(v, "query") {
		t.Errorf("a refused input has findings or normal forms: %v", v.Tables)
	}
	// The message is under the input; the tables point at it.
	if c := cellOf(t, v, "syntax", "rfc3986", "verdict"); c.Mark != "refused" || c.Text != "refused: as shown above" ||
		!strings.Contains(v.Error.Message, "offset 20") {
		t.Errorf("verdict cell %+v", c)
	}
	// An error at the end of the input is an empty marked segment.
	v = Build("http://[::1", "")
	if v.Error == nil || v.Error.Offset != 7 {
		t.Fatalf("%+v", v.Error)
	}
	v = Build("http://a/%", "")
	if v.Error == nil || v.Error.Offset != 9 || v.Fix == nil || v.Fix.Result != "http://a/%25" {
		t.Fatalf("error %+v fix %+v", v.Error, v.Fix)
	}
	// Non-ASCII, an IRI (RFC 3987 §3.1's example): the character marked
	// whole, the rest cut into components.
	v = Build("http://www.example.org/red%09ros\u00e9#red", "")
	if !strings.HasPrefix(v.Verdict, "an IRI") || v.Error == nil || v.Error.Offset != 32 {
		t.Fatalf("%q %+v", v.Verdict, v.Error)
	}
	var parts []string
	for _, s := range v.Segments {
		parts = append(parts, s.Part+":"+s.Text)
	}
	if want := []string{"scheme:http", "delim::", "delim://", "host:www.example.org", "path:/red%09ros", "path:\u00e9",
		"delim:#", "fragment:red"}; !slices.Equal(parts, want) || !v.Segments[5].Error {
		t.Errorf("segments %v, want %v", parts, want)
	}
	if c := cellOf(t, v, "iri", "URI", "value"); c.Text != "http://www.example.org/red%09ros%C3%A9#red" {
		t.Errorf("URI %+v", c)
	}
	if c := cellOf(t, v, "syntax", "rfc3987", "verdict"); c.Text != "an IRI" {
		t.Errorf("RFC 3987 verdict %+v", c)
	}
	// Text that cannot be repaired says why.
	v = Build("http://h:port/", "")
	if v.Fix == nil || v.Fix.Error == "" || v.Fix.Result != "" {
		t.Errorf("fix %+v", v.Fix)
	}
}

// markError at the end, at the start and in the middle of a segment.
func TestMarkError(t *testing.T) {
	in := "abc"
	segs := []Segment{{Text: "abc", Part: "path"}}
	for _, c := range []struct {
		at   int
		want []string
	}{
		{0, []string{"!a", "bc"}},
		{1, []string{"a", "!b", "c"}},
		{2, []string{"ab", "!c"}},
		{3, []string{"abc", "!"}},
	} {
		got := markError(segs, in, &Problem{Message: "m", Offset: c.at})
		var texts []string
		for _, s := range got {
			if s.Error {
				texts = append(texts, "!"+s.Text)
				if s.Part != "path" && c.at < 3 || s.Title != "m ("+span(c.at, c.at+1)+")" {
					t.Errorf("at %d: marked %+v", c.at, s)
				}
			} else {
				texts = append(texts, s.Text)
			}
		}
		if !slices.Equal(texts, c.want) {
			t.Errorf("at %d: %v, want %v", c.at, texts, c.want)
		}
	}
	if got := span(7, 8); got != "byte 7" {
		t.Errorf("span(7, 8) = %q", got)
	}
	if got := span(7, 7); got != "byte 7" {
		t.Errorf("span(7, 7) = %q", got)
	}
	if got := span(7, 9); got != "bytes 7–8" {
		t.Errorf("span(7, 9) = %q", got)
	}
}

// The parser differential: RFC 3986 reads an empty host and the path
// "//evil.com/" (§3.2: authority = "", path-abempty = "//evil.com/"); the
// URL Standard skips the slashes ("special authority ignore slashes
// state") and reads evil.com; net/url reads an empty host.
func TestBuildDifferential(t *testing.T) {
	v := Build("http:////evil.com/", "")
	if !slices.ContainsFunc(v.Findings, func(f Finding) bool { return f.Kind == "parser-differential" && f.Severity == "danger" }) {
		t.Errorf("findings %v", v.Findings)
	}
	for _, c := range []struct {
		table, row, col, text string
		differs               bool
	}{
		{"destination", "rfc3986", "host", "(empty)", true},
		{"destination", "whatwg", "host", "evil.com", true},
		{"destination", "net/url", "host", "(empty)", true},
		{"destination", "whatwg", "scheme", "http", false},
		{"destination", "whatwg", "port", "80", false},
		{"syntax", "rfc3986", "host", "(empty)", true},
		{"syntax", "rfc3986", "path", "//evil.com/", false},
		{"syntax", "whatwg", "host", "evil.com", true},
		{"syntax", "whatwg", "path", "/", false},
		{"syntax", "net/url", "host", "(empty)", true},
		{"syntax", "draft2003", "host", "(empty)", false}, // not one of the three readers
		{"syntax", "rfc3986", "scheme", "http", false},
	} {
		if got := cellOf(t, v, c.table, c.row, c.col); got.Text != c.text || got.Differs != c.differs {
			t.Errorf("%s %s %s: %+v, want %q differs %v", c.table, c.row, c.col, got, c.text, c.differs)
		}
	}
	if note := table(t, v, "destination").Note; !strings.HasPrefix(note, "They disagree on the host:") {
		t.Errorf("note %q", note)
	}
	// Backslashes: the URL Standard reads them as slashes in an http URL
	// (invalid-reverse-solidus); RFC 3986 refuses them; net/url reads an
	// opaque URL, with no host. A reader that refuses marks nothing.
	v = Build(`http:\\evil.com\@good.com/`, "")
	for _, c := range []struct {
		table, row, col, text string
		differs               bool
	}{
		{"destination", "whatwg", "host", "evil.com", true},
		{"destination", "net/url", "host", "—", true},
		{"destination", "rfc3986", "host", "—", false},
		{"syntax", "rfc3986", "host", "—", false},
		{"syntax", "net/url", "path", `\\evil.com\@good.com/`, false},
		{"whatwg", "href", "value", "http://evil.com/@good.com/", false},
		{"whatwg", "password", "value", "(empty)", false},
		{"neturl", "Opaque", "value", `\\evil.com\@good.com/`, false},
		{"validation", "invalid-reverse-solidus", "offset", "15", false},
		{"validation", "invalid-reverse-solidus", "at", `\`, false},
	} {
		if got := cellOf(t, v, c.table, c.row, c.col); got.Text != c.text || got.Differs != c.differs {
			t.Errorf("%s %s %s: %+v, want %q differs %v", c.table, c.row, c.col, got, c.text, c.differs)
		}
	}
	if v.Fix == nil || v.Fix.Result != "http://evil.com/@good.com/" {
		t.Errorf("fix %+v", v.Fix)
	}
	// Everyday URLs: every reader agrees, nothing is marked.
	v = Build("https://example.com/a?b=c#d", "")
	for _, tb := range v.Tables {
		for _, r := range tb.Rows {
			for _, c := range r.Cells {
				if c.Differs {
					t.Errorf("%s %s: %+v marked", tb.ID, r.ID, c)
				}
			}
		}
	}
	if len(v.Findings) != 0 || !strings.HasPrefix(table(t, v, "validation").Note, "None") {
		t.Errorf("findings %v", v.Findings)
	}
}

// The dialects: an IP literal is in RFC 3986 §3.2.2 and the 2003 draft,
// not in the 1997 draft nor RFC 1738 (hostname | hostnumber).
func TestBuildDialects(t *testing.T) {
	v := Build("http://[2001:db8::7]/c=GB?objectClass?one", "")
	for row, ok := range map[string]bool{"rfc3986": true, "draft2003": true, "draft1997": false, "rfc1738": false, "rfc3987": true} {
		c := cellOf(t, v, "syntax", row, "verdict")
		if (c.Mark == "ok") != ok || (c.Text == "a URI") != ok {
			t.Errorf("%s: %+v", row, c)
		}
		if !ok && cellOf(t, v, "syntax", row, "host").Text != "—" {
			t.Errorf("%s: a refused row shows a host", row)
		}
	}
	if c := cellOf(t, v, "syntax", "rfc3986", "query"); c.Text != "objectClass?one" {
		t.Errorf("query %+v", c)
	}
}

// Findings, normal forms, query parameters, URNs, scheme-specific fields.
func TestBuildDetails(t *testing.T) {
	// RFC 3986 §6.2.2's example of equivalent URIs.
	v := Build("eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "")
	if c := cellOf(t, v, "normal", "syntax-based (§6.2.2)", "value"); c.Text != "example://a/b/c/%7Bfoo%7D" {
		t.Errorf("normal form %+v", c)
	}
	// §6.2.3: the default port and an empty path of http.
	v = Build("HTTP://Example.COM:80", "")
	if c := cellOf(t, v, "normal", "scheme-based (§6.2.3)", "value"); c.Text != "http://example.com/" {
		t.Errorf("normal form %+v", c)
	}
	if c := cellOf(t, v, "normal", "syntax-based (§6.2.2)", "value"); c.Text != "http://example.com:80" {
		t.Errorf("normal form %+v", c)
	}
	if hasTable(v, "query") {
		t.Error("a query table without a query")
	}
	// Query parameters: in order, decoded, "k" without "=" has no value.
	v = Build("http://a/?a=1&b&c=%20&a=2", "")
	q := table(t, v, "query")
	var got []string
	for _, r := range q.Rows {
		got = append(got, r.Cells[0].Text+"="+r.Cells[1].Text)
	}
	if want := []string{"a=1", "b=—", "c= ", "a=2"}; !slices.Equal(got, want) {
		t.Errorf("params %v, want %v", got, want)
	}
	v = Build("http://a/?", "")
	if q := table(t, v, "query"); len(q.Rows) != 0 || q.Note != "The query holds no parameter." {
		t.Errorf("empty query %+v", q)
	}
	// Findings: a password (RFC 3986 §7.5), with its offsets.
	v = Build("ftp://user:secret@host.dom/", "")
	if len(v.Findings) != 1 || v.Findings[0].Kind != "password" || v.Findings[0].Severity != "warning" ||
		v.Findings[0].Where != "bytes 11–16" {
		t.Errorf("findings %+v", v.Findings)
	}
	// A URN (RFC 8141 §2: "?+" r-component, "?=" q-component, "#"
	// f-component), not scheme-specific fields.
	v = Build("urn:example:a123,z456?+abc?=xyz#789", "")
	for row, want := range map[string]string{"NID": "example", "NSS": "a123,z456", "r-component": "abc", "q-component": "xyz",
		"f-component": "789", "namespace rule": "no rule for this NID in the registry"} {
		if c := cellOf(t, v, "urn", row, "value"); c.Text != want {
			t.Errorf("URN %s: %+v, want %q", row, c, want)
		}
	}
	if hasTable(v, "scheme") {
		t.Error("a URN has a scheme table")
	}
	// RFC 3187's ISBN namespace: a check digit (0451450523 is valid).
	v = Build("URN:ISBN:0451450523", "")
	if c := cellOf(t, v, "urn", "namespace rule", "value"); c.Text != "valid" || c.Mark != "ok" {
		t.Errorf("ISBN %+v", c)
	}
	if c := cellOf(t, v, "urn", "normalized", "value"); c.Text != "urn:isbn:0451450523" {
		t.Errorf("ISBN normalized %+v", c)
	}
	v = Build("urn:isbn:0451450524", "")
	if c := cellOf(t, v, "urn", "namespace rule", "value"); c.Mark != "refused" || !strings.HasPrefix(c.Text, "invalid: ") {
		t.Errorf("bad ISBN %+v", c)
	}
	v = Build("urn:a:b", "") // a one-letter NID is no NID (RFC 8141 §2)
	if c := cellOf(t, v, "urn", "error", "value"); c.Mark != "refused" {
		t.Errorf("bad URN %+v", c)
	}
	// RFC 1738 §3.2's ftp URL: the FTP commands it stands for.
	v = Build("ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a", "")
	for row, want := range map[string]string{"host": "ftp.is.co.za", "port": "21", "cwd": "rfc", "name": "rfc1808.txt",
		"type": "a", "commands": "CWD rfc\nTYPE A\nRETR rfc1808.txt", "user": "—"} {
		if c := cellOf(t, v, "scheme", row, "value"); c.Text != want {
			t.Errorf("ftp %s: %+v, want %q", row, c, want)
		}
	}
	// mailto (RFC 6068): addresses and headers.
	v = Build("mailto:a@example.org?cc=b@example.org&subject=hi", "")
	if c := cellOf(t, v, "scheme", "headers", "value"); c.Text != "cc: b@example.org\nsubject: hi" {
		t.Errorf("mailto headers %+v", c)
	}
	// A scheme without a syntax of its own has no table; a broken one says why.
	if v = Build("foo:bar", ""); hasTable(v, "scheme") {
		t.Error("foo: has a scheme table")
	}
	if v = Build("http:////evil.com/", ""); cellOf(t, v, "scheme", "error", "value").Mark != "refused" {
		t.Error("http with an empty host: no error")
	}
	// IRI forms: an A-label host shown in Unicode; an ASCII URI with
	// nothing to show has none.
	v = Build("http://xn--bcher-kva.example/", "")
	if c := cellOf(t, v, "iri", "host (Unicode)", "value"); c.Text != "b\u00fccher.example" {
		t.Errorf("host %+v", c)
	}
	if c := cellOf(t, v, "iri", "IRI", "value"); c.Text != "http://b\u00fccher.example/" {
		t.Errorf("IRI %+v", c)
	}
	if v = Build("http://example.com/", ""); hasTable(v, "iri") {
		t.Error("an IRI table for an ASCII URI")
	}
	// A zero width joiner not after a virama (RFC 5892 Appendix A.2), and
	// an A-label whose Punycode "a" decodes (RFC 3492 §6.2) to U+0080, a
	// control that UTS #46 disallows.
	if v = Build("http://\u00e9\u200d.example/", ""); cellOf(t, v, "iri", "URI", "value").Mark != "refused" {
		t.Error("a host IDNA refuses")
	}
	if v = Build("http://xn--a.example/", ""); cellOf(t, v, "iri", "host", "value").Mark != "refused" {
		t.Error("an A-label IDNA refuses")
	}
}

// fieldCell writes every kind of value package schemes has.
func TestFieldCell(t *testing.T) {
	for _, c := range []struct {
		v    any
		want Cell
	}{
		{nil, Cell{Text: "—", Absent: true}},
		{"", Cell{Text: "(empty)"}},
		{"a", Cell{Text: "a"}},
		{21, Cell{Text: "21"}},
		{int64(7), Cell{Text: "7"}},
		{[]string{"a", "b"}, Cell{Text: "a\nb"}},
	} {
		if got := fieldCell(c.v); got != c.want {
			t.Errorf("fieldCell(%#v) = %+v, want %+v", c.v, got, c.want)
		}
	}
}

// Resolution against a base: RFC 3986 §5.4's examples, the strict and
// non-strict readings of "http:g" (§5.4.2, §5.2.2), and the URL Standard.
func TestBuildResolution(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, c := range []struct{ ref, strict, compat, whatwg string }{
		{"g", "http://a/b/c/g", "http://a/b/c/g", "http://a/b/c/g"},
		{"../g", "http://a/b/g", "http://a/b/g", "http://a/b/g"},
		{"?y", "http://a/b/c/d;p?y", "http://a/b/c/d;p?y", "http://a/b/c/d;p?y"},
		{"#s", "http://a/b/c/d;p?q#s", "http://a/b/c/d;p?q#s", "http://a/b/c/d;p?q#s"},
		{"../../../g", "http://a/g", "http://a/g", "http://a/g"},
		{"http:g", "http:g", "http://a/b/c/g", "http://a/b/c/g"},
	} {
		v := Build(c.ref, base)
		for row, want := range map[string]string{"rfc3986": c.strict, "rfc3986-compat": c.compat, "whatwg": c.whatwg} {
			if got := cellOf(t, v, "resolution", row, "target"); got.Text != want {
				t.Errorf("%s against %s, %s: %+v, want %q", c.ref, base, row, got, want)
			}
		}
	}
	// The 2003 draft keeps "../" above the root (its §5.4.2 examples).
	v := Build("../../../g", base)
	if c := cellOf(t, v, "resolution", "draft2003", "target"); c.Text != "http://a/../g" {
		t.Errorf("2003 draft %+v", c)
	}
	if v := Build("g", ""); hasTable(v, "resolution") {
		t.Error("a resolution without a base")
	}
	v = Build("g", "not a base")
	if c := cellOf(t, v, "resolution", "rfc3986", "target"); !strings.HasPrefix(c.Text, "the base is not a URI: ") {
		t.Errorf("bad base %+v", c)
	}
	if c := cellOf(t, v, "resolution", "whatwg", "target"); !strings.HasPrefix(c.Text, "the base is not a URL: ") {
		t.Errorf("bad base %+v", c)
	}
	v = Build("a b", base)
	if c := cellOf(t, v, "resolution", "rfc3986", "target"); c.Text != "refused: the same error as RFC 3986" ||
		c.Mark != "refused" || !strings.HasPrefix(v.Error.Message, "uri: space") {
		t.Errorf("bad reference %+v", c)
	}
	if c := cellOf(t, v, "resolution", "whatwg", "target"); c.Text != "http://a/b/c/a%20b" {
		t.Errorf("URL Standard %+v", c)
	}
}

// Inputs over MaxInput are refused with a message; MaxInput bytes are read.
func TestBuildRefused(t *testing.T) {
	long := "http://a/" + strings.Repeat("b", MaxInput-9)
	if v := Build(long, ""); v.Refused != "" || !v.OK {
		t.Fatalf("%d bytes refused: %s", len(long), v.Refused)
	}
	v := Build(long+"b", "")
	if v.Refused != "the URI is 65537 bytes long; the playground reads at most 65536 bytes (64 KiB): shorten it, or use the command line (uri parse, uri inspect), which has no such bound" ||
		len(v.Tables) != 0 || len(v.Segments) != 0 || v.Verdict != "" {
		t.Errorf("refused view %+v", v.Refused)
	}
	if v := Build("g", long+"b"); !strings.HasPrefix(v.Refused, "the base URI is 65537 bytes long") {
		t.Errorf("long base: %q", v.Refused)
	}
	if v := Build("g", long); v.Refused != "" {
		t.Errorf("a base of %d bytes refused", len(long))
	}
}

// Many findings are bounded (a hostile input has one per few bytes).
func TestBuildBounds(t *testing.T) {
	v := Build("http://a/"+strings.Repeat("./", 3000), "")
	if len(v.Findings) != maxListed || v.FindingsOmitted != 2000 {
		t.Errorf("%d findings, %d omitted", len(v.Findings), v.FindingsOmitted)
	}
	if v.FindingsOmittedBy["warning"] != 2000 || v.FindingsOmittedWorst != "warning" {
		t.Errorf("omitted %v, worst %q", v.FindingsOmittedBy, v.FindingsOmittedWorst)
	}
	// A danger after 1,000 lesser findings is listed first (issue #36
	// point 2); an input of more dangers than the bound says so.
	v = Build("http://"+strings.Repeat("%01a", 999)+"@127.0.0.1/", "")
	if len(v.Findings) != maxListed || v.Findings[0].Severity != "danger" || v.Findings[0].Kind != "private-address" || v.FindingsOmitted == 0 {
		t.Errorf("flooded danger: %d findings, first %+v, %d omitted", len(v.Findings), v.Findings[0], v.FindingsOmitted)
	}
	v = Build("http://a/"+strings.Repeat("%0D/", 1500), "")
	if v.FindingsOmittedBy["danger"] != 500 || v.FindingsOmittedWorst != "danger" {
		t.Errorf("1,500 dangers: omitted %v, worst %q", v.FindingsOmittedBy, v.FindingsOmittedWorst)
	}
	v = Build("http://a/"+strings.Repeat(" a", 3000), "")
	if v.Fix == nil || len(v.Fix.Changes) != maxListed || v.Fix.Omitted != 2000 {
		t.Errorf("fix %d changes, %d omitted", len(v.Fix.Changes), v.Fix.Omitted)
	}
}

func TestJoinAnd(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{
		{nil, ""}, {[]string{"a"}, "a"}, {[]string{"a", "b"}, "a and b"}, {[]string{"a", "b", "c"}, "a, b and c"},
	} {
		if got := joinAnd(c.in); got != c.want {
			t.Errorf("joinAnd(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func BenchmarkBuild2KB(b *testing.B) {
	u := twoKB()
	b.SetBytes(int64(len(u)))
	for b.Loop() {
		Build(u, "")
	}
}

// The URL Standard's and net/url's rows of the syntax table: the URL
// Standard's components are its record's (§4.1: a default port is null, a
// special URL's host is found past any slashes, a file URL's host may be
// empty, an empty query or fragment is "" and not null); net/url's are its
// url.URL's (an opaque URL's part in Opaque, no "//" without a host,
// ForceQuery for a "?" alone, no empty fragment).
func TestSyntaxRows(t *testing.T) {
	const absent = "—"
	cols := []string{"verdict", "scheme", "userinfo", "host", "port", "path", "query", "fragment"}
	for _, c := range []struct {
		input, row string
		want       []string
	}{
		{"http://u:p@h:8080/p?q#f", "whatwg", []string{"a URL", "http", "u:p", "h", "8080", "/p", "q", "f"}},
		{"http://u:p@h:8080/p?q#f", "net/url", []string{"a URL", "http", "u:p", "h", "8080", "/p", "q", "f"}},
		{"http://u@h/", "whatwg", []string{"a URL", "http", "u", "h", absent, "/", absent, absent}},
		{"http://u@h/", "net/url", []string{"a URL", "http", "u", "h", absent, "/", absent, absent}},
		{"http://h/?", "whatwg", []string{"a URL", "http", absent, "h", absent, "/", "(empty)", absent}},
		{"http://h/?", "net/url", []string{"a URL", "http", absent, "h", absent, "/", "(empty)", absent}},
		{"http://h/#", "whatwg", []string{"a URL", "http", absent, "h", absent, "/", absent, "(empty)"}},
		{"http://h/#", "net/url", []string{"a URL", "http", absent, "h", absent, "/", absent, absent}},
		{"http://h:80/", "whatwg", []string{"a URL", "http", absent, "h", absent, "/", absent, absent}},
		{"http://h:80/", "net/url", []string{"a URL", "http", absent, "h", "80", "/", absent, absent}},
		{"mailto:a@b", "whatwg", []string{"a URL", "mailto", absent, absent, absent, "a@b", absent, absent}},
		{"mailto:a@b", "net/url", []string{"a URL with an opaque part", "mailto", absent, absent, absent, "a@b", absent, absent}},
		{"/p?q", "net/url", []string{"a relative reference", absent, absent, absent, absent, "/p", "q", absent}},
		{"http:///p", "whatwg", []string{"a URL", "http", absent, "p", absent, "/", absent, absent}},
		{"http:///p", "net/url", []string{"a URL", "http", absent, "(empty)", absent, "/p", absent, absent}},
		{"http:/p", "net/url", []string{"a URL", "http", absent, absent, absent, "/p", absent, absent}},
		{"file:///etc/hosts", "whatwg", []string{"a URL", "file", absent, "(empty)", absent, "/etc/hosts", absent, absent}},
		{"file:///etc/hosts", "net/url", []string{"a URL", "file", absent, "(empty)", absent, "/etc/hosts", absent, absent}},
		{"//h/p", "rfc3986", []string{"a relative reference", absent, absent, "h", absent, "/p", absent, absent}},
		{"//h/p", "net/url", []string{"a relative reference", absent, absent, "h", absent, "/p", absent, absent}},
		{"/b\u00e9", "rfc3987", []string{"a relative IRI reference", absent, absent, absent, absent, "/b\u00e9", absent, absent}},
	} {
		v := Build(c.input, "")
		var got []string
		for _, col := range cols {
			got = append(got, cellOf(t, v, "syntax", c.row, col).Text)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s, %s:\n got %q\nwant %q", c.input, c.row, got, c.want)
		}
	}
	// A refusal fills the row with absent cells.
	for _, c := range []struct{ input, row, verdict string }{
		{"/p?q", "whatwg", "refused: whatwg: missing-scheme-non-relative-URL at offset 0"},
		{"http://%zz/", "net/url", `refused: parse "http://%zz/": invalid URL escape "%zz"`},
	} {
		v := Build(c.input, "")
		if got := cellOf(t, v, "destination", c.row, "verdict"); got.Mark != "refused" || !strings.HasPrefix(got.Text, c.verdict) {
			t.Errorf("%s, %s: %+v", c.input, c.row, got)
		}
		if got := cellOf(t, v, "syntax", c.row, "verdict"); got.Text != "refused: as shown in “Where each parser goes”" {
			t.Errorf("%s, %s: %+v", c.input, c.row, got)
		}
		for _, col := range cols[1:] {
			if got := cellOf(t, v, "syntax", c.row, col); !got.Absent {
				t.Errorf("%s, %s %s: %+v", c.input, c.row, col, got)
			}
		}
	}
	// net/url's fields, decoded where it decodes them.
	v := Build("http://u:p@h/a%2Fb?q#f%41", "")
	for row, want := range map[string]string{"String()": "http://u:p@h/a%2Fb?q#f%41", "User": "u:p", "Host": "h", "Path": "/a/b",
		"RawPath": "/a%2Fb", "RawQuery": "q", "Fragment": "fA", "Opaque": "(empty)", "RawFragment": "f%41", "Scheme": "http"} {
		if got := cellOf(t, v, "neturl", row, "value"); got.Text != want {
			t.Errorf("net/url %s: %+v, want %q", row, got, want)
		}
	}
	if v := Build("http://%zz/", ""); cellOf(t, v, "neturl", "error", "value").Mark != "refused" {
		t.Error("net/url's error")
	}
}

// Odd corners: the error title of a two-byte character, the refusal that
// names the base when the input fits, query rows numbered from 1, a
// prospero URL's fields, no disagreement noted when the readers agree.
func TestBuildCorners(t *testing.T) {
	v := Build("http://www.example.org/ros\u00e9", "")
	i := slices.IndexFunc(v.Segments, func(s Segment) bool { return s.Error })
	if i < 0 || !strings.HasSuffix(v.Segments[i].Title, "(bytes 26–27)") {
		t.Errorf("segments %+v", v.Segments)
	}
	long := strings.Repeat("a", MaxInput)
	if v := Build(long, long+"b"); !strings.HasPrefix(v.Refused, "the base URI is 65537") {
		t.Errorf("%q", v.Refused)
	}
	v = Build("http://a/?x&y&z", "")
	var names []string
	for _, r := range table(t, v, "query").Rows {
		names = append(names, r.ID+"/"+r.Name)
	}
	if !slices.Equal(names, []string{"1/1", "2/2", "3/3"}) {
		t.Errorf("query rows %v", names)
	}
	// RFC 1738 §3.11: prospero://host:port/hsoname;field=value
	v = Build("prospero://host.example:1525/pub/a;type=b;x=y", "")
	if c := cellOf(t, v, "scheme", "fields", "value"); c.Text != "type = b\nx = y" {
		t.Errorf("prospero fields %+v", c)
	}
	if c := cellOf(t, v, "scheme", "hsoname", "value"); c.Text != "pub/a" {
		t.Errorf("prospero hsoname %+v", c)
	}
	if note := table(t, Build("http://a/", ""), "destination").Note; strings.HasPrefix(note, "They disagree") {
		t.Errorf("note %q", note)
	}
	if p := problem(errors.New("no offset")); p.Offset != -1 || p.Component != "" || p.Message != "no offset" {
		t.Errorf("problem %+v", p)
	}
	if got := serverTiming(1500 * time.Microsecond); got != "view;dur=1.500" {
		t.Errorf("serverTiming = %q", got)
	}
}
