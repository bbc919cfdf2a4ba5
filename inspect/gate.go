package inspect

// The gate of the README's "Trusting a URL": a string from the wild
// refused when it stands for no URI or when a finding about it is a
// danger.

// Refused reports whether the gate refuses s: the Report of s with IRIs
// mapped and wild input repaired (Inspector.Report with IRIs|Repairs) has
// no URI, or a danger: an internal address in any spelling, localhost, a
// cloud metadata endpoint, misleading userinfo, a host a browser, Go or
// curl reads where RFC 3986 sees another or none, an injection, ... So
// "https://en.wikipedia.org/wiki/Café" (an IRI) and "http://a/b c" (a
// space) pass, while "http:/\evil.com" and "http://evil.com\@good.com/"
// do not: the clients read them differently. It is a check of the string: a
// name that resolves to an internal address passes it, and is for the
// dial-time guard (package guard) to catch. `uri inspect --iri --repair`
// exits 1 on the same strings.
func Refused(s string) bool {
	r := Inspector{}.Report(s, IRIs|Repairs)
	return r.Err != nil || r.Danger()
}
