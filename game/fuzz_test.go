package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// FuzzRecord: no input panics, and every position accepted is a possible one.
func FuzzRecord(f *testing.F) {
	files, _ := filepath.Glob("testdata/rulebook/*.json")
	for _, file := range files {
		data, _ := os.ReadFile(file)
		var fx struct{ Record json.RawMessage }
		json.Unmarshal(data, &fx)
		f.Add([]byte(fx.Record))
	}
	f.Add([]byte(`{"format": "mercado/1", "players": ["a", "b"], "seed": 1, "moves": ["coin", "stand fish A1"]}`))
	f.Add([]byte(`{"format": "mercado/1", "players": ["a"], "challenge": 7, "position": {"cells": {"A1": "hidden"}}}`))
	f.Add([]byte(`{"format": "mercado/1", "players": ["a"], "challenge": 1, "specialty": "grape", "moves": ["redraw"]}`))
	f.Add([]byte(`{"format": "mercado/1", "players": ["a", "b", "c"], "position": {"awaiting": "take", "players": [{"hand": []}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ParseRecord(data)
		if err != nil {
			return
		}
		start, err := rec.Start()
		if err != nil {
			return
		}
		checkInvariants(t, start, rec.Seed, rec.Position == nil)
		s, _ := rec.Replay()
		if s != nil {
			checkInvariants(t, s, rec.Seed, rec.Position == nil)
			s.LegalMoves(nil)
			if _, err := s.MarshalJSON(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzMove: no text panics the parser, and what it accepts prints canonically and
// reads back as the same move.
func FuzzMove(f *testing.F) {
	for _, seed := range []string{"stand fish B3", "take meat", "customer 2:fish+meat left-3",
		"restaurant pub C2", "coin", "redraw", "customer 4:grape TOP-e", "stand x", "customer 1:+ top-A"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(text)
		if err != nil {
			return
		}
		canonical := m.String()
		back, err := ParseMove(canonical)
		if err != nil || back != m || back.String() != canonical {
			t.Fatalf("%q -> %q -> %v %v", text, canonical, back, err)
		}
	})
}
