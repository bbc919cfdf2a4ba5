package fileurl_test

import (
	"fmt"

	"github.com/urikit/urikit/fileurl"
)

func ExampleFromPath() {
	for _, p := range []struct {
		path  string
		style fileurl.Style
	}{
		{"/tmp/a b#1.txt", fileurl.POSIX},
		{`C:\Users\Zoë\notes 100%.txt`, fileurl.Windows},
		{`\\server\share\report.pdf`, fileurl.Windows},
		{`\\?\C:\very\long\path`, fileurl.Windows},
	} {
		u, err := fileurl.FromPath(p.path, p.style)
		fmt.Println(u, err)
	}
	// Output:
	// file:///tmp/a%20b%231.txt <nil>
	// file:///C:/Users/Zo%C3%AB/notes%20100%25.txt <nil>
	// file://server/share/report.pdf <nil>
	// file:///C:/very/long/path <nil>
}

func ExampleToPath() {
	p, err := fileurl.ToPath("file:///C:/Users/Zo%C3%AB/x.txt", fileurl.Windows)
	fmt.Println(p, err)
	p, err = fileurl.ToPath("file://server/share/a%20b", fileurl.Windows)
	fmt.Println(p, err)
	_, err = fileurl.ToPath("file://server/share/a", fileurl.POSIX)
	fmt.Println(err)
	// Output:
	// C:\Users\Zoë\x.txt <nil>
	// \\server\share\a b <nil>
	// fileurl: the host "server" is another machine: a POSIX path names a local file (localhost or no host) in "file://server/share/a"
}
