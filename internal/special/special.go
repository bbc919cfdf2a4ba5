// Package special holds the URL Standard's special schemes and their
// default ports (URL Standard §4.2 "URL miscellaneous"), once for the
// packages that need them: whatwg parses by them, inspect and repair read a
// URI as a browser would.
package special

// Kind is one of the special schemes, or Other.
type Kind uint8

const (
	Other Kind = iota // not special
	HTTP
	HTTPS
	WS
	WSS
	FTP
	File
)

// defaultPorts are the default ports of §4.2's table: -1 (null) for file
// and for every scheme that is not special.
var defaultPorts = [...]int32{-1, 80, 443, 80, 443, 21, -1}

// DefaultPort returns k's default port, or -1 when it has none (file, and
// every scheme that is not special).
func (k Kind) DefaultPort() int32 { return defaultPorts[k] }

// Network reports whether k is special and names a host on the network:
// every special scheme but file.
func (k Kind) Network() bool { return k != Other && k != File }

// Of returns the kind of scheme, which must be in lower case, as the URL
// Standard's parser stores it: "HTTP" is Other.
func Of(scheme string) Kind {
	switch scheme {
	case "http":
		return HTTP
	case "https":
		return HTTPS
	case "ws":
		return WS
	case "wss":
		return WSS
	case "ftp":
		return FTP
	case "file":
		return File
	}
	return Other
}

// Fold returns the kind of scheme ignoring ASCII case ("HTTP" is HTTP), as
// a scheme is read before the parser lowers it. It allocates nothing.
func Fold[S ~string | ~[]byte](scheme S) Kind {
	if len(scheme) < len("ws") || len(scheme) > len("https") {
		return Other
	}
	// The bytes with 0x20 set, in one word: each letter of the names
	// below is itself so only in its two cases.
	var w uint64
	for i := range len(scheme) {
		w = w<<8 | uint64(scheme[i]|0x20)
	}
	return OfWord(w)
}

// OfWord is Fold for a scheme of two to five bytes given as Fold packs
// it: each byte with 0x20 set, the first in the highest place, in one
// word (so that a scanner reading the scheme anyway can pack it).
func OfWord(w uint64) Kind {
	switch w {
	case 'h'<<24 | 't'<<16 | 't'<<8 | 'p':
		return HTTP
	case 'h'<<32 | 't'<<24 | 't'<<16 | 'p'<<8 | 's':
		return HTTPS
	case 'w'<<8 | 's':
		return WS
	case 'w'<<16 | 's'<<8 | 's':
		return WSS
	case 'f'<<16 | 't'<<8 | 'p':
		return FTP
	case 'f'<<24 | 'i'<<16 | 'l'<<8 | 'e':
		return File
	}
	return Other
}

// ForbiddenHost reports whether c is a forbidden host code point of the
// URL Standard (§3.2 "Host representation"): U+0000 NULL, TAB, LF, CR,
// space, "#", "/", ":", "<", ">", "?", "@", "[", "\", "]", "^" or "|". A
// host holding one is refused by the host parser (an opaque host) or, with
// the C0 controls, "%" and DEL added, by the domain parser (the forbidden
// domain code points).
func ForbiddenHost(c byte) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}
