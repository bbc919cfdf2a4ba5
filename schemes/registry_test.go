package schemes

import (
	"testing"

	"github.com/urikit/urikit/scheme"
)

// A registry reports the scheme facts it was built over, and With keeps
// them; without any (nil facts, a nil or zero Registry) they are
// scheme.Default.
func TestRegistryFacts(t *testing.T) {
	facts, err := scheme.NewRegistry(scheme.Info{Name: "gopher", DefaultPort: 7070})
	if err != nil {
		t.Fatal(err)
	}
	r := NewRegistry(facts)
	if r.Facts() != facts {
		t.Errorf("NewRegistry(facts).Facts() is not facts")
	}
	r2, err := r.With("gopher", Default().parsers["gopher"])
	if err != nil || r2.Facts() != facts {
		t.Errorf("With lost the facts: %v", err)
	}
	for name, reg := range map[string]*Registry{"NewRegistry(nil)": NewRegistry(nil), "nil": nil, "zero": {}, "Default": Default()} {
		if reg.Facts() != scheme.Default() {
			t.Errorf("%s: Facts() is not scheme.Default()", name)
		}
	}
}
