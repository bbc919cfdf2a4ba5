package main

import (
	"errors"
	"io"
	"os"
)

// spool makes a reader that cannot seek (standard input from a pipe) one
// that can go back to its start, by copying what it reads to a temporary
// file as it goes. uri links needs that for documents with more links
// before their <base> than it holds in memory (links.Scanner.MaxPending):
// it reads on to find the base, then reads the document again. Reading
// stays a stream; memory stays bounded; the disk holds the document once.
type spool struct {
	r    io.Reader
	f    *os.File // nil once writing to it failed
	pos  int64    // the reading position
	n    int64    // bytes copied to f
	fail error    // why there is no file
}

// seekable returns r itself when it can seek, and a spool over it
// otherwise (r itself again when no temporary file can be made: the links
// are then held in memory). The function returned removes the file.
func seekable(r io.Reader) (io.Reader, func()) {
	if s, ok := r.(io.Seeker); ok {
		if _, err := s.Seek(0, io.SeekCurrent); err == nil {
			return r, func() {}
		}
	}
	f, err := os.CreateTemp("", "uri-links-*.html")
	if err != nil {
		return r, func() {}
	}
	sp := &spool{r: r, f: f}
	return sp, sp.close
}

func (s *spool) Read(p []byte) (int, error) {
	if s.pos < s.n {
		k, err := s.f.ReadAt(p[:min(int64(len(p)), s.n-s.pos)], s.pos)
		s.pos += int64(k)
		if err == io.EOF {
			err = nil
		}
		return k, err
	}
	k, err := s.r.Read(p)
	if k > 0 && s.f != nil {
		if _, werr := s.f.WriteAt(p[:k], s.n); werr != nil {
			s.f.Close()
			os.Remove(s.f.Name())
			s.f, s.fail = nil, werr
		} else {
			s.n += int64(k)
		}
	}
	s.pos += int64(k)
	return k, err
}

// Seek supports what links.Scanner asks: the position (0, io.SeekCurrent),
// and going back to a place already read, when the spool has its file.
func (s *spool) Seek(off int64, whence int) (int64, error) {
	switch {
	case whence == io.SeekCurrent && off == 0:
		return s.pos, nil
	case whence == io.SeekStart && s.f != nil && off >= 0 && off <= s.n:
		s.pos = off
		return off, nil
	}
	if s.fail != nil {
		return 0, s.fail
	}
	return 0, errors.New("spool: cannot seek there")
}

func (s *spool) close() {
	if s.f != nil {
		s.f.Close()
		os.Remove(s.f.Name())
	}
}
