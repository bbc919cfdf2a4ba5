package main

import (
	"errors"
	"strconv"

	"github.com/urikit/urikit/repair"
	"github.com/urikit/urikit/uri"
)

// --repair, for the commands that read URIs from the wild (parse, resolve,
// normalize, links, query, edit): each input is first repaired as
// "uri repair" repairs it (package repair: a space, "é", "|", a stray "%",
// white space around it ...), and every repair is reported: in text output
// one line per repair on standard error ("line 3: repaired: encoded-space
// at offset 20: space written %20"), with --json as the record's "repairs"
// array, [{"kind","offset","message"}] as uri repair gives it, offsets in
// the input (the array is there, empty or not, whenever --repair is).
// Without --repair, an input that repair would make acceptable fails with
// an error that says so and shows the repaired text.

// repairFlagHelp is the help line of --repair.
const repairFlagHelp = `repair each input first, as "uri repair" does (a space, "é", "|", a stray "%" ...); each repair is listed on standard error (--json: in "repairs")`

// Repair declares --repair.
func (fs *flagSet) Repair() *bool { return fs.Bool("repair", repairFlagHelp) }

type repairChange struct {
	Kind    string `json:"kind"`
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// repairList is what --repair did to one input, each repair as uri repair's
// record gives it (repairChange, repair.go): nil without --repair, so
// that a record's "repairs" is absent then and an array (maybe empty) with
// it.
type repairList = *[]repairChange

// repairInput returns s repaired and the repairs when on is set; s itself
// and nil otherwise. An input repair cannot make a URI reference is an
// error (its offset in s).
func repairInput(on bool, s string) (string, repairList, error) {
	if !on {
		return s, nil, nil
	}
	r, changes, err := repair.Repair(s)
	if err != nil {
		return s, nil, err
	}
	list := make([]repairChange, 0, len(changes))
	for _, c := range changes {
		list = append(list, repairChange{Kind: string(c.Kind), Offset: c.Offset, Message: c.Message})
	}
	return r, &list, nil
}

// A repairedRecord is a record made with --repair: its repairs are listed
// on standard error in text output.
type repairedRecord interface {
	repairs() repairList
}

// repairedError is the error of an input that --repair changed and that
// still failed. Its offset, which is in the repaired text, is not given
// (null), as the records' offsets are in the input; the message shows the
// repaired text.
type repairedError struct {
	err  error
	list repairList
	text string // the repaired input
}

func (e *repairedError) Error() string {
	if len(*e.list) == 0 {
		return e.err.Error()
	}
	return e.err.Error() + " (in the repaired text " + strconv.Quote(cutText(e.text)) + ")"
}

// Unwrap gives the error (and so its offset) only when nothing was
// repaired: then the offset is in the input.
func (e *repairedError) Unwrap() error {
	if len(*e.list) == 0 {
		return e.err
	}
	return nil
}

// afterRepair wraps err, the failure of an input repaired with list, so that
// the record still lists the repairs; without --repair (list nil) it
// returns err.
func afterRepair(err error, list repairList, text string) error {
	if err == nil || list == nil {
		return err
	}
	return &repairedError{err, list, text}
}

// repairHint adds to err, the failure of input s, that --repair would make
// s acceptable, when it would: when s repaired passes ok. The repaired
// text is shown; the error and its offset are kept.
func repairHint(err error, s string, ok func(string) bool) error {
	r, changes, rerr := repair.Repair(s)
	if rerr != nil || len(changes) == 0 || !ok(r) {
		return err
	}
	return &hintError{err, " (uri repair or --repair makes it " + strconv.Quote(cutText(r)) + ")"}
}

// hintError is an error with a hint after its message.
type hintError struct {
	err  error
	hint string
}

func (e *hintError) Error() string { return e.err.Error() + e.hint }
func (e *hintError) Unwrap() error { return e.err }

// repairsOf returns the repairs an error record lists, nil when none.
func repairsOf(err error) repairList {
	var re *repairedError
	if errors.As(err, &re) {
		return re.list
	}
	return nil
}

// fromWild runs do on s, or, with --repair (on), on s repaired. Without
// --repair, do's error says whether --repair would help; with it, the error
// keeps the repairs. It returns the repairs (nil without --repair). do must
// have no effect but on its own results, as it may run twice.
func fromWild(on bool, s string, do func(text string) error) (repairList, error) {
	text, list, err := repairInput(on, s)
	if err != nil {
		return nil, err
	}
	if err := do(text); err != nil {
		if list == nil {
			return nil, repairHint(err, s, func(r string) bool { return do(r) == nil })
		}
		return list, afterRepair(err, list, text)
	}
	return list, nil
}

// parseWild parses s with parse, as fromWild runs it: repaired first with
// --repair (on).
func parseWild(on bool, s string, parse func(string) (uri.URI, error)) (u uri.URI, list repairList, err error) {
	list, err = fromWild(on, s, func(t string) (err error) {
		u, err = parse(t)
		return err
	})
	return u, list, err
}

// repairAbout ends the help of each command with --repair.
const repairAbout = `

URIs found in the wild (web pages, logs, crawl lists) are often not valid:
a space, "é", "|", "[" in a query, a stray "%". Such an input is an error,
which says so when "uri repair" would fix it. With --repair each input is
first repaired as uri repair does (as browsers do), the rest of the command
works on the repaired text, and each repair is listed on standard error
("line 3: repaired: encoded-space at offset 20: space written %20") or,
with --json, in the record's "repairs": [{"kind","offset","message"}],
offsets in the input.`
