package fileurl

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The oracles: Node.js's url module (pathToFileURL, fileURLToPath, with
// its windows option) and Python's pathlib and nturl2path. CI has both;
// elsewhere a missing one skips its test with a message saying so.

func need(t *testing.T, tool string) string {
	t.Helper()
	p, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed, and CI must have it (.ci/run installs it)", tool)
		}
		t.Skipf("SKIPPED: %s is not installed: this oracle test did not run", tool)
	}
	return p
}

// runJSON runs prog with the JSON of in on standard input and decodes its
// standard output into out.
func runJSON(t *testing.T, prog []string, in, out any) {
	t.Helper()
	b, _ := json.Marshal(in)
	cmd := exec.Command(prog[0], prog[1:]...)
	cmd.Stdin = strings.NewReader(string(b))
	cmd.Stderr = os.Stderr
	res, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %v", prog, err)
	}
	if err := json.Unmarshal(res, out); err != nil {
		t.Fatalf("%v: %v in %s", prog, err, res)
	}
}

// windowsPaths are the Windows set: drive letters, UNC, \\?\, spaces, "%",
// "#", non-ASCII, every printable ASCII byte a name may hold.
var windowsPaths = []string{
	`C:\`, `C:\Windows\System32\drivers\etc\hosts`, `c:\lower\drive`, `D:\a b\c d.txt`,
	`C:\100%\real`, `C:\notes#1\#2.txt`, `C:\Users\Zoë\Документы\文件.txt`, `C:\emoji\🦀.rs`,
	`C:\dir\`, `C:\a;b=c,d'e(f)g!h@i$j&k+l`, "C:\\x`y^z{w}v[u]t~s", `C:/forward/slashes`,
	`\\server\share\file.txt`, `\\server\share\`, `\\server.example.com\share name\a b\c#d%e`,
	`\\bücher.example\share\x`, `\\192.168.1.10\c$\temp`,
	`\\?\C:\very\long\path`, `\\?\UNC\server\share\x`,
}

// posixPaths are POSIX paths beyond the repository's tree.
var posixPaths = []string{
	"/", "/tmp", "/tmp/", "/a b/c d", "/100%/x", "/notes#1/#2", "/q?x=1", `/back\slash`,
	"/Zoë/Документы/文件", "/emoji/🦀", "/a;b=c,d'e(f)g!h@i$j&k+l", "/x`y^z{w}v[u]t~s|r\"q<p>o",
	"/tab\there", "/line\nbreak", "/del\x7f",
}

func TestNodeOracle(t *testing.T) {
	node := need(t, "node")
	var paths []string
	paths = append(paths, posixPaths...)
	paths = append(paths, repoPaths(t)...)
	script := `
const url = require('url');
let input = ''; process.stdin.on('data', d => input += d); process.stdin.on('end', () => {
  const {posix, windows} = JSON.parse(input);
  const out = {posix: posix.map(p => { const h = url.pathToFileURL(p).href; return [h, url.fileURLToPath(h)]; }),
    windows: windows.map(p => { try { const h = url.pathToFileURL(p, {windows: true}).href; return [h, url.fileURLToPath(h, {windows: true})]; } catch (e) { return [e.code, ''] } })};
  process.stdout.write(JSON.stringify(out));
});`
	var out struct{ Posix, Windows [][2]string }
	runJSON(t, []string{node, "-e", script}, map[string][]string{"posix": paths, "windows": windowsPaths}, &out)
	for i, p := range paths {
		got, err := FromPath(p, POSIX)
		if want := out.Posix[i][0]; err != nil || got != want {
			t.Errorf("FromPath(%q, POSIX) = %q, %v; Node: %q", p, got, err, want)
		}
		back, err := ToPath(out.Posix[i][0], POSIX)
		if err != nil || back != p || out.Posix[i][1] != p {
			t.Errorf("ToPath(%q, POSIX) = %q, %v; Node: %q; want %q", out.Posix[i][0], back, err, out.Posix[i][1], p)
		}
	}
	for i, p := range windowsPaths {
		got, err := FromPath(p, Windows)
		want := out.Windows[i][0]
		if why, ok := nodeDisagrees[p]; ok {
			t.Logf("%q: Node writes %q, FromPath %q (%s)", p, want, got, why)
			continue
		}
		if err != nil || got != want {
			t.Errorf("FromPath(%q, Windows) = %q, %v; Node: %q", p, got, err, want)
		}
		back, err := ToPath(got, Windows)
		if err != nil || back != out.Windows[i][1] {
			t.Errorf("ToPath(%q, Windows) = %q, %v; Node: %q", got, back, err, out.Windows[i][1])
		}
	}
}

// nodeDisagrees are the Windows paths whose URL Node writes otherwise, and
// why this package does not follow it.
var nodeDisagrees = map[string]string{
	`C:\`: `Node writes file:///C:// (an empty segment after the root)`,
}

func TestPythonOracle(t *testing.T) {
	python := need(t, "python3")
	script := `
import json, sys, nturl2path
from pathlib import PurePosixPath, PureWindowsPath
d = json.load(sys.stdin)
out = {"posix": [PurePosixPath(p).as_uri() for p in d["posix"]],
       "windows": [PureWindowsPath(p).as_uri() for p in d["windows"]],
       "back": [nturl2path.url2pathname(u) for u in d["urls"]]}
json.dump(out, sys.stdout)
`
	var win, urls []string
	for _, p := range windowsPaths {
		q := p
		if rest, ok := strings.CutPrefix(p, `\\?\`); ok {
			// \\?\C:\x is C:\x, \\?\UNC\s\sh\x is \\s\sh\x (the Win32 file
			// namespace); pathlib (3.11) writes the prefix as a host,
			// file://%3F/C%3A/..., so it is given the path the prefix
			// stands for, and FromPath's URL of the prefixed path must
			// read back as that path.
			q = rest
			if r, ok := strings.CutPrefix(rest, `UNC\`); ok {
				q = `\\` + r
			}
		}
		win = append(win, q)
		u, err := FromPath(p, Windows)
		if err != nil {
			t.Fatal(err)
		}
		urls = append(urls, strings.TrimPrefix(u, "file:"))
	}
	var posix []string
	for _, p := range append(posixPaths, repoPaths(t)...) {
		if p != "/" && !strings.HasSuffix(p, "/") { // pathlib drops a trailing "/"
			posix = append(posix, p)
		}
	}
	var out struct{ Posix, Windows, Back []string }
	runJSON(t, []string{python, "-c", script}, map[string][]string{"posix": posix, "windows": win, "urls": urls}, &out)
	for i, p := range posix {
		if got, err := ToPath(out.Posix[i], POSIX); err != nil || got != p {
			t.Errorf("ToPath(%q, POSIX) = %q, %v; pathlib made it of %q", out.Posix[i], got, err, p)
		}
	}
	for i, p := range win {
		// pathlib drops a trailing separator (but a drive's root), and
		// nturl2path upper-cases the drive letter.
		want := strings.ReplaceAll(p, "/", `\`)
		if len(want) > 3 && !(strings.HasPrefix(want, `\\`) && strings.Count(want, `\`) == 4) {
			want = strings.TrimSuffix(want, `\`)
		}
		if got, err := ToPath(out.Windows[i], Windows); err != nil || got != want {
			t.Errorf("ToPath(%q, Windows) = %q, %v; pathlib made it of %q", out.Windows[i], got, err, p)
		}
		if strings.HasPrefix(p, `\\bücher`) {
			continue // nturl2path does not decode an IDNA host
		}
		if !strings.EqualFold(out.Back[i][:1], want[:1]) || out.Back[i][1:] != want[1:] {
			t.Errorf("nturl2path reads FromPath(%q) = %q as %q", p, urls[i], out.Back[i])
		}
	}
}

// repoPaths are the absolute paths of every file and directory of the
// repository's tree (directories with a trailing "/").
func repoPaths(t *testing.T) []string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
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
		paths = append(paths, p)
		return nil
	})
	if len(paths) < 500 {
		t.Fatalf("only %d paths under %s", len(paths), root)
	}
	return paths
}

// TestRepositoryRoundTrip: every path of the tree comes back from its URL.
func TestRepositoryRoundTrip(t *testing.T) {
	for _, p := range repoPaths(t) {
		u, err := FromPath(p, POSIX)
		if err != nil {
			t.Fatalf("FromPath(%q): %v", p, err)
		}
		if back, err := ToPath(u, POSIX); err != nil || back != p {
			t.Errorf("ToPath(FromPath(%q)) = %q, %v (URL %q)", p, back, err, u)
		}
	}
}
