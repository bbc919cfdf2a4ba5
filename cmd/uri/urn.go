package main

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/urn"
)

// uri urn and uri urn compare: URNs (RFC 8141; RFC 2141 and the 2012 draft,
// the 2012 draft, as dialects), their namespace rules and lexical equivalence.

// urnDialect declares --dialect for the URN commands.
func urnDialect(fs *flagSet) *string {
	return fs.Enum("dialect", "rfc8141|rfc2141|draft", "rfc8141",
		"rfc8141: RFC 8141 §2 with r-, q- and f-components; rfc2141: RFC 2141 §2; draft: draft-ietf-urnbis-rfc2141bis-urn-03 (2012), with keywd=value query directives",
		"rfc8141", "rfc2141", "draft")
}

// urnCommand is uri urn: its flags, declared by setupURN in the order the
// help lists them, and run, its work.
type urnCommand struct {
	dialect *string
	strict  *bool
	records *recordFlags
	syntax  urn.Dialect // --dialect, read by run
}

func setupURN(fs *flagSet) action {
	c := &urnCommand{
		dialect: urnDialect(fs),
		strict:  fs.Bool("strict", "make a namespace rule violation (a bad ISBN check digit, ...) an error record"),
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run splits each URN of args and checks its namespace's rules.
func (c *urnCommand) run(e *env, args []string) int {
	c.syntax, _ = urn.ParseDialect(*c.dialect)
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		blocks:  true,
		handler: c,
	})
}

// handle splits the URN s and checks its namespace's rule.
func (c *urnCommand) handle(s string, out *emitter) error {
	u, err := c.syntax.Parse(s)
	if err != nil {
		return err
	}
	known, nerr := urn.Default().Check(u)
	if nerr != nil && *c.strict {
		return nerr
	}
	out.write(newURNRecord(s, u, known, nerr))
	return nil
}

// urnRecord is the record of CLI.md: the parts as written (still
// percent-encoded), null when absent.
type urnRecord struct {
	Input          string          `json:"input"`
	OK             bool            `json:"ok"`
	NID            string          `json:"nid"`
	NSS            string          `json:"nss"`
	R              *string         `json:"r_component"`
	Q              *string         `json:"q_component"`
	F              *string         `json:"f_component"`
	Normalized     string          `json:"normalized"`
	NamespaceValid *bool           `json:"namespace_valid"` // null: no rule for the NID
	NamespaceError *string         `json:"namespace_error"`
	Directives     *[]urnDirective `json:"directives,omitempty"` // --dialect draft only
}

type urnDirective struct {
	Keyword string `json:"keyword"`
	Value   string `json:"value"`
}

func newURNRecord(input string, u urn.URN, known bool, nerr error) *urnRecord {
	opt := func(s string, ok bool) *string {
		if !ok {
			return nil
		}
		return &s
	}
	r := &urnRecord{
		Input: input, OK: true, NID: u.NID(), NSS: u.NSS(),
		R:          opt(u.RComponent(), u.HasRComponent()),
		Q:          opt(u.QComponent(), u.HasQComponent()),
		F:          opt(u.FComponent(), u.HasFComponent()),
		Normalized: urn.Default().Normalize(u),
	}
	if known {
		valid := nerr == nil
		r.NamespaceValid = &valid
		if nerr != nil {
			msg := nerr.Error()
			var ue *urn.Error
			if errors.As(nerr, &ue) {
				msg = ue.Reason
			}
			r.NamespaceError = &msg
		}
	}
	if u.Dialect() == urn.Draft {
		ds := []urnDirective{}
		for d := range u.Directives() {
			ds = append(ds, urnDirective{d.Keyword, d.Value})
		}
		r.Directives = &ds
	}
	return r
}

func (r *urnRecord) Passed() bool { return true }

func (r *urnRecord) Human(h *clirecord.Text) {
	h.Line(clirecord.Show(r.Input))
	h.Field("nid", &r.NID, "")
	h.Field("nss", &r.NSS, "")
	h.Field("r-component", r.R, "")
	h.Field("q-component", r.Q, "")
	h.Field("f-component", r.F, "")
	if r.Directives != nil {
		for _, d := range *r.Directives {
			v := d.Keyword + "=" + d.Value
			h.Field("directive", &v, "")
		}
	}
	h.Field("normalized", &r.Normalized, "")
	ns := "no rule for this NID"
	switch {
	case r.NamespaceValid == nil:
	case *r.NamespaceValid:
		ns = "valid"
	default:
		ns = "invalid: " + *r.NamespaceError
	}
	h.Line("  namespace  " + ns)
}

// urnCompareCommand is uri urn compare: its flags, declared by
// setupURNCompare in the order the help lists them, and run, its work.
type urnCompareCommand struct {
	dialect *string
	cache   *bool
	records *recordFlags
	syntax  urn.Dialect // --dialect, read by run
}

func setupURNCompare(fs *flagSet) action {
	c := &urnCompareCommand{
		dialect: urnDialect(fs),
		cache:   fs.Bool("cache", "compare for caching resolution results (the 2012 draft's §5 step 5b): a draft query counts, directives in keyword order"),
		records: fs.Records(`an object {"a","b"}`),
	}
	return c.run
}

// run tells for each pair A B of args whether the two URNs are lexically
// equivalent.
func (c *urnCompareCommand) run(e *env, args []string) int {
	c.syntax, _ = urn.ParseDialect(*c.dialect)
	return processRecords(e, c.records, args, processor[compareInput]{
		input:   comparePairs,
		handler: c,
	})
}

// handle tells whether the two URNs of pair are equivalent.
func (c *urnCompareCommand) handle(pair compareInput, out *emitter) error {
	a, err := c.syntax.Parse(pair.a)
	if err != nil {
		return fmt.Errorf("a: %w", err)
	}
	b, err := c.syntax.Parse(pair.b)
	if err != nil {
		return fmt.Errorf("b: %w", err)
	}
	eq := urn.Default().Equal(a, b)
	if *c.cache {
		eq = urn.EqualForCache(a, b)
	}
	out.write(&compareRecord{A: pair.a, B: pair.b, OK: true, Equal: eq})
	return nil
}

var urnHelp = commandHelp{
	about: `Urn parses each input as a URN and prints its parts: the NID, the NSS and
the optional r-component ("?+"), q-component ("?=") and f-component ("#")
of RFC 8141 §2, each as written (still percent-encoded); then the
normalized form used for equivalence (RFC 8141 §3.1: "urn" and the NID in
lower case, percent-encoding hex digits in upper case, r/q/f dropped, plus
the namespace's own rule: a UUID's hex digits in lower case), and whether
the NSS follows its namespace's rule (uuid RFC 9562, isbn and issn with
their check digits, oid RFC 3061, ietf RFC 2648).

A namespace violation leaves the URN valid (it is still a URN) unless
--strict is given, which makes it an error record. --dialect rfc2141 reads
RFC 2141 (no r/q/f: "/", "?" and "#" are reserved and must be encoded; a
1-character NID is allowed, "urn" is not); --dialect draft reads the 2012
draft (draft-ietf-urnbis-rfc2141bis-urn-03): an NSS without "/", a query of keywd=value directives
joined by "&" (a registered keyword, "s" or "c", at most once), listed in
the record.

JSON record (--json): {"input","ok","nid","nss","r_component","q_component",
"f_component","normalized","namespace_valid","namespace_error"}, plus
"directives":[{"keyword","value"}] with --dialect draft. namespace_valid
is null when there is no rule for the NID.`,
	examples: []example{
		{
			args: `urn 'URN:EXAMPLE:a123%2cz456?+abc#789'`,
			output: `URN:EXAMPLE:a123%2cz456?+abc#789
  nid        EXAMPLE
  nss        a123%2cz456
  r-component abc
  q-component (absent)
  f-component 789
  normalized urn:example:a123%2Cz456
  namespace  no rule for this NID
`,
		},
		{
			args: `urn --json 'urn:isbn:0-395-36341-2'`,
			output: `{"input":"urn:isbn:0-395-36341-2","ok":true,"nid":"isbn","nss":"0-395-36341-2","r_component":null,"q_component":null,"f_component":null,"normalized":"urn:isbn:0-395-36341-2","namespace_valid":false,"namespace_error":"isbn rule (RFC 3187, ISO 2108): ISBN-10 check digit is wrong (it should be 1)"}
`,
		},
		{
			args: `urn --json --dialect draft 'urn:isbn:0-395-36341-1?s=I2L&c=ToC'`,
			output: `{"input":"urn:isbn:0-395-36341-1?s=I2L&c=ToC","ok":true,"nid":"isbn","nss":"0-395-36341-1","r_component":null,"q_component":"s=I2L&c=ToC","f_component":null,"normalized":"urn:isbn:0-395-36341-1","namespace_valid":true,"namespace_error":null,"directives":[{"keyword":"s","value":"I2L"},{"keyword":"c","value":"ToC"}]}
`,
		},
		{
			args:   `urn --strict 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6' 'urn:oid:1.3.06'`,
			output: "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6\n  nid        uuid\n  nss        f81d4fae-7dec-11d0-a765-00a0c91e6bf6\n  r-component (absent)\n  q-component (absent)\n  f-component (absent)\n  normalized urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6\n  namespace  valid\n",
			stderr: "argument 2: urn: oid rule (RFC 3061 §2): arc with a leading zero at offset 12 in NSS: remove it\n",
			status: 1,
		},
	},
}

var urnCompareHelp = commandHelp{
	about: `Urn compare tells whether two URNs are equivalent (RFC 8141 §3.1): equal
after lower-casing "urn" and the NID and upper-casing percent-encoding hex
digits, with r-, q- and f-components ignored. Percent-encoding is never
decoded ("%2C" is not ","), the rest of the NSS keeps its case ("A123" is
not "a123") except where the namespace says otherwise (a UUID's hex
digits). With --dialect draft the draft's steps 1-4 and 5a (its §5)
apply, which are the same; RFC 2141 §5 is too, with no r/q/f. --cache
applies step 5b instead, for caching resolution results: the fragment is
ignored but a draft query counts, its directives put in keyword order.

The two URNs are the arguments A B; with no arguments, each line of
standard input holds a pair separated by white space, or with --json-input
a JSON object {"a","b"}. Text output is "equal A B" or "different A B".
The exit status is 0 only when every pair is equal.

JSON record (--json): {"a","b","ok","equal"}. A URN that does not parse
gives an error record whose message starts with "a:" or "b:".`,
	examples: []example{
		{
			args:   `urn compare 'URN:foo:a123,456' 'urn:FOO:a123,456#xyz'`,
			output: "equal URN:foo:a123,456 urn:FOO:a123,456#xyz\n",
		},
		{
			args:   `urn compare --json 'urn:example:a123%2Cz456' 'urn:example:a123,z456'`,
			output: `{"a":"urn:example:a123%2Cz456","b":"urn:example:a123,z456","ok":true,"equal":false}` + "\n",
			status: 1,
		},
		{
			args:   `urn compare --dialect draft --cache 'urn:foo:a123,456?x=y' 'urn:foo:a123,456#xyz'`,
			output: "different urn:foo:a123,456?x=y urn:foo:a123,456#xyz\n",
			status: 1,
		},
		{
			args:   `urn compare 'urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6' 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6'`,
			output: "equal urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6 urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6\n",
		},
	},
}
