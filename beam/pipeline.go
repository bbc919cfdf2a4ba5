package uribeam

import (
	"errors"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local" // local files
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/textio"
)

// Config is a run of uri-beam: its flags.
type Config struct {
	Input  string // --input: a glob of text files, one input a line
	Output string // --output: the prefix of the sharded output files
	Shards int    // --shards: how many output files
	Op     Op     // --op
	// Dedupe (--dedupe) writes each distinct output line once.
	Dedupe bool
	// CountBy (--count-by), when set, writes "KEY<TAB>COUNT" per key of
	// the output lines instead of the lines (KeyDomain or KeyHost).
	CountBy Key
	// JSON (--json) writes the JSON records instead of text.
	JSON bool
	// Dangerous (--dangerous) keeps only inspect's records that hold a
	// finding of severity danger.
	Dangerous bool
}

// Check reports what is wrong with c, as a usage error.
func (c Config) Check() error {
	switch {
	case c.Input == "":
		return errors.New("give --input GLOB")
	case c.Output == "":
		return errors.New("give --output PREFIX")
	case c.Shards < 1:
		return errors.New("--shards must be at least 1")
	case c.CountBy != "" && c.JSON:
		return errors.New("--count-by writes KEY<TAB>COUNT lines: it cannot be used with --json")
	case c.CountBy != "" && c.CountBy != KeyDomain && c.CountBy != KeyHost:
		return errors.New("--count-by takes domain or host")
	case c.Dangerous && c.Op.Cmd != "inspect":
		return errors.New("--dangerous is for --op inspect")
	}
	return nil
}

// Build adds c's pipeline to s: read, the op, then --dangerous, --dedupe
// and --count-by in that order, and the sharded write. c must pass Check.
func Build(s beam.Scope, c Config) {
	WriteShards(s, c.Output, c.Shards, OutputLines(s, c, readRecords(s, c)))
}

// readRecords reads c.Input and makes its records.
func readRecords(s beam.Scope, c Config) beam.PCollection {
	if c.Op.Cmd == "extract" {
		return ExtractFiles(s, c.Input)
	}
	lines := textio.Read(s, c.Input)
	if c.JSON {
		return Records(s, c.Op, lines)
	}
	return TextRecords(s, c.Op, lines)
}

// OutputLines is what uri-beam writes for records under c.
func OutputLines(s beam.Scope, c Config, records beam.PCollection) beam.PCollection {
	if c.Dangerous {
		records = Dangerous(s, records)
	}
	lines := Lines(s, records, c.JSON)
	if c.Dedupe {
		lines = Dedupe(s, lines)
	}
	if c.CountBy != "" {
		lines = CountLines(s, CountBy(s, c.CountBy, lines))
	}
	return lines
}
