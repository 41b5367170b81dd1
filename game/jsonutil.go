package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// eachKey walks a JSON object's members in order, refusing duplicate keys (which
// encoding/json would silently merge) and anything that is not an object.
func eachKey(raw json.RawMessage, where string, f func(key string, val json.RawMessage) error) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return fmt.Errorf("%s: must be a JSON object", where)
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return fmt.Errorf("%s: %v", where, err)
		}
		key := tok.(string) // object keys are always strings
		if !plainKey(key) { // no known key is: name it short and with its escapes shown
			return fmt.Errorf("%s: unknown key %s", where, quoteKey(key))
		}
		if seen[key] {
			return fmt.Errorf("%s.%s: the key appears twice", where, key)
		}
		seen[key] = true
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return fmt.Errorf("%s.%s: not valid JSON: %v", where, key, err)
		}
		if err := f(key, val); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil {
		return fmt.Errorf("%s: not valid JSON: %v", where, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%s: unexpected text after the closing }", where)
	}
	return nil
}

// plainKey says whether a key is a short word of ASCII letters, digits, _ and -.
func plainKey(k string) bool {
	if len(k) == 0 || len(k) > 40 {
		return false
	}
	for _, c := range []byte(k) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// quoteKey quotes a key from a file for a message, cut to 40 letters.
func quoteKey(k string) string {
	if r := []rune(k); len(r) > 40 {
		k = string(r[:39]) + "…"
	}
	return strconv.Quote(k)
}

// decodeAs decodes a member into v, naming the key when the JSON type is wrong.
func decodeAs(val json.RawMessage, where, want string, v any) error {
	if bytes.Equal(bytes.TrimSpace(val), []byte("null")) {
		return fmt.Errorf("%s: must be %s, not null", where, want)
	}
	if err := json.Unmarshal(val, v); err != nil {
		return fmt.Errorf("%s: must be %s", where, want)
	}
	return nil
}

func parseGoodList(val json.RawMessage, where string) ([]Good, error) {
	var names []string
	if err := decodeAs(val, where, "a list of goods", &names); err != nil {
		return nil, err
	}
	out := make([]Good, 0, len(names))
	for i, name := range names {
		g, ok := ParseGood(name)
		if !ok {
			return nil, fmt.Errorf("%s[%d]: %q is not a good (fish, flower, tomato, meat, grape)", where, i, name)
		}
		out = append(out, g)
	}
	return out, nil
}

func goodNamesOf(counts [NumGoods]int8) []string {
	out := []string{}
	for g, n := range counts {
		for ; n > 0; n-- {
			out = append(out, Good(g).String())
		}
	}
	return out
}
