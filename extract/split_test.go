package extract

import (
	"io"
	"reflect"
	"strings"
	"testing"
)

// A Scanner reading from an io.Reader finds what scanning the string finds
// wherever the reads split the input: after each byte of the example texts
// in turn (after a line break inside a quoted wrapper, before its next
// line's quote marker; inside a UTF-8 sequence; inside a scheme name, a
// "//", a hyphen break).
func TestEverySplit(t *testing.T) {
	for _, tc := range texts {
		want := all(tc.text)
		for i := 1; i < len(tc.text); i++ {
			r := io.MultiReader(strings.NewReader(tc.text[:i]), strings.NewReader(tc.text[i:]))
			if got := streamed(t, r); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, split at %d (%q|%q):\ngot  %+v\nwant %+v", tc.name, i,
					tc.text[max(0, i-20):i], tc.text[i:min(len(tc.text), i+20)], got, want)
				break
			}
		}
	}
}
