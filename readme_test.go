package main

import (
	"os"
	"strings"
	"testing"

	"mercado/game"
)

// TestReadmeRecordReplays keeps the README's example record a real one.
func TestReadmeRecordReplays(t *testing.T) {
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(data), "```json\n")
	block, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("the README has no JSON record")
	}
	rec, err := game.ParseRecord([]byte(block))
	if err != nil {
		t.Fatalf("the README's record does not read: %v", err)
	}
	s, err := rec.Replay()
	if err != nil {
		t.Fatalf("the README's record does not replay: %v", err)
	}
	if s.Over() || s.Player(0).StandsInMarket() != 1 {
		t.Errorf("the README's record should leave a game going with Ana's one stand in the market")
	}
}
