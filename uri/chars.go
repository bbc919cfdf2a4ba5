package uri

// The character tables: for each byte, the parts of a reference that may
// hold it literally under each grammar, as the sX bits of dialect.go. They
// are the grammars' character rules, written out: each constant below
// names the rules that admit a kind of character, and each table lists
// the characters of each kind. Keyed array literals of constants, the
// compiler lays them out as read-only data: nothing is computed when a
// program starts. A byte a table leaves out ("%", a control, "#", ...) is
// never literal data there. TestTables holds every table to the
// documents' character sets transcribed on their own terms
// (tables_test.go), and writes the tables derived from these (tables.go:
// RFC 3987's; tables_pairs.go).

// RFC 3986 Appendix A. The authority bits (sAuth, sHost, sHostLower) and
// sPathNoDot are this grammar's alone: the fast paths of its parser.
const (
	// unreserved and sub-delims (§2.2, §2.3): userinfo, reg-name, pchar, query, fragment
	rfcUnreserved = sUserinfo | sRegName | sAuth | sHost | sHostLower | sPath | sPathNoDot | sOpaque | sQuery
	// DIGIT, "+", "-": a scheme's too (§3.1)
	rfcScheme = rfcUnreserved | sScheme
	// "."
	rfcDot = rfcScheme &^ sPathNoDot
	// ALPHA, lower case: a scheme begins with one
	rfcLower = rfcScheme | sSchemeFirst
	// ALPHA, upper case
	rfcUpper = rfcLower&^sHostLower | sUpper
	// ":": pchar (§3.3); the userinfo's and the port's are counted apart
	rfcColon = sAuth | sPath | sPathNoDot | sOpaque | sQuery
	// "@" (pchar) and "/": path, query, fragment
	rfcPchar = sPath | sPathNoDot | sOpaque | sQuery
	// "?": query and fragment (§3.4, §3.5)
	rfcQuery = sQuery
)

var table3986 = [256]uint16{
	// ALPHA, DIGIT (RFC 5234 Appendix B.1)
	'A': rfcUpper, 'B': rfcUpper, 'C': rfcUpper, 'D': rfcUpper, 'E': rfcUpper, 'F': rfcUpper, 'G': rfcUpper,
	'H': rfcUpper, 'I': rfcUpper, 'J': rfcUpper, 'K': rfcUpper, 'L': rfcUpper, 'M': rfcUpper, 'N': rfcUpper,
	'O': rfcUpper, 'P': rfcUpper, 'Q': rfcUpper, 'R': rfcUpper, 'S': rfcUpper, 'T': rfcUpper, 'U': rfcUpper,
	'V': rfcUpper, 'W': rfcUpper, 'X': rfcUpper, 'Y': rfcUpper, 'Z': rfcUpper,
	'a': rfcLower, 'b': rfcLower, 'c': rfcLower, 'd': rfcLower, 'e': rfcLower, 'f': rfcLower, 'g': rfcLower,
	'h': rfcLower, 'i': rfcLower, 'j': rfcLower, 'k': rfcLower, 'l': rfcLower, 'm': rfcLower, 'n': rfcLower,
	'o': rfcLower, 'p': rfcLower, 'q': rfcLower, 'r': rfcLower, 's': rfcLower, 't': rfcLower, 'u': rfcLower,
	'v': rfcLower, 'w': rfcLower, 'x': rfcLower, 'y': rfcLower, 'z': rfcLower,
	'0': rfcScheme, '1': rfcScheme, '2': rfcScheme, '3': rfcScheme, '4': rfcScheme, '5': rfcScheme, '6': rfcScheme,
	'7': rfcScheme, '8': rfcScheme, '9': rfcScheme,
	// unreserved and sub-delims (§2.2, §2.3)
	'+': rfcScheme, '-': rfcScheme,
	'.': rfcDot,
	'_': rfcUnreserved, '~': rfcUnreserved, '!': rfcUnreserved, '$': rfcUnreserved, '&': rfcUnreserved, '\'': rfcUnreserved, '(': rfcUnreserved,
	')': rfcUnreserved, '*': rfcUnreserved, ',': rfcUnreserved, ';': rfcUnreserved, '=': rfcUnreserved,
	// the gen-delims that a component may hold (§3.3, §3.4)
	':': rfcColon,
	'@': rfcPchar, '/': rfcPchar,
	'?': rfcQuery,
}

// Seed 003 §2.2-§3.5 (the 2003 draft): unreserved = ALPHA / DIGIT / mark;
// pchar, query and fragment as in RFC 3986; an opaque part is uric, which
// adds "[" and "]"; a reg-name adds ":" and "@".
const (
	// mark and the sub-delims of RFC 3986
	d03Mark = sUserinfo | sRegName | sPath | sOpaque | sQuery
	// DIGIT, "+", "-", "."
	d03Scheme = d03Mark | sScheme
	// ALPHA, lower case
	d03Lower = d03Scheme | sSchemeFirst
	// ALPHA, upper case
	d03Upper = d03Lower | sUpper
	// ":" and "@": a reg-name, not a userinfo
	d03Server = sRegName | sPath | sOpaque | sQuery
	// "/"
	d03Slash = sPath | sOpaque | sQuery
	// "?"
	d03Query = sOpaque | sQuery
	// "[" and "]": in uric only
	d03Opaque = sOpaque
)

var tableDraft2003 = [256]uint16{
	'A': d03Upper, 'B': d03Upper, 'C': d03Upper, 'D': d03Upper, 'E': d03Upper, 'F': d03Upper, 'G': d03Upper,
	'H': d03Upper, 'I': d03Upper, 'J': d03Upper, 'K': d03Upper, 'L': d03Upper, 'M': d03Upper, 'N': d03Upper,
	'O': d03Upper, 'P': d03Upper, 'Q': d03Upper, 'R': d03Upper, 'S': d03Upper, 'T': d03Upper, 'U': d03Upper,
	'V': d03Upper, 'W': d03Upper, 'X': d03Upper, 'Y': d03Upper, 'Z': d03Upper,
	'a': d03Lower, 'b': d03Lower, 'c': d03Lower, 'd': d03Lower, 'e': d03Lower, 'f': d03Lower, 'g': d03Lower,
	'h': d03Lower, 'i': d03Lower, 'j': d03Lower, 'k': d03Lower, 'l': d03Lower, 'm': d03Lower, 'n': d03Lower,
	'o': d03Lower, 'p': d03Lower, 'q': d03Lower, 'r': d03Lower, 's': d03Lower, 't': d03Lower, 'u': d03Lower,
	'v': d03Lower, 'w': d03Lower, 'x': d03Lower, 'y': d03Lower, 'z': d03Lower,
	'0': d03Scheme, '1': d03Scheme, '2': d03Scheme, '3': d03Scheme, '4': d03Scheme, '5': d03Scheme, '6': d03Scheme,
	'7': d03Scheme, '8': d03Scheme, '9': d03Scheme,
	'+': d03Scheme, '-': d03Scheme, '.': d03Scheme,
	'_': d03Mark, '~': d03Mark, '!': d03Mark, '$': d03Mark, '&': d03Mark, '\'': d03Mark, '(': d03Mark,
	')': d03Mark, '*': d03Mark, ',': d03Mark, ';': d03Mark, '=': d03Mark,
	':': d03Server, '@': d03Server,
	'/': d03Slash,
	'?': d03Query,
	'[': d03Opaque, ']': d03Opaque,
}

// Seed 001 Appendix A (the 1997 draft): mark adds "$" and ","; pchar =
// unreserved | escaped | ":" | "@" | "&" | "=" | "+", segments add ";"
// params; query and fragment are urlc; an opaque-URL is *urlc; a scheme
// may begin with a digit; a host is a hostname or hostnumber (no reg-name bit).
const (
	// mark and ";&=+$,"
	d97Mark = sUserinfo | sPath | sOpaque | sQuery
	// alphanum, "+", "-", "."
	d97Scheme = d97Mark | sSchemeFirst | sScheme
	// ALPHA, upper case
	d97Upper = d97Scheme | sUpper
	// "/", ":", "@"
	d97Pchar = sPath | sOpaque | sQuery
	// "?"
	d97Query = sOpaque | sQuery
)

var tableDraft1997 = [256]uint16{
	'A': d97Upper, 'B': d97Upper, 'C': d97Upper, 'D': d97Upper, 'E': d97Upper, 'F': d97Upper, 'G': d97Upper,
	'H': d97Upper, 'I': d97Upper, 'J': d97Upper, 'K': d97Upper, 'L': d97Upper, 'M': d97Upper, 'N': d97Upper,
	'O': d97Upper, 'P': d97Upper, 'Q': d97Upper, 'R': d97Upper, 'S': d97Upper, 'T': d97Upper, 'U': d97Upper,
	'V': d97Upper, 'W': d97Upper, 'X': d97Upper, 'Y': d97Upper, 'Z': d97Upper,
	'a': d97Scheme, 'b': d97Scheme, 'c': d97Scheme, 'd': d97Scheme, 'e': d97Scheme, 'f': d97Scheme, 'g': d97Scheme,
	'h': d97Scheme, 'i': d97Scheme, 'j': d97Scheme, 'k': d97Scheme, 'l': d97Scheme, 'm': d97Scheme, 'n': d97Scheme,
	'o': d97Scheme, 'p': d97Scheme, 'q': d97Scheme, 'r': d97Scheme, 's': d97Scheme, 't': d97Scheme, 'u': d97Scheme,
	'v': d97Scheme, 'w': d97Scheme, 'x': d97Scheme, 'y': d97Scheme, 'z': d97Scheme,
	'0': d97Scheme, '1': d97Scheme, '2': d97Scheme, '3': d97Scheme, '4': d97Scheme, '5': d97Scheme, '6': d97Scheme,
	'7': d97Scheme, '8': d97Scheme, '9': d97Scheme,
	'+': d97Scheme, '-': d97Scheme, '.': d97Scheme,
	'_': d97Mark, '~': d97Mark, '!': d97Mark, '$': d97Mark, '&': d97Mark, '\'': d97Mark, '(': d97Mark,
	')': d97Mark, '*': d97Mark, ',': d97Mark, ';': d97Mark, '=': d97Mark,
	'/': d97Pchar, ':': d97Pchar, '@': d97Pchar,
	'?': d97Query,
}

// RFC 1738 §5 (seed 002): unreserved = alpha | digit | safe | extra; xchar
// = unreserved | reserved | escape; user and password are *[ uchar | ";" |
// "?" | "&" | "=" ]; no "~".
const (
	// safe, extra, ";", "?", "&", "="
	r38Uchar = sUserinfo | sPath | sOpaque | sQuery
	// lowalpha, digit, "+", "-", "."
	r38Scheme = r38Uchar | sSchemeFirst | sScheme
	// hialpha
	r38Upper = r38Scheme | sUpper
	// "/", ":", "@"
	r38Xchar = sPath | sOpaque | sQuery
)

var table1738 = [256]uint16{
	'A': r38Upper, 'B': r38Upper, 'C': r38Upper, 'D': r38Upper, 'E': r38Upper, 'F': r38Upper, 'G': r38Upper,
	'H': r38Upper, 'I': r38Upper, 'J': r38Upper, 'K': r38Upper, 'L': r38Upper, 'M': r38Upper, 'N': r38Upper,
	'O': r38Upper, 'P': r38Upper, 'Q': r38Upper, 'R': r38Upper, 'S': r38Upper, 'T': r38Upper, 'U': r38Upper,
	'V': r38Upper, 'W': r38Upper, 'X': r38Upper, 'Y': r38Upper, 'Z': r38Upper,
	'a': r38Scheme, 'b': r38Scheme, 'c': r38Scheme, 'd': r38Scheme, 'e': r38Scheme, 'f': r38Scheme, 'g': r38Scheme,
	'h': r38Scheme, 'i': r38Scheme, 'j': r38Scheme, 'k': r38Scheme, 'l': r38Scheme, 'm': r38Scheme, 'n': r38Scheme,
	'o': r38Scheme, 'p': r38Scheme, 'q': r38Scheme, 'r': r38Scheme, 's': r38Scheme, 't': r38Scheme, 'u': r38Scheme,
	'v': r38Scheme, 'w': r38Scheme, 'x': r38Scheme, 'y': r38Scheme, 'z': r38Scheme,
	'0': r38Scheme, '1': r38Scheme, '2': r38Scheme, '3': r38Scheme, '4': r38Scheme, '5': r38Scheme, '6': r38Scheme,
	'7': r38Scheme, '8': r38Scheme, '9': r38Scheme,
	'+': r38Scheme, '-': r38Scheme, '.': r38Scheme,
	'_': r38Uchar, '!': r38Uchar, '$': r38Uchar, '&': r38Uchar, '\'': r38Uchar, '(': r38Uchar, ')': r38Uchar,
	'*': r38Uchar, ',': r38Uchar, ';': r38Uchar, '=': r38Uchar, '?': r38Uchar,
	'/': r38Xchar, ':': r38Xchar, '@': r38Xchar,
}
