package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// uri path round-trips every path of the repository's tree (POSIX) and a
// set of Windows paths (drives, UNC, \\?\, spaces, "%", "#", non-ASCII):
// --to-url then --from-url gives the path back (a Windows path as Windows
// reads it: "\" for "/", the \\?\ prefix gone), one record per input, in
// order. fileurl's tests hold the URLs themselves to Node and Python.
func TestPathRoundTrip(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var posix []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if d.IsDir() {
			p += "/"
		}
		posix = append(posix, p)
		return nil
	})
	if len(posix) < 500 {
		t.Fatalf("only %d paths under %s", len(posix), root)
	}
	windows := map[string]string{
		`C:\Windows\System32\drivers\etc\hosts`: `C:\Windows\System32\drivers\etc\hosts`,
		`D:\a b\c d.txt`:                        `D:\a b\c d.txt`,
		`C:\100%\notes#1\#2.txt`:                `C:\100%\notes#1\#2.txt`,
		`C:\Users\Zoë\Документы\文件.txt`:         `C:\Users\Zoë\Документы\文件.txt`,
		`C:/forward/slashes/`:                   `C:\forward\slashes\`,
		`\\server\share\a b\c#d%e`:              `\\server\share\a b\c#d%e`,
		`\\bücher.example\share\x`:              `\\bücher.example\share\x`,
		`\\?\C:\very\long\path`:                 `C:\very\long\path`,
		`\\?\UNC\server\share\x`:                `\\server\share\x`,
		`C:\`:                                   `C:\`,
		`C:\a;b=c,d'e(f)g!h@i$j&k+l`:            `C:\a;b=c,d'e(f)g!h@i$j&k+l`,
		"C:\\x`y^z{w}v[u]t~s":                   "C:\\x`y^z{w}v[u]t~s",
	}
	var win, winWant []string
	for p, want := range windows {
		win, winWant = append(win, p), append(winWant, want)
	}
	for _, c := range []struct {
		flags      []string
		paths, out []string
	}{
		{nil, posix, posix},
		{[]string{"--windows"}, win, winWant},
	} {
		urls := pathRun(t, c.paths, append([]string{"path", "--to-url"}, c.flags...))
		back := pathRun(t, urls, append([]string{"path", "--from-url"}, c.flags...))
		for i, p := range c.paths {
			if back[i] != c.out[i] {
				t.Errorf("uri path %v: %q → %q → %q, want %q", c.flags, p, urls[i], back[i], c.out[i])
			}
		}
	}
}

// pathRun runs uri ARGS --json-input --json over in and returns each
// record's result, failing on an error record.
func pathRun(t *testing.T, in, args []string) []string {
	t.Helper()
	var stdin strings.Builder
	for _, s := range in {
		b, _ := json.Marshal(s)
		stdin.Write(b)
		stdin.WriteByte('\n')
	}
	r := runUri(t, stdin.String(), append(args, "--json-input", "--json")...)
	recs := jsonRecords(t, r.stdout)
	if r.status != 0 || len(recs) != len(in) {
		t.Fatalf("uri %v: status %d, %d records for %d inputs; stderr %q", args, r.status, len(recs), len(in), r.stderr)
	}
	out := make([]string, len(recs))
	for i, rec := range recs {
		s, ok := rec["result"].(string)
		if rec["ok"] != true || !ok {
			t.Fatalf("uri %v %q: %v", args, in[i], rec)
		}
		out[i] = s
	}
	return out
}
