package whatwg

import "testing"

// The zero URL answers every getter with "" and every setter with itself:
// nothing panics on it.
func TestZeroURL(t *testing.T) {
	var u URL
	for name, get := range getters {
		if name == "origin" {
			if get(u) != "null" {
				t.Errorf("origin of the zero URL: %q", get(u))
			}
			continue
		}
		if got := get(u); got != "" {
			t.Errorf("%s of the zero URL: %q", name, got)
		}
	}
	if u.PortNumber() != -1 || u.Scheme() != "" || u.IncludesCredentials() || u.IsSpecial() {
		t.Error("zero URL")
	}
	for name, set := range setterFuncs {
		if name == "href" {
			continue
		}
		if got := set(u, "x"); got != u {
			t.Errorf("%s setter on the zero URL: %+v", name, got)
		}
	}
	if got := u.WithSearchParams(ParseSearchParams("a=b")); got != u {
		t.Errorf("WithSearchParams on the zero URL: %+v", got)
	}
	_ = u.SearchParams().String()
	_ = u.WithoutFragment()
}
