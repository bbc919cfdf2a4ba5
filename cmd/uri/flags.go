package main

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/uri"
)

// A flagSet holds the flags of one command. Flags are written --name or
// -name, with a value as "--name value" or "--name=value"; they may come
// before, between or after the positional arguments, and "--" ends them (so
// "uri parse --ref -- -x" parses "-x"). A lone "-" is a positional argument.
// "-h" and "--help" ask for the command's help.
type flagSet struct {
	cmd   *command
	flags []*flagDef
}

// flagDef is one declared flag.
type flagDef struct {
	name  string             // without dashes
	value string             // placeholder of the value ("D"); "" for a boolean flag
	help  string             // one line for the help
	set   func(string) error // stores the value; for a boolean, "true" or "false"
	// common marks a flag every record command has and "uri help" describes
	// (--max-line-length, --input-file): a command's synopsis need not repeat it.
	common bool
}

// errHelp is returned by parse when -h or --help is given.
var errHelp = errors.New("help requested")

func newFlagSet(c *command) *flagSet { return &flagSet{cmd: c} }

// add declares a flag; a second flag with the same name is a programming
// error and panics at setup (tests run every setup).
func (fs *flagSet) add(f *flagDef) {
	if fs.lookup(f.name) != nil || f.name == "h" || f.name == "help" {
		panic("uri: flag --" + f.name + " declared twice")
	}
	fs.flags = append(fs.flags, f)
}

func (fs *flagSet) lookup(name string) *flagDef {
	for _, f := range fs.flags {
		if f.name == name {
			return f
		}
	}
	return nil
}

// Bool declares a boolean flag (--name, or --name=true/false).
func (fs *flagSet) Bool(name, help string) *bool {
	p := new(bool)
	fs.add(&flagDef{name: name, help: help, set: func(v string) error {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("flag --%s takes no value, or true or false, not %q", name, v)
		}
		*p = b
		return nil
	}})
	return p
}

// String declares a flag with a free-form value.
func (fs *flagSet) String(name, value, def, help string) *string {
	p := new(string)
	*p = def
	fs.add(&flagDef{name: name, value: value, help: help, set: func(v string) error {
		*p = v
		return nil
	}})
	return p
}

// Int declares a flag whose value is a number from 0 up, def by default.
func (fs *flagSet) Int(name, value string, def int, help string) *int {
	p := new(int)
	*p = def
	fs.add(&flagDef{name: name, value: value, help: help, set: func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("flag --%s takes a number from 0 up, not %q", name, v)
		}
		*p = n
		return nil
	}})
	return p
}

// Enum declares a flag whose value must be one of choices; def is the
// default. Other values are usage errors that list the choices.
func (fs *flagSet) Enum(name, value, def, help string, choices ...string) *string {
	p := new(string)
	*p = def
	fs.add(&flagDef{name: name, value: value, help: help + " (" + strings.Join(choices, ", ") + "; default " + def + ")",
		set: func(v string) error {
			for _, c := range choices {
				if v == c {
					*p = v
					return nil
				}
			}
			return fmt.Errorf("unknown %s %q for --%s (one of %s)", strings.ToLower(value), v, name, strings.Join(choices, ", "))
		}})
	return p
}

// Dialect declares --dialect D, a syntax dialect of package uri named as
// uri.LookupDialect knows it; the default is uri.RFC3986.
func (fs *flagSet) Dialect() *uri.Dialect {
	p := new(uri.Dialect)
	*p = uri.RFC3986
	var names []string
	for _, d := range uri.Dialects() {
		names = append(names, d.String())
	}
	fs.add(&flagDef{name: "dialect", value: "D",
		help: "grammar to check against (" + strings.Join(names, ", ") + "; default " + uri.RFC3986.String() + ")",
		set: func(v string) error {
			d, ok := uri.LookupDialect(v)
			if !ok {
				return fmt.Errorf("unknown dialect %q (one of %s)", v, strings.Join(names, ", "))
			}
			*p = d
			return nil
		}})
	return p
}

// Component declares --component C, one of names, with default def.
func (fs *flagSet) Component(def, help string, names ...string) *string {
	p := new(string)
	*p = def
	fs.add(&flagDef{name: "component", value: "C",
		help: help + " (" + strings.Join(names, ", ") + "; default " + def + ")",
		set: func(v string) error {
			if !slices.Contains(names, v) {
				return fmt.Errorf("unknown component %q (one of %s)", v, strings.Join(names, ", "))
			}
			*p = v
			return nil
		}})
	return p
}

// parse reads args, sets the flags it names and returns the positional
// arguments in order.
func (fs *flagSet) parse(args []string) ([]string, error) {
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			pos = append(pos, a)
			continue
		}
		name := strings.TrimPrefix(a[1:], "-")
		value, hasValue := "", false
		if j := strings.IndexByte(name, '='); j >= 0 {
			name, value, hasValue = name[:j], name[j+1:], true
		}
		if name == "h" || name == "help" {
			return nil, errHelp
		}
		f := fs.lookup(name)
		if f == nil {
			return nil, fmt.Errorf("unknown flag %s", a)
		}
		switch {
		case f.value == "" && !hasValue:
			value = "true"
		case f.value != "" && !hasValue:
			if i+1 >= len(args) {
				return nil, fmt.Errorf("flag --%s needs a value %s", name, f.value)
			}
			i++
			value = args[i]
		}
		if err := f.set(value); err != nil {
			return nil, err
		}
	}
	return pos, nil
}
