package main

import (
	"fmt"
	"runtime/debug"

	"github.com/urikit/urikit/publicsuffix"
)

// uri version, uri --version: the module version, from the build
// information the Go toolchain records in the binary (CLI.md).

// versionCommand prints "uri VERSION" and, on a second line, the version of
// the Public Suffix List that uri domain answers from. VERSION is the module version of a
// "go install ...@vX.Y.Z" build, the pseudo-version Go derives from the VCS
// for a build in a checkout, or "(devel)" when neither is known.
func (e *env) versionCommand(args []string) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
		return e.helpCommand([]string{"version"})
	}
	if len(args) > 0 {
		return e.usageError(nil, "version takes no arguments")
	}
	fmt.Fprintf(e.stdout, "uri %s\npublic suffix list: %s\n", moduleVersion(debug.ReadBuildInfo), publicsuffix.ListVersion)
	return exitOK
}

// moduleVersion returns the main module's version from the build
// information read, or "(devel)"; a "(devel)" build that recorded its VCS
// revision adds it ("(devel) revision 0123abc, modified").
func moduleVersion(read func() (*debug.BuildInfo, bool)) string {
	bi, ok := read()
	if !ok {
		return "(devel)"
	}
	v := bi.Main.Version
	if v != "" && v != "(devel)" {
		return v
	}
	rev, modified := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	v = "(devel)"
	if rev != "" {
		v += " revision " + rev
		if modified {
			v += ", modified"
		}
	}
	return v
}
