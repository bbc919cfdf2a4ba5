// Command ssrfcheck measures a `uri` binary as an SSRF gate on the payload
// set of testdata/ssrf: for each payload, whether a browser (the host Node's
// URL read, recorded in the set) or Go's net/http (computed here, without a
// network) connects to an internal address (guard.Blocked, or
// localhost), and whether `uri inspect`, and `uri repair` then `uri
// inspect`, refuse it. Any binary can be measured, an old one included:
//
//	go build -o /tmp/uri ./cmd/uri && go run ./tools/ssrfcheck /tmp/uri testdata/ssrf/payloads.jsonl [-v]
//
// It prints the counts; with a third argument, each payload let through.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/netip"
	"os"
	"os/exec"
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

func run(bin string, inputs []string, args ...string) []map[string]any {
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
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var m map[string]any
		json.Unmarshal([]byte(l), &m)
		recs = append(recs, m)
	}
	if len(recs) != len(inputs) {
		panic(fmt.Sprint(len(recs), len(inputs)))
	}
	return recs
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
	return false
}

func main() {
	bin := os.Args[1]
	f, _ := os.Open(os.Args[2])
	var rows []map[string]any
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var m map[string]any
		json.Unmarshal(sc.Bytes(), &m)
		rows = append(rows, m)
	}
	var inputs []string
	for _, r := range rows {
		inputs = append(inputs, r["input"].(string))
	}
	ins := run(bin, inputs, "inspect")
	reps := run(bin, inputs, "repair")
	var repaired []string
	for i, r := range reps {
		if r["ok"] == true {
			repaired = append(repaired, r["result"].(string))
		} else {
			repaired = append(repaired, inputs[i])
		}
	}
	ins2 := run(bin, repaired, "inspect")
	var reach, reachB, reachG, blockedN, dangerN, errN, through, throughRep int
	for i, r := range rows {
		b, _ := r["browser"].(string)
		bi := b != "" && hostInternal(b)
		gi := goInternal(inputs[i])
		if !bi && !gi {
			continue
		}
		reach++
		if bi {
			reachB++
		}
		if gi {
			reachG++
		}
		if blocked(ins[i]) {
			blockedN++
			if ins[i]["ok"] == true {
				dangerN++
			} else {
				errN++
			}
		} else {
			through++
			if len(os.Args) > 3 {
				fmt.Printf("through: %q (%s)\n", inputs[i], r["class"])
			}
		}
		repOK := reps[i]["ok"] == true
		if repOK && !blocked(ins2[i]) || !repOK && !blocked(ins[i]) {
			throughRep++
			if len(os.Args) > 3 {
				fmt.Printf("through after repair: %q -> %q (%s)\n", inputs[i], repaired[i], r["class"])
			}
		}
	}
	fmt.Printf("payloads %d; reach internal %d (browser %d, Go %d); inspect blocks %d (%d danger, %d refused); through %d; through after repair %d\n",
		len(rows), reach, reachB, reachG, blockedN, dangerN, errN, through, throughRep)
}
