package clirecord

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/links"
	"github.com/urikit/urikit/uri"
)

// The records of uri links (CLI.md): one per link of an HTML document,
// resolved against the document's base URI (RFC 3986 §5.1).

// LinkFields are the fields of CLI.md's link record before "ok": {"file",
// "line","column","element","attribute","ref","base","base_source"}.
type LinkFields struct {
	File       *string `json:"file"`
	Line       int     `json:"line"`
	Column     int     `json:"column"`
	Element    string  `json:"element"`
	Attribute  string  `json:"attribute"`
	Ref        string  `json:"ref"`
	Base       *string `json:"base"`
	BaseSource *string `json:"base_source"`
	OK         bool    `json:"ok"`
}

// LinkRecord is a link with its target: {...,"ok":true,"result"}, and
// "repairs" with --repair.
type LinkRecord struct {
	LinkFields
	Result  string     `json:"result"`
	Repairs RepairList `json:"repairs,omitempty"`
}

// LinkFailure is a link without a target: {...,"ok":false,"error","offset"},
// the offset being in ref (null when the reference is fine but there is no
// base).
type LinkFailure struct {
	LinkFields
	Error   string     `json:"error"`
	Offset  *int       `json:"offset"`
	Repairs RepairList `json:"repairs,omitempty"`
}

// repairLink repairs the reference of l with --repair (on) and resolves it
// again when that changed it; without --repair, the error of a reference
// that repair would make resolvable says so. It returns the link and the
// repairs (nil without --repair).
func repairLink(on bool, l links.Link, b links.Base) (links.Link, RepairList) {
	resolve := func(ref string) error {
		u, err := b.Resolve(ref)
		if err == nil {
			l.URI, l.Err = u, nil
		}
		return err
	}
	var ue *uri.Error
	if !on {
		if errors.As(l.Err, &ue) {
			l.Err = RepairHint(l.Err, l.Ref, func(r string) bool { _, err := b.Resolve(r); return err == nil })
		}
		return l, nil
	}
	text, list, err := RepairInput(true, l.Ref)
	if err != nil {
		l.Err = err
		return l, &[]RepairChange{}
	}
	if len(*list) == 0 {
		return l, list
	}
	if err := resolve(text); err != nil {
		l.URI, l.Err = uri.URI{}, AfterRepair(err, list, text)
	}
	return l, list
}

// Link is the record of uri links for l, a link found in file (nil:
// standard input) under base b: a *LinkRecord, or a *LinkFailure when l
// has no target. With repair (--repair) the reference is repaired first
// and the record lists the repairs.
func Link(file *string, l links.Link, b links.Base, repair bool) LinkRec {
	l, list := repairLink(repair, l, b)
	return newLinkRecord(file, l, b, list)
}

// newLinkRecord returns a *LinkRecord or a *LinkFailure for l, with the
// repairs of --repair (nil without it).
func newLinkRecord(name *string, l links.Link, b links.Base, list RepairList) LinkRec {
	f := LinkFields{File: name, Line: l.Line, Column: l.Column, Element: l.Element,
		Attribute: l.Attribute, Ref: l.Ref, OK: l.Err == nil}
	if u, ok := b.URI(); ok {
		s, src := u.String(), b.Source().String()
		f.Base, f.BaseSource = &s, &src
	}
	if l.Err == nil {
		return &LinkRecord{f, l.URI.String(), list}
	}
	r := &LinkFailure{LinkFields: f, Error: l.Err.Error(), Repairs: list}
	if errors.Is(l.Err, links.ErrNoBase) {
		r.Error += "; give a base with --url or --default-base"
	}
	var oe uri.OffsetError
	if errors.As(l.Err, &oe) {
		off := oe.ByteOffset()
		r.Offset = &off
	}
	return r
}

// LinkRec is a *LinkRecord or a *LinkFailure.
type LinkRec interface {
	Record
	Repaired
	Fields() *LinkFields
}

func (r *LinkRecord) Passed() bool  { return true }
func (r *LinkFailure) Passed() bool { return false }

// Fields returns the fields the two records share.
func (f *LinkFields) Fields() *LinkFields { return f }

func (r *LinkRecord) RepairList() RepairList  { return r.Repairs }
func (r *LinkFailure) RepairList() RepairList { return r.Repairs }

// Human writes FILE:LINE:COLUMN:URI, as grep -n --column does.
func (r *LinkRecord) Human(h *Text) {
	h.Line(r.Position() + ":" + r.Result)
}

// Human is not used by uri links: in text output a failure goes to
// standard error, "FILE:LINE:COLUMN: <TAG>: ERROR".
func (r *LinkFailure) Human(h *Text) {
	h.Line(r.Position() + ": " + r.Error)
}

// Tag is the link's element and attribute as HTML writes them, <a
// href="ref">, for the messages of text output.
func (f *LinkFields) Tag() string {
	return "<" + f.Element + " " + f.Attribute + "=" + QuoteText(f.Ref) + ">"
}

// Position is FILE:LINE:COLUMN.
func (f *LinkFields) Position() string {
	return DisplayName(f.File) + ":" + strconv.Itoa(f.Line) + ":" + strconv.Itoa(f.Column)
}
