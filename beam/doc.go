// Package uribeam is urikit on Apache Beam: typed transforms over
// PCollections of lines and of records that run unchanged on Beam's local
// runner (Prism), Dataflow, Flink or Spark.
//
// Every transform makes the record the command line makes for the same
// input (docs/CLI.md): the JSON record of "uri CMD --json" and the text of
// "uri CMD", built by the same functions the command calls
// (internal/clirecord), so one contract holds from a shell to a cluster.
// An input that fails becomes its error record, as on the command line:
// a bad line never fails the pipeline.
//
// The module is apart from github.com/urikit/urikit so that the toolkit's
// users never download Beam's dependencies. The program uri-beam
// (cmd/uri-beam) runs the transforms over text files.
package uribeam
