package main

import (
	"fmt"
	"os"

	"github.com/urikit/urikit/internal/clirecord"
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
// where they are URIs (see clirecord.Lines). So a file of URLs may have a header
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
	echo func(In) []clirecord.Field
}

// stringInput is the inputKind of commands whose record is one string: an
// argument, a line, or a JSON string.
var stringInput = inputKind[string]{
	fromText: func(s string) (string, error) { return s, nil },
	fromJSON: decodeJSONString,
	echo:     func(s string) []clirecord.Field { return []clirecord.Field{{Key: "input", Value: s}} },
}

// A processor is what a command gives processRecords.
type processor[In any] struct {
	input  inputKind[In]
	handle func(In) (record, error) // an error becomes an error record
	// blocks: text output is a block of lines per record; otherwise it is
	// one line per record, and a record that fails is an empty line (its
	// error on standard error), so that output lines match input lines.
	blocks bool
	lines  clirecord.Lines // which text lines can be inputs; the others are skipped
}

// processRecords runs p over the records named by args (or standard input)
// and returns the exit status.
func processRecords[In any](e *env, rf *recordFlags, args []string, p processor[In]) int {
	out := newRecordWriter(e.stdout, *rf.json, p.blocks)
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
		out.large = total >= clirecord.StreamThreshold
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
		if skip && !tooLong && p.lines.Skips(text) {
			n--
			continue
		}
		out.large = len(line)+len(text) >= clirecord.StreamThreshold
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
			out.failure(lr.label(), lr.n, []clirecord.Field{{Key: "input", Value: text}}, err)
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
func (p *processor[In]) one(out *recordWriter, label string, n int, in In) {
	rec, err := p.handle(in)
	if err != nil {
		out.writeRepairs(label, n, clirecord.RepairsOf(err))
		out.failure(label, n, p.input.echo(in), err)
		return
	}
	if r, ok := rec.(clirecord.Repaired); ok {
		out.writeRepairs(label, n, r.RepairList())
	}
	out.record(rec)
}
