package schemes

import (
	"encoding/json"
	"testing"
)

// The mailto fields docs/CLI.md names: "address" is the first address or null
// ("mailto:?to=..." has none in its to part), "addresses" a list, never
// null, "headers" the header fields in order, as {"name","value"}.
func TestMailtoFields(t *testing.T) {
	for in, want := range map[string]string{
		"mailto:a@b":                `{"address":"a@b","addresses":["a@b"],"headers":[]}`,
		"mailto:a@b,c@d?subject=x":  `{"address":"a@b","addresses":["a@b","c@d"],"headers":[{"name":"subject","value":"x"}]}`,
		"mailto:?to=a@b&body=hi%20": `{"address":null,"addresses":[],"headers":[{"name":"to","value":"a@b"},{"name":"body","value":"hi "}]}`,
	} {
		v, err := ParseString(in)
		if err != nil {
			t.Fatalf("%s: %v", in, err)
		}
		m := map[string]any{}
		for _, f := range v.Fields() {
			m[f.Name] = f.Value
		}
		b, _ := json.Marshal(m)
		if string(b) != want {
			t.Errorf("%s: fields %s; want %s", in, b, want)
		}
	}
}
