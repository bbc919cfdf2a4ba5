package repair

// A Kind names what a repair did. The names are those of the command
// line's records ("uri repair"); kinds may be added, never renamed.
type Kind string

const (
	// Trimmed: white space (or a byte order mark) before or after the
	// reference removed. Browsers strip C0 controls and spaces there.
	Trimmed Kind = "trimmed"
	// RemovedControl: a tab, line feed or carriage return inside the
	// reference removed, as browsers remove them (a URL broken across
	// lines).
	RemovedControl Kind = "removed-control"
	// ReplacedBackslash: "\" before the query of an http, https, ws, wss,
	// ftp or file URL, or of a relative reference, replaced with "/", the
	// character browsers read it as.
	ReplacedBackslash Kind = "replaced-backslash"
	// ReplacedPipe: the "|" of a Windows drive letter at the start of a
	// file URL's path ("file:///C|/x") replaced with ":", as browsers read
	// it.
	ReplacedPipe Kind = "replaced-pipe"
	// EncodedSpace: a space written %20.
	EncodedSpace Kind = "encoded-space"
	// EncodedNonASCII: a non-ASCII character written as its UTF-8 octets,
	// percent-encoded (RFC 3987 §3.1).
	EncodedNonASCII Kind = "encoded-non-ascii"
	// EncodedChar: a character RFC 3986 does not allow where it stands
	// percent-encoded: '"', '<', '>', '\', '^', '`', '{', '|', '}', a
	// control character, "[" or "]" outside an IP literal, "@" in the
	// userinfo before the last one, "#" in the fragment, ":" in the first
	// segment of a relative path.
	EncodedChar Kind = "encoded-char"
	// EncodedPercent: a "%" not followed by two hex digits written %25.
	EncodedPercent Kind = "encoded-percent"
	// AuthoritySlashes: the slashes (and backslashes) between the scheme
	// of an http, https, ws, wss or ftp URL and its host, or at the start
	// of a relative reference, written "//": "http:/h", "http:h",
	// "http:///h" and "///h" all go to the host h in a browser.
	AuthoritySlashes Kind = "authority-slashes"
	// IDNAHost: a non-ASCII host name of an http, https, ws, wss, ftp or
	// file URL, or of a relative reference, written in IDNA A-labels
	// ("xn--"). The host of another scheme is percent-encoded.
	IDNAHost Kind = "idna-host"
)

// A Change is one repair: its kind, the byte offset in the input of the
// text it concerns, and a message for people.
type Change struct {
	Kind    Kind
	Offset  int
	Message string
}
