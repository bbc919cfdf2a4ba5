package uritemplate

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Go values as variable values (§2.3, §2.4.2): the types a program holds
// its data in, turned into strings, lists and associative arrays.

// ValueOf converts a Go value into a Value:
//
//   - a string, a bool ("true", "false"), an integer (decimal), a float
//     (the shortest decimal that reads back to it, without an exponent),
//     or a value with a String or MarshalText method: a string;
//   - a slice or array of those: a list ([]byte is a string);
//   - a map with string keys: an associative array sorted by key;
//   - a struct: an associative array of its exported fields in order,
//     named by their `uritemplate:"name"` tag or else the field name
//     (tag "-" leaves a field out, ",omitempty" leaves out a zero value);
//     a struct inside a struct gives names joined with "." (§2.4.2);
//   - nil, a nil pointer or interface: undefined. Nil members of a list or
//     an array are left out (§2.3: only defined members expand).
//
// Other types (channels, functions, nested lists) are an error.
func ValueOf(v any) (Value, error) {
	return valueOf(reflect.ValueOf(v))
}

// ValuesOf converts a map with string keys or a struct (named as ValueOf
// names fields) into Values, each member or field a variable.
func ValuesOf(v any) (Values, error) {
	rv := deref(reflect.ValueOf(v))
	vars := Values{}
	switch {
	case !rv.IsValid():
		return vars, nil
	case rv.Kind() == reflect.Map && rv.Type().Key().Kind() == reflect.String:
		for it := rv.MapRange(); it.Next(); {
			val, err := valueOf(it.Value())
			if err != nil {
				return nil, fmt.Errorf("uritemplate: variable %s: %w", quote(it.Key().String()), err)
			}
			if val.kind != KindUndefined {
				vars[it.Key().String()] = val
			}
		}
		return vars, nil
	case rv.Kind() == reflect.Struct:
		err := eachField(rv, "", func(name string, f reflect.Value) error {
			val, err := valueOf(f)
			if err != nil {
				return fmt.Errorf("uritemplate: field %s: %w", name, err)
			}
			if val.kind != KindUndefined {
				vars[name] = val
			}
			return nil
		})
		return vars, err
	}
	return nil, fmt.Errorf("uritemplate: ValuesOf takes a map with string keys or a struct, not %s", rv.Type())
}

func deref(rv reflect.Value) reflect.Value {
	for rv.IsValid() && (rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface) {
		if rv.IsNil() {
			return reflect.Value{}
		}
		rv = rv.Elem()
	}
	return rv
}

var (
	stringerType      = reflect.TypeFor[fmt.Stringer]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

func valueOf(rv reflect.Value) (Value, error) {
	if s, ok, err := scalarOf(rv); ok || err != nil {
		return String(s), err
	}
	rv = deref(rv)
	if !rv.IsValid() {
		return Value{}, nil
	}
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		items := make([]string, 0, rv.Len())
		for i := 0; i < rv.Len(); i++ {
			e := rv.Index(i)
			if !deref(e).IsValid() {
				continue
			}
			s, ok, err := scalarOf(e)
			if err != nil || !ok {
				return Value{}, fmt.Errorf("list member %d of type %s is not a string, number or bool", i, e.Type())
			}
			items = append(items, s)
		}
		return List(items...), nil
	case reflect.Map:
		if rv.Type().Key().Kind() != reflect.String {
			return Value{}, fmt.Errorf("map key type %s is not a string", rv.Type().Key())
		}
		keys := make([]string, 0, rv.Len())
		for _, k := range rv.MapKeys() {
			keys = append(keys, k.String())
		}
		slices.Sort(keys)
		var pairs []Pair
		for _, k := range keys {
			if err := addPairs(&pairs, k, rv.MapIndex(reflect.ValueOf(k).Convert(rv.Type().Key()))); err != nil {
				return Value{}, err
			}
		}
		return Assoc(pairs...), nil
	case reflect.Struct:
		var pairs []Pair
		err := eachField(rv, "", func(name string, f reflect.Value) error { return addPairs(&pairs, name, f) })
		return Assoc(pairs...), err
	}
	return Value{}, fmt.Errorf("type %s cannot be a variable value", rv.Type())
}

// addPairs adds the pair (name, v) when v is defined, or for a struct its
// fields as "name.field" pairs (§2.4.2).
func addPairs(pairs *[]Pair, name string, v reflect.Value) error {
	if s, ok, err := scalarOf(v); ok || err != nil {
		*pairs = append(*pairs, Pair{name, s})
		return err
	}
	v = deref(v)
	switch {
	case !v.IsValid():
		return nil
	case v.Kind() == reflect.Struct:
		return eachField(v, name+".", func(n string, f reflect.Value) error { return addPairs(pairs, n, f) })
	}
	return fmt.Errorf("member %s of type %s is not a string, number, bool or struct", quote(name), v.Type())
}

// scalarOf returns the text of a string, bool, number, or a value with a
// MarshalText or String method; ok is false for other kinds and for nil.
func scalarOf(rv reflect.Value) (string, bool, error) {
	if !rv.IsValid() {
		return "", false, nil
	}
	if (rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface) && rv.IsNil() {
		return "", false, nil
	}
	if rv.Type().Implements(textMarshalerType) {
		b, err := rv.Interface().(encoding.TextMarshaler).MarshalText()
		return string(b), true, err
	}
	if rv.Type().Implements(stringerType) {
		return rv.Interface().(fmt.Stringer).String(), true, nil
	}
	switch rv.Kind() {
	case reflect.String:
		return rv.String(), true, nil
	case reflect.Bool:
		return strconv.FormatBool(rv.Bool()), true, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(rv.Int(), 10), true, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.FormatUint(rv.Uint(), 10), true, nil
	case reflect.Float32:
		return strconv.FormatFloat(rv.Float(), 'f', -1, 32), true, nil
	case reflect.Float64:
		return strconv.FormatFloat(rv.Float(), 'f', -1, 64), true, nil
	case reflect.Slice:
		if rv.Type().Elem().Kind() == reflect.Uint8 {
			return string(rv.Bytes()), true, nil
		}
	case reflect.Interface, reflect.Pointer:
		return scalarOf(rv.Elem())
	}
	return "", false, nil
}

// eachField calls f with each exported field of struct rv that its tag
// does not leave out, named prefix + (tag name or field name).
func eachField(rv reflect.Value, prefix string, f func(name string, v reflect.Value) error) error {
	t := rv.Type()
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(sf.Tag.Get("uritemplate"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		fv := rv.Field(i)
		if opts == "omitempty" && fv.IsZero() {
			continue
		}
		if err := f(prefix+name, fv); err != nil {
			return err
		}
	}
	return nil
}
