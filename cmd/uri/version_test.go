package main

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}, {"-version"}} {
		r := runUri(t, "", args...)
		// A test binary has build information; its main module is the
		// test's, whose version is "(devel)" or empty.
		if r.status != 0 || !strings.HasPrefix(r.stdout, "uri ") || strings.Count(r.stdout, "\n") != 2 || !strings.Contains(r.stdout, "\npublic suffix list: publicsuffix.org ") || r.stderr != "" {
			t.Errorf("uri %s: %d %q %q", args[0], r.status, r.stdout, r.stderr)
		}
	}
	if r := runUri(t, "", "version", "x"); r.status != 2 {
		t.Errorf("uri version x: status %d", r.status)
	}
	if !strings.Contains(runUri(t, "", "help").stdout, "\n  version ") {
		t.Error("uri help does not list version")
	}
	for _, tc := range []struct {
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{&debug.BuildInfo{Main: debug.Module{Path: "github.com/urikit/urikit", Version: "v1.2.3"}}, true, "v1.2.3"},
		{&debug.BuildInfo{Main: debug.Module{Path: "github.com/urikit/urikit", Version: "(devel)"}}, true, "(devel)"},
		{&debug.BuildInfo{}, true, "(devel)"},
		{nil, false, "(devel)"},
		{&debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.modified", Value: "true"}, {Key: "vcs.revision", Value: "0123abc"}}}, true, "(devel) revision 0123abc, modified"},
	} {
		if got := moduleVersion(func() (*debug.BuildInfo, bool) { return tc.bi, tc.ok }); got != tc.want {
			t.Errorf("moduleVersion(%v) = %q, want %q", tc.bi, got, tc.want)
		}
	}
}

// "uri help version" (and "uri version --help") describe the command
// instead of failing as an unknown command.
func TestHelpVersion(t *testing.T) {
	for _, args := range [][]string{{"help", "version"}, {"version", "--help"}, {"help", "--version"}, {"version", "-h"}} {
		r := runUri(t, "", args...)
		if r.status != 0 || !strings.HasPrefix(r.stdout, "usage: uri version") || r.stderr != "" {
			t.Errorf("uri %q: %d %q %q", args, r.status, r.stdout, r.stderr)
		}
	}
	if r := runUri(t, "", "help", "version", "x"); r.status != 2 {
		t.Errorf("uri help version x: %d", r.status)
	}
}
