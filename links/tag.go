package links

// The attributes of a start tag, found in the tag's raw bytes with the same
// rules as golang.org/x/net/html's tokenizer (its readTag, readTagName,
// readTagAttrKey and readTagAttrVal, which follow the HTML standard's
// tokenization states §13.2.5.8 and §13.2.5.32 to §13.2.5.38), so that each
// attribute the tokenizer reports can be given its place in the document:
// the tokenizer says where a token starts, not where its attributes are.

// rawAttr is one attribute of a raw tag: its name and its value as written
// (without quotes), as spans of the tag.
type rawAttr struct {
	key, val span
	quote    byte // the quote around the value, 0 for none
}

// A tagLexer reads the attributes of one start tag, as Tokenizer.Raw gives
// it ("<name ...>"), in order, duplicates and all.
type tagLexer struct {
	raw []byte
	i   int
}

// newTagLexer returns a lexer positioned after the tag name, and the name.
func newTagLexer(raw []byte) (tagLexer, span) {
	i := 1
	for i < len(raw) {
		c := raw[i]
		if isSpace(c) || c == '/' || c == '>' {
			break
		}
		i++
	}
	return tagLexer{raw, skipSpace(raw, i)}, span{1, i}
}

// next returns the next attribute with a non-empty name (the tokenizer
// drops the others), and false after the last.
func (l *tagLexer) next() (rawAttr, bool) {
	raw, i := l.raw, l.i
	for i < len(raw) && raw[i] != '>' {
		var a rawAttr
		// The name: up to white space, "/", ">", or a "=" that is not its
		// first character.
		a.key.start = i
		for i < len(raw) {
			c := raw[i]
			if c == '=' && i == a.key.start {
				i++
				continue
			}
			if isSpace(c) || c == '/' || c == '>' || c == '=' {
				break
			}
			i++
		}
		a.key.end = i
		// The value: after "=" (white space around it allowed), quoted or
		// not; a "/" instead of "=" is consumed and ends the attribute.
		i = skipSpace(raw, i)
		a.val = span{i, i}
		if i < len(raw) && raw[i] == '/' {
			i++
		} else if i < len(raw) && raw[i] == '=' {
			i = skipSpace(raw, i+1)
			if i < len(raw) {
				switch q := raw[i]; q {
				case '>':
					a.val = span{i, i}
				case '\'', '"':
					i++
					a.val.start, a.quote = i, q
					for i < len(raw) && raw[i] != q {
						i++
					}
					a.val.end = i
					if i < len(raw) {
						i++
					}
				default:
					a.val.start = i
					for i < len(raw) && !isSpace(raw[i]) && raw[i] != '>' {
						i++
					}
					a.val.end = i
				}
			}
		}
		i = skipSpace(raw, i)
		if a.key.end > a.key.start {
			l.i = i
			return a, true
		}
	}
	l.i = i
	return rawAttr{}, false
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && isSpace(b[i]) {
		i++
	}
	return i
}

// lowerName copies name into buf in lower case (HTML names are ASCII case
// insensitive) and returns it; a name longer than buf is none of the names
// the package looks for and comes back empty.
func lowerName(buf []byte, name []byte) []byte {
	if len(name) > len(buf) {
		return nil
	}
	for i, c := range name {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return buf[:len(name)]
}
