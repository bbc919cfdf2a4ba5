package clirecord

import (
	"bufio"
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// kinds holds one field of every kind StreamJSON writes.
type kinds struct {
	S     string  `json:"s"`
	B     bool    `json:"b"`
	I     int     `json:"i"`
	I8    int8    `json:"i8"`
	I16   int16   `json:"i16"`
	I32   int32   `json:"i32"`
	I64   int64   `json:"i64"`
	U     uint    `json:"u"`
	U8    uint8   `json:"u8"`
	U16   uint16  `json:"u16"`
	U32   uint32  `json:"u32"`
	U64   uint64  `json:"u64"`
	PS    *string `json:"ps"`
	PI    *int    `json:"pi"`
	PB    *bool   `json:"pb"`
	Omit  string  `json:"omit,omitempty"`
	NoTag string
	Skip  string `json:"-"`
	hide  string
	R     RepairList `json:"r,omitempty"`
}

// String kinds that marshal themselves: encoding/json calls their methods.
type (
	valueJSON string
	ptrJSON   string
	valueText string
	ptrText   string
)

func (valueJSON) MarshalJSON() ([]byte, error) { return []byte(`"j"`), nil }
func (*ptrJSON) MarshalJSON() ([]byte, error)  { return []byte(`"j"`), nil }
func (valueText) MarshalText() ([]byte, error) { return []byte("t"), nil }
func (*ptrText) MarshalText() ([]byte, error)  { return []byte("t"), nil }

// StreamJSON writes exactly what encoding/json writes (without HTML
// escaping), for every record type it streams and strings that need every
// kind of escape.
func TestStreamJSONMatchesEncoding(t *testing.T) {
	strs := []string{
		"", "a", `"\`, "<>&", "\x00\x01\b\f\n\r\t\x1f\x7f", "é€𝄞", "\xff", "a\xc3", "\xed\xa0\x80",
		"\u2028\u2029", "%0D%0A", " a b ", strings.Repeat("ab\"c\n", 5000),
	}
	off := 7
	for _, s := range strs {
		p := &s
		yes := true
		n := -1 << 40
		recs := []any{
			&Result{Input: s, OK: true, Result: p, ResultHex: s},
			&Result{Input: s, OK: true, Repairs: &[]RepairChange{{Kind: "encoded-space", Offset: 3, Message: s}}},
			&Result{Input: s, Repairs: &[]RepairChange{}},
			&DomainRecord{Input: s, OK: true, Host: s, PublicSuffix: p, ICANN: &yes},
			&ExtractRecord{File: p, Line: 3, Column: 4, Offset: 1 << 40, Text: s, URI: s, Ambiguous: true},
			&ExtractRecord{Text: s},
			&kinds{S: s, B: true, I: -1, I8: -128, I16: -300, I32: 1 << 30, I64: -1 << 62, U: 1, U8: 255, U16: 65535, U32: 1 << 31, U64: 1<<64 - 1, PS: p, PI: &n, PB: &yes, Omit: s, NoTag: s, Skip: s, hide: s},
			&kinds{},
			ErrorRecord{Echo: []Field{{Key: "input", Value: s}}, Msg: s, Offset: &off},
			ErrorRecord{Echo: []Field{{Key: "a", Value: s}, {Key: "b", Value: s}}, Msg: s},
			ErrorRecord{Msg: s},
		}
		for _, r := range recs {
			want, err := JSON(r)
			if err != nil {
				t.Fatal(err)
			}
			var got bytes.Buffer
			w := bufio.NewWriter(&got)
			if !StreamJSON(w, r) {
				t.Errorf("%T is not streamed", r)
				continue
			}
			w.Flush()
			if got.String() != string(want) {
				t.Errorf("%T of %.40q:\n got %.300s\nwant %.300s", r, s, got.String(), want)
			}
		}
	}
	// Values it does not handle are left to encoding/json, unwritten.
	type withSlice struct{ F []string }
	type withTime struct{ T time.Time }
	type withPTime struct{ T *time.Time }
	type withFloat struct{ F float64 }
	type withString struct {
		N int `json:"n,string"`
	}
	type withJSON struct{ V valueJSON }
	type withPtrJSON struct{ V ptrJSON }
	type withText struct{ V *valueText }
	type withPtrText struct{ V ptrText }
	type embedded struct{ kinds }
	type onlyHidden struct{ _ int }
	for _, v := range []any{
		&withJSON{}, &withPtrJSON{}, &withText{}, &withPtrText{},
		&withSlice{}, &withTime{}, &withPTime{}, &withFloat{}, &withString{}, &embedded{}, &onlyHidden{},
		&InspectRecord{}, &LinkRecord{}, kinds{}, (*kinds)(nil), "x", 3, nil,
		ErrorRecord{Msg: "m", Extra: []Field{{Key: "repairs", Value: []RepairChange{}}}},
		ErrorRecord{Echo: []Field{{Key: "input", Value: 1.5}}},
		ErrorRecord{Echo: []Field{{Key: "input", Value: nil}}},
		json.RawMessage(`{}`),
	} {
		var b bytes.Buffer
		w := bufio.NewWriter(&b)
		if StreamJSON(w, v) || w.Buffered() > 0 {
			t.Errorf("StreamJSON(%T) streamed", v)
		}
	}
}
