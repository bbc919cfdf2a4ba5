package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/clirecord"
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// uri parse --whatwg: the URL Standard's URL parser (CLI.md), as browsers
// read a URL, with its validation errors.

// whatwgParse holds the flags parse adds for --whatwg; it is the fieldsDecoder
// of parse --whatwg's records.
type whatwgParse struct {
	on      *bool
	base    *string
	baseURL *whatwg.URL // --base, parsed once
}

func whatwgParseFlags(fs *flagSet) *whatwgParse {
	w := &whatwgParse{on: fs.Bool("whatwg", "parse as the WHATWG URL Standard does (browsers, Node, ada): the URL API's fields and the validation errors")}
	fs.add(&flagDef{name: "base", value: "BASE",
		help: "with --whatwg, the base URL each input is parsed against, as new URL(input, BASE); with --json-input, the default for objects without \"base\"",
		set:  func(v string) error { w.base = &v; return nil }})
	return w
}

// whatwgInput is one record: the input and its base (nil: none); baseURL
// is the base parsed, when it is --base's.
type whatwgInput struct {
	input   string
	base    *string
	baseURL *whatwg.URL
}

// whatwgBase parses the value of --base (nil: none given). A base that
// does not parse is a mistake in the command line, said once.
func whatwgBase(base *string) (*whatwg.URL, error) {
	if base == nil {
		return nil, nil
	}
	b, err := whatwg.Parse(*base)
	if err != nil {
		return nil, fmt.Errorf("--base: %v", err)
	}
	return &b, nil
}

// fromText reads an argument or a line, parsed against --base: whatwgParse
// is the fieldsDecoder of parse --whatwg, whose --json-input lines are strings
// or objects {"input","base"}.
func (w *whatwgParse) fromText(s string) (whatwgInput, error) {
	return whatwgInput{s, w.base, w.baseURL}, nil
}

func (w *whatwgParse) fromJSON(line []byte) (whatwgInput, error) {
	if t := bytes.TrimSpace(line); len(t) > 0 && t[0] == '"' {
		s, err := decodeJSONString(line)
		return whatwgInput{s, w.base, w.baseURL}, err
	}
	var o struct {
		Input *string         `json:"input"`
		Base  json.RawMessage `json:"base"`
	}
	if err := decodeJSONObject(line, &o); err != nil {
		return whatwgInput{}, err
	}
	if o.Input == nil {
		return whatwgInput{}, fmt.Errorf(`want a JSON string or an object {"input","base"}`)
	}
	wi := whatwgInput{*o.Input, w.base, w.baseURL}
	switch {
	case o.Base == nil:
	case string(o.Base) == "null":
		wi.base, wi.baseURL = nil, nil
	default:
		wi.baseURL = nil
		var b string
		if err := json.Unmarshal(o.Base, &b); err != nil {
			return whatwgInput{}, fmt.Errorf(`"base" must be a string or null`)
		}
		wi.base = &b
	}
	return wi, nil
}

func (w *whatwgParse) echo(wi whatwgInput) []clirecord.Field {
	var b any
	if wi.base != nil {
		b = *wi.base
	}
	return []clirecord.Field{{Key: "input", Value: wi.input}, {Key: "base", Value: b}}
}

// parse parses one record with its validation errors.
func (wi whatwgInput) parse() (whatwg.URL, []whatwg.ValidationError, error) {
	if wi.baseURL != nil {
		return wi.baseURL.Validate(wi.input)
	}
	if wi.base == nil {
		return whatwg.Validate(wi.input)
	}
	b, err := whatwg.Parse(*wi.base)
	if err != nil {
		// The offset of the record's error is in the input: none here.
		return whatwg.URL{}, nil, fmt.Errorf("base: %v", err)
	}
	return b.Validate(wi.input)
}

// run is uri parse --whatwg; the other flags of parse do not apply.
func (w *whatwgParse) run(e *env, rf *recordFlags, args []string, format string, others map[string]bool) int {
	if !*w.on {
		return e.usageError(e.cmd, "--base is for --whatwg (uri resolve resolves under RFC 3986)")
	}
	for name, given := range others {
		if given {
			return e.usageError(e.cmd, "--whatwg cannot be used with --"+name)
		}
	}
	var err error
	if w.baseURL, err = whatwgBase(w.base); err != nil {
		return e.usageError(e.cmd, err.Error())
	}
	if format != "" {
		if *rf.json {
			return e.usageError(e.cmd, "--format and --json cannot be used together")
		}
		var parts []func(whatwg.URL) string
		err := scanTemplate(format, func(text string) {
			parts = append(parts, func(whatwg.URL) string { return text })
		}, func(name string) error {
			get, ok := whatwgGetters[name]
			if !ok {
				return fmt.Errorf("unknown placeholder {%s}; with --whatwg the placeholders are the URL API's getters: {%s}", name, strings.Join(whatwgGetterNames, "} {"))
			}
			parts = append(parts, get)
			return nil
		})
		if err != nil {
			return e.usageError(e.cmd, err.Error())
		}
		return processRecords(e, rf, args, processor[whatwgInput]{
			input:   fieldsInput[whatwgInput]{w},
			lines:   clirecord.RefLines,
			handler: whatwgFormat{parts},
		})
	}
	return processRecords(e, rf, args, processor[whatwgInput]{
		input:   fieldsInput[whatwgInput]{w},
		blocks:  true,
		lines:   clirecord.RefLines,
		handler: whatwgComponents{},
	})
}

// whatwgComponents is uri parse --whatwg without --format: the URL API's
// values and the validation errors.
type whatwgComponents struct{}

// handle parses wi and makes its record.
func (whatwgComponents) handle(wi whatwgInput, out *emitter) error {
	u, verrs, err := wi.parse()
	if err != nil {
		return err
	}
	r := &whatwgRecord{
		Input: wi.input, Base: wi.base, OK: true,
		Href: u.Href(), Origin: u.Origin(), Protocol: u.Protocol(), Username: u.Username(),
		Password: u.Password(), Host: u.Host(), Hostname: u.Hostname(), Port: u.Port(),
		Pathname: u.Pathname(), Search: u.Search(), Hash: u.Hash(),
		ValidationErrors: []whatwgValidation{},
	}
	// A hostile line may hold one validation error per byte: the record
	// lists clirecord.MaxListed of them, as inspect lists findings, and
	// counts the rest.
	if len(verrs) > clirecord.MaxListed {
		r.Omitted = len(verrs) - clirecord.MaxListed
		verrs = verrs[:clirecord.MaxListed]
	}
	for _, v := range verrs {
		r.ValidationErrors = append(r.ValidationErrors, whatwgValidation{v.Kind.String(), v.Offset})
	}
	out.write(r)
	return nil
}

// whatwgFormat is uri parse --whatwg --format: each input's line of the
// template, its parts literal text or a getter's value.
type whatwgFormat struct{ parts []func(whatwg.URL) string }

// handle parses wi and fills in the template.
func (h whatwgFormat) handle(wi whatwgInput, out *emitter) error {
	u, _, err := wi.parse()
	if err != nil {
		return err
	}
	var b strings.Builder
	for _, p := range h.parts {
		b.WriteString(p(u))
	}
	out.write(&formatRecord{text: b.String()})
	return nil
}

// whatwgGetterNames are the URL API's getters, in CLI.md's order.
var whatwgGetterNames = []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

var whatwgGetters = map[string]func(whatwg.URL) string{
	"href": whatwg.URL.Href, "origin": whatwg.URL.Origin, "protocol": whatwg.URL.Protocol,
	"username": whatwg.URL.Username, "password": whatwg.URL.Password, "host": whatwg.URL.Host,
	"hostname": whatwg.URL.Hostname, "port": whatwg.URL.Port, "pathname": whatwg.URL.Pathname,
	"search": whatwg.URL.Search, "hash": whatwg.URL.Hash,
}

// whatwgRecord is the record of CLI.md: each value what the URL API's
// getter of that name returns.
type whatwgRecord struct {
	Input            string             `json:"input"`
	Base             *string            `json:"base"`
	OK               bool               `json:"ok"`
	Href             string             `json:"href"`
	Origin           string             `json:"origin"`
	Protocol         string             `json:"protocol"`
	Username         string             `json:"username"`
	Password         string             `json:"password"`
	Host             string             `json:"host"`
	Hostname         string             `json:"hostname"`
	Port             string             `json:"port"`
	Pathname         string             `json:"pathname"`
	Search           string             `json:"search"`
	Hash             string             `json:"hash"`
	ValidationErrors []whatwgValidation `json:"validation_errors"`
	Omitted          int                `json:"validation_errors_omitted,omitempty"`
}

type whatwgValidation struct {
	Kind   string `json:"kind"`
	Offset int    `json:"offset"`
}

func (r *whatwgRecord) Passed() bool { return true }

func (r *whatwgRecord) Human(h *clirecord.Text) {
	h.Line(r.Href)
	for _, f := range []struct{ name, v string }{
		{"origin", r.Origin}, {"protocol", r.Protocol}, {"username", r.Username}, {"password", r.Password},
		{"host", r.Host}, {"hostname", r.Hostname}, {"port", r.Port}, {"pathname", r.Pathname},
		{"search", r.Search}, {"hash", r.Hash},
	} {
		h.Field(f.name, &f.v, "")
	}
	for _, v := range r.ValidationErrors {
		s := fmt.Sprintf("%s at offset %d", v.Kind, v.Offset)
		h.Field("validation", &s, "")
	}
	if r.Omitted > 0 {
		s := "and " + strconv.Itoa(r.Omitted) + " more, not listed"
		h.Field("validation", &s, "")
	}
}

// whatwgParseAbout and whatwgParseExamples are the help of --whatwg.
const whatwgParseAbout = `

With --whatwg, each input is parsed as the WHATWG URL Standard's URL parser
parses it (what browsers, Node, Deno and ada do), against --base when one is
given (new URL(input, BASE)). Parsing is normalizing: the href is the URL's
serialization. The record has the URL API's names and values, and the
validation errors the parser met ({"kind","offset"}, kind the Standard's
name): {"input","base","ok","href","origin","protocol","username","password",
"host","hostname","port","pathname","search","hash","validation_errors"}; at
most 1,000 are listed, and "validation_errors_omitted" counts the rest. A
failure is an error record naming the validation error that made the parser
fail, with its offset. --format then takes the getters' names: {href}
{origin} {protocol} {username} {password} {host} {hostname} {port}
{pathname} {search} {hash}. --json-input lines are strings or objects
{"input","base"} (base may be null).`

var whatwgParseExamples = []example{
	{
		args:   `parse --whatwg --format '{hostname} {port} {pathname}' 'HTTP://EXAMPLE.com:80/a/../b' 'http://0x7f.1/'`,
		output: "example.com  /b\n127.0.0.1  /\n",
	},
	{
		args:   `parse --whatwg --base https://example.org/a/b --format '{href}' '../c?d#e' '//other.example' 'http:\\x\y'`,
		output: "https://example.org/c?d#e\nhttps://other.example/\nhttp://x/y\n",
	},
	{
		args: `parse --whatwg --json 'https://a\b'`,
		output: `{"input":"https://a\\b","base":null,"ok":true,"href":"https://a/b","origin":"https://a","protocol":"https:",` +
			`"username":"","password":"","host":"a","hostname":"a","port":"","pathname":"/b","search":"","hash":"",` +
			`"validation_errors":[{"kind":"invalid-reverse-solidus","offset":9}]}` + "\n",
	},
}

// whatwgParseOthers are parse's flags that --whatwg does not take.
func whatwgParseOthers(ref, iri, form, repair bool, d uri.Dialect) map[string]bool {
	return map[string]bool{"ref": ref, "iri": iri, "form": form, "repair": repair, "dialect": d != uri.RFC3986}
}
