package uri_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"

	"github.com/urikit/urikit/uri"
)

// RFC 3986 §3's example URI, built from its decoded parts.
func ExampleBuilder() {
	u, err := new(uri.Builder).
		Scheme("foo").
		Host("example.com").
		PortValue(8042).
		Path("/over/there").
		Query("name=ferret").
		Fragment("nose").
		Build()
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	fmt.Println(u.Host(), u.Port(), u.Path())
	// Output:
	// foo://example.com:8042/over/there?name=ferret#nose
	// example.com 8042 /over/there
}

// Decoded parts are percent-encoded where their component needs it; an
// IPv6 address gets its brackets and its zone the RFC 6874 "%25".
func ExampleBuilder_decoded() {
	u, _ := new(uri.Builder).
		Scheme("http").
		Host("fe80::1%en0").
		Port("8080").
		Segments("docs", "a/b", "résumé").
		Query("q=a b").
		Build()
	fmt.Println(u)
	for s := range u.DecodedSegments() {
		fmt.Println(s)
	}
	// Output:
	// http://[fe80::1%25en0]:8080/docs/a%2Fb/r%C3%A9sum%C3%A9?q=a%20b
	// docs
	// a/b
	// résumé
}

// Invalid parts are errors naming the part.
func ExampleBuilder_errors() {
	_, err := new(uri.Builder).Scheme("1http").Host("example.com").Build()
	fmt.Println(err)
	fmt.Println(errors.Is(err, uri.ErrInvalidScheme))

	_, err = new(uri.Builder).Scheme("http").Host("example.com").Port("80a").Build()
	fmt.Println(err)
	// Output:
	// uri: scheme begins with '1' at offset 0 in scheme: a scheme must begin with a letter (RFC 3986 §3.1)
	// true
	// uri: invalid character 'a' at offset 2 in port: a port is decimal digits only (RFC 3986 §3.2.3)
}

// Present-but-empty components are kept apart from absent ones.
func ExampleBuilder_Clear() {
	b := new(uri.Builder).Scheme("foo").Host("").Query("")
	u, _ := b.Build()
	fmt.Println(u)
	u, _ = b.Clear(uri.ComponentQuery).Clear(uri.ComponentAuthority).Path("bar").Build()
	fmt.Println(u)
	// Output:
	// foo://?
	// foo:bar
}

// A Builder can start from a parsed URI to change one part.
func ExampleNewBuilder() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	u, _ := uri.NewBuilder(base).Query("page=2").Fragment("top").Build()
	fmt.Println(u)
	// Output:
	// http://a/b/c/d;p?page=2#top
}

// A URI field travels through encoding/json as a string.
func ExampleURI_MarshalText() {
	type Link struct {
		Href uri.URI `json:"href"`
	}
	data, _ := json.Marshal(Link{Href: uri.MustParse("http://example.com/a%20b")})
	fmt.Println(string(data))

	var l Link
	err := json.Unmarshal([]byte(`{"href":"../g?y"}`), &l)
	fmt.Println(l.Href.Path(), l.Href.Query(), err)

	err = json.Unmarshal([]byte(`{"href":"http://a b/"}`), &l)
	fmt.Println(err)
	// Output:
	// {"href":"http://example.com/a%20b"}
	// ../g y <nil>
	// uri: space at offset 8 in host: spaces must be written %20
}

// URL converts to net/url where it can hold the reference.
func ExampleURI_URL() {
	v, err := uri.MustParse("http://user@[fe80::1%25en0]:8080/a%2Fb?q#f").URL()
	fmt.Printf("%q %q %q %q %v\n", v.Host, v.Path, v.RawPath, v.User.Username(), err)

	_, err = uri.MustParse("http://example.com/#").URL()
	fmt.Println(err)
	// Output:
	// "[fe80::1%en0]:8080" "/a/b" "/a%2Fb" "user" <nil>
	// uri: net/url cannot represent an empty fragment at offset 19 in fragment: url.URL drops a "#" with nothing after it
}

// FromURL converts from net/url, checking the text against RFC 3986.
func ExampleFromURL() {
	u, err := uri.FromURL(&url.URL{Scheme: "https", Host: "example.com", Path: "/a b"})
	fmt.Println(u, err)

	_, err = uri.FromURL(&url.URL{Scheme: "https", Host: "example.com", RawQuery: "a b"})
	fmt.Println(err)
	// Output:
	// https://example.com/a%20b <nil>
	// uri: space at offset 21 in query: spaces must be written %20
}

// Redacted hides a password, as net/url's URL.Redacted does.
func ExampleURI_Redacted() {
	fmt.Println(uri.MustParse("ftp://anonymous:secret@ftp.example.com/pub").Redacted())
	// Output:
	// ftp://anonymous:xxxxx@ftp.example.com/pub
}
