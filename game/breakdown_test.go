package game

import (
	"fmt"
	"testing"
)

// randomRecord plays a seeded random game to its end (or 600 decisions) and writes it
// down as a record, the way the table and the replay command see a game.
func randomRecord(t *testing.T, cfg Config, seed uint64) *Record {
	t.Helper()
	s, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"a", "b", "c", "d"}[:cfg.Players]
	rec := &Record{Players: names, Seed: cfg.Seed, Challenge: cfg.Challenge, Specialty: cfg.Specialty}
	rng := NewRNG(seed)
	var buf [MaxLegalMoves]Move
	for steps := 0; !s.Over() && steps < 600; steps++ {
		moves := s.LegalMoves(buf[:0])
		m := moves[rng.Intn(len(moves))]
		// Coins end a random game early; take one only now and then.
		for tries := 0; m.Kind == Coin && tries < 3; tries++ {
			m = moves[rng.Intn(len(moves))]
		}
		rec.Moves = append(rec.Moves, m.String())
		s.Apply(m)
	}
	return rec
}

// The sources of every seat add up to its score, in games of 1-4 players and in every
// solo challenge; the best moves are the engine's best action; nothing is filed where
// it cannot come from.
func TestBreakdownAddsUpToTheScore(t *testing.T) {
	games := 0
	for i := 0; i < 240; i++ {
		cfg := Config{Players: 1 + i%4, Seed: uint64(1000 + i)}
		if cfg.Players == 1 {
			cfg.Challenge = i / 4 % len(Challenges) // 0 is a solo standard game
			cfg.Specialty = Good(i % NumGoods)
		}
		rec := randomRecord(t, cfg, uint64(i))
		s, seats, err := rec.Breakdown()
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		want, err := rec.Replay()
		if err != nil || want.Hash() != s.Hash() {
			t.Fatalf("game %d: Breakdown does not end where Replay does (%v)", i, err)
		}
		if !s.Over() {
			t.Fatalf("game %d (%+v) did not end in %d decisions", i, cfg, len(rec.Moves))
		}
		if len(seats) != cfg.Players {
			t.Fatalf("game %d: %d seats in the breakdown, want %d", i, len(seats), cfg.Players)
		}
		best := 0
		for seat, b := range seats {
			where := fmt.Sprintf("game %d (%d players, challenge %d) seat %d %v", i, cfg.Players, cfg.Challenge, seat, b.Coins)
			if b.Seat != seat {
				t.Fatalf("%s: labelled seat %d", where, b.Seat)
			}
			if b.Total() != s.Score(seat) {
				t.Fatalf("%s: sources add up to %d, the score is %d", where, b.Total(), s.Score(seat))
			}
			if b.Coins[Payments] > 0 || b.Coins[Penalty] > 0 {
				t.Fatalf("%s: payments and penalty must not be positive", where)
			}
			for src := FromStands; src < Payments; src++ {
				if b.Coins[src] < 0 {
					t.Fatalf("%s: %v is negative", where, src)
				}
			}
			if cfg.Players == 1 && b.Coins[FromOthers] != 0 {
				t.Fatalf("%s: a solo player earned from others", where)
			}
			if cfg.Challenge == 0 || !Challenges[cfg.Challenge].ScoreFromFours {
				money := s.Player(seat).Money
				if b.Total()-b.Coins[Penalty] != money {
					t.Fatalf("%s: sources before the penalty add up to %d, the money is %d", where, b.Total()-b.Coins[Penalty], money)
				}
				if p := s.Player(seat).SupplySize(); -b.Coins[Penalty] != min(p, money) {
					t.Fatalf("%s: penalty %d with %d restaurants left and %d coins", where, b.Coins[Penalty], p, money)
				}
			}
			if b.Best.Decision > 0 {
				m, err := ParseMove(rec.Moves[b.Best.Decision-1])
				if err != nil || m != b.Best.Move {
					t.Fatalf("%s: best move %v is not decision %d (%q)", where, b.Best.Move, b.Best.Decision, rec.Moves[b.Best.Decision-1])
				}
			}
			best = max(best, b.Best.Income)
		}
		if best != s.BestAction() {
			t.Fatalf("game %d: the best moves earn at most %d, the engine's best action %d", i, best, s.BestAction())
		}
		games++
	}
	if games < 240 {
		t.Fatalf("only %d games", games)
	}
}

// Each kind of income lands under its own source: a customer brought pays the
// mover's stand as "customers" and the other seat's as "others_customers"; a stand
// opened under waiting customers pays "stands" and costs "payments"; a restaurant and
// a coin pay one each; a restaurant left over is the penalty.
func TestBreakdownSources(t *testing.T) {
	rec, err := ParseRecord([]byte(`{"format": "mercado/1", "seed": 3, "players": ["a", "b"],
		"position": {"turn": 0,
			"cells": {"A3": "fish/0", "B3": "fish/1", "C3": "meat/1"},
			"entrances": {"top-D": "2:fish+meat"},
			"players": [
				{"money": 5, "hand": ["fish", "meat", "meat"], "restaurants": ["tea"], "stands": 7},
				{"money": 2, "hand": ["grape", "grape", "tomato"], "restaurants": ["wine"], "stands": 6}],
			"display": ["tomato", "grape", "fish"],
			"customers": {"1": ["fish+meat"]}},
		"moves": ["customer 1:fish+meat left-3", "restaurant wine E5", "stand fish D2", "take fish", "coin"]}`))
	if err != nil {
		t.Fatal(err)
	}
	s, seats, err := rec.Breakdown()
	if err != nil {
		t.Fatal(err)
	}
	// Seat 0: start 5; the customer at left-3 pays its fish stand A3 1; the stand on D2
	// earns 2 from top-D (2 customers seeking fish) and costs 1 (row 2 and column D hold
	// no stand yet); the tea house still in its supply costs 1.
	want0 := [NumSources]int{FromStart: 5, FromCustomers: 1, FromStands: 2, Payments: -1, Penalty: -1}
	// Seat 1: start 2; B3 (fish) and C3 (meat) earn 1 each from seat 0's customer; the
	// wine bar pays 1 and the coin 1.
	want1 := [NumSources]int{FromStart: 2, FromOthers: 2, FromRestaurants: 1, FromCoins: 1}
	if seats[0].Coins != want0 {
		t.Errorf("seat 0: %v, want %v", seats[0].Coins, want0)
	}
	if seats[1].Coins != want1 {
		t.Errorf("seat 1: %v, want %v", seats[1].Coins, want1)
	}
	for seat, b := range seats {
		if b.Total() != s.Score(seat) {
			t.Errorf("seat %d: total %d, score %d", seat, b.Total(), s.Score(seat))
		}
	}
	if got := seats[0].Best; got.Decision != 3 || got.Income != 2 || got.Move.String() != "stand fish D2" {
		t.Errorf("seat 0's best move: %+v, want decision 3, the stand on D2 for 2", got)
	}
	if got := seats[1].Best; got.Decision != 2 || got.Income != 1 {
		t.Errorf("seat 1's best move: %+v, want decision 2, the wine bar for 1", got)
	}
}

// The Long Game scores only money from 4-customer tiles: so does its breakdown.
func TestBreakdownLongGameCountsFours(t *testing.T) {
	for i := 0; i < 20; i++ {
		rec := randomRecord(t, Config{Players: 1, Challenge: 2, Seed: uint64(50 + i)}, uint64(i))
		s, seats, err := rec.Breakdown()
		if err != nil {
			t.Fatal(err)
		}
		b := seats[0]
		if b.Total() != s.EarnedFromFours() || b.Coins[FromCoins]+b.Coins[FromRestaurants]+b.Coins[Payments]+b.Coins[Penalty] != 0 {
			t.Fatalf("game %d: %v, earned from fours %d", i, b.Coins, s.EarnedFromFours())
		}
	}
}

// A move the rules refuse stops the breakdown with the move's number, and the accounts
// so far still add up.
func TestBreakdownStopsAtAnIllegalMove(t *testing.T) {
	rec := randomRecord(t, Config{Players: 2, Seed: 9}, 9)
	rec.Moves = append(rec.Moves[:6:6], "stand fish Z9")
	s, seats, err := rec.Breakdown()
	me, ok := err.(*MoveError)
	if !ok || me.Move != 7 {
		t.Fatalf("got %v, want a MoveError at move 7", err)
	}
	for seat, b := range seats {
		if b.Total() != s.Score(seat) {
			t.Fatalf("seat %d: total %d, score %d", seat, b.Total(), s.Score(seat))
		}
	}
}
