package whatwg

// The origin of a URL (§4.7) and its serialization (HTML's "ASCII
// serialization of an origin", which the origin getter returns, §6.1).

// Origin returns the ASCII serialization of the URL's origin (§4.7, §6.1
// origin getter): "scheme://host[:port]" for the tuple origin of an ftp,
// http, https, ws or wss URL, and of a blob URL whose path parses as an
// http, https or file URL (§4.7 "blob" step 4; a file URL's origin is
// opaque); "null" for an opaque origin, which every other URL has.
func (u URL) Origin() string {
	switch u.scheme {
	case schemeHTTP, schemeHTTPS, schemeWS, schemeWSS, schemeFTP:
		if u.IncludesCredentials() {
			return u.href[:u.schemeEnd+3] + u.href[u.hostStart:u.authEnd()]
		}
		return u.href[:u.authEnd()]
	case schemeOther:
		if u.Scheme() == "blob" {
			// Steps 2-5: the origin of the URL the path is.
			inner, err := Parse(u.Pathname())
			if err == nil && (inner.scheme == schemeHTTP || inner.scheme == schemeHTTPS) {
				return inner.Origin()
			}
		}
	}
	return "null"
}
