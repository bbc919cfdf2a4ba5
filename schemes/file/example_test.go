package file_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/file"
)

func ExampleParseString() {
	v, _ := file.ParseString("file://vms.host.edu/disk$user/my/notes/note12345.txt")
	fmt.Println(v.Host(), v.Path(), v.IsLocal())
	w, _ := file.ParseString("file:///etc/motd")
	fmt.Println(w.IsLocal())
	// Output:
	// vms.host.edu /disk$user/my/notes/note12345.txt false
	// true
}
