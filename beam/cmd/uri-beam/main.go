// Command uri-beam runs urikit's transforms over text files on Apache Beam:
// on the local runner (Prism, in this process) by default, and on Dataflow,
// Flink or Spark by Beam's usual flags (--runner, --endpoint, --project ...;
// see beam/README.md).
//
//	uri-beam --input 'urls/*.txt' --output out/surt --op canon:surt --dedupe
//
// Each output line is what the command line writes for the same input:
// uri normalize, uri normalize --whatwg, uri canon --profile P, uri domain's
// registrable domain, uri extract's URIs, uri inspect --json's record; with
// --json, the command's JSON records.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"
	uribeam "github.com/urikit/urikit/beam"
)

var (
	input     = flag.String("input", "", "the text files to read, a glob (one input a line; extract: each file one text)")
	output    = flag.String("output", "", "the prefix of the output files: PREFIX-00000-of-0000N ...")
	shards    = flag.Int("shards", 4, "the number of output files")
	op        = flag.String("op", "normalize", "normalize, whatwg, canon:PROFILE (surt, safebrowsing, safebrowsing-expressions, rfc3986), domain, extract or inspect")
	dedupe    = flag.Bool("dedupe", false, "write each distinct output line once")
	countBy   = flag.String("count-by", "", "domain or host: write KEY<TAB>COUNT over the output lines instead of the lines (lines without a key are left out)")
	asJSON    = flag.Bool("json", false, "write the command line's JSON records instead of its text output")
	dangerous = flag.Bool("dangerous", false, "with --op inspect, keep only the records with a finding of severity danger")
)

func main() {
	flag.Parse()
	beam.Init()
	c, err := config()
	if err != nil {
		fmt.Fprintf(os.Stderr, "uri-beam: %v (uri-beam -h lists the flags, Beam's runner flags too)\n", err)
		os.Exit(2)
	}
	p, s := beam.NewPipelineWithRoot()
	uribeam.Build(s, c)
	if err := beamx.Run(context.Background(), p); err != nil {
		fmt.Fprintf(os.Stderr, "uri-beam: %v\n", err)
		os.Exit(1)
	}
}

// config is the run the flags ask for.
func config() (uribeam.Config, error) {
	if flag.NArg() > 0 {
		return uribeam.Config{}, fmt.Errorf("unexpected argument %q: inputs are read from --input GLOB", flag.Arg(0))
	}
	o, err := uribeam.ParseOp(*op)
	if err != nil {
		return uribeam.Config{}, fmt.Errorf("--op: %w", err)
	}
	c := uribeam.Config{Input: *input, Output: *output, Shards: *shards, Op: o,
		Dedupe: *dedupe, JSON: *asJSON, Dangerous: *dangerous, CountBy: uribeam.Key(*countBy)}
	return c, c.Check()
}
