package uritemplate_test

import (
	"fmt"
	"os"

	"github.com/urikit/urikit/uritemplate"
)

func Example() {
	t := uritemplate.MustParse("https://api.example.com/repos/{owner}/{repo}/issues{?state,labels}")
	s, _ := t.Expand(uritemplate.Values{
		"owner":  uritemplate.String("urikit"),
		"repo":   uritemplate.String("urikit"),
		"labels": uritemplate.List("bug", "ui"),
	})
	fmt.Println(s)
	// Output:
	// https://api.example.com/repos/urikit/urikit/issues?labels=bug,ui
}

func ExampleParse() {
	for _, s := range []string{"/search{?q,lang}", "/users/{id", "{var:0}", "/a b/{x}", "{=x}"} {
		t, err := uritemplate.Parse(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(t.Level(), t.Names())
	}
	// Output:
	// 3 [q lang]
	// uritemplate: "{" with no "}" after it at offset 7: close the expression, or write a literal "{" as %7B
	// uritemplate: prefix with a leading zero (§2.4.1) at offset 5: write a max-length from 1 to 9999 without leading zeros
	// uritemplate: space in a literal at offset 2: write %20
	// uritemplate: operator '=' is reserved for future extensions (§2.2) at offset 1: use one of + # . / ; ? & or none
}

func ExampleTemplate_Parts() {
	for _, p := range uritemplate.MustParse("/files{/path*}{?v:3}").Parts() {
		if !p.IsExpression() {
			fmt.Printf("%d literal %q\n", p.Offset, p.Text)
			continue
		}
		for _, v := range p.Vars {
			fmt.Printf("%d expression %q operator %q: %s at %d, prefix %d, explode %v\n", p.Offset, p.Text, p.Operator, v.Name, v.Offset, v.Prefix, v.Explode)
		}
	}
	// Output:
	// 0 literal "/files"
	// 6 expression "{/path*}" operator '/': path at 8, prefix 0, explode true
	// 14 expression "{?v:3}" operator '?': v at 16, prefix 3, explode false
}

func ExampleTemplate_AppendExpand() {
	t := uritemplate.MustParse("/users/{id}{?fields}")
	buf := make([]byte, 0, 64)
	for _, id := range []string{"1", "2"} {
		buf = buf[:0] // reused: no allocation per expansion
		buf, _ = t.AppendExpand(buf, uritemplate.Values{"id": uritemplate.String(id), "fields": uritemplate.List("name", "email")})
		os.Stdout.Write(append(buf, '\n'))
	}
	// Output:
	// /users/1?fields=name,email
	// /users/2?fields=name,email
}

func ExampleTemplate_Match() {
	t := uritemplate.MustParse("/repos/{owner}/{repo}/issues{/number}{?labels,state}")
	vars, err := t.Match("/repos/urikit/urikit/issues/24?labels=bug,ui&state=open%20now")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range t.Names() {
		if v, ok := vars[name]; ok {
			fmt.Printf("%s: %s %q %q\n", name, v.Kind(), v.Text(), v.Items())
		}
	}
	_, err = t.Match("/repos/urikit/urikit/pulls/1")
	fmt.Println(err)
	// Output:
	// owner: string "urikit" []
	// repo: string "urikit" []
	// number: string "24" []
	// labels: list "" ["bug" "ui"]
	// state: string "open now" []
	// uritemplate: URI "pulls/1" does not fit "/issues" (template offset 21) at offset 21: the template wants "issues"
}

func ExampleTemplate_MatchWith() {
	t := uritemplate.MustParse("/search{?q,page}")
	// A router's reading: the parameters in any order, "+" as a space,
	// parameters the route does not name ignored.
	vars, err := t.MatchWith("/search?page=2&utm_source=mail&q=caf%C3%A9+au+lait",
		uritemplate.MatchOptions{Form: true, AllowUnknown: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("q=%q page=%q\n", vars["q"].Text(), vars["page"].Text())
	_, err = t.Match("/search?q=x&utm_source=mail")
	fmt.Println(err)
	// Output:
	// q="café au lait" page="2"
	// uritemplate: query parameter "utm_source" is not one the template names in "{?q,page}" (template offset 7) at offset 12: allow unknown parameters to ignore it
}

func ExampleValuesOf() {
	type query struct {
		Term  string            `uritemplate:"q"`
		Page  int               `uritemplate:"page,omitempty"`
		Tags  []string          `uritemplate:"tag"`
		Extra map[string]string `uritemplate:"extra"`
		Skip  string            `uritemplate:"-"`
	}
	vars, _ := uritemplate.ValuesOf(query{Term: "café", Tags: []string{"a", "b"}, Extra: map[string]string{"z": "1", "a": "2"}})
	s, _ := uritemplate.MustParse("/search{?q,page,tag*,extra*}").Expand(vars)
	fmt.Println(s)
	// Output:
	// /search?q=caf%C3%A9&tag=a&tag=b&a=2&z=1
}

func ExampleDecodeJSON() {
	vars, _ := uritemplate.DecodeJSON([]byte(`{"keys": {"semi": ";", "dot": ".", "comma": ","}, "n": 6, "none": null}`))
	s, _ := uritemplate.MustParse("{?keys*,n,none}").Expand(vars)
	fmt.Println(s)
	// Output:
	// ?semi=%3B&dot=.&comma=%2C&n=6
}
