package scenes

import (
	"errors"
	"strings"
	"testing"

	"mercado/game"
	"mercado/ui/lang"
)

// Every refusal the rules give, over random games of every challenge and random moves
// tried at every step, is worded in every language, with all its values filled in.
func TestEveryRefusalIsWorded(t *testing.T) {
	defer lang.Set("en")
	seen := map[string]bool{}
	var buf [game.MaxLegalMoves]game.Move
	for g := 0; g < 60; g++ {
		cfg := game.Config{Players: 1 + g%4, Seed: uint64(g) + 1}
		if g%3 == 0 {
			cfg.Players, cfg.Challenge = 1, 1+g/3%9
		}
		s, err := game.NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := game.NewRNG(uint64(g))
		for steps := 0; !s.Over() && steps < 200; steps++ {
			for try := 0; try < 12; try++ {
				m := randomMove(&rng)
				err := s.Check(m)
				var im *game.IllegalMove
				if err == nil || !errors.As(err, &im) {
					continue
				}
				r, ok := refusals[im.Code]
				if !ok || len(r.args) != len(im.Args) {
					t.Fatalf("%v: code %q with %d values has no wording (%q)", m, im.Code, len(im.Args), im.Reason)
				}
				if !seen[im.Code] {
					seen[im.Code] = true
					for _, l := range lang.Languages {
						lang.Set(l.Code)
						text := refusalText(err, s)
						if text == "" || text == r.key || strings.Contains(text, "<no value>") || strings.Contains(text, "{{") {
							t.Errorf("%s, %s: %q", l.Code, im.Code, text)
						}
						if l.Code == "en" && text != im.Reason && !namesInWords(im.Args) {
							t.Errorf("English wording %q differs from the rules' %q", text, im.Reason)
						}
					}
					lang.Set("en")
				}
			}
			moves := s.LegalMoves(buf[:0])
			s.Apply(moves[rng.Intn(len(moves))])
		}
	}
	if len(seen) < 15 {
		t.Fatalf("only %d kinds of refusal met: %v", len(seen), seen)
	}
}

// namesInWords: the window names restaurants as players do ("sushi bar"), and tiles and
// entrances in words ("the tile with 2 customers for fish", "above column C"); the
// rules' English names them as the notation does ("sushi", "2:fish", "top-C").
func namesInWords(args []any) bool {
	for _, a := range args {
		switch a.(type) {
		case game.Restaurant, game.Entrance, game.CustomerTile:
			return true
		}
	}
	return false
}

// randomMove is any move at all, legal or not.
func randomMove(r *game.RNG) game.Move {
	switch r.Intn(6) {
	case 0:
		return game.StandMove(game.Good(r.Intn(game.NumGoods)), game.Space(r.Intn(game.NumSpaces)))
	case 1:
		return game.CustomerMove(game.CustomerTile(r.Intn(game.NumCustomerTiles)), game.Entrance(r.Intn(game.NumEntrances)))
	case 2:
		return game.RestaurantMove(game.Restaurant(r.Intn(game.NumRestaurants)), game.Space(r.Intn(game.NumSpaces)))
	case 3:
		return game.TakeMove(game.Good(r.Intn(game.NumGoods)))
	case 4:
		return game.RedrawMove()
	}
	return game.CoinMove()
}
