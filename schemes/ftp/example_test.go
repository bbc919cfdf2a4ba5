package ftp_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/ftp"
)

// RFC 1738 §3.2.2's example: "%2F" keeps the "/" inside the CWD argument.
func ExampleParseString() {
	v, err := ftp.ParseString("ftp://myname@host.dom/%2Fetc/motd")
	if err != nil {
		panic(err)
	}
	user, _ := v.User()
	fmt.Println(user, v.Host(), v.EffectivePort())
	fmt.Printf("%q %q\n", v.CWD(), v.Name())
	fmt.Printf("%q\n", v.Commands())
	// Output:
	// myname host.dom 21
	// ["/etc"] "motd"
	// ["CWD /etc" "RETR motd"]
}

func ExampleParseString_typeCode() {
	v, _ := ftp.ParseString("ftp://info.cern.ch/pub/www/doc;type=d")
	fmt.Printf("%q\n", v.Commands())
	_, err := ftp.ParseString("ftp://host/file;type=x")
	fmt.Println(err)
	// Output:
	// ["CWD pub" "CWD www" "NLST doc"]
	// ftp: type code "x" is not one of a, i, d (RFC 1738 §3.2.2) at offset 21 in ftptype: a ";" inside a name must be written %3B
}

// The 1994 draft's type codes (seed 000) need the Draft1994 dialect.
func ExampleDialect_ParseString() {
	v, _ := ftp.Draft1994.ParseString("ftp://host/file;type=L8")
	fmt.Printf("%q\n", v.Commands())
	// Output:
	// ["TYPE L 8" "RETR file"]
}

func ExampleBuild() {
	v, _ := ftp.Build(ftp.Parts{Host: "host.dom", CWD: []string{"/etc"}, Name: "a;b"})
	fmt.Println(v)
	// Output:
	// ftp://host.dom/%2Fetc/a%3Bb
}
