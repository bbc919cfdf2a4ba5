package uribeam

import (
	"context"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/links"
)

// Texts rather than lines: uri extract and uri links read each file as one
// text (a URI wrapped in angle brackets may span lines; a link's base is set
// by the document's <base href>), so their transforms take whole documents.

func init() {
	beam.RegisterType(reflect.TypeOf((*Document)(nil)).Elem())
	register.DoFn2x0[Document, func(Record)](&extractFn{})
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(Record), error](&extractFileFn{})
	register.Emitter1[Document]()
	register.DoFn2x0[Document, func(Record)](&linksFn{})
}

// A Document is one text: a file, a web page, a message.
type Document struct {
	// Name is the file name the records give ("file"); empty for a text
	// without one, which the records name as standard input (null).
	Name string
	// URL is the URI the document was retrieved from, the base of its
	// relative links (RFC 3986 §5.1.3); empty when not known.
	URL  string
	Body string
}

// Extract is the records of uri extract --json for each document: one per
// URI found in its text, in the order they start. A record's Text is the
// URI.
func Extract(s beam.Scope, docs beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam.Extract")
	return beam.ParDo(s, &extractFn{}, docs)
}

type extractFn struct{}

func (f *extractFn) ProcessElement(d Document, emit func(Record)) {
	// A strings.Reader never fails: the scanner's error is nil.
	scanText(docName(d.Name), strings.NewReader(d.Body), emit)
}

// ExtractFiles is Extract over the files glob matches (any file system of
// Beam's: local, gs://, ...), each read as a stream, as uri extract FILE...
// reads them. A file that cannot be read fails the pipeline, as it makes
// the command's exit status 2.
func ExtractFiles(s beam.Scope, glob string) beam.PCollection {
	s = s.Scope("uribeam.ExtractFiles")
	files := fileio.ReadMatches(s, fileio.MatchFiles(s, glob, fileio.MatchEmptyAllow()), fileio.ReadUncompressed())
	return beam.ParDo(s, &extractFileFn{}, files)
}

type extractFileFn struct{}

func (f *extractFileFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(Record)) error {
	r, err := file.Open(ctx)
	if err != nil {
		return err
	}
	defer r.Close()
	if err := scanText(docName(file.Metadata.Path), r, emit); err != nil {
		return fmt.Errorf("uri extract: reading %s: %w", file.Metadata.Path, err)
	}
	return nil
}

// docName is the "file" of a document's records: nil for none.
func docName(name string) *string {
	if name == "" {
		return nil
	}
	return &name
}

// scanText emits the record of each URI in r.
func scanText(name *string, r io.Reader, emit func(Record)) error {
	sc := extract.NewScanner(r)
	for sc.Scan() {
		m := sc.Match()
		rec := clirecord.Extract(name, m)
		emit(Record{Input: m.Text, OK: true, Passed: true, Text: []string{m.URI}, JSON: jsonLine(m.Text, rec)})
	}
	return sc.Err()
}

// Links is the records of uri links --url URL --json for each document:
// one per link of its HTML, resolved against the document's base (its
// <base href>, else its URL; RFC 3986 §5.1), in document order. A
// record's Text is the link's target (none for a link that has no
// target, whose record is {...,"ok":false,"error","offset"}). A document
// whose URL is not an absolute URI has one error record, its input the
// URL, as the command refuses such a --url.
func Links(s beam.Scope, docs beam.PCollection) beam.PCollection {
	s = s.Scope("uribeam.Links")
	return beam.ParDo(s, &linksFn{}, docs)
}

type linksFn struct{}

func (f *linksFn) ProcessElement(d Document, emit func(Record)) {
	ctx := links.Context{Retrieval: d.URL}
	if _, err := ctx.Outer(); err != nil {
		emit(Record{Input: d.URL, JSON: failureLine(d.URL, err)})
		return
	}
	name := docName(d.Name)
	sc := ctx.Scan(strings.NewReader(d.Body))
	for sc.Scan() {
		l := sc.Link()
		rec := clirecord.Link(name, l, sc.Base(), false)
		out := Record{Input: l.Ref, JSON: jsonLine(l.Ref, rec)}
		if r, ok := rec.(*clirecord.LinkRecord); ok {
			out.OK, out.Passed, out.Text = true, true, []string{r.Result}
		}
		emit(out)
	}
}
