package main

import (
	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
)

// uri encode: percent-encode text for one component (RFC 3986 §2.1).

// encodeComponents are the names --component accepts, in the order help
// lists them, each with the encoding set of package uri that encodes for
// it; the scheme has none (it cannot hold percent-encoding).
var encodeComponents = []struct {
	name string
	set  *uri.EncodingSet
}{
	{"scheme", nil}, {"userinfo", &uri.UserinfoSet}, {"host", &uri.HostSet}, {"path", &uri.PathSet},
	{"segment", &uri.SegmentSet}, {"query", &uri.QuerySet}, {"query-key", &uri.QueryParamSet},
	{"query-value", &uri.QueryParamSet}, {"fragment", &uri.FragmentSet}, {"any", &uri.UnreservedSet},
}

// encodeCommand is uri encode: its flags, declared by setupEncode in the
// order the help lists them, and run, its work.
type encodeCommand struct {
	component *string
	records   *recordFlags
	set       *uri.EncodingSet // --component's, chosen by run; nil for the scheme
}

func setupEncode(fs *flagSet) action {
	names := make([]string, len(encodeComponents))
	for i, c := range encodeComponents {
		names[i] = c.name
	}
	c := &encodeCommand{
		component: fs.Component("any", "the component the text is for", names...),
		records:   fs.Records("a JSON string"),
	}
	return c.run
}

// run writes each input of args percent-encoded for --component.
func (c *encodeCommand) run(e *env, args []string) int {
	for _, ec := range encodeComponents {
		if ec.name == *c.component {
			c.set = ec.set
		}
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.TextLines,
		handler: c,
	})
}

// handle percent-encodes s with c.set.
func (c *encodeCommand) handle(s string, out *emitter) error {
	r := s
	if c.set != nil {
		r = c.set.Encode(s)
	} else if err := uri.ValidScheme(s); err != nil { // a scheme cannot be encoded
		return err
	}
	out.write(&clirecord.Result{Input: s, OK: true, Result: &r})
	return nil
}

var encodeHelp = commandHelp{
	about: `Encode percent-encodes each input for use as one component: every byte
the component cannot carry literally (RFC 3986 Appendix A) becomes %XX
with upper-case hex digits (§2.1), "%" always does, and non-ASCII text is
encoded as its UTF-8 octets (§2.5). "segment" is a single path segment, so
"/" is encoded; "query" is a whole query, whose "&" and "=" stay, while
"query-key" and "query-value" are one parameter's key or value, where "&",
"=", "+" (a space to form readers) and "#" are encoded too; "any" leaves
only unreserved characters (§2.3) as they are. A scheme cannot hold percent-encoding: with --component scheme, text
that is not a valid scheme is an error.

JSON record (--json): {"input","ok","result"}.`,
	examples: []example{
		{
			args:   `encode 'a b/c?d' 'caf` + "\u00e9" + `'`,
			output: "a%20b%2Fc%3Fd\ncaf%C3%A9\n",
		},
		{
			args:   `encode --component path 'a b/c?d'`,
			output: "a%20b/c%3Fd\n",
		},
		{
			args:   `encode --component query --json 'q=a b&c/d?'`,
			output: `{"input":"q=a b&c/d?","ok":true,"result":"q=a%20b&c/d?"}` + "\n",
		},
		{
			args:   `encode --component segment 'a/b'`,
			output: "a%2Fb\n",
		},
		{
			args:   `encode --component query-value 'rock & roll = 1+1 #2'`,
			output: "rock%20%26%20roll%20%3D%201%2B1%20%232\n",
		},
		{
			args:   `encode --component query-key 'a=b&c' 'x/y?z'`,
			output: "a%3Db%26c\nx/y?z\n",
		},
	},
}
