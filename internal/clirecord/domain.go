package clirecord

import "github.com/urikit/urikit/publicsuffix"

// Domain is the record of uri domain for input s, a host or a URL: its
// registrable domain and public suffix by list (publicsuffix.All, or
// publicsuffix.ICANN for --icann).
func Domain(list *publicsuffix.List, s string) (Record, error) {
	d, err := list.Lookup(s)
	if err != nil {
		return nil, err
	}
	r := &DomainRecord{Input: s, OK: true, Host: d.Host,
		PublicSuffix: nullable(d.PublicSuffix), Registrable: nullable(d.Registrable),
		RegistrableASCII: nullable(d.RegistrableASCII)}
	if d.Rule {
		r.ICANN = &d.ICANN
	}
	return r, nil
}

// nullable is nil for "", so that JSON says null.
func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// DomainRecord is the record of uri domain (CLI.md).
type DomainRecord struct {
	Input            string  `json:"input"`
	OK               bool    `json:"ok"`
	Host             string  `json:"host"`
	PublicSuffix     *string `json:"public_suffix"`
	Registrable      *string `json:"registrable"`
	RegistrableASCII *string `json:"registrable_ascii"`
	ICANN            *bool   `json:"icann"`
}

func (r *DomainRecord) Passed() bool { return true }

// Human writes the registrable domain, an empty line when there is none.
func (r *DomainRecord) Human(h *Text) {
	if r.Registrable != nil {
		h.Value(*r.Registrable)
	} else {
		h.Value("")
	}
}
