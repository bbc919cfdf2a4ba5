package repair

// A repair must not hide where a client goes. Repair writes the URI
// browsers read in a wild string; but other clients read some strings
// otherwise (curl takes "\" into the user name, reads an authority in
// "127.0.0.1:8080", and a host after one slash in "pop3:/[::1]:110/"), and a
// program that checks the repair while a client fetches the string as it
// came would check the wrong host. Such a string is not repaired.

import (
	"net/netip"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/readings"
)

// clientsPart returns the error for a repair of s into result that hides
// where a client reading s goes, or nil. The clients are the readers of
// package readings that take a string as it is (the URL Standard, net/url,
// curl): each one that reads a host in s must read the same host in
// result, for a check of result holds then for s too. Where it reads
// another (or none, or refuses result), the difference counts when the
// client reads s with the scheme it reads result with (or result has none)
// and, when it guessed that scheme (curl, where no "/" follows the ":") or
// reads another, only when the host it reads in s is internal
// (guard.Blocked, or localhost). An empty host is no destination.
func clientsPart(s, result string) *Error {
	if plainAuthority(s) {
		return nil
	}
	raw, rep := readings.Read(s), readings.Read(result)
	for _, rd := range [...]readings.Reader{readings.WHATWG, readings.NetURL, readings.Curl} {
		x, y := raw.Of[rd], rep.Of[rd]
		if !x.OK || !x.HasHost || x.Host == "" {
			continue
		}
		var pair readings.Readings
		pair.Of[0], pair.Of[1] = x, y
		if y.OK && !slices.Contains(pair.Differ(), "host") {
			continue
		}
		if (x.Guessed || !y.OK || y.Scheme != x.Scheme) && !internalHost(x.Host) {
			continue
		}
		repaired := "refuses its repair"
		switch {
		case y.OK && y.HasHost:
			repaired = "reads the host " + strconv.Quote(y.Host) + " in its repair"
		case y.OK:
			repaired = "reads no host in its repair"
		}
		return &Error{Input: s, Offset: 0, Reason: rd.String() + " reads the host " + strconv.Quote(x.Host) +
			" in it and " + repaired + ": a check of the repair does not hold for the string; check it as it is"}
	}
	return nil
}

// internalHost reports whether a canonical host (readings.CanonicalHost)
// reaches the machine or its network without DNS.
func internalHost(h string) bool {
	if strings.HasPrefix(h, "[") {
		inner, _, _ := strings.Cut(h[1:len(h)-1], "%")
		a, err := netip.ParseAddr(inner)
		return err == nil && guard.Blocked(a)
	}
	if a, err := netip.ParseAddr(h); err == nil {
		return guard.Blocked(a)
	}
	h = ascii.Lower(strings.TrimSuffix(h, "."))
	return h == "localhost" || strings.HasSuffix(h, ".localhost")
}

// plainAuthority reports whether s starts with a scheme, "://" and an
// authority that every client delimits and reads alike, which a repair
// leaves as it is: up to the first "/", "?" or "#", letters, digits,
// "-._~!$&'()*+,;=:" and at most one "@", or an IPv6 literal in brackets
// after it. What follows cannot move the host for any of them (browsers
// read "\" there as "/", curl refuses what it refuses there), so the
// readings need not be taken: the common case of a wild string, a path
// with a space or a non-ASCII letter, costs no more than the repair.
func plainAuthority(s string) bool {
	i := 0
	for i < len(s) && (ascii.IsAlpha(s[i]) || i > 0 && (ascii.IsDigit(s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.')) {
		i++
	}
	if i == 0 || !strings.HasPrefix(s[i:], "://") {
		return false
	}
	a := s[i+3:]
	if j := strings.IndexAny(a, "/?#"); j >= 0 {
		a = a[:j]
	}
	if at := strings.IndexByte(a, '@'); at >= 0 {
		if !plainText(a[:at]) {
			return false
		}
		a = a[at+1:]
	}
	if strings.HasPrefix(a, "[") {
		end := strings.IndexByte(a, ']')
		if end < 0 || !plainText(a[1:end]) {
			return false
		}
		port := a[end+1:]
		return port == "" || port[0] == ':' && ascii.AllDigits(port[1:])
	}
	return a != "" && a[0] != ':' && plainText(a)
}

// plainText reports whether every byte of s is a letter, a digit or one
// of "-._~!$&'()*+,;=:".
func plainText(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !ascii.IsAlnum(c) && strings.IndexByte("-._~!$&'()*+,;=:", c) < 0 {
			return false
		}
	}
	return true
}
