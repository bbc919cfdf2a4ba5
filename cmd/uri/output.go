package main

// The output of the record layer (records.go): one record per input, in
// order, as JSON Lines or as text; an error record in a record's place.

import (
	"bufio"
	"encoding/json"
	"io"
	"strconv"

	"github.com/urikit/urikit/internal/clirecord"
)

// A record is what a handler made of one input (clirecord.Record): written
// with encoding/json for --json and with its Human method otherwise.
type record = clirecord.Record

// output writes records to standard output through a buffer.
type recordWriter struct {
	w      *bufio.Writer
	enc    *json.Encoder // nil for text output
	h      *clirecord.Text
	failed bool      // some record did not pass
	large  bool      // the record comes from a long input: stream its JSON (jsonstream.go)
	errw   io.Writer // where text mode writes the errors of records
	tty    bool      // standard output is a terminal (beforeErr)
	prog   *progress // the progress line on standard error, nil for none
}

func newRecordWriter(w io.Writer, asJSON, blocks bool) *recordWriter {
	o := &recordWriter{w: bufio.NewWriterSize(w, 64<<10)}
	if asJSON {
		o.enc = json.NewEncoder(o.w)
		o.enc.SetEscapeHTML(false)
	}
	o.h = clirecord.NewText(o.w, blocks)
	return o
}

// writeRecord writes a handled record.
func (o *recordWriter) writeRecord(r record) {
	if !r.Passed() {
		o.failed = true
	}
	if o.enc != nil {
		if !o.large || !clirecord.StreamJSON(o.w, r) {
			o.enc.Encode(r) // errors are sticky in o.w and reported by finish
		}
		return
	}
	o.h.Start()
	r.Human(o.h)
}

// failure writes the error record of input number n (clirecord.Failure);
// in text mode its message goes to standard error (clirecord.FailureText)
// and, when records are lines, an empty line keeps its place.
func (o *recordWriter) failure(label string, n int, echo []clirecord.Field, err error) {
	o.failed = true
	if o.enc != nil {
		rec := clirecord.Failure(echo, err)
		if !o.large || !clirecord.StreamJSON(o.w, rec) {
			o.enc.Encode(rec)
		}
		return
	}
	msg := clirecord.FailureText(label, n, err)
	if o.errw == nil {
		o.h.Start()
		o.w.WriteString(msg)
		return
	}
	o.beforeErr()
	io.WriteString(o.errw, msg)
	if !o.h.Blocks() {
		o.h.Start()
		o.h.Line("")
	}
}

// beforeErr runs before an error is written to errw: it erases the
// progress line, and flushes the results before it when standard output is
// a terminal, so that a person reads them in order.
func (o *recordWriter) beforeErr() {
	o.prog.done()
	if o.tty {
		o.flush()
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
func (o *recordWriter) writeRepairs(label string, n int, list clirecord.RepairList) {
	if list == nil || len(*list) == 0 || o.enc != nil || o.errw == nil {
		return
	}
	o.beforeErr()
	prefix := label + " " + strconv.Itoa(n) + ": repaired: "
	for _, c := range *list {
		o.errw.Write([]byte(prefix + c.Kind + " at offset " + strconv.Itoa(c.Offset) + ": " + c.Message + "\n"))
	}
}

// An emitter is where a handler writes what it makes of one input: the
// output, and the place of the input ("argument 2", "line 7") for what goes
// to standard error. It is to a handler what an http.ResponseWriter is to
// an http.Handler.
type emitter struct {
	out   *recordWriter
	label string // "argument", or where the line comes from (inputs.label)
	n     int    // the input's number
}

// write writes r, the record of the input, after the repairs it tells of
// (clirecord.Repaired), if any.
func (t *emitter) write(r record) {
	if rp, ok := r.(clirecord.Repaired); ok {
		t.out.writeRepairs(t.label, t.n, rp.RepairList())
	}
	t.out.writeRecord(r)
}

// put writes rec, or returns err when there is one: the end of a handler
// whose record clirecord makes (clirecord.Normalize, ...).
func (t *emitter) put(rec record, err error) error {
	if err != nil {
		return err
	}
	t.write(rec)
	return nil
}

// fail writes the error record of the input, echo identifying it, after
// the repairs err tells of (clirecord.RepairsOf), if any.
func (t *emitter) fail(echo []clirecord.Field, err error) {
	t.out.writeRepairs(t.label, t.n, clirecord.RepairsOf(err))
	t.out.failure(t.label, t.n, echo, err)
}
