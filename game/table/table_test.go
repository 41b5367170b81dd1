package table

import (
	"fmt"
	"strings"
	"testing"

	"mercado/game"
)

func TestNewValidates(t *testing.T) {
	good := seats3()
	with := func(f func(s []Seat) []Seat) []Seat { return f(seats3()) }
	cases := []struct {
		name string
		cfg  Config
		want string
	}{
		{"no seats", Config{}, "a game has 1 to 4 players, not 0"},
		{"five seats", Config{Seats: append(seats3(), seats3()[:2]...)}, "a game has 1 to 4 players, not 5"},
		{"empty name", Config{Seats: with(func(s []Seat) []Seat { s[1].Name = "   "; return s })}, "player 2: the name is empty"},
		{"long name", Config{Seats: with(func(s []Seat) []Seat { s[0].Name = strings.Repeat("é", 25); return s })}, "has 25 letters; names have at most 24"},
		{"control character", Config{Seats: with(func(s []Seat) []Seat { s[0].Name = "A\nB"; return s })}, "cannot be shown"},
		{"colour range", Config{Seats: with(func(s []Seat) []Seat { s[2].Color = 4; return s })}, "player 3 (Bot Medium): colour 4 is not one of 0 to 3"},
		{"negative colour", Config{Seats: with(func(s []Seat) []Seat { s[2].Color = -1; return s })}, "colour -1"},
		{"same colour", Config{Seats: with(func(s []Seat) []Seat { s[2].Color = 0; return s })}, "player 3 (Bot Medium) has the same colour as player 1 (Ana)"},
		{"unknown level", Config{Seats: with(func(s []Seat) []Seat { s[1].Level = "genius"; return s })}, `player 2 (Bot Easy): "genius" is not a computer level (easy, medium, hard)`},
		{"computer without level", Config{Seats: with(func(s []Seat) []Seat { s[1].Level = ""; return s })}, `"" is not a computer level`},
		{"unknown kind", Config{Seats: with(func(s []Seat) []Seat { s[1].Kind = 7; return s })}, "a seat is played by a human or a computer"},
		{"first too big", Config{Seats: good, First: 3}, "first player: 3 is not one of the 3 players"},
		{"first negative", Config{Seats: good, First: -2}, "first player: -2"},
		{"challenge with three", Config{Seats: good, Challenge: 2}, "challenge: solo challenges take exactly 1 player, not 3"},
		{"challenge out of range", Config{Seats: good[:1], Challenge: game.NumChallenges + 1}, fmt.Sprintf("challenge: must be 0 (standard game) or 1 to %d, not %d", game.NumChallenges, game.NumChallenges+1)},
		{"bad specialty", Config{Seats: good[:1], Challenge: 1, Specialty: 9}, "specialty: not a good"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tab, err := New(c.cfg)
			if err == nil {
				t.Fatalf("New accepted it: seats %v", tab.Seats())
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestNewTidiesSeats(t *testing.T) {
	tab := mustNew(t, Config{Seats: []Seat{
		{Name: "  Ana  ", Kind: Human, Level: "hard", Color: 3},
		{Name: "Bo", Kind: Computer, Level: " Medium ", Color: 0},
	}})
	want := []Seat{{Name: "Ana", Kind: Human, Color: 3}, {Name: "Bo", Kind: Computer, Level: "medium", Color: 0}}
	for i, s := range tab.Seats() {
		if s != want[i] {
			t.Errorf("seat %d = %+v, want %+v", i, s, want[i])
		}
	}
	if (tab.Seat(5) != Seat{}) || (tab.Seat(-1) != Seat{}) {
		t.Errorf("Seat out of range is not the zero seat")
	}
}

func TestFirstPlayerRotation(t *testing.T) {
	seats := []Seat{
		{Name: "A", Kind: Human, Color: 0}, {Name: "B", Kind: Human, Color: 1},
		{Name: "C", Kind: Human, Color: 2}, {Name: "D", Kind: Human, Color: 3},
	}
	tab := mustNew(t, Config{Seats: seats, First: 2, Seed: 5})
	got := strings.Join(names(tab.Seats()), "")
	if got != "CDAB" {
		t.Fatalf("engine order %s, want CDAB", got)
	}
	if p := strings.Join(tab.Record().Players, ""); p != "CDAB" {
		t.Fatalf("record players %s, want CDAB", p)
	}
	if tab.State().ToMove() != 0 {
		t.Fatalf("seat %d to move, want 0", tab.State().ToMove())
	}
	// The caller's slice is not reordered.
	if seats[0].Name != "A" {
		t.Fatalf("New changed the caller's seats")
	}
}

func TestFirstAtRandomIsDeterministic(t *testing.T) {
	seats := seats3()
	firsts := map[string]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		a := mustNew(t, Config{Seats: seats, First: -1, Seed: seed})
		b := mustNew(t, Config{Seats: seats, First: -1, Seed: seed})
		if a.Seat(0) != b.Seat(0) || a.State().Hash() != b.State().Hash() {
			t.Fatalf("seed %d: two tables differ", seed)
		}
		// Clockwise order is kept whoever starts.
		if order := strings.Join(names(a.Seats()), ","); !strings.Contains("Ana,Bot Easy,Bot Medium,Ana,Bot Easy", order) {
			t.Fatalf("seed %d: order %s is not the clockwise order", seed, order)
		}
		firsts[a.Seat(0).Name] = true
	}
	if len(firsts) != 3 {
		t.Fatalf("over 30 seeds only %v started", firsts)
	}
}

func TestFullGame(t *testing.T) {
	store := NewMemStore()
	// Seed 5 gives a whole game that ends by the board filling up (seed 42 ends early by coins).
	tab := mustNew(t, Config{Seats: seats3(), First: 1, Seed: 5, MoneyHidden: true})
	tab.SetStore(store)
	rng := game.NewRNG(7)
	for decisions := 0; !tab.Over(); decisions++ {
		if decisions > 5000 {
			t.Fatalf("the game does not end")
		}
		if tab.HumanToMove() {
			if ev := playHuman(t, tab, &rng); ev.ByComputer || tab.Seat(ev.Seat).Kind != Human {
				t.Fatalf("a person's event %+v", ev)
			}
			continue
		}
		if tab.Thinking() && tab.HumanToMove() {
			t.Fatalf("thinking while a person is to move")
		}
		if ev := pollMove(t, tab); !ev.ByComputer || tab.Seat(ev.Seat).Kind != Computer {
			t.Fatalf("a computer's event %+v", ev)
		}
		if err := tab.SaveError(); err != nil {
			t.Fatalf("SaveError: %v", err)
		}
	}
	s, log := tab.State(), tab.Log()
	n := s.NumPlayers()
	for i, ev := range log {
		after := [game.MaxPlayers]int{}
		if i+1 < len(log) {
			after = log[i+1].MoneyBefore
		} else {
			for seat := range n {
				after[seat] = s.Player(seat).Money
			}
		}
		for seat := range n {
			want := ev.MoneyBefore[seat] + ev.Preview.Income[seat]
			if seat == ev.Seat {
				want -= ev.Preview.Cost
			}
			if after[seat] != want {
				t.Fatalf("event %d (%v): seat %d has %d, want %d", i, ev.Move, seat, after[seat], want)
			}
		}
		if i+1 < len(log) {
			next := log[i+1].Seat
			if ev.EndsTurn && next != (ev.Seat+1)%n || !ev.EndsTurn && next != ev.Seat {
				t.Fatalf("event %d ends turn %v, but seat %d moves next", i, ev.EndsTurn, next)
			}
		}
	}
	if !log[len(log)-1].EndsTurn {
		t.Fatalf("the last decision does not end a turn")
	}
	rec := tab.Record()
	if len(rec.Moves) != len(log) {
		t.Fatalf("%d record moves for %d events", len(rec.Moves), len(log))
	}
	// Replaying step by step: each event's reveal is what lay on its space.
	pos, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	reveals := 0
	for i, ev := range log {
		c := pos.Space(ev.Move.Space)
		placed := ev.Move.Kind == game.OpenStand || ev.Move.Kind == game.OpenRestaurant
		if ev.RevealedAny != (placed && c.Kind == game.FaceDown) || ev.RevealedAny && ev.Revealed != c.Restaurant {
			t.Fatalf("event %d (%v): revealed %v %v, the space held %+v", i, ev.Move, ev.RevealedAny, ev.Revealed, c)
		}
		if ev.RevealedAny {
			reveals++
		}
		pos.Apply(ev.Move)
	}
	t.Logf("%d decisions, %d restaurants revealed", len(log), reveals)
	final, err := rec.Replay()
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	if final.Hash() != s.Hash() {
		t.Fatalf("the record replays to another position")
	}
	if _, err := store.Read(SaveName); err == nil {
		t.Fatalf("the save of a finished game is still there")
	}
	if tab.HumanToMove() || tab.Thinking() || tab.CanUndo() && tab.Humans() != 1 {
		t.Fatalf("a finished game still waits on someone")
	}
	if _, ok := tab.Poll(); ok {
		t.Fatalf("Poll moved after the end")
	}
	if _, err := tab.Play(game.CoinMove()); err == nil || err.Error() != "the game is over" {
		t.Fatalf("Play after the end: %v", err)
	}
}

func TestPlayRefusesIllegal(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 3})
	hash, logLen := tab.State().Hash(), len(tab.Log())
	for _, m := range []game.Move{game.TakeMove(game.Fish), {Kind: 99}, game.StandMove(game.Fish, -4)} {
		want := tab.State().Check(m)
		_, err := tab.Play(m)
		if err == nil || want == nil || err.Error() != want.Error() {
			t.Fatalf("Play(%v) = %v, want the engine's %v", m, err, want)
		}
		if tab.State().Hash() != hash || len(tab.Log()) != logLen || len(tab.Record().Moves) != 0 {
			t.Fatalf("a refused move changed the game")
		}
	}
}

func TestPlayWhileComputerMoves(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 1, Seed: 3})
	defer tab.Close()
	if tab.HumanToMove() {
		t.Fatalf("a computer should start")
	}
	hash := tab.State().Hash()
	_, err := tab.Play(game.CoinMove())
	if err == nil || !strings.Contains(err.Error(), "it is Bot Easy's turn, a computer player") {
		t.Fatalf("Play on a computer's turn: %v", err)
	}
	if tab.State().Hash() != hash {
		t.Fatalf("the refused move changed the game")
	}
}

func TestFromRecord(t *testing.T) {
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 11})
	rng := game.NewRNG(1)
	humanTurn(t, tab, &rng)
	untilHuman(t, tab)
	humanTurn(t, tab, &rng)
	rec := tab.Record()
	people := []Seat{{Name: "X", Color: 0}, {Name: "Y", Color: 1}, {Name: "Z", Color: 2}}
	imp, err := FromRecord(rec, people)
	if err != nil {
		t.Fatalf("FromRecord: %v", err)
	}
	if imp.State().Hash() != tab.State().Hash() || len(imp.Log()) != len(tab.Log()) {
		t.Fatalf("the imported game differs")
	}
	if got := strings.Join(imp.Record().Players, ","); got != "X,Y,Z" {
		t.Fatalf("imported players %s", got)
	}
	if _, err := FromRecord(rec, people[:2]); err == nil || !strings.Contains(err.Error(), "the record has 3 players but 2 seats") {
		t.Fatalf("seat count mismatch: %v", err)
	}
	rec.Moves = []string{"coin", "customer 4:grape top-A", "coin"}
	if _, err := FromRecord(rec, people); err == nil || !strings.Contains(err.Error(), `move 2 ("customer 4:grape top-A")`) {
		t.Fatalf("illegal move: %v", err)
	}
	if _, err := FromRecord(nil, people); err == nil {
		t.Fatalf("FromRecord(nil) accepted")
	}
}

func TestConcede(t *testing.T) {
	store := NewMemStore()
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 8})
	tab.SetStore(store)
	rng := game.NewRNG(2)
	humanTurn(t, tab, &rng) // the computer now thinks
	if _, err := store.Read(SaveName); err != nil {
		t.Fatalf("no save during the game: %v", err)
	}
	for _, c := range []struct {
		seat int
		want string
	}{{1, "Bot Easy is a computer player"}, {4, "there is no seat 4"}, {-1, "there is no seat -1"}} {
		if err := tab.Concede(c.seat); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("Concede(%d) = %v, want %q", c.seat, err, c.want)
		}
	}
	if err := tab.Concede(0); err != nil {
		t.Fatalf("Concede: %v", err)
	}
	if !tab.Over() || tab.Conceded() != 0 || tab.Thinking() || tab.HumanToMove() || tab.CanUndo() {
		t.Fatalf("after conceding: over %v, conceded %d", tab.Over(), tab.Conceded())
	}
	if _, err := store.Read(SaveName); err == nil {
		t.Fatalf("the save of a conceded game is still there")
	}
	if err := tab.Concede(0); err == nil {
		t.Fatalf("conceded twice")
	}
	if _, err := tab.Play(game.CoinMove()); err == nil || !strings.Contains(err.Error(), "Ana conceded") {
		t.Fatalf("Play after conceding: %v", err)
	}
	if _, ok := tab.Poll(); ok {
		t.Fatalf("Poll moved after conceding")
	}
}

// EndsTurn agrees with what playing the move does, over a few games' decisions, and
// changes nothing.
func TestEndsTurnPredictsTheEvent(t *testing.T) {
	for _, cfg := range []Config{
		{Seats: seats3(), First: 0, Seed: 5},
		{Seats: []Seat{{Name: "Ana", Kind: Human}}, First: 0, Seed: 6, Challenge: 3},
	} {
		tab := mustNew(t, cfg)
		rng := game.NewRNG(9)
		var buf [game.MaxLegalMoves]game.Move
		for i := 0; i < 40 && !tab.Over(); i++ {
			if !tab.HumanToMove() {
				untilHuman(t, tab)
				continue
			}
			moves := tab.State().LegalMoves(buf[:0])
			m := moves[rng.Intn(len(moves))]
			hash := tab.State().Hash()
			want := tab.EndsTurn(m)
			if tab.State().Hash() != hash {
				t.Fatal("EndsTurn changed the position")
			}
			ev, err := tab.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			if ev.EndsTurn != want {
				t.Fatalf("%v: EndsTurn said %v, the event %v", m, want, ev.EndsTurn)
			}
		}
	}
	tab := mustNew(t, Config{Seats: seats3(), First: 0, Seed: 5})
	if tab.EndsTurn(game.Move{Kind: game.Take}) {
		t.Fatal("an illegal move ends the turn")
	}
}
