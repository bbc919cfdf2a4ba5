package uri

import "strings"

// The user name and password of a userinfo (RFC 3986 §3.2.1): "the format
// "user:password" ... is deprecated", but the split at the first ":" is
// how userinfo is still read.

// User returns the user name as written: the userinfo up to its first ":"
// (the whole userinfo when it has none); "" without a userinfo.
func (u URI) User() string {
	user, _, _ := strings.Cut(u.Userinfo(), ":")
	return user
}

// Password returns the password as written, the userinfo after its first
// ":", and whether there is one ("user:" has an empty one).
func (u URI) Password() (string, bool) {
	_, pw, ok := strings.Cut(u.Userinfo(), ":")
	return pw, ok
}
