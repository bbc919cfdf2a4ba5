// Package gopher parses gopher URLs (RFC 1738 §3.4 and §5, RFC 4266) into
// typed values, gives the request line a client sends, and reads the
// Gopher+ strings of the 1994 URL draft (seed 000).
//
//	gopherurl = "gopher://" hostport [ / [ gtype [ selector
//	            [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
//	gtype = xchar; selector = *xchar; gopher+_string = *xchar
//
// "Within the <gopher-path>, no characters are reserved" (RFC 1738 §3.4.1):
// a "?" belongs to the selector; only the escaped tab "%09" separates the
// selector, the search and the Gopher+ string.
//
// Where each part lives:
//
//   - gopher.go: URL, Parse, ParseString, the accessors (RFC 1738 §3.4.1-§3.4.3).
//   - request.go: the request line (RFC 1738 §3.4.2, §3.4.3; RFC 1436 §2).
//   - plus.go: the forms of the Gopher+ string (seed 000 "Gopher": "+", "!",
//     "$", "?", "+view%20lang", filled-out ASK forms; RFC 1738 §3.4.4-§3.4.10).
//   - build.go: Parts and Build.
//
// Seed 000 and RFC 1738 differ on the request for a Gopher+ item without a
// search: seed 000 shows "a_gopher_selector<tab>+<cr><lf>", RFC 1738 §3.4.3
// sends the (empty) search and a second tab. Request follows RFC 1738;
// RequestDraft1994 gives seed 000's line.
package gopher
