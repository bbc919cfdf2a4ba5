package schemes

import "testing"

// Unwrap at the edges: white space only, an empty wrapper, the prefix
// alone, white space after "<" and after "URL:" inside the brackets (RFC
// 2396 Appendix E: "URL:" "with or without a trailing space"), a character
// outside ASCII whose low byte is that of a space.
func TestUnwrapEdges(t *testing.T) {
	for in, want := range map[string]string{
		"":                       "",
		" ":                      "",
		"  \t\r\n":               "",
		"<>":                     "",
		"< >":                    "",
		"<":                      "<",
		">":                      ">",
		"<a":                     "<a",
		"a>":                     "a>",
		" <a> ":                  "a",
		"URL:":                   "",
		"url:":                   "",
		"<URL:>":                 "",
		"  URL":                  "URL",
		"URL":                    "URL",
		"<URL>":                  "URL",
		"URLx":                   "URLx",
		"< URL:ftp://h/>":        "ftp://h/",
		"<  \n URL: ftp://h/ >":  "ftp://h/",
		"<URL:  ftp://h/a\tb>":   "ftp://h/ab",
		"<URL:ftp://h/\u0120 x>": "ftp://h/\u0120x", // U+0120 is no space, though its low byte is
		"<ftp://h/\u00e9\nx>":    "ftp://h/\u00e9x",
		"URL:ftp://h/a b":        "ftp://h/a b", // outside brackets, white space inside is kept
	} {
		if got := Unwrap(in); got != want {
			t.Errorf("Unwrap(%q) = %q; want %q", in, got, want)
		}
	}
}
