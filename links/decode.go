package links

import (
	"bytes"
	"io"

	"golang.org/x/net/html"
)

// Decoding attribute values as HTML does: character references (the HTML
// standard §13.2.5.72 to §13.2.5.80, in an attribute value: a named
// reference without ";" before "=" or an alphanumeric stays as written),
// carriage returns (§13.2.3.5) and NUL. The decoding is the one of
// golang.org/x/net/html's tokenizer itself (Tokenizer.TagAttr): a tokenizer
// is fed a tag made of the attribute as written, so the decoded value is
// the tokenizer's by construction. Values without "&", "\r" or NUL, nearly
// all URLs, need none of this.

// A decoder decodes attribute values with one tokenizer, fed one tag at a
// time.
type decoder struct {
	z   *html.Tokenizer
	src feed
	tag []byte
	out []byte // the last value simple decoded
}

// feed is the tokenizer's reader: the tag to decode, then nothing until the
// next (the tokenizer reads only when it needs a byte, and it does not after
// a tag's ">").
type feed struct{ b []byte }

func (f *feed) Read(p []byte) (int, error) {
	n := copy(p, f.b)
	f.b = f.b[n:]
	if n == 0 {
		return 0, io.ErrNoProgress // cannot happen: see feed
	}
	return n, nil
}

// needsDecoding reports whether the tokenizer would change v.
func needsDecoding(v []byte) bool {
	return bytes.IndexByte(v, '&') >= 0 || bytes.IndexByte(v, '\r') >= 0 || bytes.IndexByte(v, 0) >= 0
}

// decode returns value v, written in quotes q (0 for none), decoded. The
// result is valid until the next call.
func (d *decoder) decode(v []byte, q byte) []byte {
	if out, ok := d.simple(v); ok {
		return out
	}
	if d.z == nil {
		d.z = html.NewTokenizer(&d.src)
	}
	d.tag = append(d.tag[:0], "<a v="...)
	if q != 0 {
		d.tag = append(d.tag, q)
	}
	d.tag = append(d.tag, v...)
	if q != 0 {
		d.tag = append(d.tag, q)
	}
	d.tag = append(d.tag, '>')
	d.src.b = d.tag
	if d.z.Next() != html.StartTagToken {
		d.z = nil // cannot happen; start again with a new tokenizer
		return v
	}
	d.z.TagName()
	_, val, _ := d.z.TagAttr()
	return val
}

// simple decodes v when its only references are the five that URLs in
// pages mostly hold, "&amp;", "&lt;", "&gt;", "&quot;" and "&apos;"
// (the HTML standard's named character references table), and there is no
// carriage return or NUL; false otherwise, and the tokenizer decodes it.
func (d *decoder) simple(v []byte) ([]byte, bool) {
	if bytes.IndexByte(v, '\r') >= 0 || bytes.IndexByte(v, 0) >= 0 {
		return nil, false
	}
	out := d.out[:0]
	for {
		i := bytes.IndexByte(v, '&')
		if i < 0 {
			out = append(out, v...)
			break
		}
		out = append(out, v[:i]...)
		v = v[i:]
		var c byte
		var n int
		switch {
		case bytes.HasPrefix(v, []byte("&amp;")):
			c, n = '&', 5
		case bytes.HasPrefix(v, []byte("&lt;")):
			c, n = '<', 4
		case bytes.HasPrefix(v, []byte("&gt;")):
			c, n = '>', 4
		case bytes.HasPrefix(v, []byte("&quot;")):
			c, n = '"', 6
		case bytes.HasPrefix(v, []byte("&apos;")):
			c, n = '\'', 6
		default:
			return nil, false
		}
		out = append(out, c)
		v = v[n:]
	}
	d.out = out
	return out, true
}
