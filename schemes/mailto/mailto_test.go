package mailto

import (
	"errors"
	"slices"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 1738 §3.5 rows: the seeds' examples (seed 001 §1.3, seed 003
// §1.1.2) and RFC 1738 §3.5's notes, read under the older dialect.
var parseRows = []struct{ in, src, address string }{
	{"mailto:mduerst@ifi.unizh.ch", "seed 001 §1.3", "mduerst@ifi.unizh.ch"},
	{"mailto:John.Doe@example.com", "seed 003 §1.1.2", "John.Doe@example.com"},
	{"mailto:user%25gateway@relay.example", "RFC 1738 §3.5: \"%\" must be encoded", "user%gateway@relay.example"},
	{"mailto:%22John%20Doe%22@example.com", "RFC 822 §6.1 quoted-string", `"John Doe"@example.com`},
	{"mailto:postmaster@%5B10.0.0.1%5D", "RFC 822 §6.1 domain-literal", "postmaster@[10.0.0.1]"},
	{"mailto:a@b?subject=x", "RFC 1738 §3.5: no reserved characters", "a@b?subject=x"},
}

func TestParse1738(t *testing.T) {
	for _, r := range parseRows {
		v, err := RFC1738.ParseString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		if v.Address() != r.address || len(v.Addresses()) != 1 || v.Headers() != nil || v.Dialect() != RFC1738 {
			t.Errorf("%s: got %q %q %q, want %q", r.in, v.Address(), v.Addresses(), v.Headers(), r.address)
		}
	}
}

// RFC 6068 rows: every example of §6 and §2, with the addresses and header
// fields the text says they carry.
var rows6068 = []struct {
	in        string
	addresses []string
	headers   []Header
}{
	{"mailto:chris@example.com", []string{"chris@example.com"}, nil},
	{"mailto:infobot@example.com?subject=current-issue", []string{"infobot@example.com"}, []Header{{"subject", "current-issue"}}},
	{"mailto:infobot@example.com?body=send%20current-issue", []string{"infobot@example.com"}, []Header{{"body", "send current-issue"}}},
	{"mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index", []string{"infobot@example.com"}, []Header{{"body", "send current-issue\r\nsend index"}}},
	{"mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", []string{"list@example.org"}, []Header{{"In-Reply-To", "<3469A91.D10AF4C@example.com>"}}},
	{"mailto:majordomo@example.com?body=subscribe%20bamboo-l", []string{"majordomo@example.com"}, []Header{{"body", "subscribe bamboo-l"}}},
	{"mailto:joe@example.com?cc=bob@example.com&body=hello", []string{"joe@example.com"}, []Header{{"cc", "bob@example.com"}, {"body", "hello"}}},
	{"mailto:gorby%25kremvax@example.com", []string{"gorby%kremvax@example.com"}, nil},
	{"mailto:unlikely%3Faddress@example.com?blat=foop", []string{"unlikely?address@example.com"}, []Header{{"blat", "foop"}}},
	{"mailto:Mike%26family@example.org", []string{"Mike&family@example.org"}, nil},
	{"mailto:%22not%40me%22@example.org", []string{`"not@me"@example.org`}, nil},
	{"mailto:%22oh%5C%5Cno%22@example.org", []string{`"oh\\no"@example.org`}, nil},
	{"mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", []string{`"\\\"it's\ ugly\\\""@example.org`}, nil},
	{"mailto:user@example.org?subject=caf%C3%A9", []string{"user@example.org"}, []Header{{"subject", "café"}}},
	{"mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D", []string{"user@example.org"}, []Header{{"subject", "=?utf-8?Q?caf=C3=A9?="}}},
	{"mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO", []string{"user@納豆.example.org"}, []Header{{"subject", "Test"}, {"body", "NATTO"}}},
	// §2: three equivalent ways to write two recipients.
	{"mailto:addr1@an.example,addr2@an.example", []string{"addr1@an.example", "addr2@an.example"}, nil},
	{"mailto:?to=addr1@an.example,addr2@an.example", nil, []Header{{"to", "addr1@an.example,addr2@an.example"}}},
	{"mailto:addr1@an.example?to=addr2@an.example", []string{"addr1@an.example"}, []Header{{"to", "addr2@an.example"}}},
	// [ to ] [ hfields ]: both optional; a "," inside a quoted local part.
	{"mailto:", nil, nil},
	{"mailto:%22a,b%22@example.org,c@example.org", []string{`"a,b"@example.org`, "c@example.org"}, nil},
	// RFC 822 §3.4.1 quoted-pair: an escaped quote does not end the quoted
	// local part, so the "," after it is still inside; "%5c" is "%5C".
	{"mailto:%22a%5C%22,b%22@example.org", []string{`"a\",b"@example.org`}, nil},
	{"mailto:%22a%5c%22,b%22@example.org,c@example.org", []string{`"a\",b"@example.org`, "c@example.org"}, nil},
	{"mailto:%22a%5C%5C%22@example.org,c@example.org", []string{`"a\\"@example.org`, "c@example.org"}, nil},
	{"mailto:joe@example.com?subject=hi", []string{"joe@example.com"}, []Header{{"subject", "hi"}}},
}

func TestParse6068(t *testing.T) {
	for _, r := range rows6068 {
		v, err := ParseString(r.in)
		if err != nil {
			t.Errorf("%s: %v", r.in, err)
			continue
		}
		first := ""
		if len(r.addresses) > 0 {
			first = r.addresses[0]
		}
		if !slices.Equal(v.Addresses(), r.addresses) || !slices.Equal(v.Headers(), r.headers) || v.Address() != first || v.Dialect() != RFC6068 {
			t.Errorf("%s: got %q %q %q, want %q %q", r.in, v.Address(), v.Addresses(), v.Headers(), r.addresses, r.headers)
		}
		if len(r.addresses) == 1 {
			roundTrip(t, v)
		}
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Address())
	if err != nil || b.Address() != v.Address() || len(b.Addresses()) != 1 {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
}

var invalidRows = []struct {
	d        Dialect
	in, rule string
	off      int
}{
	{RFC1738, "mailto:", "encoded822addr", 7},
	{RFC1738, "mailto:nobody", "addr-spec", 13},           // no "@"
	{RFC1738, "mailto:a@b,c@d", "addr-spec", 10},          // "," is an RFC 822 special
	{RFC1738, "mailto:a%20b@example.org", "addr-spec", 8}, // a space outside quotes
	{RFC1738, "mailto:a@@b", "addr-spec", 9},              // empty domain word
	{RFC1738, "mailto://a@b", "mailtourl", 7},             // no authority
	{RFC1738, "mailto:a@b~c", "", 0},                      // "~" is fine (see rule's doc): valid
	// RFC 6068 §6.1: "using "?" twice, is incorrect"
	{RFC6068, "mailto:joe@example.com?cc=bob@example.com?body=hello", "hfvalue", 41},
	{RFC6068, "mailto:nobody", "addr-spec", 13},
	{RFC6068, "mailto:a%20b@example.org", "addr-spec", 8},
	{RFC6068, "mailto:a/b@example.com", "addr-spec", 8}, // §2 note 1: "/" percent-encoded
	{RFC6068, "mailto:a=b@example.com", "addr-spec", 8}, // and "=", "&", ";"
	{RFC6068, "mailto:a@b,,c@d", "addr-spec", 11},       // an empty address
	{RFC6068, "mailto:a@b?subject", "hfield", 11},       // hfield = hfname "=" hfvalue
	{RFC6068, "mailto:a@b?", "hfield", 11},              // "?" is followed by an hfield
	{RFC6068, "mailto:%22a%5C", "addr-spec", 7},         // an unclosed quote, cut after the backslash
	{RFC6068, "mailto:%22a%5C%22", "addr-spec", 7},
	{RFC6068, "mailto:a@b?x=1&", "hfield", 15}, // and so is each "&"
	{RFC6068, "mailto:a@b?x=1&&y=2", "hfield", 15},
	{RFC6068, "mailto:a@b?=", "", 0}, // hfname = *qchar, hfvalue = *qchar: both may be empty
	{RFC6068, "mailto:?to=a@b&x=", "", 0},
	{RFC6068, "mailto:a@b?x=1=2", "hfvalue", 14}, // a second "=" is %3D
	{RFC6068, "mailto:a@b?x=a/b", "hfvalue", 14}, // qchar has no "/"
	{RFC6068, "mailto://a@b", "mailtoURI", 7},
	{RFC6068, "mailto:a@b#frag", "", 0}, // a fragment: meaningless, ignored (§2)
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := r.d.ParseString(r.in)
		if r.rule == "" {
			if err != nil {
				t.Errorf("%s: %v", r.in, err)
			}
			continue
		}
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s %s: got %v, want rule %s at %d", r.d, r.in, err, r.rule, r.off)
		}
	}
}

func TestAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { v, _ := ParseString("mailto:John.Doe@example.com"); v.Address() }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

func FuzzParse(f *testing.F) {
	for _, r := range rows6068 {
		f.Add(r.in)
	}
	for _, r := range invalidRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		v, err := ParseString(in)
		if err != nil {
			var e *Error
			var ue *uri.Error
			if !errors.As(err, &e) && !errors.As(err, &ue) {
				t.Fatalf("%q: %T", in, err)
			}
			return
		}
		if _, err := uri.Parse(v.String()); err != nil {
			t.Fatal(err)
		}
		if len(v.Addresses()) == 1 {
			roundTrip(t, v)
		}
	})
}

func TestDialectString(t *testing.T) {
	if RFC6068.String() != "rfc6068" || RFC1738.String() != "rfc1738" {
		t.Errorf("dialect names %q, %q; want rfc6068, rfc1738", RFC6068, RFC1738)
	}
}
