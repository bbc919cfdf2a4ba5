package extract

import (
	"io"
	"os"
	"strings"
	"testing"
)

// Long inputs: the window of a streaming Scanner moves many times, and
// whatever the chunking, it finds what scanning the whole string finds.
func TestLongInputs(t *testing.T) {
	data, err := os.ReadFile("testdata/bench/specs.txt")
	if err != nil {
		t.Fatal(err)
	}
	checkStreams(t, string(data[:300<<10]))

	long := "http://example.org/" + strings.Repeat("a", MaxLength)
	fits := "http://example.org/" + strings.Repeat("b", MaxLength-40)
	pad := strings.Repeat("x", 300) // a line longer than the look-back
	text := "a URI too long: " + long + " one that fits: " + fits + " and <" + long + ">, <URL:" + fits + ">.\n" +
		pad + " > quoted <http://q.example/a\n> b> " + pad + "\n> " + pad + " <http://q.example/c\n> d>\n"
	ms := all(text)
	got := uris(ms)
	// the second quoted line starts more than lookBack bytes before its "<":
	// its marker is out of reach, so the ">" on the next line closes it.
	want := []string{fits, fits, "http://q.example/a", "http://q.example/c"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got %d URIs %.80q..., want %d", len(got), got, len(want))
	}
	checkStreams(t, text)
}

// The rest of a word too long to be a URI is skipped whole: a URI glued to
// its end is part of that word, not found on its own.
func TestLongWordSkipped(t *testing.T) {
	// glued after letters (scheme characters) or after a "/" (not one)
	for _, glue := range []string{"", "/"} {
		text := "see http://a.example/" + strings.Repeat("x", MaxLength) + glue + "http://b.example/ and http://c.example/"
		if got := uris(all(text)); len(got) != 1 || got[0] != "http://c.example/" {
			t.Errorf("glued after %q: got %q; want only http://c.example/", glue, got)
		}
		checkStreams(t, text)
	}
}

// A Scanner holds a bounded part of its input, however long the input and
// its words are.
func TestStreamMemory(t *testing.T) {
	const size = 8 << 20
	const wrappers = "<http://e.example/ "
	var s *Scanner
	peak := 0
	r := &watchReader{
		r: io.MultiReader(
			strings.NewReader("start http://a.example/ "),
			io.LimitReader(&repeatReader{s: "http://b.example/" + strings.Repeat("c", 1000)}, size), // one 8 MB word
			strings.NewReader(" <http://d.example/\n e> "),
			io.LimitReader(&repeatReader{s: wrappers}, int64(size/len(wrappers)*len(wrappers))), // wrappers that never close
			strings.NewReader("\n\nend http://f.example/"),
		),
		watch: func() { peak = max(peak, len(s.e.buf)+cap(s.rbuf)) },
	}
	s = NewScanner(r)
	var got []string
	for s.Scan() {
		if u := s.Match().URI; !strings.HasPrefix(u, "http://e.exam") {
			got = append(got, u)
		}
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	want := "http://a.example/ http://d.example/e http://f.example/"
	if strings.Join(got, " ") != want {
		t.Errorf("got %q, want %q", got, want)
	}
	t.Logf("peak window and read buffer %d bytes for %d bytes of input", peak, 2*size)
	if limit := 4 * (MaxLength + chunkSize); peak > limit {
		t.Errorf("window grew to %d bytes on a %d-byte input (limit %d)", peak, 2*size, limit)
	}
}

type watchReader struct {
	r     io.Reader
	watch func()
}

func (w *watchReader) Read(p []byte) (int, error) {
	w.watch()
	return w.r.Read(p)
}

// repeatReader reads s over and over, each read going on where the last
// one stopped (so what it gives does not depend on the sizes of the reads).
type repeatReader struct {
	s string
	i int // the index in s of the next byte
}

func (r *repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c := copy(p[n:], r.s[r.i:])
		n += c
		r.i = (r.i + c) % len(r.s)
	}
	return n, nil
}

// MaxLength is the longest span reported, whatever the form: a span of
// exactly MaxLength bytes is found, one byte more is not. A wrapper too long
// is ordinary text, and the URI inside it, short enough, is found bare; a
// quoted URI whose quotes would pass the limit is found without them.
func TestMaxLengthSpan(t *testing.T) {
	uriOf := func(n int) string { // a URI of n bytes
		return "http://a.example/" + strings.Repeat("x", n-len("http://a.example/"))
	}
	for _, tc := range []struct {
		name, span string
		want       string // the span found, "" for none
	}{
		{"bare, MaxLength", uriOf(MaxLength), uriOf(MaxLength)},
		{"bare, one more", uriOf(MaxLength + 1), ""},
		{"wrapper, MaxLength", "<" + uriOf(MaxLength-2) + ">", "<" + uriOf(MaxLength-2) + ">"},
		{"wrapper, one more", "<" + uriOf(MaxLength-1) + ">", uriOf(MaxLength - 1)},
		{"Slack, MaxLength", "<" + uriOf(MaxLength-8) + "|label>", "<" + uriOf(MaxLength-8) + "|label>"},
		{"Slack, one more", "<" + uriOf(MaxLength-7) + "|label>", ""}, // a "|" ends no bare URI (bare.go)
		{"quoted, MaxLength", `"` + uriOf(MaxLength-2) + `"`, `"` + uriOf(MaxLength-2) + `"`},
		{"quoted, one more", `"` + uriOf(MaxLength-1) + `"`, uriOf(MaxLength - 1)},
	} {
		text := "see " + tc.span + " now"
		ms := all(text)
		switch {
		case tc.want == "" && len(ms) != 0:
			t.Errorf("%s: got a span of %d bytes; want none", tc.name, len(ms[0].Text))
		case tc.want != "" && (len(ms) != 1 || ms[0].Text != tc.want):
			var got []int
			for _, m := range ms {
				got = append(got, len(m.Text))
			}
			t.Errorf("%s: got spans of %v bytes; want one of %d", tc.name, got, len(tc.want))
		}
		checkStreams(t, text)
	}
}
