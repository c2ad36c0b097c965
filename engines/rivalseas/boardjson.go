package rivalseas

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// decodeProblem turns an error from decoding a board file into the
// table's words: a value of the wrong kind is named by its dotted field,
// as Check names fields ("companies.0.start_stock: a whole number, not a
// string"); bad JSON by its line ("line 12: not valid JSON: invalid
// character '}' ..."). data is the whole file.
func decodeProblem(data []byte, err error) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		var tree any
		if json.Unmarshal(data, &tree) == nil {
			if msg := kindProblem(reflect.TypeOf(Board{}), tree, ""); msg != "" {
				return msg
			}
		}
		return fmt.Sprintf("%s: %s, not %s", te.Field, wantKind(te.Type), te.Value)
	case errors.As(err, &se):
		line := 1 + bytes.Count(data[:min(int(se.Offset), len(data))], []byte("\n"))
		return fmt.Sprintf("line %d: not valid JSON: %s", line, se.Error())
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the file ends before the closing } (not valid JSON)"
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

// kindProblem finds the first value of v (a generic JSON value, fields in
// name order) whose kind does not fit type t, and says it at its dotted
// path; "" when everything fits. null fits anything (json leaves the value
// unset).
func kindProblem(t reflect.Type, v any, path string) string {
	if v == nil {
		return ""
	}
	name := path
	if name == "" {
		name = "the file"
	}
	bad := func() string { return fmt.Sprintf("%s: %s, not %s", name, wantKind(t), jsonKind(v)) }
	switch t.Kind() {
	case reflect.Pointer:
		return kindProblem(t.Elem(), v, path)
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			return bad()
		}
		fields := map[string]reflect.Type{}
		for i := range t.NumField() {
			f := t.Field(i)
			tag := strings.Split(f.Tag.Get("json"), ",")[0]
			if tag == "-" || !f.IsExported() {
				continue
			}
			if f.Anonymous && tag == "" {
				continue
			}
			if tag == "" {
				tag = f.Name
			}
			fields[tag] = f.Type
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if ft, ok := fields[k]; ok {
				if msg := kindProblem(ft, m[k], join(path, k)); msg != "" {
					return msg
				}
			}
		}
	case reflect.Slice, reflect.Array:
		l, ok := v.([]any)
		if !ok {
			return bad()
		}
		for i, e := range l {
			if msg := kindProblem(t.Elem(), e, join(path, strconv.Itoa(i))); msg != "" {
				return msg
			}
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			return bad()
		}
		for k, e := range m {
			if msg := kindProblem(t.Elem(), e, join(path, k)); msg != "" {
				return msg
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		f, ok := v.(float64)
		if !ok || f != float64(int64(f)) {
			return bad()
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			return bad()
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			return bad()
		}
	}
	return ""
}

// wantKind says what a Go type takes in JSON: "a whole number", "text",
// "true or false", "a list", "an object".
func wantKind(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text in quotes"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list [...]"
	}
	return "an object {...}"
}

// jsonKind says what a generic JSON value is: "a string", "a list", the
// number itself.
func jsonKind(v any) string {
	switch x := v.(type) {
	case string:
		return "a string"
	case bool:
		return strconv.FormatBool(x)
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	}
	return "null"
}
