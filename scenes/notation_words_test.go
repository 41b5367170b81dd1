package scenes

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// The record's notation (game/notation.go) is for files, not for players: no screen
// names a move, a tile or an entrance the way a record writes it.

// notation matches what the notation writes, in any language's words for the goods: a
// tile "2:fish+meat", an entrance "left-3" (or its old translations, "oben-C"), and the
// moves "stand fish B3", "restaurant pub C2", "customer 2:…".
var notation = func() *regexp.Regexp {
	var goods, rests []string
	for g := game.Good(0); g < game.NumGoods; g++ {
		goods = append(goods, g.String())
	}
	for r := game.Restaurant(0); r < game.NumRestaurants; r++ {
		rests = append(rests, r.String())
	}
	return regexp.MustCompile(`\d\s?:\s?\p{L}+(\+\p{L}+)+|\d:\p{L}+|\p{L}{2,}[-−][A-E1-5]([^\p{L}\p{N}]|$)` +
		`|\b(stand (` + strings.Join(goods, "|") + `)|restaurant (` + strings.Join(rests, "|") + `)) [A-E][1-5]\b` +
		`|\bcustomer \d|\btake (` + strings.Join(goods, "|") + `)$`)
}()

// noNotation reports the first text that holds notation.
func noNotation(texts []string) error {
	for _, s := range texts {
		if m := notation.FindString(s); m != "" {
			return fmt.Errorf("%q holds the record's notation %q", s, m)
		}
	}
	return nil
}

// The pattern itself: it knows the notation's every form, and the log's words pass.
func TestNotationPattern(t *testing.T) {
	tile, _ := game.TileOf(2, game.GoodsOf(game.Tomato, game.Grape))
	e, _ := game.ParseEntrance("left-3")
	sp, _ := game.ParseSpace("B3")
	for _, m := range []game.Move{game.CustomerMove(tile, e), game.StandMove(game.Fish, sp), game.RestaurantMove(game.Pub, sp), game.TakeMove(game.Meat)} {
		if notation.FindString(m.String()) == "" {
			t.Errorf("the pattern misses %q", m.String())
		}
	}
	for _, s := range []string{"customers 2:tomato+grape at left−3: +10", "Kunden 2:Tomate+Traube an links-3", "oben-C", "Fish stand of You on C2 at top-C."} {
		if notation.FindString(s) == "" {
			t.Errorf("the pattern misses the notation in %q", s)
		}
	}
	for _, s := range []string{"Rui brings 4 customers who want fish above column C: nobody earns", "open a fish stand at B3: +6", "2026-12-02 15:04 · won by Rui", "Move 12: Rui", "Ana +6, Rui +3"} {
		if m := notation.FindString(s); m != "" {
			t.Errorf("the pattern takes words for notation: %q in %q", m, s)
		}
	}
}

// wordsOfPositions are every text the words functions make of a few positions (a
// standard game some moves in, and each challenge): every legal move as the hints, the
// review and the standings' best move tell it and as the log tells it played; every
// tooltip; every refusal of every move the rules refuse there; every customer tile and
// entrance by name; the tutorial's instructions.
func wordsOfPositions(t *testing.T) []string {
	t.Helper()
	var states []*game.State
	for n := 0; n <= 9; n++ {
		players := 1
		if n == 0 {
			players = 3
		}
		s, err := game.NewGame(game.Config{Players: players, Seed: uint64(7 + n), Challenge: n, Specialty: game.Meat})
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s.Clone())
		var buf [game.MaxLegalMoves]game.Move
		for k := 0; k < 24 && !s.Over(); k++ { // some moves in, the same ones every run
			moves := s.LegalMoves(buf[:0])
			s.Apply(moves[(k*7)%len(moves)])
		}
		states = append(states, s)
	}
	seats := []table.Seat{{Name: soloName, Kind: table.Human}, {Name: "Rui", Kind: table.Computer, Color: 1}, {Name: "Inês", Kind: table.Computer, Color: 2}}
	var out []string
	add := func(s ...string) { out = append(out, s...) }
	for _, s := range states {
		sts := seats[:s.NumPlayers()]
		var buf [game.MaxLegalMoves]game.Move
		for _, m := range s.LegalMoves(buf[:0]) {
			p := s.Preview(m)
			add(moveWhat(m), bestMoveText(game.TopMove{Decision: 1, Move: m, Income: 4}), wantText(m),
				moveSentence(table.Event{Seat: s.ToMove(), Move: m, Preview: p}, sts), previewText(p, s.ToMove(), sts))
		}
		for _, m := range everyMove() {
			if err := s.Check(m); err != nil {
				add(refusalText(err, s))
			}
		}
		for _, spot := range everySpot(s) {
			add(tipText(s, spot, sts))
		}
	}
	for tile := game.CustomerTile(0); tile < game.NumCustomerTiles; tile++ {
		add(tileText(tile))
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		add(entranceName(e))
	}
	return out
}

// everyMove is each move the notation can write, legal or not.
func everyMove() []game.Move {
	moves := []game.Move{game.CoinMove(), game.RedrawMove()}
	for g := game.Good(0); g < game.NumGoods; g++ {
		moves = append(moves, game.TakeMove(g))
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			moves = append(moves, game.StandMove(g, sp))
		}
	}
	for r := game.Restaurant(0); r < game.NumRestaurants; r++ {
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			moves = append(moves, game.RestaurantMove(r, sp))
		}
	}
	for tile := game.CustomerTile(0); tile < game.NumCustomerTiles; tile++ {
		for e := game.Entrance(0); e < game.NumEntrances; e++ {
			moves = append(moves, game.CustomerMove(tile, e))
		}
	}
	return moves
}

// everySpot is each thing of s a tooltip can be about.
func everySpot(s *game.State) []tipSpot {
	spots := []tipSpot{{kind: tipBag}}
	for sp := 0; sp < game.NumSpaces; sp++ {
		spots = append(spots, tipSpot{kind: tipSpace, which: sp})
	}
	for e := 0; e < game.NumEntrances; e++ {
		spots = append(spots, tipSpot{kind: tipEntrance, which: e})
	}
	for seat := 0; seat < s.NumPlayers(); seat++ {
		for g := 0; g < game.NumGoods; g++ {
			spots = append(spots, tipSpot{kind: tipHand, which: seat, item: g}, tipSpot{kind: tipDisplay, which: g})
		}
		for r := 0; r < game.NumRestaurants; r++ {
			spots = append(spots, tipSpot{kind: tipSupply, which: seat, item: r})
		}
	}
	for _, tile := range s.AvailableCustomers() {
		spots = append(spots, tipSpot{kind: tipCustomer, which: int(tile)})
	}
	for n := 1; n <= game.MaxCustomers; n++ {
		spots = append(spots, tipSpot{kind: tipStack, which: n})
	}
	return spots
}

// In every language, the words the table shows of moves, tiles, entrances and pieces
// (hints, review, standings' best move, log, tooltips, refusals, the tutorial's asks)
// hold no notation.
func TestWordsHoldNoNotation(t *testing.T) {
	defer lang.Set("en")
	for _, code := range []string{"en", "de", "fr", "uk"} {
		lang.Set(code)
		texts := wordsOfPositions(t)
		if len(texts) < 1000 {
			t.Fatalf("%s: only %d texts made", code, len(texts))
		}
		if err := noNotation(texts); err != nil {
			t.Errorf("%s: %v", code, err)
		}
	}
}

// A stand's tooltip names it as the log would: the solo player's is "Your fish stand on
// C2", not "Fish stand of You on C2"; another's is the owner's.
func TestStandTipNamesItsOwner(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	s, err := game.NewGame(game.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	var buf [game.MaxLegalMoves]game.Move
	for _, m := range s.LegalMoves(buf[:0]) {
		if m.Kind == game.OpenStand {
			s.Apply(m)
			spot := tipSpot{kind: tipSpace, which: int(m.Space)}
			want := "Your " + goodName(m.Good) + " stand on " + m.Space.String() + "."
			if got := tipText(s, spot, []table.Seat{{Name: soloName}, {Name: "Rui"}}); !strings.HasPrefix(got, want) {
				t.Errorf("the solo player's stand: %q, want it to begin %q", got, want)
			}
			want = "Ana's " + goodName(m.Good) + " stand on " + m.Space.String() + "."
			if got := tipText(s, spot, []table.Seat{{Name: "Ana"}, {Name: "Rui"}}); !strings.HasPrefix(got, want) {
				t.Errorf("Ana's stand: %q, want it to begin %q", got, want)
			}
			return
		}
	}
	t.Fatal("no stand could open")
}

// The standings (their ledger and best-move panel) and the review (its list and a
// decision shown) of a whole game, drawn in every language on a desktop and a phone,
// hold no notation: every text the frames draw is checked.
func TestStandingsAndReviewHoldNoNotation(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		onGame(t, size[0], size[1], func(dst *Offscreen) error {
			a, sc := testApp(nil)
			defer closeAll(a)
			defer lang.Set("en")
			tb, err := greedyFinishedTable()
			if err != nil {
				return err
			}
			a.Reset(NewScoring(tb))
			if err := settle(a, dst, sc); err != nil {
				return err
			}
			if err := drawnWithoutNotation(a, dst, "the standings", "breakdown.best.title"); err != nil {
				return err
			}
			r, err := NewReview(tb.Record(), tb.Seats())
			if err != nil {
				return err
			}
			a.Reset(r)
			if _, err := reviewReady(a, dst); err != nil {
				return err
			}
			if err := drawnWithoutNotation(a, dst, "the review's list", ""); err != nil {
				return err
			}
			for i, d := range r.res.Decisions { // a decision that had a better move: both are told
				if d.Best != d.Move {
					r.show(i)
					break
				}
			}
			return drawnWithoutNotation(a, dst, "a decision of the review", "review.detail.played")
		})
	}
}

// drawnWithoutNotation draws a's screen in each language and checks its texts: no
// notation, and (when title is a key) that text among them, so the part was drawn.
func drawnWithoutNotation(a *App, dst *Offscreen, what, title string) error {
	for _, code := range []string{"en", "de", "fr", "uk"} {
		lang.Set(code)
		texts, err := textDrawnInFrame(a, dst)
		if err != nil {
			return err
		}
		if err := noNotation(texts); err != nil {
			return fmt.Errorf("%s, %s at %vx%v: %v", what, code, a.W, a.H, err)
		}
		if title == "" {
			continue
		}
		want, found := lang.T(title), false
		if i := strings.Index(want, "{{"); i >= 0 {
			want = want[:i]
		}
		for _, s := range texts {
			found = found || strings.Contains(s, want)
		}
		if !found {
			return fmt.Errorf("%s, %s: %q is not drawn in %q", what, code, want, texts)
		}
	}
	return nil
}

// greedyFinishedTable plays a whole game between two people who each take the move that
// nets them most at once: their best moves bring customers, the notation's longest form.
func greedyFinishedTable() (*table.Table, error) {
	tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
	if err != nil {
		return nil, err
	}
	var buf [game.MaxLegalMoves]game.Move
	for n := 0; !tb.Over(); n++ {
		s := tb.State()
		moves := s.LegalMoves(buf[:0])
		best, most := moves[n%len(moves)], -1<<30
		for _, m := range moves {
			if p := s.Preview(m); m.Kind != game.Coin && p.Net(s.ToMove()) > most {
				best, most = m, p.Net(s.ToMove())
			}
		}
		if _, err := tb.Play(best); err != nil {
			return nil, err
		}
	}
	return tb, nil
}
