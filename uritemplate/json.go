package uritemplate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Variables from JSON, the form the public test suite (uritemplate-test)
// and most APIs give them in: an object whose members are the variables.

// DecodeJSON reads a JSON object of variables: a string is a string
// value, a number is its text as written ("37.76", "6"), true and false are
// "true" and "false", an array is a list, an object is an associative
// array whose pairs keep the order of its members (the object is read
// token by token, not through a Go map), null is undefined. A null member
// of an array or object is left out (§2.3: only defined members expand).
// An object inside an object becomes pairs whose names join the levels
// with "." (§2.4.2: "'.' separators used to indicate name hierarchy in
// substructures"). Other nesting (an array in an array or an object) is an
// error.
func DecodeJSON(data []byte) (Values, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("uritemplate: variables: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("uritemplate: variables must be a JSON object")
	}
	vars := Values{}
	for dec.More() {
		name, err := key(dec)
		if err != nil {
			return nil, err
		}
		v, err := jsonValue(dec, name)
		if err != nil {
			return nil, err
		}
		if v.kind != KindUndefined {
			vars[name] = v
		} else {
			delete(vars, name)
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("uritemplate: variables: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("uritemplate: variables: data after the JSON object")
	}
	return vars, nil
}

// key reads an object member's name.
func key(dec *json.Decoder) (string, error) {
	tok, err := dec.Token()
	if err != nil {
		return "", fmt.Errorf("uritemplate: variables: %w", err)
	}
	return tok.(string), nil // inside an object the decoder gives only string keys
}

// jsonValue reads the value of variable name.
func jsonValue(dec *json.Decoder, name string) (Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return Value{}, fmt.Errorf("uritemplate: variable %s: %w", quote(name), err)
	}
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			var items []string
			for dec.More() {
				tok, err := dec.Token()
				if err != nil {
					return Value{}, fmt.Errorf("uritemplate: variable %s: %w", quote(name), err)
				}
				s, ok, err := scalar(tok)
				if err != nil {
					return Value{}, fmt.Errorf("uritemplate: variable %s: a list member must be a string, number, boolean or null", quote(name))
				}
				if ok {
					items = append(items, s)
				}
			}
			dec.Token() // "]"
			return List(items...), nil
		}
		var pairs []Pair
		if err := jsonPairs(dec, name, "", &pairs); err != nil {
			return Value{}, err
		}
		return Assoc(pairs...), nil
	}
	s, ok, _ := scalar(tok)
	if !ok {
		return Value{}, nil
	}
	return String(s), nil
}

// jsonPairs reads the members of an object, whose "{" was read, into
// pairs, names prefixed with prefix.
func jsonPairs(dec *json.Decoder, name, prefix string, pairs *[]Pair) error {
	for dec.More() {
		k, err := key(dec)
		if err != nil {
			return err
		}
		tok, err := dec.Token()
		if err != nil {
			return fmt.Errorf("uritemplate: variable %s: %w", quote(name), err)
		}
		if d, ok := tok.(json.Delim); ok {
			if d == '[' {
				return fmt.Errorf("uritemplate: variable %s: member %s is an array; an associative array holds strings (or objects, for dotted names)", quote(name), quote(k))
			}
			if err := jsonPairs(dec, name, prefix+k+".", pairs); err != nil {
				return err
			}
			continue
		}
		if s, ok, _ := scalar(tok); ok {
			*pairs = append(*pairs, Pair{prefix + k, s})
		}
	}
	_, err := dec.Token() // "}"
	return err
}

// scalar returns the text of a string, number or boolean token; ok is
// false for null; err is set for a delimiter.
func scalar(tok json.Token) (s string, ok bool, err error) {
	switch t := tok.(type) {
	case string:
		return t, true, nil
	case json.Number:
		return t.String(), true, nil
	case bool:
		if t {
			return "true", true, nil
		}
		return "false", true, nil
	case nil:
		return "", false, nil
	}
	return "", false, errors.New("nested value")
}
