package main

import (
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Standard output on /dev/null, opened read-only, write-only or read-write
// as the parents that discard output open it (a shell, Go's os/exec,
// Python's subprocess.DEVNULL, Node's stdio: 'ignore'), is a working output:
// the exit status tells how the records went, so "uri inspect URL" works as
// a gate (issue: Python and Node got status 2 for every URL, which a gate
// testing for 1 let through).
func TestDevNullStdout(t *testing.T) {
	bin := buildBinary(t)
	for _, mode := range []struct {
		name string
		flag int
	}{{"O_RDONLY", os.O_RDONLY}, {"O_WRONLY", os.O_WRONLY}, {"O_RDWR", os.O_RDWR}} {
		for _, tc := range []struct {
			args   []string
			status int
		}{
			{[]string{"inspect", "https://example.com/"}, 0},
			{[]string{"inspect", "http://0x7f.1/"}, 1}, // rare-ipv4: a danger
			{[]string{"inspect", "--json", "http://0x7f.1/", "https://example.com/"}, 1},
			{[]string{"parse", "http://a", "b c"}, 1},
			{[]string{"normalize", "HTTP://A/./b"}, 0},
			{[]string{"help", "inspect"}, 0},
			{[]string{"parse", "--no-such-flag"}, 2},
		} {
			null, err := os.OpenFile(os.DevNull, mode.flag, 0)
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, tc.args...)
			cmd.Stdout = null
			var errb strings.Builder
			cmd.Stderr = &errb
			status := exitStatus(t, cmd.Run())
			null.Close()
			if status != tc.status {
				t.Errorf("uri %q >/dev/null (%s): status %d, want %d; stderr %q", tc.args, mode.name, status, tc.status, errb.String())
			}
			if tc.status == 0 && errb.Len() != 0 {
				t.Errorf("uri %q >/dev/null (%s): stderr %q", tc.args, mode.name, errb.String())
			}
		}
	}
}

// A real write error (a full disk) is exit status 2 with a message; a closed
// pipe ends uri silently. A standard output closed at start (">&-") cannot
// be told from /dev/null opened read-write (Go's runtime opens it in its
// place before main runs), so it is treated as discarded output.
func TestWriteErrorStdout(t *testing.T) {
	bin := buildBinary(t)
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh")
	}
	for _, tc := range []struct {
		redirect string
		status   int
		stderr   string
	}{
		{">/dev/full", 2, "writing output: write /dev/stdout: no space left on device"},
		{">/dev/null", 0, ""},
		{"1<>/dev/null", 0, ""},
		{">&-", 0, ""},
		{"| true", 0, ""}, // nothing read the pipe: SIGPIPE or a write before the reader left
	} {
		if tc.redirect == ">/dev/full" {
			if _, err := os.Stat("/dev/full"); err != nil {
				t.Log("no /dev/full")
				continue
			}
		}
		for _, args := range []string{"parse http://a", "help", "help parse"} {
			cmd := exec.Command(sh, "-c", `"$0" `+args+" "+tc.redirect, bin)
			var errb strings.Builder
			cmd.Stderr = &errb
			status := exitStatus(t, cmd.Run())
			if tc.redirect == "| true" {
				if errb.Len() != 0 {
					t.Errorf("uri %s %s: stderr %q", args, tc.redirect, errb.String())
				}
				continue
			}
			if status != tc.status || !strings.Contains(errb.String(), tc.stderr) || tc.stderr == "" && errb.Len() > 0 {
				t.Errorf("uri %s %s: status %d, stderr %q; want %d, %q", args, tc.redirect, status, errb.String(), tc.status, tc.stderr)
			}
		}
	}
}

// exitStatus is the exit status of a finished command.
func exitStatus(t *testing.T, err error) int {
	t.Helper()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0
}
