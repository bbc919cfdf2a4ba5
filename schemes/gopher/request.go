package gopher

import "strings"

// The request line. RFC 1738 §3.4.2: "the Gopher client sends the
// <selector> string (after decoding), a tab, and the search string";
// §3.4.3: for a Gopher+ item, "the Gopher selector, followed by a tab and
// the search string (which may be empty), followed by a tab and the Gopher+
// commands"; RFC 1436 §2: the line ends with CR LF.

// Request returns what the client sends after connecting: the selector,
// a tab and the search when there is one, a tab and the Gopher+ string when
// there is one, then CR LF. A Gopher+ string that already ends in CR LF (a
// filled-out ASK form, whose last line is ".") gets no second one.
func (v URL) Request() string { return v.request(false) }

// RequestDraft1994 returns the request as seed 000 shows it: like Request,
// but a Gopher+ item without a search sends no empty search
// ("a_gopher_selector<tab>+<cr><lf>").
func (v URL) RequestDraft1994() string { return v.request(true) }

func (v URL) request(draft bool) string {
	var b strings.Builder
	b.WriteString(v.Selector())
	search, hasSearch := v.Search()
	plus, hasPlus := v.PlusString()
	if hasSearch && !(draft && hasPlus && search == "") {
		b.WriteByte('\t')
		b.WriteString(search)
	}
	if hasPlus {
		b.WriteByte('\t')
		b.WriteString(plus)
	}
	if !strings.HasSuffix(plus, "\r\n") {
		b.WriteString("\r\n")
	}
	return b.String()
}
