package clirecord

import (
	"bufio"
	"io"
)

func bufioWriter(w io.Writer) *bufio.Writer { return bufio.NewWriter(w) }
