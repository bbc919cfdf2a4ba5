package main

import (
	"path/filepath"
	"strings"

	"github.com/urikit/urikit/fileurl"
	"github.com/urikit/urikit/internal/clirecord"
)

// uri path: file system paths and file: URLs (package fileurl).

// pathCommand is uri path: its flags, declared by setupPath in the order
// the help lists them, and run, its work.
type pathCommand struct {
	toURL   *bool
	fromURL *bool
	windows *bool
	records *recordFlags
	style   fileurl.Style // by --windows, chosen by run
}

func setupPath(fs *flagSet) action {
	c := &pathCommand{
		toURL:   fs.Bool("to-url", "each input is a path: print its file: URL"),
		fromURL: fs.Bool("from-url", "each input is a file: URL: print its path"),
		windows: fs.Bool("windows", `Windows paths (C:\..., \\server\share\..., \\?\...) instead of POSIX ones`),
		records: fs.Records("a JSON string"),
	}
	return c.run
}

// run writes the file: URL of each path of args, or the path of each URL.
func (c *pathCommand) run(e *env, args []string) int {
	if *c.toURL == *c.fromURL {
		return e.usageError(e.cmd, "give one of --to-url and --from-url")
	}
	c.style = fileurl.POSIX
	if *c.windows {
		c.style = fileurl.Windows
	}
	return processRecords(e, c.records, args, processor[string]{
		input:   stringInput{},
		lines:   clirecord.TextLines,
		handler: c,
	})
}

// handle writes the file: URL of the path s (--to-url), or the path of
// the URL s (--from-url).
func (c *pathCommand) handle(s string, out *emitter) error {
	var r string
	var err error
	if *c.toURL {
		p := s
		if c.style == fileurl.POSIX && p != "" && !strings.HasPrefix(p, "/") {
			// As Node's pathToFileURL: against the working directory.
			abs, aerr := filepath.Abs(p)
			if aerr == nil {
				if strings.HasSuffix(p, "/") {
					abs += "/"
				}
				p = abs
			}
		}
		r, err = fileurl.FromPath(p, c.style)
	} else {
		r, err = fileurl.ToPath(s, c.style)
	}
	if err != nil {
		return err
	}
	out.write(&clirecord.Result{Input: s, OK: true, Result: &r, Raw: r})
	return nil
}

var pathHelp = commandHelp{
	about: `Path converts between file system paths and file: URLs (RFC 8089, the URL
Standard's file state), both ways: --to-url reads paths, --from-url reads
URLs. POSIX paths by default; with --windows, Windows paths: drive letters
(C:\...), UNC shares (\\server\share\... is file://server/share/...) and
the \\?\ and \\.\ prefixes.

URLs are written as Node.js's url.pathToFileURL writes them: the path
cleaned ("." and ".." resolved, runs of separators made one, a trailing
separator kept), every byte a URL's path cannot hold as it is
percent-encoded (space, "#", "%", "?", controls, non-ASCII as UTF-8, ...).
A relative POSIX path is taken from the working directory, as Node does; a
relative Windows path is an error. --from-url reads back what any browser,
Node or Python writes: a URL with a host names a file on that server, which
only a Windows UNC path can name (another host is an error on POSIX); a
query, or an encoded separator (%2F, or %5C on Windows), names no file and
is an error; a fragment is dropped.

JSON record (--json): {"input","ok","result"}.`,
	examples: []example{
		{
			args:   `path --to-url '/tmp/a b#1.txt' '/home/zoë/100%'`,
			output: "file:///tmp/a%20b%231.txt\nfile:///home/zo%C3%AB/100%25\n",
		},
		{
			args:   `path --to-url --windows 'C:\Users\Zoë\notes.txt' '\\server\share\a b.pdf' '\\?\C:\very\long'`,
			output: "file:///C:/Users/Zo%C3%AB/notes.txt\nfile://server/share/a%20b.pdf\nfile:///C:/very/long\n",
		},
		{
			args:   `path --from-url 'file:///tmp/a%20b' 'file://localhost/etc/hosts'`,
			output: "/tmp/a b\n/etc/hosts\n",
		},
		{
			args:   `path --from-url --windows 'file:///c:/path/to/file.txt' 'file://host.example.com/Share/x%23y'`,
			output: "c:\\path\\to\\file.txt\n\\\\host.example.com\\Share\\x#y\n",
		},
		{
			args:   `path --from-url --json 'file://server/share/a'`,
			output: `{"input":"file://server/share/a","ok":false,"error":"fileurl: the host \"server\" is another machine: a POSIX path names a local file (localhost or no host) in \"file://server/share/a\"","offset":7}` + "\n",
			status: 1,
		},
	},
}
