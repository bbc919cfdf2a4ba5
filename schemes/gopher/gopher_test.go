package gopher

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from the gopher examples of seed 000 ("Gopher", "Overall summary and
// examples"), seed 001 §1.3 and seed 003 §1.1.2 (RFC 1738 §3.4 rules);
// requests written from RFC 1738 §3.4.2 and §3.4.3.
var parseRows = []struct {
	in, src      string
	host         string
	port         uint16
	typ, sel     string
	search, plus *string
	request      string
}{
	{"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", "seed 001 §1.3", "spinaltap.micro.umn.edu", 70,
		"0", "0/Weather/California/Los Angeles", nil, nil, "0/Weather/California/Los Angeles\r\n"},
	{"gopher://gopher.tc.umn.edu:70/11/Mailing%20Lists/", "seed 003 §1.1.2", "gopher.tc.umn.edu", 70,
		"1", "1/Mailing Lists/", nil, nil, "1/Mailing Lists/\r\n"},
	{"gopher://gopher.micro.umn.edu/00/Information", "seed 000 references", "gopher.micro.umn.edu", 70,
		"0", "0/Information", nil, nil, "0/Information\r\n"},
	{"gopher://host/0a_gopher_selector", "seed 000 examples", "host", 70, "0", "a_gopher_selector", nil, nil, "a_gopher_selector\r\n"},
	{"gopher://host/7a_gopher_selector%09foobar", "seed 000 examples; RFC 1738 §3.4.2", "host", 70,
		"7", "a_gopher_selector", s("foobar"), nil, "a_gopher_selector\tfoobar\r\n"},
	{"gopher://host/0a_gopher_selector%09%09some_gplus_stuff", "seed 000 examples; RFC 1738 §3.4.3", "host", 70,
		"0", "a_gopher_selector", s(""), s("some_gplus_stuff"), "a_gopher_selector\t\tsome_gplus_stuff\r\n"},
	{"gopher://host/0a_gopher_selector%09%09!", "seed 000 examples", "host", 70,
		"0", "a_gopher_selector", s(""), s("!"), "a_gopher_selector\t\t!\r\n"},
	{"gopher://host/0a_gopher_selector%09%09!+ABSTRACT%20+SMELL", "seed 000 \"Gopher\"", "host", 70,
		"0", "a_gopher_selector", s(""), s("!+ABSTRACT +SMELL"), "a_gopher_selector\t\t!+ABSTRACT +SMELL\r\n"},
	{"gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES", "seed 000 examples", "host", 70,
		"0", "a_gopher_selector", s(""), s("+application/postscript Es_ES"), "a_gopher_selector\t\t+application/postscript Es_ES\r\n"},
	{"gopher://host/0a_gopher_selector%09%09+%091%0D%0A+-1%0D%0Aask_item1_value%0D%0Aask_item2_value%0D%0A.%0D%0A", "seed 000 ASK form", "host", 70,
		"0", "a_gopher_selector", s(""), s("+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n"),
		"a_gopher_selector\t\t+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n"},
	{"gopher://host", "seed 000 \"gopher://host\"; RFC 1738 §3.4.1", "host", 70, "1", "", nil, nil, "\r\n"},
	{"gopher://host/", "RFC 1738 §3.4.1: the \"/\" is optional", "host", 70, "1", "", nil, nil, "\r\n"},
	{"gopher://host:7070/1sel?with=query&x#frag", "RFC 1738 §3.4.1: no reserved characters", "host", 7070, "1", "sel?with=query&x", nil, nil, "sel?with=query&x\r\n"},
	{"gopher://host/%31x", "RFC 1738 §5: gtype = xchar (an escape)", "host", 70, "1", "x", nil, nil, "x\r\n"},
	{"gopher://host/%1Dx", "RFC 1738 §5: any octet but tab, CR, LF", "host", 70, "\x1d", "x", nil, nil, "x\r\n"},
}

func s(x string) *string { return &x }

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		search, hs := v.Search()
		plus, hp := v.PlusString()
		got := []any{v.Host(), v.EffectivePort(), v.Type(), v.Selector(), opt(search, hs), opt(plus, hp), v.Request()}
		want := []any{r.host, r.port, r.typ, r.sel, r.search, r.plus, r.request}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s (%s):\n got %q\nwant %q", r.in, r.src, got, want)
		}
		roundTrip(t, v)
	}
}

func opt(x string, ok bool) *string {
	if !ok {
		return nil
	}
	return &x
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Parts())
	if err != nil {
		t.Errorf("%s: Build: %v", v, err)
		return
	}
	if b.Parts() != v.Parts() {
		t.Errorf("%s: built %s has parts %+v, want %+v", v, b, b.Parts(), v.Parts())
	}
	if b2, err := Build(b.Parts()); err != nil || b2 != b {
		t.Errorf("%s: Build not stable: %s, %s", v, b, b2)
	}
}

// Seed 000's request lines, which send no empty search before a Gopher+
// string.
func TestRequestDraft1994(t *testing.T) {
	rows := []struct{ in, want string }{
		{"gopher://host/0a_gopher_selector%09%09+", "a_gopher_selector\t+\r\n"},
		{"gopher://host/0a_gopher_selector%09%09!", "a_gopher_selector\t!\r\n"},
		{"gopher://host/1a_gopher_selector%09%09$", "a_gopher_selector\t$\r\n"},
		{"gopher://host/0a_gopher_selector%09%09!+ABSTRACT%20+SMELL", "a_gopher_selector\t!+ABSTRACT +SMELL\r\n"},
		{"gopher://host/0a_gopher_selector%09%09+application/postscript%20Es_ES", "a_gopher_selector\t+application/postscript Es_ES\r\n"},
		{"gopher://host/0a_gopher_selector%09%09+view_name%20language_name%091%0D%0A+-1%0D%0Aask_item1_value%0D%0Aask_item2_value%0D%0A.%0D%0A",
			"a_gopher_selector\t+view_name language_name\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n"},
		{"gopher://host/7a_gopher_selector%09foobar", "a_gopher_selector\tfoobar\r\n"},
	}
	for _, r := range rows {
		v, err := ParseString(r.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := v.RequestDraft1994(); got != r.want {
			t.Errorf("%s: got %q, want %q", r.in, got, r.want)
		}
	}
}

// The forms of seed 000's summary.
func TestPlus(t *testing.T) {
	rows := []struct {
		in   string
		want Plus
	}{
		{"+", Plus{Kind: PlusView}},
		{"+application/postscript Es_ES", Plus{Kind: PlusView, View: "application/postscript", Language: "Es_ES"}},
		{"+text/plain", Plus{Kind: PlusView, View: "text/plain"}},
		{"!", Plus{Kind: PlusItemAttributes}},
		{"!+ABSTRACT +SMELL", Plus{Kind: PlusItemAttributes, Attributes: []string{"+ABSTRACT", "+SMELL"}}},
		{"$", Plus{Kind: PlusDirAttributes}},
		{"$+VIEWS", Plus{Kind: PlusDirAttributes, Attributes: []string{"+VIEWS"}}},
		{"?", Plus{Kind: PlusAsk}},
		{"+\t1\r\n+-1\r\nask_item1_value\r\nask_item2_value\r\n.\r\n", Plus{Kind: PlusView, Ask: []string{"ask_item1_value", "ask_item2_value"}}},
		{"+view_name language_name\t1\r\n+-1\r\na\r\n.\r\n", Plus{Kind: PlusView, View: "view_name", Language: "language_name", Ask: []string{"a"}}},
		{"some_gplus_stuff", Plus{Kind: PlusOther}},
		{"+\t2\r\n", Plus{Kind: PlusOther}},
		{"+\t1\r\n+-1\r\n.\r\n", Plus{Kind: PlusView, Ask: []string{}}}, // an ASK form with no values
		{"+\t1\r\n+-1\r\n\r\n.\r\n", Plus{Kind: PlusView, Ask: []string{""}}},
		{"+\t1\r\n+-1\r\n.\r", Plus{Kind: PlusOther}},
	}
	for _, r := range rows {
		if got := ParsePlus(r.in); !reflect.DeepEqual(got, r.want) {
			t.Errorf("%q: got %+v, want %+v", r.in, got, r.want)
		}
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"gopher://host/0sel%0Dx", "selector", 18},   // RFC 1738 §3.4.1: no CR or LF in a selector
	{"gopher://host/7sel%09a%0Ab", "search", 22}, // nor in the search line
	// RFC 3986 §2.1: hex digits in either case are the same octet, so a
	// lower-case escape is the same CR or LF.
	{"gopher://host/0sel%0dx", "selector", 18},
	{"gopher://host/0sel%0ax", "selector", 18},
	{"gopher://host/7sel%09a%0db", "search", 22},
	{"gopher://host/7sel%09a%0ab", "search", 22},
	{"gopher://host/%09sel", "gtype", 14}, // the type is one character, not a tab
	{"gopher://host/%0dsel", "gtype", 14}, // nor a CR
	{"gopher://host/%0Asel", "gtype", 14}, // nor an LF
	{"gopher://host/%0asel", "gtype", 14},
	{"gopher://u@host/1", "hostport", 9}, // gopherurl = "gopher://" hostport
	{"gopher://:70/1", "host", 9},        // a host is required
	{"gopher://host?x", "gopherurl", 13}, // "/" before the gopher-path
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := ParseString(r.in)
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s: got %v, want rule %s at %d", r.in, err, r.rule, r.off)
		}
	}
	// A raw tab is not a URI character at all (RFC 3986 §2): the generic
	// parser's error.
	if _, err := ParseString("gopher://host/0sel\tx"); !errors.Is(err, uri.ErrInvalidChar) {
		t.Errorf("raw tab: %v", err)
	}
}

func TestAllocs(t *testing.T) {
	const in = "gopher://gopher.example.org:70/0sel/a/b%09search%09+"
	n := testing.AllocsPerRun(100, func() {
		v, _ := ParseString(in)
		v.Host()
		v.EffectivePort()
		v.Type()
		v.Selector()
		v.Search()
		v.PlusString()
	})
	if n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}

func FuzzParse(f *testing.F) {
	for _, r := range parseRows {
		f.Add(r.in)
	}
	for _, r := range invalidRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, err := ParseString(in)
		if err != nil {
			var e *Error
			var ue *uri.Error
			if !errors.As(err, &e) && !errors.As(err, &ue) {
				t.Fatalf("%q: error of type %T", in, err)
			}
			return
		}
		if _, err := uri.Parse(v.String()); err != nil {
			t.Fatalf("%q: not a URI: %v", in, err)
		}
		v.Request()
		v.Plus()
		roundTrip(t, v)
	})
}

func TestPlusKindString(t *testing.T) {
	for k, want := range map[PlusKind]string{PlusNone: "none", PlusView: "view", PlusItemAttributes: "item-attributes",
		PlusDirAttributes: "directory-attributes", PlusAsk: "ask", PlusOther: "other", PlusOther + 1: "other", 255: "other"} {
		if got := k.String(); got != want {
			t.Errorf("PlusKind(%d) = %q; want %q", k, got, want)
		}
	}
}
