package inspect

// Findings: what Inspect reports, and the order it looks in.

import (
	"net/netip"
	"slices"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// Severity grades a finding.
type Severity uint8

const (
	// Info: worth knowing, harmless by itself (a non-default port).
	Info Severity = iota
	// Warning: a construction attacks use, with innocent uses too (a
	// password in the URI, a port of another protocol).
	Warning
	// Danger: the URI goes somewhere other than it seems, or carries an
	// injection (an internal address, a rare IPv4 spelling, misleading
	// userinfo, an encoded CR LF). A gate rejects it.
	Danger
)

var severityNames = [...]string{"info", "warning", "danger"}

// String returns "info", "warning" or "danger".
func (s Severity) String() string {
	if int(s) < len(severityNames) {
		return severityNames[s]
	}
	return "severity(?)"
}

// MarshalText gives the String form, for encoding/json.
func (s Severity) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Kind names what a finding is about. The names are those of the command
// line's JSON records (CLI.md); they are never renamed.
type Kind string

const (
	KindPassword           Kind = "password"            // a non-empty password in the userinfo (RFC 3986 §7.5)
	KindMisleadingUserinfo Kind = "misleading-userinfo" // a userinfo that reads as a host or URL (RFC 3986 §7.6)
	KindUserinfo           Kind = "userinfo"            // any other userinfo (RFC 3986 §3.2.1: deprecated for credentials)
	KindNonDefaultPort     Kind = "non-default-port"    // a port other than the scheme's default (RFC 3986 §7.2)
	KindWellKnownPort      Kind = "well-known-port"     // the port of another protocol (RFC 3986 §7.2)
	KindPortOutOfRange     Kind = "port-out-of-range"   // a port above 65535
	KindEncodedControl     Kind = "encoded-control"     // %00, %0D, %0A or another control octet (RFC 3986 §7.2, §7.3)
	KindRareIPv4           Kind = "rare-ipv4"           // a reg-name inet_aton reads as IPv4 (RFC 3986 §7.4)
	KindPrivateAddress     Kind = "private-address"     // a host that is not globally reachable (IANA special-purpose registries)
	KindEncodedHost        Kind = "encoded-host"        // percent-encoding in a host (RFC 3986 §6.2.2.2)
	KindEmbeddedIPv4       Kind = "embedded-ipv4"       // an IPv6 literal carrying an IPv4 address (RFC 4291 §2.5.5)
	KindPunycode           Kind = "punycode"            // an IDNA A-label, shown to people as Unicode (RFC 3492, RFC 5890)
	KindMixedScript        Kind = "mixed-script"        // a host label mixing scripts (Unicode TS #39 §5.1)
	KindDotSegment         Kind = "dot-segment"         // a "." or ".." path segment (RFC 3986 §3.3, §7.3)
	KindEncodedDot         Kind = "encoded-dot"         // a dot-segment written with %2E (RFC 3986 §7.3)
	KindEncodedSlash       Kind = "encoded-slash"       // %2F in the path (RFC 3986 §7.3)
	KindEncodedBackslash   Kind = "encoded-backslash"   // %5C in the path (RFC 3986 §7.3)
	KindCloudMetadata      Kind = "cloud-metadata"      // a cloud metadata endpoint (MetadataService)
	KindHiddenHost         Kind = "hidden-host"         // a host browsers read where RFC 3986 sees none ("http:/127.0.0.1")
	KindHostAsScheme       Kind = "host-as-scheme"      // a host and port written without a scheme ("localhost:3000")
	KindParserDifferential Kind = "parser-differential" // RFC 3986, the URL Standard and net/url read different destinations (Read)
)

// A Finding is one thing Inspect noticed about a URI.
type Finding struct {
	Kind     Kind
	Severity Severity
	// Offset and Length locate the bytes the finding is about in the
	// URI's text (u.String()[Offset:Offset+Length]).
	Offset, Length int
	// Message explains the risk in one sentence.
	Message string
	// Addr is the IP address the finding is about (the decoded address of
	// a rare-ipv4, encoded-host, embedded-ipv4 or private-address
	// finding); the zero Addr otherwise.
	Addr netip.Addr
}

// An Inspector inspects URIs. The zero Inspector uses scheme.Default() for
// default ports and lists every finding.
type Inspector struct {
	// Schemes gives each scheme's default port; nil means scheme.Default().
	Schemes *scheme.Registry
	// MaxFindings, when positive, bounds the findings listed for one URI:
	// a hostile URI may hold one finding per few bytes ("./" repeated),
	// and a caller that keeps or prints them wants memory bounded by the
	// URI's length, not a multiple of it. The bound shortens the list,
	// never the verdict: the most severe findings are the ones listed, and
	// AppendLimited counts the others by severity.
	MaxFindings int
}

// Omitted counts the findings an Inspector found but did not list
// (MaxFindings), by severity: Omitted[Danger] is how many dangers.
type Omitted [numSeverities]int

// numSeverities is the number of Severity values.
const numSeverities = int(Danger) + 1

// Total returns how many findings were omitted.
func (o Omitted) Total() int { return o[Info] + o[Warning] + o[Danger] }

// Worst returns the highest severity among the omitted findings, and
// false when none was omitted.
func (o Omitted) Worst() (Severity, bool) {
	for s := Danger; ; s-- {
		if o[s] > 0 {
			return s, true
		}
		if s == Info {
			return Info, false
		}
	}
}

// Inspect returns the findings about u, in the order of the bytes they are
// about (userinfo, host, port, path, query, fragment). A URI with nothing
// to report gives nil.
func Inspect(u uri.URI) []Finding { return Inspector{}.Append(nil, u) }

// Append appends the findings about u to dst and returns the extended
// slice. With a dst of enough capacity it allocates nothing unless a
// finding's message quotes the URI or an address.
func Append(dst []Finding, u uri.URI) []Finding { return Inspector{}.Append(dst, u) }

// Append is the package's Append with in's registry, listing at most
// in.MaxFindings findings when that is positive (AppendLimited).
func (in Inspector) Append(dst []Finding, u uri.URI) []Finding {
	dst, _ = in.AppendLimited(dst, u)
	return dst
}

// AppendLimited is Append, and also returns the findings left out because
// in.MaxFindings were listed already, counted by severity (none when
// MaxFindings is not positive). The bound never hides the verdict: the
// findings listed are the most severe ones (every danger, up to the
// bound, then warnings, then info), the first found of each severity
// (those about the authority, then the path's from its start); when some
// are left out, the list gives the dangers first, then the warnings, then
// the info, each in the order of the bytes they are about. So a URI holds
// a danger exactly when the list starts with one. The work stays linear in
// the length of u either way.
func (in Inspector) AppendLimited(dst []Finding, u uri.URI) (_ []Finding, omitted Omitted) {
	r := &report{fs: dst, start: len(dst), max: in.MaxFindings}
	in.inspect(r, u)
	r.sort()
	return r.fs, r.omitted
}

// inspect adds the findings about u to r.
func (in Inspector) inspect(r *report, u uri.URI) {
	reg := in.Schemes
	if reg == nil {
		reg = scheme.Default()
	}
	plainHost := false
	if u.HasAuthority() {
		plainHost = authorityFindings(r, u, reg)
	}
	specialFindings(r, u, reg)
	differentialFindings(r, u, plainHost)
	pathFindings(r, u)
	if u.HasQuery() {
		off, _ := u.Span(uri.ComponentQuery)
		appendControls(r, u.Query(), off, false, false)
	}
	if u.HasFragment() {
		off, _ := u.Span(uri.ComponentFragment)
		appendControls(r, u.Fragment(), off, false, false)
	}
}

// sort puts the findings listed in order: those about the bytes first
// (findings come out in order but for a control character inside a
// userinfo, reported before the userinfo itself, and the findings of a
// host browsers read in the path, special.go); dangers first when some
// were left out.
func (r *report) sort() {
	if r.omitted.Total() == 0 {
		slices.SortStableFunc(r.fs[r.start:], func(a, b Finding) int { return a.Offset - b.Offset })
	} else {
		slices.SortStableFunc(r.fs[r.start:], func(a, b Finding) int {
			if a.Severity != b.Severity {
				return int(b.Severity) - int(a.Severity)
			}
			return a.Offset - b.Offset
		})
	}
}

// report collects the findings about one URI, up to max of them when max
// is positive. Once max are listed, a finding more severe than one listed
// takes the place of the last listed of the lowest severity, and the one
// it displaces is counted, as is every finding that finds no place.
type report struct {
	fs         []Finding
	start, max int
	listed     Omitted // the findings listed, by severity
	omitted    Omitted
	// scan[s] is where the search for a listed finding of severity s to
	// displace goes on, backwards: none of severity s lies at or after it
	// (once the list is full, no finding of a lower severity than those
	// displaced enters it), so the searches take linear time in all.
	scan [numSeverities]int
}

// add appends f, or makes room for it, or counts it.
func (r *report) add(f Finding) {
	if r.max <= 0 || len(r.fs)-r.start < r.max {
		r.fs = append(r.fs, f)
		r.listed[f.Severity]++
		if r.max > 0 && len(r.fs)-r.start == r.max {
			for s := range r.scan {
				r.scan[s] = len(r.fs)
			}
		}
		return
	}
	low := Info
	for r.listed[low] == 0 && low < Danger {
		low++
	}
	if low >= f.Severity {
		r.omitted[f.Severity]++
		return
	}
	i := r.scan[low] - 1
	for r.fs[i].Severity != low {
		i--
	}
	r.scan[low] = i
	r.omitted[low]++
	r.listed[low]--
	r.fs[i] = f
	r.listed[f.Severity]++
}

// addf appends a finding without an address.
func (r *report) addf(k Kind, sev Severity, off, n int, msg string) {
	r.add(Finding{Kind: k, Severity: sev, Offset: off, Length: n, Message: msg})
}
