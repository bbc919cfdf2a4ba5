package main

// The output of the record layer (records.go): one record per input, in
// order, as JSON Lines or as text; an error record in a record's place.

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"strconv"

	"github.com/urikit/urikit/uri"
)

// A record is what a handler made of one input. It is written with
// encoding/json for --json (a struct whose fields are in CLI.md's order) and
// with human otherwise.
type record interface {
	// passed reports whether the record counts as success for the exit
	// status (a parsed URI: true; for compare, "equal" too).
	passed() bool
	// human writes the record as text.
	human(h *humanWriter)
}

// output writes records to standard output through a buffer.
type recordWriter struct {
	w      *bufio.Writer
	enc    *json.Encoder // nil for text output
	h      humanWriter
	failed bool      // some record did not pass
	large  bool      // the record comes from a long input: stream its JSON (jsonstream.go)
	errw   io.Writer // where text mode writes the errors of records
	// beforeErr runs before an error is written to errw: it erases the
	// progress line, and flushes the results before it when standard
	// output is a terminal, so that a person reads them in order.
	beforeErr func()
}

func newRecordWriter(w io.Writer, asJSON, blocks bool) *recordWriter {
	o := &recordWriter{w: bufio.NewWriterSize(w, 64<<10)}
	if asJSON {
		o.enc = json.NewEncoder(o.w)
		o.enc.SetEscapeHTML(false)
	}
	o.h = humanWriter{w: o.w, blocks: blocks}
	return o
}

// record writes a handled record.
func (o *recordWriter) record(r record) {
	if !r.passed() {
		o.failed = true
	}
	if o.enc != nil {
		if !o.large || !streamJSON(o.w, r) {
			o.enc.Encode(r) // errors are sticky in o.w and reported by finish
		}
		return
	}
	o.h.start()
	r.human(&o.h)
}

// failure writes the error record of input number n. The offset comes from
// the first uri.OffsetError in err's chain (the error of every package of
// the module is one); it is null when there is none.
func (o *recordWriter) failure(label string, n int, echo []field, err error) {
	o.failed = true
	var offset *int
	var oe uri.OffsetError
	if errors.As(err, &oe) {
		off := oe.ByteOffset()
		offset = &off
	}
	if o.enc != nil {
		rec := errorRecord{echo: echo, msg: err.Error(), offset: offset}
		if list := repairsOf(err); list != nil {
			rec.extra = []field{{"repairs", *list}}
		}
		if fs := findingsOf(err); fs != nil {
			rec.extra = append(rec.extra, field{"findings", fs})
		}
		if !o.large || !streamJSON(o.w, rec) {
			o.enc.Encode(rec)
		}
		return
	}
	msg := label + " " + strconv.Itoa(n) + ": " + err.Error() + "\n"
	for _, f := range findingsOf(err) {
		msg += label + " " + strconv.Itoa(n) + ": " + f.Severity + " " + f.Kind + ": " + f.Message + "\n"
	}
	if o.errw == nil {
		o.h.start()
		o.h.w.WriteString(msg)
		return
	}
	if o.beforeErr != nil {
		o.beforeErr()
	}
	io.WriteString(o.errw, msg)
	if !o.h.blocks {
		o.h.start()
		o.h.line("")
	}
}

// err returns the first write error, if any (bufio.Writer keeps it: a
// Write of nothing reports it).
func (o *recordWriter) err() error {
	_, err := o.w.Write(nil)
	return err
}

func (o *recordWriter) flush() error {
	if o.w.Buffered() == 0 {
		return nil
	}
	return o.w.Flush()
}

// finish flushes the output and returns the exit status.
func (o *recordWriter) finish(e *env) int {
	if err := o.w.Flush(); err != nil {
		return e.writeFailed(err)
	}
	if o.failed {
		return exitFail
	}
	return exitOK
}

// writeRepairs writes one line per repair on standard error (text output),
// each prefixed with where the input comes from ("line 3").
func (o *recordWriter) writeRepairs(label string, n int, list repairList) {
	if list == nil || len(*list) == 0 || o.enc != nil || o.errw == nil {
		return
	}
	if o.beforeErr != nil {
		o.beforeErr()
	}
	prefix := label + " " + strconv.Itoa(n) + ": repaired: "
	for _, c := range *list {
		o.errw.Write([]byte(prefix + c.Kind + " at offset " + strconv.Itoa(c.Offset) + ": " + c.Message + "\n"))
	}
}
