package scenes

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// tooltipTable is a two-seat game played until the market shows every kind of thing a
// tooltip explains (a face-up and a face-down restaurant, a stand, a waiting customer)
// with the person to move.
func tooltipTable(a *App) (*table.Table, error) {
	for seed := uint64(3); seed < 40; seed++ {
		t, err := table.New(table.Config{Seats: []table.Seat{
			{Name: "Ana", Kind: table.Human, Color: 0},
			{Name: "Rui", Kind: table.Computer, Level: "easy", Color: 1},
		}, First: 0, Seed: seed, MoneyHidden: true, HardBudgetMS: 50})
		if err != nil {
			return nil, err
		}
		t.SetStore(a.Store)
		for n := 2; n <= 40 && !t.Over(); n += 2 {
			if err := playTo(t, n); err != nil {
				return nil, err
			}
			if !t.HumanToMove() || t.State().AwaitingTake() {
				continue
			}
			s := t.State()
			if findSpace(s, game.FaceUp) >= 0 && findSpace(s, game.FaceDown) >= 0 && findSpace(s, game.StandSpace) >= 0 && findEntrance(s) >= 0 {
				return t, nil
			}
		}
		t.Close()
	}
	return nil, errors.New("no seed gave a market with restaurants both ways up, a stand and a customer")
}

func findSpace(s *game.State, k game.SpaceKind) game.Space {
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		if s.Space(sp).Kind == k {
			return sp
		}
	}
	return -1
}

func findEntrance(s *game.State) game.Entrance {
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if s.Entrance(e) != game.NoCustomer {
			return e
		}
	}
	return -1
}

// hoverTip rests the mouse on r and returns the tooltip's text once the delay is over,
// checking that no card shows before it.
func hoverTip(a *App, sc *ui.Script, dst *Offscreen, b *Board, r ui.Rect) (string, error) {
	sc.Move(r.CX(), r.CY(), 1)
	// The frames are sketched (drive.go) but the last, which paints the card.
	if err := a.StepSketched(dst, tipDelay/2); err != nil {
		return "", err
	}
	if b.tip.shown() {
		return "", fmt.Errorf("a card opened before the delay: %q", b.tip.text)
	}
	if err := a.StepSketched(dst, tipDelay-1); err != nil {
		return "", err
	}
	if err := a.Step(dst, 1); err != nil {
		return "", err
	}
	return b.tip.text, nil
}

func mustSay(what, text string, facts ...string) error {
	for _, f := range facts {
		if !strings.Contains(strings.ToLower(text), strings.ToLower(f)) {
			return fmt.Errorf("the %s's tooltip %q does not say %q", what, text, f)
		}
	}
	return nil
}

// The tooltips of the board say the right facts about each kind of piece, after the
// delay and not before, and never name a face-down restaurant.
func TestTooltipsSayTheFacts(t *testing.T) {
	onGame(t, 1280, 800, func(dst *Offscreen) error {
		a, sc := testApp(nil)
		tb, err := tooltipTable(a)
		if err != nil {
			return err
		}
		b := NewBoard(tb)
		a.Push(b)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		s := tb.State()
		l := &b.view.layout

		up := findSpace(s, game.FaceUp)
		text, err := hoverTip(a, sc, dst, b, l.space(up))
		if err != nil {
			return err
		}
		r := s.Space(up).Restaurant
		facts := []string{restaurantName(r), spaceNames[up], spaceNames[up.Neighbours()[0]]}
		if r != game.Pub {
			facts = append(facts, goodName(game.Good(r-1)))
		}
		if err := mustSay("face-up restaurant", text, facts...); err != nil {
			return err
		}

		down := findSpace(s, game.FaceDown)
		if text, err = hoverTip(a, sc, dst, b, l.space(down)); err != nil {
			return err
		}
		if err := mustSay("face-down restaurant", text, spaceNames[down], num(s.StandCost(down))); err != nil {
			return err
		}
		if hidden := restaurantName(s.Space(down).Restaurant); strings.Contains(strings.ToLower(text), hidden) {
			return fmt.Errorf("the face-down restaurant's tooltip %q gives away that it is a %s", text, hidden)
		}

		st := findSpace(s, game.StandSpace)
		if text, err = hoverTip(a, sc, dst, b, l.space(st)); err != nil {
			return err
		}
		c := s.Space(st)
		owner := []string{"Ana", "Rui"}[c.Owner]
		if err := mustSay("stand", text, owner, goodName(c.Good), spaceNames[st], num(s.StandValue(st, c.Good))); err != nil {
			return err
		}

		e := findEntrance(s)
		if text, err = hoverTip(a, sc, dst, b, l.entrance(e)); err != nil {
			return err
		}
		facts = []string{entranceName(e), lineName(e.Line()), num(s.Entrance(e).Customers())}
		for _, g := range s.Entrance(e).Seeks().Goods() {
			facts = append(facts, goodName(g))
		}
		if err := mustSay("entrance", text, facts...); err != nil {
			return err
		}

		// An available customer tile: what it wants and its best entrance for Ana now.
		tile := s.AvailableCustomers()[0]
		cr, _ := l.customerRect(s, tile)
		if text, err = hoverTip(a, sc, dst, b, cr); err != nil {
			return err
		}
		facts = []string{num(tile.Customers())}
		for _, g := range tile.Seeks().Goods() {
			facts = append(facts, goodName(g))
		}
		best, any := -1, false
		var buf [game.MaxLegalMoves]game.Move
		for _, m := range s.LegalMoves(buf[:0]) {
			if m.Kind == game.BringCustomer && m.Tile == tile {
				best, any = max(best, s.Preview(m).Income[0]), true
			}
		}
		if any {
			facts = append(facts, fmt.Sprintf("Ana +%d", best))
		} else {
			facts = append(facts, lang.F("tips.customer.nowhere", "Name", "Ana"))
		}
		if err := mustSay("customer tile", text, facts...); err != nil {
			return err
		}

		if text, err = hoverTip(a, sc, dst, b, bagRect(l)); err != nil {
			return err
		}
		if err := mustSay("bag", text, lang.N("tips.bag", s.BagSize())); err != nil {
			return err
		}

		// Holding a piece silences the card: the placement preview speaks then.
		hand := l.handTile(0, 0)
		sc.Move(hand.CX(), hand.CY(), 1)
		sc.Press(false)
		sc.Move(l.board.CX(), l.board.CY(), 4)
		if err := a.Step(dst, tipDelay+10); err != nil {
			return err
		}
		if b.held == noPiece || b.tip.shown() {
			return fmt.Errorf("while a piece is dragged (held %v, top %T, human %v, hand %v, tip %+v) a tooltip shows %q", b.held, a.Top(), tb.HumanToMove(), s.Player(0).Hand, b.tip.spot, b.tip.text)
		}
		sc.Key(ebiten.KeyEscape) // the piece goes back
		sc.Release()
		if err := settle(a, dst, sc); err != nil {
			return err
		}

		// A long press on a hand tile explains it, and lifting the finger does not pick it up.
		sc.Move(hand.CX(), hand.CY(), 1)
		sc.Press(true)
		sc.Idle(tipDelay + 4)
		if err := a.Step(dst, tipDelay+6); err != nil {
			return err
		}
		if err := mustSay("hand tile (long press)", b.tip.text, "Ana"); err != nil {
			return err
		}
		sc.Release()
		if err := a.Step(dst, 3); err != nil {
			return err
		}
		if b.held != noPiece {
			return fmt.Errorf("the long press picked up %v", b.held)
		}
		if !b.tip.shown() {
			return errors.New("the long press's card vanished as the finger lifted")
		}
		return nil
	})
}

// Over many positions of many games, in every language, no tooltip names a face-down
// restaurant's kind: every text is the same whatever the hidden parts of the game
// (face-down restaurants, the bag's order, the stacks below their open tiles) are.
func TestTooltipsKeepHiddenThingsHidden(t *testing.T) {
	defer lang.Set("en")
	seats := []table.Seat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}}
	// every spot of every kind, and a few that name nothing (out of range)
	spots := []tipSpot{{kind: tipBag}, {kind: tipNone}}
	for x := -1; x <= game.NumCustomerTiles; x++ {
		for _, k := range []tipKind{tipSpace, tipEntrance, tipCustomer, tipStack, tipDisplay} {
			spots = append(spots, tipSpot{kind: k, which: x})
		}
	}
	for seat := -1; seat <= game.MaxPlayers; seat++ {
		for y := -1; y <= game.NumRestaurants; y++ {
			spots = append(spots, tipSpot{kind: tipHand, which: seat, item: y}, tipSpot{kind: tipSupply, which: seat, item: y})
		}
	}
	rng := game.NewRNG(11)
	var buf [game.MaxLegalMoves]game.Move
	checked := 0
	for g := 0; g < 12; g++ {
		s, err := game.NewGame(game.Config{Players: 2 + g%2, Seed: uint64(100 + g)})
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !s.Over() && step < 80; step++ {
			if step%7 == 0 {
				other := s.Determinize(&rng)
				for _, l := range lang.Languages {
					lang.Set(l.Code)
					for _, sp := range spots {
						text := tipText(s, sp, seats)
						if again := tipText(other, sp, seats); again != text {
							t.Fatalf("%s: the tooltip of %+v depends on hidden things: %q against %q", l.Code, sp, text, again)
						}
						if sp.kind != tipSpace || sp.which < 0 || sp.which >= game.NumSpaces || s.Space(game.Space(sp.which)).Kind != game.FaceDown {
							continue
						}
						if name := restaurantName(s.Space(game.Space(sp.which)).Restaurant); strings.Contains(strings.ToLower(text), strings.ToLower(name)) {
							t.Fatalf("%s: the face-down restaurant on %s is named in %q", l.Code, game.Space(sp.which), text)
						}
						checked++
					}
				}
			}
			moves := s.LegalMoves(buf[:0])
			s.Apply(moves[rng.Intn(len(moves))])
		}
	}
	if checked == 0 {
		t.Fatal("no face-down restaurant was ever looked at")
	}
}
