// Command ssrfcheck measures a `uri` binary as an SSRF gate on the payload
// set of testdata/ssrf: for each payload, whether a browser (the host Node's
// URL read, recorded in the set), curl (the host libcurl connects to,
// recorded too) or Go's net/http (computed here, without a network)
// connects to an internal address (guard.Blocked, or localhost), and
// whether `uri inspect`, `uri repair` then `uri inspect`, and `uri inspect
// --iri --repair` (the gate of the README's "Trusting a URL") refuse it.
// With -ordinary FILE it also counts the false alarms of the three on a
// list of ordinary URLs (one a line). Any binary can be measured, an old
// one included (its inspect may lack --iri and --repair: that column is
// then "-"):
//
//	go build -o /tmp/me/uri ./cmd/uri && go run ./tools/ssrfcheck [-v] [-ordinary FILE] /tmp/me/uri testdata/ssrf/payloads.jsonl
//
// It prints the counts; with -v, each payload let through and each false
// alarm.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/netip"
	"os"
	"os/exec"
	"strconv"
	"strings"

	"github.com/urikit/urikit/guard"
	"golang.org/x/net/idna"
)

func internal(a netip.Addr) bool { return guard.Blocked(a) }

func hostInternal(h string) bool {
	h = strings.TrimSuffix(strings.ToLower(h), ".")
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	if a, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		return internal(a)
	}
	return false
}

func goHost(s string) (string, bool) {
	req, err := http.NewRequest("GET", s, nil)
	if err != nil || (req.URL.Scheme != "http" && req.URL.Scheme != "https") || req.URL.Host == "" {
		return "", false
	}
	h := req.URL.Hostname()
	if v, err := idna.Lookup.ToASCII(h); err == nil {
		h = v
	}
	return h, true
}

func goInternal(s string) bool {
	h, ok := goHost(s)
	if !ok {
		return false
	}
	if hostInternal(h) {
		return true
	}
	if a, ok := guard.ParseIPv4(h); ok { // the cgo resolver: getaddrinfo reads inet_aton spellings
		return internal(a)
	}
	return false
}

func run(bin string, inputs []string, args ...string) ([]map[string]any, bool) {
	var in bytes.Buffer
	for _, s := range inputs {
		b, _ := json.Marshal(s)
		in.Write(b)
		in.WriteByte('\n')
	}
	cmd := exec.Command(bin, append(args, "--json", "--json-input")...)
	cmd.Stdin = &in
	out, _ := cmd.Output()
	var recs []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var m map[string]any
		json.Unmarshal(sc.Bytes(), &m)
		recs = append(recs, m)
	}
	return recs, len(recs) == len(inputs)
}

func blocked(r map[string]any) bool {
	if r["ok"] != true {
		return true
	}
	fs, _ := r["findings"].([]any)
	for _, f := range fs {
		if f.(map[string]any)["severity"] == "danger" {
			return true
		}
	}
	if w, _ := r["findings_omitted_worst"].(string); w == "danger" {
		return true
	}
	return false
}

// gates runs the three gates on inputs: inspect, repair then inspect, and
// inspect --iri --repair (nil when the binary lacks the flags).
func gates(bin string, inputs []string) (direct, repaired, wild []bool) {
	ins, ok := run(bin, inputs, "inspect")
	if !ok {
		panic("uri inspect did not write one record per input")
	}
	reps, _ := run(bin, inputs, "repair")
	var after []string
	for i, r := range reps {
		if r["ok"] == true {
			after = append(after, r["result"].(string))
		} else {
			after = append(after, inputs[i])
		}
	}
	ins2, _ := run(bin, after, "inspect")
	insW, okW := run(bin, inputs, "inspect", "--iri", "--repair")
	for i := range inputs {
		direct = append(direct, blocked(ins[i]))
		repOK := reps[i]["ok"] == true
		repaired = append(repaired, repOK && blocked(ins2[i]) || !repOK && blocked(ins[i]))
	}
	if okW {
		for i := range inputs {
			wild = append(wild, blocked(insW[i]))
		}
	}
	return
}

func main() {
	verbose := flag.Bool("v", false, "list each payload let through and each false alarm")
	ordinary := flag.String("ordinary", "", "a file of ordinary URLs, one a line, to count false alarms on")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: ssrfcheck [-v] [-ordinary FILE] URI-BINARY PAYLOADS.jsonl")
		os.Exit(2)
	}
	bin := flag.Arg(0)
	f, err := os.Open(flag.Arg(1))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var rows []map[string]any
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]any
		json.Unmarshal(sc.Bytes(), &m)
		rows = append(rows, m)
	}
	var inputs []string
	for _, r := range rows {
		inputs = append(inputs, r["input"].(string))
	}
	direct, repaired, wild := gates(bin, inputs)
	var reach, reachB, reachG, reachC, through, throughRep, throughWild int
	for i, r := range rows {
		b, _ := r["browser"].(string)
		c, hasC := r["curl"].(string)
		bi := b != "" && hostInternal(b)
		ci := hasC && c != "" && curlInternal(c)
		gi := goInternal(inputs[i])
		if !bi && !gi && !ci {
			continue
		}
		reach++
		if bi {
			reachB++
		}
		if gi {
			reachG++
		}
		if ci {
			reachC++
		}
		if !direct[i] {
			through++
			if *verbose {
				fmt.Printf("through: %q (%s)\n", inputs[i], r["class"])
			}
		}
		if !repaired[i] {
			throughRep++
			if *verbose {
				fmt.Printf("through after repair: %q (%s)\n", inputs[i], r["class"])
			}
		}
		if wild != nil && !wild[i] {
			throughWild++
			if *verbose {
				fmt.Printf("through inspect --iri --repair: %q (%s)\n", inputs[i], r["class"])
			}
		}
	}
	w := "-"
	if wild != nil {
		w = strconv.Itoa(throughWild)
	}
	fmt.Printf("payloads %d; reach internal %d (browser %d, Go %d, curl %d); through: inspect %d, repair then inspect %d, inspect --iri --repair %s\n",
		len(rows), reach, reachB, reachG, reachC, through, throughRep, w)
	if *ordinary == "" {
		return
	}
	b, err := os.ReadFile(*ordinary)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var urls []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSuffix(l, "\r"); l != "" {
			urls = append(urls, l)
		}
	}
	direct, repaired, wild = gates(bin, urls)
	count := func(v []bool, what string) string {
		if v == nil {
			return "-"
		}
		n := 0
		for i, x := range v {
			if x {
				n++
				if *verbose {
					fmt.Printf("false alarm (%s): %q\n", what, urls[i])
				}
			}
		}
		return strconv.Itoa(n)
	}
	fmt.Printf("ordinary URLs %d; refused: inspect %s, repair then inspect %s, inspect --iri --repair %s\n",
		len(urls), count(direct, "inspect"), count(repaired, "repair then inspect"), count(wild, "inspect --iri --repair"))
}

// curlInternal reports whether the host libcurl connects to reaches an
// internal address without DNS: as a resolver reads it (curl hands the
// name to getaddrinfo, which reads inet_aton spellings), an IP literal or
// localhost.
func curlInternal(h string) bool {
	if hostInternal(h) {
		return true
	}
	if a, ok := guard.ParseIPv4(strings.TrimSuffix(h, ".")); ok {
		return internal(a)
	}
	if i := strings.Index(h, "%25"); strings.HasPrefix(h, "[") && i > 0 {
		return hostInternal(h[:i] + "]")
	}
	return false
}
