package clirecord

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/uri"
)

// MaxListed bounds the findings (inspect) and changes (repair) one record
// lists: a hostile line may hold one per few bytes, and a record must stay
// a small multiple of its line. The rest are counted ("findings_omitted",
// "repairs_omitted"). uri inspect reports with
// inspect.Inspector{MaxFindings: MaxListed}.
const MaxListed = 1000

// Inspect is the record of uri inspect for input s: in's report on s in
// mode (inspect.IRIs for --iri, inspect.Repairs for --repair). An input
// RFC 3986 refuses is an error, a findingsError when the clients fetch it
// all the same.
func Inspect(in inspect.Inspector, mode inspect.Mode, s string) (Record, error) {
	rep := in.Report(s, mode)
	fs := findingsJSON(rep.Findings)
	if rep.Err != nil {
		err := rep.Err
		if mode == 0 {
			err = RepairHint(err, s, func(r string) bool { _, err := uri.ParseReference(r); return err == nil })
		}
		if mode&inspect.Repairs != 0 {
			err = &repairedError{Err: err, List: &[]RepairChange{}, Text: s}
		}
		if len(fs) > 0 {
			err = &findingsError{err, fs}
		}
		return nil, err
	}
	rec := &InspectRecord{Input: s, OK: true, Findings: fs}
	if t := rep.URI.String(); t != s {
		rec.Inspected = &t
	}
	if mode&inspect.Repairs != 0 {
		rec.Repairs = Changes(rep.Repairs)
	}
	rec.omit(rep.Omitted)
	for _, f := range rep.Findings {
		rec.danger = rec.danger || f.Severity == inspect.Danger
	}
	return rec, nil
}

// findingsJSON is the findings as records hold them.
func findingsJSON(fs []inspect.Finding) []Finding {
	out := make([]Finding, len(fs))
	for i, f := range fs {
		out[i] = Finding{Kind: string(f.Kind), Severity: f.Severity.String(),
			Message: f.Message, Offset: f.Offset, Length: f.Length}
		if f.Addr.Is4() {
			out[i].IPv4 = f.Addr.String()
		} else if f.Addr.Is6() {
			out[i].IPv6 = f.Addr.String()
		}
	}
	return out
}

// findingsError is the failure of an input RFC 3986 refuses (and no
// --iri or --repair made a URI of) that the clients fetch all the same:
// its error record adds "findings", the findings about where they go.
type findingsError struct {
	Err      error
	Findings []Finding
}

func (e *findingsError) Error() string { return e.Err.Error() }
func (e *findingsError) Unwrap() error { return e.Err }

// FindingsOf returns the findings an error record lists, nil when none.
func FindingsOf(err error) []Finding {
	var fe *findingsError
	if errors.As(err, &fe) {
		return fe.Findings
	}
	return nil
}

// InspectRecord is CLI.md's {"input","ok","findings":[...]}, and
// "findings_omitted" (with "findings_omitted_by_severity" and
// "findings_omitted_worst") when more than MaxListed findings were found.
type InspectRecord struct {
	Input    string    `json:"input"`
	OK       bool      `json:"ok"`
	Findings []Finding `json:"findings"`
	// Inspected is the URI the findings are about when it is not the
	// input: the IRI's URI (--iri) or the repair (--repair).
	Inspected  *string        `json:"inspected,omitempty"`
	Repairs    RepairList     `json:"repairs,omitempty"`
	Omitted    int            `json:"findings_omitted,omitempty"`
	BySeverity map[string]int `json:"findings_omitted_by_severity,omitempty"`
	Worst      string         `json:"findings_omitted_worst,omitempty"`
	danger     bool
}

// omit records the findings left out of the list: their number, their
// count by severity and the worst of them; an omitted danger makes the
// record a danger as a listed one does.
func (r *InspectRecord) omit(o inspect.Omitted) {
	w, ok := o.Worst()
	if !ok {
		return
	}
	r.Omitted, r.Worst = o.Total(), w.String()
	r.BySeverity = map[string]int{}
	for _, s := range []inspect.Severity{inspect.Danger, inspect.Warning, inspect.Info} {
		r.BySeverity[s.String()] = o[s]
	}
	r.danger = r.danger || w == inspect.Danger
}

// Finding is {"kind","severity","message","offset"} plus the length of the
// text it is about and, when an address is involved, "ipv4" or "ipv6".
type Finding struct {
	Kind     string `json:"kind"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Offset   int    `json:"offset"`
	Length   int    `json:"length"`
	IPv4     string `json:"ipv4,omitempty"`
	IPv6     string `json:"ipv6,omitempty"`
}

func (r *InspectRecord) RepairList() RepairList { return r.Repairs }

// Passed is false when a finding is a danger: uri inspect is a gate.
func (r *InspectRecord) Passed() bool { return !r.danger }

// inspectIndent is the width of the severity column.
const inspectIndent = len("warning  ")

// caretWidth bounds the caret line: a finding that ends further into the
// URI is located by its offset instead, so a line's output stays linear
// in its length.
const caretWidth = 160

// Human prints the URI, then one line per finding: the severity, carets
// under the bytes it is about (or, past caretWidth, their offset and
// length), the kind and the message. Its text is a block of lines.
func (r *InspectRecord) Human(h *Text) {
	pad := strings.Repeat(" ", inspectIndent)
	h.Line(pad + r.Input)
	if len(r.Findings) == 0 {
		h.Line("ok" + pad[2:] + "no findings")
		return
	}
	for _, f := range r.Findings {
		where := strings.Repeat(" ", f.Offset) + strings.Repeat("^", f.Length)
		if f.Offset+f.Length > caretWidth {
			where = "at offset " + strconv.Itoa(f.Offset) + " (" + strconv.Itoa(f.Length) + " bytes)"
			if f.Length == 1 {
				where = "at offset " + strconv.Itoa(f.Offset) + " (1 byte)"
			}
		}
		h.Line(f.Severity + pad[len(f.Severity):] + where + " " + f.Kind + ": " + f.Message)
	}
	if r.Omitted > 0 {
		var by []string
		for _, s := range []string{"danger", "warning", "info"} {
			if n := r.BySeverity[s]; n > 0 {
				by = append(by, strconv.Itoa(n)+" "+s)
			}
		}
		h.Line(pad + "and " + strconv.Itoa(r.Omitted) + " more findings, not listed (" + strings.Join(by, ", ") + ")")
	}
}
