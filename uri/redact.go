package uri

// Redacted returns the reference's text with the password in its userinfo,
// everything after the first ":" (RFC 3986 §3.2.1: the "user:password"
// form is deprecated and the password should not be shown), replaced by
// "xxxxx", as net/url's URL.Redacted does: "http://user:pw@host/" becomes
// "http://user:xxxxx@host/". A userinfo with a ":" and nothing after it
// has an empty password, which is replaced too. Without a password the
// text is returned as it is, without allocating.
//
// Under Draft2003 an authority that is not a valid server (seed 003 §3.2.1)
// is a reg-name, which may hold "@" and ":": "http://user:pw@evil@host/"
// has no userinfo there, but a server-based reader (RFC 3986, net/url,
// curl) takes everything before the last "@" as one, and "pw@evil" as its
// password. Redacted hides that text too: "http://user:xxxxx@host/".
func (u URI) Redacted() string {
	start, end := int(u.authStart()), int(u.hostStart)-1
	if u.flags&fUserinfo == 0 {
		if u.flags&fAuthority == 0 {
			return u.s
		}
		// A reg-name authority: the userinfo a server-based reader sees
		// ends at its last "@".
		end = -1
		for i := int(u.pathStart) - 1; i >= start; i-- {
			if u.s[i] == '@' {
				end = i
				break
			}
		}
	}
	for i := start; i < end; i++ {
		if u.s[i] == ':' {
			return u.s[:i+1] + "xxxxx" + u.s[end:]
		}
	}
	return u.s
}
