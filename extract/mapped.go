package extract

import (
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// URIs as text writes them that are not quite RFC 3986 URIs, reported as
// the URI they stand for (Match.URI), with Match.Text as written:
//
//   - an IRI (RFC 3987), with non-ASCII letters: "https://例え.jp/パス",
//     "https://münchen.de/straße?q=ä". It is mapped as RFC 3987 §3.1 maps
//     an IRI to a URI (iri.ToURI): the host name in IDNA A-labels, the rest
//     as percent-encoded UTF-8.
//   - "[" and "]" in a query or fragment, balanced ("?q=[test]&x=1"):
//     RFC 3986 allows them only around an IP literal, and cutting the URI
//     there would change its meaning, so they are percent-encoded, %5B and
//     %5D, as a server reads them.

// check reports whether u, a candidate as it will be reported, is a URI
// reference, directly or once mapped (then mapped is set). When it is not,
// off is the offset in u where the grammar refuses it, or 0 when that
// cannot be told (as parses says: nothing before it is kept).
func check(u string) (ok bool, off int, mapped bool) {
	if !needsMapping(u) {
		ok, off = parses(u)
		return ok, off, false
	}
	_, err := toURI(u)
	if err == nil {
		return true, 0, true
	}
	if ue, isURI := err.(*uri.Error); isURI && !hasQueryBracket(u) {
		return false, ue.Offset, true // the offset is in u: nothing was encoded before parsing
	}
	return false, 0, true
}

// needsMapping reports whether u holds non-ASCII bytes or "[" or "]" in a
// query or fragment.
func needsMapping(u string) bool { return !ascii.IsASCII(u) || hasQueryBracket(u) }

// hasQueryBracket reports whether u has "[" or "]" after its first "?" or
// "#".
func hasQueryBracket(u string) bool {
	q := strings.IndexAny(u, "?#")
	return q != -1 && strings.ContainsAny(u[q:], "[]") // u[q] is "?" or "#"
}

// toURI maps s, a URI reference as text writes it, to the URI reference it
// stands for (see above).
func toURI(s string) (string, error) {
	if hasQueryBracket(s) {
		q := strings.IndexAny(s, "?#")
		s = s[:q] + strings.NewReplacer("[", "%5B", "]", "%5D").Replace(s[q:])
	}
	u, err := uri.ParseIRIReference(s)
	if err != nil {
		return "", err
	}
	if u, err = iri.ToURI(u); err != nil {
		return "", err
	}
	return u.String(), nil
}
