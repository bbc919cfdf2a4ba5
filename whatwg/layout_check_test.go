package whatwg

// Every URL the package's tests and fuzz targets make is checked against
// its href (layout.go).
func init() { checkLayout = true }
