package uri

import (
	"encoding"
	"encoding/json"
	"encoding/xml"
	"errors"
	"testing"
)

var (
	_ encoding.TextMarshaler   = URI{}
	_ encoding.TextAppender    = URI{}
	_ encoding.TextUnmarshaler = (*URI)(nil)
)

type link struct {
	Href URI  `json:"href"`
	Base *URI `json:"base,omitempty"`
}

// TestJSON sends references through encoding/json as strings: RFC 3986 §3's
// example, a relative reference (§4.2), and the zero URI.
func TestJSON(t *testing.T) {
	for _, s := range []string{
		"foo://example.com:8042/over/there?name=ferret#nose",
		"urn:example:animal:ferret:nose",
		"../g?y#s",
		"http://[fe80::a%25en1]/",
		"",
	} {
		in := link{Href: must(ParseReference(s))}
		data, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(map[string]string{"href": s})
		if string(data) != string(want) {
			t.Errorf("Marshal(%q) = %s, want %s", s, data, want)
		}
		var out link
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if out.Href != in.Href {
			t.Errorf("round trip of %q gave %#v", s, out.Href)
		}
	}
	var out link
	if err := json.Unmarshal([]byte(`{"href":"http://a/b","base":"http://a/"}`), &out); err != nil {
		t.Fatal(err)
	}
	if out.Href.Path() != "/b" || out.Base == nil || out.Base.Host() != "a" {
		t.Errorf("got %+v", out)
	}
}

// TestUnmarshalTextError checks that bad text is an *Error with its offset,
// through encoding/json too, and that the value is left unchanged.
func TestUnmarshalTextError(t *testing.T) {
	u := MustParse("http://keep/")
	err := u.UnmarshalText([]byte("http://a/b c"))
	var e *Error
	if !errors.As(err, &e) || e.Offset != 10 || e.Component != ComponentPath || !errors.Is(err, ErrInvalidChar) {
		t.Errorf("UnmarshalText error = %v", err)
	}
	if u.String() != "http://keep/" {
		t.Errorf("value changed to %q on error", u.String())
	}
	var out link
	err = json.Unmarshal([]byte(`{"href":"http://[::1/"}`), &out)
	if !errors.As(err, &e) || !errors.Is(err, ErrInvalidHost) {
		t.Errorf("json.Unmarshal error = %v (%T)", err, err)
	}
}

// TestMarshalTextZero: the zero URI is the empty reference, "".
func TestMarshalTextZero(t *testing.T) {
	b, err := URI{}.MarshalText()
	if err != nil || len(b) != 0 {
		t.Errorf("MarshalText of the zero URI = %q, %v", b, err)
	}
	var u URI
	if err := u.UnmarshalText(nil); err != nil || u != (URI{}) {
		t.Errorf("UnmarshalText(nil) = %#v, %v", u, err)
	}
}

// TestAppendText checks AppendText appends, and allocates nothing when the
// buffer has room.
func TestAppendText(t *testing.T) {
	u := MustParse("http://a/b")
	b, err := u.AppendText([]byte("x="))
	if err != nil || string(b) != "x=http://a/b" {
		t.Errorf("AppendText = %q, %v", b, err)
	}
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { u.AppendText(buf[:0]) }); n != 0 {
		t.Errorf("AppendText: %v allocs", n)
	}
}

// TestXML uses the text methods as an XML attribute.
func TestXML(t *testing.T) {
	type a struct {
		XMLName xml.Name `xml:"a"`
		Href    URI      `xml:"href,attr"`
	}
	data, err := xml.Marshal(a{Href: MustParse("http://a/b?c=d&e")})
	if err != nil || string(data) != `<a href="http://a/b?c=d&amp;e"></a>` {
		t.Fatalf("xml.Marshal = %s, %v", data, err)
	}
	var out a
	if err := xml.Unmarshal(data, &out); err != nil || out.Href.Query() != "c=d&e" {
		t.Errorf("xml.Unmarshal = %+v, %v", out, err)
	}
}
