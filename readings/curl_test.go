package readings

import (
	"bufio"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/urikit/urikit/internal/ascii"
	"github.com/urikit/urikit/internal/pct"
)

// libcurl is ../testdata/curl/urlapi.c built against the system's libcurl
// (Debian's libcurl4-openssl-dev, which .ci/run installs): how the real
// library reads URLs. Built once per test binary.
var libcurl struct {
	once sync.Once
	path string
	err  error
}

// needLibcurl returns the harness's path. Without a C compiler or
// libcurl's development files, the test fails under CI=true (.ci/run
// installs them) and is skipped with the reason otherwise.
func needLibcurl(t testing.TB) string {
	t.Helper()
	libcurl.once.Do(func() {
		dir, err := os.MkdirTemp("", "urlapi")
		if err != nil {
			libcurl.err = err
			return
		}
		libcurl.path = filepath.Join(dir, "urlapi")
		cc := os.Getenv("CC")
		if cc == "" {
			cc = "cc"
		}
		out, err := exec.Command(cc, "-O", "-o", libcurl.path, "../testdata/curl/urlapi.c", "-lcurl").CombinedOutput()
		if err != nil {
			libcurl.err = fmt.Errorf("building testdata/curl/urlapi.c with %s -lcurl: %v\n%s", cc, err, out)
		}
	})
	if libcurl.err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true and libcurl's URL API cannot be tested (apt-get install -y libcurl4-openssl-dev gcc): %v", libcurl.err)
		}
		t.Skipf("libcurl's URL API cannot be tested here (apt-get install -y libcurl4-openssl-dev gcc): %v", libcurl.err)
	}
	return libcurl.path
}

// curlSays is how libcurl read one URL: the CURLUcode of curl_url_set, and
// when it is 0 the scheme, host, host in punycode, port and zone id ("-"
// for none).
type curlSays struct {
	code                           int
	scheme, host, puny, port, zone string
}

// askLibcurl reads each input with the real libcurl, in a UTF-8 locale
// (libcurl converts a host that is not ASCII with libidn2 only then; in
// the C locale it fails to, and refuses to connect).
func askLibcurl(t testing.TB, inputs []string) []curlSays {
	t.Helper()
	bin := needLibcurl(t)
	var in strings.Builder
	for _, s := range inputs {
		in.WriteString(hex.EncodeToString([]byte(s)))
		in.WriteByte('\n')
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "LC_ALL=C.UTF-8")
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("urlapi: %v", err)
	}
	var says []curlSays
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		var c curlSays
		c.code, err = strconv.Atoi(f[0])
		if err != nil {
			t.Fatalf("urlapi wrote %q", sc.Text())
		}
		if c.code == 0 {
			if len(f) != 7 {
				t.Fatalf("urlapi wrote %q", sc.Text())
			}
			dec := func(h string) string {
				if h == "-" {
					return "-"
				}
				b, err := hex.DecodeString(h)
				if err != nil {
					t.Fatalf("urlapi wrote %q", sc.Text())
				}
				return string(b)
			}
			c.scheme, c.host, c.puny, c.port, c.zone = dec(f[1]), dec(f[2]), dec(f[3]), dec(f[4]), dec(f[6])
		}
		says = append(says, c)
	}
	if len(says) != len(inputs) {
		t.Fatalf("urlapi read %d lines of %d", len(says), len(inputs))
	}
	return says
}

// reading is what libcurl said, in the spelling of a Reading: the host
// canonical (CanonicalHost of the host libcurl decoded; an IPv6 literal
// with its zone), the port written, or the default of the readings' rule
// (the URL Standard's: http, https, ws, wss, ftp).
func (c curlSays) reading() (scheme, host, port string, ok bool) {
	if c.code != 0 {
		return "", "", "", false
	}
	switch {
	case c.scheme == "file":
		host = ""
	case strings.HasPrefix(c.host, "["):
		zone := ""
		if c.zone != "-" {
			zone = c.zone
		}
		host = canonicalLiteral(c.host[1:len(c.host)-1], zone)
	case c.puny != "-":
		host = CanonicalHost(c.puny) // what libcurl connects to: libidn2's conversion
	default:
		host = CanonicalHost(c.host)
	}
	port = c.port
	if port == "-" {
		port = ""
	}
	port = effectivePort(c.scheme, port)
	return c.scheme, host, port, true
}

// TestCurlLibrary holds the Curl reading to the real libcurl: over the SSRF
// payloads, the research rows, the URL lists of testdata/urls and a set
// built around each of curl's rules, the reading accepts exactly what
// libcurl accepts, with its CURLUcode, and reads the scheme, host and port
// libcurl reads.
func TestCurlLibrary(t *testing.T) {
	inputs := curlInputs(t)
	says := askLibcurl(t, inputs)
	bad := 0
	for i, s := range inputs {
		x := readCurl(s)
		scheme, host, port, ok := says[i].reading()
		if ok && x.OK && !says[i].ordinaryIDN() {
			continue // see ordinaryIDN
		}
		var e *CurlError
		switch {
		case ok != x.OK:
			t.Errorf("%q: libcurl %+v, the reading %+v", s, says[i], x)
		case !ok && (!errors.As(x.Err, &e) || e.Code != says[i].code):
			t.Errorf("%q: libcurl refuses it with %d, the reading with %v", s, says[i].code, x.Err)
		case ok && (scheme != x.Scheme || host != x.Host || port != x.Port):
			t.Errorf("%q: libcurl reads %s %q %q, the reading %s %q %q", s, scheme, host, port, x.Scheme, x.Host, x.Port)
		default:
			continue
		}
		if bad++; bad > 40 {
			t.Fatal("and more")
		}
	}
	t.Logf("%d inputs read as libcurl reads them", len(inputs))
}

// curlInputs: the payloads, the research rows, the URL lists and the
// fuzz seeds, and strings made around each rule of curl.go: every scheme
// with zero to five slashes, every ASCII byte in each component, raw and
// percent-encoded, userinfo and port splits, IP literals, file URLs.
func curlInputs(t testing.TB) []string {
	var in []string
	for _, p := range readPayloads(t) {
		in = append(in, p.Input)
	}
	for _, r := range readResearch(t) {
		in = append(in, r.Input)
	}
	in = append(in, differentialSeeds...)
	for _, name := range []string{"../testdata/urls/phishtank_sample.txt", "../testdata/urls/wpt_urltestdata_inputs.txt"} {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if l != "" && !strings.ContainsAny(l, "\x00") {
				in = append(in, l)
			}
		}
	}
	for _, sch := range []string{"http", "HTTPS", "gopher", "dict", "ldap", "imap", "file", "x", "a1+.-b", "1http", "mailto"} {
		for n := 0; n <= 5; n++ {
			sl := strings.Repeat("/", n)
			in = append(in, sch+":"+sl+"127.0.0.1:6379/_x", sch+":"+sl+"h", sch+":"+sl+"localhost/x", sch+":"+sl+"u@h:1/")
		}
	}
	for c := 0; c < 0x80; c++ {
		b := string(rune(c))
		e := fmt.Sprintf("%%%02X", c)
		if c == 0 {
			b = "" // a C string: see TestCurlNUL
		}
		for _, tmpl := range []string{"http://a%sb/", "http://u%s@h/", "http://h/p%s", "http://h/?q%s", "http://h/#f%s", "http://h:8%s/", "x:/a%sb", "a%sb:80/", "file:///%s"} {
			in = append(in, fmt.Sprintf(tmpl, b), fmt.Sprintf(tmpl, e))
		}
	}
	in = append(in,
		"http://a@b@c/", "http://a:b:80/", "http://[::1]x/", "http://[::1]:/", "http://[v1.x]/", "http://[1.2.3.4]/", "http://[::1%25eth0]/",
		"http://[::1%eth0]/", "http://[::1", "http://[::1%25]/", "http://[::1%2525]/", "http://[fe80::1%25%31]/", "http://[::1%]/", "http://h:65535/", "http://h:65536/", "http://h:"+strings.Repeat("0", 30)+"80/", "http://h:99999999999/",
		"h:", "h:/", "h", " h/", "h :80/", "a:b@c:d@e", "localhost:3000", "localhost:3000/admin", "mailto:a@127.0.0.1", "sip:alice@atlanta.com",
		"ftp.example.com/x", "FTP.example.com", "dict.x", "ldap.x:389/", "smtp.x", "pop3.x", "imap.x", "telnet.x", "www.x.org", "ftp.",
		strings.Repeat("a", 40)+"://h/", strings.Repeat("a", 41)+"://h/", "file://localhost/x", "file://LOCALHOST/x", "file://127.0.0.1/x",
		"file://127.1/x", "file://[::1]/x", "file://u@localhost/x", "file://localhost:80/x", "file://localhost", "file://", "file:", "file:etc",
		"file:////x", "http://0x.0x.0/", "http://0x7f.1/", "http://4294967295/", "http://4294967296/", "http://1.2.3.256/", "http://127.0.0.1./",
		"http://%31%32%37.0.0.1/", "http://%30x7f.1/", "http://evil.com%40good.com/", "http://evil%00.com/", "http://a%2541/", "http://é.com/",
		"http://ＬＯＣＡＬＨＯＳＴ/", "http://local%C2%ADhost/", "http://127。0。0。1/", "http://%FF/", "http://a|b/", "http://a%7Cb/",
		"http://loc%E2%80%8Dalhost/", "http://loc\u200calhost/", "http://faß.de/", "http://ς.gr/", "http://a\u200d.b/", "http://xn--a.com/",
		"http://xn--zca.de/", "http://\u0627\u0031.com/", "http://1\u0627.com/",
		"http:/\\evil.com", "http://evil.com\\@good.com/", "http:\\\\h", "http:evil.com", "http:////evil.com/", "http://h?x@y/", "http://h#x@y/",
		"imap://u;AUTH=x@h/", "http://@h/", "http://:@h/", "http://a@/", "http://h:@/", "http:///", "http://", "dict:", "a:/", "a:/b",
	)
	return in
}

// TestCurlNUL: a NUL byte ends the URL libcurl reads, as a C string: the
// reading is that of the text before it, as the real library's.
func TestCurlNUL(t *testing.T) {
	inputs := []string{"http://127.0.0.1\x00.evil.com/", "http://h/\x00 x", "\x00http://h/", "http://a\x00b@h/", "\x00", "a\x00", "http:/\x00/h"}
	says := askLibcurl(t, inputs)
	for i, s := range inputs {
		scheme, host, port, ok := says[i].reading()
		x := readCurl(s)
		var e *CurlError
		if x.OK != ok || x.Scheme != scheme || x.Host != host || x.Port != port || !ok && (!errors.As(x.Err, &e) || e.Code != says[i].code) {
			t.Errorf("%q: libcurl %+v, the reading %+v", s, says[i], x)
		}
	}
	if x := readCurl("http://127.0.0.1\x00.evil.com/"); x.Host != "127.0.0.1" {
		t.Errorf("the host before the NUL: %+v", x)
	}
}

// TestCurlGenerated holds the reading to libcurl on 20,000 strings made at
// random (a fixed seed) from the pieces curl's rules turn on: schemes,
// slashes, "@", ":", brackets, digits, percent-encodings, controls, spaces,
// backslashes and non-ASCII letters.
func TestCurlGenerated(t *testing.T) {
	pieces := []string{"http", "gopher", "file", "x", "HTTP", ":", "/", "//", "///", "////", "\\", "@", ":", "[", "]", "::1", "%25",
		"127", "0x7f", ".", "1", "0", "65536", "80", "a", "b.c", "ftp.", "localhost", "%40", "%2F", "%00", "%41", "%e2%80%8b", "%",
		"?", "#", " ", "\t", "\x7f", "é", "ｌ", ";", "!", "|", "~", "_", "-", "+", "c:", "%3A", "@@",
		"ß", "ς", "\u200d", "%E2%80%8C", "\u00ad", "①", "。", "xn--", "ＬＯ"}
	seed := uint64(0x9e3779b97f4a7c15)
	next := func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	inputs := make([]string, 20_000)
	for i := range inputs {
		var b strings.Builder
		for k := 1 + next(12); k > 0; k-- {
			b.WriteString(pieces[next(len(pieces))])
		}
		inputs[i] = b.String()
	}
	says := askLibcurl(t, inputs)
	bad, idn := 0, 0
	for i, s := range inputs {
		x := readCurl(s)
		scheme, host, port, ok := says[i].reading()
		if ok && x.OK && !says[i].ordinaryIDN() {
			idn++
			continue // see ordinaryIDN
		}
		var e *CurlError
		if ok == x.OK && (!ok && errors.As(x.Err, &e) && e.Code == says[i].code || ok && scheme == x.Scheme && host == x.Host && port == x.Port) {
			continue
		}
		t.Errorf("%q: libcurl %+v (%s %q %q), the reading %+v", s, says[i], scheme, host, port, x)
		if bad++; bad > 30 {
			t.Fatal("and more")
		}
	}
	t.Logf("%d of %d compared; %d hosts not ASCII that libidn2 refuses or reads beyond letters, digits, hyphens and dots", len(inputs)-idn, len(inputs), idn)
}

// ordinaryIDN reports whether libcurl's host is ASCII, or not ASCII and
// converted by libidn2 to letters, digits, hyphens and dots: the hosts
// whose IDNA the Curl reading holds to libidn2. libidn2 refuses names this
// module's UTS #46 accepts (a "%", "|" or empty label among non-ASCII
// letters), and curl then connects to nothing; those are left out.
func (c curlSays) ordinaryIDN() bool {
	if c.code != 0 || c.host == "-" || isASCII(c.host) {
		return true
	}
	if c.puny == "-" {
		return false
	}
	for _, label := range strings.Split(c.puny, ".") {
		if label == "" {
			return false
		}
		for i := 0; i < len(label); i++ {
			b := label[i]
			if !('a' <= b|0x20 && b|0x20 <= 'z' || '0' <= b && b <= '9' || b == '-') {
				return false
			}
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// libcurlProc is one running harness, asked a line at a time (FuzzCurl).
type libcurlProc struct {
	mu  sync.Mutex
	in  io.WriteCloser
	out *bufio.Reader
}

var fuzzLibcurl struct {
	once sync.Once
	p    *libcurlProc
	err  error
}

// ask reads s with the running libcurl harness.
func (p *libcurlProc) ask(t testing.TB, s string) curlSays {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, err := io.WriteString(p.in, hex.EncodeToString([]byte(s))+"\n"); err != nil {
		t.Fatal(err)
	}
	line, err := p.out.ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
	var c curlSays
	c.code, _ = strconv.Atoi(f[0])
	if c.code == 0 && len(f) == 7 {
		dec := func(h string) string {
			if h == "-" {
				return "-"
			}
			b, _ := hex.DecodeString(h)
			return string(b)
		}
		c.scheme, c.host, c.puny, c.port, c.zone = dec(f[1]), dec(f[2]), dec(f[3]), dec(f[4]), dec(f[6])
	}
	return c
}

// FuzzCurl holds the Curl reading to the real libcurl on any string: the
// same verdict, CURLUcode, scheme, host and port (hosts that are not ASCII
// compared where libidn2 converts them to letters, digits and hyphens:
// ordinaryIDN).
// Run: go test ./readings -run '^$' -fuzz FuzzCurl -parallel 1 -fuzztime 1m
func FuzzCurl(f *testing.F) {
	for _, s := range curlInputs(f) {
		f.Add(s)
	}
	bin := needLibcurl(f)
	fuzzLibcurl.once.Do(func() {
		cmd := exec.Command(bin)
		cmd.Env = append(os.Environ(), "LC_ALL=C.UTF-8")
		in, err := cmd.StdinPipe()
		if err != nil {
			fuzzLibcurl.err = err
			return
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			fuzzLibcurl.err = err
			return
		}
		if fuzzLibcurl.err = cmd.Start(); fuzzLibcurl.err == nil {
			fuzzLibcurl.p = &libcurlProc{in: in, out: bufio.NewReaderSize(out, 1<<16)}
		}
	})
	if fuzzLibcurl.err != nil {
		f.Fatal(fuzzLibcurl.err)
	}
	p := fuzzLibcurl.p
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 1<<14 {
			return // the harness reads lines of at most 64 KiB of hex
		}
		c := p.ask(t, s)
		x := readCurl(s)
		scheme, host, port, ok := c.reading()
		if ok && x.OK && !c.ordinaryIDN() {
			return
		}
		var e *CurlError
		if ok != x.OK || !ok && (!errors.As(x.Err, &e) || e.Code != c.code) || ok && (scheme != x.Scheme || host != x.Host || port != x.Port) {
			t.Fatalf("%q: libcurl %+v (%s %q %q), the reading %+v", s, c, scheme, host, port, x)
		}
	})
}

// TestCurlOffsets: a refusal's offset is the byte at fault, by its code:
// the bad byte of the component (a control or a space; in a host, a byte
// libcurl refuses there, raw or percent-encoded), the "[" of a bad IP
// literal, the start of a bad port (after its ":" or "]"), the start of
// the slashes after a scheme, where the host should begin; a URL over
// libcurl's bound at the bound.
func TestCurlOffsets(t *testing.T) {
	inputs := curlInputs(t)
	pieces := []string{"http", "x", ":", "/", "//", "////", "@", "[", "]", "::1", "%25", "%40", "%0A", "%", "a", "80", "?", "#", " ", "\t", "\x7f", "\\", "!", "é"}
	seed := uint64(20261128)
	for range 20_000 {
		var b strings.Builder
		for k := 1 + int(seed%9); k > 0; k-- {
			seed ^= seed << 13
			seed ^= seed >> 7
			seed ^= seed << 17
			b.WriteString(pieces[seed%uint64(len(pieces))])
		}
		inputs = append(inputs, b.String())
	}
	n := 0
	for _, s := range inputs {
		x := readCurl(s)
		var e *CurlError
		if x.OK || !errors.As(x.Err, &e) {
			continue
		}
		n++
		c := strings.IndexByte(s, 0)
		if c < 0 {
			c = len(s)
		}
		s = s[:c]
		at := func(i int) byte {
			if i < 0 || i >= len(s) {
				return 0
			}
			return s[i]
		}
		b, before := at(e.Offset), s[:min(e.Offset, len(s))]
		junk := b <= ' ' && e.Offset < len(s) || b == 0x7f
		ok := false
		switch e.Code {
		case curlBadFragment:
			ok = junk && strings.Contains(before, "#")
		case curlBadQuery:
			ok = junk && strings.Contains(before, "?") && !strings.Contains(before, "#")
		case curlBadPath:
			ok = junk && !strings.ContainsAny(before, "?#")
		case curlBadUser, curlBadPassword:
			ok = junk && strings.Contains(s[e.Offset:], "@")
		case curlBadHostname:
			o := pct.Octet(s, e.Offset)
			ok = junk || curlBanned(b) || b == '%' && o >= 0 && (o < ' ' || curlBanned(byte(o)))
		case curlBadIPv6:
			ok = b == '['
		case curlBadPortNumber:
			ok = at(e.Offset-1) == ':' || at(e.Offset-1) == ']'
		case curlBadSlashes:
			ok = at(e.Offset-1) == ':' && curlScheme(s) == s[:e.Offset-1]
		case curlNoHost:
			ok = e.Offset == len(s) || strings.IndexByte("/?#:", b) >= 0
		case curlBadFileURL:
			drive := ascii.IsAlpha(b) && (at(e.Offset+1) == ':' || at(e.Offset+1) == '|') && at(e.Offset-1) == '/'
			ok = strings.HasPrefix(strings.ToLower(s), "file:") && (drive || e.Offset == 7 && s[5:7] == "//")
		}
		if !ok {
			t.Errorf("%q: %v: the offset names %q", s, e, b)
		}
	}
	if n < 5000 {
		t.Errorf("only %d refusals", n)
	}
	// libcurl's bound on a URL's length (CURL_MAX_INPUT_LENGTH).
	long := strings.Repeat("a", curlMaxInput)
	if x := readCurl(long); !x.OK {
		t.Errorf("a URL of %d bytes: %v", len(long), x.Err)
	}
	var e *CurlError
	if x := readCurl(long + "a"); x.OK || !errors.As(x.Err, &e) || e.Code != curlMalformedInput || e.Offset != curlMaxInput || e.ByteOffset() != curlMaxInput {
		t.Errorf("a URL of %d bytes: %+v", len(long)+1, x)
	}
}
