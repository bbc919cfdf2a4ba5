package uri

import (
	"github.com/urikit/urikit/internal/pct"
)

// Percent-encoding, RFC 3986 §2.1 and §2.4: an octet is written "%" HEXDIG
// HEXDIG. Encoding is per component, because each component may carry a
// different set of characters literally; decoding is the same everywhere
// and keeps octets exactly, whether or not they form UTF-8. Both are
// package internal/pct's, which every package of the module shares.

// Decode returns s with every pct-encoded triplet replaced by its octet,
// control characters included ("%0A" gives a line feed). A
// "%" not followed by two hex digits is an *Error wrapping ErrInvalidPercent
// with its offset. "+" is not a space (that is HTML form encoding). When s
// holds no "%", Decode returns s itself without allocating.
func Decode(s string) (string, error) {
	if i := pct.Invalid(s); i >= 0 {
		return "", percentError(s, i, ComponentNone)
	}
	return pct.Decode(s), nil
}

// decodeValid decodes s, known to hold only valid triplets (a component of
// a parsed URI).
func decodeValid(s string) string { return pct.Decode(s) }

// An EncodingSet is the set of characters a part of a URI holds as
// themselves (RFC 3986 Appendix A); its Encode method writes every other
// byte, "%" included, as a triplet with upper-case hex digits (§2.1), and
// non-ASCII text as its UTF-8 octets (§2.5). The sets are the variables
// below; a scheme and a port have none, since they cannot be
// percent-encoded (ValidScheme checks a scheme).
type EncodingSet struct {
	name string
	set  *pct.Set
}

// The encoding sets of RFC 3986 Appendix A.
var (
	// UserinfoSet is userinfo (§3.2.1): unreserved, sub-delims and ":".
	UserinfoSet = EncodingSet{"userinfo", &pct.Userinfo}
	// HostSet is reg-name (§3.2.2): unreserved and sub-delims.
	HostSet = EncodingSet{"host", &pct.Host}
	// ZoneSet is an RFC 6874 ZoneID: unreserved.
	ZoneSet = EncodingSet{"zone", &pct.Zone}
	// PathSet is a path (§3.3): pchar and "/".
	PathSet = EncodingSet{"path", &pct.Path}
	// SegmentSet is one path segment (§3.3): pchar; "/" is encoded.
	SegmentSet = EncodingSet{"segment", &pct.Segment}
	// QuerySet is a query (§3.4): pchar, "/" and "?".
	QuerySet = EncodingSet{"query", &pct.Query}
	// FragmentSet is a fragment (§3.5): the same characters as QuerySet.
	FragmentSet = EncodingSet{"fragment", &pct.Fragment}
	// QueryParamSet is one key or value of a query's key=value parameters:
	// QuerySet less "&" and "=", which delimit them, and "+", which HTML
	// forms read as a space (EncodeQueryKey and EncodeQueryValue use it).
	QueryParamSet = EncodingSet{"query-param", &pct.QueryParam}
	// UnreservedSet is unreserved (§2.3): what no component needs
	// encoded, for text that may go anywhere.
	UnreservedSet = EncodingSet{"unreserved", &pct.Unreserved}
)

// Encode returns text with every byte that s does not hold written as a
// triplet. It returns text itself, without allocating, when nothing needs
// encoding, and allocates once otherwise. Decode gives text back.
func (s EncodingSet) Encode(text string) string { return pct.Encode(text, *s.set) }

// Append appends text to dst, encoded as Encode encodes it.
func (s EncodingSet) Append(dst []byte, text string) []byte { return pct.Append(dst, text, s.set) }

// Has reports whether the part holds b as itself, unencoded.
func (s EncodingSet) Has(b byte) bool { return s.set.Has(b) }

// String returns the set's name: "userinfo", "host", "zone", "path",
// "segment", "query", "fragment", "query-param" or "unreserved".
func (s EncodingSet) String() string { return s.name }

// LookupEncodingSet returns the encoding set named name, as String writes
// it ("userinfo", "path", "query-param", "unreserved", ...).
func LookupEncodingSet(name string) (EncodingSet, bool) {
	for _, s := range [...]EncodingSet{UserinfoSet, HostSet, ZoneSet, PathSet, SegmentSet, QuerySet,
		FragmentSet, QueryParamSet, UnreservedSet} {
		if s.name == name {
			return s, true
		}
	}
	return EncodingSet{}, false
}
