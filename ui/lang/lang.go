// Package lang speaks the player's language: the message catalogs of assets/i18n (in
// go-i18n's JSON form, read here: catalog.go), the language in use, switchable at any
// time, and the system's language to start with. Scenes ask for every player-facing word here.
//
// It imports assets (the catalogs) alone: ui/sound and the screens use it, it knows
// neither.
package lang

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"mercado/assets"
)

// Language is one language the game speaks.
type Language struct {
	Code string // BCP 47: en, de, fr, uk
	Name string // in its own words
}

// Languages are the four of the printed rulebooks, English first (the fallback).
var Languages = []Language{{"en", "English"}, {"de", "Deutsch"}, {"fr", "Français"}, {"uk", "Українська"}} // not translated: each in its own words

var (
	mu       sync.Mutex
	catalogs map[string]map[string]message // language code, message id
	loadErr  error
	current  = "en"
	plain    map[string]string // T's answers in the current language
	version  int               // counts language changes (caches elsewhere key on it)
)

// load reads the catalogs of English (the fallback) and of the language in use, each
// once: a language is read when first spoken, so the game starts without parsing the
// catalogs of languages nobody chose.
func load() {
	if catalogs == nil {
		catalogs = map[string]map[string]message{}
		plain = map[string]string{}
	}
	loadLanguage("en")
	loadLanguage(current)
}

func loadLanguage(code string) {
	if _, ok := catalogs[code]; ok {
		return
	}
	msgs := map[string]message{}
	catalogs[code] = msgs
	cat := assets.Catalogs()
	files, err := fs.Glob(cat, code+"/*.json")
	if err != nil && loadErr == nil {
		loadErr = err
	}
	for _, f := range files {
		data, err := fs.ReadFile(cat, f)
		if err == nil {
			err = parseCatalog(data, msgs)
		}
		if err != nil && loadErr == nil {
			loadErr = fmt.Errorf("catalog %s: %w", f, err)
		}
	}
}

// Err is the first problem reading the catalogs (a broken build), nil normally. It reads
// every language's.
func Err() error {
	mu.Lock()
	defer mu.Unlock()
	load()
	for _, l := range Languages {
		loadLanguage(l.Code)
	}
	return loadErr
}

// Set switches the language; an unknown code chooses English.
func Set(code string) {
	mu.Lock()
	defer mu.Unlock()
	load()
	code = Supported(code)
	if code == current {
		return
	}
	current = code
	loadLanguage(code)
	plain = map[string]string{}
	version++
}

// Current is the language in use.
func Current() string {
	mu.Lock()
	defer mu.Unlock()
	return current
}

// Version changes whenever the language does.
func Version() int {
	mu.Lock()
	defer mu.Unlock()
	return version
}

// Supported maps a locale ("de_AT.UTF-8", "uk-UA", "fr") to a language the game speaks,
// English when none matches.
func Supported(locale string) string {
	locale = strings.ToLower(strings.TrimSpace(locale))
	locale, _, _ = strings.Cut(locale, ".")
	locale, _, _ = strings.Cut(locale, "@")
	base, _, _ := strings.Cut(strings.ReplaceAll(locale, "_", "-"), "-")
	for _, l := range Languages {
		if base == l.Code {
			return l.Code
		}
	}
	return "en"
}

// T is the message id in the current language. A missing id shows itself, so that it
// is seen (and the catalog tests fail) rather than hidden.
func T(id string) string {
	mu.Lock()
	defer mu.Unlock()
	load()
	if s, ok := plain[id]; ok {
		return s
	}
	s, ok := lookup(id).form(-1)
	if !ok {
		s = id
	}
	plain[id] = s
	return s
}

// F fills the message's {{.Name}} fields from pairs of name and value:
// F("log.stand", "Name", "Ana", "Space", "B3").
func F(id string, pairs ...any) string {
	return localize(id, nil, pairs)
}

// N is F with a count choosing the plural form (one/few/many/other); the count is
// also the template's {{.Count}}.
func N(id string, count int, pairs ...any) string {
	return localize(id, count, pairs)
}

func localize(id string, count any, pairs []any) string {
	n := -1
	if c, ok := count.(int); ok {
		n = max(c, -c)
		pairs = append(pairs, "Count", c)
	}
	mu.Lock()
	defer mu.Unlock()
	load()
	tmpl, ok := lookup(id).form(n)
	if !ok || tmpl == "" {
		return id
	}
	return fill(tmpl, pairs)
}

// IDs lists the message ids of a language's catalogs, sorted (for the catalog tests).
func IDs(code string) ([]string, error) {
	cat := assets.Catalogs()
	files, err := fs.Glob(cat, path.Join(code, "*.json"))
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, f := range files {
		data, err := fs.ReadFile(cat, f)
		if err != nil {
			return nil, err
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		for id := range m {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids, nil
}
