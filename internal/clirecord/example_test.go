package clirecord_test

import (
	"fmt"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// The record uri normalize --json writes, and its text line.
func ExampleNormalize() {
	for _, s := range []string{"HTTP://www.Example.com:80/a/../b", "http://a/b c"} {
		rec, err := clirecord.Normalize(uri.Normalizer{Level: uri.LevelScheme}, false, s)
		if err != nil {
			b, _ := clirecord.JSON(clirecord.Failure([]clirecord.Field{{Key: "input", Value: s}}, err))
			fmt.Print(string(b))
			continue
		}
		b, _ := clirecord.JSON(rec)
		fmt.Print(string(b), clirecord.TextOf(rec, false))
	}
	// Output:
	// {"input":"HTTP://www.Example.com:80/a/../b","ok":true,"result":"http://www.example.com/b"}
	// http://www.example.com/b
	// {"input":"http://a/b c","ok":false,"error":"uri: space at offset 10 in path: spaces must be written %20 (uri repair or --repair makes it \"http://a/b%20c\")","offset":10}
}
