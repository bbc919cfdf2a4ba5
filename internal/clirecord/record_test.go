package clirecord

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/links"
	"github.com/urikit/urikit/publicsuffix"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// check compares the JSON and the text of the record op made of s with
// want (one JSON Lines line, without "\n") and text; a failing op is
// checked through Failure and FailureText instead.
func check(t *testing.T, name string, rec Record, err error, blocks bool, wantJSON, wantText string) {
	t.Helper()
	var got []byte
	var text string
	if err != nil {
		got, _ = JSON(Failure([]Field{{Key: "input", Value: name}}, err))
		text = FailureText("argument", 1, err)
	} else {
		got, _ = JSON(rec)
		text = TextOf(rec, blocks)
	}
	if string(got) != wantJSON+"\n" {
		t.Errorf("%s: JSON\n got %s\nwant %s", name, got, wantJSON)
	}
	if text != wantText {
		t.Errorf("%s: text\n got %q\nwant %q", name, text, wantText)
	}
}

// The examples of RFC 3986 §6.2.2 and §6.2.3, with CLI.md's records.
func TestNormalize(t *testing.T) {
	n := uri.Normalizer{Level: uri.LevelScheme}
	for _, c := range []struct{ in, out string }{
		{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D"}, // §6.2.2
		{"http://example.com:80/", "http://example.com/"},                   // §6.2.3
		{"http://example.com", "http://example.com/"},                       // §6.2.3
		{"HTTP://www.EXAMPLE.com/%7Esmith/", "http://www.example.com/~smith/"},
	} {
		rec, err := Normalize(n, false, c.in)
		check(t, c.in, rec, err, false, `{"input":"`+c.in+`","ok":true,"result":"`+c.out+`"}`, c.out+"\n")
	}
	// A space is not allowed (RFC 3986 §2); --repair encodes it as browsers
	// do and lists the repair, offsets in the input.
	in := "HTTP://Example.com/a b"
	rec, err := Normalize(n, true, in)
	check(t, in, rec, err, false,
		`{"input":"HTTP://Example.com/a b","ok":true,"result":"http://example.com/a%20b","repairs":[{"kind":"encoded-space","offset":20,"message":"space written %20"}]}`,
		"http://example.com/a%20b\n")
	if l := rec.(Repaired).RepairList(); l == nil || len(*l) != 1 {
		t.Errorf("RepairList() = %v", l)
	}
	// Without --repair the error has its offset and says --repair helps.
	rec, err = Normalize(n, false, in)
	check(t, in, rec, err, false,
		`{"input":"HTTP://Example.com/a b","ok":false,"error":"uri: space at offset 20 in path: spaces must be written %20 (uri repair or --repair makes it \"HTTP://Example.com/a%20b\")","offset":20}`,
		"argument 1: uri: space at offset 20 in path: spaces must be written %20 (uri repair or --repair makes it \"HTTP://Example.com/a%20b\")\n")
	// With --repair, an input repair cannot fix is repair's error, at its
	// offset in the input.
	in = "http://a b/"
	rec, err = Normalize(n, true, in)
	check(t, in, rec, err, false,
		`{"input":"http://a b/","ok":false,"error":"repair: host \"a b\" holds ' ', which no client accepts in a host (the URL Standard's forbidden host code points) at offset 8: correct the host","offset":8}`,
		"argument 1: repair: host \"a b\" holds ' ', which no client accepts in a host (the URL Standard's forbidden host code points) at offset 8: correct the host\n")
}

// URL Standard: the host lower-cased, the default port dropped, the path's
// dot segments removed and the space percent-encoded (path percent-encode
// set); a relative reference resolved against the base.
func TestNormalizeWHATWG(t *testing.T) {
	rec, err := NormalizeWHATWG(nil, "HTTP://Example.COM:80/a/./b/../c d")
	check(t, "", rec, err, false, `{"input":"HTTP://Example.COM:80/a/./b/../c d","ok":true,"result":"http://example.com/a/c%20d"}`, "http://example.com/a/c%20d\n")
	base, err := whatwg.Parse("https://example.com/docs/a/")
	if err != nil {
		t.Fatal(err)
	}
	rec, err = NormalizeWHATWG(&base, "../b")
	check(t, "", rec, err, false, `{"input":"../b","ok":true,"result":"https://example.com/docs/b"}`, "https://example.com/docs/b\n")
	if _, err := NormalizeWHATWG(nil, "../b"); err == nil {
		t.Error("a relative reference without a base parsed")
	}
}

// Safe Browsing's "URLs and Hashing" examples and SURT's.
func TestCanon(t *testing.T) {
	sb, _ := canon.ParseProfile("safebrowsing")
	rec, err := Canon(sb, "http://3279880203/blah")
	check(t, "", rec, err, false, `{"input":"http://3279880203/blah","ok":true,"result":"http://195.127.0.11/blah"}`, "http://195.127.0.11/blah\n")
	surt, _ := canon.ParseProfile("surt")
	rec, err = Canon(surt, "http://archive.org/goo/?b&a")
	check(t, "", rec, err, false, `{"input":"http://archive.org/goo/?b&a","ok":true,"result":"org,archive)/goo?a&b"}`, "org,archive)/goo?a&b\n")
	// No host: an error without an offset (null).
	in := "mailto:joe@example.com"
	rec, err = Canon(sb, in)
	check(t, in, rec, err, false,
		`{"input":"mailto:joe@example.com","ok":false,"error":"canon: safebrowsing: a URL with a scheme must go on with \"//\" and a host in \"mailto:joe@example.com\"","offset":null}`,
		"argument 1: canon: safebrowsing: a URL with a scheme must go on with \"//\" and a host in \"mailto:joe@example.com\"\n")
	// "Suffix/Prefix Expressions": the example of the document.
	rec, err = CanonExpressions("http://a.b.c/1/2.html?param=1")
	want := []string{"a.b.c/1/2.html?param=1", "a.b.c/1/2.html", "a.b.c/", "a.b.c/1/", "b.c/1/2.html?param=1", "b.c/1/2.html", "b.c/", "b.c/1/"}
	check(t, "", rec, err, true, `{"input":"http://a.b.c/1/2.html?param=1","ok":true,"results":["`+strings.Join(want, `","`)+`"]}`, strings.Join(want, "\n")+"\n")
	if _, err := CanonExpressions("mailto:x"); err == nil {
		t.Error("CanonExpressions(mailto:x) did not fail")
	}
	f, err := canon.ParsePurellFlags("FlagsSafe,FlagRemoveDotSegments")
	if err != nil {
		t.Fatal(err)
	}
	rec, err = Purell(f, "HTTP://www.Example.COM:80/a/./b/../c/%7euser")
	check(t, "", rec, err, false, `{"input":"HTTP://www.Example.COM:80/a/./b/../c/%7euser","ok":true,"result":"http://www.example.com/a/c/~user"}`, "http://www.example.com/a/c/~user\n")
}

// The Public Suffix List's rules: co.uk is an ICANN suffix, github.io a
// private one; a suffix itself has no registrable domain.
func TestDomain(t *testing.T) {
	rec, err := Domain(publicsuffix.All, "www.example.co.uk")
	check(t, "", rec, err, false, `{"input":"www.example.co.uk","ok":true,"host":"www.example.co.uk","public_suffix":"co.uk","registrable":"example.co.uk","registrable_ascii":"example.co.uk","icann":true}`, "example.co.uk\n")
	rec, err = Domain(publicsuffix.All, "https://whatwg.github.io/url/")
	check(t, "", rec, err, false, `{"input":"https://whatwg.github.io/url/","ok":true,"host":"whatwg.github.io","public_suffix":"github.io","registrable":"whatwg.github.io","registrable_ascii":"whatwg.github.io","icann":false}`, "whatwg.github.io\n")
	rec, err = Domain(publicsuffix.ICANN, "https://whatwg.github.io/url/")
	check(t, "", rec, err, false, `{"input":"https://whatwg.github.io/url/","ok":true,"host":"whatwg.github.io","public_suffix":"io","registrable":"github.io","registrable_ascii":"github.io","icann":true}`, "github.io\n")
	rec, err = Domain(publicsuffix.All, "co.uk")
	check(t, "", rec, err, false, `{"input":"co.uk","ok":true,"host":"co.uk","public_suffix":"co.uk","registrable":null,"registrable_ascii":null,"icann":true}`, "\n")
	// An IP address: no rule applies, icann is null.
	rec, err = Domain(publicsuffix.All, "127.0.0.1")
	check(t, "", rec, err, false, `{"input":"127.0.0.1","ok":true,"host":"127.0.0.1","public_suffix":null,"registrable":null,"registrable_ascii":null,"icann":null}`, "\n")
	if _, err := Domain(publicsuffix.All, "mailto:joe@example.com"); err == nil {
		t.Error("a URL without a host has a domain")
	}
}

// Appendix E of the 2003 draft: a URI in angle brackets, broken after a
// hyphen, is ambiguous; standard input is named as grep names it.
func TestExtract(t *testing.T) {
	s := extract.NewScanner(strings.NewReader("see <http://a.example/over-\n  view> and http://b.example/."))
	var got []string
	var text string
	name := "f.txt"
	for i := 0; s.Scan(); i++ {
		file := &name
		if i == 1 {
			file = nil
		}
		rec := Extract(file, s.Match())
		if !rec.Passed() {
			t.Errorf("%v did not pass", rec)
		}
		b, _ := JSON(rec)
		got = append(got, string(b))
		text += TextOf(rec, false)
	}
	want := []string{
		`{"file":"f.txt","line":1,"column":5,"offset":4,"text":"<http://a.example/over-\n  view>","uri":"http://a.example/over-view","ambiguous":true}` + "\n",
		`{"file":null,"line":2,"column":13,"offset":40,"text":"http://b.example/","uri":"http://b.example/","ambiguous":false}` + "\n",
	}
	if strings.Join(got, "") != strings.Join(want, "") {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if w := "f.txt:1:5:http://a.example/over-view\t(ambiguous: a line break after a hyphen)\n(standard input):2:13:http://b.example/\n"; text != w {
		t.Errorf("text %q, want %q", text, w)
	}
}

// RFC 3986 §7.5 (a password) and §7.6 (a userinfo that reads as a host),
// RFC 1918 (10.0.0.1 is private), §7.4 (a rare IPv4 spelling).
func TestInspect(t *testing.T) {
	in := inspect.Inspector{MaxFindings: MaxListed}
	rec, err := Inspect(in, 0, "ftp://user:secret@host.dom/")
	check(t, "", rec, err, true,
		`{"input":"ftp://user:secret@host.dom/","ok":true,"findings":[{"kind":"password","severity":"warning","message":"a password in the URI is readable by anyone who sees or logs it (RFC 3986 §7.5); remove it, or log the URI redacted","offset":11,"length":6}]}`,
		"         ftp://user:secret@host.dom/\nwarning             ^^^^^^ password: a password in the URI is readable by anyone who sees or logs it (RFC 3986 §7.5); remove it, or log the URI redacted\n")
	if !rec.Passed() {
		t.Error("a warning failed the gate")
	}
	rec, err = Inspect(in, 0, "https://example.com/a?b=c#d")
	check(t, "", rec, err, true, `{"input":"https://example.com/a?b=c#d","ok":true,"findings":[]}`, "         https://example.com/a?b=c#d\nok       no findings\n")
	rec, err = Inspect(in, 0, "http://0x7f.1/")
	if err != nil || rec.Passed() {
		t.Fatalf("http://0x7f.1/: %v %v", rec, err)
	}
	r := rec.(*InspectRecord)
	if len(r.Findings) != 2 || r.Findings[0].Kind != "rare-ipv4" || r.Findings[0].IPv4 != "127.0.0.1" || r.Findings[1].Kind != "private-address" {
		t.Errorf("http://0x7f.1/: %+v", r.Findings)
	}
	// An IPv6 address is named as one.
	rec, err = Inspect(in, 0, "http://[::1]/")
	if err != nil || rec.(*InspectRecord).Findings[0].IPv6 != "::1" || rec.Passed() {
		t.Errorf("http://[::1]/: %v %v", rec, err)
	}
	// --iri inspects the URI an IRI stands for (RFC 3987 §3.1) and says
	// which; --repair lists its repairs.
	rec, err = Inspect(in, inspect.IRIs, "https://en.wikipedia.org/wiki/Café")
	check(t, "", rec, err, true, `{"input":"https://en.wikipedia.org/wiki/Café","ok":true,"findings":[],"inspected":"https://en.wikipedia.org/wiki/Caf%C3%A9"}`, "         https://en.wikipedia.org/wiki/Café\nok       no findings\n")
	rec, err = Inspect(in, inspect.Repairs, "http://example.com/a b")
	check(t, "", rec, err, true, `{"input":"http://example.com/a b","ok":true,"findings":[],"inspected":"http://example.com/a%20b","repairs":[{"kind":"encoded-space","offset":20,"message":"space written %20"}]}`, "         http://example.com/a b\nok       no findings\n")
	// Not a URI reference: an error; the clients that read it anyway
	// part, so the findings come with it.
	in0 := `http:/\evil.com`
	_, err = Inspect(in, 0, in0)
	fs := FindingsOf(err)
	if err == nil || len(fs) == 0 || fs[0].Severity != "danger" {
		t.Errorf("%q: %v %v", in0, err, fs)
	}
	b, _ := JSON(Failure([]Field{{Key: "input", Value: in0}}, err))
	if !strings.Contains(string(b), `"findings":[{"kind":"parser-differential","severity":"danger"`) {
		t.Errorf("%q: %s", in0, b)
	}
	if txt := FailureText("line", 4, err); strings.Count(txt, "line 4: ") != 1+len(fs) || !strings.Contains(txt, "line 4: danger parser-differential: ") {
		t.Errorf("%q: %q", in0, txt)
	}
	// --repair that cannot repair: the record still says "repairs": [].
	_, err = Inspect(in, inspect.Repairs, "http://a b/")
	b, _ = JSON(Failure([]Field{{Key: "input", Value: "http://a b/"}}, err))
	if want := `{"input":"http://a b/","ok":false,"error":"uri: space at offset 8 in host: spaces must be written %20","offset":8,"repairs":[]}` + "\n"; string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	// More findings than listed: counted by severity, the worst named,
	// and an omitted danger fails the gate.
	many := "http://127.0.0.1/" + strings.Repeat("./", 3)
	rec, err = Inspect(inspect.Inspector{MaxFindings: 1}, 0, many)
	if err != nil {
		t.Fatal(err)
	}
	r = rec.(*InspectRecord)
	if len(r.Findings) != 1 || r.Omitted == 0 || r.Worst == "" || r.BySeverity == nil || rec.Passed() {
		t.Errorf("%s: %+v", many, r)
	}
	if txt := TextOf(rec, true); !strings.Contains(txt, "more findings, not listed (") {
		t.Errorf("text %q", txt)
	}
}

// Carets stop at column 160: a finding further on is located by offset.
func TestInspectCaretWidth(t *testing.T) {
	r := &InspectRecord{Input: "x", Findings: []Finding{
		{Kind: "k", Severity: "info", Message: "m", Offset: 2, Length: 3},
		{Kind: "k", Severity: "danger", Message: "m", Offset: 158, Length: 2},
		{Kind: "k", Severity: "danger", Message: "m", Offset: 159, Length: 2},
		{Kind: "k", Severity: "info", Message: "m", Offset: 200, Length: 1},
	}, Omitted: 3, BySeverity: map[string]int{"danger": 1, "warning": 0, "info": 2}}
	want := "         x\n" +
		"info       ^^^ k: m\n" +
		"danger   " + strings.Repeat(" ", 158) + "^^ k: m\n" +
		"danger   at offset 159 (2 bytes) k: m\n" +
		"info     at offset 200 (1 byte) k: m\n" +
		"         and 3 more findings, not listed (1 danger, 2 info)\n"
	if got := TextOf(r, true); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// The offset of an error record is the first uri.OffsetError's in the
// chain, null without one; a repaired input's error has none.
func TestFailure(t *testing.T) {
	_, perr := uri.Parse("http://a b/")
	var oe uri.OffsetError
	if !errors.As(perr, &oe) {
		t.Fatal("no offset")
	}
	b, _ := JSON(Failure([]Field{{Key: "a", Value: "x"}, {Key: "b", Value: "y"}}, perr))
	if want := `{"a":"x","b":"y","ok":false,"error":`; !strings.HasPrefix(string(b), want) || !strings.HasSuffix(string(b), `,"offset":8}`+"\n") {
		t.Errorf("%s", b)
	}
	b, _ = JSON(Failure([]Field{{Key: "input", Value: "<&>"}}, errors.New("plain")))
	if string(b) != `{"input":"<&>","ok":false,"error":"plain","offset":null}`+"\n" {
		t.Errorf("%s", b)
	}
	list := &[]RepairChange{{Kind: "k", Offset: 1, Message: "m"}}
	err := AfterRepair(perr, list, "http://a%20b/")
	if errors.Unwrap(err) != nil || err.Error() != perr.Error()+` (in the repaired text "http://a%20b/")` {
		t.Errorf("%v", err)
	}
	b, _ = JSON(Failure([]Field{{Key: "input", Value: "s"}}, err))
	if !strings.HasSuffix(string(b), `"offset":null,"repairs":[{"kind":"k","offset":1,"message":"m"}]}`+"\n") {
		t.Errorf("%s", b)
	}
	// Nothing repaired: the error and its offset are the input's.
	err = AfterRepair(perr, &[]RepairChange{}, "http://a b/")
	if errors.Unwrap(err) != perr || err.Error() != perr.Error() {
		t.Errorf("%v", err)
	}
	if AfterRepair(nil, list, "") != nil || AfterRepair(perr, nil, "") != perr {
		t.Error("AfterRepair without an error or without --repair")
	}
}

// CutText keeps 200 bytes and never cuts a UTF-8 sequence.
func TestCutText(t *testing.T) {
	if s := strings.Repeat("a", 200); CutText(s) != s {
		t.Error("200 bytes cut")
	}
	if got := CutText(strings.Repeat("a", 201)); got != strings.Repeat("a", 200)+"…" {
		t.Errorf("%q", got)
	}
	s := strings.Repeat("a", 199) + "é" + "b"
	if got := CutText(s); got != strings.Repeat("a", 199)+"…" {
		t.Errorf("%q", got)
	}
}

// Text shows values that could be misread quoted, the markers for absent
// and empty components, and blocks separated by an empty line.
func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"": "(empty)", "a b": "a b", "café": "café", " a": `" a"`, "a ": `"a "`, "a\tb": `"a\tb"`,
		"\x7f": `"\x7f"`, "\xff": `"\xff"`, "\x80": `"\x80"`, "a\x80b": `"a\x80b"`, "\u2028": `"\u2028"`, `"q"`: `"\"q\""`,
		"(absent)": `"(absent)"`, "(empty)": `"(empty)"`, "(other)": "(other)", "/%0A": "/%0A",
	} {
		if got := Show(in); got != want {
			t.Errorf("Show(%q) = %s, want %s", in, got, want)
		}
	}
	for in, want := range map[string]string{"": `""`, `a\b`: `"a\b"`, `a"b`: `"a\"b"`, "a\nb": `"a\nb"`} {
		if got := QuoteText(in); got != want {
			t.Errorf("QuoteText(%q) = %s, want %s", in, got, want)
		}
	}
	var b strings.Builder
	w := bufioWriter(&b)
	h := NewText(w, true)
	s := "v"
	for range 2 {
		h.Start()
		h.Field("scheme", &s, "")
		h.Field("port", nil, "note")
	}
	w.Flush()
	if want := "  scheme     v\n  port       (absent)  (note)\n\n  scheme     v\n  port       (absent)  (note)\n"; b.String() != want {
		t.Errorf("%q, want %q", b.String(), want)
	}
	if !h.Blocks() || NewText(w, false).Blocks() {
		t.Error("Blocks")
	}
}

// RFC 3986 §5.4.1's examples, found in HTML under the base
// http://a/b/c/d;p?q (the retrieval URI, §5.1.3): the record names the
// base and its layer; a reference that is not one is a failure at its
// offset, and --repair repairs it first.
func TestLink(t *testing.T) {
	ctx := links.Context{Retrieval: "http://a/b/c/d;p?q"}
	s := ctx.Scan(strings.NewReader(`<a href="../g">` + "\n" + `<img src="g;x?y#s"><a href="a b"><a href="http://h:8o/">`))
	name := "p.html"
	var got []string
	var text string
	for i := 0; s.Scan(); i++ {
		rec := Link(&name, s.Link(), s.Base(), i == 2)
		b, _ := JSON(rec)
		got = append(got, string(b))
		if f, ok := rec.(*LinkFailure); ok {
			text += f.Position() + ": " + f.Tag() + ": " + f.Error + "\n"
		} else {
			text += TextOf(rec, false)
		}
	}
	want := []string{
		`{"file":"p.html","line":1,"column":10,"element":"a","attribute":"href","ref":"../g","base":"http://a/b/c/d;p?q","base_source":"retrieval","ok":true,"result":"http://a/b/g"}`,
		`{"file":"p.html","line":2,"column":11,"element":"img","attribute":"src","ref":"g;x?y#s","base":"http://a/b/c/d;p?q","base_source":"retrieval","ok":true,"result":"http://a/b/c/g;x?y#s"}`,
		`{"file":"p.html","line":2,"column":29,"element":"a","attribute":"href","ref":"a b","base":"http://a/b/c/d;p?q","base_source":"retrieval","ok":true,"result":"http://a/b/c/a%20b","repairs":[{"kind":"encoded-space","offset":1,"message":"space written %20"}]}`,
		`{"file":"p.html","line":2,"column":43,"element":"a","attribute":"href","ref":"http://h:8o/","base":"http://a/b/c/d;p?q","base_source":"retrieval","ok":false,"error":"uri: invalid character 'o' at offset 10 in port: a port is decimal digits only","offset":10}`,
	}
	if strings.Join(got, "") != strings.Join(want, "\n")+"\n" {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, ""), strings.Join(want, "\n"))
	}
	wantText := "p.html:1:10:http://a/b/g\np.html:2:11:http://a/b/c/g;x?y#s\np.html:2:29:http://a/b/c/a%20b\n" +
		`p.html:2:43: <a href="http://h:8o/">: uri: invalid character 'o' at offset 10 in port: a port is decimal digits only` + "\n"
	if text != wantText {
		t.Errorf("text\n%s\nwant\n%s", text, wantText)
	}
	// Without a base: the failure says how to give one; its offset is null.
	s = links.Context{}.Scan(strings.NewReader(`<a href="g">`))
	if !s.Scan() {
		t.Fatal("no link")
	}
	rec := Link(nil, s.Link(), s.Base(), false)
	b, _ := JSON(rec)
	if !strings.Contains(string(b), `"base":null,"base_source":null,"ok":false,"error":`) || !strings.HasSuffix(string(b), `; give a base with --url or --default-base","offset":null}`+"\n") || rec.Passed() {
		t.Errorf("%s", b)
	}
	// Without --repair, the error says --repair would help.
	s = ctx.Scan(strings.NewReader(`<a href="a b">`))
	s.Scan()
	if f, ok := Link(nil, s.Link(), s.Base(), false).(*LinkFailure); !ok || !strings.HasSuffix(f.Error, `(uri repair or --repair makes it "a%20b")`) || f.RepairList() != nil {
		t.Errorf("%+v", f)
	}
}

// A result's text is the result, or its octets (Raw) when they are not
// UTF-8 and "result" is null (uri decode: "result_hex" then).
func TestResultText(t *testing.T) {
	r := "a"
	if got := TextOf(&Result{Result: &r, Raw: "b"}, false); got != "a\n" {
		t.Errorf("%q", got)
	}
	if got := TextOf(&Result{Raw: "\xff"}, false); got != "\xff\n" {
		t.Errorf("%q", got)
	}
	if rec := NewResult("in", "out", nil); rec.Raw != "out" || *rec.Result != "out" || !rec.Passed() || rec.RepairList() != nil {
		t.Errorf("%+v", rec)
	}
}

// Without --iri or --repair, an input that repair would make a URI says
// so; with either, the record is about what they made, and no hint is
// added.
func TestInspectHint(t *testing.T) {
	in := inspect.Inspector{MaxFindings: MaxListed}
	const hint = `(uri repair or --repair makes it "http://a/b%20c")`
	if _, err := Inspect(in, 0, "http://a/b c"); err == nil || !strings.HasSuffix(err.Error(), hint) {
		t.Errorf("no mode: %v", err)
	}
	if _, err := Inspect(in, inspect.IRIs, "http://a/b c"); err == nil || strings.Contains(err.Error(), "--repair makes it") {
		t.Errorf("--iri: %v", err)
	}
}

// Findings left out of the list that hold no danger leave the gate open.
func TestInspectOmittedNoDanger(t *testing.T) {
	s := "ftp://user:secret@host.dom:2121/a/./b"
	rec, err := Inspect(inspect.Inspector{MaxFindings: 1}, 0, s)
	if err != nil {
		t.Fatal(err)
	}
	r := rec.(*InspectRecord)
	if r.Omitted == 0 || r.Worst == "danger" || r.BySeverity["danger"] != 0 || !rec.Passed() {
		t.Errorf("%s: %+v, passed %v", s, r, rec.Passed())
	}
}

// CutText never cuts more than a UTF-8 sequence's length (4 bytes, RFC
// 3629) short of 200, whatever the bytes.
func TestCutTextInvalid(t *testing.T) {
	s := strings.Repeat("a", 196) + strings.Repeat("\x80", 10)
	if got := CutText(s); got != strings.Repeat("a", 196)+"…" {
		t.Errorf("%q", got)
	}
}

// An error at offset 0 keeps its offset (only an error without one is
// null): "[" cannot begin a path (RFC 3986 §3.3).
func TestCanonErrorOffset(t *testing.T) {
	p, _ := canon.ParseProfile("rfc3986")
	_, err := Canon(p, "[")
	b, _ := JSON(Failure([]Field{{Key: "input", Value: "["}}, err))
	if !strings.HasSuffix(string(b), `"offset":0}`+"\n") {
		t.Errorf("%s", b)
	}
}
