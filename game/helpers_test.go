package game

import (
	"strings"
	"testing"
)

// positionState builds a game from record keys (without format/seed) and a position.
func positionState(t *testing.T, header, position string) *State {
	t.Helper()
	text := `{"format": "mercado/1", "seed": 7, ` + header
	if position != "" {
		text += `, "position": ` + position
	}
	rec, err := ParseRecord([]byte(text + "}"))
	if err != nil {
		t.Fatalf("record: %v", err)
	}
	s, err := rec.Start()
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	return s
}

const twoPlayers = `"players": ["a", "b"]`

// mustPlay plays the moves, failing the test on any illegal one.
func mustPlay(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, text := range moves {
		if reason := tryPlay(s, text); reason != "" {
			t.Fatalf("%s: %s", text, reason)
		}
	}
}

// tryPlay plays one move and returns why it was refused, or "".
func tryPlay(s *State, text string) string {
	m, err := ParseMove(text)
	if err == nil {
		err = s.Play(m)
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// wantRefused checks that a move is refused with a reason containing want.
func wantRefused(t *testing.T, s *State, move, want string) {
	t.Helper()
	before, _ := s.MarshalJSON()
	got := tryPlay(s, move)
	if got == "" || !strings.Contains(got, want) {
		t.Fatalf("%s: got %q, want a refusal containing %q", move, got, want)
	}
	after, _ := s.MarshalJSON()
	if string(before) != string(after) {
		t.Fatalf("%s: a refused move changed the state", move)
	}
}

func isLegal(s *State, text string) bool {
	m, err := ParseMove(text)
	if err != nil {
		return false
	}
	for _, l := range s.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}
