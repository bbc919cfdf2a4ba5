// Package wais parses wais URLs (RFC 1738 §3.9 and §5) into typed values.
//
//	waisurl      = waisdatabase | waisindex | waisdoc
//	waisdatabase = "wais://" hostport "/" database
//	waisindex    = "wais://" hostport "/" database "?" search
//	waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//	database = *uchar; wtype = *uchar; wpath = *uchar
//
// The form tells what the URL designates: a database to search, a search,
// or one document (whose wpath, the WAIS document-id, is opaque). Seed 000
// writes waisdoc's wpath as "digits = path ; [ wpath ]" (the fields of the
// WAIS identifier); RFC 1738 §3.9 makes it opaque *uchar, and so does this
// package.
//
// Where each part lives: wais.go (URL, Parse, ParseString, Build).
package wais
