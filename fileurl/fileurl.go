package fileurl

import (
	"path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
	"github.com/urikit/urikit/whatwg"
)

// A Style is a kind of file system path.
type Style uint8

const (
	// POSIX paths: "/" separates segments; "\" is data.
	POSIX Style = iota + 1
	// Windows paths: "\" and "/" separate segments; an absolute path has a
	// drive letter ("C:\") or is a UNC path ("\\server\share\").
	Windows
)

// An Error says why a path has no file: URL or a URL names no local file,
// and where in Input: the byte at fault, or 0 when the whole input is.
type Error struct {
	Input  string
	Reason string
	Offset int
}

func (e *Error) Error() string { return "fileurl: " + e.Reason + " in " + quote(e.Input) }

// ByteOffset returns e.Offset, so that an *Error is a uri.OffsetError.
func (e *Error) ByteOffset() int { return e.Offset }

// at is the offset of sub in s, ignoring ASCII case, or 0 when s lacks it.
func at(s, sub string) int {
	return max(0, strings.Index(ascii.Lower(s), ascii.Lower(sub)))
}

func quote(s string) string { return strconv.Quote(s) }

// posixSet and windowsSet are the bytes a path segment keeps as they are
// in a file: URL: printable ASCII less what Node's pathToFileURL encodes.
var (
	windowsSet = pct.SetOf(func(b byte) bool {
		return b > ' ' && b < 0x7F && strings.IndexByte("\"#%<>?[]^`{|}~", b) < 0 && b != '/'
	})
	posixSet = pct.SetOf(func(b byte) bool { return windowsSet.Has(b) && b != '\\' })
)

// FromPath returns the file: URL of the absolute path p (see the package
// documentation).
//
//	FromPath("/tmp/a b#1", POSIX)             // "file:///tmp/a%20b%231"
//	FromPath(`C:\Users\Zoë\x.txt`, Windows)   // "file:///C:/Users/Zo%C3%AB/x.txt"
//	FromPath(`\\server\share\a.txt`, Windows) // "file://server/share/a.txt"
func FromPath(p string, style Style) (string, error) {
	if strings.IndexByte(p, 0) >= 0 {
		return "", &Error{p, "a path cannot hold NUL", strings.IndexByte(p, 0)}
	}
	if style == Windows {
		return fromWindows(p)
	}
	if !strings.HasPrefix(p, "/") {
		return "", &Error{p, "relative path: a file: URL names an absolute path", 0}
	}
	b := []byte("file://")
	b = appendSegments(b, path.Clean(p), strings.HasSuffix(p, "/"), &posixSet)
	return string(b), nil
}

// appendSegments appends the clean path p ("/" and segments) encoded,
// with a trailing "/" when slash is set.
func appendSegments(b []byte, p string, slash bool, set *pct.Set) []byte {
	for _, seg := range strings.Split(p, "/")[1:] {
		b = append(b, '/')
		b = pct.Append(b, seg, set)
	}
	if slash && !strings.HasSuffix(p, "/") {
		b = append(b, '/')
	}
	return b
}

// fromWindows converts a Windows path.
func fromWindows(p string) (string, error) {
	in := p
	if !utf8.ValidString(p) {
		// Windows names files in UTF-16: bytes that are not UTF-8 name no
		// file, and ToPath refuses the URL they would make.
		bad := 0
		for bad < len(p) {
			r, n := utf8.DecodeRuneInString(p[bad:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			bad += n
		}
		return "", &Error{in, "the path is not UTF-8, and a Windows path is Unicode", bad}
	}
	p = strings.ReplaceAll(p, `\`, "/")
	// \\?\ and \\.\ (the Win32 file and device namespaces): \\?\C:\x is
	// C:\x, \\?\UNC\server\share\x is \\server\share\x.
	if strings.HasPrefix(p, "//?/") || strings.HasPrefix(p, "//./") {
		rest := p[4:]
		if len(rest) >= 4 && ascii.EqualFold(rest[:4], "UNC/") {
			p = "//" + rest[4:]
		} else {
			p = rest
		}
	}
	slash := strings.HasSuffix(p, "/")
	switch {
	case strings.HasPrefix(p, "//"):
		// p is in with each `\` as "/" and a namespace prefix cut off: the
		// server begins as far from in's end as from p's.
		serverAt := len(in) - len(p) + 2
		server, rest, _ := strings.Cut(p[2:], "/")
		share, _, _ := strings.Cut(rest, "/")
		if server == "" || share == "" {
			return "", &Error{in, `a UNC path needs a server and a share (\\server\share\...)`, 0}
		}
		h, err := whatwg.ParseHost(server, false)
		if err != nil || h.Kind() == whatwg.HostIPv6 && !strings.HasPrefix(server, "[") {
			return "", &Error{in, "the server " + quote(server) + " is not a host a URL can hold", serverAt}
		}
		if h.String() == "." {
			// file://./x would be read back as \\.\x, the device namespace.
			return "", &Error{in, "the server " + quote(server) + ` is the host ".", which a UNC path cannot name (\\.\ is the device namespace)`, serverAt}
		}
		clean := path.Clean("/" + rest)
		if clean == "/" {
			// "\\server\." or "\\server\share\..": no share is left to name
			// (Node writes file://server/, which names none either).
			return "", &Error{in, `a UNC path needs a server and a share (\\server\share\...)`, 0}
		}
		b := append([]byte("file://"), h.String()...)
		return string(appendSegments(b, clean, slash, &windowsSet)), nil
	case len(p) >= 2 && ascii.IsAlpha(p[0]) && p[1] == ':':
		if len(p) == 2 || p[2] != '/' {
			return "", &Error{in, `drive-relative path: give the whole path from the drive's root (C:\...)`, 0}
		}
		b := append([]byte("file:///"), p[:2]...)
		clean := path.Clean(p[2:])
		if clean == "/" {
			return string(append(b, '/')), nil
		}
		return string(appendSegments(b, clean, slash, &windowsSet)), nil
	}
	return "", &Error{in, `relative path: a Windows path for a file: URL starts with a drive (C:\) or a server (\\server\share)`, 0}
}

// ToPath returns the path the file: URL names (see the package
// documentation).
//
//	ToPath("file:///tmp/a%20b", POSIX)                  // "/tmp/a b"
//	ToPath("file:///C:/Users/Zo%C3%AB/x.txt", Windows)  // `C:\Users\Zoë\x.txt`
//	ToPath("file://server/share/a.txt", Windows)        // `\\server\share\a.txt`
func ToPath(rawURL string, style Style) (string, error) {
	u, err := whatwg.Parse(rawURL)
	if err != nil {
		return "", err
	}
	if u.Protocol() != "file:" {
		return "", &Error{rawURL, "not a file: URL", 0}
	}
	if u.Search() != "" || strings.Contains(strings.SplitN(u.Href(), "#", 2)[0], "?") {
		return "", &Error{rawURL, "a query names no file", at(rawURL, "?")}
	}
	p := u.Pathname()
	bad := "%2F"
	if style == Windows {
		bad = "%2F or %5C"
	}
	for i := 0; i+2 < len(p); i++ {
		if p[i] == '%' && (p[i+1] == '2' && (p[i+2] == 'F' || p[i+2] == 'f') ||
			style == Windows && p[i+1] == '5' && (p[i+2] == 'C' || p[i+2] == 'c')) {
			return "", &Error{rawURL, "an encoded separator (" + bad + ") in the path names no file", at(rawURL, p[i:i+3])}
		}
	}
	dec := pct.Decode(p)
	if strings.IndexByte(dec, 0) >= 0 {
		return "", &Error{rawURL, "the path holds NUL, which no file name can", at(rawURL, "%00")}
	}
	host := u.Hostname()
	if style != Windows {
		if host != "" {
			return "", &Error{rawURL, "the host " + quote(host) + " is another machine: a POSIX path names a local file (localhost or no host)", at(rawURL, host)}
		}
		return dec, nil
	}
	if !utf8.ValidString(dec) {
		return "", &Error{rawURL, "the path is not UTF-8, and a Windows path is Unicode", 0}
	}
	win := strings.ReplaceAll(dec, "/", `\`)
	if host != "" {
		return `\\` + whatwg.DomainToUnicode(host) + win, nil
	}
	if len(dec) < 3 || !ascii.IsAlpha(dec[1]) || dec[2] != ':' || len(dec) > 3 && dec[3] != '/' {
		return "", &Error{rawURL, `the path does not start with a drive (file:///C:/...): not an absolute Windows path`, 0}
	}
	if len(win) == 3 {
		return win[1:] + `\`, nil
	}
	return win[1:], nil
}
