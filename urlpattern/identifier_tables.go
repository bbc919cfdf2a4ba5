package urlpattern

import "github.com/urikit/urikit/internal/ucd"

// unicodeVersion is the Unicode version of idStart and idContinue.
const unicodeVersion = ucd.Version

// idStart and idContinue are ID_Start and ID_Continue (UAX #31) of the
// Unicode Character Database the module reads (internal/ucd).
var idStart, idContinue = ucd.IDStart, ucd.IDContinue
