module github.com/urikit/urikit

go 1.26.0

require github.com/PuerkitoBio/purell v1.2.1

require (
	github.com/leodido/go-urn v1.5.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	mvdan.cc/xurls/v2 v2.6.0 // indirect
)
