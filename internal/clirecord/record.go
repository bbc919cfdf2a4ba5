package clirecord

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/uri"
)

// A Record is what a command made of one input (CLI.md): written as JSON
// by encoding/json (a struct whose fields are in CLI.md's order; see JSON)
// and as text by Human.
type Record interface {
	// Passed reports whether the record counts as success for the exit
	// status (a parsed URI: true; for compare, "equal" too).
	Passed() bool
	// Human writes the record as text.
	Human(h *Text)
}

// A Repaired record is one made with --repair: its repairs are listed on
// standard error in text output.
type Repaired interface {
	RepairList() RepairList
}

// JSON returns v, a Record or an ErrorRecord, as the CLI writes it with
// --json: one line of JSON, without HTML escaping, ending in "\n".
func JSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// TextOf returns r as the CLI writes it without --json (blocks as the
// command's Text does: inspect and canon --profile
// safebrowsing-expressions write blocks, the other commands here lines).
func TextOf(r Record, blocks bool) string {
	var b strings.Builder
	w := bufio.NewWriter(&b)
	h := NewText(w, blocks)
	h.Start()
	r.Human(h)
	w.Flush()
	return b.String()
}

// A Field is one key and value of a JSON object whose key order matters.
type Field struct {
	Key   string
	Value any
}

// ErrorRecord is {<echo fields>, "ok": false, "error": msg, "offset":
// n|null, <extra fields>}: the record of an input that failed.
type ErrorRecord struct {
	Echo   []Field // the fields that identify the input: [{Key: "input", Value: s}], ...
	Msg    string
	Offset *int
	Extra  []Field // added fields, such as "repairs" (--repair)
}

// Failure is the error record of the input echo names, which failed with
// err. The offset comes from the first uri.OffsetError in err's chain (the
// error of every package of the module is one); it is null when there is
// none. The repairs of a repairedError and the findings of a findingsError
// are added.
func Failure(echo []Field, err error) ErrorRecord {
	rec := ErrorRecord{Echo: echo, Msg: err.Error()}
	var oe uri.OffsetError
	if errors.As(err, &oe) {
		off := oe.ByteOffset()
		rec.Offset = &off
	}
	if list := RepairsOf(err); list != nil {
		rec.Extra = []Field{{Key: "repairs", Value: *list}}
	}
	if fs := FindingsOf(err); fs != nil {
		rec.Extra = append(rec.Extra, Field{Key: "findings", Value: fs})
	}
	return rec
}

// FailureText is the failure of input n, named by label ("argument",
// "line"), as text output writes it on standard error: "line 3: <message>",
// then a line per finding of a findingsError.
func FailureText(label string, n int, err error) string {
	at := label + " " + strconv.Itoa(n) + ": "
	msg := at + err.Error() + "\n"
	for _, f := range FindingsOf(err) {
		msg += at + f.Severity + " " + f.Kind + ": " + f.Message + "\n"
	}
	return msg
}

// MarshalJSON writes the fields in order, without HTML escaping.
func (r ErrorRecord) MarshalJSON() ([]byte, error) {
	fields := append(r.Echo[:len(r.Echo):len(r.Echo)],
		Field{Key: "ok", Value: false}, Field{Key: "error", Value: r.Msg}, Field{Key: "offset", Value: r.Offset})
	fields = append(fields, r.Extra...)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	b.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := enc.Encode(f.Key); err != nil {
			return nil, err
		}
		b.Truncate(b.Len() - 1) // the encoder's "\n"
		b.WriteByte(':')
		if err := enc.Encode(f.Value); err != nil {
			return nil, err
		}
		b.Truncate(b.Len() - 1)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Result is {"input","ok","result"}, plus "result_hex" when the result is
// octets that are not UTF-8 (then "result" is null).
type Result struct {
	Input     string  `json:"input"`
	OK        bool    `json:"ok"`
	Result    *string `json:"result"`
	ResultHex string  `json:"result_hex,omitempty"`
	// Repairs lists what --repair changed in the input (normalize, edit;
	// absent without --repair).
	Repairs RepairList `json:"repairs,omitempty"`
	// Raw is the result octets, for text output when Result is nil.
	Raw string `json:"-"`
}

// NewResult is the record of input s whose result is r.
func NewResult(s, r string, repairs RepairList) *Result {
	return &Result{Input: s, OK: true, Result: &r, Repairs: repairs, Raw: r}
}

func (r *Result) RepairList() RepairList { return r.Repairs }

func (r *Result) Passed() bool { return true }

func (r *Result) Human(h *Text) {
	if r.Result != nil {
		h.Value(*r.Result)
	} else {
		h.Value(r.Raw)
	}
}

// Results is a record whose result is a list.
type Results struct {
	Input   string   `json:"input"`
	OK      bool     `json:"ok"`
	Results []string `json:"results"`
}

func (r *Results) Passed() bool { return true }

func (r *Results) Human(h *Text) {
	for _, s := range r.Results {
		h.Value(s)
	}
}
