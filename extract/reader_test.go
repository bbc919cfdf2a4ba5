package extract

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
)

// Reset keeps the read buffer of the Scanner (scanner.go): a long-lived
// Scanner reads input after input into the same one.
func TestResetKeepsBuffer(t *testing.T) {
	s := NewScanner(strings.NewReader("see http://a.example/ now"))
	for s.Scan() {
	}
	first := &s.rbuf[:1][0]
	for _, text := range []string{"and http://b.example/", "nothing"} {
		s.Reset(strings.NewReader(text))
		for s.Scan() {
		}
		if &s.rbuf[:1][0] != first {
			t.Fatalf("after Reset, %q was read into a new buffer", text)
		}
	}
}

// emptyReads returns n times 0 bytes and no error, then reads text.
type emptyReads struct {
	n    int
	text io.Reader
}

func (r *emptyReads) Read(p []byte) (int, error) {
	if r.n > 0 {
		r.n--
		return 0, nil
	}
	return r.text.Read(p)
}

// A reader that returns no data and no error is waited out as bufio waits
// it out: a hundred such reads in a row are io.ErrNoProgress, fewer are
// not an error.
func TestEmptyReads(t *testing.T) {
	for _, n := range []int{1, 99, 100, 150} {
		_, bufErr := bufio.NewReader(&emptyReads{n, strings.NewReader("x")}).ReadByte()
		s := NewScanner(&emptyReads{n, strings.NewReader("see http://a.example/ now")})
		var got []string
		for s.Scan() {
			got = append(got, s.Match().URI)
		}
		if !errors.Is(s.Err(), bufErr) || (bufErr == nil) != (len(got) == 1) {
			t.Errorf("%d empty reads: got %q, error %v; bufio's error %v", n, got, s.Err(), bufErr)
		}
	}
}
