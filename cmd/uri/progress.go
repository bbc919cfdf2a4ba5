package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// Progress on standard error while a long run reads standard input: a line
// "\ruri parse: N records" rewritten at most every progressInterval, from
// progressDelay after the start, and erased at the end. It is shown only
// when standard error is a terminal; and, so that it never mixes with what a
// person types or reads there, only when neither standard input nor standard
// output is that same terminal (`uri parse --json <big.txt >out.jsonl`).

const (
	progressDelay    = 500 * time.Millisecond
	progressInterval = 250 * time.Millisecond
)

// progressConfig says whether and how often to show progress.
type progressConfig struct {
	enabled         bool
	delay, interval time.Duration
}

// detectProgress switches progress on when stderr is a terminal (a
// character device) that neither stdin nor stdout is.
func detectProgress(stdin io.Reader, stdout, stderr io.Writer) progressConfig {
	errInfo, ok := stat(stderr)
	if !ok || errInfo.Mode()&os.ModeCharDevice == 0 {
		return progressConfig{}
	}
	for _, x := range []any{stdin, stdout} {
		if fi, ok := stat(x); ok && os.SameFile(fi, errInfo) {
			return progressConfig{}
		}
	}
	return progressConfig{enabled: true, delay: progressDelay, interval: progressInterval}
}

// stat returns the file information of x when it is an *os.File.
func stat(x any) (os.FileInfo, bool) {
	f, ok := x.(*os.File)
	if !ok || f == nil {
		return nil, false
	}
	fi, err := f.Stat()
	return fi, err == nil
}

// progress is one run's progress line; the zero value (nil) shows nothing.
type progress struct {
	w     io.Writer
	name  string
	cfg   progressConfig
	next  time.Time // when the next update may be written
	width int       // length of the line on screen, to erase it
}

// start returns the progress of a run of command name, nil when disabled.
func (c progressConfig) start(w io.Writer, name string) *progress {
	if !c.enabled {
		return nil
	}
	return &progress{w: w, name: name, cfg: c, next: time.Now().Add(c.delay)}
}

// tick notes that n records are done and updates the line when it is time.
func (p *progress) tick(n int) {
	if p == nil {
		return
	}
	now := time.Now()
	if now.Before(p.next) {
		return
	}
	p.next = now.Add(p.cfg.interval)
	s := fmt.Sprintf("uri %s: %d records", p.name, n)
	pad := ""
	if p.width > len(s) {
		pad = strings.Repeat(" ", p.width-len(s))
	}
	fmt.Fprintf(p.w, "\r%s%s", s, pad)
	p.width = len(s)
}

// done erases the line. It may be called more than once.
func (p *progress) done() {
	if p == nil || p.width == 0 {
		return
	}
	fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
	p.width = 0
}
