package uri

import (
	"net/url"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/benchpair"
	"github.com/urikit/urikit/internal/pct"
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
// BenchmarkParamsCutLoop is the plain loop Params is held to.

var benchQueries, plainQueries []string

func loadQueries(b testing.TB) {
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
		n += paramsOp(qs)
	}
	_ = n
}

// paramsOp reads every parameter of qs with Params, decoded as a form.
func paramsOp(qs []string) (n int) {
	for _, q := range qs {
		for p := range QueryParams(q).Form().All() {
			n += len(p.Key) + len(p.Value)
		}
	}
	return n
}

// benchParseQuery reads the parameters with url.ParseQuery and, with visit,
// then visits each of them as benchParams does: what iterating the
// parameters costs with net/url.
func benchParseQuery(b *testing.B, qs []string, visit bool) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n += parseQueryOp(qs, visit)
	}
	_ = n
}

// parseQueryOp reads qs with url.ParseQuery and, with visit, visits each
// parameter.
func parseQueryOp(qs []string, visit bool) (n int) {
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
	return n
}

func BenchmarkParams(b *testing.B)            { loadQueries(b); benchParams(b, benchQueries) }
func BenchmarkParamsNetURL(b *testing.B)      { loadQueries(b); benchParseQuery(b, benchQueries, false) }
func BenchmarkParamsNetURLRange(b *testing.B) { loadQueries(b); benchParseQuery(b, benchQueries, true) }
func BenchmarkParamsPlain(b *testing.B)       { loadQueries(b); benchParams(b, plainQueries) }
func BenchmarkParamsPlainNetURL(b *testing.B) {
	loadQueries(b)
	benchParseQuery(b, plainQueries, false)
}

// BenchmarkParamsCutLoop is the reference Params must not fall behind:
// the plain loop anyone would write, strings.Cut at "&" and then at "=",
// each key and value decoded as a form (with the module's decoder,
// internal/pct), over the same queries as BenchmarkParams.
func BenchmarkParamsCutLoop(b *testing.B) { loadQueries(b); benchCutLoop(b, benchQueries) }

// BenchmarkParamsPlainCutLoop is BenchmarkParamsCutLoop over the queries
// with nothing to decode, as BenchmarkParamsPlain.
func BenchmarkParamsPlainCutLoop(b *testing.B) { loadQueries(b); benchCutLoop(b, plainQueries) }

func benchCutLoop(b *testing.B, qs []string) {
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n += cutLoopOp(qs)
	}
	_ = n
}

// cutLoopOp reads every parameter of qs with the plain loop.
func cutLoopOp(qs []string) (n int) {
	for _, q := range qs {
		for q != "" {
			var piece string
			piece, q, _ = strings.Cut(q, "&")
			if piece == "" {
				continue
			}
			k, v, _ := strings.Cut(piece, "=")
			n += len(pct.DecodeForm(k)) + len(pct.DecodeForm(v))
		}
	}
	return n
}

// BenchmarkParamsPaired runs Params and the plain loop in turn
// (internal/benchpair), over all the queries and over the plain ones, and
// reports the median ratio of rounds of pairs, loop time over Params time,
// each charged with collecting its own garbage: above 1, Params is the
// faster. netURL is the same against url.ParseQuery over all the queries. A pair takes a millisecond or two, far less than the drift of a
// shared machine's speed, which otherwise moves two benchmarks run
// seconds apart by more than the difference between them:
//
//	go test ./uri -run '^$' -bench Paired -cpu 1
//	GOARCH=386 go test ./uri -run '^$' -bench Paired -cpu 1
func BenchmarkParamsPaired(b *testing.B) {
	loadQueries(b)
	for _, set := range []struct {
		name string
		qs   []string
	}{{"all", benchQueries}, {"plain", plainQueries}} {
		b.Run(set.name, func(b *testing.B) {
			n := 0
			benchpair.Ratio(b, "loop/params",
				func() { n += paramsOp(set.qs) },
				func() { n += cutLoopOp(set.qs) })
			_ = n
		})
	}
	b.Run("netURL", func(b *testing.B) {
		n := 0
		benchpair.Ratio(b, "neturl/params",
			func() { n += paramsOp(benchQueries) },
			func() { n += parseQueryOp(benchQueries, false) })
		_ = n
	})
}

// Decoding alone: every key and value of the sample's queries that needs
// decoding (1,312 keys and values, 104 KB), with Form:
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
	buf := make([]byte, 0, 1<<16)
	for b.Loop() {
		for _, s := range texts {
			buf = pct.AppendDecode(buf[:0], s, true)
		}
	}
}
