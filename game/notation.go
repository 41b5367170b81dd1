package game

import (
	"fmt"
	"strings"
)

// String is the move's canonical notation (records.md): "stand fish B3",
// "take meat", "customer 2:fish+meat left-3", "restaurant pub C2", "coin", "redraw".
func (m Move) String() string {
	switch m.Kind {
	case Coin:
		return "coin"
	case Redraw:
		return "redraw"
	case OpenStand:
		return "stand " + m.Good.String() + " " + m.Space.String()
	case Take:
		return "take " + m.Good.String()
	case BringCustomer:
		return "customer " + m.Tile.String() + " " + m.Entrance.String()
	case OpenRestaurant:
		return "restaurant " + m.Restaurant.String() + " " + m.Space.String()
	}
	return "?"
}

// ParseMove reads a move in notation, with any white space and letter case.
func ParseMove(text string) (Move, error) {
	words := strings.Fields(strings.ToLower(text))
	if len(words) == 0 {
		return Move{}, fmt.Errorf("empty move")
	}
	arity := map[string]int{"coin": 0, "redraw": 0, "take": 1, "stand": 2, "customer": 2, "restaurant": 2}
	want, known := arity[words[0]]
	if !known {
		return Move{}, fmt.Errorf("%q is not a move (coin, redraw, take, stand, customer, restaurant)", words[0])
	}
	if len(words)-1 != want {
		return Move{}, fmt.Errorf("%q takes %d word(s) after it: %s", words[0], want, moveUsage[words[0]])
	}
	switch words[0] {
	case "coin":
		return CoinMove(), nil
	case "redraw":
		return RedrawMove(), nil
	case "take":
		g, err := parseGoodWord(words[1])
		return TakeMove(g), err
	case "stand":
		g, err := parseGoodWord(words[1])
		if err != nil {
			return Move{}, err
		}
		sp, err := parseSpaceWord(words[2])
		return StandMove(g, sp), err
	case "customer":
		t, err := ParseCustomerTile(words[1])
		if err != nil {
			return Move{}, err
		}
		e, ok := ParseEntrance(words[2])
		if !ok {
			return Move{}, fmt.Errorf("%q is not an entrance (top-A..top-E, bottom-A..bottom-E, left-1..left-5, right-1..right-5)", words[2])
		}
		return CustomerMove(t, e), nil
	default: // restaurant
		r, ok := ParseRestaurant(words[1])
		if !ok {
			return Move{}, fmt.Errorf("%q is not a restaurant (pub, sushi, tea, pizza, burger, wine)", words[1])
		}
		sp, err := parseSpaceWord(words[2])
		return RestaurantMove(r, sp), err
	}
}

var moveUsage = map[string]string{
	"coin": "coin", "redraw": "redraw", "take": "take GOOD", "stand": "stand GOOD SPACE",
	"customer": "customer N:GOODS ENTRANCE", "restaurant": "restaurant KIND SPACE",
}

func parseGoodWord(w string) (Good, error) {
	g, ok := ParseGood(w)
	if !ok {
		return 0, fmt.Errorf("%q is not a good (fish, flower, tomato, meat, grape)", w)
	}
	return g, nil
}

func parseSpaceWord(w string) (Space, error) {
	sp, ok := ParseSpace(w)
	if !ok {
		return 0, fmt.Errorf("%q is not a space (A1..E5)", strings.ToUpper(w))
	}
	return sp, nil
}
