package game

import "testing"

func TestViewHidesOnlyTheHidden(t *testing.T) {
	s, _ := NewGame(Config{Players: 3, Seed: 21})
	r := NewRNG(5)
	var buf []Move
	for i := 0; i < 10; i++ {
		buf = s.LegalMoves(buf)
		s.Apply(buf[r.Intn(len(buf))])
	}
	// Another deal of what nobody sees: a different bag order, face-down identities and
	// stack order, the same public game.
	other := s.Determinize(&r)
	if *other == *s {
		t.Fatal("determinize changed nothing")
	}
	if *other.View(1) != *s.View(1) {
		t.Fatal("states differing only in hidden parts must give equal views")
	}
	public := func(x *State) State {
		v := *x.View(0)
		return v
	}
	if public(other) != public(s) {
		t.Fatal("determinize changed public information")
	}
	// A move changes the view.
	moved := s.Clone()
	moved.Apply(moved.LegalMoves(nil)[0])
	if *moved.View(0) == *s.View(0) {
		t.Fatal("a move must show in the view")
	}
}

func TestMoneyShown(t *testing.T) {
	hidden, _ := NewGame(Config{Players: 2, Seed: 1, MoneyHidden: true})
	open, _ := NewGame(Config{Players: 2, Seed: 1})
	if hidden.MoneyShown(0, 1) || !hidden.MoneyShown(1, 1) || !open.MoneyShown(0, 1) {
		t.Fatal("hidden money shows only one's own")
	}
}

func TestHash(t *testing.T) {
	s := midgame()
	other := s.Determinize(new(RNG))
	if s.View(0).Hash() != other.View(0).Hash() {
		t.Fatal("equal views must hash equal")
	}
	if s.Hash() == other.Hash() {
		t.Fatal("a different deal of the hidden parts should hash differently")
	}
	moved := s.Clone()
	moved.Apply(moved.LegalMoves(nil)[0])
	if moved.View(0).Hash() == s.View(0).Hash() {
		t.Fatal("a move should change the hash")
	}
}
