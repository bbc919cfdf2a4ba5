package main

import (
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// A closed standard output ("uri ... >&-") is exit status 2 with a message,
// as is a full one; output sent to /dev/null by a shell is written as usual.
// A shell sets up the descriptors, as users do.
func TestClosedStdout(t *testing.T) {
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
		{">&-", 2, "uri: standard output is closed"},
		{">/dev/full", 2, "writing output: write /dev/stdout: no space left on device"},
		{">/dev/null", 0, ""},
		{"| true", 0, ""}, // nothing read the pipe: SIGPIPE or a write before the reader left
	} {
		for _, args := range []string{"parse http://a", "help", "help parse"} {
			cmd := exec.Command(sh, "-c", `"$0" `+args+" "+tc.redirect, bin)
			var errb strings.Builder
			cmd.Stderr = &errb
			err := cmd.Run()
			status := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				status = exit.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
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
