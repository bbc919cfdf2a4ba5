package schemes

import "strings"

// The wrappers of URLs in plain text. Seed 000, "Wrappers for URIs in plain
// text": angle brackets around a URL, and the "URL:" prefix of its
// prefixedurl rule; RFC 1738 Appendix: "<URL:ftp://...>", where
// "Whitespace (spaces, linefeeds, tabs, etc.) should be ignored when
// extracting the URL." The strict entry points never accept them: they are
// not part of the URL.

// ParseLenient parses s like ParseString after removing, in this order,
// white space around it, one pair of "<" ">" around it (and then all white
// space inside, as a URL broken across lines), and a "URL:" prefix in any
// case. Error offsets refer to the URL after this removal.
func (r *Registry) ParseLenient(s string) (URL, error) { return r.ParseString(Unwrap(s)) }

// ParseLenient parses s with the Default registry, accepting the wrappers
// (see Registry.ParseLenient).
func ParseLenient(s string) (URL, error) { return defaultRegistry.ParseLenient(s) }

// Unwrap removes the plain-text wrappers of seed 000 and RFC 1738's
// appendix from s: "<URL:ftp://host/x>" and "URL:ftp://host/x" give
// "ftp://host/x". Text without them comes back unchanged.
func Unwrap(s string) string {
	s = strings.Trim(s, " \t\r\n")
	if len(s) >= 2 && s[0] == '<' && s[len(s)-1] == '>' {
		s = s[1 : len(s)-1]
		if strings.ContainsAny(s, " \t\r\n") {
			s = strings.Map(func(r rune) rune {
				if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
					return -1
				}
				return r
			}, s)
		}
	}
	if len(s) >= 4 && strings.EqualFold(s[:4], "URL:") {
		s = s[4:]
	}
	return s
}
