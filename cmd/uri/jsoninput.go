package main

// --json-input: one JSON value a line, a string or an object, decoded with
// an error that names what the line holds instead.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/urikit/urikit/internal/clirecord"
)

// decodeJSONString reads a --json-input line that must hold one JSON string.
func decodeJSONString(line []byte) (string, error) {
	v := bytes.TrimSpace(line)
	if len(v) == 0 {
		return "", errors.New("empty line where a JSON string was expected")
	}
	if v[0] != '"' {
		if !json.Valid(v) {
			return "", invalidJSON(v)
		}
		return "", fmt.Errorf("expected a JSON string, not %s", jsonKind(v[0]))
	}
	var s string
	if err := json.Unmarshal(v, &s); err != nil {
		return "", invalidJSON(v)
	}
	return s, nil
}

// decodeJSONObject reads a --json-input line that must hold one JSON object
// into v, a pointer to a struct; keys v does not have are errors. Commands
// whose records have several fields use it in their fieldsDecoder.fromJSON, with
// pointer fields to tell missing keys.
func decodeJSONObject(line []byte, v any) error {
	t := bytes.TrimSpace(line)
	if len(t) == 0 {
		return errors.New("empty line where a JSON object was expected")
	}
	if !json.Valid(t) {
		return invalidJSON(t)
	}
	if t[0] != '{' {
		return fmt.Errorf("expected a JSON object, not %s", jsonKind(t[0]))
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("invalid JSON input: %s", clirecord.CutText(err.Error()))
	}
	return nil
}

// invalidJSON describes why v is not one JSON value.
func invalidJSON(v []byte) error {
	var x any
	err := json.Unmarshal(v, &x)
	if err == nil { // cannot happen: callers checked
		return errors.New("invalid JSON")
	}
	return fmt.Errorf("invalid JSON: %v", err)
}

// jsonKind names the kind of JSON value starting with byte c.
func jsonKind(c byte) string {
	switch c {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	case '"':
		return "a string"
	}
	return "a number"
}
