package uri

import (
	"net/url"
	"strings"
	"testing"
)

// Reading the query parameters of real URLs (the queries of the sample in
// testdata/bench), with Params and with url.ParseQuery in the same run:
//
//	go test ./uri -run '^$' -bench Params -benchmem -cpu 1
//
// Each op reads every non-empty query of the sample's valid lines once
// (2,685 queries, 209 KB), with Form, so that both read "+" as a space.
// BenchmarkParamsPlain and BenchmarkParamsPlainNetURL read only the 1,681
// queries where nothing needs decoding (no "%", no "+"; and no ";", which
// url.ParseQuery rejects), where Params allocates nothing.
// BenchmarkParamsNetURLRange also visits every parameter url.ParseQuery
// returns, as the Params benchmarks do: the same work at both ends.

var benchQueries, plainQueries []string

func loadQueries(b *testing.B) {
	loadBench(b)
	if benchQueries != nil {
		return
	}
	for _, s := range validLines {
		u, _ := ParseReference(s)
		if !u.HasQuery() || u.Query() == "" {
			continue
		}
		q := u.Query()
		benchQueries = append(benchQueries, q)
		if !strings.ContainsAny(q, "%+;") {
			plainQueries = append(plainQueries, q)
		}
	}
}

func benchParams(b *testing.B, qs []string) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, q := range qs {
			for p := range QueryParams(q).Form().All() {
				n += len(p.Key) + len(p.Value)
			}
		}
	}
	_ = n
}

// benchParseQuery reads the parameters with url.ParseQuery and, with visit,
// then visits each of them as benchParams does: what iterating the
// parameters costs with net/url.
func benchParseQuery(b *testing.B, qs []string, visit bool) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, q := range qs {
			v, _ := url.ParseQuery(q)
			n += len(v)
			if !visit {
				continue
			}
			for k, vs := range v {
				for _, x := range vs {
					n += len(k) + len(x)
				}
			}
		}
	}
	_ = n
}

func BenchmarkParams(b *testing.B)            { loadQueries(b); benchParams(b, benchQueries) }
func BenchmarkParamsNetURL(b *testing.B)      { loadQueries(b); benchParseQuery(b, benchQueries, false) }
func BenchmarkParamsNetURLRange(b *testing.B) { loadQueries(b); benchParseQuery(b, benchQueries, true) }
func BenchmarkParamsPlain(b *testing.B)       { loadQueries(b); benchParams(b, plainQueries) }
func BenchmarkParamsPlainNetURL(b *testing.B) {
	loadQueries(b)
	benchParseQuery(b, plainQueries, false)
}

// Decoding alone: every key and value of the sample's queries that needs
// decoding (1,312 keys and values, 104 KB), with Form, by the Go decoder and, where
// this processor has AVX-512, by the AVX-512 one:
//
//	go test ./uri -run '^$' -bench Decode -cpu 1
func BenchmarkDecode(b *testing.B) {
	loadQueries(b)
	var texts []string
	for _, q := range benchQueries {
		for p := range QueryParams(q).Raw() {
			for _, s := range []string{p.Key, p.Value} {
				if strings.ContainsAny(s, "%+") {
					texts = append(texts, s)
				}
			}
		}
	}
	dst := make([]byte, 1<<16)
	b.Run("words", func(b *testing.B) {
		for b.Loop() {
			for _, s := range texts {
				decodeWords(dst, s, true)
			}
		}
	})
	if avx512 {
		b.Run("avx512", func(b *testing.B) {
			for b.Loop() {
				for _, s := range texts {
					decodeFast(dst, s, true)
				}
			}
		})
	}
}
