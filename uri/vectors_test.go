package uri

import (
	"bufio"
	"encoding/json"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// readJSONL reads a JSON Lines file of the repository's testdata folder into
// one map per line.
func readJSONL(t testing.TB, name string) []map[string]any {
	t.Helper()
	f, err := os.Open("../testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var row map[string]any
		if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rows = append(rows, row)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: no rows", name)
	}
	return rows
}

// rfcVerdict returns the validity a row claims, corrected where its note
// marks the source's claim as disputed and gives the RFC 3986 reading.
func rfcVerdict(row map[string]any) (valid, disputed bool) {
	valid, _ = row["valid"].(bool)
	note, _ := row["note"].(string)
	if !strings.Contains(note, "disputed:") {
		return valid, false
	}
	switch {
	case strings.Contains(note, "is not valid as") || strings.Contains(note, "not valid"):
		return false, true
	case strings.Contains(note, "is valid"):
		return true, true
	}
	return valid, true // the dispute is about something else (e.g. Go's decomposition)
}

// componentGetters maps the vector files' component names to accessors
// that tell absent (ok false) from present.
var componentGetters = map[string]func(URI) (string, bool){
	"scheme":    func(u URI) (string, bool) { return u.Scheme(), u.HasScheme() },
	"authority": func(u URI) (string, bool) { return u.Authority(), u.HasAuthority() },
	"userinfo":  func(u URI) (string, bool) { return u.Userinfo(), u.HasUserinfo() },
	"host":      func(u URI) (string, bool) { return u.Host(), u.HasAuthority() },
	"host_type": func(u URI) (string, bool) { return u.HostKind().String(), u.HostKind() != HostNone },
	"port":      func(u URI) (string, bool) { return u.Port(), u.HasPort() },
	"path":      func(u URI) (string, bool) { return u.Path(), true },
	"query":     func(u URI) (string, bool) { return u.Query(), u.HasQuery() },
	"fragment":  func(u URI) (string, bool) { return u.Fragment(), u.HasFragment() },
}

// checkComponents compares every component a row states with the parsed
// value: JSON null means absent, a string means present with that text.
func checkComponents(t *testing.T, u URI, row map[string]any) {
	t.Helper()
	for name, get := range componentGetters {
		want, stated := row[name]
		if !stated {
			continue
		}
		got, present := get(u)
		switch w := want.(type) {
		case nil:
			if present {
				t.Errorf("%q: %s = %q, want absent", row["input"], name, got)
			}
		case string:
			if !present || got != w {
				t.Errorf("%q: %s = %q (present %v), want %q", row["input"], name, got, present, w)
			}
		}
	}
}

// parseAs parses s by the ABNF rule a vector row names.
func parseAs(rule, s string) (URI, error) {
	switch rule {
	case "uri":
		return Parse(s)
	case "absolute-uri":
		return ParseAbsolute(s)
	case "relative-ref":
		return ParseRelative(s)
	}
	return ParseReference(s)
}

// TestParseVectors runs testdata/parse.jsonl: public vectors from RFC 3986
// and other suites, with disputed rows following the RFC reading.
func TestParseVectors(t *testing.T) {
	for _, row := range readJSONL(t, "parse.jsonl") {
		in := row["input"].(string)
		rule := row["as"].(string)
		want, disputed := rfcVerdict(row)
		u, err := parseAs(rule, in)
		if (err == nil) != want {
			t.Errorf("%s %q: err = %v, want valid=%v (disputed %v, source %v)", rule, in, err, want, disputed, row["source"])
			continue
		}
		if err != nil {
			checkError(t, in, err)
			continue
		}
		if u.String() != in {
			t.Errorf("%q: String() = %q", in, u.String())
		}
		if disputed && row["valid"] != want {
			continue // the row's components are the source's, not the RFC's
		}
		checkComponents(t, u, row)
	}
}

// checkError checks the contract of every parse error: an *Error whose
// offset lies within the input and whose message names the offset.
func checkError(t *testing.T, in string, err error) {
	t.Helper()
	e, ok := err.(*Error)
	if !ok {
		t.Errorf("%q: error %T is not *uri.Error", in, err)
		return
	}
	if e.Offset < 0 || e.Offset > len(in) || e.Input != in || e.Kind == nil || e.Reason == "" {
		t.Errorf("%q: bad error %+v", in, e)
	}
	if !strings.Contains(e.Error(), " at offset ") {
		t.Errorf("%q: message %q does not give the offset", in, e.Error())
	}
}

// TestComponentVectors runs testdata/components.jsonl: single components
// checked against their own ABNF rule.
func TestComponentVectors(t *testing.T) {
	for _, row := range readJSONL(t, "components.jsonl") {
		in := row["input"].(string)
		want, _ := rfcVerdict(row)
		comp := row["component"].(string)
		var got bool
		switch comp {
		case "host":
			u, err := ParseReference("//" + in)
			got = err == nil && u.Host() == in && !u.HasPort() && !u.HasUserinfo()
		case "zone-id":
			off, _ := checkZone(in)
			got = off < 0
		default:
			t.Fatalf("component %q has no checker", comp)
		}
		if got != want {
			t.Errorf("%s %q: valid = %v, want %v (%v)", comp, in, got, want, row["source"])
		}
	}
}

// TestPercentVectors runs testdata/percent.jsonl. Rows for library-specific
// encoding options (form "+" for space, Go's escape sets, keeping existing
// triplets) are checked for the RFC property instead: our encoding decodes
// back to the input and only uses characters the component allows.
func TestPercentVectors(t *testing.T) {
	components := map[string]EncodingSet{"": UnreservedSet, "path": PathSet, "path-segment": SegmentSet, "query": QuerySet}
	for _, row := range readJSONL(t, "percent.jsonl") {
		name, _ := row["component"].(string)
		c, ok := components[name]
		if !ok {
			t.Fatalf("component %q not mapped", name)
		}
		dir := row["direction"].(string)
		decoded, _ := row["decoded"].(string)
		encoded := row["encoded"].(string)
		_, hasOptions := row["options"]
		wantErr, _ := row["error"].(bool)

		if dir == "decode" || dir == "both" {
			got, err := Decode(encoded)
			switch {
			case wantErr:
				if err == nil {
					t.Errorf("Decode(%q) = %q, want an error", encoded, got)
				} else {
					checkError(t, encoded, err)
				}
			case hasOptions && strings.Contains(encoded, "+"):
				// "+" as space is HTML form decoding: RFC 3986 keeps "+".
				if err != nil || got != strings.ReplaceAll(decoded, " ", "+") {
					t.Errorf("Decode(%q) = %q, %v", encoded, got, err)
				}
			case err != nil || got != decoded:
				t.Errorf("Decode(%q) = %q, %v; want %q", encoded, got, err, decoded)
			}
		}
		if dir == "encode" || dir == "both" {
			got := c.Encode(decoded)
			note, _ := row["note"].(string)
			if !hasOptions && !strings.Contains(note, "library-specific") {
				if got != encoded {
					t.Errorf("Encode(%q, %v) = %q, want %q", decoded, c, got, encoded)
				}
				continue
			}
			back, err := Decode(got)
			if err != nil || back != decoded {
				t.Errorf("Encode(%q, %v) = %q does not decode back: %q, %v", decoded, c, got, back, err)
			}
			for i := 0; i < len(got); i++ {
				if got[i] != '%' && !c.Has(got[i]) {
					t.Errorf("Encode(%q, %v) = %q leaves %q literal", decoded, c, got, got[i])
				}
			}
		}
	}
}

// TestSeedExamples runs testdata/seeds/parse_examples.jsonl: every example
// URI of the seed documents and RFC 3986, with components from the
// Appendix B split and, for invalid rows, the offending offset the note
// names.
func TestSeedExamples(t *testing.T) {
	offsetRE := regexp.MustCompile(`offset (\d+)`)
	for _, row := range readJSONL(t, "seeds/parse_examples.jsonl") {
		in := row["input"].(string)
		rule := row["as"].(string)
		u, err := parseAs(rule, in)
		if want := row["valid"].(bool); (err == nil) != want {
			t.Errorf("%s %q: err = %v, want valid=%v (%v)", rule, in, err, want, row["source"])
			continue
		}
		if err != nil {
			checkError(t, in, err)
			note, _ := row["note"].(string)
			if m := offsetRE.FindStringSubmatch(note); m != nil {
				if want, _ := strconv.Atoi(m[1]); err.(*Error).Offset != want {
					t.Errorf("%q: error offset %d, the note gives %d", in, err.(*Error).Offset, want)
				}
			}
			continue
		}
		checkComponents(t, u, row)
		// Each document's examples are valid in its own grammar too.
		src := row["source"].(string)
		for prefix, d := range map[string]Dialect{"seed 000": RFC1738, "seed 002": RFC1738, "seed 001": Draft1997, "seed 003": Draft2003} {
			if strings.HasPrefix(src, prefix) {
				if _, err := d.ParseReference(in); err != nil {
					t.Errorf("%s: %q: %v", d, in, err)
				}
			}
		}
	}
}
