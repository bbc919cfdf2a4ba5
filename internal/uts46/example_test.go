package uts46_test

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/internal/uts46"
)

func ExampleToASCII() {
	for _, d := range []string{"Bücher.example", "faß.de", "日本語。ＪＰ", "a⒈com"} {
		fmt.Println(uts46.ToASCII(d, uts46.URLOptions(false)))
	}
	// Output:
	// xn--bcher-kva.example <nil>
	// xn--fa-hia.de <nil>
	// xn--wgv71a119e.jp <nil>
	//  uts46: disallowed code point at offset 1: the IDNA Mapping Table (UTS #46 §5) gives this code point the status disallowed
}

func ExampleToUnicode() {
	for _, d := range []string{"xn--bcher-kva.example", "xn--u-ccb.com"} {
		u, err := uts46.ToUnicode(d, uts46.URLOptions(false))
		fmt.Printf("%+q %v\n", u, err) // ToUnicode returns the domain even with an error
	}
	// Output:
	// "b\u00fccher.example" <nil>
	// "u\u0308.com" uts46: label not in NFC at offset 0: the label decodes to text not in Unicode Normalization Form C (UAX #15)
}

// The URL Standard's domain parser: ASCII is only lower-cased, the rest
// goes through UTS #46, forbidden domain code points are refused; the
// strict check gives the domain-to-ASCII validation error.
func ExampleDomainToASCII() {
	for _, d := range []string{"EXAMPLE.com", "r3---sn-abc.example", "Bücher.example", "a%b.example", "xn--a.example"} {
		ascii, err := uts46.DomainToASCII(d, false)
		_, strict := uts46.ToASCII(d, uts46.URLOptions(true))
		fmt.Printf("%q %v validation error: %v\n", ascii, err, strict != nil)
	}
	// Output:
	// "example.com" <nil> validation error: false
	// "r3---sn-abc.example" <nil> validation error: true
	// "xn--bcher-kva.example" <nil> validation error: false
	// "" uts46: forbidden domain code point at offset 1: the domain holds or maps to '%', which a host cannot hold (URL Standard forbidden domain code point); percent-encoding does not help, as the host is decoded first validation error: true
	// "xn--a.example" <nil> validation error: true
}

func ExampleDomainToUnicode() {
	fmt.Println(uts46.DomainToUnicode("xn--bcher-kva.example"))
	fmt.Println(uts46.DomainToUnicode("xn--a.example")) // not valid Punycode: left as it is
	// Output:
	// bücher.example
	// xn--a.example
}

func ExampleURLOptions() {
	fmt.Printf("%+v\n", uts46.URLOptions(false))
	fmt.Printf("%+v\n", uts46.URLOptions(true))
	// Output:
	// {CheckHyphens:false CheckBidi:true CheckJoiners:true UseSTD3ASCIIRules:false Transitional:false VerifyDNSLength:false IgnoreInvalidPunycode:false}
	// {CheckHyphens:true CheckBidi:true CheckJoiners:true UseSTD3ASCIIRules:true Transitional:false VerifyDNSLength:true IgnoreInvalidPunycode:false}
}

func ExampleError() {
	_, err := uts46.ToASCII("example.ب1٢", uts46.URLOptions(false))
	var e *uts46.Error
	if errors.As(err, &e) && errors.Is(err, uts46.ErrBidi) {
		fmt.Println(uts46.ValidationError, e.Offset, e.Reason)
	}
	// Output:
	// domain-to-ASCII 8 the domain holds right-to-left text, so each label must keep the Bidi rule of RFC 5893 §2, and this one breaks its condition 4
}
