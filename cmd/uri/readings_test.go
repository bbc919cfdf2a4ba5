package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/urikit/urikit/readings"
)

// uri readings --json: one record per input line, in order, in CLI.md's
// field order, each the readings.Read of its input (JSON input holds a tab
// and a backslash); ok false, with "error" naming each reader's error and
// a null "offset", only when no reader accepts; exit status 1 then.
func TestReadingsRecords(t *testing.T) {
	inputs := []string{"http:////evil.com/", "http://a b/", "http://\tevil.com/", "http://evil.com\\@good.com/",
		"//evil.com/x", "", "http://h:99999999999999999999999/", "file:/etc/hosts", "http://[fe80::1%25en0]/"}
	var stdin strings.Builder
	for _, s := range inputs {
		b, _ := json.Marshal(s)
		stdin.Write(append(b, '\n'))
	}
	r := runUri(t, stdin.String(), "readings", "--json", "--json-input")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if r.status != 1 || len(lines) != len(inputs) || r.stderr != "" {
		t.Fatalf("status %d, %d records for %d inputs, stderr %q", r.status, len(lines), len(inputs), r.stderr)
	}
	type reading struct {
		OK     bool
		Scheme *string
		Host   *string
		Port   *json.Number
		Error  *string
	}
	for i, line := range lines {
		var rec struct {
			Input      string
			OK         bool
			Readings   map[string]reading
			AcceptedBy []string `json:"accepted_by"`
			Differ     []string
			Error      *string
			Offset     *int
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		last := 0
		for _, k := range []string{"input", "ok", "readings", "accepted_by", "differ"} {
			j := strings.Index(line, `"`+k+`":`)
			if j < last {
				t.Errorf("%q: field %s missing or out of order", inputs[i], k)
			}
			last = j
		}
		rs := readings.Read(inputs[i])
		if rec.Input != inputs[i] || rec.OK != rs.OK() || len(rec.AcceptedBy) != len(rs.AcceptedBy()) ||
			strings.Join(rec.Differ, ",") != strings.Join(rs.Differ(), ",") || rec.AcceptedBy == nil || rec.Differ == nil {
			t.Errorf("%q: record %s", inputs[i], line)
		}
		if hasErr := strings.Contains(line, `"error":"no parser accepts it: rfc3986: `); hasErr == rec.OK || !rec.OK && (rec.Offset != nil || !strings.Contains(line, `"offset":null`)) {
			t.Errorf("%q: ok %v, record %s", inputs[i], rec.OK, line)
		}
		for _, rd := range readings.Readers {
			x, j := rs.Of[rd], rec.Readings[rd.String()]
			switch {
			case j.OK != x.OK:
				t.Errorf("%q: %v ok %v", inputs[i], rd, j.OK)
			case !x.OK && (j.Error == nil || *j.Error != x.Err.Error() || j.Scheme != nil || j.Host != nil || j.Port != nil):
				t.Errorf("%q: %v %+v", inputs[i], rd, j)
			case x.OK && (j.Error != nil || (j.Host != nil) != x.HasHost || j.Host != nil && *j.Host != x.Host ||
				(j.Port != nil) != (x.Port != "") || j.Port != nil && string(*j.Port) != x.Port || (j.Scheme != nil) != (x.Scheme != "")):
				t.Errorf("%q: %v %+v, want %+v", inputs[i], rd, j, x)
			}
		}
	}
	// A port beyond any integer type is a JSON number with every digit.
	if !strings.Contains(lines[6], `"port":99999999999999999999999`) {
		t.Errorf("long port: %s", lines[6])
	}
	if r := runUri(t, "", "readings", "--json", "http:x", "mailto:a"); r.status != 0 {
		t.Errorf("status %d for readings every parser accepts", r.status)
	}
}

// Human output: the readers in order, a "*" on the differing values and
// only there, and the failure of every reader on stdout with status 1.
func TestReadingsHuman(t *testing.T) {
	r := runUri(t, "http:evil.com/\nhttps://example.com/\n", "readings")
	want := "http:evil.com/\n" +
		"  rfc3986  http  (absent)*  80\n" +
		"  whatwg   http  evil.com*  80\n" +
		"  net/url  http  (absent)*  80\n" +
		"  curl     refuses it: curl: CURLUE_BAD_PORT_NUMBER at offset 5: the port is not a number\n" +
		"  * differs: host (a filter that checks one reading is bypassed by a client using another)\n" +
		"\n" +
		"https://example.com/\n" +
		"  rfc3986  https  example.com  443\n" +
		"  whatwg   https  example.com  443\n" +
		"  net/url  https  example.com  443\n" +
		"  curl     https  example.com  443\n"
	if r.stdout != want || r.status != 0 {
		t.Errorf("status %d, output:\n%s\nwant:\n%s", r.status, r.stdout, want)
	}
}

// curl is the fourth reader (issue #36 point 3): "dict:/127.0.0.1:11211/"
// has a host and a port to curl only; "gopher:///127.0.0.1:6379/_x" an
// empty host to the others.
func TestReadingsCurl(t *testing.T) {
	for _, tc := range []struct{ in, host, port, differ string }{
		{"dict:/127.0.0.1:11211/stat", "127.0.0.1", "11211", "host,port"},
		{"gopher:///127.0.0.1:6379/_x", "127.0.0.1", "6379", "host,port"},
		{"imap:/169.254.169.254/", "169.254.169.254", "", "host"},
	} {
		r := runUri(t, tc.in+"\n", "readings", "--json")
		var rec struct {
			Readings map[string]struct {
				OK   bool
				Host *string
				Port *json.Number
			}
			Differ []string
		}
		if err := json.Unmarshal([]byte(r.stdout), &rec); err != nil {
			t.Fatal(err)
		}
		c := rec.Readings["curl"]
		port := ""
		if c.Port != nil {
			port = string(*c.Port)
		}
		if !c.OK || c.Host == nil || *c.Host != tc.host || port != tc.port || strings.Join(rec.Differ, ",") != tc.differ {
			t.Errorf("%s: %s", tc.in, r.stdout)
		}
	}
}
