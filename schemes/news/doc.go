// Package news parses news and nntp URLs (RFC 1738 §3.6, §3.7 and §5) into
// typed values.
//
//	newsurl   = "news:" grouppart
//	grouppart = "*" | group | article
//	group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
//	article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
//	nntpurl   = "nntp://" hostport "/" group [ "/" digits ]
//
// A news URL names a group, all groups ("*"), or an article by its
// message-id (RFC 1036 §2.1.5 without "<" and ">"), told apart by the "@".
// It has no host: "News host names are NOT part of news URLs" (seed 000);
// RFC 5538's "news://server/..." form is not RFC 1738's and is an error.
// The host of an article is checked as RFC 1738's host = hostname |
// hostnumber.
//
// Seed 000 differs and RFC 1738 is followed: its nntpaddress is
// "nntp:" group "/" digits, with no host and a required article number,
// and its group is ialpha [ "." group ] (xalphas, escapes allowed).
//
// Where each part lives: news.go (News, ParseNews), nntp.go (NNTP,
// ParseNNTP), build.go (BuildNews, BuildNNTP).
package news
