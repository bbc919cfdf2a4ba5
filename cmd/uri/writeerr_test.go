package main

import (
	"bytes"
	"errors"
	"strings"
	"syscall"
	"testing"
)

// errWriter fails every write with err.
type errWriter struct{ err error }

func (w errWriter) Write([]byte) (int, error) { return 0, w.err }

// Every command, the help included, exits 2 when standard output cannot be
// written, with a message; a closed pipe (EPIPE) without one.
func TestWriteErrors(t *testing.T) {
	for _, args := range [][]string{
		{"parse", "http://a"}, {"parse", "--json"}, {"normalize"}, {"compare", "a:", "a:"},
		{"extract"}, {"help"}, {"help", "parse"}, {"help", "help"}, {"parse", "--help"},
	} {
		for _, tc := range []struct {
			err error
			msg string
		}{
			{errors.New("no space"), "writing output: no space"},
			{syscall.EPIPE, ""},
			{&wrapped{syscall.EPIPE}, ""},
		} {
			var errb bytes.Buffer
			in := strings.NewReader("http://a\nhttp://b\n")
			status := execute(args, in, errWriter{tc.err}, &errb)
			if status != exitUsage {
				t.Errorf("uri %q writing to %v: status %d, want %d", args, tc.err, status, exitUsage)
			}
			if tc.msg == "" && errb.Len() != 0 || tc.msg != "" && !strings.Contains(errb.String(), tc.msg) {
				t.Errorf("uri %q writing to %v: stderr %q, want %q", args, tc.err, errb.String(), tc.msg)
			}
		}
	}
}

// wrapped is an error wrapping another, as *os.PathError does.
type wrapped struct{ err error }

func (w *wrapped) Error() string { return "write /dev/stdout: " + w.err.Error() }
func (w *wrapped) Unwrap() error { return w.err }
