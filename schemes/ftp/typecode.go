package ftp

import "github.com/urikit/urikit/internal/ascii"

// The ";type=" codes. RFC 1738 §3.2.2: ftptype = "A" | "I" | "D" | "a" |
// "i" | "d". Seed 000 (the 1994 URL draft), "Data type": ftptype = A
// formcode | E formcode | I | L digits, formcode = N | T | C, "the type code
// is in the format defined in RFC959 except that THE SPACE IS OMITTED".

// Dialect selects which document's type codes Parse accepts.
type Dialect uint8

const (
	// RFC1738 accepts the codes a, i, d in either case (the default).
	RFC1738 Dialect = iota
	// Draft1994 accepts seed 000's codes instead: A or E with an optional
	// form code N, T or C, I, and L followed by a byte size in digits, in
	// either case; there is no "d" (seed 000 lists a directory with a final
	// "/").
	Draft1994
)

// validType reports whether code is a type code of dialect d.
func validType(code string, d Dialect) bool {
	if code == "" {
		return false
	}
	c := upper(code[0])
	if d == RFC1738 {
		return len(code) == 1 && (c == 'A' || c == 'I' || c == 'D')
	}
	switch c {
	case 'A', 'E':
		return len(code) == 1 || len(code) == 2 && (upper(code[1]) == 'N' || upper(code[1]) == 'T' || upper(code[1]) == 'C')
	case 'I':
		return len(code) == 1
	case 'L':
		return len(code) > 1 && ascii.AllDigits(code[1:])
	}
	return false
}

// typeArgument returns the argument of the TYPE command for a code: the
// code in upper case with the space of RFC 959 §4.1.2 put back between the
// type and its form code or byte size ("AN" → "A N", "L8" → "L 8").
func typeArgument(code string) string {
	b := make([]byte, 0, len(code)+1)
	b = append(b, upper(code[0]))
	if len(code) > 1 {
		b = append(b, ' ')
		for i := 1; i < len(code); i++ {
			b = append(b, upper(code[i]))
		}
	}
	return string(b)
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}
