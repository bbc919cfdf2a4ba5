module github.com/urikit/urikit

go 1.24

require github.com/PuerkitoBio/purell v1.2.1

require (
	golang.org/x/net v0.17.0 // indirect
	golang.org/x/text v0.13.0 // indirect
)
