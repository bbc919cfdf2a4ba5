package uri

import (
	"runtime"
	"strings"
	"testing"
)

// Hostile input: the shapes that make parsers slow or hungry (long runs of
// dot segments, of percent-encoded and invalid triplets, of repeated
// delimiters, huge components), given to every public operation at two
// sizes. The tests assert the allocations and the bytes allocated per input
// byte, which must stay below a constant at both sizes and not grow from
// the smaller to the larger (memory linear in the input, no allocation per
// repetition beyond what the result needs). Time is not asserted (the
// machine's speed varies too much for a test to judge it): an operation
// quadratic in time would take minutes at the larger size, and
// BenchmarkHostile (hostile_bench_test.go) measures the time per input byte
// at 64 KiB, 1 MiB and 10 MiB, so that growth shows in its output:
//
//	go test ./uri -run '^$' -bench Hostile -benchtime 3x -cpu 1

// hostileSizes are the input sizes of the tests, about 16 KiB and 256 KiB
// (a step of 16 shows growth), and 4 KiB and 64 KiB with -short.
func hostileSizes() []int {
	if testing.Short() {
		return []int{4 << 10, 64 << 10}
	}
	return []int{16 << 10, 256 << 10}
}

// A hostileFamily builds an input of about n bytes.
type hostileFamily struct {
	name  string
	build func(n int) string
}

// rep repeats unit to fill about n bytes after prefix, then adds suffix.
func rep(prefix, unit, suffix string) func(n int) string {
	return func(n int) string {
		return prefix + strings.Repeat(unit, max(1, (n-len(prefix)-len(suffix))/len(unit))) + suffix
	}
}

var hostileFamilies = []hostileFamily{
	{"dotdot", rep("http://a/b/c/", "../", "g")},
	{"dot", rep("http://a/b/c/", "./", "g")},
	{"dotdot-relative", rep("", "../", "g")},
	{"pct-unreserved", rep("http://a/", "%41", "")},
	{"pct-invalid", rep("http://a/", "%zz", "")},
	{"pct-truncated", rep("http://a/?", "%4", "")},
	{"path", rep("http://a/", "abcdefg/", "")},
	{"segments-empty", rep("http://a", "/", "x")},
	{"host", rep("http://", "abcdefg.", "com/")},
	{"host-www", rep("http://", "www.", "example.com/")},
	{"host-pct", rep("http://", "%C3%A9", "/")},
	{"query", rep("http://a/?", "k=v&", "")},
	{"query-sort", rep("http://a/?", "z=1&a=2&", "")},
	{"query-delims", rep("http://a/?", "?", "")},
	{"fragment-hash", rep("http://a/#", "#", "")},
	{"ipv6", rep("http://[", "0:", ":1]/")},
	{"ipv6-zone", rep("http://[fe80::1%25", "e", "]/")},
	{"ipvfuture", rep("http://[v7.", "a", "]/")},
	{"port", rep("http://a:", "8", "/")},
	{"userinfo-at", rep("http://", "@", "a/")},
	{"colons", rep("", ":", "")},
	{"colon-first-segment", rep("1", "a", ":b")},
	{"scheme", rep("", "a", ":b")},
	{"slashes", rep("", "/", "")},
	{"brackets", rep("http://a/", "[", "")},
	{"spaces", rep("http://a/", " ", "")},
	{"controls", rep("http://a/", "\r\n", "")},
	{"non-ascii", rep("http://a/", "é", "")},
}

// A hostileOp is a public operation run on one hostile input.
type hostileOp struct {
	name string
	run  func(s string)
}

// refOrSmall parses s as a reference, or returns a small URI when it does not
// parse, so that every operation gets a value to work on.
func refOrSmall(s string) URI {
	u, err := ParseReference(s)
	if err != nil {
		return MustParse("http://a/b")
	}
	return u
}

var (
	hostileBase  = MustParse("http://a/b/c/d;p?q")
	hostileOpsNZ = []Normalizer{
		{Level: LevelString, IPv6RFC5952: true, RemoveFragment: true, SortQuery: true, RemoveWWW: true},
		{Level: LevelSyntax},
		{Level: LevelScheme},
		{Level: LevelScheme, IPv6RFC5952: true, RemoveFragment: true, SortQuery: true, RemoveWWW: true},
	}
)

// hostileOps are the public operations. The parse happens inside the
// operation, so that each measures all it costs from the text.
var hostileOps = []hostileOp{
	{"Parse", func(s string) { Parse(s) }},
	{"ParseReference", func(s string) { ParseReference(s) }},
	{"ParseAbsolute", func(s string) { ParseAbsolute(s) }},
	{"ParseRelative", func(s string) { ParseRelative(s) }},
	{"Draft1997.ParseReference", func(s string) { Draft1997.ParseReference(s) }},
	{"RFC1738.ParseReference", func(s string) { RFC1738.ParseReference(s) }},
	{"Resolve-as-ref", func(s string) { Resolve(hostileBase, refOrSmall(s)) }},
	{"Resolve-as-base", func(s string) { Resolve(refOrSmall(s), refOrSmall("../g?y#s")) }},
	{"Resolver-Draft2003", func(s string) { Resolver{Dialect: Draft2003}.Resolve(hostileBase, refOrSmall(s)) }},
	{"Resolver-Draft1997", func(s string) { Resolver{Dialect: Draft1997}.Resolve(hostileBase, refOrSmall(s)) }},
	{"Relative-target", func(s string) { Relative(hostileBase, refOrSmall(s)) }},
	{"Relative-base", func(s string) { u := refOrSmall(s); Relative(u, u) }},
	{"Normalize-string", func(s string) { hostileOpsNZ[0].NormalizeString(s) }},
	{"Normalize-syntax", func(s string) { hostileOpsNZ[1].NormalizeString(s) }},
	{"Normalize-scheme", func(s string) { hostileOpsNZ[2].NormalizeString(s) }},
	{"Normalize-all-options", func(s string) { hostileOpsNZ[3].NormalizeString(s) }},
	{"Normalize-RemoveWWW", func(s string) { Normalizer{RemoveWWW: true}.NormalizeString(s) }},
	{"Normalize-SortQuery", func(s string) { Normalizer{SortQuery: true}.NormalizeString(s) }},
	{"Normalize-IPv6RFC5952", func(s string) { Normalizer{IPv6RFC5952: true}.NormalizeString(s) }},
	{"Normalize-RemoveFragment", func(s string) { Normalizer{RemoveFragment: true}.NormalizeString(s) }},
	{"Equal", func(s string) { hostileOpsNZ[3].Equal(refOrSmall(s), refOrSmall(strings.ToUpper(s))) }},
	{"RemoveDotSegments", func(s string) { RemoveDotSegments(s) }},
	{"Decode", func(s string) { Decode(s) }},
	{"Encode-path", func(s string) { PathSet.Encode(s) }},
	{"Encode-any", func(s string) { UnreservedSet.Encode(s) }},
	{"Decoded-accessors", func(s string) {
		u := refOrSmall(s)
		u.DecodedPath()
		u.DecodedHost()
		u.DecodedQuery()
		u.DecodedFragment()
		u.DecodedUserinfo()
		for range u.DecodedSegments() {
		}
	}},
	{"Builder-decoded", func(s string) {
		new(Builder).Scheme("http").Userinfo(s).Host(s).Path("/" + s).Query(s).Fragment(s).Build()
	}},
	{"Builder-raw", func(s string) {
		new(Builder).Scheme("http").RawHost(s).RawPath("/" + s).RawQuery(s).RawFragment(s).Build()
	}},
	{"Builder-segments", func(s string) { new(Builder).Segments(strings.SplitN(s, "/", 4)...).Build() }},
	{"Redacted", func(s string) { refOrSmall(s).Redacted() }},
	{"URL", func(s string) { refOrSmall(s).URL() }},
	{"Error", func(s string) {
		if _, err := Parse(s); err != nil {
			_ = err.Error()
		}
	}},
}

// TestHostileMemory runs every operation on every family at every size and
// checks what it allocates: at most hostileMaxBytesPerByte bytes per input
// byte, and allocations per input byte below hostileMaxAllocsPerByte and not
// growing with the size.
func TestHostileMemory(t *testing.T) {
	sizes := hostileSizes()
	const (
		hostileMaxBytesPerByte  = 24   // results; Builder-decoded encodes s into five parts
		hostileMaxAllocsPerByte = 0.05 // one allocation per 20 bytes: per segment at most
	)
	for _, fam := range hostileFamilies {
		inputs := make([]string, len(sizes))
		for i, n := range sizes {
			inputs[i] = fam.build(n)
		}
		for _, op := range hostileOps {
			var perByte, allocsPerByte []float64
			for _, in := range inputs {
				bytes, allocs := measureAlloc(func() { op.run(in) })
				perByte = append(perByte, float64(bytes)/float64(len(in)))
				allocsPerByte = append(allocsPerByte, float64(allocs)/float64(len(in)))
			}
			last := len(inputs) - 1
			if perByte[last] > hostileMaxBytesPerByte || allocsPerByte[last] > hostileMaxAllocsPerByte {
				t.Errorf("%s on %s: %.2f bytes and %.4f allocations per input byte at %d bytes",
					op.name, fam.name, perByte[last], allocsPerByte[last], len(inputs[last]))
			}
			// Growth: the figure per byte at the largest size may not
			// exceed the smallest's by more than noise (a fixed cost spread
			// over more bytes only shrinks).
			if perByte[last] > perByte[0]*1.5+0.1 || allocsPerByte[last] > allocsPerByte[0]*1.5+0.001 {
				t.Errorf("%s on %s: bytes per input byte %.3v, allocations per input byte %.3v at sizes %v: growing",
					op.name, fam.name, perByte, allocsPerByte, sizes)
			}
		}
	}
}

// measureAlloc returns the bytes and allocations f makes.
func measureAlloc(f func()) (bytes, allocs uint64) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, after.Mallocs - before.Mallocs
}
