package news_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/news"
)

func ExampleParseNewsString() {
	v, _ := news.ParseNewsString("news:comp.infosystems.www.servers.unix")
	fmt.Println(v.Group())
	w, _ := news.ParseNewsString("news:1234@example.org")
	fmt.Println(w.Article())
	// Output:
	// comp.infosystems.www.servers.unix true
	// 1234@example.org true
}

func ExampleParseNNTPString() {
	v, _ := news.ParseNNTPString("nntp://news.example.org/comp.lang.go/1234")
	n, _ := v.Article()
	fmt.Println(v.Host(), v.EffectivePort(), v.Group(), n)
	_, err := news.ParseNNTPString("nntp://news.example.org/comp.lang.go/12a")
	fmt.Println(err)
	// Output:
	// news.example.org 119 comp.lang.go 1234
	// nntp: 'a' in an article number at offset 39 in digits: it is decimal digits (RFC 1738 §5)
}
