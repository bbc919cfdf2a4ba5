package main

import (
	"errors"
	"fmt"
	"syscall"
)

// writeFailed reports a failed write to standard output and returns
// exitUsage (CLI.md: unwritable output). A closed pipe (EPIPE) is reported
// without a message: the reader is gone, as when "uri ... | head -1" has its
// line. Normally EPIPE is not even seen: the write raises SIGPIPE, which
// ends uri silently as it ends other Unix filters (shell status 141); only
// a parent that ignores SIGPIPE lets the error through to here.
func (e *env) writeFailed(err error) int {
	if errors.Is(err, syscall.EPIPE) {
		return exitUsage
	}
	if e.cmd == nil { // uri help
		fmt.Fprintf(e.stderr, "uri: writing output: %v\n", err)
		return exitUsage
	}
	return e.fatal(fmt.Errorf("writing output: %w", err))
}
