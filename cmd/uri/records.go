package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/uri"
)

// The record layer shared by the commands: it turns the arguments, or the
// lines of standard input, or JSON Lines, into input records; runs the
// command's handler on each; and writes exactly one output record per input
// record, in input order, as JSON Lines (--json) or as text. It streams: one
// record is read, handled and written before the next is read, so memory
// stays constant however long the input.
//
// Reading standard input (no positional arguments):
//   - text lines: a line ends at "\n"; one trailing "\r" is removed; a final
//     line without "\n" is a record; an empty line is a record (the empty
//     string). Empty input is no record at all.
//   - with --json-input, each line holds one JSON value (a string, or an
//     object for commands with several fields). A line that is not one valid
//     JSON value of the right type, the empty line included, becomes an error
//     record {"input": <the line>, "ok": false, "error": ..., "offset": null}:
//     no line is ever dropped.
//
// Errors of single records: in --json mode the error record, on standard
// output at the record's place; in text mode a line "argument N: <message>"
// or "line N: <message>" on standard error, so that standard output holds
// only results. Errors about the command itself (usage, unreadable input,
// unwritable output) go to standard error.
//
// --input-file F (repeatable, "-" for standard input) reads lines from the
// files in turn, exactly as standard input would be read. In text mode
// (neither --json nor --json-input), a line that cannot be an input of the
// command is skipped, though it still counts for line numbers: a blank line
// or a comment ("#" followed by a space or a tab, after optional spaces and
// tabs) where inputs are URIs or references, "#" alone and the empty line
// where they are URIs (see lineSort). So a file of URLs may have a header
// comment and blank lines. With --json every line is a record.

// recordFlags are the flags every record command has.
type recordFlags struct {
	json       *bool
	jsonInput  *bool
	maxLine    *int
	inputFiles []string // --input-file, in order
}

// defaultMaxLine is the default of --max-line-length: far longer than any
// URI in use, short enough that one line cannot exhaust memory.
const defaultMaxLine = 16 << 20

// Records declares --json, --json-input and --max-line-length; what a JSON
// input line holds is described by jsonInput ("a JSON string", `an object
// {"base","ref"}`).
func (fs *flagSet) Records(jsonInput string) *recordFlags {
	rf := &recordFlags{
		json:      fs.Bool("json", "print one JSON object per input record (JSON Lines)"),
		jsonInput: fs.Bool("json-input", "read standard input as JSON Lines, each line "+jsonInput),
		maxLine: fs.Int("max-line-length", "N", defaultMaxLine,
			"a line of standard input over N bytes is an error record; the rest is skipped unread (default 16 MiB, 0: none)"),
	}
	fs.lookup("max-line-length").common = true
	fs.add(&flagDef{name: "input-file", value: "F", common: true,
		help: "read inputs from file F (repeatable; - is standard input), as from standard input",
		set: func(v string) error {
			rf.inputFiles = append(rf.inputFiles, v)
			return nil
		}})
	return rf
}

// An inputKind tells how a command reads one input record. Commands taking
// one string use stringInput; a command whose records have several fields
// defines its own, usually with decodeJSONObject as fromJSON.
type inputKind[In any] struct {
	// fromArgs makes the records from all positional arguments at once (as
	// "compare A B" does); nil means each argument is a record, read by
	// fromText. An error is a usage error.
	fromArgs func(args []string) ([]In, error)
	// fromText reads one argument or one line of standard input.
	fromText func(text string) (In, error)
	// fromJSON reads one line of --json-input (without the line end).
	fromJSON func(line []byte) (In, error)
	// echo gives the fields that identify the input in an error record, in
	// order: [{"input", s}] for a string, [{"base", b}, {"ref", r}] ...
	echo func(In) []field
}

// stringInput is the inputKind of commands whose record is one string: an
// argument, a line, or a JSON string.
var stringInput = inputKind[string]{
	fromText: func(s string) (string, error) { return s, nil },
	fromJSON: decodeJSONString,
	echo:     func(s string) []field { return []field{{"input", s}} },
}

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

// A processor is what a command gives processRecords.
type processor[In any] struct {
	input  inputKind[In]
	handle func(In) (record, error) // an error becomes an error record
	// blocks: text output is a block of lines per record; otherwise it is
	// one line per record, and a record that fails is an empty line (its
	// error on standard error), so that output lines match input lines.
	blocks bool
	lines  lineSort // which text lines can be inputs; the others are skipped
}

// processRecords runs p over the records named by args (or standard input)
// and returns the exit status.
func processRecords[In any](e *env, rf *recordFlags, args []string, p processor[In]) int {
	out := newOutput(e.stdout, *rf.json, p.blocks)
	out.errw = e.stderr
	flushTTY := func() {}
	if fi, ok := stat(e.stdout); ok && fi.Mode()&os.ModeCharDevice != 0 {
		flushTTY = func() { out.flush() }
	}
	out.beforeErr = flushTTY
	if len(args) > 0 && len(rf.inputFiles) > 0 {
		return e.usageError(e.cmd, "give inputs as arguments or with --input-file, not both")
	}
	if len(args) > 0 {
		if *rf.jsonInput {
			return e.usageError(e.cmd, "--json-input reads standard input; give no inputs as arguments")
		}
		var ins []In
		if p.input.fromArgs != nil {
			var err error
			if ins, err = p.input.fromArgs(args); err != nil {
				return e.usageError(e.cmd, err.Error())
			}
		} else {
			for _, a := range args {
				in, err := p.input.fromText(a)
				if err != nil {
					return e.usageError(e.cmd, err.Error())
				}
				ins = append(ins, in)
			}
		}
		total := 0
		for i, a := range args {
			total += len(a)
			noteFileArgument(e, i+1, a)
		}
		out.large = total >= streamThreshold
		for i, in := range ins {
			p.one(out, "argument", i+1, in)
		}
		return out.finish(e)
	}

	lr, err := openInputs(e, rf.inputFiles, *rf.maxLine)
	if err != nil {
		return e.fatal(err)
	}
	defer lr.close()
	skip := !*rf.json && !*rf.jsonInput
	prog := e.progress.start(e.stderr, e.cmd.name)
	out.beforeErr = func() { prog.done(); flushTTY() }
	defer prog.done()
	for n := 1; ; n++ {
		if lr.buffered() == 0 {
			// The next read may wait: let what is done be seen first
			// (interactive use, or a script talking to us over a pipe).
			if err := out.flush(); err != nil {
				return e.writeFailed(err)
			}
		}
		var line []byte // the line as JSON input
		var text string // the line as text input
		var tooLong, ok bool
		if *rf.jsonInput {
			line, tooLong, ok, err = lr.next()
		} else {
			text, tooLong, ok, err = lr.nextText()
		}
		if err != nil {
			prog.done()
			out.flush()
			return e.fatal(fmt.Errorf("reading %s: %w", lr.name, err))
		}
		if !ok {
			break
		}
		if skip && !tooLong && p.lines.skips(text) {
			n--
			continue
		}
		out.large = len(line)+len(text) >= streamThreshold
		var in In
		switch {
		case tooLong:
			err = lineTooLongError{*rf.maxLine}
		case *rf.jsonInput:
			in, err = p.input.fromJSON(line)
		default:
			in, err = p.input.fromText(text)
		}
		if err != nil {
			if *rf.jsonInput {
				text = string(line)
			}
			out.failure(lr.label(), lr.n, []field{{"input", text}}, err)
		} else {
			p.one(out, lr.label(), lr.n, in)
		}
		if err := out.err(); err != nil {
			prog.done()
			return e.writeFailed(err)
		}
		prog.tick(n)
	}
	prog.done()
	return out.finish(e)
}

// noteFileArgument writes a note on standard error when argument n, an
// input, is also the name of a file: "uri normalize urls.txt" normalizes
// the reference "urls.txt", which is seldom what was meant.
func noteFileArgument(e *env, n int, a string) {
	if a == "" || len(a) > 4096 {
		return
	}
	if fi, err := os.Stat(a); err == nil && fi.Mode().IsRegular() {
		fmt.Fprintf(e.stderr, "uri %s: note: argument %d %q is taken as an input, and it is also a file: did you mean --input-file %s?\n",
			e.cmd.name, n, a, a)
	}
}

// one handles one record and writes its result.
func (p *processor[In]) one(out *output, label string, n int, in In) {
	rec, err := p.handle(in)
	if err != nil {
		out.writeRepairs(label, n, repairsOf(err))
		out.failure(label, n, p.input.echo(in), err)
		return
	}
	if r, ok := rec.(repairedRecord); ok {
		out.writeRepairs(label, n, r.repairs())
	}
	out.record(rec)
}

// output writes records to standard output through a buffer.
type output struct {
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

func newOutput(w io.Writer, asJSON, blocks bool) *output {
	o := &output{w: bufio.NewWriterSize(w, 64<<10)}
	if asJSON {
		o.enc = json.NewEncoder(o.w)
		o.enc.SetEscapeHTML(false)
	}
	o.h = humanWriter{w: o.w, blocks: blocks}
	return o
}

// record writes a handled record.
func (o *output) record(r record) {
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
func (o *output) failure(label string, n int, echo []field, err error) {
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
func (o *output) err() error {
	_, err := o.w.Write(nil)
	return err
}

func (o *output) flush() error {
	if o.w.Buffered() == 0 {
		return nil
	}
	return o.w.Flush()
}

// finish flushes the output and returns the exit status.
func (o *output) finish(e *env) int {
	if err := o.w.Flush(); err != nil {
		return e.writeFailed(err)
	}
	if o.failed {
		return exitFail
	}
	return exitOK
}

// A field is one key and value of a JSON object whose key order matters.
type field struct {
	key   string
	value any
}

// errorRecord is {<echo fields>, "ok": false, "error": msg, "offset": n|null,
// <extra fields>}.
type errorRecord struct {
	echo   []field
	msg    string
	offset *int
	extra  []field // added fields, such as "repairs" (--repair)
}

// MarshalJSON writes the fields in order, without HTML escaping.
func (r errorRecord) MarshalJSON() ([]byte, error) {
	fields := append(r.echo[:len(r.echo):len(r.echo)],
		field{"ok", false}, field{"error", r.msg}, field{"offset", r.offset})
	fields = append(fields, r.extra...)
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	b.WriteByte('{')
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := enc.Encode(f.key); err != nil {
			return nil, err
		}
		b.Truncate(b.Len() - 1) // the encoder's "\n"
		b.WriteByte(':')
		if err := enc.Encode(f.value); err != nil {
			return nil, err
		}
		b.Truncate(b.Len() - 1)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// decodeJSONString reads a --json-input line that must hold one JSON string.
func decodeJSONString(line []byte) (string, error) {
	v := bytes.TrimSpace(line)
	if len(v) == 0 {
		return "", errors.New("empty line where a JSON string was expected")
	}
	if v[0] != '"' {
		if !json.Valid(v) {
			return "", invalidJSON(v)
		}
		return "", fmt.Errorf("expected a JSON string, not %s", jsonKind(v[0]))
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", invalidJSON(v)
	}
	return s, nil
}

// decodeJSONObject reads a --json-input line that must hold one JSON object
// into v, a pointer to a struct; keys v does not have are errors. Commands
// whose records have several fields use it in their inputKind.fromJSON, with
// pointer fields to tell missing keys.
func decodeJSONObject(line []byte, v any) error {
	t := bytes.TrimSpace(line)
	if len(t) == 0 {
		return errors.New("empty line where a JSON object was expected")
	}
	if !json.Valid(t) {
		return invalidJSON(t)
	}
	if t[0] != '{' {
		return fmt.Errorf("expected a JSON object, not %s", jsonKind(t[0]))
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("invalid JSON input: %s", cutText(err.Error()))
	}
	return nil
}

// cutText cuts a message that may quote input ("json: unknown field
// \"...\"") to its first 200 bytes and "…", as package uri cuts its own.
func cutText(s string) string {
	if len(s) <= 200 {
		return s
	}
	n := 200
	for n > 196 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// invalidJSON describes why v is not one JSON value.
func invalidJSON(v []byte) error {
	var x any
	err := json.Unmarshal(v, &x)
	if err == nil { // cannot happen: callers checked
		return errors.New("invalid JSON")
	}
	return fmt.Errorf("invalid JSON: %v", err)
}

// jsonKind names the kind of JSON value starting with byte c.
func jsonKind(c byte) string {
	switch c {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	case '"':
		return "a string"
	}
	return "a number"
}

// lineReader reads lines through a fixed buffer. A line that fits in it is
// returned in place (next) or as a new string (nextText); a longer one is
// gathered in pieces and joined once into a slice or a string of its exact
// length, which the caller may keep, so a line of L bytes costs about 2L at
// the join and L after. A line longer than max bytes (0: no limit), not
// counting its line end, is not kept: it comes back as its first
// tooLongEcho bytes, and the rest is read past without being stored.
type lineReader struct {
	r     *bufio.Reader
	max   int
	parts [][]byte // pieces of a line longer than the buffer
}

// tooLongEcho is how many bytes of a line that is too long its error record
// echoes.
const tooLongEcho = 64

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// next returns the next line without its "\n" and one trailing "\r", or the
// first bytes of a line longer than the limit with tooLong set. The slice is
// valid until the next call. ok is false at the end of input.
func (l *lineReader) next() (line []byte, tooLong, ok bool, err error) {
	last, size, tooLong, ok, err := l.read()
	switch {
	case !ok || tooLong:
		return last, tooLong, ok, err
	case len(l.parts) > 0:
		line = make([]byte, 0, size)
		for _, p := range l.parts {
			line = append(line, p...)
		}
		line = append(line, last...)
		l.forget()
	default:
		line = last
	}
	line, tooLong = trimLine(line, l.max)
	return line, tooLong, true, nil
}

// nextText is next for text input: the line as a new string, joined from
// its pieces into the string itself when it is longer than the buffer.
func (l *lineReader) nextText() (line string, tooLong, ok bool, err error) {
	last, size, tooLong, ok, err := l.read()
	switch {
	case !ok || tooLong:
		return string(last), tooLong, ok, err
	case len(l.parts) > 0:
		var b strings.Builder
		b.Grow(size)
		for _, p := range l.parts {
			b.Write(p)
		}
		b.Write(last)
		l.forget()
		line = b.String()
	default:
		line = string(last)
	}
	line, tooLong = trimLine(line, l.max)
	return line, tooLong, true, nil
}

// trimLine removes one trailing "\r" from line; when the rest is longer
// than max (0: no limit), it returns its first tooLongEcho bytes and true.
func trimLine[T string | []byte](line T, max int) (T, bool) {
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	if max > 0 && len(line) > max {
		return line[:min(len(line), tooLongEcho)], true
	}
	return line, false
}

// read reads the next line. A line that fits in the buffer is last, in
// place; the pieces before the last of a longer one are in l.parts, size
// bytes in all with last and its line end, which the caller joins and then
// forgets. A line longer than the limit comes back as its first bytes, in
// last, with tooLong set. ok is false at the end of input.
func (l *lineReader) read() (last []byte, size int, tooLong, ok bool, err error) {
	l.parts = l.parts[:0]
	n := 0 // bytes of the line read so far
	for {
		chunk, err := l.r.ReadSlice('\n')
		switch err {
		case bufio.ErrBufferFull:
			n += len(chunk)
			if l.max > 0 && n > l.max+1 && !tooLong { // +1: a final "\r" does not count
				tooLong = true
				l.parts = append(l.parts, chunk)
				echo := make([]byte, 0, tooLongEcho)
				for _, p := range l.parts {
					echo = append(echo, p[:min(len(p), tooLongEcho-len(echo))]...)
				}
				clear(l.parts)
				l.parts = append(l.parts[:0], echo)
			}
			if !tooLong {
				l.parts = append(l.parts, bytes.Clone(chunk))
			}
			continue
		case nil:
			chunk = chunk[:len(chunk)-1]
		case io.EOF:
			if len(chunk) == 0 && n == 0 {
				return nil, 0, false, false, nil
			}
		default:
			return nil, 0, false, false, err
		}
		if tooLong {
			echo := l.parts[0]
			l.forget()
			return echo, 0, true, true, nil
		}
		return chunk, n + len(chunk), false, true, nil
	}
}

// forget drops the pieces of the last line.
func (l *lineReader) forget() {
	clear(l.parts)
	l.parts = l.parts[:0]
}

// lineTooLongError is the error record of a line longer than
// --max-line-length. Its offset is where the line passes the limit.
type lineTooLongError struct{ max int }

func (e lineTooLongError) Error() string {
	return "line longer than " + strconv.Itoa(e.max) + " bytes (--max-line-length); at most its first " +
		strconv.Itoa(tooLongEcho) + " bytes are echoed, the rest was skipped unread"
}

// ByteOffset returns the offset of the first byte past the limit.
func (e lineTooLongError) ByteOffset() int { return e.max }
