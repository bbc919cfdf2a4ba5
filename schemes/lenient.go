package schemes

import (
	"errors"
	"strings"

	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// The wrappers of URLs in plain text. Seed 000, "Wrappers for URIs in plain
// text": angle brackets around a URL, and the "URL:" prefix of its
// prefixedurl rule; RFC 1738 Appendix: "<URL:ftp://...>", where
// "Whitespace (spaces, linefeeds, tabs, etc.) should be ignored when
// extracting the URL." The strict entry points never accept them: they are
// not part of the URL.

// ParseLenient parses s like ParseString after removing, in this order,
// white space around it, one pair of "<" ">" around it (and then all white
// space inside, as a URL broken across lines), and a "URL:" prefix in any
// case. An error's offset is translated back into s, and its Input is s.
func (r *Registry) ParseLenient(s string) (URL, error) {
	u, start, spaced := unwrap(s)
	v, err := r.ParseString(u)
	if err != nil {
		return nil, relocate(err, s, start, spaced)
	}
	return v, nil
}

// ParseLenient parses s with the Default registry, accepting the wrappers
// (see Registry.ParseLenient).
func ParseLenient(s string) (URL, error) { return defaultRegistry().ParseLenient(s) }

// Unwrap removes the plain-text wrappers of seed 000 and RFC 1738's
// appendix from s: "<URL:ftp://host/x>" and "URL:ftp://host/x" give
// "ftp://host/x". Text without them comes back unchanged.
func Unwrap(s string) string {
	u, _, _ := unwrap(s)
	return u
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// unwrap returns the URL inside s, the offset in s where it starts, and
// whether white space inside angle brackets was removed.
func unwrap(s string) (u string, start int, spaced bool) {
	end := len(s)
	for start < end && isSpace(s[start]) {
		start++
	}
	for end > start && isSpace(s[end-1]) {
		end--
	}
	if end-start >= 2 && s[start] == '<' && s[end-1] == '>' {
		start, end = start+1, end-1
		for start < end && isSpace(s[start]) {
			start++
		}
		if strings.ContainsAny(s[start:end], " \t\r\n") {
			spaced = true
		}
	}
	if end-start >= 4 && strings.EqualFold(s[start:start+4], "URL:") {
		start += 4
		for spaced && start < end && isSpace(s[start]) {
			start++
		}
	}
	u = s[start:end]
	if spaced {
		u = strings.Map(func(r rune) rune {
			if r < 0x80 && isSpace(byte(r)) {
				return -1
			}
			return r
		}, u)
	}
	return u, start, spaced
}

// relocate turns an error about the unwrapped URL into one about s.
func relocate(err error, s string, start int, spaced bool) error {
	at := func(off int) int {
		i := start
		for k := 0; k < off && i < len(s); i++ {
			if !(spaced && isSpace(s[i])) {
				k++
			}
		}
		for spaced && i < len(s) && isSpace(s[i]) {
			i++
		}
		return i
	}
	var re *rule.Error
	var ue *uri.Error
	switch {
	case errors.As(err, &re):
		c := *re
		c.Input, c.Offset = s, at(re.Offset)
		return &c
	case errors.As(err, &ue):
		c := *ue
		c.Input, c.Offset = s, at(ue.Offset)
		return &c
	}
	return err
}
