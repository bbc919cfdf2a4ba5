package whatwg

// The default port of a special scheme (§4.2), for callers outside the
// parser.

// DefaultPort returns the default port of scheme (§4.2 "default port"): 80
// for http and ws, 443 for https and wss, 21 for ftp; ok is false for
// every other scheme, file included (its default port is null). scheme is
// compared as the parser stores it, in lower case: "HTTP" has none.
func DefaultPort(scheme string) (port uint16, ok bool) {
	p := kindOf(scheme).DefaultPort()
	if p < 0 {
		return 0, false
	}
	return uint16(p), true
}
