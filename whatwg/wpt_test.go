package whatwg

// Conformance over web-platform-tests (testdata/whatwg, see its README):
// urltestdata.json (every case: href, each getter, origin), setters_tests.json,
// percent-encoding.json and toascii.json.

import (
	"encoding/json"
	"os"
	"testing"
)

// loadWPT reads a web-platform-tests array of cases, skipping its comment
// strings.
func loadWPT(t testing.TB, name string) []map[string]any {
	t.Helper()
	raw, err := os.ReadFile("../testdata/whatwg/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var items []any
	if err := json.Unmarshal(raw, &items); err != nil {
		t.Fatal(err)
	}
	var cases []map[string]any
	for _, it := range items {
		if m, ok := it.(map[string]any); ok {
			cases = append(cases, m)
		}
	}
	return cases
}

// getters maps each URL API attribute urltestdata checks to its getter.
var getters = map[string]func(URL) string{
	"href":     URL.Href,
	"origin":   URL.Origin,
	"protocol": URL.Protocol,
	"username": URL.Username,
	"password": URL.Password,
	"host":     URL.Host,
	"hostname": URL.Hostname,
	"port":     URL.Port,
	"pathname": URL.Pathname,
	"search":   URL.Search,
	"hash":     URL.Hash,
}

// parseWithBase is the API URL parser (§6.1): the base is parsed first,
// and its failure is the failure.
func parseWithBase(input string, base any) (URL, error) {
	b, ok := base.(string)
	if !ok {
		return Parse(input)
	}
	bu, err := Parse(b)
	if err != nil {
		return URL{}, err
	}
	return bu.Parse(input)
}

func TestURLTestData(t *testing.T) {
	cases := loadWPT(t, "urltestdata.json")
	if len(cases) != 891 {
		t.Fatalf("urltestdata: %d cases, want 891", len(cases))
	}
	pass := 0
	for _, c := range cases {
		input := c["input"].(string)
		u, err := parseWithBase(input, c["base"])
		if c["failure"] == true {
			if err == nil {
				t.Errorf("%q base %v: want failure, got %q", input, c["base"], u.Href())
				continue
			}
			pass++
			continue
		}
		if err != nil {
			t.Errorf("%q base %v: %v, want %q", input, c["base"], err, c["href"])
			continue
		}
		ok := true
		for name, get := range getters {
			want, has := c[name].(string)
			if !has {
				continue
			}
			if got := get(u); got != want {
				t.Errorf("%q base %v: %s = %q, want %q", input, c["base"], name, got, want)
				ok = false
			}
		}
		if ok {
			pass++
		}
	}
	t.Logf("urltestdata: %d/%d", pass, len(cases))
}
