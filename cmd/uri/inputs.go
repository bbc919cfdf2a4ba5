package main

import (
	"io"
	"os"
)

// inputs reads the lines of standard input, or of the --input-file files
// one after the other, and numbers them within each file.
type inputs struct {
	stdin io.Reader
	max   int        // --max-line-length
	files []*os.File // nil for standard input
	names []string
	i     int         // the file being read
	lr    *lineReader // reads files[i]
	name  string      // "standard input" or the file's name
	where string      // "line", or "FILE: line" for a file (see label)
	n     int         // the line number within the current file
}

// openInputs opens every file of names ("-" is standard input) before
// anything is read, so that a missing file stops the command at once; with
// no names it reads standard input.
func openInputs(e *env, names []string, max int) (*inputs, error) {
	in := &inputs{stdin: e.stdin, max: max}
	if len(names) == 0 {
		names = []string{"-"}
	}
	for _, name := range names {
		var f *os.File
		if name != "-" {
			var err error
			if f, err = os.Open(name); err != nil {
				in.close()
				return nil, err
			}
		}
		in.files = append(in.files, f)
		in.names = append(in.names, name)
	}
	in.start()
	return in, nil
}

func (in *inputs) start() {
	in.n = 0
	if f := in.files[in.i]; f != nil {
		in.lr = newLineReader(f, in.max)
		in.name = in.names[in.i]
		in.where = in.name + ": line"
	} else {
		in.lr = newLineReader(in.stdin, in.max)
		in.name = "standard input"
		in.where = "line"
	}
}

// next returns the next line, as lineReader.next does, going on to the next
// file at the end of one.
func (in *inputs) next() (line []byte, tooLong, ok bool, err error) {
	for {
		line, tooLong, ok, err = in.lr.next()
		if in.read(ok, err) {
			return line, tooLong, ok, err
		}
	}
}

// nextText is next for text input (see lineReader.nextText).
func (in *inputs) nextText() (line string, tooLong, ok bool, err error) {
	for {
		line, tooLong, ok, err = in.lr.nextText()
		if in.read(ok, err) {
			return line, tooLong, ok, err
		}
	}
}

// read counts a line read (ok) and reports true, or reports true at an
// error or the end of the last file, or goes on to the next file and
// reports false.
func (in *inputs) read(ok bool, err error) bool {
	if ok || err != nil || in.i+1 == len(in.files) {
		if ok {
			in.n++
		}
		return true
	}
	in.i++
	in.start()
	return false
}

// label names where the current line comes from in a text-mode error:
// "line" for standard input, "FILE: line" for a file.
func (in *inputs) label() string { return in.where }

func (in *inputs) buffered() int { return in.lr.r.Buffered() }

func (in *inputs) close() {
	for _, f := range in.files {
		if f != nil {
			f.Close()
		}
	}
}
