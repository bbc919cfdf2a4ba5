package uri

// CheckHost checks host, the host of an authority as written (an IP literal
// with its brackets), against the host rule of dialect d, and returns its
// kind. Under RFC 3986 (§3.2.2) a host is an IP literal, an IPv4address or
// a reg-name. The older documents have hostnames of domain labels instead:
// RFC 1738 §5 (and the 1997 draft, draft-fielding-url-syntax-05) write
//
//	host        = hostname | hostnumber
//	hostname    = *[ domainlabel "." ] toplabel
//	domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//	toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
//	hostnumber  = digits "." digits "." digits "." digits
//
// so "a_b.example", "-a.example", "host.123" and "1.2.3" are no hosts
// there, and the 2003 draft (draft-fielding-uri-rfc2396bis-01) adds IP
// literals, a 63-character bound on labels and a final ".". This is the
// rule Parse applies to the host under d; packages that read a URI under
// RFC 3986 and a host under an older rule (the scheme-specific syntaxes of
// RFC 1738) call it so that the rule is defined once. The empty host is
// left to the caller (some schemes allow it, file among them). The error
// is an *Error whose Input is host.
func (d Dialect) CheckHost(host string) (HostKind, error) {
	syn := &syntaxes[d]
	if host != "" && host[0] == '[' {
		if !syn.ipLiteral {
			return 0, newError(host, 0, ComponentHost, ErrInvalidHost, "IP literals in \"[ ]\" are not part of this dialect")
		}
		if host[len(host)-1] != ']' {
			return 0, newError(host, 0, ComponentHost, ErrInvalidHost, "\"[\" without a closing \"]\"")
		}
		kind, _, off, reason := checkIPLiteral(host[1:len(host)-1], syn.ipFuture)
		if off >= 0 {
			return 0, newError(host, 1+off, ComponentHost, ErrInvalidHost, reason)
		}
		return kind, nil
	}
	kind, err := checkHost(host, syn, 0, len(host), len(host))
	if err != nil {
		return 0, err
	}
	return kind, nil
}
