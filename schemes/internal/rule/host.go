package rule

// RFC 1738 §5's host, for the places where a host is not an authority the
// generic parser has checked (the domain of a news message-id):
//
//	host        = hostname | hostnumber
//	hostname    = *[ domainlabel "." ] toplabel
//	domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//	toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
//	hostnumber  = digits "." digits "." digits "." digits

// Host checks s[from:to] against host and returns the offset of the first
// error and its reason, or -1.
func Host(s string, from, to int) (int, string) {
	if from == to {
		return from, `an empty host after "@"; write a domain name such as example.org`
	}
	if hostnumber(s[from:to]) {
		return -1, ""
	}
	start := from
	for i := from; i <= to; i++ {
		if i < to && s[i] != '.' {
			if !In(s[i], Alpha|Digit|Hyphen) {
				return i, Describe(s[i]) + " in a host name; it holds letters, digits, \"-\" and \".\" (RFC 1738 §5 hostname)"
			}
			continue
		}
		if i == start {
			return i, "an empty label in a host name (RFC 1738 §5 hostname)"
		}
		if s[start] == '-' || s[i-1] == '-' {
			return start, "a label that starts or ends with \"-\" (RFC 1738 §5 domainlabel)"
		}
		if i == to && !In(s[start], Alpha) {
			return start, "a last label that does not start with a letter (RFC 1738 §5 toplabel)"
		}
		start = i + 1
	}
	return -1, ""
}

func hostnumber(h string) bool {
	parts := 0
	n := 0
	for i := 0; i <= len(h); i++ {
		if i == len(h) || h[i] == '.' {
			if n == 0 {
				return false
			}
			parts++
			n = 0
			continue
		}
		if h[i] < '0' || h[i] > '9' {
			return false
		}
		n++
	}
	return parts == 4
}
