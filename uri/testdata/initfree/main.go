// Command initfree imports every package of the module's library (and
// through them internal/...) and does nothing: TestInitFree runs it with
// GODEBUG=inittrace=1 to see what their initialization costs.
package main

import (
	_ "github.com/urikit/urikit/extract"
	_ "github.com/urikit/urikit/guard"
	_ "github.com/urikit/urikit/inspect"
	_ "github.com/urikit/urikit/iri"
	_ "github.com/urikit/urikit/links"
	_ "github.com/urikit/urikit/readings"
	_ "github.com/urikit/urikit/repair"
	_ "github.com/urikit/urikit/scheme"
	_ "github.com/urikit/urikit/schemes"
	_ "github.com/urikit/urikit/uri"
	_ "github.com/urikit/urikit/uritemplate"
	_ "github.com/urikit/urikit/urn"
	_ "github.com/urikit/urikit/whatwg"
)

func main() {}
