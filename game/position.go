package game

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Position keys (records.md). The solo counters and "redrawn" are this
// project's optional additions; missing keys take their setup values.
type positionJSON struct {
	Turn            int                 `json:"turn"`
	Cells           map[string]string   `json:"cells"`
	Entrances       map[string]string   `json:"entrances"`
	Players         []playerJSON        `json:"players"`
	Display         []string            `json:"display"`
	Bag             []string            `json:"bag"`
	Customers       map[string][]string `json:"customers"`
	CoinsInARow     int                 `json:"coins_in_a_row"`
	FinalRound      int                 `json:"final_round"`
	Awaiting        string              `json:"awaiting,omitempty"`
	Redrawn         bool                `json:"redrawn,omitempty"`
	EarnedFromFours int                 `json:"earned_from_fours,omitempty"`
	FoursBrought    int                 `json:"fours_brought,omitempty"`
	BestAction      int                 `json:"best_action,omitempty"`
}

type playerJSON struct {
	Money       int      `json:"money"`
	Hand        []string `json:"hand"`
	Restaurants []string `json:"restaurants"`
	Stands      int      `json:"stands"`
}

// MarshalJSON writes the whole position, hidden parts included (it is the referee's copy).
func (s *State) MarshalJSON() ([]byte, error) {
	p := positionJSON{
		Turn: int(s.turn), Cells: map[string]string{}, Entrances: map[string]string{},
		Display: goodNamesOf(s.display), Bag: []string{}, Customers: map[string][]string{},
		CoinsInARow: int(s.coinsInARow), FinalRound: int(s.finalRound), Redrawn: s.redrawn,
		EarnedFromFours: s.earnedFromFours, FoursBrought: s.foursBrought, BestAction: s.bestAction,
	}
	if s.awaitingTake {
		p.Awaiting = "take"
	}
	for sp, c := range s.board {
		if text := c.String(); text != "" {
			p.Cells[Space(sp).String()] = text
		}
	}
	for e, t := range s.entrances {
		if t != NoCustomer {
			p.Entrances[Entrance(e).String()] = t.String()
		}
	}
	for seat := 0; seat < int(s.numPlayers); seat++ {
		pl := &s.players[seat]
		rs := []string{}
		for r, n := range pl.Supply {
			for ; n > 0; n-- {
				rs = append(rs, Restaurant(r).String())
			}
		}
		p.Players = append(p.Players, playerJSON{pl.Money, goodNamesOf(pl.Hand), rs, int(pl.Stands)})
	}
	for _, g := range s.Bag() {
		p.Bag = append(p.Bag, g.String())
	}
	for n := 1; n <= MaxCustomers; n++ {
		list := []string{}
		for _, t := range s.Stack(n) {
			list = append(list, t.Seeks().String())
		}
		p.Customers[strconv.Itoa(n)] = list
	}
	return json.Marshal(p)
}

// String is a space's notation in a position: "fish/0", "sushi", "hidden:pub", or "".
func (c SpaceContent) String() string {
	switch c.Kind {
	case StandSpace:
		return c.Good.String() + "/" + strconv.Itoa(int(c.Owner))
	case FaceUp:
		return c.Restaurant.String()
	case FaceDown:
		if c.Restaurant == UnknownRestaurant {
			return "hidden"
		}
		return "hidden:" + c.Restaurant.String()
	}
	return ""
}

// ParseSpaceContent reads a position's cell value.
func ParseSpaceContent(text string) (SpaceContent, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	if t == "hidden" {
		return SpaceContent{Kind: FaceDown, Restaurant: UnknownRestaurant}, nil
	}
	if name, ok := strings.CutPrefix(t, "hidden:"); ok {
		r, ok := ParseRestaurant(name)
		if !ok {
			return SpaceContent{}, fmt.Errorf("%q is not a restaurant", name)
		}
		return SpaceContent{Kind: FaceDown, Restaurant: r}, nil
	}
	if good, seat, ok := strings.Cut(t, "/"); ok {
		g, okG := ParseGood(good)
		n, err := strconv.Atoi(strings.TrimSpace(seat))
		if !okG || err != nil || n < 0 || n >= MaxPlayers {
			return SpaceContent{}, fmt.Errorf("%q is not a stand (write GOOD/SEAT, like fish/0)", text)
		}
		return SpaceContent{Kind: StandSpace, Good: g, Owner: int8(n)}, nil
	}
	if r, ok := ParseRestaurant(t); ok {
		return SpaceContent{Kind: FaceUp, Restaurant: r}, nil
	}
	return SpaceContent{}, fmt.Errorf("%q is not a stand (fish/0), a restaurant (sushi) or a face-down restaurant (hidden:sushi)", text)
}

// ParseSetup reads a position object into a Setup. Errors name the key at fault.
func ParseSetup(raw json.RawMessage) (Setup, error) {
	su := Setup{FinalRound: -1}
	err := eachKey(raw, "position", func(key string, val json.RawMessage) error {
		where := "position." + key
		parse, ok := setupKeys[key]
		if !ok {
			return fmt.Errorf("%s: unknown key", where)
		}
		return parse(&su, val, where)
	})
	return su, err
}

var setupKeys = map[string]func(su *Setup, val json.RawMessage, where string) error{
	"turn": func(su *Setup, v json.RawMessage, w string) error { return decodeAs(v, w, "a seat number", &su.Turn) },
	"coins_in_a_row": func(su *Setup, v json.RawMessage, w string) error {
		return decodeAs(v, w, "a whole number", &su.CoinsInARow)
	},
	"final_round": func(su *Setup, v json.RawMessage, w string) error {
		return decodeAs(v, w, "-1 or a seat", &su.FinalRound)
	},
	"redrawn": func(su *Setup, v json.RawMessage, w string) error {
		return decodeAs(v, w, "true or false", &su.Redrawn)
	},
	"earned_from_fours": func(su *Setup, v json.RawMessage, w string) error {
		return decodeAs(v, w, "a whole number", &su.EarnedFromFours)
	},
	"fours_brought": func(su *Setup, v json.RawMessage, w string) error {
		return decodeAs(v, w, "a whole number", &su.FoursBrought)
	},
	"best_action": func(su *Setup, v json.RawMessage, w string) error {
		return decodeAs(v, w, "a whole number", &su.BestAction)
	},
	"awaiting": func(su *Setup, v json.RawMessage, w string) error {
		var a string
		if err := decodeAs(v, w, `"take"`, &a); err != nil {
			return err
		}
		if a != "take" {
			return fmt.Errorf(`%s: the only mid-turn state is "take", not %q`, w, a)
		}
		su.AwaitingTake = true
		return nil
	},
	"display": func(su *Setup, v json.RawMessage, w string) (err error) {
		su.Display, err = parseGoodList(v, w)
		return err
	},
	"bag": func(su *Setup, v json.RawMessage, w string) (err error) {
		su.Bag, err = parseGoodList(v, w)
		return err
	},
	"cells":     parseCells,
	"entrances": parseEntrances,
	"customers": parseCustomers,
	"players":   parsePlayers,
}

func parseCells(su *Setup, raw json.RawMessage, where string) error {
	var board [NumSpaces]SpaceContent
	var seen [NumSpaces]bool
	err := eachKey(raw, where, func(key string, val json.RawMessage) error {
		sp, ok := ParseSpace(key)
		if !ok {
			return fmt.Errorf("%s.%s: not a space (A1..E5)", where, key)
		}
		if seen[sp] {
			return fmt.Errorf("%s.%s: two things on one space", where, key)
		}
		seen[sp] = true
		var text string
		if err := decodeAs(val, where+"."+key, "a string", &text); err != nil {
			return err
		}
		c, err := ParseSpaceContent(text)
		if err != nil {
			return fmt.Errorf("%s.%s: %v", where, key, err)
		}
		board[sp] = c
		return nil
	})
	su.Board = &board
	return err
}

func parseEntrances(su *Setup, raw json.RawMessage, where string) error {
	var ents [NumEntrances]CustomerTile
	for e := range ents {
		ents[e] = NoCustomer
	}
	err := eachKey(raw, where, func(key string, val json.RawMessage) error {
		e, ok := ParseEntrance(key)
		if !ok {
			return fmt.Errorf("%s.%s: not an entrance (top-A, left-3, ...)", where, key)
		}
		if ents[e] != NoCustomer {
			return fmt.Errorf("%s.%s: two tiles at one entrance", where, key)
		}
		var text string
		if err := decodeAs(val, where+"."+key, "a customer tile like 2:fish+meat", &text); err != nil {
			return err
		}
		t, err := ParseCustomerTile(text)
		if err != nil {
			return fmt.Errorf("%s.%s: %v", where, key, err)
		}
		ents[e] = t
		return nil
	})
	su.Entrances = &ents
	return err
}

func parseCustomers(su *Setup, raw json.RawMessage, where string) error {
	return eachKey(raw, where, func(key string, val json.RawMessage) error {
		n, err := strconv.Atoi(key)
		if err != nil || n < 1 || n > MaxCustomers {
			return fmt.Errorf("%s.%s: the stacks are \"1\" to \"4\" (customers per tile)", where, key)
		}
		var list []string
		if err := decodeAs(val, where+"."+key, "a list of goods like fish+meat", &list); err != nil {
			return err
		}
		for i, goods := range list {
			t, err := parseTileGoods(n, goods)
			if err != nil {
				return fmt.Errorf("%s.%s[%d]: %v", where, key, i, err)
			}
			su.Customers[n-1] = append(su.Customers[n-1], t)
		}
		return nil
	})
}

func parsePlayers(su *Setup, raw json.RawMessage, where string) error {
	var list []json.RawMessage
	if err := decodeAs(raw, where, "a list of players", &list); err != nil {
		return err
	}
	for i, item := range list {
		w := fmt.Sprintf("%s[%d]", where, i)
		var p SetupPlayer
		err := eachKey(item, w, func(key string, val json.RawMessage) error {
			wk := w + "." + key
			switch key {
			case "money":
				p.Money = new(int)
				return decodeAs(val, wk, "a whole number", p.Money)
			case "stands":
				p.Stands = new(int)
				return decodeAs(val, wk, "a whole number", p.Stands)
			case "hand":
				hand, err := parseGoodList(val, wk)
				p.Hand = hand
				return err
			case "restaurants":
				var names []string
				if err := decodeAs(val, wk, "a list of restaurants", &names); err != nil {
					return err
				}
				p.Restaurants = []Restaurant{}
				for j, name := range names {
					r, ok := ParseRestaurant(name)
					if !ok {
						return fmt.Errorf("%s[%d]: %q is not a restaurant (pub, sushi, tea, pizza, burger, wine)", wk, j, name)
					}
					p.Restaurants = append(p.Restaurants, r)
				}
				return nil
			}
			return fmt.Errorf("%s: unknown key", wk)
		})
		if err != nil {
			return err
		}
		su.Players = append(su.Players, p)
	}
	return nil
}
