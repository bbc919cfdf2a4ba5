package inspect

// Ports (RFC 3986 §3.2.3, §7.2 "Malicious Construction"; seed 003 §7.2,
// seed 001 §7, RFC 1738 §6): a URI that names the port of another protocol
// makes its client speak to a server of that protocol, which may read the
// URI's text as commands ("a gopher URI to cause an unintended or
// impersonating message to be sent via a SMTP server").

import (
	"strconv"

	"github.com/urikit/urikit/scheme"
)

// portFindings inspects the port digits p at off of a URI with scheme
// sch. An empty port means the default (§3.2.3) and is no finding. A port
// other than the default is non-default-port; when it is also the port of
// another protocol, well-known-port says which.
func portFindings(r *report, sch, p string, off int, reg *scheme.Registry) {
	if p == "" {
		return
	}
	port := 0
	for i := 0; i < len(p); i++ {
		if p[i] < '0' || p[i] > '9' {
			return // not a port the parser accepted
		}
		if port = port*10 + int(p[i]-'0'); port > 65535 {
			r.addf(KindPortOutOfRange, Danger, off, len(p),
				"the port "+strconv.Quote(shorten(p))+" is above 65535; clients disagree on what it means (some keep the low 16 bits), so it may reach a port nobody checked")
			return
		}
	}
	def := 0
	if info, ok := reg.Lookup(sch); ok {
		def = int(info.DefaultPort)
	}
	if port == def {
		return
	}
	if def == 0 {
		r.addf(KindNonDefaultPort, Info, off, len(p),
			"an explicit port, and "+schemeName(sch)+" has no default port in the registry (RFC 3986 §7.2)")
	} else {
		r.addf(KindNonDefaultPort, Info, off, len(p),
			"a port other than "+schemeName(sch)+"'s default "+strconv.Itoa(def)+" (RFC 3986 §7.2)")
	}
	if wk, ok := scheme.LookupPort(port); ok {
		r.addf(KindWellKnownPort, Warning, off, len(p),
			"port "+strconv.Itoa(port)+" is "+wk.Service+" ("+wk.About+"), not a port of "+schemeName(sch)+
				"; the server may read the URI's text as "+wk.Service+" commands (RFC 3986 §7.2)")
	}
}

func schemeName(s string) string {
	if s == "" {
		return "the reference's scheme"
	}
	return s
}
