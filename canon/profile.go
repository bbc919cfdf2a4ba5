package canon

import (
	"strconv"

	"github.com/urikit/urikit/uri"
)

// A Profile names a canonical form, for programs given the name at run time
// (a command's flag, a pipeline's option).
type Profile uint8

// The profiles.
const (
	// ProfileRFC3986 is RFC 3986 §6.2.2 and §6.2.3 normalization (syntax
	// and scheme-based), as uri.NormalizeScheme gives it.
	ProfileRFC3986 Profile = iota + 1
	// ProfileSafeBrowsing is SafeBrowsing.
	ProfileSafeBrowsing
	// ProfileSURT is SURT.
	ProfileSURT
)

var profileNames = [...]string{ProfileRFC3986: "rfc3986", ProfileSafeBrowsing: "safebrowsing", ProfileSURT: "surt"}

// ParseProfile returns the profile named name: "rfc3986", "safebrowsing"
// or "surt".
func ParseProfile(name string) (Profile, bool) {
	for p, n := range profileNames {
		if n != "" && n == name {
			return Profile(p), true
		}
	}
	return 0, false
}

// String returns the profile's name.
func (p Profile) String() string {
	if int(p) < len(profileNames) && profileNames[p] != "" {
		return profileNames[p]
	}
	return "Profile(" + strconv.Itoa(int(p)) + ")"
}

// Key returns the canonical form of rawURL under p.
func (p Profile) Key(rawURL string) (string, error) {
	switch p {
	case ProfileSafeBrowsing:
		return SafeBrowsing(rawURL)
	case ProfileSURT:
		return SURT(rawURL)
	case ProfileRFC3986:
		return uri.Normalizer{Level: uri.LevelScheme}.NormalizeString(rawURL)
	}
	return "", &Error{Profile: p.String(), Input: rawURL, Offset: -1, Reason: "unknown profile"}
}

// AppendKey appends the canonical form of rawURL under p to dst.
func (p Profile) AppendKey(dst []byte, rawURL string) ([]byte, error) {
	switch p {
	case ProfileSafeBrowsing:
		return AppendSafeBrowsing(dst, rawURL)
	case ProfileSURT:
		return AppendSURT(dst, rawURL)
	}
	s, err := p.Key(rawURL)
	return append(dst, s...), err
}
