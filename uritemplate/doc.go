// Package uritemplate implements URI Templates, RFC 6570, at all four
// levels: a template is parsed once into a Template value, then expanded
// with variables as many times as needed, or matched against URIs to read
// the variables back.
//
//	t, err := uritemplate.Parse("https://api.example.com/repos/{owner}/{repo}/issues{?state,labels}")
//	s, err := t.Expand(uritemplate.Values{
//		"owner":  uritemplate.String("urikit"),
//		"repo":   uritemplate.String("urikit"),
//		"labels": uritemplate.List("bug", "ui"),
//	})
//	// s == "https://api.example.com/repos/urikit/urikit/issues?labels=bug,ui"
//
// Where each part of the RFC lives:
//
//   - §2 Syntax (parse.go, template.go, chars.go): Parse checks literals
//     (§2.1, with erratum 6937's apostrophe), expressions and operators
//     (§2.2), variable names (§2.3) and value modifiers (§2.4); every
//     error is an *Error with the byte offset of the fault and what to
//     write instead. Template.Parts gives the literals and expressions with
//     their offsets.
//   - §3 Expansion (expand.go): Expand and AppendExpand, following the
//     algorithm of Appendix A step by step, with its table of operators as
//     data. AppendExpand into a reused buffer allocates nothing.
//   - §2.3 and §2.4.2 Values (value.go, json.go, govalue.go): strings,
//     lists and ordered associative arrays; DecodeJSON reads them from a
//     JSON object keeping member order; ValueOf and ValuesOf take Go values
//     (strings, numbers, slices, maps sorted by key, structs by field tag).
//   - §1.4 Matching (match.go, match_compile.go, match_decode.go,
//     match_query.go): Match, the inverse of expansion, with a documented
//     choice where several assignments expand to the same URI, a repeated
//     variable's occurrences made to agree, and a cost linear in the URI;
//     a form-style query's parameters read in any order, as routers read
//     them, and MatchWith's options for unknown parameters and "+" as a
//     space.
//
// Percent-encoding uses the two allow sets of Appendix A: U (unreserved)
// and U+R (unreserved / reserved, pct-encoded triplets kept).
package uritemplate
