package clirecord

import (
	"bufio"
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/ascii"
)

// Streaming JSON output for large records. encoding/json builds a whole
// record in memory before writing it (and a json.Marshaler's output twice:
// once returned, once compacted), so a record echoing a 100 MB line costs
// several times that. A record made from a long input is instead written
// field by field into the output buffer, with the same bytes encoding/json
// writes (SetEscapeHTML(false)): strings are escaped as they are copied.

// StreamThreshold is the input length from which records are streamed;
// below it encoding/json is faster and its memory does not matter.
const StreamThreshold = 8 << 10

// StreamJSON writes v as a JSON Lines record (with "\n") if it can be
// streamed: an ErrorRecord, or a pointer to a struct whose exported fields
// are strings, booleans, integers or pointers to those. It reports false,
// having written nothing, for any other value.
func StreamJSON(w *bufio.Writer, v any) bool {
	if r, ok := v.(ErrorRecord); ok {
		if len(r.Extra) > 0 {
			return false // rare: encoding/json writes it
		}
		for _, f := range r.Echo {
			if !streamable(reflect.TypeOf(f.Value)) {
				return false // echo values are strings, but see them checked
			}
		}
		w.WriteByte('{')
		for _, f := range r.Echo {
			writeJSONString(w, f.Key)
			w.WriteByte(':')
			writeJSONValue(w, reflect.ValueOf(f.Value))
			w.WriteByte(',')
		}
		w.WriteString(`"ok":false,"error":`)
		writeJSONString(w, r.Msg)
		w.WriteString(`,"offset":`)
		writeJSONValue(w, reflect.ValueOf(r.Offset))
		w.WriteString("}\n")
		return true
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return false
	}
	if _, ok := v.(json.Marshaler); ok {
		return false
	}
	rv = rv.Elem()
	fields := jsonFields(rv.Type())
	if fields == nil {
		return false
	}
	w.WriteByte('{')
	first := true
	for _, f := range fields {
		fv := rv.Field(f.index)
		if f.omitEmpty && fv.IsZero() {
			continue
		}
		if !first {
			w.WriteByte(',')
		}
		first = false
		writeJSONString(w, f.name)
		w.WriteByte(':')
		writeJSONValue(w, fv)
	}
	w.WriteString("}\n")
	return true
}

// jsonField is a struct field as encoding/json names it.
type jsonField struct {
	index     int
	name      string
	omitEmpty bool
}

// jsonFields lists the fields of struct type t that encoding/json writes,
// or returns nil when one of them is of a kind streamJSON does not handle
// (or carries an option it does not handle, or is embedded).
func jsonFields(t reflect.Type) []jsonField {
	var out []jsonField
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if sf.Anonymous {
			return nil
		}
		if !sf.IsExported() {
			continue
		}
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" {
			name = sf.Name
		}
		omit := false
		for opt := range strings.SplitSeq(opts, ",") {
			switch opt {
			case "":
			case "omitempty":
				omit = true
			default:
				return nil // ",string", ",omitzero": not handled
			}
		}
		if !streamable(sf.Type) {
			return nil
		}
		out = append(out, jsonField{index: i, name: name, omitEmpty: omit})
	}
	if out == nil {
		return nil
	}
	return out
}

// streamable reports whether writeJSONValue writes values of type t as
// encoding/json does: strings, booleans, integers, and pointers to them, of
// types with no JSON or text marshaling methods; and the repairs of
// --repair (written by encoding/json itself: they are small, and the input
// is not in them).
func streamable(t reflect.Type) bool {
	if t == nil {
		return false
	}
	if t == reflect.TypeFor[RepairList]() {
		return true
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Implements(reflect.TypeFor[json.Marshaler]()) ||
		reflect.PointerTo(t).Implements(reflect.TypeFor[json.Marshaler]()) ||
		t.Implements(reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()) ||
		reflect.PointerTo(t).Implements(reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()) {
		return false
	}
	switch t.Kind() {
	case reflect.String, reflect.Bool,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return true
	}
	return false
}

// writeJSONValue writes v, of a streamable type.
func writeJSONValue(w *bufio.Writer, v reflect.Value) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			w.WriteString("null")
			return
		}
		v = v.Elem()
	}
	var buf [24]byte
	switch v.Kind() {
	case reflect.String:
		writeJSONString(w, v.String())
	case reflect.Bool:
		w.Write(strconv.AppendBool(buf[:0], v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		w.Write(strconv.AppendInt(buf[:0], v.Int(), 10))
	case reflect.Slice:
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.Encode(v.Interface()) // a slice of plain values: no error
		w.Write(bytes.TrimSuffix(b.Bytes(), []byte("\n")))
	default:
		w.Write(strconv.AppendUint(buf[:0], v.Uint(), 10))
	}
}

// writeJSONString writes s as a JSON string the way encoding/json does
// without HTML escaping: '"', '\\' and control characters escaped ("\n",
// "\u001f"), bytes that are not UTF-8 replaced by U+FFFD, U+2028 and U+2029
// escaped; runs of other bytes are copied as they are.
func writeJSONString(w *bufio.Writer, s string) {
	const hex = ascii.LowerHex
	w.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			w.WriteString(s[start:i])
			switch c {
			case '"', '\\':
				w.WriteByte('\\')
				w.WriteByte(c)
			case '\b':
				w.WriteString(`\b`)
			case '\f':
				w.WriteString(`\f`)
			case '\n':
				w.WriteString(`\n`)
			case '\r':
				w.WriteString(`\r`)
			case '\t':
				w.WriteString(`\t`)
			default:
				w.WriteString(`\u00`)
				w.WriteByte(hex[c>>4])
				w.WriteByte(hex[c&15])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			w.WriteString(s[start:i])
			w.WriteString(`\ufffd`)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			w.WriteString(s[start:i])
			w.WriteString(`\u202`)
			w.WriteByte(hex[r&15])
			i += size
			start = i
			continue
		}
		i += size
	}
	w.WriteString(s[start:])
	w.WriteByte('"')
}
