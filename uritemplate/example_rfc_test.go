package uritemplate_test

import (
	"fmt"

	"github.com/urikit/urikit/uritemplate"
)

// The examples of RFC 6570 itself, as its text gives them: the tables of
// §1.2, the examples of §2.4.1 and §2.4.2, and those of §3.2.1 to §3.2.9.
// Each "// Output:" line was copied from the RFC, not from this package.

func show(vars uritemplate.Values, templates ...string) {
	for _, s := range templates {
		out, err := uritemplate.MustParse(s).Expand(vars)
		if err != nil {
			out = err.Error()
		}
		fmt.Printf("%s %s\n", s, out)
	}
}

var (
	keys = uritemplate.Assoc(uritemplate.Pair{Key: "semi", Value: ";"}, uritemplate.Pair{Key: "dot", Value: "."}, uritemplate.Pair{Key: "comma", Value: ","})
	// The variables of §1.2's tables (each level adds some).
	level4 = uritemplate.Values{
		"var":   uritemplate.String("value"),
		"hello": uritemplate.String("Hello World!"),
		"empty": uritemplate.String(""),
		"path":  uritemplate.String("/foo/bar"),
		"x":     uritemplate.String("1024"),
		"y":     uritemplate.String("768"),
		"list":  uritemplate.List("red", "green", "blue"),
		"keys":  keys,
	}
	// The variables of §3.2.
	section3 = uritemplate.Values{
		"count":      uritemplate.List("one", "two", "three"),
		"dom":        uritemplate.List("example", "com"),
		"dub":        uritemplate.String("me/too"),
		"hello":      uritemplate.String("Hello World!"),
		"half":       uritemplate.String("50%"),
		"var":        uritemplate.String("value"),
		"who":        uritemplate.String("fred"),
		"base":       uritemplate.String("http://example.com/home/"),
		"path":       uritemplate.String("/foo/bar"),
		"list":       uritemplate.List("red", "green", "blue"),
		"keys":       keys,
		"v":          uritemplate.String("6"),
		"x":          uritemplate.String("1024"),
		"y":          uritemplate.String("768"),
		"empty":      uritemplate.String(""),
		"empty_keys": uritemplate.Assoc(),
		// undef is not there: undefined
	}
)

// RFC 6570 §1.2, Level 1 and Level 2 examples.
func Example_rfc6570Section1_2Levels1And2() {
	show(level4, "{var}", "{hello}")
	show(level4, "{+var}", "{+hello}", "{+path}/here", "here?ref={+path}", "X{#var}", "X{#hello}")
	// Output:
	// {var} value
	// {hello} Hello%20World%21
	// {+var} value
	// {+hello} Hello%20World!
	// {+path}/here /foo/bar/here
	// here?ref={+path} here?ref=/foo/bar
	// X{#var} X#value
	// X{#hello} X#Hello%20World!
}

// RFC 6570 §1.2, Level 3 examples.
func Example_rfc6570Section1_2Level3() {
	show(level4, "map?{x,y}", "{x,hello,y}", "{+x,hello,y}", "{+path,x}/here", "{#x,hello,y}", "{#path,x}/here",
		"X{.var}", "X{.x,y}", "{/var}", "{/var,x}/here", "{;x,y}", "{;x,y,empty}", "{?x,y}", "{?x,y,empty}",
		"?fixed=yes{&x}", "{&x,y,empty}")
	// Output:
	// map?{x,y} map?1024,768
	// {x,hello,y} 1024,Hello%20World%21,768
	// {+x,hello,y} 1024,Hello%20World!,768
	// {+path,x}/here /foo/bar,1024/here
	// {#x,hello,y} #1024,Hello%20World!,768
	// {#path,x}/here #/foo/bar,1024/here
	// X{.var} X.value
	// X{.x,y} X.1024.768
	// {/var} /value
	// {/var,x}/here /value/1024/here
	// {;x,y} ;x=1024;y=768
	// {;x,y,empty} ;x=1024;y=768;empty
	// {?x,y} ?x=1024&y=768
	// {?x,y,empty} ?x=1024&y=768&empty=
	// ?fixed=yes{&x} ?fixed=yes&x=1024
	// {&x,y,empty} &x=1024&y=768&empty=
}

// RFC 6570 §1.2, Level 4 examples.
func Example_rfc6570Section1_2Level4() {
	show(level4, "{var:3}", "{var:30}", "{list}", "{list*}", "{keys}", "{keys*}",
		"{+path:6}/here", "{+list}", "{+list*}", "{+keys}", "{+keys*}",
		"{#path:6}/here", "{#list}", "{#list*}", "{#keys}", "{#keys*}",
		"X{.var:3}", "X{.list}", "X{.list*}", "X{.keys}", "X{.keys*}",
		"{/var:1,var}", "{/list}", "{/list*}", "{/list*,path:4}", "{/keys}", "{/keys*}",
		"{;hello:5}", "{;list}", "{;list*}", "{;keys}", "{;keys*}",
		"{?var:3}", "{?list}", "{?list*}", "{?keys}", "{?keys*}",
		"{&var:3}", "{&list}", "{&list*}", "{&keys}", "{&keys*}")
	// Output:
	// {var:3} val
	// {var:30} value
	// {list} red,green,blue
	// {list*} red,green,blue
	// {keys} semi,%3B,dot,.,comma,%2C
	// {keys*} semi=%3B,dot=.,comma=%2C
	// {+path:6}/here /foo/b/here
	// {+list} red,green,blue
	// {+list*} red,green,blue
	// {+keys} semi,;,dot,.,comma,,
	// {+keys*} semi=;,dot=.,comma=,
	// {#path:6}/here #/foo/b/here
	// {#list} #red,green,blue
	// {#list*} #red,green,blue
	// {#keys} #semi,;,dot,.,comma,,
	// {#keys*} #semi=;,dot=.,comma=,
	// X{.var:3} X.val
	// X{.list} X.red,green,blue
	// X{.list*} X.red.green.blue
	// X{.keys} X.semi,%3B,dot,.,comma,%2C
	// X{.keys*} X.semi=%3B.dot=..comma=%2C
	// {/var:1,var} /v/value
	// {/list} /red,green,blue
	// {/list*} /red/green/blue
	// {/list*,path:4} /red/green/blue/%2Ffoo
	// {/keys} /semi,%3B,dot,.,comma,%2C
	// {/keys*} /semi=%3B/dot=./comma=%2C
	// {;hello:5} ;hello=Hello
	// {;list} ;list=red,green,blue
	// {;list*} ;list=red;list=green;list=blue
	// {;keys} ;keys=semi,%3B,dot,.,comma,%2C
	// {;keys*} ;semi=%3B;dot=.;comma=%2C
	// {?var:3} ?var=val
	// {?list} ?list=red,green,blue
	// {?list*} ?list=red&list=green&list=blue
	// {?keys} ?keys=semi,%3B,dot,.,comma,%2C
	// {?keys*} ?semi=%3B&dot=.&comma=%2C
	// {&var:3} &var=val
	// {&list} &list=red,green,blue
	// {&list*} &list=red&list=green&list=blue
	// {&keys} &keys=semi,%3B,dot,.,comma,%2C
	// {&keys*} &semi=%3B&dot=.&comma=%2C
}

// RFC 6570 §1.1: the form-style query of the overview, with both
// variables, with "query" undefined, and with neither.
func Example_rfc6570Section1_1() {
	t := uritemplate.MustParse("http://www.example.com/foo{?query,number}")
	for _, vars := range []uritemplate.Values{
		{"query": uritemplate.String("mycelium"), "number": uritemplate.String("100")},
		{"number": uritemplate.String("100")},
		{},
	} {
		s, _ := t.Expand(vars)
		fmt.Println(s)
	}
	// Output:
	// http://www.example.com/foo?query=mycelium&number=100
	// http://www.example.com/foo?number=100
	// http://www.example.com/foo
}

// RFC 6570 §2.4.1 (prefix values) and §2.4.2 (composite values).
func Example_rfc6570Section2_4() {
	show(uritemplate.Values{"var": uritemplate.String("value"), "semi": uritemplate.String(";")},
		"{var}", "{var:20}", "{var:3}", "{semi}", "{semi:2}")
	show(uritemplate.Values{"year": uritemplate.List("1965", "2000", "2012"), "dom": uritemplate.List("example", "com")},
		"find{?year*}", "www{.dom*}")
	show(uritemplate.Values{"address": uritemplate.Assoc(uritemplate.Pair{Key: "city", Value: "Newport Beach"}, uritemplate.Pair{Key: "state", Value: "CA"})},
		"/mapper{?address*}")
	// Output:
	// {var} value
	// {var:20} value
	// {var:3} val
	// {semi} %3B
	// {semi:2} %3B
	// find{?year*} find?year=1965&year=2000&year=2012
	// www{.dom*} www.example.com
	// /mapper{?address*} /mapper?city=Newport%20Beach&state=CA
}

// RFC 6570 §3.2.1 (variable expansion), §3.2.2 (simple string) and
// §3.2.3 (reserved).
func Example_rfc6570Section3_2_1To3() {
	show(section3, "{count}", "{count*}", "{/count}", "{/count*}", "{;count}", "{;count*}", "{?count}", "{?count*}", "{&count*}")
	show(section3, "{var}", "{hello}", "{half}", "O{empty}X", "O{undef}X", "{x,y}", "{x,hello,y}", "?{x,empty}", "?{x,undef}",
		"?{undef,y}", "{var:3}", "{var:30}", "{list}", "{list*}", "{keys}", "{keys*}")
	show(section3, "{+var}", "{+hello}", "{+half}", "{base}index", "{+base}index", "O{+empty}X", "O{+undef}X",
		"{+path}/here", "here?ref={+path}", "up{+path}{var}/here", "{+x,hello,y}", "{+path,x}/here",
		"{+path:6}/here", "{+list}", "{+list*}", "{+keys}", "{+keys*}")
	// Output:
	// {count} one,two,three
	// {count*} one,two,three
	// {/count} /one,two,three
	// {/count*} /one/two/three
	// {;count} ;count=one,two,three
	// {;count*} ;count=one;count=two;count=three
	// {?count} ?count=one,two,three
	// {?count*} ?count=one&count=two&count=three
	// {&count*} &count=one&count=two&count=three
	// {var} value
	// {hello} Hello%20World%21
	// {half} 50%25
	// O{empty}X OX
	// O{undef}X OX
	// {x,y} 1024,768
	// {x,hello,y} 1024,Hello%20World%21,768
	// ?{x,empty} ?1024,
	// ?{x,undef} ?1024
	// ?{undef,y} ?768
	// {var:3} val
	// {var:30} value
	// {list} red,green,blue
	// {list*} red,green,blue
	// {keys} semi,%3B,dot,.,comma,%2C
	// {keys*} semi=%3B,dot=.,comma=%2C
	// {+var} value
	// {+hello} Hello%20World!
	// {+half} 50%25
	// {base}index http%3A%2F%2Fexample.com%2Fhome%2Findex
	// {+base}index http://example.com/home/index
	// O{+empty}X OX
	// O{+undef}X OX
	// {+path}/here /foo/bar/here
	// here?ref={+path} here?ref=/foo/bar
	// up{+path}{var}/here up/foo/barvalue/here
	// {+x,hello,y} 1024,Hello%20World!,768
	// {+path,x}/here /foo/bar,1024/here
	// {+path:6}/here /foo/b/here
	// {+list} red,green,blue
	// {+list*} red,green,blue
	// {+keys} semi,;,dot,.,comma,,
	// {+keys*} semi=;,dot=.,comma=,
}

// RFC 6570 §3.2.4 (fragment), §3.2.5 (label) and §3.2.6 (path segment).
func Example_rfc6570Section3_2_4To6() {
	show(section3, "{#var}", "{#hello}", "{#half}", "foo{#empty}", "foo{#undef}", "{#x,hello,y}", "{#path,x}/here",
		"{#path:6}/here", "{#list}", "{#list*}", "{#keys}", "{#keys*}")
	show(section3, "{.who}", "{.who,who}", "{.half,who}", "www{.dom*}", "X{.var}", "X{.empty}", "X{.undef}", "X{.var:3}",
		"X{.list}", "X{.list*}", "X{.keys}", "X{.keys*}", "X{.empty_keys}", "X{.empty_keys*}")
	show(section3, "{/who}", "{/who,who}", "{/half,who}", "{/who,dub}", "{/var}", "{/var,empty}", "{/var,undef}",
		"{/var,x}/here", "{/var:1,var}", "{/list}", "{/list*}", "{/list*,path:4}", "{/keys}", "{/keys*}")
	// Output:
	// {#var} #value
	// {#hello} #Hello%20World!
	// {#half} #50%25
	// foo{#empty} foo#
	// foo{#undef} foo
	// {#x,hello,y} #1024,Hello%20World!,768
	// {#path,x}/here #/foo/bar,1024/here
	// {#path:6}/here #/foo/b/here
	// {#list} #red,green,blue
	// {#list*} #red,green,blue
	// {#keys} #semi,;,dot,.,comma,,
	// {#keys*} #semi=;,dot=.,comma=,
	// {.who} .fred
	// {.who,who} .fred.fred
	// {.half,who} .50%25.fred
	// www{.dom*} www.example.com
	// X{.var} X.value
	// X{.empty} X.
	// X{.undef} X
	// X{.var:3} X.val
	// X{.list} X.red,green,blue
	// X{.list*} X.red.green.blue
	// X{.keys} X.semi,%3B,dot,.,comma,%2C
	// X{.keys*} X.semi=%3B.dot=..comma=%2C
	// X{.empty_keys} X
	// X{.empty_keys*} X
	// {/who} /fred
	// {/who,who} /fred/fred
	// {/half,who} /50%25/fred
	// {/who,dub} /fred/me%2Ftoo
	// {/var} /value
	// {/var,empty} /value/
	// {/var,undef} /value
	// {/var,x}/here /value/1024/here
	// {/var:1,var} /v/value
	// {/list} /red,green,blue
	// {/list*} /red/green/blue
	// {/list*,path:4} /red/green/blue/%2Ffoo
	// {/keys} /semi,%3B,dot,.,comma,%2C
	// {/keys*} /semi=%3B/dot=./comma=%2C
}

// RFC 6570 §3.2.7 (path-style parameters), §3.2.8 (form-style query) and
// §3.2.9 (form-style query continuation).
func Example_rfc6570Section3_2_7To9() {
	show(section3, "{;who}", "{;half}", "{;empty}", "{;v,empty,who}", "{;v,bar,who}", "{;x,y}", "{;x,y,empty}", "{;x,y,undef}",
		"{;hello:5}", "{;list}", "{;list*}", "{;keys}", "{;keys*}")
	show(section3, "{?who}", "{?half}", "{?x,y}", "{?x,y,empty}", "{?x,y,undef}", "{?var:3}", "{?list}", "{?list*}", "{?keys}", "{?keys*}")
	show(section3, "{&who}", "{&half}", "?fixed=yes{&x}", "{&x,y,empty}", "{&x,y,undef}", "{&var:3}", "{&list}", "{&list*}", "{&keys}", "{&keys*}")
	// Output:
	// {;who} ;who=fred
	// {;half} ;half=50%25
	// {;empty} ;empty
	// {;v,empty,who} ;v=6;empty;who=fred
	// {;v,bar,who} ;v=6;who=fred
	// {;x,y} ;x=1024;y=768
	// {;x,y,empty} ;x=1024;y=768;empty
	// {;x,y,undef} ;x=1024;y=768
	// {;hello:5} ;hello=Hello
	// {;list} ;list=red,green,blue
	// {;list*} ;list=red;list=green;list=blue
	// {;keys} ;keys=semi,%3B,dot,.,comma,%2C
	// {;keys*} ;semi=%3B;dot=.;comma=%2C
	// {?who} ?who=fred
	// {?half} ?half=50%25
	// {?x,y} ?x=1024&y=768
	// {?x,y,empty} ?x=1024&y=768&empty=
	// {?x,y,undef} ?x=1024&y=768
	// {?var:3} ?var=val
	// {?list} ?list=red,green,blue
	// {?list*} ?list=red&list=green&list=blue
	// {?keys} ?keys=semi,%3B,dot,.,comma,%2C
	// {?keys*} ?semi=%3B&dot=.&comma=%2C
	// {&who} &who=fred
	// {&half} &half=50%25
	// ?fixed=yes{&x} ?fixed=yes&x=1024
	// {&x,y,empty} &x=1024&y=768&empty=
	// {&x,y,undef} &x=1024&y=768
	// {&var:3} &var=val
	// {&list} &list=red,green,blue
	// {&list*} &list=red&list=green&list=blue
	// {&keys} &keys=semi,%3B,dot,.,comma,%2C
	// {&keys*} &semi=%3B&dot=.&comma=%2C
}
