package main

import "github.com/urikit/urikit/uri"

// uri parse: split each input into the components of RFC 3986 §3.

func setupParse(fs *flagSet) action {
	ref := fs.Bool("ref", "accept relative references too (RFC 3986 §4.1 URI-reference)")
	dialect := fs.Dialect()
	iri := fs.Bool("iri", "accept IRIs: non-ASCII characters where RFC 3987 §2.2 allows them")
	rf := fs.Records("a JSON string")
	return func(e *env, args []string) int {
		parse := dialect.Parse
		if *ref {
			parse = dialect.ParseReference
		}
		if *iri {
			if *dialect != uri.RFC3986 {
				return e.usageError(e.cmd, "--iri extends RFC 3986; it cannot be used with --dialect "+dialect.String())
			}
			parse = uri.ParseIRI
			if *ref {
				parse = uri.ParseIRIReference
			}
		}
		return processRecords(e, rf, args, processor[string]{
			input:  stringInput,
			blocks: true,
			handle: func(s string) (record, error) {
				u, err := parse(s)
				if err != nil {
					return nil, err
				}
				return newParseRecord(s, u), nil
			},
		})
	}
}

// parseRecord is the record of CLI.md: every component as written (still
// percent-encoded), null when undefined, "" when present and empty.
type parseRecord struct {
	Input     string  `json:"input"`
	OK        bool    `json:"ok"`
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`           // null without an authority; IP-literals keep brackets
	HostType  *string `json:"host_type"`      // reg-name, ipv4, ipv6, ipvfuture; null without an authority
	Zone      *string `json:"zone,omitempty"` // decoded RFC 6874 zone of an IPv6 literal, only when there is one
	Port      *string `json:"port"`
	Path      string  `json:"path"` // never null (§3.3)
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
}

func newParseRecord(input string, u uri.URI) *parseRecord {
	opt := func(s string, ok bool) *string {
		if !ok {
			return nil
		}
		return &s
	}
	r := &parseRecord{
		Input:     input,
		OK:        true,
		Scheme:    opt(u.Scheme(), u.HasScheme()),
		Authority: opt(u.Authority(), u.HasAuthority()),
		Userinfo:  opt(u.Userinfo(), u.HasUserinfo()),
		Host:      opt(u.Host(), u.HasAuthority()),
		HostType:  opt(u.HostKind().String(), u.HasAuthority()),
		Port:      opt(u.Port(), u.HasPort()),
		Path:      u.Path(),
		Query:     opt(u.Query(), u.HasQuery()),
		Fragment:  opt(u.Fragment(), u.HasFragment()),
	}
	if u.HostKind() == uri.HostIPv6 {
		r.Zone = opt(u.Zone(), u.Zone() != "")
	}
	return r
}

func (r *parseRecord) passed() bool { return true }

func (r *parseRecord) human(h *humanWriter) {
	h.line(show(r.Input))
	h.field("scheme", r.Scheme, "")
	h.field("authority", r.Authority, "")
	h.field("userinfo", r.Userinfo, "")
	note := ""
	if r.HostType != nil {
		note = *r.HostType
		if r.Zone != nil {
			note += ", zone " + show(*r.Zone)
		}
	}
	h.field("host", r.Host, note)
	h.field("port", r.Port, "")
	h.field("path", &r.Path, "")
	h.field("query", r.Query, "")
	h.field("fragment", r.Fragment, "")
}

var parseHelp = commandHelp{
	about: `Parse checks each input against the URI grammar of RFC 3986 Appendix A
(or of the dialect chosen with --dialect) and shows its components as
written, still percent-encoded. An undefined component is "(absent)", or
null in JSON; a component that is present but empty is "(empty)", or "".
The host is shown with its type (reg-name, ipv4, ipv6, ipvfuture) and, for
an IPv6 literal with an RFC 6874 zone, the decoded zone. With --iri the
input may be an IRI (RFC 3987 §2.2): non-ASCII characters are allowed in
the userinfo, host, path, query and fragment, as they are written (see
"uri iri" for the URI an IRI maps to).

JSON record (--json): {"input","ok","scheme","authority","userinfo","host",
"host_type","port","path","query","fragment"}, plus "zone" for an IPv6 host
with a zone. An input that does not parse gives {"input","ok":false,"error",
"offset"} (text output: "argument N: <error>" or "line N: <error>").`,
	examples: []example{
		{
			args: `parse 'http://user@[fe80::1%25en0]:8080/a/b?q#f'`,
			output: `http://user@[fe80::1%25en0]:8080/a/b?q#f
  scheme     http
  authority  user@[fe80::1%25en0]:8080
  userinfo   user
  host       [fe80::1%25en0]  (ipv6, zone en0)
  port       8080
  path       /a/b
  query      q
  fragment   f
`,
		},
		{
			args: `parse --json 'foo://example.com:8042/over/there?name=ferret#nose' 'urn:example:animal:ferret:nose'`,
			output: `{"input":"foo://example.com:8042/over/there?name=ferret#nose","ok":true,"scheme":"foo","authority":"example.com:8042","userinfo":null,"host":"example.com","host_type":"reg-name","port":"8042","path":"/over/there","query":"name=ferret","fragment":"nose"}
{"input":"urn:example:animal:ferret:nose","ok":true,"scheme":"urn","authority":null,"userinfo":null,"host":null,"host_type":null,"port":null,"path":"example:animal:ferret:nose","query":null,"fragment":null}
`,
		},
		{
			args: `parse --ref '//a?' '../g'`,
			output: `//a?
  scheme     (absent)
  authority  a
  userinfo   (absent)
  host       a  (reg-name)
  port       (absent)
  path       (empty)
  query      (empty)
  fragment   (absent)

../g
  scheme     (absent)
  authority  (absent)
  userinfo   (absent)
  host       (absent)
  port       (absent)
  path       ../g
  query      (absent)
  fragment   (absent)
`,
		},
		{
			args: `parse --iri --json 'http://résumé.example.org/Dürst?q=é'`,
			output: `{"input":"http://résumé.example.org/Dürst?q=é","ok":true,"scheme":"http","authority":"résumé.example.org","userinfo":null,"host":"résumé.example.org","host_type":"reg-name","port":null,"path":"/Dürst","query":"q=é","fragment":null}
`,
		},
		{
			args:   `parse --json 'http://a/b c' 'g'`,
			status: 1,
			output: `{"input":"http://a/b c","ok":false,"error":"uri: space at offset 10 in path: spaces must be written %20","offset":10}
{"input":"g","ok":false,"error":"uri: missing scheme at offset 0 in scheme: a URI begins with a scheme such as \"https:\" (parse it as a reference if it is relative)","offset":0}
`,
		},
	},
}
