package lang

import (
	"encoding/json"
	"fmt"
	"strings"
)

// The catalogs are go-i18n's JSON: "id": "text", or "id": {"one": "…", "other": "…"}
// (and "few", "many" where the language has them), with {{.Name}} fields. They are read
// here rather than with go-i18n: the game needs plain fields and the plural rules of its
// four languages only, and go-i18n with every language's rules and Go's templates made
// the browser build larger than a player should wait for.

// plural is a CLDR plural category.
type plural uint8

const (
	other plural = iota
	one
	few
	many
	numPlurals
)

var pluralNames = [numPlurals]string{"other", "one", "few", "many"}

// message is one catalog entry: its forms by plural category ("other" alone for text
// without plurals).
type message struct {
	forms [numPlurals]string
	has   [numPlurals]bool
}

// parseCatalog adds the messages of one catalog file to msgs.
func parseCatalog(data []byte, msgs map[string]message) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	for id, v := range raw {
		var m message
		var text string
		if err := json.Unmarshal(v, &text); err == nil {
			m.forms[other], m.has[other] = text, true
			msgs[id] = m
			continue
		}
		var forms map[string]string
		if err := json.Unmarshal(v, &forms); err != nil {
			return fmt.Errorf("%s: neither a text nor plural forms", id) // not translated: a broken build
		}
		for name, text := range forms {
			k := pluralOf(name)
			if k == numPlurals {
				return fmt.Errorf("%s: %q is not a plural form (one, few, many, other)", id, name) // not translated: a broken build
			}
			m.forms[k], m.has[k] = text, true
		}
		if !m.has[other] {
			return fmt.Errorf("%s: no \"other\" form", id) // not translated: a broken build
		}
		msgs[id] = m
	}
	return nil
}

func pluralOf(name string) plural {
	for k, n := range pluralNames {
		if n == name {
			return plural(k)
		}
	}
	return numPlurals
}

// lookup is the message in the current language, else in English (the fallback); the
// zero message when neither has it. The caller holds mu.
func lookup(id string) message {
	if m, ok := catalogs[current][id]; ok {
		return m
	}
	return catalogs["en"][id]
}

// form is the text for count n (n < 0: no count, the "other" form); ok is false when the
// message has no such form.
func (m message) form(n int) (string, bool) {
	k := other
	if n >= 0 {
		k = category(current, n)
	}
	if !m.has[k] {
		k = other
	}
	return m.forms[k], m.has[k]
}

// category is the CLDR plural category of the whole number n >= 0 in a language.
func category(code string, n int) plural {
	switch code {
	case "fr": // 0 and 1 are singular
		if n <= 1 {
			return one
		}
	case "uk":
		switch d, h := n%10, n%100; {
		case d == 1 && h != 11:
			return one
		case d >= 2 && d <= 4 && (h < 12 || h > 14):
			return few
		default:
			return many
		}
	default: // en, de
		if n == 1 {
			return one
		}
	}
	return other
}

// fill replaces each {{.Name}} in tmpl by the value paired with Name (pairs alternate
// names and values); a field with no value reads "<no value>", as Go's templates write it.
func fill(tmpl string, pairs []any) string {
	if !strings.Contains(tmpl, "{{") {
		return tmpl
	}
	var b strings.Builder
	for {
		i := strings.Index(tmpl, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(tmpl[i:], "}}")
		if j < 0 {
			break
		}
		b.WriteString(tmpl[:i])
		name := strings.TrimSpace(tmpl[i+2 : i+j])
		if field, ok := strings.CutPrefix(name, "."); ok {
			b.WriteString(value(field, pairs))
		} else {
			b.WriteString(tmpl[i : i+j+2]) // not a field: shown as written
		}
		tmpl = tmpl[i+j+2:]
	}
	b.WriteString(tmpl)
	return b.String()
}

func value(field string, pairs []any) string {
	for i := len(pairs) - 2; i >= 0; i -= 2 { // the last pair wins, as in a map
		if k, ok := pairs[i].(string); ok && k == field {
			return fmt.Sprint(pairs[i+1])
		}
	}
	return "<no value>" // not translated: what Go's templates write for a missing field
}
