// Package clirecord makes the records of the uri command (docs/CLI.md): for
// each operation, one function from an input to its record, the value whose
// JSON (JSON) is the command's --json line and whose Human method writes its
// text output; and the error record of an input that fails (Failure,
// FailureText). The command and every other front end that must answer
// exactly as the command does call these functions, so each record is made
// in one place.
//
//	normalize.go  Normalize, NormalizeWHATWG    uri normalize [--whatwg]
//	canon.go      Canon, Purell, CanonExpressions  uri canon
//	domain.go     Domain                        uri domain
//	extract.go    Extract                       uri extract, per URI found
//	inspect.go    Inspect                       uri inspect
//	links.go      Link                          uri links, per link found
//	record.go     Record, Result, Failure, JSON, TextOf
//	lines.go      Lines: which lines of text input are skipped
//	repairs.go    --repair: FromWild, AfterRepair, RepairHint, Hint
//	text.go       Text: the text output (values shown, markers)
//	jsonstream.go StreamJSON: a long record written as it is encoded
package clirecord
