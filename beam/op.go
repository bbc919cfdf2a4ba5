package uribeam

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/publicsuffix"
	"github.com/urikit/urikit/uri"
)

// An Op is what is done to each input line: the command of uri whose
// records it makes. Its text form is uri-beam's --op value: normalize,
// whatwg, canon:PROFILE, domain, extract or inspect.
type Op struct {
	Cmd     string // "normalize", "whatwg", "canon", "domain", "extract" or "inspect"
	Profile string // canon's profile (surt, safebrowsing, safebrowsing-expressions, rfc3986)
}

// ParseOp reads an Op from its text form.
func ParseOp(s string) (Op, error) {
	cmd, profile, hasProfile := strings.Cut(s, ":")
	switch cmd {
	case "normalize", "whatwg", "domain", "extract", "inspect":
		if hasProfile {
			return Op{}, fmt.Errorf("op %q: only canon takes a profile (canon:PROFILE)", s)
		}
		return Op{Cmd: cmd}, nil
	case "canon":
		if profile == "safebrowsing-expressions" {
			return Op{Cmd: cmd, Profile: profile}, nil
		}
		if _, ok := canon.ParseProfile(profile); !ok {
			return Op{}, fmt.Errorf("op %q: unknown canon profile %q (surt, safebrowsing, safebrowsing-expressions, rfc3986)", s, profile)
		}
		return Op{Cmd: cmd, Profile: profile}, nil
	}
	return Op{}, fmt.Errorf("unknown op %q (normalize, whatwg, canon:PROFILE, domain, extract, inspect)", s)
}

// String is the Op's text form, which ParseOp reads.
func (o Op) String() string {
	if o.Cmd == "canon" {
		return "canon:" + o.Profile
	}
	return o.Cmd
}

// Command is the command line that makes the same records, for messages
// and documentation: "uri canon --profile surt".
func (o Op) Command() string {
	switch o.Cmd {
	case "whatwg":
		return "uri normalize --whatwg"
	case "canon":
		return "uri canon --profile " + o.Profile
	case "inspect":
		return "uri inspect --json"
	}
	return "uri " + o.Cmd
}

// A Record is the command line's output for one input (docs/CLI.md).
type Record struct {
	Input string // the input line
	// OK is false for an input that failed: JSON is then its error record
	// {"input","ok":false,"error","offset"}.
	OK bool
	// Passed is whether the command counts the record a success for its
	// exit status: OK, and for inspect no finding of severity danger.
	Passed bool
	// Text is the lines the command writes without --json: one value per
	// input (an empty line for an input that failed, as the command writes
	// it), or for canon:safebrowsing-expressions a block of lines (none
	// for an input that failed). For inspect it is the JSON record, as
	// uri-beam writes inspect's records.
	Text []string
	// JSON is the command's --json record, one line without its "\n".
	JSON string
}

// recorder makes the records of one Op.
type recorder struct {
	op     Op
	blocks bool            // text output is a block of lines per record
	lines  clirecord.Lines // the lines text input skips
	make   func(s string) (clirecord.Record, error)
}

// newRecorder returns the recorder of op, which must not be extract (its
// input is a text, not a line: see ExtractFiles).
func newRecorder(op Op) (*recorder, error) {
	r := &recorder{op: op, lines: clirecord.URILines}
	switch op.Cmd {
	case "normalize":
		l, _ := uri.ParseLevel("scheme")
		n := uri.Normalizer{Level: l}
		r.lines = clirecord.RefLines
		r.make = func(s string) (clirecord.Record, error) { return clirecord.Normalize(n, false, s) }
	case "whatwg":
		r.lines = clirecord.RefLines
		r.make = func(s string) (clirecord.Record, error) { return clirecord.NormalizeWHATWG(nil, s) }
	case "canon":
		if op.Profile == "safebrowsing-expressions" {
			r.blocks = true
			r.make = clirecord.CanonExpressions
			break
		}
		p, ok := canon.ParseProfile(op.Profile)
		if !ok {
			return nil, fmt.Errorf("unknown canon profile %q", op.Profile)
		}
		r.make = func(s string) (clirecord.Record, error) { return clirecord.Canon(p, s) }
	case "domain":
		r.make = func(s string) (clirecord.Record, error) { return clirecord.Domain(publicsuffix.All, s) }
	case "inspect":
		in := inspect.Inspector{MaxFindings: clirecord.MaxListed}
		// uri-beam writes inspect's --json records, and with --json every
		// line is a record.
		r.blocks, r.lines = true, clirecord.TextLines
		r.make = func(s string) (clirecord.Record, error) { return clirecord.Inspect(in, 0, s) }
	default:
		return nil, fmt.Errorf("op %q has no line records", op.String())
	}
	return r, nil
}

// record is the Record of input s.
func (r *recorder) record(s string) Record {
	rec, err := r.make(s)
	if err != nil {
		fail := Record{Input: s, JSON: failureLine(s, err)}
		if !r.blocks {
			fail.Text = []string{""}
		}
		if r.op.Cmd == "inspect" {
			fail.Text = []string{fail.JSON}
		}
		return fail
	}
	out := Record{Input: s, OK: true, Passed: rec.Passed(), JSON: jsonLine(s, rec)}
	if r.op.Cmd == "inspect" {
		out.Text = []string{out.JSON}
	} else {
		out.Text = textLines(clirecord.TextOf(rec, r.blocks))
	}
	return out
}

// jsonLine is v, the record of input, as the command writes it with
// --json, without the "\n". (The records hold strings, numbers and
// booleans, which encoding/json always writes; were it to fail, the line
// would be input's error record saying so.)
func jsonLine(input string, v any) string {
	b, err := clirecord.JSON(v)
	if err != nil {
		return failureLine(input, err)
	}
	return strings.TrimSuffix(string(b), "\n")
}

// failureLine is the error record of input, which failed with err.
func failureLine(input string, err error) string {
	b, _ := clirecord.JSON(clirecord.Failure([]clirecord.Field{{Key: "input", Value: input}}, err))
	return strings.TrimSuffix(string(b), "\n")
}

// textLines splits text output into its lines.
func textLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}
