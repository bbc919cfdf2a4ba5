// gen.mjs writes payloads.jsonl: the SSRF payload set of issues #27 and
// #36, each with its class, its source in the public literature, the host
// a browser connects to, as Node's URL (the URL Standard) reads the payload
// against the base https://example.com/ (null when it refuses it), and the
// host curl connects to, as Debian's libcurl reads it (null when it
// refuses it).
//
//	node testdata/ssrf/gen.mjs > testdata/ssrf/payloads.jsonl
//
// Sources (see README.md): PATT = PayloadsAllTheThings, "Server Side
// Request Forgery" (README.md and SSRF-Cloud-Instances.md); TSAI = Orange
// Tsai, "A New Era of SSRF - Exploiting URL Parser in Trending Programming
// Languages!", Black Hat USA 2017; WPT = web-platform-tests
// url/resources/urltestdata.json and the URL Standard's host parser;
// RFC6761 = RFC 6761 "Special-Use Domain Names"; CLOUD = the cloud
// providers' documented metadata endpoints.
const rows = [];
const add = (cls, source, ...inputs) => { for (const input of inputs) rows.push({ input, class: cls, source }); };
const pct = (s) => Array.from(new TextEncoder().encode(s), (b) => b < 0x80 ? String.fromCharCode(b) : "%" + b.toString(16).toUpperCase().padStart(2, "0")).join("");

// Direct targets (already blocked before the issue; kept as a baseline).
add("direct", "PATT Default Targets", "http://localhost:80", "http://localhost:22", "https://localhost:443",
  "http://127.0.0.1:80", "http://127.0.0.1:22", "https://127.0.0.1:443", "http://0.0.0.0:80", "http://0.0.0.0:22", "https://0.0.0.0:443");
add("direct", "PATT Bypass Localhost with IPv6 Notation", "http://[::]:80/", "http://[0000::1]:80/",
  "http://[0:0:0:0:0:ffff:127.0.0.1]", "http://[::ffff:127.0.0.1]");
add("direct", "PATT Bypass Localhost with CIDR", "http://127.127.127.127", "http://127.0.1.3", "http://127.0.0.0");
add("direct", "PATT Bypass Using Rare Address", "http://0/", "http://127.1", "http://127.0.1");
add("direct", "PATT Bypass Using an Encoded IP Address", "http://2130706433/", "http://3232235521/", "http://3232235777/",
  "http://2852039166/", "http://0177.0.0.1/");
add("direct", "PATT Bypass Using Different Encoding", "http://127.0.0.1/%61dmin", "http://127.0.0.1/%2561dmin");
add("direct", "PATT Bypass Abusing URL Parsing Discrepancy (TSAI)", "http://127.1.1.1:80\\@127.2.2.2:80/",
  "http://127.1.1.1:80\\@@127.2.2.2:80/", "http://127.1.1.1:80:\\@@127.2.2.2:80/", "http://127.1.1.1:80#\\@127.2.2.2:80/",
  "http://1.1.1.1 &@2.2.2.2# @3.3.3.3/");
add("direct", "PATT Exploitation via URL Scheme", "http://127.0.0.1:22", "http://127.0.0.1:443",
  "gopher://127.0.0.1:6379/_save", "dict://127.0.0.1:6379/SAVE", "ldap://localhost:11211/%0astats%0aquit",
  "gopher://localhost:25/_MAIL%20FROM:%3Cattacker@example.com%3E%0D%0A", "gopher://0:25/_HELO");
add("direct", "TSAI", "http://127.0.0.1:11211:80/", "http://foo@127.0.0.1:11211@google.com:80/",
  "http://foo@127.0.0.1 @google.com/", "http://0\r\n SLAVEOF orange.tw 6379\r\n :6379/");
add("direct", "WPT urltestdata", "http://0Xc0.0250.01", "http://192.0x00A80001", "http://0xffffffff", "http://[::127.0.0.1]",
  "http://0x7f.1/", "http://017700000001/", "http://127.0.0.1./", "http://%31%32%37.0.0.1/");

// Class 1: percent-encoded (or raw) Unicode that IDNA maps to an address or to localhost.
const enclosed = (d) => d === "0" ? "\u24EA" : String.fromCodePoint(0x245F + Number(d)); // ⓪ ① ... ⑨
const fullwidth = (d) => String.fromCodePoint(0xFF10 + Number(d));
for (const ip of ["127.0.0.1", "169.254.169.254", "10.0.0.1", "192.168.0.1", "0.0.0.0"]) {
  add("idna", "ISSUE27 class 1 (TSAI: Unicode full stops; WPT)", "http://" + pct(ip.replaceAll(".", "\u3002")) + "/");
  add("idna", "ISSUE27 class 1 (WPT: fullwidth full stop)", "http://" + pct(ip.replaceAll(".", "\uFF0E")) + "/");
  add("idna", "ISSUE27 class 1 (halfwidth ideographic full stop)", "http://" + pct(ip.replaceAll(".", "\uFF61")) + "/");
  add("idna", "ISSUE27 class 1 (WPT: fullwidth digits)", "http://" + pct(ip.replace(/\d/g, fullwidth)) + "/");
  add("idna", "PATT Bypass Using Different Encoding: enclosed alphanumerics", "http://" + pct(ip.replace(/\d/g, enclosed)) + "/");
  add("idna-raw", "PATT enclosed alphanumerics, unencoded (not RFC 3986)", "http://" + ip.replace(/\d/g, enclosed) + "/");
}
add("idna", "ISSUE27 class 1 (soft hyphen, zero width space)", "http://local%C2%ADhost/", "http://localhost%E2%80%8B/",
  "http://%E2%80%8Blocalhost/", "http://loc%E2%80%8Dalhost/", "http://localhost%EF%BB%BF/");
add("idna", "TSAI (fullwidth letters)", "http://" + pct("ｌｏｃａｌｈｏｓｔ") + "/", "http://" + pct("ⓛⓞⓒⓐⓛⓗⓞⓢⓣ") + "/",
  "http://" + pct("ＬＯＣＡＬＨＯＳＴ") + ":8080/");
add("idna", "WPT urltestdata (fullwidth hex IPv4)", "http://%EF%BC%90%EF%BC%B8%EF%BD%83%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%92%EF%BC%95%EF%BC%90%EF%BC%8E%EF%BC%90%EF%BC%91");
add("idna-raw", "TSAI (unencoded Unicode)", "http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/", "http://127。0。0。1/", "http://０Ｘｃ０．０２５０．０１");

// Class 2: a special scheme without "//", or with extra slashes.
for (const h of ["127.0.0.1", "169.254.169.254", "localhost", "[::1]", "0x7f.1", "10.0.0.1:6379"]) {
  add("slashes", "ISSUE27 class 2 (WPT: http:foo.com, http:/example.com/)", "http:" + h, "http:/" + h + "/", "http:///" + h + "/",
    "https:" + h + "/", "ws:" + h, "wss:/" + h, "ftp:" + h);
}
add("slashes", "ISSUE27 class 2 (WPT: http:a:b@www.example.com)", "http:evil.com@127.0.0.1", "http:/evil.com@127.0.0.1/",
  "http:a:b@127.0.0.1", "http:@127.0.0.1", "///127.0.0.1/", "////127.0.0.1/", "///localhost/", "///169.254.169.254/latest/meta-data/");
add("slashes", "PATT Exploitation via URL Scheme (file://\\/\\/etc/passwd) and WPT (http:\\\\www.google.com\\foo)",
  "http:\\\\127.0.0.1\\", "http:\\127.0.0.1", "/\\127.0.0.1/", "\\\\127.0.0.1/", "http:/\\127.0.0.1");

// Class 3: IPv4 numbers as the URL Standard reads them.
add("ipv4-url", "WPT urltestdata (https://0x.0x.0 is 0.0.0.0)", "https://0x.0x.0", "https://0x.0x.0x.0x", "http://0x/",
  "http://127.0x.0x.1/", "http://0x7f.0x.0x.1/", "http://0x.0x.0x.0x./", "http://10.0x.0x.0x/", "http://0xa9fe.0xa9fe/",
  "http://127.0.0.0x1/", "http://0x7f.0x/");

// Class 4: cloud metadata endpoints by address.
add("metadata", "PATT SSRF-Cloud-Instances (AWS)", "http://169.254.169.254/latest/meta-data/", "http://[fd00:ec2::254]/latest/meta-data/",
  "http://169.254.170.2/v2/credentials/", "http://[::ffff:a9fe:a9fe]/latest/meta-data/", "http://[64:ff9b::a9fe:a9fe]/");
add("metadata", "PATT SSRF-Cloud-Instances (Oracle Cloud)", "http://192.0.0.192/latest/", "http://192.0.0.192/latest/user-data/",
  "http://3221225664/latest/");
add("metadata", "PATT SSRF-Cloud-Instances (Alibaba)", "http://100.100.100.200/latest/meta-data/");
add("metadata", "CLOUD Azure WireServer", "http://168.63.129.16/machine?comp=goalstate", "http://168.63.129.16:32526/vmSettings",
  "http://2822734096/");
add("metadata", "CLOUD Tencent Cloud", "http://169.254.0.23/latest/meta-data/");
add("metadata", "CLOUD AWS EKS Pod Identity", "http://169.254.170.23/v1/credentials", "http://[fd00:ec2::23]/v1/credentials");

// Class 5: controls in a host; inet_aton's white space; misleading userinfo.
add("control", "TSAI (glibc getaddrinfo reads up to white space)", "http://127.0.0.1%09foo.google.com/", "http://127.0.0.1%2509foo.google.com/",
  "http://127.0.0.1%20foo.google.com/", "http://127.0.0.1%0Afoo.google.com/", "http://127.0.0.1\tfoo.google.com/");
add("control", "ISSUE27 class 5", "http://localhost%00.evil.com/", "http://a%0D%0Ab/", "http://ex%00ample.com/",
  "http://127.0.0.1%0D%0AHELO%20orange.tw%0D%0A:25/", "http://169.254.169.254%00.evil.com/");
add("userinfo", "ISSUE27 class 5 (TSAI: userinfo confusion)", "http://127.0.0.1;@evil.com/", "http://127.0.0.1%2F@evil.com/",
  "http://127.0.0.1%23@evil.com/", "http://google.com%3F@evil.com/", "http://localhost%2F@evil.com/");

// Class 6: input that repair turns into one of the above.
add("repair", "ISSUE27 class 6", "http://\\127.0.0.1", "/\\/127.0.0.1/", "https:///[::1]/", "http:[::1]", "http:\\\\\\127.0.0.1/",
  "https:\\/\\127.0.0.1/", " http:/127.0.0.1 ");

// Padding past the host buffer (issue #36 point 1): a host longer than 256 bytes once decoded,
// padded with code points UTS #46 ignores (browsers and Go's net/http drop them), or with leading
// zeros, which every number parser takes; percent-encoded, and raw (not RFC 3986: repair must
// keep the gate's verdict).
const ignored = ["\u00AD", "\u034F", "\u180B", "\u200B", "\u2060", "\u2064", "\uFE00", "\uFE0F", "\uFEFF", "\u{E0100}"];
for (const [k, c] of ignored.entries()) {
  const h = ["127.0.0.1", "169.254.169.254", "0x7f.1", "2130706433", "localhost", "10.0.0.1", "[::1]", "0x7f000001", "192.168.0.1", "100.100.100.200"][k];
  const pad = pct(c.repeat(124));
  if (h === "[::1]") {
    add("padding", "ISSUE36 point 1 (UTS #46 ignored code points before an IPv6 literal)", "http://" + pad + "localhost/");
    continue;
  }
  add("padding", "ISSUE36 point 1 (UTS #46 ignored code points after the host)", "http://" + h + pad + "/");
  add("padding", "ISSUE36 point 1 (UTS #46 ignored code points before the host)", "http://" + pad + h + "/latest/");
  add("padding", "ISSUE36 point 1 (ignored code points, in the path after http:/)", "http:/" + h + pad + "/");
  add("padding-raw", "ISSUE36 point 1 (ignored code points, unencoded: after repair)", "http://" + h + c.repeat(124) + "/");
}
add("padding", "ISSUE36 point 1 (%30 x 260: leading zeros)", "http://0x" + "%30".repeat(260) + "7f000001/",
  "http://" + "%30".repeat(260) + "17700000001/", "http://" + "%30".repeat(260) + "177.0.0.1/", "http://0x" + "%30".repeat(260) + "a9.0xfe.0xa9fe/");
add("padding", "ISSUE36 point 1 (leading zeros, unencoded)", "http://" + "0".repeat(3000) + "177.0.0.1/", "http://0x" + "0".repeat(3000) + "a9fea9fe/",
  "http://" + "0".repeat(300) + "12.0.0.1/");
add("padding", "ISSUE36 point 1 (full-width digits and leading zeros)", "http://" + pct("\uFF10\uFF58" + "\uFF10".repeat(100) + "7f000001") + "/",
  "http://" + pct("\uFF10".repeat(100) + "\uFF11\uFF17\uFF17.0.0.1") + "/", "http://" + pct("\uFF10".repeat(100) + "\uFF11\uFF12.0.0.1") + "/");
add("padding-raw", "ISSUE36 point 1 (full-width digits, unencoded: after repair)", "http://" + "\uFF10".repeat(100) + "\uFF11\uFF17\uFF17.0.0.1/",
  "http://\uFF10\uFF58" + "\uFF10".repeat(100) + "7f000001/");

// curl's reading (issue #36 point 3): libcurl takes one to three slashes after any scheme, a scheme
// only before ":/" (else it guesses http and reads an authority), the first "@"; gopher and dict
// through libcurl (PHP's curl) are the classic way from SSRF to Redis and memcached.
for (const sl of ["/", "//", "///"]) {
  add("curl", "ISSUE36 point 3 (libcurl: one to three slashes after any scheme)",
    "gopher:" + sl + "127.0.0.1:6379/_%2A1%0D%0A%244%0D%0AINFO%0D%0A", "dict:" + sl + "127.0.0.1:11211/stat",
    "ldap:" + sl + "10.0.0.1/", "imap:" + sl + "169.254.169.254/", "smtp:" + sl + "localhost:25/", "tftp:" + sl + "192.168.0.1/x",
    "telnet:" + sl + "0x7f.1:23/", "pop3:" + sl + "[::1]:110/", "rtsp:" + sl + "2130706433/", "x-anything:" + sl + "100.100.100.200/");
}
add("curl", "ISSUE36 point 3 (libcurl guesses the scheme where no / follows the colon)", "mailto:a@127.0.0.1", "sip:x@169.254.169.254",
  "news:x@localhost", "xmpp:user@10.0.0.1:5222", "tel:x@0x7f.1", "urn:x@192.168.0.1");
add("curl", "ISSUE36 point 3 (libcurl: the first @)", "http://127.0.0.1:80\\@example.com/", "http://localhost\\@example.com/");

// Strings RFC 3986 refuses that the clients fetch all the same (issue #36 point 4): where they go is
// a danger when they part.
add("wild", "ISSUE36 point 4 (backslashes, @ in the userinfo)", "http:/\\127.0.0.1/", "http://127.0.0.1\\@example.com/",
  "http://example.com\\@127.0.0.1/", "http://a@b@127.0.0.1/", "http://x@example.com@169.254.169.254/", "http:\\\\localhost\\",
  "https:/\\/10.0.0.1/", "http://evil.com\\@192.168.0.1/");

// Flooding past the findings cap (issue #36 point 2): a danger after 1,000 findings of less weight.
add("flood", "ISSUE36 point 2 (999 encoded controls in the userinfo)", "http://" + "%01a".repeat(999) + "@127.0.0.1/",
  "http://" + "%01a".repeat(1200) + "@169.254.169.254/latest/");
add("flood", "ISSUE36 point 2 (an encoded CR LF after 1,000 dot segments)", "http://127.0.0.1/" + "./".repeat(1000) + "x%0D%0Ay");

// RFC 6761: names that need no DNS.
add("names", "RFC6761 §6.3", "http://localhost/", "http://LOCALHOST/", "http://localhost./", "http://foo.localhost/",
  "http://a.b.LocalHost./", "http://%6C%6F%63%61%6C%68%6F%73%74/");
add("names", "ISSUE26 point 8", "localhost:3000", "localhost:3000/admin", "127.0.0.1:8080");

// Names that need DNS: the dial-time guard's job, not the string check's.
add("dns", "PATT Bypass Localhost with a Domain Redirect", "http://localtest.me", "http://localh.st", "http://company.127.0.0.1.nip.io",
  "http://customer1.app.localhost.my.company.127.0.0.1.nip.io", "http://metadata.google.internal/computeMetadata/v1/",
  "http://metadata/computeMetadata/v1/", "http://make-1.2.3.4-rebind-169.254-169.254-rr.1u.ms");

// The host libcurl connects to (its URL API as libcurl reads CURLOPT_URL: ../curl/urlapi.c, built
// against Debian's libcurl4-openssl-dev), in a UTF-8 locale: the host in punycode when it is not
// ASCII, an IPv6 literal with its zone, "" for a file URL (the local machine); null when libcurl
// refuses the URL.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const harness = join(mkdtempSync(join(tmpdir(), "urlapi")), "urlapi");
execFileSync("cc", ["-O", "-o", harness, new URL("../curl/urlapi.c", import.meta.url).pathname, "-lcurl"]);
const hex = (s) => Buffer.from(s, "utf8").toString("hex");
const unhex = (h) => h === "-" ? null : Buffer.from(h, "hex").toString("utf8");
const said = execFileSync(harness, { input: rows.map((r) => hex(r.input)).join("\n") + "\n", env: { ...process.env, LC_ALL: "C.UTF-8" } })
  .toString().trimEnd().split("\n");
for (const [i, r] of rows.entries()) {
  let browser = null;
  try { browser = new URL(r.input, "https://example.com/").hostname; } catch {}
  r.browser = browser;
  const f = said[i].split("\t");
  let curl = null;
  if (f[0] === "0") {
    const [scheme, host, puny, , , zone] = f.slice(1).map(unhex);
    curl = scheme === "file" ? "" : (puny ?? host);
    if (curl.startsWith("[") && zone) curl = curl.slice(0, -1) + "%25" + zone + "]";
  }
  r.curl = curl;
  console.log(JSON.stringify(r));
}
