package ftp

// RFC 1738 §3.2.2: "Each of the <cwd> elements is to be supplied,
// sequentially, as the argument to a CWD (change working directory)
// command. If the typecode is "d", perform a NLST (name list) command with
// <name> as the argument ... Otherwise, perform a TYPE command with
// <typecode> as the argument, and then access the file whose name is <name>
// (for example, using the RETR command.)"

// Commands returns the FTP commands a client sends after logging in, in
// order, each without its CR LF (RFC 959 §4.1):
//
//   - "CWD <segment>" for each CWD segment, decoded; "CWD" alone for an
//     empty one ("ftp://myname@host.dom//etc/motd": "CWD", "CWD etc");
//   - "TYPE <code>" when a type code other than d is given, in upper case
//     with RFC 959's space restored for the 1994 draft's codes ("TYPE L 8");
//   - "NLST <name>" for type d, and "RETR <name>" otherwise. A URL whose
//     name is empty (it ends in "/", or has no path) names a directory:
//     seed 000 says a final "/" means "use FTP directory list commands", so
//     it gives "NLST" with no argument.
//
// The arguments are decoded: a "%2F" gives a "/" inside one argument
// ("%2Fetc/motd": "CWD /etc", "RETR motd"). A decoded CR or LF would end
// the command early, so the client must refuse such a URL (RFC 1738 §6);
// Commands reports them as they are.
func (v URL) Commands() []string {
	out := make([]string, 0, 4)
	for seg := range v.CWDSegments() {
		if seg == "" {
			out = append(out, "CWD")
		} else {
			out = append(out, "CWD "+seg)
		}
	}
	code, hasType := v.Type()
	dir := hasType && (code == "d" || code == "D")
	if hasType && !dir {
		out = append(out, "TYPE "+typeArgument(code))
	}
	name := v.Name()
	switch {
	case name == "":
		out = append(out, "NLST")
	case dir:
		out = append(out, "NLST "+name)
	default:
		out = append(out, "RETR "+name)
	}
	return out
}
