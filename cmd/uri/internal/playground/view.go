package playground

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/uri"
)

// view.go: the document the page renders for one input, and Build, which
// makes it by calling the library. The page holds no URI logic: every
// verdict, component, offset and message below comes from a package of the
// module (uri, whatwg, inspect, repair, urn, schemes, iri) or from net/url.

// MaxInput is the longest input, in bytes, that Build reads: 64 KiB. A
// longer one (or base) is refused with a message, so that a keystroke's
// work stays small.
const MaxInput = 64 << 10

// View is the JSON document the page shows for one input and base.
type View struct {
	Input string `json:"input"`
	Base  string `json:"base"`
	// Refused is why nothing else is shown (an input over MaxInput); the
	// other fields are then empty.
	Refused string `json:"refused,omitempty"`

	// Verdict is one sentence on what the input is under RFC 3986 ("" for
	// the empty input, which has no verdict, segments or tables: the page
	// offers examples to start from instead).
	Verdict string `json:"verdict"`
	// OK reports whether RFC 3986 accepts the input as a URI reference.
	OK bool `json:"ok"`
	// Segments is the input cut into its components, in order; their texts
	// put together are the input.
	Segments []Segment `json:"segments"`
	// Error is why RFC 3986 refuses the input (nil when it accepts it).
	Error *Problem `json:"error"`
	// Fix is the repair package's suggestion (nil when it changes nothing).
	Fix *Fix `json:"fix"`
	// Findings are inspect's findings about the input.
	Findings []Finding `json:"findings"`
	// FindingsOmitted counts the findings past maxListed (the most severe
	// are listed, dangers first), FindingsOmittedBy them by severity, and
	// FindingsOmittedWorst is the worst of them: a danger left out of the
	// list is still shown as one.
	FindingsOmitted      int            `json:"findings_omitted,omitempty"`
	FindingsOmittedBy    map[string]int `json:"findings_omitted_by_severity,omitempty"`
	FindingsOmittedWorst string         `json:"findings_omitted_worst,omitempty"`
	// Tables are shown in order, the verdicts first: where each parser
	// goes, the resolution against the base, how each grammar and parser
	// splits the input, the URN's parts, the IRI forms; then, folded, the
	// URL Standard's record and validation errors, net/url's fields, the
	// normal forms, the query parameters and the scheme-specific fields.
	// A refusal's message is written once (onceEach).
	Tables []Table `json:"tables"`
}

// A Segment is a piece of the input: one component (or delimiter), or the
// byte where an error was found.
type Segment struct {
	Text string `json:"text"`
	// Part is the component: "scheme", "userinfo", "host", "port", "path",
	// "query", "fragment", or "delim" for the delimiters between them.
	Part string `json:"part"`
	// Title names the part and its byte offsets, for the hover.
	Title string `json:"title"`
	// Error marks the character at the offset of the error (Text is empty
	// when the error is at the end of the input).
	Error bool `json:"error,omitempty"`
}

// Problem is an error with its byte offset.
type Problem struct {
	Message string `json:"message"`
	Offset  int    `json:"offset"`
	// Component is where RFC 3986 found it ("path"), "" when unknown.
	Component string `json:"component,omitempty"`
}

// Fix is a repair: the repaired reference and each change.
type Fix struct {
	Result   string    `json:"result"`
	Segments []Segment `json:"segments"`
	Changes  []Change  `json:"changes"`
	Omitted  int       `json:"changes_omitted,omitempty"`
	// Error is why the input cannot be repaired ("" when it can).
	Error string `json:"error,omitempty"`
}

// A Change is one change of a Fix.
type Change struct {
	Kind    string `json:"kind"`
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// A Finding is one of inspect's findings.
type Finding struct {
	Kind     string `json:"kind"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Offset   int    `json:"offset"`
	Length   int    `json:"length"`
	// Where gives the byte offsets for people ("bytes 7–14").
	Where string `json:"where"`
}

// A Table is a titled grid. Rows have a head (the row's name) and one cell
// per column.
type Table struct {
	ID      string   `json:"id"`
	Caption string   `json:"caption"`
	Columns []string `json:"columns"`
	Rows    []Row    `json:"rows"`
	// Note is a sentence shown under the table.
	Note string `json:"note,omitempty"`
	// Folded tables are shown closed, under their caption, to be opened.
	Folded bool `json:"folded,omitempty"`
}

// A Row is one line of a Table.
type Row struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Cells []Cell `json:"cells"`
}

// A Cell is one value. Absent marks an undefined component (RFC 3986 §5.2:
// http://a/b has no query, http://a/b? an empty one); Differs marks a value
// on which the readers disagree; Mark grades it ("ok", "refused", "info",
// "warning", "danger"; "" for none).
type Cell struct {
	Text    string `json:"text"`
	Absent  bool   `json:"absent,omitempty"`
	Differs bool   `json:"differs,omitempty"`
	Mark    string `json:"mark,omitempty"`
}

// maxListed bounds the findings and changes one view lists (as the
// command line bounds its records): a hostile input may hold one per few
// bytes.
const maxListed = 1000

// Build makes the view of input, resolved against base when base is not
// empty. It never fails: what a parser refuses is shown as its refusal.
func Build(input, base string) View {
	v := View{Input: input, Base: base, Segments: []Segment{}, Findings: []Finding{}, Tables: []Table{}}
	if len(input) > MaxInput || len(base) > MaxInput {
		v.Refused = refusal(len(input), len(base))
		return v
	}
	u, err := uri.ParseReference(input)
	v.OK = err == nil
	if input == "" {
		return v // nothing to show: the page offers examples instead
	}
	v.Verdict, v.Error = verdict(u, err, input)
	v.Segments = segments(input, v.Error)
	v.Fix = fix(input)
	if v.OK {
		var omitted inspect.Omitted
		v.Findings, omitted = findings(u)
		if w, ok := omitted.Worst(); ok {
			v.FindingsOmitted, v.FindingsOmittedWorst = omitted.Total(), w.String()
			v.FindingsOmittedBy = map[string]int{}
			for _, s := range []inspect.Severity{inspect.Danger, inspect.Warning, inspect.Info} {
				v.FindingsOmittedBy[s.String()] = omitted[s]
			}
		}
	}
	// The verdicts first (where each parser goes, and the resolution when
	// a base is given), then the components; the rest folded.
	rs := readings.Read(input)
	v.Tables = append(v.Tables, destinationTable(&rs))
	if base != "" {
		v.Tables = append(v.Tables, resolutionTable(input, base))
	}
	v.Tables = append(v.Tables, syntaxTable(input, base, &rs))
	if t, ok := urnTable(u); v.OK && ok {
		v.Tables = append(v.Tables, t)
	}
	if t, ok := iriTable(input); ok {
		v.Tables = append(v.Tables, t)
	}
	folded := whatwgTables(input, base)
	folded = append(folded, netURLTable(input))
	if v.OK {
		folded = append(folded, normalTable(u))
		if t, ok := queryTable(u); ok {
			folded = append(folded, t)
		}
		if t, ok := schemeTable(u); ok && !strings.EqualFold(u.Scheme(), "urn") {
			folded = append(folded, t)
		}
	}
	for i := range folded {
		folded[i].Folded = true
	}
	v.Tables = append(v.Tables, folded...)
	for i := range v.Tables {
		if v.Tables[i].Rows == nil {
			v.Tables[i].Rows = []Row{} // the page reads an empty list, never null
		}
	}
	onceEach(&v)
	return v
}

// refusal says why an input or base over MaxInput is not read.
func refusal(in, base int) string {
	what, n := "the URI", in
	if in <= MaxInput {
		what, n = "the base URI", base
	}
	return what + " is " + strconv.Itoa(n) + " bytes long; the playground reads at most " +
		strconv.Itoa(MaxInput) + " bytes (64 KiB): shorten it, or use the command line (uri parse, uri inspect), which has no such bound"
}

// verdict says what input is under RFC 3986 and, when it is not a URI
// reference, why, at which offset.
func verdict(u uri.URI, err error, input string) (string, *Problem) {
	if err == nil {
		if u.HasScheme() {
			return "a URI (RFC 3986 §3)", nil
		}
		return "a relative reference (RFC 3986 §4.2): it needs a base URI", nil
	}
	p := problem(err)
	if _, ierr := uri.ParseIRIReference(input); ierr == nil {
		return "an IRI (RFC 3987 §2.2), not a URI: it maps to one (below)", p
	}
	return "not a URI reference (RFC 3986 §4.1)", p
}

// problem turns an error of the module into a Problem. Every parser error
// of the module has a byte offset (uri.OffsetError).
func problem(err error) *Problem {
	p := &Problem{Message: err.Error(), Offset: -1}
	var oe uri.OffsetError
	if errors.As(err, &oe) {
		p.Offset = oe.ByteOffset()
	}
	var ue *uri.Error
	if errors.As(err, &ue) && ue.Component != uri.ComponentNone {
		p.Component = ue.Component.String()
	}
	return p
}

// span names bytes [start, end) for people: "byte 7" or "bytes 7–14"
// (the last byte included).
func span(start, end int) string {
	if end-start <= 1 {
		return "byte " + strconv.Itoa(start)
	}
	return "bytes " + strconv.Itoa(start) + "–" + strconv.Itoa(end-1)
}

// charAt returns the length of the character at offset i of s (1 for a
// byte that is not UTF-8), 0 at the end.
func charAt(s string, i int) int {
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}
