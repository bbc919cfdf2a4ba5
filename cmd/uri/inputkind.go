package main

import "github.com/urikit/urikit/internal/clirecord"

// How a command reads one input record (records.go): from an argument, a
// line of text, or a line of --json-input; the record read is handed on to
// the command's handler (take).

// An inputKind tells how a command reads one input record. Commands taking
// one string use stringInput; a command whose records have several fields
// uses a fieldsInput of a decoder of its own.
type inputKind[In any] interface {
	// readText reads one argument or one line of standard input and hands
	// its record to to; an error is the input's, and nothing is handed on.
	readText(text string, to recordSink[In]) error
	// readJSON reads one line of --json-input (without the line end), as
	// readText does.
	readJSON(line []byte, to recordSink[In]) error
	// echo gives the fields that identify the input in an error record, in
	// order: [{"input", s}] for a string, [{"base", b}, {"ref", r}] ...
	echo(item In) []clirecord.Field
}

// An argsKind is an inputKind whose positional arguments make one record
// together (as "compare A B" does); with a kind that is not one, each
// argument is a record, read by readText. An error is a usage error.
type argsKind[In any] interface {
	inputKind[In]
	readArgs(args []string, to recordSink[In]) error
}

// stringInput is the inputKind of commands whose record is one string: an
// argument, a line, or a JSON string.
type stringInput struct{}

func (stringInput) readText(s string, to recordSink[string]) error {
	take(to, s)
	return nil
}

func (stringInput) readJSON(line []byte, to recordSink[string]) error {
	s, err := decodeJSONString(line)
	if err != nil {
		return err
	}
	take(to, s)
	return nil
}

func (stringInput) echo(s string) []clirecord.Field {
	return []clirecord.Field{{Key: "input", Value: s}}
}

// A fieldsDecoder reads the records of a command whose records have
// several fields: fromText from an argument or a line, fromJSON from a
// line of --json-input, usually with decodeJSONObject.
type fieldsDecoder[In any] interface {
	fromText(text string) (In, error)
	fromJSON(line []byte) (In, error)
	echo(item In) []clirecord.Field
}

// fieldsInput is the inputKind of a command whose records have several
// fields: its fieldsDecoder reads each record, which fieldsInput hands on.
type fieldsInput[In any] struct{ fieldsDecoder[In] }

func (k fieldsInput[In]) readText(text string, to recordSink[In]) error {
	item, err := k.fromText(text)
	if err != nil {
		return err
	}
	take(to, item)
	return nil
}

func (k fieldsInput[In]) readJSON(line []byte, to recordSink[In]) error {
	item, err := k.fromJSON(line)
	if err != nil {
		return err
	}
	take(to, item)
	return nil
}
