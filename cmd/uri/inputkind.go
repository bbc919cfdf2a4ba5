package main

import "github.com/urikit/urikit/internal/clirecord"

// How a command reads one input record (records.go): from an argument, a
// line of text, or a line of --json-input.

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
