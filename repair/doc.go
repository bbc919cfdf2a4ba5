// Package repair turns URI references found in the wild (web pages, logs,
// crawl lists) into valid RFC 3986 URI references, and says exactly what
// it changed.
//
// Browsers repair such text silently, as the WHATWG URL Standard tells them
// to: they drop tabs and newlines, read "\" as "/" in http URLs,
// percent-encode spaces and non-ASCII characters, and send the rest as it
// is. A crawler, a link checker or a security filter needs to know that it
// happened. Repair does what a browser would, as far as RFC 3986 can
// express it, and returns each change with its kind and its byte offset in
// the input:
//
//	s, changes, _ := repair.Repair(" http://example.com/a b|c ")
//	// s == "http://example.com/a%20b%7Cc"
//	// changes: trimmed at 0, encoded-space at 21, encoded-char at 23, trimmed at 25
//
// A valid reference comes back byte for byte with no change, without
// allocating, unless a browser reads a host RFC 3986 does not see in it
// ("http:/127.0.0.1": the slashes become "//", so that repairing never
// opens a filter that inspects the result); the result of Repair always
// parses (uri.ParseReference) and repairing it again changes nothing. A
// host or port no client can use (a space in the host, a port above
// 65535) is an error, not a repair. Repair lists at most MaxChanges
// changes; RepairLimit counts the others.
//
// Files: repair.go (the algorithm, which follows the split of RFC 3986
// §3 and Appendix B), host.go (the URL Standard's special authority
// slashes, its host parser's forbidden code points and domain parser, the
// port's range), change.go (the kinds of change), errors.go. How closely
// Repair agrees with a browser is measured by tools/browsercheck.
package repair
