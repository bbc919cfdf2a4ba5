package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The real binary, built once, so main itself (os.Args, os.Exit, the real
// standard streams) is covered too.
func TestBinary(t *testing.T) {
	bin := buildBinary(t)
	for _, tc := range []struct {
		args           []string
		stdin          string
		status         int
		stdout, stderr string // stdout exact; stderr must contain it
	}{
		{
			args:   []string{"parse", "--json", "http://user@[fe80::1%25en0]:8080/a/b?q#f"},
			stdout: `{"input":"http://user@[fe80::1%25en0]:8080/a/b?q#f","ok":true,"scheme":"http","authority":"user@[fe80::1%25en0]:8080","userinfo":"user","host":"[fe80::1%25en0]","host_type":"ipv6","zone":"en0","port":"8080","path":"/a/b","query":"q","fragment":"f"}` + "\n",
		},
		{
			args:   []string{"decode", "--json"},
			stdin:  "a%20b\r\n%\n",
			status: 1,
			stdout: `{"input":"a%20b","ok":true,"result":"a b"}` + "\n" +
				`{"input":"%","ok":false,"error":"uri: \"%\" not followed by two hex digits at offset 0 in input: a literal \"%\" must be written %25","offset":0}` + "\n",
		},
		{args: nil, status: 2, stderr: "Usage:"},
		{args: []string{"parse", "--dialect", "nope", "x:"}, status: 2, stderr: `unknown dialect "nope"`},
	} {
		cmd := exec.Command(bin, tc.args...)
		cmd.Stdin = strings.NewReader(tc.stdin)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		status := exitStatus(t, cmd.Run())
		if status != tc.status || out.String() != tc.stdout || !strings.Contains(errb.String(), tc.stderr) {
			t.Errorf("uri %q: status %d, stdout %q, stderr %q; want %d, %q, stderr with %q",
				tc.args, status, out.String(), errb.String(), tc.status, tc.stdout, tc.stderr)
		}
		if tc.stderr == "" && errb.Len() != 0 {
			t.Errorf("uri %q: unexpected stderr %q (progress when not on a terminal?)", tc.args, errb.String())
		}
	}
}

// buildBinary builds the command into a temporary directory and returns its
// path; it skips the test in -short mode or without a go tool.
func buildBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool in PATH")
	}
	bin := filepath.Join(t.TempDir(), "uri")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}
