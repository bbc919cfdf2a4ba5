// Package scheme is a registry of facts about URI schemes: the default port,
// whether the scheme's URIs are hierarchical or opaque, and which
// scheme-based normalization rules of RFC 3986 §6.2.3 the scheme's
// specification licenses.
//
// The package is a leaf: it knows nothing of URI parsing, so that the uri
// package (whose normalizer consults a Registry) can import it. The default
// registry, Default, holds the schemes of the seed documents (RFC 1738 and
// the 1994 URL draft) and today's common ones, each with a comment citing
// the RFC or IANA registration its facts come from. It is read-only: a
// program that needs more schemes builds its own Registry value with
// NewRegistry or Default().With.
package scheme

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
)

// Rules is a set of scheme-based normalization rules (RFC 3986 §6.2.3). Each
// rule is a license the scheme's specification gives a normalizer; a scheme
// gets only the rules its specification supports.
type Rules uint8

const (
	// DropDefaultPort: an explicit port equal to Info.DefaultPort is
	// equivalent to no port, so ":<default>" is removed (RFC 3986 §3.2.3,
	// §6.2.3: "http://example.com:80/" → "http://example.com/"). Leading
	// zeros of any other port are removed too ("08080" → "8080"), since the
	// port is a number in decimal (§3.2.3).
	DropDefaultPort Rules = 1 << iota
	// EmptyPathSlash: when an authority is present, an empty path is
	// equivalent to "/" (RFC 3986 §6.2.3: "http://example.com" →
	// "http://example.com/").
	EmptyPathSlash
	// LocalhostEmpty: the host "localhost" is the scheme's default host and
	// is normalized to an empty host when there is no userinfo and no port
	// (RFC 3986 §6.2.3, RFC 8089 §2, RFC 1738 §3.10:
	// "file://localhost/x" → "file:///x").
	LocalhostEmpty
	// MailboxDomainCase: the path is a list of addr-spec whose domain parts
	// are case-insensitive and are lower-cased (RFC 3986 §6.2.3, RFC 6068
	// §2: "mailto:Joe@Example.COM" → "mailto:Joe@example.com"). The local
	// parts keep their case.
	MailboxDomainCase
)

// Info is what the registry knows about one scheme.
type Info struct {
	// Name is the scheme name (RFC 3986 §3.1). Lookups ignore case; the
	// registry stores it in lower case, the canonical form.
	Name string
	// DefaultPort is the port a URI of this scheme means when its authority
	// gives none, or 0 when the scheme has no default port.
	DefaultPort uint16
	// Opaque reports that the scheme's URIs have no authority and a path
	// that is not a hierarchy of segments (for example mailto, urn; RFC
	// 3986 §1.2.3 calls such schemes non-hierarchical). The zero value
	// means hierarchical.
	Opaque bool
	// Rules are the scheme-based normalizations its specification licenses.
	Rules Rules
	// Spec names the document the facts come from ("RFC 9110 §4.2.1").
	Spec string
}

// ErrInvalidName is returned by NewRegistry and With for an Info whose Name
// is not a scheme name (RFC 3986 §3.1: ALPHA *( ALPHA / DIGIT / "+" / "-" /
// "." )).
var ErrInvalidName = errors.New("scheme: invalid scheme name")

// Registry maps scheme names to their Info. A Registry is immutable once
// built, so it may be shared between goroutines; the zero Registry and a
// nil *Registry are empty.
type Registry struct {
	m map[string]Info
}

// maxName bounds the names looked up without allocating; longer names are
// still found, at the cost of lower-casing into a new string.
const maxName = 64

// NewRegistry returns a registry holding infos. When two infos have the same
// name (ignoring case), the later one wins. An info whose Name is not a
// valid scheme name makes NewRegistry fail with an error wrapping
// ErrInvalidName that names it.
func NewRegistry(infos ...Info) (*Registry, error) {
	return (*Registry)(nil).With(infos...)
}

// With returns a new registry holding r's schemes plus infos, which replace
// any of r's with the same name. r itself is unchanged.
func (r *Registry) With(infos ...Info) (*Registry, error) {
	n := len(infos)
	if r != nil {
		n += len(r.m)
	}
	m := make(map[string]Info, n)
	if r != nil {
		for k, v := range r.m {
			m[k] = v
		}
	}
	for _, in := range infos {
		if CheckName(in.Name) >= 0 {
			return nil, fmt.Errorf("%w %s: a scheme is a letter followed by letters, digits, \"+\", \"-\" or \".\" (RFC 3986 §3.1)",
				ErrInvalidName, strconv.Quote(in.Name))
		}
		in.Name = ascii.Lower(in.Name)
		m[in.Name] = in
	}
	return &Registry{m: m}, nil
}

// Lookup returns the Info of the scheme named name, ignoring ASCII case
// (RFC 3986 §3.1: schemes are case-insensitive). It does not allocate for
// names of up to 64 bytes.
func (r *Registry) Lookup(name string) (Info, bool) {
	if r == nil || len(r.m) == 0 {
		return Info{}, false
	}
	if len(name) > maxName {
		in, ok := r.m[ascii.Lower(name)]
		return in, ok
	}
	var buf [maxName]byte
	in, ok := r.m[string(ascii.AppendLower(buf[:0], name))]
	return in, ok
}

// Len returns the number of schemes in the registry.
func (r *Registry) Len() int {
	if r == nil {
		return 0
	}
	return len(r.m)
}

// Infos returns a copy of the registry's entries, sorted by name.
func (r *Registry) Infos() []Info {
	if r == nil {
		return nil
	}
	out := make([]Info, 0, len(r.m))
	for _, in := range r.m {
		out = append(out, in)
	}
	slices.SortFunc(out, func(a, b Info) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Default returns the built-in registry (see known.go for its entries and
// their sources). It is the same read-only value on every call.
func Default() *Registry {
	defaultOnce.Do(buildDefault)
	return defaultRegistry
}

// CheckName checks name against the scheme syntax of RFC 3986 §3.1,
//
//	scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
//
// and returns the offset of the first byte that breaks it (0 for the empty
// name), or -1 when name is a scheme name. With IsNameChar it is the one
// definition of the rule in the module.
func CheckName(name string) int {
	if name == "" || !ascii.IsAlpha(name[0]) {
		return 0
	}
	for i := 1; i < len(name); i++ {
		if !IsNameChar(name[i]) {
			return i
		}
	}
	return -1
}

// IsNameChar reports whether c may stand in a scheme name after its first
// letter (RFC 3986 §3.1): ALPHA, DIGIT, "+", "-" or ".".
func IsNameChar(c byte) bool { return ascii.IsAlnum(c) || c == '+' || c == '-' || c == '.' }
