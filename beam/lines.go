package uribeam

import "strings"

// trimCR removes the one trailing "\r" a line of a file with CRLF line
// ends keeps: the command line reads lines so (docs/CLI.md, "Input"), and
// Beam's textio does not. Which lines text input skips is the command's
// own rule, clirecord.Lines.
func trimCR(line string) string { return strings.TrimSuffix(line, "\r") }
