package uri

import (
	"bytes"
	"strings"
)

// RemoveDotSegments applies remove_dot_segments of RFC 3986 §5.2.4 to a
// path, exactly as written there: "." and ".." segments are interpreted and
// removed ("/a/b/c/./../../g" → "/a/g", "mid/content=5/../6" → "mid/6"),
// and ".." above the root is dropped. It runs in time linear in len(path)
// and returns path itself, without allocating, when it has no dot segment.
func RemoveDotSegments(path string) string {
	if !hasDotSegment(path) {
		return path
	}
	return string(appendRemoveDotSegments(make([]byte, 0, len(path)), path))
}

// hasDotSegment reports whether some segment of p is "." or "..". Dots
// are rare in paths, so beyond a few bytes it jumps from "." to "." with
// IndexByte; short strings (typical references) take a plain loop.
func hasDotSegment[S ~string | ~[]byte](p S) bool {
	if len(p) < 16 {
		for i := 0; i < len(p); i++ {
			if p[i] == '.' && (i == 0 || p[i-1] == '/') && dotSegmentAt(p, i) {
				return true
			}
		}
		return false
	}
	for i := 0; i < len(p); i++ {
		if p[i] != '.' {
			j := indexByte(p[i:], '.')
			if j < 0 {
				return false
			}
			i += j
		}
		if (i == 0 || p[i-1] == '/') && dotSegmentAt(p, i) {
			return true
		}
	}
	return false
}

// dotSegmentAt reports whether the segment that p[i], a ".", begins (p[i-1]
// being "/" or i being 0) is "." or "..".
func dotSegmentAt[S ~string | ~[]byte](p S, i int) bool {
	i++
	if i < len(p) && p[i] == '.' {
		i++
	}
	return i == len(p) || p[i] == '/'
}

// appendRemoveDotSegments appends the result of remove_dot_segments(in) to
// out. The steps are those of §5.2.4 2A-2E; the input buffer is in[i:] and
// the output buffer is out[base:].
func appendRemoveDotSegments[S ~string | ~[]byte](out []byte, in S) []byte {
	base := len(out)
	i := 0
	for i < len(in) {
		rest := in[i:]
		switch {
		case hasPrefix(rest, "../"): // A
			i += 3
		case hasPrefix(rest, "./"): // A
			i += 2
		case hasPrefix(rest, "/./"): // B: "/./" → "/"
			i += 2
		case string(rest) == "/.": // B: "/." → "/"
			out = append(out, '/')
			i = len(in)
		case hasPrefix(rest, "/../"): // C: "/../" → "/", drop last output segment
			i += 3
			out = dropLastSegment(out, base)
		case string(rest) == "/..": // C: "/.." → "/", drop last output segment
			out = append(dropLastSegment(out, base), '/')
			i = len(in)
		case string(rest) == "." || string(rest) == "..": // D
			i = len(in)
		default: // E: move the first segment, with its leading "/", to the output
			j := i
			if in[j] == '/' {
				j++
			}
			for j < len(in) && in[j] != '/' {
				j++
			}
			out = append(out, in[i:j]...)
			i = j
		}
	}
	return out
}

// dropLastSegment removes the last segment and its preceding "/" (if any)
// from out[base:].
func dropLastSegment(out []byte, base int) []byte {
	for k := len(out) - 1; k >= base; k-- {
		if out[k] == '/' {
			return out[:k]
		}
	}
	return out[:base]
}

// removeDotSegmentsInPlace applies remove_dot_segments (RFC 3986 §5.2.4) to
// b[start:], in place, and returns b shortened to the result: the output is
// appended after b[:start] as the input b[start:] is read, which is safe
// because remove_dot_segments never writes ahead of what it has read.
func removeDotSegmentsInPlace(b []byte, start int) []byte {
	return appendRemoveDotSegments(b[:start], b[start:])
}

// hasPrefix is strings.HasPrefix for text in a string or a buffer.
func hasPrefix[S ~string | ~[]byte](s S, p string) bool {
	return len(s) >= len(p) && string(s[:len(p)]) == p
}

// indexByte is strings.IndexByte for text in a string or a buffer.
func indexByte[S ~string | ~[]byte](s S, c byte) int {
	switch s := any(s).(type) {
	case string:
		return strings.IndexByte(s, c)
	case []byte:
		return bytes.IndexByte(s, c)
	}
	panic("unreachable")
}
