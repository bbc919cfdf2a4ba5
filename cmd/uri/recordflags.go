package main

// The flags of the record commands (records.go): --json, --json-input,
// --max-line-length and --input-file.

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
