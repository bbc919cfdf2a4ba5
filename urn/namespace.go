package urn

import (
	"errors"
	"sync"

	"github.com/urikit/urikit/internal/ascii"
)

// Namespace rules: what a registry knows about the NSS of one NID (RFC 8141
// §2.2: "the NSS ... conforms to the definition of the relevant URN
// namespace"; §3.1: a namespace may define additional equivalence rules that
// only ever remove false negatives).

// Namespace is what a Registry knows about one NID.
type Namespace struct {
	// NID is the namespace identifier. Lookups ignore case; the registry
	// stores it in lower case.
	NID string
	// Spec names the document the rule comes from ("RFC 9562 §4").
	Spec string
	// Check reports whether an NSS (as written, still percent-encoded)
	// follows the namespace's rule; nil accepts every NSS. A *RuleError
	// return gives the offset in the NSS and the reason.
	Check func(nss string) error
	// CaseInsensitiveNSS is the namespace's additional equivalence rule
	// (RFC 8141 §3.1): the NSS is compared without regard to ASCII case. It
	// can only make more URNs equal, never fewer.
	CaseInsensitiveNSS bool
}

// RuleError is the error of a Namespace's Check: where in the NSS the rule
// is broken and why.
type RuleError struct {
	Offset int    // byte offset in the NSS
	Reason string // what is wrong; after "; ", how to fix it
}

func (e *RuleError) Error() string { return e.Reason }

// ByteOffset returns Offset, the offset in the NSS (an OffsetError of
// package uri; Registry.Check reports the broken rule as an *Error with
// its offset in the URN).
func (e *RuleError) ByteOffset() int { return e.Offset }

func ruleError(off int, reason string) error { return &RuleError{Offset: off, Reason: reason} }

// ErrInvalidNID is returned by NewRegistry and With for a Namespace whose
// NID is not an RFC 8141 NID.
var ErrInvalidNID = errors.New("urn: invalid NID for a namespace rule")

// Registry maps NIDs to their Namespace rules. It is immutable once built and
// safe to share; a nil *Registry is empty.
type Registry struct {
	m map[string]Namespace
}

// The default registry, built on first use so that package initialization
// does no work and allocates nothing.
var (
	defaultOnce     sync.Once
	defaultRegistry *Registry
)

// Default returns the read-only registry of the namespaces people use most:
// uuid, isbn, issn, oid and ietf, each citing its RFC. Build on it with With.
func Default() *Registry {
	defaultOnce.Do(func() {
		defaultRegistry = &Registry{m: map[string]Namespace{
			"uuid": {NID: "uuid", Spec: "RFC 9562 §4 (RFC 4122 §3)", Check: checkUUID, CaseInsensitiveNSS: true},
			"isbn": {NID: "isbn", Spec: "RFC 3187, ISO 2108", Check: checkISBN},
			"issn": {NID: "issn", Spec: "RFC 3044, ISO 3297", Check: checkISSN},
			"oid":  {NID: "oid", Spec: "RFC 3061 §2", Check: checkOID},
			"ietf": {NID: "ietf", Spec: "RFC 2648 §2, RFC 3553", Check: checkIETF},
		}}
	})
	return defaultRegistry
}

// NewRegistry returns a registry holding ns. A later entry for the same NID
// replaces an earlier one.
func NewRegistry(ns ...Namespace) (*Registry, error) {
	return (&Registry{}).With(ns...)
}

// With returns a new registry holding r's namespaces and ns; r is unchanged.
func (r *Registry) With(ns ...Namespace) (*Registry, error) {
	out := &Registry{m: map[string]Namespace{}}
	if r != nil {
		for k, v := range r.m {
			out.m[k] = v
		}
	}
	for _, n := range ns {
		if checkNID(n.NID) != nil {
			return nil, ErrInvalidNID
		}
		n.NID = ascii.Lower(n.NID)
		out.m[n.NID] = n
	}
	return out, nil
}

// Lookup returns the rule for nid, ignoring case. It allocates nothing.
func (r *Registry) Lookup(nid string) (Namespace, bool) {
	if r == nil || len(nid) > 32 {
		return Namespace{}, false
	}
	var buf [32]byte
	for i := 0; i < len(nid); i++ {
		buf[i] = ascii.ToLower(nid[i])
	}
	n, ok := r.m[string(buf[:len(nid)])]
	return n, ok
}

// NIDs returns the registered NIDs in lower case, in no fixed order.
func (r *Registry) NIDs() []string {
	if r == nil {
		return nil
	}
	out := make([]string, 0, len(r.m))
	for k := range r.m {
		out = append(out, k)
	}
	return out
}

// Check applies u's namespace rule. known is false when the registry has no
// rule for u's NID (then err is nil). A violation is an *Error of kind
// ErrNamespace whose offset is in u's NSS; the URN stays syntactically valid.
func (r *Registry) Check(u URN) (known bool, err error) {
	n, ok := r.Lookup(u.NID())
	if !ok || u.s == "" {
		return false, nil
	}
	if n.Check == nil {
		return true, nil
	}
	if cerr := n.Check(u.NSS()); cerr != nil {
		off, reason := 0, cerr.Error()
		var re *RuleError
		if errors.As(cerr, &re) {
			off = re.Offset
		}
		return true, newError(u.s, int(u.nidEnd)+1+off, PartNSS, ErrNamespace, n.NID+" rule ("+n.Spec+"): "+reason)
	}
	return true, nil
}

// Strict parses s under dialect d and applies its namespace rule: a
// namespace violation is an error too.
func (r *Registry) Strict(d Dialect, s string) (URN, error) {
	u, err := d.Parse(s)
	if err != nil {
		return URN{}, err
	}
	if _, err := r.Check(u); err != nil {
		return URN{}, err
	}
	return u, nil
}

// Equal reports whether a and b are equivalent: lexically (Equal, RFC 8141
// §3.1), or by the additional rule of their namespace (a UUID's hex digits
// in either case). It only ever says "equal" where Equal does or the
// namespace licenses it (§3.1: rules remove false negatives only). It
// allocates nothing.
func (r *Registry) Equal(a, b URN) bool {
	if EqualLexical(a, b) {
		return true
	}
	if a.s == "" || b.s == "" || !ascii.EqualFold(a.NID(), b.NID()) {
		return false
	}
	n, ok := r.Lookup(a.NID())
	return ok && n.CaseInsensitiveNSS && ascii.EqualFold(a.NSS(), b.NSS())
}

// Normalize returns u.NormalizeLexical() with u's namespace rule applied: for a
// case-insensitive NSS, letters in lower case (percent-encoding hex digits
// stay upper case). r.Equal(a, b) holds exactly when r.Normalize(a) ==
// r.Normalize(b).
func (r *Registry) Normalize(u URN) string {
	s := u.NormalizeLexical()
	n, ok := r.Lookup(u.NID())
	if !ok || !n.CaseInsensitiveNSS {
		return s
	}
	nss := s[len(u.NID())+5:]
	if !hasUpperOutsidePct(nss) {
		return s
	}
	b := []byte(s)
	for i := len(u.NID()) + 5; i < len(b); i++ {
		if b[i] == '%' {
			i += 2
			continue
		}
		b[i] = ascii.ToLower(b[i])
	}
	return string(b)
}

func hasUpperOutsidePct(t string) bool {
	for i := 0; i < len(t); i++ {
		switch {
		case t[i] == '%':
			i += 2
		case 'A' <= t[i] && t[i] <= 'Z':
			return true
		}
	}
	return false
}
