package prospero_test

import (
	"fmt"

	"github.com/urikit/urikit/schemes/prospero"
)

func ExampleParseString() {
	v, _ := prospero.ParseString("prospero://host.dom//pros/name;OBJECT-VERSION=3")
	ver, _ := v.Version()
	fmt.Println(v.Host(), v.EffectivePort(), v.HSOName(), v.Fields(), ver)
	// Output:
	// host.dom 1525 /pros/name [{OBJECT-VERSION 3}] 3
}
