package clirecord

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/uri"
)

// --repair, for the commands that read URIs from the wild: each input is
// first repaired as "uri repair" repairs it (package repair), and every
// repair is reported: in text output one line per repair on standard
// error, with --json as the record's "repairs" array,
// [{"kind","offset","message"}] as uri repair gives it, offsets in the
// input (the array is there, empty or not, whenever --repair is). Without
// --repair, an input that repair would make acceptable fails with an error
// that says so and shows the repaired text.

// RepairChange is one repair, as uri repair's record gives it.
type RepairChange struct {
	Kind    string `json:"kind"`
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// RepairList is what --repair did to one input: nil without --repair, so
// that a record's "repairs" is absent then and an array (maybe empty) with
// it.
type RepairList = *[]RepairChange

// RepairInput returns s repaired and the repairs when on is set; s itself
// and nil otherwise. An input repair cannot make a URI reference is an
// error (its offset in s).
func RepairInput(on bool, s string) (string, RepairList, error) {
	if !on {
		return s, nil, nil
	}
	r, changes, err := repair.Repair(s)
	if err != nil {
		return s, nil, err
	}
	return r, Changes(changes), nil
}

// Changes is changes as records list them.
func Changes(changes []repair.Change) RepairList {
	list := make([]RepairChange, 0, len(changes))
	for _, c := range changes {
		list = append(list, RepairChange{Kind: string(c.Kind), Offset: c.Offset, Message: c.Message})
	}
	return &list
}

// repairedError is the error of an input that --repair changed and that
// still failed. Its offset, which is in the repaired text, is not given
// (null), as the records' offsets are in the input; the message shows the
// repaired text.
type repairedError struct {
	Err  error
	List RepairList
	Text string // the repaired input
}

func (e *repairedError) Error() string {
	if len(*e.List) == 0 {
		return e.Err.Error()
	}
	return e.Err.Error() + " (in the repaired text " + strconv.Quote(CutText(e.Text)) + ")"
}

// Unwrap gives the error (and so its offset) only when nothing was
// repaired: then the offset is in the input.
func (e *repairedError) Unwrap() error {
	if len(*e.List) == 0 {
		return e.Err
	}
	return nil
}

// AfterRepair wraps err, the failure of an input repaired with list, so
// that the record still lists the repairs; without --repair (list nil) it
// returns err.
func AfterRepair(err error, list RepairList, text string) error {
	if err == nil || list == nil {
		return err
	}
	return &repairedError{err, list, text}
}

// RepairHint adds to err, the failure of input s, that --repair would make
// s acceptable, when it would: when s repaired passes ok. The repaired
// text is shown; the error and its offset are kept.
func RepairHint(err error, s string, ok func(string) bool) error {
	r, changes, rerr := repair.Repair(s)
	if rerr != nil || len(changes) == 0 || !ok(r) {
		return err
	}
	return Hint(err, " (uri repair or --repair makes it "+strconv.Quote(CutText(r))+")")
}

// Hint returns err with hint added to its message; the error (and its
// offset) stays in the chain.
func Hint(err error, hint string) error { return &hintError{err, hint} }

// hintError is an error with a hint after its message; its offset is the
// error's. (The wrappers here are unexported: they have no offset of their
// own, so they are not errors of the module's one shape, uri.OffsetError.)
type hintError struct {
	Err  error
	Hint string
}

func (e *hintError) Error() string { return e.Err.Error() + e.Hint }
func (e *hintError) Unwrap() error { return e.Err }

// RepairsOf returns the repairs an error record lists, nil when none.
func RepairsOf(err error) RepairList {
	var re *repairedError
	if errors.As(err, &re) {
		return re.List
	}
	return nil
}

// FromWild runs do on s, or, with --repair (on), on s repaired. Without
// --repair, do's error says whether --repair would help; with it, the error
// keeps the repairs. It returns the repairs (nil without --repair). do must
// have no effect but on its own results, as it may run twice.
func FromWild(on bool, s string, do func(text string) error) (RepairList, error) {
	text, list, err := RepairInput(on, s)
	if err != nil {
		return nil, err
	}
	if err := do(text); err != nil {
		if list == nil {
			return nil, RepairHint(err, s, func(r string) bool { return do(r) == nil })
		}
		return list, AfterRepair(err, list, text)
	}
	return list, nil
}

// ParseWild parses s with parse, as FromWild runs it: repaired first with
// --repair (on).
func ParseWild(on bool, s string, parse func(string) (uri.URI, error)) (u uri.URI, list RepairList, err error) {
	list, err = FromWild(on, s, func(t string) (err error) {
		u, err = parse(t)
		return err
	})
	return u, list, err
}

// CutText cuts a message that may quote input ("json: unknown field
// \"...\"") to its first 200 bytes and "…", as package uri cuts its own.
func CutText(s string) string {
	if len(s) <= 200 {
		return s
	}
	n := 200
	for n > 196 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
