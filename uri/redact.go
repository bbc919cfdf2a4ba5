package uri

// Redacted returns the reference's text with the password in its userinfo,
// everything after the first ":" (RFC 3986 §3.2.1: the "user:password"
// form is deprecated and the password should not be shown), replaced by
// "xxxxx", as net/url's URL.Redacted does: "http://user:pw@host/" becomes
// "http://user:xxxxx@host/". A userinfo with a ":" and nothing after it
// has an empty password, which is replaced too. Without a password the
// text is returned as it is, without allocating.
func (u URI) Redacted() string {
	if u.flags&fUserinfo == 0 {
		return u.s
	}
	start, end := int(u.authStart()), int(u.hostStart)-1
	for i := start; i < end; i++ {
		if u.s[i] == ':' {
			return u.s[:i+1] + "xxxxx" + u.s[end:]
		}
	}
	return u.s
}
