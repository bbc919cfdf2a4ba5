package extract

import (
	"strings"
	"testing"
)

// Realistic texts and the URIs in them. Each expectation cites the rule it
// follows: "E" is seed 003 Appendix E (and its forerunners: seed 001
// Appendix E, RFC 1738's "Recommendations for URLs in Context", seed 000
// "Wrappers"); §n is RFC 3986. The rules as this package reads them are in
// bare.go and wrapper.go.
var texts = []struct {
	name string
	text string
	want []string
	amb  []bool // when given, Ambiguous of each match
}{
	{
		name: "mail with quoted replies",
		text: `From: Jim Smith <jim@example.org>
To: uri@w3.org
Subject: Re: where is the draft?
Date: Tue, 4 Mar 2003 12:30:05 -0800

Jim wrote:
> Re: the draft. Note: it moved.
> It was at <URL:http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-uri-
>   rfc2396bis-01.txt> last week.
> Mail me at jim@example.org or <mailto:jim@example.org>.

It is now at http://example.org/drafts/ (the index), see also
"ftp://ftp.example.org/pub/ietf/".
`,
		want: []string{
			// "From:", "To:", "Subject:", "Re:", "Date:", "Note:", "12:30:05": a
			// scheme must be followed by "//" or be one written without it.
			// <jim@example.org> is a mail header's address, no scheme: not a URI.
			// <URL:...> is a wrapper (E), broken across lines inside a quoted
			// reply: the quote marker ">" of the next line is no part of it
			// (quote.go), nor the white space; the break comes right after a
			// hyphen: kept, and ambiguous (E).
			"http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-uri-rfc2396bis-01.txt",
			// a bare address is not a URI; <mailto:...> is a wrapper (E).
			"mailto:jim@example.org",
			// bare, white space delimited (E); "(the index)" is prose.
			"http://example.org/drafts/",
			// double quotes are a wrapper (E); "," and "." after it are prose.
			"ftp://ftp.example.org/pub/ietf/",
		},
		amb: []bool{true, false, false, false},
	},
	{
		name: "nested quoted reply, bare URI broken after a hyphen",
		text: "> > The list is at http://lists.example.org/archive/uri-\n> > discussion/2003/ and\n> > more at <http://lists.example.org/\n> > index.html>\n> > > deeper: <http://a.example/x\n> > y>",
		want: []string{
			// a bare URI broken right after a hyphen (E); the marker "> >"
			// of its line is skipped on the next one.
			"http://lists.example.org/archive/uri-discussion/2003/",
			// a wrapper across lines of the same quotation level.
			"http://lists.example.org/index.html",
			// the next line's marker "> >" is not this line's "> > >": the
			// ">" closes the wrapper at "x", and " y>" is prose.
			"http://a.example/x",
		},
		amb: []bool{true, false, false},
	},
	{
		name: "markdown",
		text: "# Links\n\nSee [the RFC](https://www.rfc-editor.org/rfc/rfc3986) and <https://example.com/a?b=c#d>.\n" +
			"Wikipedia: [Foo](https://en.wikipedia.org/wiki/Foo_(bar)) or https://en.wikipedia.org/wiki/Foo_(bar).\n" +
			"Image: ![logo](http://example.com/logo.png \"Logo\")\n" +
			"`code: http://example.com/in-code`\n" +
			"**http://example.com/bold** and _http://example.com/em_, {http://example.com/braced}, http://example.com/{id}\n",
		want: []string{
			// "(url)": the ")" closes nothing inside the URI: not part of it.
			"https://www.rfc-editor.org/rfc/rfc3986",
			// <autolink> is the angle-bracket wrapper (E).
			"https://example.com/a?b=c#d",
			// balanced parentheses inside a URI are kept; the link's own ")"
			// is not.
			"https://en.wikipedia.org/wiki/Foo_(bar)",
			// bare; the final "." is sentence punctuation.
			"https://en.wikipedia.org/wiki/Foo_(bar)",
			// ends at the white space before the title.
			"http://example.com/logo.png",
			// "`" is not a URI character (§2) and ends it as a delimiter;
			// "code:" is prose.
			"http://example.com/in-code",
			// emphasis markers around a bare URI are not part of it.
			"http://example.com/bold",
			"http://example.com/em",
			// "{...}" used as a wrapper; but a URI template goes on with "{"
			// (§2: not a URI character) and is not a URI.
			"http://example.com/braced",
		},
	},
	{
		name: "log lines",
		text: `127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"
2024-01-02T03:04:05Z ERROR fetch failed url=https://api.example.com/v1/items?id=7&x=%20y: connection refused
2024-01-02T03:04:06Z INFO  retry in 5s (next: https://api.example.com/v1/items?id=8)
C:\Program Files\app\log.txt: written; C:/data/x opened
`,
		want: []string{
			// "2000:13:55:36" is a time: no scheme; the referer is in double
			// quotes (E).
			"http://www.example.com/start.html",
			// "url=" is not a scheme character, so the scheme starts after it;
			// the ":" after the URI is sentence punctuation.
			"https://api.example.com/v1/items?id=7&x=%20y",
			// "next:" is prose; the ")" closes nothing inside the URI.
			"https://api.example.com/v1/items?id=8",
			// "C:\..." and "C:/..." are Windows paths: one-letter schemes are
			// drive letters.
		},
	},
	{
		name: "RFC reference list",
		text: `   [RFC1738]  Berners-Lee, T., Masinter, L., and M. McCahill, "Uniform
              Resource Locators (URL)", RFC 1738, December 1994,
              <http://www.rfc-editor.org/info/rfc1738>.

   [RFC2141]  Moats, R., "URN Syntax", RFC 2141, May 1997.
              URN: urn:ietf:rfc:2141

   [UNICODE]  The Unicode Consortium, "The Unicode Standard",
              <http://www.unicode.org/versions/latest/>.
   Examples:  news:comp.infosystems.www.servers.unix, tel:+1-816-555-1212,
              ldap://[2001:db8::7]/c=GB?objectClass?one and
              telnet://192.0.2.16:80/.
`,
		want: []string{
			// wrapper (E); the "." after ">" is prose.
			"http://www.rfc-editor.org/info/rfc1738",
			// "URN:" followed by a space is prose; urn is written without "//".
			"urn:ietf:rfc:2141",
			"http://www.unicode.org/versions/latest/",
			// news and tel are written without an authority (§1.1.2's
			// examples); the "," after each is punctuation.
			"news:comp.infosystems.www.servers.unix",
			"tel:+1-816-555-1212",
			// an IPv6 literal keeps its brackets (§3.2.2); "and" follows white space.
			"ldap://[2001:db8::7]/c=GB?objectClass?one",
			// RFC 3986 §1.1.2's example; the final "." is punctuation.
			"telnet://192.0.2.16:80/",
		},
	},
	{
		name: "wrapped paragraph",
		text: "The draft is at <http://www.ietf.org/internet-drafts/draft-fielding-\n    uri-rfc2396bis-01.txt> and the old one at <URL: ftp://ftp.ietf.org/rfc/\n    rfc2396.txt>, or in print at http://example.org/print-\nversion/index.html. A paragraph ends with http://example.org/end-\n\nNew paragraph.\n",
		want: []string{
			// white space around a line break inside a wrapper is removed; the
			// break came right after a hyphen, which is kept and marks the URI
			// ambiguous (E).
			"http://www.ietf.org/internet-drafts/draft-fielding-uri-rfc2396bis-01.txt",
			// "URL:" with a trailing space is removed (E).
			"ftp://ftp.ietf.org/rfc/rfc2396.txt",
			// a bare URI broken right after a hyphen: white space around the
			// break ignored, hyphen kept, ambiguous (E).
			"http://example.org/print-version/index.html",
			// an empty line is no line break inside a URI.
			"http://example.org/end-",
		},
		amb: []bool{true, false, true, false},
	},
	{
		name: "non-ASCII prose",
		text: "Voir « http://example.fr/page » et “https://example.org/quoted”. 参见http://example.cn/页面 或 https://example.cn/index.html。\n" +
			"Ein IRI wie http://example.de/straße ist keine URI; http://example.de/strasse schon.\n",
		want: []string{
			// guillemets and curly quotes are not URI characters (§2): they
			// delimit.
			"http://example.fr/page",
			"https://example.org/quoted",
			// "参见http://..." : the scheme starts after the CJK text (not a
			// scheme character); "页面" is Han, a script written without
			// spaces, after an ASCII host: prose touching the URI, not
			// part of it (mapped.go).
			"http://example.cn/",
			// "。" (ideographic full stop) is punctuation, not part of the URI.
			"https://example.cn/index.html",
			// "ß" continues a Latin word: an IRI (RFC 3987), reported as the
			// URI it maps to (§3.1: UTF-8 percent-encoded, "ß" is C3 9F).
			"http://example.de/stra%C3%9Fe",
			"http://example.de/strasse",
		},
	},
	{
		name: "IRIs, CJK, Slack, brackets, broken wrappers, any scheme",
		text: "見て https://例え.jp/パス と https://münchen.de/straße?q=ä\n" +
			"詳細はhttps://example.com/docs/を参照してください。\n" +
			"Slack: <https://example.com/slack|link text> and <mailto:a@example.com|mail a>\n" +
			"Search https://example.com/search?q=[test]&x=1 or http://example.com/a[1] or https://example.com/?q=[x&y=1.\n" +
			"Broken: <http:\n//example.com/a> and <URL:http:/\n  /example.com/b/\n  c> here.\n" +
			"Atom ids: <tag:example.com,2005:x> and <urn:isbn:0451450523>; not <Note: see this>.\n" +
			"In brackets <https://例え.jp/パス>; no URI where IDNA refuses the host: https://\u0301a.example/ <https://\u0301b.example/>\n" +
			"A port with a typo: https://例え.jp:8o/x\n",
		want: []string{
			// an IRI host: its path in the same script is the IRI's (RFC 3987),
			// mapped by §3.1: A-labels (RFC 3492: "例え" is "xn--r8jz45g"),
			// percent-encoded UTF-8 (パ E3 83 91, ス E3 82 B9).
			"https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9",
			// "münchen" is "xn--mnchen-3ya"; ß C3 9F, ä C3 A4.
			"https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4",
			// a URI touching Japanese prose on both sides: the prose is not
			// part of it.
			"https://example.com/docs/",
			// Slack's <URI|label>: the URI before "|".
			"https://example.com/slack",
			"mailto:a@example.com",
			// balanced brackets in a query are kept, percent-encoded (RFC
			// 3986 §3.4 has no "[" there; cutting would change the query).
			"https://example.com/search?q=%5Btest%5D&x=1",
			// in a path, the grammar ends the URI at "[" (§3.3), as before.
			"http://example.com/a",
			// unbalanced in a query: cut there too.
			"https://example.com/?q=",
			// a line broken between ":" and "//", or inside "//" (E): joined.
			"http://example.com/a",
			"http://example.com/b/c",
			// angle brackets make any scheme a URI (E), "tag" (RFC 4151) too;
			// "Note:" with white space inside is prose.
			"tag:example.com,2005:x",
			"urn:isbn:0451450523",
			// an IRI in a wrapper, mapped as a bare one is.
			"https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9",
			// a label starting with a combining mark: UTS #46 §4.1 refuses
			// it, so the IRI has no URI (RFC 3987 §3.1) and nothing is
			// reported, bare or wrapped.
			// the grammar ends an IRI where it ends a URI (§3.2.3: a port is
			// digits), and what remains is mapped.
			"https://xn--r8jz45g.jp:8",
		},
	},
	{
		name: "false positives",
		text: "Meeting at 10:30, Re: budget. Note: bring a:b and ab:cd. Mail bob@example.com.\n" +
			"Paths C:\\Windows\\System32 and D:/games; the http: scheme; a URL like http:// alone; mailto: nothing.\n" +
			"Ratio 3:2, IPv6 ::1, time 23:59:59, <bob@example.com>, <b>bold</b>, a < b > c, x<y>z.\n",
		want: nil,
	},
}

func TestTexts(t *testing.T) {
	for _, tc := range texts {
		ms := all(tc.text)
		got := uris(ms)
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s:\ngot  %q\nwant %q", tc.name, got, tc.want)
		}
		if tc.amb != nil && len(ms) == len(tc.amb) {
			for i, m := range ms {
				if m.Ambiguous != tc.amb[i] {
					t.Errorf("%s: %q ambiguous %v, want %v", tc.name, m.URI, m.Ambiguous, tc.amb[i])
				}
			}
		}
		checkStreams(t, tc.text)
	}
}
