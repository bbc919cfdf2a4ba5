package uri

import (
	"iter"
	"math"
)

// URI is a parsed URI reference (RFC 3986 §4.1): either a URI with a scheme
// or a relative reference. It is comparable; two values are == exactly when
// they were parsed from the same string under the same dialect.
//
// Every optional component (scheme, authority, userinfo, port, query,
// fragment) may be absent or present and empty; the Has methods tell which.
// The path is always present (§3.3), possibly empty.
//
// The zero URI is the empty relative reference "".
type URI struct {
	s string

	// Offsets into s. The scheme is s[:schemeEnd] (schemeEnd is the ":"),
	// the authority s[authStart:pathStart] where authStart is the byte after
	// "//", the host s[hostStart:hostEnd], the port s[hostEnd+1:pathStart],
	// the path s[pathStart:pathEnd], the query s[pathEnd+1:queryEnd], the
	// fragment s[queryEnd+1:]. zoneStart, when not zero, is the offset of the
	// "%25" that starts an RFC 6874 zone in an IPv6 literal.
	schemeEnd, hostStart, hostEnd int32
	pathStart, pathEnd, queryEnd  int32
	zoneStart                     int32
	flags                         flags
	kind                          HostKind
	dialect                       Dialect
}

type flags uint8

const (
	fScheme flags = 1 << iota
	fAuthority
	fUserinfo
	fPort
	fQuery
	fFragment
)

// maxLen is the longest input a URI value can hold (offsets are int32).
const maxLen = math.MaxInt32 - 1

// HostKind tells which rule of RFC 3986 §3.2.2 a host matched.
type HostKind uint8

const (
	HostNone      HostKind = iota // no authority, hence no host
	HostRegName                   // reg-name (possibly empty)
	HostIPv4                      // IPv4address
	HostIPv6                      // IP-literal holding an IPv6address (maybe with a zone)
	HostIPvFuture                 // IP-literal holding an IPvFuture
)

var hostKindNames = [...]string{"", "reg-name", "ipv4", "ipv6", "ipvfuture"}

// String returns "reg-name", "ipv4", "ipv6", "ipvfuture", or "" for HostNone.
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return ""
}

// String returns the reference exactly as it was parsed, byte for byte. For
// a value made by the Builder it is the recomposition of RFC 3986 §5.3.
func (u URI) String() string { return u.s }

// Dialect returns the grammar the value was checked against.
func (u URI) Dialect() Dialect { return u.dialect }

// HasScheme reports whether the reference has a scheme, that is, whether it
// is a URI rather than a relative reference (RFC 3986 §4.1).
func (u URI) HasScheme() bool { return u.flags&fScheme != 0 }

// Scheme returns the scheme as written (§3.1), without the ":"; "" when
// absent. Schemes are case-insensitive; the text is not lowered.
func (u URI) Scheme() string {
	if u.flags&fScheme == 0 {
		return ""
	}
	return u.s[:u.schemeEnd]
}

// HasAuthority reports whether the reference has an authority ("//" ...),
// possibly empty as in "file:///x" or "foo://" (§3.2).
func (u URI) HasAuthority() bool { return u.flags&fAuthority != 0 }

// Authority returns the authority as written, without the leading "//";
// "" when absent or empty.
func (u URI) Authority() string {
	if u.flags&fAuthority == 0 {
		return ""
	}
	return u.s[u.authStart():u.pathStart]
}

func (u URI) authStart() int32 {
	if u.flags&fScheme != 0 {
		return u.schemeEnd + 3
	}
	return 2
}

// HasUserinfo reports whether the authority has a userinfo ("...@"), possibly
// empty as in "ftp://@host/" (§3.2.1).
func (u URI) HasUserinfo() bool { return u.flags&fUserinfo != 0 }

// Userinfo returns the userinfo as written, still percent-encoded, without
// the "@"; "" when absent or empty.
func (u URI) Userinfo() string {
	if u.flags&fUserinfo == 0 {
		return ""
	}
	return u.s[u.authStart() : u.hostStart-1]
}

// Host returns the host as written (§3.2.2): a reg-name, an IPv4address, or
// an IP-literal with its brackets ("[::1]", "[fe80::1%25en0]"). It is ""
// when there is no authority or the host is empty; HostKind tells which.
func (u URI) Host() string { return u.s[u.hostStart:u.hostEnd] }

// HostKind returns the form of the host, HostNone without an authority.
func (u URI) HostKind() HostKind { return u.kind }

// Zone returns the decoded RFC 6874 zone identifier of an IPv6 literal
// ("en0" for "[fe80::1%25en0]"), or "" when there is none. It allocates only
// when the zone itself holds percent-encoded octets. Like the Decoded
// accessors it returns raw octets: "%0D" becomes a carriage return.
func (u URI) Zone() string {
	if u.zoneStart == 0 {
		return ""
	}
	return decodeValid(u.s[u.zoneStart+3 : u.hostEnd-1])
}

// HasPort reports whether the authority has a ":" port, possibly empty as in
// "http://a:/" (§3.2.3).
func (u URI) HasPort() bool { return u.flags&fPort != 0 }

// Port returns the port digits as written; "" when absent or empty.
func (u URI) Port() string {
	if u.flags&fPort == 0 {
		return ""
	}
	return u.s[u.hostEnd+1 : u.pathStart]
}

// PortValue returns the port as a transport port number, and whether there
// is one: ok is false when the port is absent, empty, or above 65535 (the
// grammar allows any digits, §3.2.3, but no transport has such a port;
// Port still gives them). Leading zeros are allowed ("08080" is 8080).
func (u URI) PortValue() (port uint16, ok bool) {
	p := u.Port()
	if p == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = n*10 + int(p[i]-'0')
		if n > 65535 {
			return 0, false
		}
	}
	return uint16(n), true
}

// Path returns the path as written, still percent-encoded (§3.3). It is
// never absent, but may be empty.
func (u URI) Path() string { return u.s[u.pathStart:u.pathEnd] }

// HasQuery reports whether there is a "?" query, possibly empty (§3.4).
func (u URI) HasQuery() bool { return u.flags&fQuery != 0 }

// Query returns the query as written, without the "?"; "" when absent or empty.
func (u URI) Query() string {
	if u.flags&fQuery == 0 {
		return ""
	}
	return u.s[u.pathEnd+1 : u.queryEnd]
}

// HasFragment reports whether there is a "#" fragment, possibly empty (§3.5).
func (u URI) HasFragment() bool { return u.flags&fFragment != 0 }

// Fragment returns the fragment as written, without the "#"; "" when absent
// or empty.
func (u URI) Fragment() string {
	if u.flags&fFragment == 0 {
		return ""
	}
	return u.s[u.queryEnd+1:]
}

// IsAbsolute reports whether the value matches absolute-URI (§4.3): it has a
// scheme and no fragment. This is the form a base URI must have (§5.1).
func (u URI) IsAbsolute() bool { return u.flags&(fScheme|fFragment) == fScheme }

// IsRelative reports whether the value matches relative-ref (§4.2): it has no
// scheme.
func (u URI) IsRelative() bool { return u.flags&fScheme == 0 }

// WithoutFragment returns the reference with its fragment (and the "#")
// removed, sharing the input's memory.
func (u URI) WithoutFragment() URI {
	if u.flags&fFragment == 0 {
		return u
	}
	v := u
	v.s = u.s[:u.queryEnd]
	v.flags &^= fFragment
	return v
}

// Segments returns the path's segments as written, still percent-encoded:
// the text between the slashes (§3.3). "/a/b/" yields "a", "b", ""; "a/b"
// yields "a", "b"; the empty path yields nothing. Use DecodeSegment, or
// DecodedSegments, to read one: a "%2F" in a segment never becomes a "/".
func (u URI) Segments() iter.Seq[string] {
	p := u.Path()
	return func(yield func(string) bool) {
		if p == "" {
			return
		}
		if p[0] == '/' {
			p = p[1:]
		}
		for {
			i := 0
			for i < len(p) && p[i] != '/' {
				i++
			}
			if !yield(p[:i]) || i == len(p) {
				return
			}
			p = p[i+1:]
		}
	}
}

// DecodedSegments returns the path's segments like Segments, each
// percent-decoded on its own, so that a "%2F" inside a segment stays inside
// it. A segment allocates only when it holds a percent-encoded octet.
//
// The Decoded accessors return raw octets (§2.1): every triplet becomes its
// byte, whether or not the result is UTF-8, control characters included
// ("%00" a NUL, "%0D%0A" a line break). Check them before writing them
// where such bytes have a meaning (a header, a log line, a file name).
func (u URI) DecodedSegments() iter.Seq[string] {
	return func(yield func(string) bool) {
		for seg := range u.Segments() {
			if !yield(decodeValid(seg)) {
				return
			}
		}
	}
}

// DecodedUserinfo returns the userinfo percent-decoded (§2.1), as raw
// octets, control characters included.
func (u URI) DecodedUserinfo() string { return decodeValid(u.Userinfo()) }

// DecodedHost returns a reg-name host percent-decoded (§3.2.2: reg-name
// octets may be percent-encoded), as raw octets, control characters
// included ("a%0D%0Ab" gives "a\r\nb"); other host forms are returned as
// written.
func (u URI) DecodedHost() string {
	if u.kind != HostRegName {
		return u.Host()
	}
	return decodeValid(u.Host())
}

// DecodedPath returns the whole path percent-decoded, as raw octets,
// control characters included. A "%2F" becomes a "/"
// and can no longer be told from a separator: prefer DecodedSegments where
// that matters.
func (u URI) DecodedPath() string { return decodeValid(u.Path()) }

// DecodedQuery returns the query percent-decoded, as raw octets, control
// characters included. "+" is kept as "+": its
// reading as a space belongs to HTML forms, not to RFC 3986.
func (u URI) DecodedQuery() string { return decodeValid(u.Query()) }

// DecodedFragment returns the fragment percent-decoded, as raw octets,
// control characters included.
func (u URI) DecodedFragment() string { return decodeValid(u.Fragment()) }
