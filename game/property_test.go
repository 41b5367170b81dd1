package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"
)

// allMoves is every move the notation can write, legal or not.
var allMoves = func() []Move {
	out := []Move{CoinMove(), RedrawMove()}
	for g := Good(0); g < NumGoods; g++ {
		out = append(out, TakeMove(g))
		for sp := Space(0); sp < NumSpaces; sp++ {
			out = append(out, StandMove(g, sp))
		}
	}
	for t := CustomerTile(0); t < NumCustomerTiles; t++ {
		for e := Entrance(0); e < NumEntrances; e++ {
			out = append(out, CustomerMove(t, e))
		}
	}
	for r := Restaurant(0); r < NumRestaurants; r++ {
		for sp := Space(0); sp < NumSpaces; sp++ {
			out = append(out, RestaurantMove(r, sp))
		}
	}
	return out
}()

type gameKind struct{ players, challenge int }

func allGameKinds() []gameKind {
	kinds := []gameKind{{1, 0}, {2, 0}, {3, 0}, {4, 0}}
	for ch := 1; ch <= NumChallenges; ch++ {
		kinds = append(kinds, gameKind{1, ch})
	}
	return kinds
}

// TestRandomGames plays thousands of random games of every kind and checks the
// invariants after every decision.
func TestRandomGames(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 30
	}
	for _, k := range allGameKinds() {
		t.Run(fmt.Sprintf("%dp-challenge%d", k.players, k.challenge), func(t *testing.T) {
			for g := 0; g < games; g++ {
				exhaustive := g < 15 // compare with Check on every move: slower, so a few games
				playCheckedGame(t, k, uint64(g)*7919+uint64(k.challenge), exhaustive)
			}
		})
	}
}

func playCheckedGame(t *testing.T, k gameKind, seed uint64, exhaustive bool) {
	cfg := Config{Players: k.players, Seed: seed, Challenge: k.challenge, Specialty: Good(seed % NumGoods)}
	s, err := NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec := &Record{Players: make([]string, k.players), Seed: seed, Challenge: k.challenge, Specialty: cfg.Specialty}
	r := NewRNG(seed)
	var moves []Move
	for step := 0; !s.Over(); step++ {
		if step > 1000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
		checkInvariants(t, s, seed, true)
		moves = s.LegalMoves(moves)
		if len(moves) == 0 {
			t.Fatalf("seed %d: no legal move but the game is not over", seed)
		}
		if exhaustive {
			checkLegalMovesMatchCheck(t, s, moves, seed)
		}
		if step%7 == 3 {
			checkPositionRoundTrip(t, s, rec, seed)
		}
		m := moves[r.Intn(len(moves))]
		if err := s.Play(m); err != nil {
			t.Fatalf("seed %d: generated move %s refused: %v", seed, m, err)
		}
		rec.Moves = append(rec.Moves, m.String())
	}
	checkInvariants(t, s, seed, true)
	if s.HasLegalMove() || len(s.Winners()) == 0 {
		t.Fatalf("seed %d: a finished game has moves or no winner", seed)
	}
	checkReplay(t, s, rec, seed)
}

// checkInvariants checks that the components add up and the caches agree. A dealt game
// holds all 12 restaurants but the set-aside pub; a position may leave any out.
func checkInvariants(t *testing.T, s *State, seed uint64, dealt bool) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("seed %d: %s", seed, fmt.Sprintf(format, args...))
	}
	standTiles := s.displaySize() + s.BagSize()
	restaurants := 0
	var perKind [NumRestaurants]int
	var inMarket [MaxPlayers]int
	for sp := Space(0); sp < NumSpaces; sp++ {
		switch c := s.Space(sp); c.Kind {
		case StandSpace:
			standTiles++
			inMarket[c.Owner]++
		case FaceUp, FaceDown:
			restaurants++
			perKind[c.Restaurant]++
		}
	}
	for seat := 0; seat < s.NumPlayers(); seat++ {
		p := s.Player(seat)
		standTiles += p.HandSize()
		restaurants += p.SupplySize()
		for r, n := range p.Supply {
			perKind[r] += int(n)
		}
		if p.Money < 0 {
			fail("seat %d has %d coins", seat, p.Money)
		}
		if inMarket[seat] > WoodenStands || inMarket[seat]+int(p.Stands) != WoodenStands {
			fail("seat %d: %d stands in the market, %d off it", seat, inMarket[seat], p.Stands)
		}
		if p.HandSize() > p.HandLimit() {
			fail("seat %d holds %d tiles, limit %d", seat, p.HandSize(), p.HandLimit())
		}
	}
	if standTiles != StandTiles {
		fail("%d stand tiles in play, want %d", standTiles, StandTiles)
	}
	wantRestaurants := 11 // one pub is set aside
	if s.NumPlayers() == 4 || s.Challenge().PubCrawl {
		wantRestaurants = 12 // ...into a supply
	}
	for r, n := range perKind {
		if n > RestaurantsPerKind {
			fail("%d %s restaurants", n, Restaurant(r))
		}
	}
	if dealt && restaurants != wantRestaurants {
		fail("%d restaurants in play, want %d", restaurants, wantRestaurants)
	}
	customers, want := 0, 0
	for n := 1; n <= MaxCustomers; n++ {
		customers += len(s.Stack(n))
		want += s.Challenge().TilesPerSize[n-1]
	}
	for e := Entrance(0); e < NumEntrances; e++ {
		if s.Entrance(e) != NoCustomer {
			customers++
		}
	}
	if customers != want {
		fail("%d customer tiles in play, want %d", customers, want)
	}
	fresh := *s
	fresh.recountBoard()
	if fresh != *s {
		fail("the board caches are stale")
	}
}

func checkLegalMovesMatchCheck(t *testing.T, s *State, legal []Move, seed uint64) {
	t.Helper()
	generated := map[Move]bool{}
	for _, m := range legal {
		if generated[m] {
			t.Fatalf("seed %d: %s generated twice", seed, m)
		}
		generated[m] = true
	}
	for _, m := range allMoves {
		err := s.Check(m)
		if (err == nil) != generated[m] {
			t.Fatalf("seed %d: %s: Check says %v, LegalMoves lists it: %v\n%s", seed, m, err, generated[m], mustJSON(s))
		}
		if err == nil {
			p := s.Preview(m)
			if m.Kind == OpenStand && s.Player(s.ToMove()).Money+p.Income[s.ToMove()] < p.Cost {
				t.Fatalf("seed %d: %s is legal but unaffordable", seed, m)
			}
		}
	}
}

// checkPositionRoundTrip: position -> JSON -> position is the identity.
func checkPositionRoundTrip(t *testing.T, s *State, rec *Record, seed uint64) {
	t.Helper()
	data := mustJSON(s)
	su, err := ParseSetup(data)
	if err != nil {
		t.Fatalf("seed %d: own position unreadable: %v\n%s", seed, err, data)
	}
	back, err := NewGameFrom(rec.Config(), su)
	if err != nil {
		t.Fatalf("seed %d: own position refused: %v\n%s", seed, err, data)
	}
	back.rng = s.rng // the generator is not part of a position
	if *back != *s {
		t.Fatalf("seed %d: position round trip differs\n%s\n%s", seed, data, mustJSON(back))
	}
}

// checkReplay: replaying the record reproduces the final position exactly.
func checkReplay(t *testing.T, final *State, rec *Record, seed uint64) {
	t.Helper()
	data, _ := json.Marshal(rec)
	parsed, err := ParseRecord(data)
	if err != nil {
		t.Fatalf("seed %d: own record unreadable: %v", seed, err)
	}
	again, err := parsed.Replay()
	if err != nil {
		t.Fatalf("seed %d: own record does not replay: %v", seed, err)
	}
	if *again != *final {
		t.Fatalf("seed %d: the replay ends elsewhere", seed)
	}
}

func mustJSON(s *State) []byte {
	data, err := s.MarshalJSON()
	if err != nil {
		panic(err)
	}
	var b bytes.Buffer
	json.Indent(&b, data, "", " ")
	return b.Bytes()
}
