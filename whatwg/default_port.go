package whatwg

// The default port of a special scheme (§4.2), for callers outside the
// parser.

// DefaultPort returns the default port of scheme (§4.2 "default port"): 80
// for http and ws, 443 for https and wss, 21 for ftp, and -1 for every
// other scheme, file included (its port is null). scheme is compared in
// lower case, as the parser stores it: "HTTP" is -1.
func DefaultPort(scheme string) int {
	return int(kindOf(scheme).DefaultPort())
}
