package schemes_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes"
	"github.com/urikit/urikit/uri"
)

// One entry point for every scheme: no type switch at the caller.
func ExampleParseString() {
	for _, s := range []string{
		"ftp://myname@host.dom//etc/motd",
		"gopher://host/7a_gopher_selector%09foobar",
		"nntp://news.example.org/comp.lang.go/1234",
	} {
		v, err := schemes.ParseString(s)
		if err != nil {
			panic(err)
		}
		fmt.Println(v.Scheme())
		for _, f := range v.Fields() {
			if port, ok := f.Value.(uint16); ok { // a port, as netip.AddrPort types one
				fmt.Printf("  %s: %d\n", f.Name, port)
				continue
			}
			fmt.Printf("  %s: %#v\n", f.Name, f.Value)
		}
	}
	// Output:
	// ftp
	//   user: "myname"
	//   password: <nil>
	//   host: "host.dom"
	//   port: 21
	//   cwd: []string{"", "etc"}
	//   name: "motd"
	//   type: <nil>
	//   commands: []string{"CWD", "CWD etc", "RETR motd"}
	// gopher
	//   host: "host"
	//   port: 70
	//   gopher_type: "7"
	//   selector: "a_gopher_selector"
	//   search: "foobar"
	//   gopher_plus: <nil>
	//   request: "a_gopher_selector\tfoobar\r\n"
	// nntp
	//   host: "news.example.org"
	//   port: 119
	//   group: "comp.lang.go"
	//   article: 1234
}

// The plain-text wrappers of seed 000 and RFC 1738's appendix.
func ExampleParseLenient() {
	v, _ := schemes.ParseLenient("<URL:ftp://ds.internic.net/rfc>")
	fmt.Println(v)
	_, err := schemes.ParseString("<URL:ftp://ds.internic.net/rfc>")
	fmt.Println(err != nil)
	// Output:
	// ftp://ds.internic.net/rfc
	// true
}

type tagURL struct{ u uri.URI }

func (v tagURL) Scheme() string { return "tag" }
func (v tagURL) URI() uri.URI   { return v.u }
func (v tagURL) String() string { return v.u.String() }
func (v tagURL) Fields() []schemes.Field {
	return []schemes.Field{{Name: "specific", Value: v.u.Path()}}
}

// A caller adds its own scheme to a registry it owns; Default is unchanged.
func ExampleRegistry_With() {
	r, err := schemes.Default().With("tag", func(u uri.URI) (schemes.URL, error) { return tagURL{u}, nil })
	if err != nil {
		panic(err)
	}
	v, _ := r.ParseString("tag:example.org,2024:x")
	fmt.Println(v.Scheme(), v.Fields()[0].Value)
	_, err = schemes.ParseString("tag:example.org,2024:x")
	fmt.Println(err)
	// Output:
	// tag example.org,2024:x
	// tag: no scheme-specific syntax is known for "tag" at offset 0 in scheme: use it as a generic URI
}
