package uribeam

import (
	"encoding/json"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*Record)(nil)).Elem())
	register.DoFn2x1[string, func(Record), error](&recordFn{})
	register.Emitter1[Record]()
	register.DoFn2x0[Record, func(string)](&linesFn{})
	register.DoFn2x0[Record, func(Record)](&dangerousFn{})
	register.Emitter1[string]()
}

// Records makes the Record of every line of lines (a PCollection of
// strings) by op, as "uri CMD --json" makes one per line: every line is a
// record, blank lines and comments included. op must not be extract, whose
// input is whole texts (ExtractFiles, Extract).
func Records(s beam.Scope, op Op, lines beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam." + op.String())
	return beam.ParDo(s, &recordFn{Op: op.String()}, lines)
}

// TextRecords is Records as "uri CMD" reads text input: a blank line or a
// comment that cannot be an input of the command is skipped (docs/CLI.md),
// so that the lines of its records are the command's output.
func TextRecords(s beam.Scope, op Op, lines beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam." + op.String())
	return beam.ParDo(s, &recordFn{Op: op.String(), Text: true}, lines)
}

// Normalize is the records of uri normalize (RFC 3986 §6.2.2 and §6.2.3,
// the scheme level) for each line.
func Normalize(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return Records(s, Op{Cmd: "normalize"}, lines)
}

// WHATWG is the records of uri normalize --whatwg (the URL Standard's
// href) for each line.
func WHATWG(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return Records(s, Op{Cmd: "whatwg"}, lines)
}

// Canon is the records of uri canon --profile profile (surt, safebrowsing,
// safebrowsing-expressions, rfc3986) for each line. An unknown profile is
// an error when the pipeline is built.
func Canon(s beam.Scope, profile string, lines beam.PCollection) (beam.PCollection, error) {
	op, err := ParseOp("canon:" + profile)
	if err != nil {
		return beam.PCollection{}, err
	}
	return Records(s, op, lines), nil
}

// Domain is the records of uri domain (the registrable domain by the
// Public Suffix List) for each line.
func Domain(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return Records(s, Op{Cmd: "domain"}, lines)
}

// Inspect is the records of uri inspect --json (security findings) for
// each line.
func Inspect(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return Records(s, Op{Cmd: "inspect"}, lines)
}

// recordFn makes the Record of each line.
type recordFn struct {
	Op   string // the Op's text form
	Text bool   // skip the lines text input skips
	rec  *recorder
}

func (f *recordFn) Setup() error {
	op, err := ParseOp(f.Op)
	if err != nil {
		return err
	}
	f.rec, err = newRecorder(op)
	return err
}

func (f *recordFn) ProcessElement(line string, emit func(Record)) error {
	line = trimCR(line)
	if f.Text && f.rec.lines.Skips(line) {
		return nil
	}
	emit(f.rec.record(line))
	return nil
}

// Lines is the output lines of records: each record's text lines, or with
// asJSON its JSON record.
func Lines(s beam.Scope, records beam.PCollection, asJSON bool) beam.PCollection {
	s = s.Scope("uribeam.Lines")
	return beam.ParDo(s, &linesFn{JSON: asJSON}, records)
}

type linesFn struct{ JSON bool }

func (f *linesFn) ProcessElement(r Record, emit func(string)) {
	if f.JSON {
		emit(r.JSON)
		return
	}
	for _, l := range r.Text {
		emit(l)
	}
}

// Dangerous keeps the records of Inspect that hold a finding of severity
// danger, listed or among those omitted; an input RFC 3986 refuses is one
// when its error record's findings hold one (docs/CLI.md, uri inspect).
func Dangerous(s beam.Scope, records beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam.Dangerous")
	return beam.ParDo(s, &dangerousFn{}, records)
}

type dangerousFn struct{}

func (f *dangerousFn) ProcessElement(r Record, emit func(Record)) {
	if dangerous(r.JSON) {
		emit(r)
	}
}

// dangerous reports whether an inspect record, or its error record, holds
// a finding of severity danger.
func dangerous(record string) bool {
	var rec struct {
		Findings []struct {
			Severity string `json:"severity"`
		} `json:"findings"`
		Worst string `json:"findings_omitted_worst"`
	}
	if json.Unmarshal([]byte(record), &rec) != nil {
		return false
	}
	if rec.Worst == "danger" {
		return true
	}
	for _, f := range rec.Findings {
		if f.Severity == "danger" {
			return true
		}
	}
	return false
}
