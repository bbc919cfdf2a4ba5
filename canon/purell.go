package canon

import (
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/uts46"
)

// purell (github.com/PuerkitoBio/purell, unmaintained since 2023) normalizes
// URLs by named flags; Go programs key URLs with it. Purell gives the same
// strings purell v1.2.1's NormalizeURLString gives for the same flags, so
// that a program moving here keeps its keys (purell_test.go holds the two
// to each other on real URL lists). It works as purell does: the URL is
// parsed by net/url (so a URL net/url refuses is an error here too), the
// host lower-cased (FlagLowercaseHost), width-folded, composed (NFC) and
// its non-ASCII labels written in Punycode, the flags applied in purell's
// order, and the URL written back with the path decoded and re-escaped
// (which is what FlagDecodeUnnecessaryEscapes, FlagEncodeNecessaryEscapes
// and FlagUppercaseEscapes stand for: purell always does it) and the
// query as written.

// PurellFlags are purell's NormalizationFlags, with the same bits, so a
// purell.NormalizationFlags value converts: canon.PurellFlags(purell.FlagsSafe).
type PurellFlags uint

// The flags, in purell's order and with its names and bits.
const (
	FlagLowercaseScheme           PurellFlags = 1 << iota // HTTP://host -> http://host
	FlagLowercaseHost                                     // http://HOST -> http://host
	FlagUppercaseEscapes                                  // http://host/t%ef -> http://host/t%EF (always done)
	FlagDecodeUnnecessaryEscapes                          // http://host/t%41 -> http://host/tA (always done)
	FlagEncodeNecessaryEscapes                            // http://host/!"#$ -> http://host/%21%22#$ (always done)
	FlagRemoveDefaultPort                                 // http://host:80 -> http://host
	FlagRemoveEmptyQuerySeparator                         // http://host/path? -> http://host/path (always done)
	FlagRemoveTrailingSlash                               // http://host/path/ -> http://host/path
	FlagAddTrailingSlash                                  // http://host/path -> http://host/path/
	FlagRemoveDotSegments                                 // http://host/path/./a/b/../c -> http://host/path/a/c
	FlagRemoveDirectoryIndex                              // http://host/path/index.html -> http://host/path/
	FlagRemoveFragment                                    // http://host/path#fragment -> http://host/path
	FlagForceHTTP                                         // https://host -> http://host
	FlagRemoveDuplicateSlashes                            // http://host/path//a///b -> http://host/path/a/b
	FlagRemoveWWW                                         // http://www.host/ -> http://host/
	FlagAddWWW                                            // http://host/ -> http://www.host/
	FlagSortQuery                                         // http://host/path?c=3&b=2&a=1&b=1 -> http://host/path?a=1&b=1&b=2&c=3
	FlagDecodeDWORDHost                                   // http://1113982867 -> http://66.102.7.147
	FlagDecodeOctalHost                                   // http://0102.0146.07.0223 -> http://66.102.7.147
	FlagDecodeHexHost                                     // http://0x42660793 -> http://66.102.7.147
	FlagRemoveUnnecessaryHostDots                         // http://.host../path -> http://host/path
	FlagRemoveEmptyPortSeparator                          // http://host:/path -> http://host/path

	FlagsSafe = FlagLowercaseHost | FlagLowercaseScheme | FlagUppercaseEscapes | FlagDecodeUnnecessaryEscapes |
		FlagEncodeNecessaryEscapes | FlagRemoveDefaultPort | FlagRemoveEmptyQuerySeparator
	FlagsUsuallySafeGreedy    = FlagsSafe | FlagRemoveTrailingSlash | FlagRemoveDotSegments
	FlagsUsuallySafeNonGreedy = FlagsSafe | FlagAddTrailingSlash | FlagRemoveDotSegments
	FlagsUnsafeGreedy         = FlagsUsuallySafeGreedy | FlagRemoveDirectoryIndex | FlagRemoveFragment |
		FlagForceHTTP | FlagRemoveDuplicateSlashes | FlagRemoveWWW | FlagSortQuery
	FlagsUnsafeNonGreedy = FlagsUsuallySafeNonGreedy | FlagRemoveDirectoryIndex | FlagRemoveFragment |
		FlagForceHTTP | FlagRemoveDuplicateSlashes | FlagAddWWW | FlagSortQuery
	FlagsAllGreedy = FlagsUnsafeGreedy | FlagDecodeDWORDHost | FlagDecodeOctalHost | FlagDecodeHexHost |
		FlagRemoveUnnecessaryHostDots | FlagRemoveEmptyPortSeparator
	FlagsAllNonGreedy = FlagsUnsafeNonGreedy | FlagDecodeDWORDHost | FlagDecodeOctalHost | FlagDecodeHexHost |
		FlagRemoveUnnecessaryHostDots | FlagRemoveEmptyPortSeparator
)

// purellNames are the flags and sets by their Go names.
var purellNames = []struct {
	name string
	f    PurellFlags
}{
	{"FlagLowercaseScheme", FlagLowercaseScheme}, {"FlagLowercaseHost", FlagLowercaseHost},
	{"FlagUppercaseEscapes", FlagUppercaseEscapes}, {"FlagDecodeUnnecessaryEscapes", FlagDecodeUnnecessaryEscapes},
	{"FlagEncodeNecessaryEscapes", FlagEncodeNecessaryEscapes}, {"FlagRemoveDefaultPort", FlagRemoveDefaultPort},
	{"FlagRemoveEmptyQuerySeparator", FlagRemoveEmptyQuerySeparator}, {"FlagRemoveTrailingSlash", FlagRemoveTrailingSlash},
	{"FlagAddTrailingSlash", FlagAddTrailingSlash}, {"FlagRemoveDotSegments", FlagRemoveDotSegments},
	{"FlagRemoveDirectoryIndex", FlagRemoveDirectoryIndex}, {"FlagRemoveFragment", FlagRemoveFragment},
	{"FlagForceHTTP", FlagForceHTTP}, {"FlagRemoveDuplicateSlashes", FlagRemoveDuplicateSlashes},
	{"FlagRemoveWWW", FlagRemoveWWW}, {"FlagAddWWW", FlagAddWWW}, {"FlagSortQuery", FlagSortQuery},
	{"FlagDecodeDWORDHost", FlagDecodeDWORDHost}, {"FlagDecodeOctalHost", FlagDecodeOctalHost},
	{"FlagDecodeHexHost", FlagDecodeHexHost}, {"FlagRemoveUnnecessaryHostDots", FlagRemoveUnnecessaryHostDots},
	{"FlagRemoveEmptyPortSeparator", FlagRemoveEmptyPortSeparator},
	{"FlagsSafe", FlagsSafe}, {"FlagsUsuallySafeGreedy", FlagsUsuallySafeGreedy},
	{"FlagsUsuallySafeNonGreedy", FlagsUsuallySafeNonGreedy}, {"FlagsUnsafeGreedy", FlagsUnsafeGreedy},
	{"FlagsUnsafeNonGreedy", FlagsUnsafeNonGreedy}, {"FlagsAllGreedy", FlagsAllGreedy},
	{"FlagsAllNonGreedy", FlagsAllNonGreedy},
}

// ParsePurellFlags reads a comma-separated list of purell flag and set
// names ("FlagsSafe,FlagRemoveDotSegments"), as purell's Go identifiers;
// the flags are or-ed together.
func ParsePurellFlags(names string) (PurellFlags, error) {
	var f PurellFlags
	for _, n := range strings.Split(names, ",") {
		n = strings.TrimSpace(n)
		i := slices.IndexFunc(purellNames, func(p struct {
			name string
			f    PurellFlags
		}) bool {
			return p.name == n
		})
		if i < 0 {
			return 0, &Error{Profile: "purell", Input: names, Offset: -1,
				Reason: "unknown flag " + strconv.Quote(n) + " (purell's names: FlagLowercaseScheme, ..., FlagsSafe, FlagsUsuallySafeGreedy, ...)"}
		}
		f |= purellNames[i].f
	}
	return f, nil
}

// Names returns the names of the single flags in f, in purell's bit order.
func (f PurellFlags) Names() []string {
	var names []string
	for _, p := range purellNames {
		if p.f&(p.f-1) == 0 && f&p.f != 0 {
			names = append(names, p.name)
		}
	}
	return names
}

// Purell normalizes rawURL with the flags f as purell's NormalizeURLString
// does, and fails where it fails (a URL that net/url does not parse, a
// host whose "xn--" label is not Punycode).
func Purell(rawURL string, f PurellFlags) (string, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return "", &Error{Profile: "purell", Input: rawURL, Offset: -1, Reason: strings.TrimPrefix(err.Error(), "parse "+strconv.Quote(rawURL)+": ")}
	}
	if f&FlagLowercaseHost != 0 {
		u.Host = strings.ToLower(u.Host)
	}
	if u.Host, err = purellIDNA(u.Host); err != nil {
		return "", &Error{Profile: "purell", Input: rawURL, Offset: -1, Reason: err.Error()}
	}
	for _, step := range purellSteps {
		if f&step.flag != 0 {
			step.apply(u)
		}
	}
	return purellString(u), nil
}

// purellIDNA is what purell does to every host before its flags: width
// folding, NFC, then golang.org/x/net/idna's Punycode profile (non-ASCII
// labels to "xn--" and Punycode; an "xn--" label must decode, and is
// written again from its decoded form; one that decodes to ASCII alone is
// refused, as UTS #46 §4 step 4 and x/net/idna refuse it).
func purellIDNA(host string) (string, error) {
	host = uts46.NFC(foldWidthString(host))
	if ascii.IsASCII(host) && !strings.Contains(host, "xn--") {
		return host, nil
	}
	labels := strings.Split(host, ".")
	for i, l := range labels {
		if rest, ok := strings.CutPrefix(l, "xn--"); ok {
			rs, ok := uts46.PunycodeDecode(rest)
			if !ok || isASCIIRunes(rs) {
				// (A label that decodes to ASCII alone is refused
				// too: UTS #46 §4 step 4.)
				return "", errors.New("idna: invalid label " + strconv.Quote(l))
			}
			l = string(rs)
		}
		if !ascii.IsASCII(l) {
			enc, ok := uts46.PunycodeEncode(l)
			if !ok {
				return "", errors.New("idna: label too long " + strconv.Quote(l))
			}
			l = "xn--" + enc
		}
		labels[i] = l
	}
	return strings.Join(labels, "."), nil
}

// isASCIIRunes reports whether rs is not empty and holds ASCII alone.
func isASCIIRunes(rs []rune) bool {
	for _, r := range rs {
		if r >= 0x80 {
			return false
		}
	}
	return len(rs) > 0
}
