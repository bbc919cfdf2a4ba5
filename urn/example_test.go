package urn_test

import (
	"fmt"

	"github.com/urikit/urikit/urn"
)

func ExampleParse() {
	u, err := urn.Parse("urn:example:weather?=op=map&lat=39.56#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.NID(), u.NSS())
	fmt.Println(u.HasRComponent(), u.QComponent(), u.FComponent())
	// Output:
	// example weather
	// false op=map&lat=39.56 top
}

func ExampleParse_error() {
	_, err := urn.Parse("urn:example:a b")
	fmt.Println(err)
	// Output:
	// urn: space at offset 13 in NSS: write it as %20
}

func ExampleDialect_Parse() {
	u, _ := urn.Draft.Parse("urn:isbn:0-395-36341-1?s=I2L&c=ToC")
	for d := range u.Directives() {
		fmt.Println(d.Keyword, d.Value)
	}
	_, err := urn.Draft.Parse("urn:foo:a?s=I2L&s=I2R")
	fmt.Println(err)
	// Output:
	// s I2L
	// c ToC
	// urn: registered keyword "s" repeated (seed 004 §2.3: it must not appear more than once) at offset 16 in q-component: keep one "s=" directive
}

func ExampleEqual() {
	a, _ := urn.Parse("URN:EXAMPLE:a123%2cz456?+abc")
	b, _ := urn.Parse("urn:example:a123%2Cz456#789")
	c, _ := urn.Parse("urn:example:a123,z456")
	fmt.Println(urn.Equal(a, b), urn.Equal(a, c))
	fmt.Println(a.Normalize())
	// Output:
	// true false
	// urn:example:a123%2Cz456
}

func ExampleURN_NormalizeForCache() {
	u, _ := urn.Draft.Parse("URN:foo:a123,456?x=1&c=ToC&s=I2L#xyz")
	fmt.Println(u.Normalize())
	fmt.Println(u.NormalizeForCache())
	// Output:
	// urn:foo:a123,456
	// urn:foo:a123,456?c=ToC&s=I2L&x=1
}

func ExampleRegistry_Check() {
	for _, s := range []string{"urn:isbn:0-395-36341-1", "urn:isbn:0-395-36341-2", "urn:example:x"} {
		u, _ := urn.Parse(s)
		known, err := urn.Default().Check(u)
		fmt.Println(known, err)
	}
	// Output:
	// true <nil>
	// true urn: isbn rule (RFC 3187, ISO 2108): ISBN-10 check digit is wrong (it should be 1) at offset 21 in NSS
	// false <nil>
}

func ExampleRegistry_Equal() {
	a, _ := urn.Parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6")
	b, _ := urn.Parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")
	fmt.Println(urn.EqualLexical(a, b), urn.Equal(a, b), urn.Default().Equal(a, b))
	fmt.Println(a.Normalize())
	// Output:
	// false true true
	// urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6
}

func ExampleBuild() {
	u, _ := urn.Build("example", "/Straße 1?")
	fmt.Println(u)
	fmt.Println(u.Display())
	// Output:
	// urn:example:%2FStra%C3%9Fe%201%3F
	// urn:example:%2FStraße%201%3F
}

func ExampleURN_URI() {
	u, _ := urn.Parse("urn:example:foo-bar-baz-qux?+CCResolve:cc=uk#somepart")
	v, _ := u.URI()
	fmt.Println(v.Scheme(), v.Path(), v.Query(), v.Fragment())
	back, _ := urn.FromURI(v, urn.RFC8141)
	fmt.Println(back == u)
	// Output:
	// urn example:foo-bar-baz-qux +CCResolve:cc=uk somepart
	// true
}

func ExampleURN_Display() {
	u, _ := urn.Parse("urn:example:%D0%B0123,z456%2C")
	d := u.Display()
	fmt.Println(d)
	back, _ := urn.ParseDisplay(urn.RFC8141, d)
	fmt.Println(back, urn.Equal(back, u))
	// Output:
	// urn:example:а123,z456%2C
	// urn:example:%D0%B0123,z456%2C true
}

func ExampleRegistry_With() {
	// A rule of one's own: here, NSSs of the documentation NID "example"
	// (RFC 6963) must be decimal digits.
	digits := urn.Namespace{NID: "example", Spec: "house rule", Check: func(nss string) error {
		for i := 0; i < len(nss); i++ {
			if nss[i] < '0' || nss[i] > '9' {
				return &urn.RuleError{Offset: i, Reason: "not a digit; write decimal digits only"}
			}
		}
		return nil
	}}
	reg, _ := urn.Default().With(digits)
	u, _ := urn.Parse("urn:example:12x4")
	known, err := reg.Check(u)
	fmt.Println(known, err)
	_, ok := urn.Default().Lookup("example")
	fmt.Println(ok)
	// Output:
	// true urn: example rule (house rule): not a digit at offset 14 in NSS: write decimal digits only
	// false
}

func ExampleURN_IsInformal() {
	u, _ := urn.Parse("urn:urn-7:sample")
	fmt.Println(u.NID(), u.IsInformal())
	// Output:
	// urn-7 true
}
