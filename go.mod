module github.com/urikit/urikit

go 1.26.0

require (
	github.com/PuerkitoBio/purell v1.2.1
	github.com/leodido/go-urn v1.5.0
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
	mvdan.cc/xurls/v2 v2.6.0
)

require (
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/yosida95/uritemplate/v3 v3.0.2
)

require (
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	golang.org/x/exp v0.0.0-20260410095643-746e56fc9e2f // indirect
)

require (
	code.dny.dev/ssrf v0.3.0
	github.com/dunglas/go-urlpattern v1.0.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	github.com/nlnwa/whatwg-url v0.6.2
)
