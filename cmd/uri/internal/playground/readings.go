package playground

import (
	"net/url"
	"slices"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/readings"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// readings.go: the table of how each grammar and parser cuts the input:
// RFC 3986 and its dialects (package uri), RFC 3987 (IRIs), the URL
// Standard (package whatwg) and Go's net/url; and the destination each of
// the four readers of readings.Read (those three and curl) goes to, with
// the values on which they differ marked (the parser-differential
// finding's evidence).

// componentColumns are the columns of the syntax table after the verdict.
var componentColumns = []string{"scheme", "userinfo", "host", "port", "path", "query", "fragment"}

// differColumn maps a name of readings.Readings.Differ ("scheme", "host",
// "port") to its column in the syntax table (the verdict is column 0).
func differColumn(name string) int {
	switch name {
	case "scheme":
		return 1
	case "host":
		return 3
	}
	return 4 // "port"
}

// syntaxTable has one row per grammar or parser: whether it accepts the
// input and the components it reads. The three readers of readings.Read
// (RFC 3986, the URL Standard, net/url) have the scheme, host and port
// cells on which their destinations differ marked.
func syntaxTable(input, base string, rs *readings.Readings) Table {
	t := Table{
		ID:      "syntax",
		Caption: "How each grammar and parser splits it",
		Columns: append([]string{"verdict"}, componentColumns...),
		Note: "RFC 3986 and the older grammars show the components as written; the URL Standard's are " +
			"those of the URL it serializes (its getters), net/url's those of its url.URL.",
	}
	for _, d := range uri.Dialects() {
		u, err := d.ParseReference(input)
		t.Rows = append(t.Rows, uriRow(d.String(), dialectName(d), u, err))
	}
	u, err := uri.ParseIRIReference(input)
	t.Rows = append(t.Rows, uriRow("rfc3987", "RFC 3987 (IRI)", u, err))
	t.Rows = append(t.Rows, whatwgRow(input, base), netURLRow(input))
	differ := rs.Differ()
	for i := range t.Rows {
		r := &t.Rows[i]
		reader := r.ID == readings.RFC3986.String() || r.ID == readings.WHATWG.String() || r.ID == readings.NetURL.String()
		if !reader || r.Cells[0].Mark != "ok" {
			continue // a reader that refuses the input reads no destination
		}
		for _, name := range differ {
			r.Cells[differColumn(name)].Differs = true
		}
	}
	return t
}

// dialectName names the dialects for people.
func dialectName(d uri.Dialect) string {
	switch d {
	case uri.Draft2003:
		return "2003 draft (rfc2396bis-01)"
	case uri.Draft1997:
		return "1997 draft (url-syntax-05)"
	case uri.RFC1738:
		return "RFC 1738"
	}
	return "RFC 3986"
}

// accepted and refused are the verdict cells.
func accepted(what string) Cell { return Cell{Text: what, Mark: "ok"} }
func refused(err error) Cell {
	return Cell{Text: refusedPrefix + problem(err).Message, Mark: "refused"}
}

// refusedPrefix starts the text of a cell that says a reader refused the
// input.
const refusedPrefix = "refused: "

// value is a component cell: absent when ok is false.
func value(s string, ok bool) Cell {
	if !ok {
		return Cell{Text: "—", Absent: true}
	}
	if s == "" {
		return Cell{Text: "(empty)"}
	}
	return Cell{Text: s}
}

// absentCells fills a row whose reader refused the input.
func absentCells(verdict Cell) []Cell {
	cells := []Cell{verdict}
	for range componentColumns {
		cells = append(cells, Cell{Text: "—", Absent: true})
	}
	return cells
}

// uriRow is the row of one grammar of package uri.
func uriRow(id, name string, u uri.URI, err error) Row {
	if err != nil {
		return Row{ID: id, Name: name, Cells: absentCells(refused(err))}
	}
	what := "a URI"
	switch {
	case !ascii.IsASCII(u.String()) && u.HasScheme():
		what = "an IRI"
	case !ascii.IsASCII(u.String()):
		what = "a relative IRI reference"
	case !u.HasScheme():
		what = "a relative reference"
	}
	return Row{ID: id, Name: name, Cells: []Cell{
		accepted(what),
		value(u.Scheme(), u.HasScheme()),
		value(u.Userinfo(), u.HasUserinfo()),
		value(u.Host(), u.HasAuthority()),
		value(u.Port(), u.HasPort()),
		value(u.Path(), true),
		value(u.Query(), u.HasQuery()),
		value(u.Fragment(), u.HasFragment()),
	}}
}

// whatwgRow is the URL Standard's reading, against the base when one is
// given (new URL(input, base)): the components of the URL record, as its
// getters give them without their delimiters.
func whatwgRow(input, base string) Row {
	const id = "whatwg"
	name := "URL Standard"
	if base != "" {
		name = "URL Standard, against the base"
	}
	u, _, err := whatwgParse(input, base)
	if err != nil {
		return Row{ID: id, Name: name, Cells: absentCells(refused(err))}
	}
	user := u.Username()
	if p := u.Password(); p != "" {
		user += ":" + p
	}
	q, hasQ := u.Query()
	f, hasF := u.Fragment()
	return Row{ID: id, Name: name, Cells: []Cell{
		accepted("a URL"),
		value(u.Scheme(), true),
		value(user, u.IncludesCredentials()),
		value(u.Hostname(), u.HostKind() != whatwg.HostNone),
		value(u.Port(), u.Port() != ""),
		value(u.Pathname(), true),
		value(q, hasQ),
		value(f, hasF),
	}}
}

// netURLRow is Go's net/url reading (url.Parse): its userinfo as
// url.Userinfo.String writes it, its host without the port, an opaque
// URL's opaque part as the path.
func netURLRow(input string) Row {
	const id, name = "net/url", "Go net/url"
	u, err := url.Parse(input)
	if err != nil {
		return Row{ID: id, Name: name, Cells: absentCells(Cell{Text: refusedPrefix + err.Error(), Mark: "refused"})}
	}
	what := "a URL"
	if u.Scheme == "" {
		what = "a relative reference"
	}
	// The authority is there when net/url's String writes "//".
	hasAuthority := u.Host != "" || u.User != nil || (u.Scheme != "" && u.Opaque == "" && !u.OmitHost && u.Path != "")
	path := u.EscapedPath()
	if u.Opaque != "" {
		path = u.Opaque
		what += " with an opaque part"
	}
	userinfo := ""
	if u.User != nil {
		userinfo = u.User.String()
	}
	return Row{ID: id, Name: name, Cells: []Cell{
		accepted(what),
		value(u.Scheme, u.Scheme != ""),
		value(userinfo, u.User != nil),
		value(u.Hostname(), hasAuthority),
		value(u.Port(), u.Port() != ""),
		value(path, true),
		value(u.RawQuery, u.RawQuery != "" || u.ForceQuery),
		value(u.EscapedFragment(), u.Fragment != "" || u.RawFragment != ""),
	}}
}

// destinationTable is readings.Read's readings: where each reader goes, in
// one canonical spelling, with the values on which they differ marked.
func destinationTable(rs *readings.Readings) Table {
	t := Table{
		ID:      "destination",
		Caption: "Where each parser goes",
		Columns: []string{"verdict", "scheme", "host", "port"},
		Note: "Hosts in one canonical spelling (the URL Standard's host parser), ports as the effective port " +
			"(the scheme's default when none is given), so that only a different destination is marked.",
	}
	differ := rs.Differ()
	mark := func(c Cell, name string) Cell {
		c.Differs = slices.Contains(differ, name)
		return c
	}
	for i, r := range rs.Of {
		reader := readings.Reader(i)
		row := Row{ID: reader.String(), Name: readerName(reader)}
		if !r.OK {
			row.Cells = []Cell{refused(r.Err), {Text: "—", Absent: true}, {Text: "—", Absent: true}, {Text: "—", Absent: true}}
		} else {
			row.Cells = []Cell{accepted("accepts"),
				mark(value(r.Scheme, r.Scheme != ""), "scheme"),
				mark(value(r.Host, r.HasHost), "host"),
				mark(value(r.Port, r.Port != ""), "port")}
		}
		t.Rows = append(t.Rows, row)
	}
	if len(differ) > 0 {
		t.Note = "They disagree on the " + joinAnd(differ) + ": a check done with one parser does not hold for another. " + t.Note
	}
	return t
}

// readerName names inspect's readers for people.
func readerName(r readings.Reader) string {
	switch r {
	case readings.WHATWG:
		return "URL Standard"
	case readings.NetURL:
		return "Go net/url"
	case readings.Curl:
		return "curl (libcurl)"
	}
	return "RFC 3986"
}

// joinAnd joins words as a sentence lists them: "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	s := ""
	for i, w := range words {
		switch {
		case i == 0:
		case i == len(words)-1:
			s += " and "
		default:
			s += ", "
		}
		s += w
	}
	return s
}
