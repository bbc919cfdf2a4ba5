package links

// The URL-valued attributes of HTML: the HTML Living Standard's index of
// attributes, the rows whose value is a "valid URL potentially surrounded
// by spaces", a "valid non-empty URL potentially surrounded by spaces", a
// srcset list or a set of space-separated URLs, plus the obsolete ones
// pages still carry (§16 "Obsolete features": body background, longdesc,
// frame src). RFC 2396 and seed 003 Appendix D only say that such
// attributes exist; the table is the HTML standard's.
//
// A base element's href is not a link: it sets the base (scanner.go).

// A valueKind tells how an attribute's value holds its URLs.
type valueKind uint8

const (
	notURL   valueKind = iota
	oneURL             // the value is one URL, spaces around it removed
	srcset             // a srcset list: one URL per image candidate (srcset.go)
	spaceSep           // URLs separated by ASCII white space (a ping)
)

// attrNames are the URL-valued attribute names; attrID gives the index.
var attrNames = [...]string{"", "href", "src", "srcset", "action", "formaction",
	"data", "cite", "poster", "ping", "background", "longdesc"}

// attrID returns the index of attr in attrNames, 0 when it is not there.
func attrID(attr []byte) int {
	for i := 1; i < len(attrNames); i++ {
		if string(attr) == attrNames[i] {
			return i
		}
	}
	return 0
}

// attrKind returns how attribute attr of element elem holds URLs; both
// names are lower case (HTML matches them without regard to case). It
// allocates nothing: a switch on string(b) does not copy b.
func attrKind(elem string, attr []byte) valueKind {
	switch string(attr) {
	case "href":
		switch elem {
		case "a", "area", "link":
			return oneURL
		}
	case "src":
		switch elem {
		case "img", "script", "iframe", "frame", "source", "audio", "video",
			"embed", "track", "input":
			return oneURL
		}
	case "srcset":
		switch elem {
		case "img", "source":
			return srcset
		}
	case "action":
		if elem == "form" {
			return oneURL
		}
	case "formaction":
		switch elem {
		case "button", "input":
			return oneURL
		}
	case "data":
		if elem == "object" {
			return oneURL
		}
	case "cite":
		switch elem {
		case "blockquote", "q", "del", "ins":
			return oneURL
		}
	case "poster":
		if elem == "video" {
			return oneURL
		}
	case "ping":
		switch elem {
		case "a", "area":
			return spaceSep
		}
	case "background":
		if elem == "body" {
			return oneURL
		}
	case "longdesc":
		switch elem {
		case "img", "iframe", "frame":
			return oneURL
		}
	}
	return notURL
}

// elemNames are the elements that can have a URL-valued attribute, and
// base.
var elemNames = [...]string{"a", "area", "link", "img", "script", "iframe",
	"frame", "source", "audio", "video", "embed", "track", "input", "form",
	"button", "object", "blockquote", "q", "del", "ins", "body", "base"}

// elemIndex returns the index of elem in elemNames, or -1 when elem can
// have no URL-valued attribute and is not base: the attributes of such an
// element need not be read.
func elemIndex(elem []byte) int {
	if len(elem) == 0 {
		return -1
	}
	for i, n := range elemNames {
		if n[0] == elem[0] && string(elem) == n {
			return i
		}
	}
	return -1
}
