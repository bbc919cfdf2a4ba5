//go:build !linux

package main

// stdoutClosed reports whether standard output was closed when uri started;
// only Linux is checked (stdout_linux.go).
func stdoutClosed() bool { return false }
