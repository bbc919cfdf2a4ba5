package playground

import "strings"

// messages.go: each message once. RFC 3986's error is shown under the
// coloured input, and a parser's refusal would otherwise be written in every
// table that has a row for that parser (where it goes, how it splits the
// input, its record, the resolution). onceEach keeps the first and makes the
// others point at it.

// onceEach rewrites every refused cell whose message was already shown
// (RFC 3986's error under the coloured input, or an earlier refused cell,
// in the order the page shows them) to say where: "refused: as shown in
// “Where each parser goes”" in the same parser's row, "refused: the same
// error as RFC 1738" in another's.
func onceEach(v *View) {
	type place struct{ row, where string }
	seen := map[string]place{}
	if v.Error != nil {
		seen[v.Error.Message] = place{"RFC 3986", "above"}
	}
	for i := range v.Tables {
		t := &v.Tables[i]
		for j := range t.Rows {
			r := &t.Rows[j]
			for k := range r.Cells {
				c := &r.Cells[k]
				if c.Mark != "refused" {
					continue
				}
				msg, prefixed := strings.CutPrefix(c.Text, refusedPrefix)
				first, ok := seen[msg]
				if !ok {
					seen[msg] = place{r.Name, "in " + quote(t.Caption)}
					continue
				}
				c.Text = "the same error as " + first.row
				if first.row == r.Name || strings.HasPrefix(r.Name, first.row+",") {
					c.Text = "as shown " + first.where
				}
				if prefixed {
					c.Text = refusedPrefix + c.Text
				}
			}
		}
	}
}
