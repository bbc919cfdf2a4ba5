package whatwg

// Special schemes and their default ports (§4.2 "URL miscellaneous").

type schemeKind uint8

const (
	schemeOther schemeKind = iota
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
	schemeFTP
	schemeFile
)

// defaultPorts are the default ports of the special schemes; -1 for file
// and for every other scheme (null).
var defaultPorts = [...]int32{-1, 80, 443, 80, 443, 21, -1}

func (k schemeKind) defaultPort() int32 { return defaultPorts[k] }

// kindOf returns the kind of the lower-case scheme s.
func kindOf(s string) schemeKind {
	switch s {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	case "file":
		return schemeFile
	}
	return schemeOther
}
