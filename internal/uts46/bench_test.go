package uts46

import (
	"bufio"
	"net/url"
	"os"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
	xidna "golang.org/x/net/idna"
)

// xnetURL is the golang.org/x/net/idna profile closest to the URL
// Standard's flags with beStrict false: nontransitional mapping for lookup,
// CheckBidi and CheckJoiners on, CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength off (the profile package iri used).
var xnetURL = xidna.New(
	xidna.MapForLookup(),
	xidna.BidiRule(),
	xidna.Transitional(false),
	xidna.StrictDomainName(false),
	xidna.CheckHyphens(false),
	xidna.CheckJoiners(true),
	xidna.VerifyDNSLength(false),
)

// benchHosts returns the hosts of the committed samples of real URLs
// (testdata/README.md): every host net/url finds in
// testdata/bench/iscx_benign_sample.txt and testdata/urls/phishtank_sample.txt.
func benchHosts(b *testing.B) []string {
	var hosts []string
	for _, name := range []string{"../../testdata/bench/iscx_benign_sample.txt", "../../testdata/urls/phishtank_sample.txt"} {
		f, err := os.Open(name)
		if err != nil {
			b.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if u, err := url.Parse(sc.Text()); err == nil && u.Hostname() != "" {
				hosts = append(hosts, u.Hostname())
			}
		}
		f.Close()
	}
	if len(hosts) < 10000 {
		b.Fatalf("only %d hosts", len(hosts))
	}
	return hosts
}

// nonASCIIHosts returns the non-ASCII inputs of IdnaTestV2.json that the
// URL Standard accepts: hosts that need the whole of UTS #46.
func nonASCIIHosts(b *testing.B) []string {
	var hosts []string
	for _, c := range readWPT(b, "IdnaTestV2.json") {
		if c.Output != nil && !ascii.IsASCII(c.Input) {
			hosts = append(hosts, c.Input)
		}
	}
	return hosts
}

func benchEach(b *testing.B, hosts []string, f func(string) (string, error)) {
	n := 0
	for _, h := range hosts {
		n += len(h)
	}
	b.SetBytes(int64(n / len(hosts)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		f(hosts[i%len(hosts)])
	}
}

// Per host of the real-URL samples: the URL Standard's domain parser, UTS
// #46 ToASCII with its flags, and x/net/idna with the closest profile.
func BenchmarkHosts(b *testing.B) {
	hosts := benchHosts(b)
	b.Run("uts46.DomainToASCII", func(b *testing.B) {
		benchEach(b, hosts, func(h string) (string, error) { return DomainToASCII(h, false) })
	})
	b.Run("uts46.ToASCII", func(b *testing.B) {
		benchEach(b, hosts, func(h string) (string, error) { return ToASCII(h, URLOptions(false)) })
	})
	b.Run("xnet.ToASCII", func(b *testing.B) { benchEach(b, hosts, xnetURL.ToASCII) })
}

// Per non-ASCII host that the URL Standard accepts (IdnaTestV2.json).
func BenchmarkNonASCIIHosts(b *testing.B) {
	hosts := nonASCIIHosts(b)
	b.Run("uts46.DomainToASCII", func(b *testing.B) {
		benchEach(b, hosts, func(h string) (string, error) { return DomainToASCII(h, false) })
	})
	b.Run("xnet.ToASCII", func(b *testing.B) { benchEach(b, hosts, xnetURL.ToASCII) })
	b.Run("uts46.ToUnicode", func(b *testing.B) {
		benchEach(b, hosts, func(h string) (string, error) { return ToUnicode(h, URLOptions(false)) })
	})
	b.Run("xnet.ToUnicode", func(b *testing.B) { benchEach(b, hosts, xnetURL.ToUnicode) })
}
