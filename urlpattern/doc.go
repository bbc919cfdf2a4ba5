// Package urlpattern implements the URL Pattern Standard
// (https://urlpattern.spec.whatwg.org, whatwg/urlpattern at 203d435): the
// URLPattern of browsers, Node, Deno and Cloudflare Workers, which matches
// URLs against patterns such as "https://example.com/users/:id" or
// {pathname: "/blog/:year(\\d+)/*"}, on top of package whatwg's URL parser.
//
//	p, _ := urlpattern.NewWithBase("/users/:id", "https://example.com", urlpattern.Options{})
//	r := p.Exec("https://example.com/users/42")
//	id, _ := r.Component(urlpattern.Pathname).Get("id") // "42"
//
// Where each part of the Standard lives:
//
//   - §1.2 the URLPattern class: New, NewWithBase, NewInit, the component
//     getters and HasRegExpGroups (pattern.go); Test, Exec and their forms
//     (exec.go); the URLPatternResult as Result.
//   - §1.4-1.5 "create" (pattern.go) and "match" (exec.go).
//   - §1.6 "compile a component" (compile.go): without regexp groups a
//     component is matched by a program of its own (engine.go), in the
//     order ECMAScript's regular expression would try, in time linear in
//     the input; with them, by the Standard's regular expression in Go's
//     regexp syntax (compile.go), each group's ECMAScript regular
//     expression translated exactly or refused with an error naming the
//     construct (ecmaregexp.go, with the v flag's set operations in
//     charset.go).
//   - §1.7 constructor string parsing (constructor.go).
//   - §1.3 pattern strings: the tokenizer (tokenize.go), the parser and
//     parts (parse.go), the generated regular expression and pattern string
//     (generate.go); name code points are ID_Start and ID_Continue of
//     Unicode 17.0.0, from internal/ucd as every Unicode property the
//     module reads (identifier_tables.go).
//   - §2.1 the encoding callbacks, through whatwg's parser and setters
//     (canon.go); §2.2 URLPatternInit processing (init.go).
//
// Conformance (wpt_test.go, over testdata/urlpatterntestdata.json of
// web-platform-tests): 369/369 cases under the rules of WPT's harness.
// Where the Standard's text and web-platform-tests differ, the tests are
// followed and the place says so (canon.go, canonPort).
//
// Errors are *Error values that name the component, the offset in its
// pattern string and what is wrong; the kinds (ErrSyntax, ErrRegexp,
// ErrComponent, ErrBaseURL, ErrRelative) are each a TypeError in
// JavaScript.
package urlpattern
