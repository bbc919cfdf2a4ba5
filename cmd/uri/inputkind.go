package main

import "github.com/urikit/urikit/internal/clirecord"

// How a command reads one input record (records.go): from an argument, a
// line of text, or a line of --json-input.

// An inputKind tells how a command reads one input record. Commands taking
// one string use stringInput; a command whose records have several fields
// has a kind of its own, usually with decodeJSONObject in its fromJSON.
type inputKind[In any] interface {
	// fromText reads one argument or one line of standard input.
	fromText(text string) (In, error)
	// fromJSON reads one line of --json-input (without the line end).
	fromJSON(line []byte) (In, error)
	// echo gives the fields that identify the input in an error record, in
	// order: [{"input", s}] for a string, [{"base", b}, {"ref", r}] ...
	echo(item In) []clirecord.Field
}

// An argsKind is an inputKind that makes the records from all positional
// arguments at once (as "compare A B" does); with a kind that is not one,
// each argument is a record, read by fromText. An error is a usage error.
type argsKind[In any] interface {
	inputKind[In]
	fromArgs(args []string) ([]In, error)
}

// stringInput is the inputKind of commands whose record is one string: an
// argument, a line, or a JSON string.
type stringInput struct{}

func (stringInput) fromText(s string) (string, error) {
	return s, nil
}

func (stringInput) fromJSON(line []byte) (string, error) {
	return decodeJSONString(line)
}

func (stringInput) echo(s string) []clirecord.Field {
	return []clirecord.Field{{Key: "input", Value: s}}
}
