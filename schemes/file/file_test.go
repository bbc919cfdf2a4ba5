package file

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/schemes/internal/rule"
	"github.com/urikit/urikit/uri"
)

// Rows from RFC 1738 §3.10 and its seeds, and from RFC 8089 (§2 and the
// examples of its Appendix B), each under its dialect.
var parseRows = []struct {
	d                   Dialect
	in, src, host, path string
	local, hasHost      bool
	segs                []string
}{
	{RFC1738, "file://vms.host.edu/disk$user/my/notes/note12345.txt", "RFC 1738 §3.10", "vms.host.edu", "/disk$user/my/notes/note12345.txt", false, true,
		[]string{"disk$user", "my", "notes", "note12345.txt"}},
	{RFC1738, "file:///etc/motd", "RFC 1738 §3.10: the empty host", "", "/etc/motd", true, true, []string{"etc", "motd"}},
	{RFC1738, "file://localhost/etc/motd", "RFC 1738 §3.10: localhost", "localhost", "/etc/motd", true, true, []string{"etc", "motd"}},
	{RFC1738, "file://LOCALHOST/", "RFC 1738 §3.10; hosts ignore case", "LOCALHOST", "/", true, true, []string{""}},
	{RFC1738, "file://h/a%2Fb/c%20d?x", "RFC 1738 §5: \"?\" is fsegment data", "h", "/a/b/c d?x", false, true, []string{"a/b", "c d?x"}},
	{RFC1738, "file://[::1]/etc/motd", "RFC 2732, RFC 3986 §3.2.2: an IP literal, which RFC 1738 predates", "[::1]", "/etc/motd", false, true, []string{"etc", "motd"}},
	{RFC8089, "file://vms.host.edu/disk$user/my/notes/note12345.txt", "RFC 1738 §3.10, valid under RFC 8089 §2 too", "vms.host.edu", "/disk$user/my/notes/note12345.txt", false, true,
		[]string{"disk$user", "my", "notes", "note12345.txt"}},
	{RFC8089, "file:///path/to/file", "RFC 8089 Appendix B: the empty host", "", "/path/to/file", true, true, []string{"path", "to", "file"}},
	{RFC8089, "file:/path/to/file", "RFC 8089 Appendix B: local-path, no authority", "", "/path/to/file", true, false, []string{"path", "to", "file"}},
	{RFC8089, "file:/etc/hosts", "RFC 8089 §2: local-path", "", "/etc/hosts", true, false, []string{"etc", "hosts"}},
	{RFC8089, "file://host.example.com/path/to/file", "RFC 8089 Appendix B: a remote file", "host.example.com", "/path/to/file", false, true, []string{"path", "to", "file"}},
	{RFC8089, "file://localhost/etc/fstab", "RFC 8089 §2: file-auth = \"localhost\"", "localhost", "/etc/fstab", true, true, []string{"etc", "fstab"}},
	{RFC8089, "file:///c:/path/to/file.txt", "RFC 8089 Appendix E.2: a DOS path in path-absolute", "", "/c:/path/to/file.txt", true, true, []string{"c:", "path", "to", "file.txt"}},
	{RFC8089, "file:///a;b", "RFC 3986 pchar: \";\" is a sub-delim", "", "/a;b", true, true, []string{"a;b"}},
	{RFC8089, "file://a_b.example/x", "RFC 3986 reg-name", "a_b.example", "/x", false, true, []string{"x"}},
}

func TestParse(t *testing.T) {
	for _, r := range parseRows {
		v, err := r.d.ParseString(r.in)
		if err != nil {
			t.Errorf("%s %s (%s): %v", r.d, r.in, r.src, err)
			continue
		}
		segs := slices.Collect(v.Segments())
		if v.Host() != r.host || v.Path() != r.path || v.IsLocal() != r.local || v.HasHost() != r.hasHost ||
			!slices.Equal(segs, r.segs) || v.Dialect() != r.d {
			t.Errorf("%s %s: got %q %q %v %v %q", r.d, r.in, v.Host(), v.Path(), v.IsLocal(), v.HasHost(), segs)
		}
		roundTrip(t, v)
	}
}

func roundTrip(t *testing.T, v URL) {
	t.Helper()
	b, err := Build(v.Host(), v.Path())
	for seg := range v.Segments() {
		if strings.Contains(seg, "/") {
			// Path decodes "%2F" to "/" (as its doc says), so Build sees
			// more segments: the same path, or, where it now starts "//",
			// a UNC name RFC 8089 §2 refuses.
			if err == nil && b.Path() != v.Path() || err != nil && !strings.HasPrefix(v.Path(), "//") {
				t.Errorf("%s: Build gave %s, %v", v, b, err)
			}
			return
		}
	}
	if err != nil || b.Host() != v.Host() || b.Path() != v.Path() {
		t.Errorf("%s: Build gave %s, %v", v, b, err)
	}
	// An RFC 3986 reg-name need not be an RFC 1738 host ("a_b", "0000":
	// §5's toplabel begins with a letter); where it is one, so is Build's.
	h := v.URI().Host()
	if off, _ := rule.Host(h, 0, len(h)); h != "" && off >= 0 && !strings.HasPrefix(h, "[") {
		return
	}
	if _, err := RFC1738.ParseString(b.String()); err != nil {
		t.Errorf("%s: Build gave %s, not an RFC 1738 URL: %v", v, b, err)
	}
}

var invalidRows = []struct {
	d        Dialect
	in, rule string
	off      int
}{
	{RFC1738, "file:/etc/motd", "fileurl", 5}, // "//" required by RFC 1738 (RFC 8089 allows it)
	{RFC1738, "file:etc", "fileurl", 5},
	{RFC1738, "file://host", "fileurl", 11}, // "/" fpath required
	{RFC1738, "file://u@host/x", "fileurl", 7},
	{RFC1738, "file://host:80/x", "fileurl", 11},
	{RFC1738, "file:///a;b", "fsegment", 9},    // ";" is not fsegment
	{RFC1738, "file://h/%41;", "fsegment", 12}, // an escape is one character
	{RFC1738, "file://h/%3B%3B;", "fsegment", 15},
	{RFC1738, "file://[::1]/a;b", "fsegment", 14},
	{RFC1738, "file://a_b.example/x", "host", 8}, // RFC 1738 §5 hostname
	{RFC8089, "file:etc", "local-path", 5},       // path-absolute
	{RFC8089, "file:", "local-path", 5},
	{RFC8089, "file://host", "file-URI", 11},
	{RFC8089, "file://u@host/x", "file-URI", 7},
	{RFC8089, "file://host:80/x", "file-URI", 11},
	{RFC8089, "file:///a?b", "file-URI", 9},              // no query in file-URI
	{RFC8089, "file:////host/share", "path-absolute", 7}, // UNC: Appendix E.3, not §2
}

func TestInvalid(t *testing.T) {
	for _, r := range invalidRows {
		_, err := r.d.ParseString(r.in)
		var e *Error
		if !errors.As(err, &e) || e.Rule != r.rule || e.Offset != r.off {
			t.Errorf("%s %s: got %v, want rule %s at %d", r.d, r.in, err, r.rule, r.off)
		}
	}
}

func TestAllocs(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		v, _ := ParseString("file://vms.host.edu/disk$user/my/notes/note12345.txt")
		v.Host()
		v.Path()
		v.IsLocal()
	})
	if n != 0 {
		t.Errorf("%v allocations", n)
	}
}

func FuzzParse(f *testing.F) {
	for _, r := range parseRows {
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
		roundTrip(t, v)
	})
}

func TestDialectString(t *testing.T) {
	if RFC8089.String() != "rfc8089" || RFC1738.String() != "rfc1738" {
		t.Errorf("dialect names %q, %q; want rfc8089, rfc1738", RFC8089, RFC1738)
	}
}
