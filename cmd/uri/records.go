package main

import (
	"fmt"
	"os"

	"github.com/urikit/urikit/internal/clirecord"
)

// The record layer shared by the commands: it turns the arguments, or the
// lines of standard input, or JSON Lines, into input records (inputkind.go);
// hands each to the command's handler, which writes its output record
// through an emitter (output.go); and so writes exactly one output record
// per input record, in input order, as JSON Lines (--json) or as text. It
// streams: one record is read, handled and written before the next is
// read, so memory stays constant however long the input.
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

// A processor is what a command gives processRecords: how it reads its
// records, and its work on each.
type processor[In any] struct {
	input   inputKind[In]
	handler handler[In]
	// blocks: text output is a block of lines per record; otherwise it is
	// one line per record, and a record that fails is an empty line (its
	// error on standard error), so that output lines match input lines.
	blocks bool
	lines  clirecord.Lines // which text lines can be inputs; the others are skipped
}

// A handler is a command's work on one record: handle makes the record of
// one input and writes it to out, once; or it writes nothing and returns an
// error, which take writes as the input's error record. It is the command's type itself
// where the command has one mode, a small type of its own for each mode
// otherwise (parseFormat for parse --format).
type handler[In any] interface {
	handle(item In, out *emitter) error
}

// A recordSink is where an input kind hands each record it reads: to the
// processor's handler, with the emitter of the record's place. The zero
// recordSink takes nothing, so that reading into it only checks an input.
type recordSink[In any] struct {
	p   *processor[In]
	out *emitter
}

// take hands item to the handler of to, which writes its record; an error
// of the handler is written as item's error record.
func take[In any](to recordSink[In], item In) {
	if to.p == nil {
		return
	}
	if err := to.p.handler.handle(item, to.out); err != nil {
		to.out.fail(to.p.input.echo(item), err)
	}
}

// processRecords runs p over the records named by args (or standard input)
// and returns the exit status.
func processRecords[In any](e *env, rf *recordFlags, args []string, p processor[In]) int {
	out := newRecordWriter(e.stdout, *rf.json, p.blocks)
	out.errw = e.stderr
	if fi, ok := stat(e.stdout); ok && fi.Mode()&os.ModeCharDevice != 0 {
		out.tty = true
	}
	if len(args) > 0 && len(rf.inputFiles) > 0 {
		return e.usageError(e.cmd, "give inputs as arguments or with --input-file, not both")
	}
	if len(args) > 0 {
		return fromArguments(e, rf, &p, out, args)
	}
	return fromLines(e, rf, &p, out)
}

// fromArguments runs p over the records named by args, the positional
// arguments. All of them are read before any is handled: one that cannot
// be read is a usage error, before any output.
func fromArguments[In any](e *env, rf *recordFlags, p *processor[In], out *recordWriter, args []string) int {
	if *rf.jsonInput {
		return e.usageError(e.cmd, "--json-input reads standard input; give no inputs as arguments")
	}
	if err := readArguments(p, args, nil); err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	total := 0
	for i, a := range args {
		total += len(a)
		noteFileArgument(e, i+1, a)
	}
	out.large = total >= clirecord.StreamThreshold
	readArguments(p, args, out) // cannot fail: the arguments are read once already
	return out.finish(e)
}

// readArguments reads the records of the positional arguments, in order,
// and hands each to p's handler, which writes to out: all the arguments
// make one record with an argsKind, each argument one otherwise. With out
// nil it hands nothing on, and so only checks that each can be read.
func readArguments[In any](p *processor[In], args []string, out *recordWriter) error {
	var to recordSink[In]
	if out != nil {
		to = recordSink[In]{p, &emitter{out, "argument", 1}}
	}
	switch k := p.input.(type) {
	case argsKind[In]:
		return k.readArgs(args, to)
	}
	for i, a := range args {
		if to.out != nil {
			to.out.n = i + 1
		}
		if err := p.input.readText(a, to); err != nil {
			return err
		}
	}
	return nil
}

// fromLines runs p over the lines of standard input or of the files of
// --input-file, one record a line, streamed.
func fromLines[In any](e *env, rf *recordFlags, p *processor[In], out *recordWriter) int {
	lr, err := openInputs(e, rf.inputFiles, *rf.maxLine)
	if err != nil {
		return e.fatal(err)
	}
	defer lr.close()
	skip := !*rf.json && !*rf.jsonInput
	prog := e.progress.start(e.stderr, e.cmd.name)
	out.prog = prog
	defer prog.done()
	at := &emitter{out: out}
	to := recordSink[In]{p, at}
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
		at.label, at.n = lr.label(), lr.n
		switch {
		case tooLong:
			err = lineTooLongError{*rf.maxLine}
		case *rf.jsonInput:
			err = p.input.readJSON(line, to)
		default:
			err = p.input.readText(text, to)
		}
		if err != nil {
			if *rf.jsonInput {
				text = string(line)
			}
			at.fail([]clirecord.Field{{Key: "input", Value: text}}, err)
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
