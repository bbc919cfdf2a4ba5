// Package telnet parses the URLs of interactive sessions: telnet (RFC 1738
// §3.8 and §5), and rlogin and tn3270, which seed 000 (the 1994 URL draft,
// "Telnet, rlogin, tn3270") gives the same form.
//
//	telneturl = "telnet://" login [ "/" ]
//
// The user and password are advisory (RFC 1738 §3.8). Anything after the
// host but an empty path or a single "/" is an error. Default ports come
// from the scheme registry: telnet and tn3270 23, rlogin 513.
//
// Where each part lives: telnet.go (URL, Parse, ParseString, Build).
package telnet
