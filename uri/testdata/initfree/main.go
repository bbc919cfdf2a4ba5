// Command initfree imports package uri (and through it scheme,
// internal/ascii and internal/pct) and does nothing: TestInitFree runs it
// with GODEBUG=inittrace=1 to see what their initialization costs.
package main

import (
	_ "github.com/urikit/urikit/uri"
	_ "github.com/urikit/urikit/urn"
)

func main() {}
