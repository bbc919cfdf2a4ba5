package whatwg

// The host parser (§3.5) on its own, for callers that hold a host taken
// from elsewhere (another parser's reading of a URL) and want the URL
// Standard's one spelling of it.

import (
	"strings"
	"unicode/utf8"
)

// ParseHost runs the host parser of the URL Standard (§3.5) on input and
// returns the host serialized (§3.6) and its kind, as the URL parser would
// store it for the host of a special URL (opaque false: http, https, ws,
// wss, ftp) or of any other URL (opaque true). So "EXAMPLE.com" is
// "example.com", "0x7f.1" and "2130706433" are "127.0.0.1", "bücher.de" is
// "xn--bcher-kva.de", "%31%32%37.0.0.1" is "127.0.0.1" and
// "[0:0::FFFF:7f00:1]" is "[::ffff:7f00:1]"; an opaque host is only
// percent-encoded (C0 control percent-encode set).
//
// input is the host alone, without the port, userinfo or tabs and newlines
// (the URL parser removes those before it meets the host, and the host
// parser refuses them as forbidden host code points); a byte that is not
// part of valid UTF-8 is read as U+FFFD, as the URL parser reads it. The
// empty input is the empty host when opaque, and a failure (domain to
// ASCII fails on it, §3.3) otherwise. A failure is an *Error naming the
// validation error, its offset in input (after that replacement).
func ParseHost(input string, opaque bool) (string, HostKind, error) {
	if !utf8.ValidString(input) {
		input = replaceInvalid(input)
	}
	if input == "" && !opaque {
		return "", 0, &Error{Input: input, Offset: 0, Kind: DomainToASCII}
	}
	p := parser{in: input, port: -1, schemeEnd: -1, queryStart: -1, fragStart: -1}
	p.b.init(input, len(input)+16)
	if !p.hostParse(0, len(input), opaque) {
		return "", 0, &Error{Input: input, Offset: p.failAt, Kind: p.fail}
	}
	return p.b.sub(p.hostStart, p.hostEnd), p.hostKind, nil
}

// replaceInvalid replaces each byte of s that is not part of valid UTF-8
// by U+FFFD, as the Encoding Standard's UTF-8 decode does.
func replaceInvalid(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range s {
		b.WriteRune(r) // ranging yields U+FFFD for each invalid byte
	}
	return b.String()
}
