package urn

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"testing"
)

func TestText(t *testing.T) {
	type rec struct {
		ID   URN  `json:"id" xml:"id,attr"`
		Opt  URN  `json:"opt" xml:"opt,attr"`
		Next *URN `json:"next,omitempty" xml:"-"`
	}
	u, _ := Parse("urn:example:weather?=op=map&lat=39.56#top")
	in := rec{ID: u}
	b, err := json.Marshal(in)
	if err != nil || string(b) != `{"id":"urn:example:weather?=op=map\u0026lat=39.56#top","opt":""}` {
		t.Fatalf("json: %s %v", b, err)
	}
	var out rec
	if err := json.Unmarshal(b, &out); err != nil || out.ID != u || !out.Opt.IsZero() {
		t.Fatalf("json back: %+v %v", out, err)
	}
	x, err := xml.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var xout rec
	if err := xml.Unmarshal(x, &xout); err != nil || xout.ID != u {
		t.Fatalf("xml back: %s %+v %v", x, xout, err)
	}
	var e *Error
	if err := json.Unmarshal([]byte(`{"id":"urn:ex:a b"}`), &out); !errors.As(err, &e) || e.Offset != 8 || out.ID != u {
		t.Errorf("bad URN: %v, value %v", err, out.ID)
	}
	if b, _ := u.AppendText([]byte("x=")); string(b) != "x="+u.String() {
		t.Errorf("AppendText: %q", b)
	}
}
