package links

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 3986 §5.1: the layers in order of precedence, each relative one
// resolved against the layers outside it.
func TestOuterLayers(t *testing.T) {
	const (
		enc = "http://enc.example/e/x"
		ret = "http://ret.example/r/y"
		def = "http://def.example/d/z"
	)
	for _, tc := range []struct {
		name string
		c    Context
		want string
		src  Source
	}{
		{"none", Context{}, "", SourceNone},
		{"default alone (5.1.4)", Context{Default: def}, def, SourceDefault},
		{"retrieval alone (5.1.3)", Context{Retrieval: ret}, ret, SourceRetrieval},
		{"encapsulating alone (5.1.2)", Context{Encapsulating: enc}, enc, SourceEncapsulating},
		{"retrieval over default", Context{Retrieval: ret, Default: def}, ret, SourceRetrieval},
		{"encapsulating over retrieval", Context{Encapsulating: enc, Retrieval: ret}, enc, SourceEncapsulating},
		{"encapsulating over all", Context{Encapsulating: enc, Retrieval: ret, Default: def}, enc, SourceEncapsulating},
		{"encapsulating over default", Context{Encapsulating: enc, Default: def}, enc, SourceEncapsulating},
		// A relative layer is resolved against the next one out (§5.2,
		// examples of Appendix C's kind).
		{"relative encapsulating", Context{Encapsulating: "../e2", Retrieval: ret}, "http://ret.example/e2", SourceEncapsulating},
		{"relative retrieval", Context{Retrieval: "r2/y2", Default: def}, "http://def.example/d/r2/y2", SourceRetrieval},
		{"relative through two layers", Context{Encapsulating: "?q", Retrieval: "/r3", Default: def}, "http://def.example/r3?q", SourceEncapsulating},
		// §5.1: a base URI has no fragment.
		{"fragment dropped", Context{Retrieval: "http://a/b#frag"}, "http://a/b", SourceRetrieval},
		// A scheme makes a layer absolute; dot-segments go (§5.2.2).
		{"dot segments", Context{Default: "http://a/b/../c"}, "http://a/c", SourceDefault},
	} {
		b, err := tc.c.Outer()
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if b.String() != tc.want || b.Source() != tc.src {
			t.Errorf("%s: got %q from %v, want %q from %v", tc.name, b, b.Source(), tc.want, tc.src)
		}
		if _, ok := b.URI(); ok != (tc.src != SourceNone) {
			t.Errorf("%s: URI() ok = %v", tc.name, ok)
		}
	}
}

func TestOuterErrors(t *testing.T) {
	for _, tc := range []struct {
		c      Context
		layer  Source
		noBase bool
	}{
		{Context{Retrieval: "page.html"}, SourceRetrieval, true},
		{Context{Encapsulating: "a/b", Retrieval: "c"}, SourceRetrieval, true},
		{Context{Encapsulating: "a b", Retrieval: "http://x/"}, SourceEncapsulating, false},
		{Context{Default: "http://x/%zz"}, SourceDefault, false},
	} {
		_, err := tc.c.Outer()
		var le *LayerError
		if !errors.As(err, &le) {
			t.Errorf("%+v: error %v, want a *LayerError", tc.c, err)
			continue
		}
		if le.Layer != tc.layer || errors.Is(err, ErrNoBase) != tc.noBase {
			t.Errorf("%+v: %v (layer %v), want layer %v, ErrNoBase %v", tc.c, err, le.Layer, tc.layer, tc.noBase)
		}
		var ue *uri.Error
		if !tc.noBase && !errors.As(err, &ue) {
			t.Errorf("%+v: %v does not carry the *uri.Error", tc.c, err)
		}
	}
}

// §5.1.4 and §5.2.2: without a base, a relative reference has no target and
// an absolute one stands (its dot-segments removed).
func TestResolveWithoutBase(t *testing.T) {
	var b Base
	if _, err := b.Resolve("x/y"); !errors.Is(err, ErrNoBase) {
		t.Errorf("relative without base: %v", err)
	}
	if _, err := b.Resolve("#f"); !errors.Is(err, ErrNoBase) {
		t.Errorf("fragment without base: %v", err)
	}
	for ref, want := range map[string]string{
		"http://a/b/c":         "http://a/b/c",
		"http://a/b/../c#f":    "http://a/c#f",
		"mailto:x@example.org": "mailto:x@example.org",
		"urn:isbn:0451450523":  "urn:isbn:0451450523",
	} {
		u, err := b.Resolve(ref)
		if err != nil || u.String() != want {
			t.Errorf("Resolve(%q) without base = %q, %v; want %q", ref, u, err, want)
		}
	}
	var ue *uri.Error
	if _, err := b.Resolve("http://a/ b"); !errors.As(err, &ue) || ue.Offset != 9 {
		t.Errorf("invalid reference: %v", err)
	}
}

func TestSourceString(t *testing.T) {
	for s, want := range map[Source]string{SourceNone: "", SourceDocument: "document",
		SourceEncapsulating: "encapsulating", SourceRetrieval: "retrieval", SourceDefault: "default", 9: "Source(9)"} {
		if s.String() != want {
			t.Errorf("%d: %q", s, s.String())
		}
	}
}
