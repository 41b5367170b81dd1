package game

import (
	"bytes"
	"regexp"
	"testing"
)

func TestStandardSetup(t *testing.T) {
	for players := 1; players <= 4; players++ {
		s, err := NewGame(Config{Players: players, Seed: 11})
		if err != nil {
			t.Fatal(err)
		}
		if s.displaySize() != DisplaySize || s.BagSize() != StandTiles-DisplaySize-MaxHand*players {
			t.Errorf("%dp: display %d, bag %d", players, s.displaySize(), s.BagSize())
		}
		if got := len(s.AvailableCustomers()); got != 12 {
			t.Errorf("%dp: %d customer tiles available, want 12", players, got)
		}
		pubs := 0
		for sp := Space(0); sp < NumSpaces; sp++ {
			c := s.Space(sp)
			marked := contains(MarkedSpaces, sp)
			if marked != (c.Kind == FaceDown) {
				t.Errorf("%dp: %s holds %+v", players, sp, c)
			}
			if c.Kind == FaceDown && c.Restaurant == Pub {
				pubs++
			}
		}
		if pubs != 1 {
			t.Errorf("%dp: %d pubs face down, want 1 (the other is set aside)", players, pubs)
		}
		for seat := 0; seat < players; seat++ {
			p := s.Player(seat)
			wantPub := int8(0)
			if players == 4 && seat == 3 {
				wantPub = 1 // the fourth player starts with the spare pub
			}
			if p.Money != 1 || p.Stands != 8 || p.HandSize() != 3 || p.Supply[Pub] != wantPub || p.SupplySize() != int(wantPub) {
				t.Errorf("%dp seat %d: %+v", players, seat, p)
			}
		}
	}
}

// Decision 1.1: the marked spaces, symmetric under both mirrors.
func TestMarkedSpaces(t *testing.T) {
	if len(MarkedSpaces) != 11 {
		t.Fatalf("%d marked spaces", len(MarkedSpaces))
	}
	for _, sp := range MarkedSpaces {
		mirrors := []Space{SpaceAt(4-sp.Col(), sp.Row()), SpaceAt(sp.Col(), 4-sp.Row())}
		for _, m := range mirrors {
			if !contains(MarkedSpaces, m) {
				t.Errorf("%s is marked but its mirror %s is not", sp, m)
			}
		}
	}
}

// Decision 1.2: the customer tile faces.
func TestCustomerTileFaces(t *testing.T) {
	var sizes [MaxCustomers + 1]int
	seen := map[string]bool{}
	for tile := CustomerTile(0); tile < NumCustomerTiles; tile++ {
		n, goods := tile.Customers(), len(tile.Seeks().Goods())
		sizes[n]++
		if (n == 4) != (goods == 1) || goods < 1 || goods > 2 {
			t.Errorf("%s seeks %d goods", tile, goods)
		}
		if seen[tile.String()] {
			t.Errorf("%s appears twice", tile)
		}
		seen[tile.String()] = true
	}
	if sizes[1] != 10 || sizes[2] != 10 || sizes[3] != 10 || sizes[4] != 5 {
		t.Errorf("sizes %v", sizes)
	}
}

func TestSetupIsDeterministic(t *testing.T) {
	a, _ := NewGame(Config{Players: 3, Seed: 42})
	b, _ := NewGame(Config{Players: 3, Seed: 42})
	c, _ := NewGame(Config{Players: 3, Seed: 43})
	ja, _ := a.MarshalJSON()
	jb, _ := b.MarshalJSON()
	jc, _ := c.MarshalJSON()
	if !bytes.Equal(ja, jb) || bytes.Equal(ja, jc) {
		t.Fatal("the same seed must deal the same game, and another seed another")
	}
}

func TestChallengeSetups(t *testing.T) {
	for ch := 1; ch <= NumChallenges; ch++ {
		cfg := Config{Players: 1, Seed: 5, Challenge: ch}
		s, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		c := Challenges[ch]
		for n := 1; n <= MaxCustomers; n++ {
			onBoard := 0
			for e := Entrance(0); e < NumEntrances; e++ {
				if t := s.Entrance(e); t != NoCustomer && t.Customers() == n {
					onBoard++
				}
			}
			if got := len(s.Stack(n)) + onBoard; got != c.TilesPerSize[n-1] {
				t.Errorf("challenge %d: %d tiles of size %d, want %d", ch, got, n, c.TilesPerSize[n-1])
			}
		}
		if s.Player(0).Money != c.StartMoney {
			t.Errorf("challenge %d: start money %d", ch, s.Player(0).Money)
		}
	}
	want := map[int]int{4: 4, 6: 2}
	for ch, money := range want {
		if Challenges[ch].StartMoney != money {
			t.Errorf("challenge %d starts with %d coins, want %d", ch, Challenges[ch].StartMoney, money)
		}
	}
}

func TestCrowdedSetup(t *testing.T) {
	s, _ := NewGame(Config{Players: 1, Seed: 8, Challenge: 7})
	wantSize := map[Side]int{Top: 1, Right: 2, Bottom: 3, Left: 4}
	for e := Entrance(0); e < NumEntrances; e++ {
		tile := s.Entrance(e)
		if tile == NoCustomer || tile.Customers() != wantSize[e.Side()] {
			t.Fatalf("%s holds %v", e, tile)
		}
	}
}

func TestMarquisSetup(t *testing.T) {
	s, _ := NewGame(Config{Players: 1, Seed: 8, Challenge: 9})
	for e := Entrance(0); e < NumEntrances; e++ {
		tile := s.Entrance(e)
		onTop := e == entranceOf(Top, 0) || e == entranceOf(Top, 2) || e == entranceOf(Top, 4)
		if onTop != (tile != NoCustomer) || onTop && tile.Customers() != 1 {
			t.Fatalf("%s holds %v", e, tile)
		}
	}
	if len(s.Stack(1)) != 7 {
		t.Fatalf("the 1-customer stack keeps %d tiles, want 7", len(s.Stack(1)))
	}
}

func TestPubCrawlSetup(t *testing.T) {
	s, _ := NewGame(Config{Players: 1, Seed: 8, Challenge: 8})
	if s.Player(0).Supply[Pub] != 1 {
		t.Fatal("the spare pub starts in the supply")
	}
}

// NewGameInto deals the very game NewGame deals, into a reused state, without
// allocating; a bad config leaves the state as it was.
func TestNewGameInto(t *testing.T) {
	var s State
	for _, cfg := range []Config{{Players: 2, Seed: 1}, {Players: 4, Seed: 99, MoneyHidden: true}, {Players: 1, Seed: 5, Challenge: 1, Specialty: Meat}, {Players: 1, Seed: 8, Challenge: 7}} {
		want, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.players[0].Money = 77 // leftovers of an earlier game must not survive
		if err := NewGameInto(&s, cfg); err != nil {
			t.Fatal(err)
		}
		if s != *want {
			t.Fatalf("%+v: NewGameInto dealt another game than NewGame", cfg)
		}
	}
	before := s
	if err := NewGameInto(&s, Config{Players: 5}); err == nil || s != before {
		t.Fatalf("a bad config: error %v, state changed %v", err, s != before)
	}
	if allocs := testing.AllocsPerRun(100, func() { NewGameInto(&s, Config{Players: 2, Seed: 3}) }); allocs != 0 {
		t.Fatalf("NewGameInto allocates %.1f times", allocs)
	}
}

// A four-player position whose face-down restaurants are given only as "hidden" (a
// seat's view of the table) deals those cells exactly the box tiles left, wherever the
// spare pub is: in the fourth seat's supply, named or by default, or built face up.
func TestHiddenCellsWhereverTheSparePubIs(t *testing.T) {
	hiddenName := regexp.MustCompile(`"hidden:[a-z]+"`)
	var built, byDefault int
	for seed := range uint64(8) {
		cfg := Config{Players: 4, Seed: seed}
		s, _ := NewGame(cfg)
		r := NewRNG(seed)
		var buf []Move
		for step := 0; !s.Over(); step++ {
			data := hiddenName.ReplaceAll(mustJSON(s), []byte(`"hidden"`))
			su, err := ParseSetup(data)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			spare := s.Player(3).Supply
			variants := []*Setup{&su}
			if spare == [NumRestaurants]int8{Pub: 1} {
				defaulted := su
				defaulted.Players = append([]SetupPlayer(nil), su.Players...)
				defaulted.Players[3].Restaurants = nil // the supply a fourth seat starts with
				variants = append(variants, &defaulted)
			}
			for _, v := range variants {
				back, err := NewGameFrom(cfg, *v)
				if err != nil {
					t.Fatalf("seed %d, move %d: %v\n%s", seed, step, err, data)
				}
				if got, want := boardRestaurants(back), boardRestaurants(s); got != want || back.Player(3).Supply != spare {
					t.Fatalf("seed %d, move %d: rebuilt, the board holds %v and the fourth supply %v; the game's %v and %v", seed, step, got, back.Player(3).Supply, want, spare)
				}
			}
			if hidden := bytes.Contains(data, []byte(`"hidden"`)); hidden && spare[Pub] == 0 {
				built++
			} else if hidden && len(variants) == 2 && boardRestaurants(s)[Pub] == 1 {
				byDefault++
			}
			buf = s.LegalMoves(buf)
			s.Apply(buf[r.Intn(len(buf))])
		}
	}
	if built == 0 || byDefault == 0 {
		t.Fatalf("positions tried: %d with the spare pub built, %d with it in the supply by default and the box pub face up", built, byDefault)
	}
}

// boardRestaurants counts the restaurants on the board, face down or up, by kind.
func boardRestaurants(s *State) [NumRestaurants]int {
	var n [NumRestaurants]int
	for sp := range Space(NumSpaces) {
		if c := s.Space(sp); c.Kind == FaceDown || c.Kind == FaceUp {
			n[c.Restaurant]++
		}
	}
	return n
}
