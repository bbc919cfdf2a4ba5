package wais_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/wais"
)

func ExampleParseString() {
	v, _ := wais.ParseString("wais://quake.think.com/wais-discussion-archives?lynch")
	search, _ := v.Search()
	fmt.Println(v.Form(), v.Host(), v.EffectivePort(), v.Database(), search)
	_, err := wais.ParseString("wais://h/db/TEXT/a/b")
	fmt.Println(err)
	// Output:
	// index quake.think.com 210 wais-discussion-archives lynch
	// wais: a fourth part at offset 18 in wpath: a "/" inside the wpath must be written %2F (RFC 1738 §3.9)
}
