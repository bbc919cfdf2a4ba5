package uritemplate

// Variable values, RFC 6570 §2.3 and §2.4.2: a string, a list of values,
// or an associative array of (name, value) pairs, in the order given.

// Kind is the type of a Value.
type Kind uint8

// The kinds of value (§2.3). A list with no members and an associative
// array with no pairs are undefined (§2.3), so List() and Assoc() with
// nothing give an undefined Value.
const (
	KindUndefined Kind = iota // no value: the variable is skipped (§3.2.1)
	KindString                // a string, possibly empty
	KindList                  // a list of strings
	KindAssoc                 // an associative array: ordered (name, value) pairs
)

func (k Kind) String() string {
	switch k {
	case KindString:
		return "string"
	case KindList:
		return "list"
	case KindAssoc:
		return "associative array"
	}
	return "undefined"
}

// Value is the value of one variable. The zero Value is undefined.
type Value struct {
	kind  Kind
	str   string
	items []string // a list's members; an associative array's names and values in turn
}

// A Pair is one (name, value) member of an associative array.
type Pair struct {
	Key, Value string
}

// String returns the string value s ("" is defined: the empty string).
func String(s string) Value { return Value{kind: KindString, str: s} }

// List returns the list value of items, in order; with no items it is
// undefined (§2.3). The slice is kept, not copied.
func List(items ...string) Value {
	if len(items) == 0 {
		return Value{}
	}
	return Value{kind: KindList, items: items}
}

// Assoc returns the associative array of pairs, in order; with no pairs it
// is undefined (§2.3). (An array whose members are all undefined is
// undefined too: leave such members out.)
func Assoc(pairs ...Pair) Value {
	if len(pairs) == 0 {
		return Value{}
	}
	kv := make([]string, 0, 2*len(pairs))
	for _, p := range pairs {
		kv = append(kv, p.Key, p.Value)
	}
	return Value{kind: KindAssoc, items: kv}
}

// Kind returns the value's kind.
func (v Value) Kind() Kind { return v.kind }

// Text returns a string value ("" for other kinds).
func (v Value) Text() string { return v.str }

// Items returns a list value's members, in order, in a new slice (nil for
// other kinds).
func (v Value) Items() []string {
	if v.kind != KindList {
		return nil
	}
	return append([]string(nil), v.items...)
}

// Pairs returns an associative array's pairs, in order, in a new slice
// (nil for other kinds).
func (v Value) Pairs() []Pair {
	if v.kind != KindAssoc {
		return nil
	}
	pairs := make([]Pair, len(v.items)/2)
	for i := range pairs {
		pairs[i] = Pair{v.items[2*i], v.items[2*i+1]}
	}
	return pairs
}

// Equal reports whether v and w are the same value: same kind and the same
// members in the same order.
func (v Value) Equal(w Value) bool {
	if v.kind != w.kind || v.str != w.str || len(v.items) != len(w.items) {
		return false
	}
	for i := range v.items {
		if v.items[i] != w.items[i] {
			return false
		}
	}
	return true
}

// Values maps variable names to values. A name missing from the map is
// undefined. Names are compared as written: "a%20b" and "a b" are
// different variables (§2.3).
type Values map[string]Value
