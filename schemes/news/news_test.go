package news

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Rows from the seeds (seed 001 §1.3, RFC 1738 §3.6 "news:*") and RFC
// 1738 §3.6, §3.7's forms.
var newsRows = []struct {
	in, src, group, article string
}{
	{"news:comp.infosystems.www.servers.unix", "seed 001 §1.3", "comp.infosystems.www.servers.unix", ""},
	{"news:*", "RFC 1738 §3.6", "*", ""},
	{"news:comp.infosystems.www.misc", "RFC 1738 §3.6", "comp.infosystems.www.misc", ""},
	{"news:199401011200.AA00001@info.cern.ch", "RFC 1738 §3.6 message-id", "", "199401011200.AA00001@info.cern.ch"},
	{"news:a%2Fb/c;d?e=f@example.org", "RFC 1738 §5 article", "", "a/b/c;d?e=f@example.org"},
	{"news:1@10.1.2.3", "RFC 1738 §5 hostnumber", "", "1@10.1.2.3"},
}

func TestNews(t *testing.T) {
	for _, r := range newsRows {
		v, err := ParseNewsString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		g, gok := v.Group()
		a, aok := v.Article()
		if g != r.group || a != r.article || gok != (r.group != "") || aok != (r.article != "") {
			t.Errorf("%s: got group %q %v, article %q %v", r.in, g, gok, a, aok)
		}
		name := g
		if aok {
			name = a
		}
		b, err := BuildNews(name)
		if err != nil {
			t.Errorf("%s: BuildNews(%q): %v", r.in, name, err)
			continue
		}
		if g2, _ := b.Group(); g2 != g {
			t.Errorf("%s: rebuilt %s", r.in, b)
		}
		if a2, _ := b.Article(); a2 != a {
			t.Errorf("%s: rebuilt %s", r.in, b)
		}
	}
}

var nntpRows = []struct {
	in, src, host string
	port          uint16
	group         string
	article       int64
}{
	{"nntp://news.example.org/comp.lang.go/1234", "RFC 1738 §3.7", "news.example.org", 119, "comp.lang.go", 1234},
	{"nntp://news.example.org:1119/alt.test", "RFC 1738 §5: [ \"/\" digits ]", "news.example.org", 1119, "alt.test", -1},
	{"nntp://h/a/0", "RFC 1738 §5 digits", "h", 119, "a", 0},
	{"nntp://h/a/9", "RFC 1738 §5 digits", "h", 119, "a", 9},
	{"nntp://h/a/0099", "RFC 1738 §5 digits", "h", 119, "a", 99},
	{"nntp://h/a/9223372036854775807", "RFC 3977 §6: at most 2^63-1", "h", 119, "a", 1<<63 - 1},
	{"nntp://h/a/09223372036854775807", "RFC 3977 §6: leading zeros", "h", 119, "a", 1<<63 - 1},
}

func TestNNTP(t *testing.T) {
	for _, r := range nntpRows {
		v, err := ParseNNTPString(r.in)
		if err != nil {
			t.Errorf("%s (%s): %v", r.in, r.src, err)
			continue
		}
		n, ok := v.Article()
		if !ok {
			n = -1
		}
		if v.Host() != r.host || v.EffectivePort() != r.port || v.Group() != r.group || n != r.article {
			t.Errorf("%s: got %q %d %q %d", r.in, v.Host(), v.EffectivePort(), v.Group(), n)
		}
		var port uint16
		if v.HasPort() {
			port = v.EffectivePort()
		}
		b, err := BuildNNTP(v.Host(), port, v.Group(), n)
		if err != nil || b.Group() != v.Group() || b.EffectivePort() != v.EffectivePort() {
			t.Errorf("%s: BuildNNTP gave %s, %v", r.in, b, err)
		}
	}
}

var invalidRows = []struct {
	in, rule string
	off      int
}{
	{"nntp://news.example.org/comp.lang.go/12a", "digits", 39}, // RFC 1738 §5: digits
	{"nntp://news.example.org/comp.lang.go/", "digits", 37},
	{"nntp://news.example.org/comp.lang.go/1/2", "digits", 38},
	{"nntp://news.example.org/", "group", 24},       // group required
	{"nntp://news.example.org/1group", "group", 24}, // starts with a letter
	{"nntp://news.example.org", "nntpurl", 23},
	{"nntp://u@news.example.org/g", "hostport", 7},
	{"nntp://h/a/99999999999999999999", "digits", 11}, // too large
	{"nntp://h/a/9223372036854775808", "digits", 11},  // 2^63
	{"nntp://h/a/9223372036854775810", "digits", 11},
	{"nntp://h/a/1:", "digits", 12},
	{"nntp://h/a/1/", "digits", 12},
	{"news:", "grouppart", 5},
	{"news:comp.lang!go", "group", 14},  // "!" not in group
	{"news:@example.org", "article", 5}, // message-id needs a unique part
	{"news:a@", "host", 7},
	{"news:a@exa_mple.org", "host", 10},
	{"news:a@example.123", "host", 15},    // toplabel starts with a letter
	{"news://server/group", "newsurl", 5}, // RFC 5538's form
	{"news:a@b@c", "host", 8},
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		var err error
		if r.in[:4] == "nntp" {
			_, err = ParseNNTPString(r.in)
		} else {
			_, err = ParseNewsString(r.in)
		}
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s: got %v, want rule %s at %d", r.in, err, r.rule, r.off)
		}
	}
}

func TestAllocs(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		v, _ := ParseNNTPString("nntp://news.example.org/comp.lang.go/1234")
		v.Host()
		_ = v.Group()
		_, _ = v.Article()
		w, _ := ParseNewsString("news:1234@example.org")
		w.Article()
	})
	if n != 0 {
		t.Errorf("%v allocations", n)
	}
}

func FuzzParse(f *testing.F) {
	for _, r := range newsRows {
		f.Add(r.in)
	}
	for _, r := range nntpRows {
		f.Add(r.in)
	}
	for _, r := range invalidRows {
		f.Add(r.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		check := func(err error) bool {
			if err == nil {
				return true
			}
			var e *Error
			var ue *uri.Error
			if !errors.As(err, &e) && !errors.As(err, &ue) {
				t.Fatalf("%q: %T", in, err)
			}
			return false
		}
		if v, err := ParseNewsString(in); check(err) {
			name, ok := v.Group()
			if !ok {
				name, _ = v.Article()
			}
			b, err := BuildNews(name)
			if err != nil {
				t.Fatalf("%q: BuildNews(%q): %v", in, name, err)
			}
			g, _ := b.Group()
			a, _ := b.Article()
			if g != name && a != name {
				t.Fatalf("%q: rebuilt %s", in, b)
			}
		}
		if v, err := ParseNNTPString(in); check(err) {
			n, ok := v.Article()
			if !ok {
				n = -1
			}
			var port uint16
			if v.HasPort() {
				port = v.EffectivePort()
			}
			b, err := BuildNNTP(v.Host(), port, v.Group(), n)
			if err != nil {
				t.Fatalf("%q: %v", in, err)
			}
			m, _ := b.Article()
			if b.Group() != v.Group() || b.Host() != v.Host() || b.EffectivePort() != v.EffectivePort() || ok && m != n {
				t.Fatalf("%q: rebuilt %s", in, b)
			}
		}
	})
}
