package fileurl

import (
	"errors"
	"strings"
	"testing"
)

// RFC 8089's examples (Appendix B, E.2) and the refusals.
func TestRFC8089Examples(t *testing.T) {
	for _, c := range []struct {
		url   string
		style Style
		path  string
	}{
		{"file:///path/to/file", POSIX, "/path/to/file"},                                                         // §2, Appendix B
		{"file:/path/to/file", POSIX, "/path/to/file"},                                                           // Appendix B, minimal form
		{"file://localhost/path/to/file", POSIX, "/path/to/file"},                                                // §2: localhost is this machine
		{"file:///c:/path/to/file.txt", Windows, `c:\path\to\file.txt`},                                          // Appendix E.2
		{"file:///C|/path", Windows, `C:\path`},                                                                  // Appendix E.2.2, "|" for ":"
		{"file://host.example.com/Share/path/to/file.txt", Windows, `\\host.example.com\Share\path\to\file.txt`}, // Appendix E.3
		{"file:////host.example.com/Share/path", POSIX, "//host.example.com/Share/path"},                         // E.3.2 read on POSIX: a path
		{"file:///tmp/a%20b#frag", POSIX, "/tmp/a b"},
	} {
		if got, err := ToPath(c.url, c.style); err != nil || got != c.path {
			t.Errorf("ToPath(%q, %d) = %q, %v; want %q", c.url, c.style, got, err, c.path)
		}
	}
	for _, c := range []struct {
		url   string
		style Style
		why   string
	}{
		{"http://example.com/a", POSIX, "not a file: URL"},
		{"file://host.example.com/a", POSIX, "another machine"},
		{"file:///a?b", POSIX, "query"},
		{"file:///a%2Fb", POSIX, "encoded separator"},
		{"file:///C:/a%5Cb", Windows, "encoded separator"},
		{"file:///a/b", Windows, "drive"},
		{"file:///a%00b", POSIX, "NUL"},
		{"file:///C:/%FF", Windows, "UTF-8"},
	} {
		if got, err := ToPath(c.url, c.style); err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("ToPath(%q, %d) = %q, %v; want an error about %s", c.url, c.style, got, err, c.why)
		}
	}
	for _, c := range []struct {
		path  string
		style Style
		why   string
	}{
		{"a/b", POSIX, "relative"},
		{"/a\x00b", POSIX, "NUL"},
		{`a\b`, Windows, "relative"},
		{`\a\b`, Windows, "relative"},
		{`C:a`, Windows, "drive-relative"},
		{`\\server`, Windows, "server and a share"},
		{`\\ser ver\share`, Windows, "not a host"},
	} {
		if got, err := FromPath(c.path, c.style); err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("FromPath(%q, %d) = %q, %v; want an error about %s", c.path, c.style, got, err, c.why)
		}
	}
}

// FromPath cleans the path as a URL's path would be resolved.
func TestClean(t *testing.T) {
	for _, c := range []struct {
		path  string
		style Style
		url   string
	}{
		{"/a/./b/../c", POSIX, "file:///a/c"},
		{"//a//b/", POSIX, "file:///a/b/"},
		{`C:\a\..\..\b\.`, Windows, "file:///C:/b"},
		{`\\.\C:\x`, Windows, "file:///C:/x"},
		{`\\?\unc\s\sh\..\x`, Windows, "file://s/x"},
	} {
		if got, err := FromPath(c.path, c.style); err != nil || got != c.url {
			t.Errorf("FromPath(%q) = %q, %v; want %q", c.path, got, err, c.url)
		}
	}
}

func FuzzRoundTrip(f *testing.F) {
	for _, p := range append(posixPaths, windowsPaths...) {
		f.Add(p, false)
		f.Add(p, true)
	}
	f.Fuzz(func(t *testing.T, p string, windows bool) {
		style := POSIX
		if windows {
			style = Windows
		}
		u, err := FromPath(p, style)
		if err != nil {
			return
		}
		back, err := ToPath(u, style)
		if err != nil {
			t.Fatalf("ToPath(FromPath(%q) = %q): %v", p, u, err)
		}
		// The URL of the path read back is the URL: FromPath is idempotent
		// through ToPath.
		again, err := FromPath(back, style)
		if err != nil || again != u {
			t.Fatalf("FromPath(%q) = %q, FromPath(ToPath(that)) = %q, %v", p, u, again, err)
		}
	})
}

// TestErrorOffsetNonASCII: an error's offset counts the bytes of the input
// as given; ASCII case is ignored in finding the part at fault, and no
// Unicode case mapping, which can change a character's length (U+023A
// LATIN CAPITAL LETTER A WITH STROKE, two bytes, lowers to U+2C65, three),
// moves it.
func TestErrorOffsetNonASCII(t *testing.T) {
	in := "file:///\u023A%00"
	_, err := ToPath(in, POSIX)
	var e *Error
	if !errors.As(err, &e) || e.Offset != strings.Index(in, "%00") {
		t.Errorf("ToPath(%q): %v, want the offset of %%00 (%d)", in, err, strings.Index(in, "%00"))
	}
}

// The edges of each check: where the fault is, and inputs at the length
// where a check begins to apply.
func TestEdges(t *testing.T) {
	for _, c := range []struct {
		url    string
		style  Style
		why    string
		offset int
	}{
		{"file:///a%2Fb", POSIX, "encoded separator (%2F)", 9},
		{"file:///a%2fb", POSIX, "encoded separator (%2F)", 9},
		{"file:///C:/a%5Cb", Windows, "encoded separator (%2F or %5C)", 12},
		{"file:///C:/a%5cb", Windows, "encoded separator (%2F or %5C)", 12},
		{"file:///C:/a%2fb", Windows, "encoded separator (%2F or %5C)", 12},
		{"file:///C:x", Windows, "drive", 0},
		{"file:///a?b", POSIX, "query", 9},
		{"file:///a%00", POSIX, "NUL", 9},
	} {
		got, err := ToPath(c.url, c.style)
		e, ok := err.(*Error)
		if !ok || !strings.Contains(e.Reason, c.why) || e.Offset != c.offset {
			t.Errorf("ToPath(%q, %d) = %q, %#v; want an error about %s at %d", c.url, c.style, got, err, c.why, c.offset)
		}
	}
	for _, c := range []struct {
		url   string
		style Style
		path  string
	}{
		{"file:///C:", Windows, `C:\`},
		{"file:///a%2", POSIX, "/a%2"},
		{"file:///a%5", Windows, ""},     // not a drive: an error
		{"file:///a%5Cb", POSIX, `/a\b`}, // "\" is data in a POSIX name
	} {
		got, err := ToPath(c.url, c.style)
		if c.path == "" {
			if err == nil {
				t.Errorf("ToPath(%q, %d) = %q, want an error", c.url, c.style, got)
			}
			continue
		}
		if err != nil || got != c.path {
			t.Errorf("ToPath(%q, %d) = %q, %v; want %q", c.url, c.style, got, err, c.path)
		}
	}
	for _, c := range []struct {
		path   string
		style  Style
		why    string
		offset int
	}{
		{"\x00/a", POSIX, "NUL", 0},
		{"/a\x00", POSIX, "NUL", 2},
		{"C:", Windows, "drive-relative", 0},
		{`\\?\UNC\`, Windows, "server and a share", 0},
		{`\\?\UNC\s`, Windows, "server and a share", 0},
		{`\\a b\c`, Windows, "not a host", 2},
		{"C:\\Windows\\System32\xe5", Windows, "not UTF-8", 19}, // found by FuzzRoundTrip
		{`\\büche\.`, Windows, "server and a share", 0},         // found by FuzzRoundTrip: Node writes file://xn--bche-0ra/
		{`\\s\sh\..`, Windows, "server and a share", 0},
		{`\\.\UNC\.\0`, Windows, "device namespace", 8}, // found by FuzzRoundTrip: file://./0 reads back as \\.\0
		{`\\%2E\share`, Windows, "device namespace", 2},
		{`\\?\UNC\a b\c`, Windows, "not a host", 8},
	} {
		got, err := FromPath(c.path, c.style)
		e, ok := err.(*Error)
		if !ok || !strings.Contains(e.Reason, c.why) || e.Offset != c.offset {
			t.Errorf("FromPath(%q, %d) = %q, %#v; want an error about %s at %d", c.path, c.style, got, err, c.why, c.offset)
		}
	}
	if got, err := FromPath(`\\?\UNC\s\sh`, Windows); err != nil || got != "file://s/sh" {
		t.Errorf(`FromPath(\\?\UNC\s\sh) = %q, %v`, got, err)
	}
}
