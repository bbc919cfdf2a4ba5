package main

import (
	"strings"
	"testing"
)

// Every flag of the everyday commands is shown in an example of its
// command's help (which TestHelpExamples runs), and so is --input-file.
func TestEverydayFlagsHaveExamples(t *testing.T) {
	inputFile := false
	for _, c := range commandTable {
		var all strings.Builder
		for _, ex := range c.help.examples {
			all.WriteString(" " + ex.args + " ")
		}
		if strings.Contains(all.String(), " --input-file ") {
			inputFile = true
		}
		switch c.name {
		case "parse", "edit", "query":
		default:
			continue
		}
		fs := newFlagSet(c)
		c.setup(fs)
		for _, f := range fs.flags {
			if f.common || f.name == "json-input" || f.name == "dialect" || f.name == "ref" {
				continue // common flags and older ones
			}
			if !strings.Contains(all.String(), " --"+f.name+" ") && !strings.Contains(all.String(), " --"+f.name+"=") {
				t.Errorf("no example of uri %s --%s", c.name, f.name)
			}
		}
	}
	if !inputFile {
		t.Error("no example of --input-file")
	}
	// --set C:=V, --append path= and query=, and both new encode
	// components have theirs.
	for _, want := range []string{"--set 'path:=", "--append path=", "--append 'query=", "--component query-key ", "--component query-value "} {
		found := false
		for _, c := range commandTable {
			for _, ex := range c.help.examples {
				found = found || strings.Contains(ex.args, want)
			}
		}
		if !found {
			t.Errorf("no example with %s", want)
		}
	}
}
