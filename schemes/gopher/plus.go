package gopher

import "strings"

// The Gopher+ string (seed 000, "Gopher", and its summary; RFC 1738
// §3.4.4-§3.4.10):
//
//	%3F                                  an item with an ASK form, to be filled in
//	![attribute_name][%20attribute_name]...   an item's attributes
//	$[attribute_name][%20attribute_name]...   the attributes of a directory's items
//	+[view_name[%20language_name]]            the item's content in a view
//	 [%091%0D%0A+-1%0D%0Aask_item1_value%0D%0A...%0D%0A.%0D%0A]  with a filled-out ASK form

// PlusKind tells which form a Gopher+ string has.
type PlusKind uint8

const (
	PlusNone           PlusKind = iota // no Gopher+ string
	PlusView                           // "+": the default view, or "+view lang" an alternate one
	PlusItemAttributes                 // "!": the item's attributes, all or the named ones
	PlusDirAttributes                  // "$": the attributes of all items of a directory
	PlusAsk                            // "?": an item with an ASK form to fill in
	PlusOther                          // a string of none of these forms (RFC 1738 allows *xchar)
)

var plusKindNames = [...]string{"none", "view", "item-attributes", "directory-attributes", "ask", "other"}

// String returns "none", "view", "item-attributes", "directory-attributes",
// "ask" or "other".
func (k PlusKind) String() string {
	if int(k) < len(plusKindNames) {
		return plusKindNames[k]
	}
	return "other"
}

// Plus is a Gopher+ string read into its parts.
type Plus struct {
	Kind       PlusKind
	View       string   // PlusView: the view name ("application/postscript"), "" for the default
	Language   string   // PlusView: the language name ("Es_ES"), "" when none
	Attributes []string // PlusItemAttributes, PlusDirAttributes: the names, nil for all
	Ask        []string // PlusView: the values of a filled-out ASK form, nil when there is none
}

// Plus reads the URL's Gopher+ string into its parts (seed 000's summary).
func (v URL) Plus() Plus {
	s, ok := v.PlusString()
	if !ok {
		return Plus{}
	}
	return ParsePlus(s)
}

// ParsePlus reads a decoded Gopher+ string. A string of none of seed 000's
// forms is PlusOther.
func ParsePlus(s string) Plus {
	if s == "" {
		return Plus{Kind: PlusOther}
	}
	switch s[0] {
	case '?':
		if s == "?" {
			return Plus{Kind: PlusAsk}
		}
	case '!', '$':
		p := Plus{Kind: PlusItemAttributes}
		if s[0] == '$' {
			p.Kind = PlusDirAttributes
		}
		if rest := s[1:]; rest != "" {
			if strings.ContainsAny(rest, "\t\r\n") {
				return Plus{Kind: PlusOther}
			}
			p.Attributes = strings.Split(rest, " ")
		}
		return p
	case '+':
		head, form, hasForm := strings.Cut(s[1:], "\t")
		if strings.ContainsAny(head, "\r\n") || strings.Count(head, " ") > 1 {
			return Plus{Kind: PlusOther}
		}
		p := Plus{Kind: PlusView}
		p.View, p.Language, _ = strings.Cut(head, " ")
		if hasForm {
			const start, end = "1\r\n+-1\r\n", ".\r\n"
			if !strings.HasPrefix(form, start) || !strings.HasSuffix(form, end) || len(form) < len(start)+len(end) {
				return Plus{Kind: PlusOther}
			}
			body := form[len(start) : len(form)-len(end)]
			p.Ask = []string{}
			for body != "" {
				line, rest, ok := strings.Cut(body, "\r\n")
				if !ok {
					return Plus{Kind: PlusOther}
				}
				p.Ask = append(p.Ask, line)
				body = rest
			}
		}
		return p
	}
	return Plus{Kind: PlusOther}
}
