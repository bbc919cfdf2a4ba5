package scheme

// Well-known ports of protocols that a URI of another scheme can be made to
// talk to (the "malicious construction" of RFC 3986 §7.2, seed 003 §7.2 and
// RFC 1738 §6: a gopher URL whose port is 25 sends its selector, CR LF
// included, to an SMTP server). The list is the "bad ports" of the WHATWG
// Fetch Standard (§2.9, port blocking), which browsers refuse to fetch for
// exactly that reason, plus the database and cache services that
// server-side request forgery reaches through gopher: and dict: URLs. The
// service names are those of the IANA Service Name and Transport Protocol
// Port Number Registry.

// Port is a well-known port and the service registered on it.
type Port struct {
	Number  uint16
	Service string // the IANA service name ("smtp")
	About   string // what the protocol is, in a few words
}

// LookupPort returns the well-known service on port, when port is one whose
// protocol a URI of another scheme can be abused to speak (see above). A
// web port (80, 443, 8080) is not one.
func LookupPort(port int) (Port, bool) {
	lo, hi := 0, len(wellKnownPorts)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch n := int(wellKnownPorts[m].Number); {
		case n == port:
			return wellKnownPorts[m], true
		case n < port:
			lo = m + 1
		default:
			hi = m
		}
	}
	return Port{}, false
}

// wellKnownPorts is sorted by number (TestWellKnownPortsSorted).
var wellKnownPorts = []Port{
	{1, "tcpmux", "TCP port service multiplexer"},
	{7, "echo", "Echo"},
	{9, "discard", "Discard"},
	{11, "systat", "Active Users"},
	{13, "daytime", "Daytime"},
	{15, "netstat", "netstat (unassigned, historical)"},
	{17, "qotd", "Quote of the Day"},
	{19, "chargen", "Character Generator"},
	{20, "ftp-data", "FTP data"},
	{21, "ftp", "FTP control"},
	{22, "ssh", "Secure Shell"},
	{23, "telnet", "Telnet"},
	{25, "smtp", "Simple Mail Transfer"},
	{37, "time", "Time"},
	{42, "nameserver", "Host Name Server"},
	{43, "nicname", "Who Is"},
	{53, "domain", "Domain Name Server"},
	{69, "tftp", "Trivial File Transfer"},
	{77, "rje", "any private RJE service"},
	{79, "finger", "Finger"},
	{87, "ttylink", "any private terminal link"},
	{95, "supdup", "SUPDUP"},
	{101, "hostname", "NIC Host Name Server"},
	{102, "iso-tsap", "ISO-TSAP"},
	{103, "gppitnp", "Genesis Point-to-Point Trans Net"},
	{104, "acr-nema", "ACR-NEMA Digital Imag. & Comm. 300"},
	{109, "pop2", "Post Office Protocol - Version 2"},
	{110, "pop3", "Post Office Protocol - Version 3"},
	{111, "sunrpc", "SUN Remote Procedure Call"},
	{113, "ident", "Authentication Service"},
	{115, "sftp", "Simple File Transfer Protocol"},
	{117, "uucp-path", "UUCP Path Service"},
	{119, "nntp", "Network News Transfer Protocol"},
	{123, "ntp", "Network Time Protocol"},
	{135, "epmap", "DCE endpoint resolution"},
	{137, "netbios-ns", "NETBIOS Name Service"},
	{139, "netbios-ssn", "NETBIOS Session Service"},
	{143, "imap", "Internet Message Access Protocol"},
	{161, "snmp", "SNMP"},
	{179, "bgp", "Border Gateway Protocol"},
	{389, "ldap", "Lightweight Directory Access Protocol"},
	{427, "svrloc", "Server Location"},
	{465, "submissions", "Message Submission over TLS"},
	{512, "exec", "remote process execution"},
	{513, "login", "remote login (rlogin)"},
	{514, "shell", "remote shell (rsh)"},
	{515, "printer", "line printer spooler (lpd)"},
	{526, "tempo", "newdate"},
	{530, "courier", "rpc"},
	{531, "conference", "chat"},
	{532, "netnews", "readnews"},
	{540, "uucp", "uucpd"},
	{548, "afpovertcp", "AFP over TCP"},
	{554, "rtsp", "Real Time Streaming Protocol"},
	{556, "remotefs", "rfs server"},
	{563, "nntps", "NNTP over TLS"},
	{587, "submission", "Message Submission"},
	{601, "syslog-conn", "Reliable Syslog Service"},
	{636, "ldaps", "LDAP over TLS"},
	{989, "ftps-data", "FTP data over TLS"},
	{990, "ftps", "FTP control over TLS"},
	{993, "imaps", "IMAP over TLS"},
	{995, "pop3s", "POP3 over TLS"},
	{1719, "h323gatestat", "H.323 gatekeeper status"},
	{1720, "h323hostcall", "H.323 call setup"},
	{1723, "pptp", "Point-to-point tunnelling protocol"},
	{2049, "nfs", "Network File System"},
	{2375, "docker", "Docker REST API (plain text)"},
	{3306, "mysql", "MySQL"},
	{3659, "apple-sasl", "Apple SASL"},
	{4045, "npp", "Network Paging Protocol (lockd)"},
	{4190, "sieve", "ManageSieve"},
	{5060, "sip", "SIP"},
	{5061, "sips", "SIP over TLS"},
	{5432, "postgresql", "PostgreSQL database"},
	{6000, "x11", "X Window System"},
	{6379, "redis", "Redis key-value store"},
	{6566, "sane-port", "SANE scanner control"},
	{6665, "ircu", "IRC"},
	{6666, "ircu", "IRC"},
	{6667, "ircu", "IRC"},
	{6668, "ircu", "IRC"},
	{6669, "ircu", "IRC"},
	{6679, "osaut", "Osorno Automation (alternate IRC over TLS)"},
	{6697, "ircs-u", "IRC over TLS"},
	{10080, "amanda", "Amanda backup"},
	{11211, "memcache", "Memcached"},
	{27017, "mongodb", "MongoDB"},
}
