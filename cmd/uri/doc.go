// Command uri parses, edits, resolves, normalizes, compares, percent-encodes,
// percent-decodes, extracts, inspects and repairs URIs (and URNs and IRIs)
// from the command line, for people at a shell (readable text) and for scripts (JSON
// Lines with --json). It is a thin layer over package
// github.com/urikit/urikit/uri: every URI rule it applies comes from there.
//
// Usage:
//
//	uri COMMAND [FLAGS] [INPUT...]
//	uri help [COMMAND]
//
// The commands:
//
//	uri parse [--ref] [--dialect D] [--format TEMPLATE] [--json] [--json-input] [INPUT...]
//	    Check each input against the grammar of RFC 3986 Appendix A (or
//	    of a dialect: rfc3986, draft2003, draft1997, rfc1738) and show
//	    its components as written: scheme, authority, userinfo, host with
//	    its type and RFC 6874 zone, port, path, query, fragment. Undefined
//	    components are "(absent)" (JSON null), empty ones "(empty)" ("").
//	    Without --ref a scheme is required (rule URI); with it any
//	    URI-reference is accepted (§4.1). --format '{host}' prints one
//	    line per input from a template instead (trurl's placeholders).
//	uri edit [--set C=V] [--append path=SEG|query=K=V] [--remove C] [--remove-param K] [--keep-param K] [--sort-query] ...
//	    Change components and query parameters, keeping every other byte.
//	uri query [--form] [--json] [--json-input] [INPUT...]
//	    The query parameters of each URI, in order, decoded.
//	uri encode [--component C] [--json] [--json-input] [INPUT...]
//	    Percent-encode text for one component (RFC 3986 §2.1): scheme,
//	    userinfo, host, path, segment, query, fragment or any (default).
//	uri decode [--json] [--json-input] [INPUT...]
//	    Percent-decode text; a malformed "%" is an error at its offset.
//	uri resolve --base BASE [--dialect D] [--compat] [--json] [--json-input] [REF...]
//	    Resolve references against a base URI (RFC 3986 §5.2; the 1997
//	    and 2003 drafts' algorithms with --dialect draft2003 or draft1997);
//	    --compat ignores a reference's scheme equal to the base's (§5.2.2).
//	uri relative --base BASE [--json] [--json-input] [TARGET...]
//	    The shortest reference that resolves against BASE to each target.
//	uri normalize [--level syntax|scheme] [--json] [--json-input] [INPUT...]
//	    The normal form of each input (RFC 3986 §6.2.2, and with the
//	    default level scheme also §6.2.3: default port, empty path, ...).
//	uri compare [--level string|syntax|scheme] [--json] [--json-input] A B
//	    Whether two URIs are equivalent at a rung of the comparison
//	    ladder (RFC 3986 §6.2); exit status 1 when they differ.
//	uri scheme [--lenient] [--json] [--json-input] [INPUT...]
//	    Scheme-specific fields of RFC 1738 §3 (ftp, http, gopher, mailto,
//	    news, nntp, telnet, wais, file, prospero, mid, cid).
//	uri extract [--json] [FILE...], uri expand [--default-scheme S] ...
//	    URIs found in plain text; abbreviated URIs completed.
//	uri urn [--dialect D] [--strict] ..., uri urn compare A B
//	    URNs (RFC 8141; RFC 2141 and the 2012 draft as dialects): parts,
//	    namespace rules, lexical equivalence.
//	uri inspect [--json] [--json-input] [INPUT...]
//	    Security findings; exit status 1 on a danger.
//	uri links [--url U] [--content-location U] [--default-base U] [--json] [FILE...]
//	    The links of HTML documents, resolved against their base URI.
//	uri iri ..., uri repair ...
//	    IRIs mapped to URIs and back (RFC 3987); URIs found in the wild
//	    made valid, each change listed.
//	uri help [COMMAND]
//	    The command list, or one command's flags and examples.
//	uri version, uri --version
//	    The module version, from the build information.
//
// # Inputs and outputs
//
// Inputs come from the arguments; with none, from standard input (or the
// files of --input-file, in turn), one per line: a trailing "\r" is removed,
// and a last line without "\n" counts. With --json every line is an input,
// the empty line too (the empty string); in text output blank lines and
// comment lines ("#" followed by a space, or alone) are skipped. With
// --json-input every line is one JSON value (a string for these commands),
// so inputs may hold any characters; a line that is not valid JSON, the
// empty line included, gives an error record. Nothing is merged: with --json
// each input line gives exactly one output record, in input order.
//
// A line of standard input longer than --max-line-length N bytes (default
// 16 MiB; 0 for no limit), its line end not counted, is an error record whose
// input is the line's first 64 bytes and whose offset is N; the rest of the
// line is read past without being stored, so memory stays bounded whatever
// the input. Records of long inputs are written to the output as they are
// encoded, so a line of L bytes costs about 2L of memory at most.
//
// --json prints JSON Lines with the records of the CLI contract
// (shared/CLI.md): for parse {"input","ok","scheme","authority","userinfo",
// "host","host_type","port","path","query","fragment"} (plus "zone"), for
// encode and decode {"input","ok","result"} (plus "result_hex" when decoded
// octets are not UTF-8). A failed input gives {"input","ok":false,"error",
// "offset"}, where offset is the byte offset of the problem or null. Without
// --json a failed input prints "argument N: <error>" or "line N: <error>"
// ("FILE: line N: ..." for --input-file) on standard error, so that standard
// output holds only results; a command with one value per input prints it
// bare, an empty result as an empty line.
//
// Flags may come before or after the inputs, as --name or -name, with values
// as "--name value" or "--name=value"; "--" ends the flags.
//
// Exit status: 0 when every input was ok, 1 when at least one was not, 2 for
// a usage error (unknown command, flag, dialect or component; a missing flag
// value), unreadable input or unwritable output; these go to standard error.
// A standard output closed at the start ("uri ... >&-") is unwritable output:
// on Linux uri says so and exits 2 before reading anything (stdout_linux.go
// tells which descriptors it takes as closed). When the reader of a pipe
// leaves ("uri ... | head -1"), the next write ends uri with SIGPIPE, without
// a message, as it ends other filters (shell status 141); with SIGPIPE
// ignored, the write's EPIPE error ends it with status 2, also silently.
//
// JSON strings hold Unicode text: an input byte that is not part of valid
// UTF-8 is echoed in "input" as U+FFFD (the offsets of errors still count
// the input's own bytes). Use --json-input to give any Unicode text exactly.
//
// While reading standard input with standard error on a terminal that is
// neither standard input nor standard output, a progress line on standard
// error counts the records done, a few times a second; it is erased at the
// end.
//
// # Adding a command
//
// A command is one file in this directory and one row in the command table
// of commands.go: a name, a one-line summary, the usage synopsis, a setup
// function and a commandHelp with examples (a test runs every example and
// checks its output); its usage names every flag but the common ones
// (--max-line-length, which "uri help" describes).
//
// The file reads from the flags to the work. A type named after the command
// (parseCommand for uri parse) holds its flags; setupParse declares them on
// a *flagSet (Bool, String, Enum, Dialect, Component, Int, Repair, Records
// for --json/--json-input/--max-line-length), in the order the help lists
// them, into that type's fields, and returns its run method as the action.
// run(e, args) is the command's work, from the positional arguments to the
// output, with the flags already parsed: a usage error for a combination of
// flags that does not go, then, for a record command, processRecords with a
// processor: an inputKind and a handler. The inputKind is stringInput for
// one string per record, or, for records of several fields, a fieldsInput
// of a decoder of the command's own (baseKind for resolve). The handler is
// the command's type itself, with fields for what run makes of the flags,
// or, where the command has several modes, a small type for each
// (parseFormat for parse --format). A part of the work with a name of its
// own is another method of the type (parseCommand.parser); a mode that
// reads the inputs otherwise has a type and run of its own (whatwgParse for
// parse --whatwg).
//
// Each input then goes through the stages in turn, each handing it on to
// the next, so that it can be followed from run to the output:
//   - processRecords (records.go) takes the arguments, all of them checked
//     before any is handled, or the lines of standard input or of
//     --input-file, and gives each to the inputKind's readText (readJSON
//     with --json-input; all the arguments at once to an argsKind's
//     readArgs, as for "compare A B");
//   - the inputKind (inputkind.go) reads the input into a record and hands
//     it to take (records.go), which calls the handler; or it returns an
//     error: a usage error for an argument, the line's error record
//     otherwise;
//   - the handler's handle method makes the output record (a JSON-tagged
//     struct with Passed and Human methods) and writes it to its *emitter,
//     as an http.Handler writes to its ResponseWriter, or returns an error,
//     which take writes as the input's error record;
//   - the emitter (output.go) writes the record, after its repairs, as
//     JSON Lines (--json) or as text.
package main
