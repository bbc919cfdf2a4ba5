package inspect_test

import (
	"fmt"

	"github.com/urikit/urikit/guard"
	"github.com/urikit/urikit/inspect"
	"github.com/urikit/urikit/uri"
)

func ExampleInspect() {
	s := "http://www.example.com&story=breaking_news@10.0.0.1/top_story.htm"
	for _, f := range inspect.Inspect(uri.MustParse(s)) {
		fmt.Println(f.Severity, f.Kind, s[f.Offset:f.Offset+f.Length])
	}
	// Output:
	// danger misleading-userinfo www.example.com&story=breaking_news
	// danger private-address 10.0.0.1
}

func ExampleAppend() {
	var buf []inspect.Finding
	for _, s := range []string{"https://example.com/a?b=c#d", "gopher://mail.example.org:25/1HELO%0D%0A"} {
		buf = inspect.Append(buf[:0], uri.MustParse(s))
		fmt.Println(len(buf), "findings in", s)
	}
	// Output:
	// 0 findings in https://example.com/a?b=c#d
	// 3 findings in gopher://mail.example.org:25/1HELO%0D%0A
}

// An SSRF filter: the address a host names without DNS, and the IPv4
// address inside an IPv6 one, must both be public.
func ExampleHostAddr() {
	for _, s := range []string{"http://%31%32%37.0.0.1/", "http://[::ffff:169.254.169.254]/", "http://8.8.8.8/", "http://example.com/"} {
		a, ok := inspect.HostAddr(uri.MustParse(s))
		if !ok {
			fmt.Println(s, "names a host: check every address it resolves to")
			continue
		}
		v4, _ := guard.UnwrapIPv4(a)
		fmt.Println(s, a, guard.Classify(a), guard.IsPublic(a) && (!v4.IsValid() || guard.IsPublic(v4)))
	}
	// Output:
	// http://%31%32%37.0.0.1/ 127.0.0.1 loopback false
	// http://[::ffff:169.254.169.254]/ ::ffff:169.254.169.254 link-local false
	// http://8.8.8.8/ 8.8.8.8 public true
	// http://example.com/ names a host: check every address it resolves to
}

func ExampleRefused() {
	for _, s := range []string{
		"https://example.com/a?b=c#d",
		"http://127%E3%80%820%E3%80%820%E3%80%821/", // IDNA maps it to 127.0.0.1
		"http:/169.254.169.254/latest/meta-data/",   // browsers read the host after the slash
		"http://0x/",                       // the URL Standard reads 0.0.0.0
		"http://metadata.google.internal/", // a name: for the dial-time guard
	} {
		fmt.Println(inspect.Refused(s), s)
	}
	// Output:
	// false https://example.com/a?b=c#d
	// true http://127%E3%80%820%E3%80%820%E3%80%821/
	// true http:/169.254.169.254/latest/meta-data/
	// true http://0x/
	// false http://metadata.google.internal/
}
