package uribeam

import (
	"strconv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/filter"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	"github.com/urikit/urikit/publicsuffix"
)

// The reductions run on records: dedupe by a key, count by registrable
// domain or host, group by key.

func init() {
	register.DoFn2x0[string, func(string, string)](&lineKeyFn{})
	register.DoFn2x0[Record, func(string, Record)](&recordKeyFn{})
	register.Emitter2[string, string]()
	register.Emitter2[string, Record]()
	register.Function2x1[string, int, string](formatCount)
	register.Function3x0[string, func(*Record) bool, func(Record)](firstRecord)
}

// A Key is what records or lines are keyed by.
type Key string

const (
	// KeyLine is the line itself (for a Record, its first text line: the
	// normalized URI, the SURT key ...).
	KeyLine Key = "line"
	// KeyDomain is the registrable domain of the line's host by the Public
	// Suffix List, as uri domain gives it; a line without one has no key.
	KeyDomain Key = "domain"
	// KeyHost is the host of the line read as uri domain reads it (the
	// "host" of its record); a line without one has no key.
	KeyHost Key = "host"
)

// of returns line's key and whether it has one.
func (k Key) of(line string) (string, bool) {
	switch k {
	case KeyDomain, KeyHost:
		if line == "" {
			return "", false
		}
		d, err := publicsuffix.All.Lookup(line)
		if err != nil {
			return "", false
		}
		if k == KeyHost {
			return d.Host, d.Host != ""
		}
		return d.Registrable, d.Registrable != ""
	}
	return line, true
}

// Dedupe keeps each distinct line of lines (a PCollection of strings)
// once.
func Dedupe(s beam.Scope, lines beam.PCollection) beam.PCollection {
	return filter.Distinct(s.Scope("uribeam.Dedupe"), lines)
}

// CountBy counts the lines of lines (a PCollection of strings) by key k:
// a PCollection of KV<string, int>. Lines without a key are left out.
func CountBy(s beam.Scope, k Key, lines beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam.CountBy")
	keyed := beam.ParDo(s, &lineKeyFn{Key: string(k)}, lines)
	return stats.Count(s, beam.DropValue(s, keyed))
}

// CountLines is the counts of CountBy as uri-beam writes them: one line
// "KEY<TAB>COUNT" per key.
func CountLines(s beam.Scope, counts beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("uribeam.CountLines"), formatCount, counts)
}

func formatCount(key string, n int) string { return key + "\t" + strconv.Itoa(n) }

type lineKeyFn struct{ Key string }

func (f *lineKeyFn) ProcessElement(line string, emit func(string, string)) {
	if key, ok := Key(f.Key).of(line); ok {
		emit(key, line)
	}
}

// KeyRecords keys records (a PCollection of Record) by k of their first
// text line: a PCollection of KV<string, Record>. A record without text
// (an input that failed in a block-writing op) or without a key is left
// out.
func KeyRecords(s beam.Scope, k Key, records beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("uribeam.KeyRecords"), &recordKeyFn{Key: string(k)}, records)
}

type recordKeyFn struct{ Key string }

func (f *recordKeyFn) ProcessElement(r Record, emit func(string, Record)) {
	if len(r.Text) == 0 || !r.OK {
		return
	}
	if key, ok := Key(f.Key).of(r.Text[0]); ok {
		emit(key, r)
	}
}

// GroupBy groups the records that succeeded by k: a PCollection of
// KV<string, iterable of Record> (beam.GroupByKey's).
func GroupBy(s beam.Scope, k Key, records beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam.GroupBy")
	return beam.GroupByKey(s, KeyRecords(s, k, records))
}

// DedupeBy keeps one record per key k among the records that succeeded:
// of those with the same key, the one whose input sorts first, so that the
// result does not depend on the runner's order.
func DedupeBy(s beam.Scope, k Key, records beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam.DedupeBy")
	return beam.ParDo(s, firstRecord, GroupBy(s, k, records))
}

func firstRecord(_ string, records func(*Record) bool, emit func(Record)) {
	var first, r Record
	found := false
	for records(&r) {
		if !found || r.Input < first.Input {
			first, found = r, true
		}
	}
	emit(first)
}
