package playground

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/schemes"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/urn"
	"github.com/urikit/urikit/whatwg"
)

// details.go: what the library says about a URI beyond its components:
// inspect's findings (RFC 3986 §7), the repair (package repair), the normal
// forms (RFC 3986 §6.2.2, §6.2.3), the query parameters, the URN (RFC 8141)
// or scheme-specific fields (RFC 1738 §3), the IRI forms (RFC 3987 §3) and
// the resolution against a base (RFC 3986 §5.2, the older drafts' §5.2, the
// URL Standard's basic URL parser with a base).

// findings lists inspect's findings about u, at most maxListed of them
// (the most severe once some are left out, which are counted by
// severity), ordered by severity: dangers, then warnings, then infos, each
// in the order of the input.
func findings(u uri.URI) ([]Finding, inspect.Omitted) {
	in := inspect.Inspector{MaxFindings: maxListed}
	fs, omitted := in.AppendLimited(nil, u)
	slices.SortStableFunc(fs, func(a, b inspect.Finding) int { return cmp.Compare(b.Severity, a.Severity) })
	out := make([]Finding, len(fs))
	for i, f := range fs {
		out[i] = Finding{Kind: string(f.Kind), Severity: f.Severity.String(), Message: f.Message,
			Offset: f.Offset, Length: f.Length, Where: span(f.Offset, f.Offset+f.Length)}
	}
	return out, omitted
}

// fix is the repair of input, nil when it needs none.
func fix(input string) *Fix {
	r, changes, more, err := repair.RepairLimit(input, maxListed)
	if err != nil {
		return &Fix{Changes: []Change{}, Segments: []Segment{}, Error: err.Error()}
	}
	if len(changes) == 0 {
		return nil
	}
	f := &Fix{Result: r, Changes: make([]Change, len(changes)), Omitted: more, Segments: segments(r, nil)}
	for i, c := range changes {
		f.Changes[i] = Change{Kind: string(c.Kind), Offset: c.Offset, Message: c.Message}
	}
	return f
}

// keyValue is a table of one value per named row.
func keyValue(id, caption, note string, rows ...Row) Table {
	return Table{ID: id, Caption: caption, Columns: []string{"value"}, Rows: rows, Note: note}
}

// kv is a row of a keyValue table.
func kv(name string, c Cell) Row { return Row{ID: name, Name: name, Cells: []Cell{c}} }

// result is the cell of a value or of the error that stopped it.
func result(s string, err error) Cell {
	if err != nil {
		return refused(err)
	}
	return value(s, true)
}

// normalTable is u in the normal forms of RFC 3986 §6.2.
func normalTable(u uri.URI) Table {
	syntax, err1 := uri.Normalizer{Level: uri.LevelSyntax}.Normalize(u)
	schemeLevel, err2 := uri.Normalizer{Level: uri.LevelScheme}.Normalize(u)
	return keyValue("normal", "Normal forms (RFC 3986 §6.2)",
		"Equivalent URIs have the same normal form; normalization never makes different URIs equal.",
		kv("syntax-based (§6.2.2)", result(syntax.String(), err1)),
		kv("scheme-based (§6.2.3)", result(schemeLevel.String(), err2)))
}

// queryTable lists u's query parameters in order, decoded (ok is false
// when u has no query).
func queryTable(u uri.URI) (Table, bool) {
	if !u.HasQuery() {
		return Table{}, false
	}
	t := Table{ID: "query", Caption: "Query parameters", Columns: []string{"key", "value"},
		Note: "Split at \"&\" and the first \"=\", decoded; \"+\" is a plus sign to RFC 3986 (HTML forms read it as a space)."}
	n := 0
	for p := range u.Params().All() {
		n++
		t.Rows = append(t.Rows, Row{ID: strconv.Itoa(n), Name: strconv.Itoa(n), Cells: []Cell{value(p.Key, true), value(p.Value, p.HasValue)}})
	}
	if n == 0 {
		t.Note = "The query holds no parameter."
	}
	return t, true
}

// urnTable shows a URN's parts (RFC 8141 §2), its normal form and its
// namespace rule (ok is false when u is not a URN: its scheme is not urn).
func urnTable(u uri.URI) (Table, bool) {
	if !strings.EqualFold(u.Scheme(), "urn") {
		return Table{}, false
	}
	t := keyValue("urn", "URN (RFC 8141)", "")
	n, err := urn.FromURI(u, urn.RFC8141)
	if err != nil {
		t.Rows = []Row{kv("error", refused(err))}
		return t, true
	}
	reg := urn.Default()
	ns := Cell{Text: "no rule for this NID in the registry"}
	if known, nerr := reg.Check(n); known && nerr == nil {
		ns = Cell{Text: "valid", Mark: "ok"}
	} else if known {
		var ue *urn.Error
		msg := nerr.Error()
		if errors.As(nerr, &ue) {
			msg = ue.Reason
		}
		ns = Cell{Text: "invalid: " + msg, Mark: "refused"}
	}
	t.Rows = []Row{
		kv("NID", value(n.NID(), true)),
		kv("NSS", value(n.NSS(), true)),
		kv("r-component", value(n.RComponent(), n.HasRComponent())),
		kv("q-component", value(n.QComponent(), n.HasQComponent())),
		kv("f-component", value(n.FComponent(), n.HasFComponent())),
		kv("normalized", value(reg.Normalize(n), true)),
		kv("for display", value(n.Display(), true)),
		kv("namespace rule", ns),
	}
	return t, true
}

// schemeTable shows the scheme-specific fields of u (package schemes; ok
// is false when its scheme has no specific syntax).
func schemeTable(u uri.URI) (Table, bool) {
	v, err := schemes.Parse(u)
	if errors.Is(err, schemes.ErrNoSyntax) || !u.HasScheme() {
		return Table{}, false
	}
	t := keyValue("scheme", "Fields of the "+strings.ToLower(u.Scheme())+" scheme", "Decoded, as uri scheme gives them (RFC 1738 §3 and the scheme's own RFC).")
	if err != nil {
		t.Rows = []Row{kv("error", refused(err))}
		return t, true
	}
	for _, f := range v.Fields() {
		t.Rows = append(t.Rows, kv(f.Name, fieldCell(f.Value)))
	}
	return t, true
}

// fieldCell writes a field value of package schemes for people.
func fieldCell(v any) Cell {
	switch v := v.(type) {
	case nil:
		return value("", false)
	case string:
		return value(v, true)
	case []string:
		return value(strings.Join(v, "\n"), true)
	case []schemes.Pair:
		lines := make([]string, len(v))
		for i, p := range v {
			lines[i] = p.Name + " = " + p.Value
		}
		return value(strings.Join(lines, "\n"), true)
	case []schemes.Header:
		lines := make([]string, len(v))
		for i, h := range v {
			lines[i] = h.Name + ": " + h.Value
		}
		return value(strings.Join(lines, "\n"), true)
	default: // uint16, int and int64: ports, article numbers
		return value(fmt.Sprint(v), true)
	}
}

// iriTable shows the URI an IRI maps to and the IRI for display, with
// its host in both IDNA forms (ok is false when input is not an IRI
// reference, or when all these forms are the input itself).
func iriTable(input string) (Table, bool) {
	u, err := uri.ParseIRIReference(input)
	if err != nil {
		return Table{}, false
	}
	t := keyValue("iri", "IRI forms (RFC 3987 §3)", "The URI is what goes on the wire; the IRI is for people to read.")
	v, err := iri.ToURI(u)
	if err != nil {
		t.Rows = []Row{kv("URI", refused(err))}
		return t, true
	}
	display := iri.ToIRI(v).String()
	t.Rows = []Row{kv("URI", value(v.String(), true)), kv("IRI", value(display, true))}
	same := v.String() == input && display == input
	if a, un, ok, err := iri.Hosts(u); err != nil {
		t.Rows = append(t.Rows, kv("host", refused(err)))
		same = false
	} else if ok {
		t.Rows = append(t.Rows, kv("host (A-labels)", value(a, true)), kv("host (Unicode)", value(un, true)))
		same = same && a == un
	}
	return t, !same
}

// resolutionTable resolves input against base by each algorithm.
func resolutionTable(input, base string) Table {
	t := Table{ID: "resolution", Caption: "Resolved against the base", Columns: []string{"target"},
		Note: "RFC 3986 §5.2 in its strict form, the older drafts' algorithms, and the URL Standard (new URL(input, base))."}
	b, berr := uri.Parse(base)
	ref, rerr := uri.ParseReference(input)
	for _, r := range []struct {
		id, name string
		res      uri.Resolver
	}{
		{"rfc3986", "RFC 3986 §5.2", uri.Resolver{}},
		{"rfc3986-compat", "RFC 3986 §5.2.2, non-strict", uri.Resolver{Compat: true}},
		{"draft2003", "2003 draft §5.2", uri.Resolver{Dialect: uri.Draft2003}},
		{"draft1997", "1997 draft §5.2", uri.Resolver{Dialect: uri.Draft1997}},
	} {
		var c Cell
		switch {
		case berr != nil:
			c = Cell{Text: "the base is not a URI: " + berr.Error(), Mark: "refused"}
		case rerr != nil:
			c = refused(rerr)
		default:
			target, err := r.res.Resolve(b, ref)
			c = result(target.String(), err)
		}
		t.Rows = append(t.Rows, Row{ID: r.id, Name: r.name, Cells: []Cell{c}})
	}
	var c Cell
	if wb, err := whatwg.Parse(base); err != nil {
		c = Cell{Text: "the base is not a URL: " + err.Error(), Mark: "refused"}
	} else {
		target, err := wb.Parse(input)
		c = result(target.Href(), err)
	}
	t.Rows = append(t.Rows, Row{ID: "whatwg", Name: "URL Standard", Cells: []Cell{c}})
	return t
}
