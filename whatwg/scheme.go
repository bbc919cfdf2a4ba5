package whatwg

import "github.com/urikit/urikit/internal/special"

// Special schemes and their default ports (§4.2 "URL miscellaneous"), as
// the module defines them once (internal/special).

type schemeKind = special.Kind

const (
	schemeOther = special.Other
	schemeHTTP  = special.HTTP
	schemeHTTPS = special.HTTPS
	schemeWS    = special.WS
	schemeWSS   = special.WSS
	schemeFTP   = special.FTP
	schemeFile  = special.File
)

// kindOf returns the kind of the lower-case scheme s.
func kindOf(s string) schemeKind { return special.Of(s) }
