package playground

import (
	"errors"
	"net/url"
	"strconv"

	"github.com/urikit/urikit/whatwg"
)

// record.go: the URL Standard's URL record as the URL API shows it (its
// href and getters, §6.1) with the validation errors its parser met (§1.1),
// and the fields of Go's url.URL.

// whatwgParse parses input as the URL Standard's URL API does: new
// URL(input), or new URL(input, base) when base is not empty, which fails
// when the base does. It returns the validation errors met in input.
func whatwgParse(input, base string) (whatwg.URL, []whatwg.ValidationError, error) {
	if base == "" {
		return whatwg.Validate(input)
	}
	b, err := whatwg.Parse(base)
	if err != nil {
		return whatwg.URL{}, nil, errors.New("the base is not a URL: " + err.Error())
	}
	return b.Validate(input)
}

// whatwgTables is the URL record (against base when it is not empty) and
// its validation errors, or the failure that made the basic URL parser
// return failure.
func whatwgTables(input, base string) []Table {
	u, errs, err := whatwgParse(input, base)
	rec := Table{
		ID:      "whatwg",
		Caption: "The URL Standard's URL record (what browsers read)",
		Columns: []string{"value"},
		Note:    "The URL API's getters (new URL(input).href, ...), parsed without a base.",
	}
	if base != "" {
		rec.Note = "The URL API's getters (new URL(input, base).href, ...), parsed against the base."
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
			rec.Rows = append(rec.Rows, Row{ID: g.name, Name: g.name, Cells: []Cell{value(g.v, true)}})
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
	ve.Caption += ": " + strconv.Itoa(len(errs))
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
		t.Rows = append(t.Rows, Row{ID: f.name, Name: f.name, Cells: []Cell{value(f.v, true)}})
	}
	return t
}
