package main

import (
	"io"
	"os"
)

// standardOutput returns where uri writes its results: os.Stdout, or
// io.Discard when standard output is the null device.
//
// A parent that throws the output away opens /dev/null for it: write-only
// (a shell's ">/dev/null", Go's os/exec), read-write (Python's
// subprocess.DEVNULL, Node's stdio: 'ignore', "1<>/dev/null") or even
// read-only, where every write fails with EBADF. Each is a working output
// that nobody reads, and the exit status must still tell how the records
// went: "uri inspect URL" is used as a gate that way (CLI.md: exit status 2
// only for unwritable output, that is, a real write error). Writing nothing
// at all is also faster.
//
// A standard output closed when uri starts ("uri ... >&-") cannot be told
// from these: before main runs, Go's runtime opens /dev/null read-write in
// place of a closed standard descriptor, so it is taken as discarded too.
func standardOutput() io.Writer {
	if isNullDevice(os.Stdout) {
		return io.Discard
	}
	return os.Stdout
}

// isNullDevice reports whether f is the null device (os.DevNull), however
// it was opened.
func isNullDevice(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err == nil && os.SameFile(fi, null)
}
