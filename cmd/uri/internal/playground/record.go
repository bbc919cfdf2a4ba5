package playground

import (
	"net/url"
	"strconv"

	"github.com/urikit/urikit/whatwg"
)

// record.go: the URL Standard's URL record as the URL API shows it (its
// href and getters, §6.1) with the validation errors its parser met (§1.1),
// and the fields of Go's url.URL.

// whatwgTables is the URL record and its validation errors, or the
// failure that made the basic URL parser return failure.
func whatwgTables(input string) []Table {
	u, errs, err := whatwg.Validate(input)
	rec := Table{
		ID:      "whatwg",
		Caption: "The URL Standard's URL record (what browsers read)",
		Columns: []string{"value"},
		Note:    "The URL API's getters (new URL(input).href, ...), parsed without a base.",
	}
	if err != nil {
		rec.Rows = []Row{{ID: "failure", Name: "failure", Cells: []Cell{refused(err)}}}
	} else {
		for _, g := range []struct{ name, v string }{
			{"href", u.Href()}, {"origin", u.Origin()}, {"protocol", u.Protocol()},
			{"username", u.Username()}, {"password", u.Password()}, {"host", u.Host()},
			{"hostname", u.Hostname()}, {"port", u.Port()}, {"pathname", u.Pathname()},
			{"search", u.Search()}, {"hash", u.Hash()},
		} {
			c := Cell{Text: g.v}
			if g.v == "" {
				c = Cell{Text: `""`, Absent: true}
			}
			rec.Rows = append(rec.Rows, Row{ID: g.name, Name: g.name, Cells: []Cell{c}})
		}
	}
	ve := Table{
		ID:      "validation",
		Caption: "The URL Standard's validation errors",
		Columns: []string{"offset", "at"},
		Note:    "A URL with none is a valid URL string (§4.3); browsers accept most URLs that have some.",
	}
	for _, e := range errs {
		n := charAt(input, e.Offset)
		at := Cell{Text: input[e.Offset : e.Offset+n]}
		if n == 0 {
			at = Cell{Text: "(the end)", Absent: true}
		}
		ve.Rows = append(ve.Rows, Row{ID: e.Kind.String(), Name: e.Kind.String(), Cells: []Cell{{Text: strconv.Itoa(e.Offset), Mark: "warning"}, at}})
	}
	if len(errs) == 0 {
		ve.Note = "None: a valid URL string (§4.3)."
	}
	return []Table{rec, ve}
}

// netURLTable lists the fields of the url.URL that url.Parse returns.
func netURLTable(input string) Table {
	t := Table{
		ID:      "neturl",
		Caption: "Go's net/url (url.Parse)",
		Columns: []string{"value"},
		Note:    "The fields of url.URL: Path, User and Fragment are decoded; RawPath and RawFragment are set only when the decoding loses information.",
	}
	u, err := url.Parse(input)
	if err != nil {
		t.Rows = []Row{{ID: "error", Name: "error", Cells: []Cell{{Text: err.Error(), Mark: "refused"}}}}
		return t
	}
	user := ""
	if u.User != nil {
		user = u.User.String()
	}
	for _, f := range []struct{ name, v string }{
		{"String()", u.String()}, {"Scheme", u.Scheme}, {"Opaque", u.Opaque}, {"User", user},
		{"Host", u.Host}, {"Path", u.Path}, {"RawPath", u.RawPath}, {"RawQuery", u.RawQuery},
		{"Fragment", u.Fragment}, {"RawFragment", u.RawFragment},
	} {
		c := Cell{Text: f.v}
		if f.v == "" {
			c = Cell{Text: `""`, Absent: true}
		}
		t.Rows = append(t.Rows, Row{ID: f.name, Name: f.name, Cells: []Cell{c}})
	}
	return t
}
