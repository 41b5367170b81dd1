package game

import "testing"

// The window marks spaces, sleeping customers and the end from these three queries, so
// they must agree with the rules themselves: StandGoods with Check for every stand,
// CustomerAsleep with what a stand would earn, EndReason with how the game stopped.
func TestChallengeQueriesAgreeWithTheRules(t *testing.T) {
	var buf [MaxLegalMoves]Move
	ends := map[EndReason]int{}
	for game := 0; game < 180; game++ {
		cfg := Config{Players: 1, Seed: uint64(game) + 7, Challenge: game % 10}
		if game%10 == 0 {
			cfg.Players = 2 + game/10%3
		}
		s, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(uint64(game))
		for steps := 0; !s.Over() && steps < 400; steps++ {
			if s.EndReason() != NotOver {
				t.Fatalf("game %d: EndReason %v before the end", game, s.EndReason())
			}
			checkStandGoods(t, s)
			checkAsleep(t, s)
			checkEntranceRule(t, s)
			moves := s.LegalMoves(buf[:0])
			s.Apply(moves[rng.Intn(len(moves))])
		}
		r := s.EndReason()
		ends[r]++
		switch {
		case r == NotOver:
			t.Fatalf("game %d is over with no reason", game)
		case r == EndLastStand && !(s.Challenge().Crowded && s.Player(0).Stands == 0):
			t.Fatalf("game %d: last stand, but %d stands are left", game, s.Player(0).Stands)
		case r == EndMarketFull && s.FreeSpaces() > EndSpaces && s.FreeEntrances() > EndEntrances:
			t.Fatalf("game %d: market full with %d spaces and %d entrances free", game, s.FreeSpaces(), s.FreeEntrances())
		case r == EndCoins && s.Solo():
			t.Fatalf("game %d: a solo game cannot end on coins", game)
		}
	}
	for _, r := range []EndReason{EndMarketFull, EndLastStand, EndNoMove} {
		if ends[r] == 0 {
			t.Errorf("no game ended with reason %d: %v", r, ends)
		}
	}
}

func checkStandGoods(t *testing.T, s *State) {
	t.Helper()
	hand := s.Player(s.ToMove()).Hand
	for sp := Space(0); sp < NumSpaces; sp++ {
		allowed, why := s.StandGoods(sp)
		if (allowed == 0) != (why != "") {
			t.Fatalf("%v: goods %v with reason %q", sp, allowed, why)
		}
		for g := Good(0); g < NumGoods; g++ {
			if hand[g] == 0 || s.AwaitingTake() {
				continue
			}
			err := s.Check(StandMove(g, sp))
			if why != "" && (err == nil || err.Error() != why) {
				t.Fatalf("%v %v: StandGoods says %q, Check says %v", g, sp, why, err)
			}
			if why == "" && !allowed.Has(g) && err == nil {
				t.Fatalf("%v %v: StandGoods forbids it, Check allows it", g, sp)
			}
		}
	}
}

func TestCrowdedMercadoStartsAsleep(t *testing.T) {
	s, err := NewGame(Config{Players: 1, Seed: 3, Challenge: 7})
	if err != nil {
		t.Fatal(err)
	}
	for e := Entrance(0); e < NumEntrances; e++ {
		if !s.CustomerAsleep(e) {
			t.Errorf("%v (%v) is awake in an empty market", e, s.Entrance(e))
		}
	}
	if s.CustomerAsleep(-1) || s.CustomerAsleep(NumEntrances) {
		t.Error("an entrance out of range is asleep")
	}
}

// checkAsleep: only The Crowded Mercado has sleeping tiles: those whose line holds fewer
// stands than they have customers.
func checkAsleep(t *testing.T, s *State) {
	t.Helper()
	for e := Entrance(0); e < NumEntrances; e++ {
		tile := s.Entrance(e)
		asleep := s.CustomerAsleep(e)
		if tile == NoCustomer || !s.Challenge().Crowded {
			if asleep {
				t.Fatalf("%v asleep with tile %v in challenge %d", e, tile, s.Challenge().Number)
			}
			continue
		}
		if want := s.LineStands(e.Line()) < tile.Customers(); asleep != want {
			t.Fatalf("%v: asleep %v with %d stands for %d customers", e, asleep, s.LineStands(e.Line()), tile.Customers())
		}
	}
}

// checkEntranceRule: an entrance a challenge closes refuses every available tile with
// that reason.
func checkEntranceRule(t *testing.T, s *State) {
	t.Helper()
	if s.AwaitingTake() {
		return
	}
	for e := Entrance(0); e < NumEntrances; e++ {
		why := s.EntranceRule(e)
		if (why != "") != (s.Challenge().Marquis && e.Side() == Top) {
			t.Fatalf("%v in challenge %d: rule %q", e, s.Challenge().Number, why)
		}
		if why == "" || s.Entrance(e) != NoCustomer {
			continue
		}
		for _, tile := range s.AvailableCustomers() {
			if err := s.Check(CustomerMove(tile, e)); err == nil || err.Error() != why {
				t.Fatalf("%v to %v: EntranceRule %q, Check %v", tile, e, why, err)
			}
		}
	}
}

// Every refusal carries a code, and a code always names the same number of values: a
// window words refusals from them.
func TestRefusalsHaveCodes(t *testing.T) {
	args := map[string]int{}
	var buf [MaxLegalMoves]Move
	for game := 0; game < 40; game++ {
		cfg := Config{Players: 1 + game%4, Seed: uint64(game) + 3}
		if game%2 == 0 {
			cfg.Players, cfg.Challenge = 1, 1+game/2%9
		}
		s, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := NewRNG(uint64(game))
		for steps := 0; !s.Over() && steps < 150; steps++ {
			for k := 0; k < 20; k++ {
				m := Move{Kind: MoveKind(rng.Intn(6)), Good: Good(rng.Intn(NumGoods)), Space: Space(rng.Intn(NumSpaces)),
					Tile: CustomerTile(rng.Intn(NumCustomerTiles)), Entrance: Entrance(rng.Intn(NumEntrances)), Restaurant: Restaurant(rng.Intn(NumRestaurants))}
				err := s.Check(m)
				if err == nil {
					continue
				}
				im, ok := err.(*IllegalMove)
				if !ok || im.Code == "" || im.Reason == "" {
					t.Fatalf("%v: refusal %#v", m, err)
				}
				if n, seen := args[im.Code]; seen && n != len(im.Args) {
					t.Fatalf("%s names %d values, before %d", im.Code, len(im.Args), n)
				}
				args[im.Code] = len(im.Args)
			}
			moves := s.LegalMoves(buf[:0])
			s.Apply(moves[rng.Intn(len(moves))])
		}
	}
	if len(args) < 15 {
		t.Fatalf("only %d codes met", len(args))
	}
}
