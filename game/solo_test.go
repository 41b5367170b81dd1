package game

import (
	"strconv"
	"testing"
)

const solo = `"players": ["me"]`

func TestGoldenRule(t *testing.T) {
	s := positionState(t, solo, "")
	wantRefused(t, s, "coin", "never allowed in solo play")
	if isLegal(s, "coin") {
		t.Fatal("coin listed as legal in solo play")
	}
}

func TestSoloEndsAtTheTrigger(t *testing.T) {
	pos := `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "fish/0"},
		"entrances": {"top-A": "1:fish+flower", "top-B": "1:fish+tomato", "top-C": "1:fish+meat",
		"bottom-A": "2:fish+flower", "bottom-B": "2:fish+tomato", "bottom-C": "2:fish+meat", "bottom-D": "2:fish+grape",
		"left-2": "2:flower+tomato", "left-3": "2:flower+meat", "left-4": "2:flower+grape", "left-5": "2:tomato+meat",
		"right-2": "3:flower+tomato", "right-3": "3:flower+meat", "right-4": "3:flower+grape", "right-5": "3:tomato+meat"},
		"players": [{"money": 0}]}`
	s := positionState(t, solo, pos)
	mustPlay(t, s, "customer 3:fish+grape left-1")
	if !s.Over() {
		t.Fatal("a solo game ends with the turn that triggers the end")
	}
	if fame, ok := s.Fame(); ok {
		t.Fatalf("a standard solo game gives no fame, got %d", fame)
	}
}

func TestSoloEndsWithoutLegalAction(t *testing.T) {
	// Broke, no customers waiting, stands cost 2 or more everywhere left: nothing to do.
	pos := `{"cells": {"A1": "fish/0", "B2": "fish/0", "C3": "fish/0", "D4": "fish/0", "E5": "fish/0"},
		"players": [{"money": 0, "hand": ["meat"]}]}`
	s := positionState(t, solo, pos)
	if !s.Over() || s.HasLegalMove() {
		t.Fatal("with no legal action a solo game is over")
	}
}

func TestSpecialist(t *testing.T) {
	header := solo + `, "challenge": 1, "specialty": "fish"`
	pos := `{"cells": {"A3": "fish/0", "B3": "meat/0", "C3": "fish/0"},
		"players": [{"money": 0, "hand": ["meat", "meat", "fish"], "restaurants": ["tea"]}],
		"entrances": {"top-D": "1:fish+meat", "left-4": "1:tomato+meat"},
		"customers": {"2": ["fish+meat"]}}`
	s := positionState(t, header, pos)
	mustPlay(t, s, "customer 2:fish+meat left-3")
	if got := s.Player(0).Money; got != 4 {
		t.Fatalf("only the two fish stands collect (2 x 2): money %d, want 4", got)
	}
	// A meat stand under customers seeking meat collects nothing; place-then-pay counts
	// only collected money, so with too little money it cannot open.
	s = positionState(t, header, `{"cells": {"A4": "fish/0", "B4": "fish/0"}, "players": [{"money": 2, "hand": ["meat"], "restaurants": ["tea"]}],
		"entrances": {"left-4": "1:tomato+meat", "top-C": "1:fish+meat"}}`)
	wantRefused(t, s, "stand meat C4", "you need 3 coins, you would have 2")
	mustPlay(t, s, "restaurant tea E1")
	if got := s.Player(0).Money; got != 3 {
		t.Fatalf("opening a restaurant still pays 1: money %d", got)
	}
}

func TestLongGame(t *testing.T) {
	pos := `{"cells": {"A1": "fish/0", "B1": "fish/0", "C1": "meat/0", "D1": "grape/0", "A2": "pub"},
		"players": [{"money": 0, "hand": ["fish"]}],
		"entrances": {"top-B": "1:fish+meat"},
		"customers": {"4": ["fish"]}}`
	s := positionState(t, solo+`, "challenge": 2`, pos)
	mustPlay(t, s, "customer 4:fish left-1")
	// A1 fish next to the pub earns 2 x 4, B1 fish 1 x 4.
	if s.EarnedFromFours() != 12 || s.Player(0).Money != 12 {
		t.Fatalf("earned from fours %d, money %d", s.EarnedFromFours(), s.Player(0).Money)
	}
	// B2: the 4 fish customers on row 1 are not its lines; top-B's 1 customer pays 1 but is not a four.
	mustPlay(t, s, "stand fish B2")
	if s.EarnedFromFours() != 12 {
		t.Fatalf("earned from fours %d", s.EarnedFromFours())
	}
	if s.Score(0) != s.EarnedFromFours() {
		t.Fatal("the score is the money earned from 4-customer tiles")
	}
}

func TestCateringToCouples(t *testing.T) {
	pos := `{"cells": {"A1": "fish/0", "B1": "meat/0", "C3": "fish/0", "C4": "grape/0"}, "players": [{"money": 9, "hand": ["fish", "fish", "meat"]}]}`
	s := positionState(t, solo+`, "challenge": 3`, pos)
	wantRefused(t, s, "stand fish D1", "at most 2 stands in a line, and row 1 has them")
	wantRefused(t, s, "stand fish C2", "column C has them")
	mustPlay(t, s, "stand fish D2")
}

func TestLastCallFame(t *testing.T) {
	for _, c := range []struct {
		fours, fame int
	}{{2, 0}, {3, 3}} {
		pos := `{"players": [{"money": 60, "hand": []}], "fours_brought": ` + strconv.Itoa(c.fours) + `}`
		s := positionState(t, solo+`, "challenge": 5`, pos)
		if fame, ok := s.Fame(); !ok || fame != c.fame {
			t.Errorf("%d fours brought: fame %d (over %v), want %d", c.fours, fame, ok, c.fame)
		}
	}
}

func TestCrowdedMercado(t *testing.T) {
	// Row 2: left-2 holds 4 customers seeking meat, right-2 2 seeking fish+meat.
	pos := `{"cells": {}, "entrances": {"left-2": "4:meat", "right-2": "2:fish+meat"},
		"players": [{"money": 30, "hand": ["meat", "meat", "meat"]}], "display": ["meat", "meat", "fish"]}`
	s := positionState(t, solo+`, "challenge": 7`, pos)
	money := func() int { return s.Player(0).Money }
	mustPlay(t, s, "stand meat A2", "take meat") // 1 stand: neither tile pays; cost 1
	if money() != 29 {
		t.Fatalf("money %d after the first stand, want 29", money())
	}
	mustPlay(t, s, "stand meat B2", "take meat") // 2 stands: the 2-tile pays both meat stands 1x2; cost 2
	if money() != 29-2+4 {
		t.Fatalf("money %d, want 31", money())
	}
	mustPlay(t, s, "stand meat C2", "take fish") // 3: the 2-tile pays the new stand 2; cost 3
	if money() != 31-3+2 {
		t.Fatalf("money %d, want 30", money())
	}
	mustPlay(t, s, "stand meat D2") // 4: the 4-tile pays all four meat stands 1x4 each; plus 2 from the 2-tile; cost 4
	if money() != 30-4+16+2 {
		t.Fatalf("money %d, want 44", money())
	}
}

func TestCrowdedEndsAfterTheEighthStand(t *testing.T) {
	pos := `{"cells": {"A1": "fish/0", "B2": "fish/0", "C3": "fish/0", "D4": "fish/0", "E5": "fish/0", "A5": "meat/0", "B4": "meat/0"},
		"players": [{"money": 30, "hand": ["meat"]}]}`
	s := positionState(t, solo+`, "challenge": 7`, pos)
	mustPlay(t, s, "stand meat E1")
	if !s.Over() {
		t.Fatal("The Crowded Mercado ends after the turn of the 8th stand")
	}
}

func TestPubCrawl(t *testing.T) {
	pos := `{"cells": {"A1": "hidden:tea", "B1": "hidden:pub", "C1": "hidden:wine"},
		"players": [{"money": 9, "hand": ["fish", "fish", "fish"], "restaurants": ["pub", "sushi"]}]}`
	s := positionState(t, solo+`, "challenge": 8`, pos)
	wantRefused(t, s, "stand fish A1", "in Pub Crawl a stand cannot cover the face-down tea on A1")
	wantRefused(t, s, "restaurant pub C1", "in Pub Crawl a pub cannot cover the face-down wine on C1")
	if !isLegal(s, "stand fish B1") || !isLegal(s, "restaurant sushi A1") {
		t.Fatal("stands may cover the face-down pub; other restaurants may cover anything face down")
	}
	// Decision: face-down tiles show their type in this challenge, so the view keeps them.
	if v := s.View(0); v.Space(SpaceAt(0, 0)).Restaurant != Tea {
		t.Fatal("the view hides face-down types in Pub Crawl")
	}
}

func TestMarquis(t *testing.T) {
	pos := `{"cells": {"A2": "fish/0"}, "entrances": {"top-A": "1:fish+flower", "top-C": "1:tomato+meat", "top-E": "1:meat+grape"},
		"players": [{"money": 9, "hand": ["fish", "meat", "grape"], "restaurants": ["tea"]}],
		"customers": {"1": ["fish+tomato"]}}`
	s := positionState(t, solo+`, "challenge": 9`, pos)
	wantRefused(t, s, "stand fish B3", "only in columns A, C and E")
	wantRefused(t, s, "stand fish C3", "must sell a good the customer at top-C seeks")
	wantRefused(t, s, "customer 1:fish+tomato top-B", "no more customers may come to the top side")
	for _, m := range []string{"stand fish A3", "stand meat C3", "stand grape E3", "restaurant tea B4"} {
		if !isLegal(s, m) {
			t.Errorf("%s should be legal", m)
		}
	}
}

// TestMarquisNeverDealsADeadStart: a Marquis de Lisboa deal whose hand holds no good
// the three top tiles seek (nothing else is possible before the first stand) is dealt
// again, the same way every time, and a record of it replays the same game; a position
// set up that way on purpose still ends at once.
func TestMarquisNeverDealsADeadStart(t *testing.T) {
	cfg := Config{Players: 1, Seed: 38, Challenge: 9} // dealt a dead start before the redeal
	dead := Setup{FinalRound: -1, Turn: 0, Players: []SetupPlayer{{Hand: []Good{Tomato, Tomato, Grape}}},
		Entrances: &[NumEntrances]CustomerTile{}}
	for e := range dead.Entrances {
		dead.Entrances[e] = NoCustomer
	}
	top := func(a, b Good) CustomerTile {
		for t := CustomerTile(0); t < NumCustomerTiles; t++ {
			if t.Customers() == 1 && t.Seeks() == GoodsOf(a, b) {
				return t
			}
		}
		t.Fatal("no such tile")
		return 0
	}
	dead.Entrances[entranceOf(Top, 0)] = top(Fish, Meat)
	dead.Entrances[entranceOf(Top, 2)] = top(Fish, Flower)
	dead.Entrances[entranceOf(Top, 4)] = top(Flower, Meat)
	if s, err := NewGameFrom(cfg, dead); err != nil || !s.Over() {
		t.Fatalf("a position with no legal action must end at once (err %v)", err)
	}
	for seed := uint64(1); seed <= 2000; seed++ {
		cfg.Seed = seed
		s, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if s.Over() {
			t.Fatalf("seed %d: the Marquis de Lisboa deal ends before the first move", seed)
		}
		var into State
		if err := NewGameInto(&into, cfg); err != nil || into.Hash() != s.Hash() {
			t.Fatalf("seed %d: NewGameInto deals another game (err %v)", seed, err)
		}
		rec := Record{Players: []string{"me"}, Seed: seed, Challenge: 9}
		if r, err := rec.Start(); err != nil || r.Hash() != s.Hash() {
			t.Fatalf("seed %d: the record starts another game (err %v)", seed, err)
		}
	}
}

// Decision: "earns" for the Best Move bonus is the income of the action before any cost.
func TestBestMove(t *testing.T) {
	pos := `{"cells": {"A3": "meat/0", "B3": "fish/0", "E3": "grape/0", "C1": "meat/0", "C4": "fish/0", "C5": "tomato/0", "D3": "pub", "C2": "tea"},
		"entrances": {"left-3": "4:flower", "right-3": "3:flower+meat", "top-C": "3:fish+flower", "bottom-C": "2:flower+tomato"},
		"players": [{"money": 0, "hand": ["flower"]}]}`
	s := positionState(t, solo, pos)
	// Value 3 (pub + tea house) x (4+3+3+2) = 36 income, cost 4: net 32.
	mustPlay(t, s, "stand flower C3")
	if s.BestAction() != 36 || !s.BestMove() {
		t.Fatalf("best action %d", s.BestAction())
	}
}

func TestFameAndTitles(t *testing.T) {
	ch := Challenges[1]
	for score, want := range map[int]int{0: 0, 79: 0, 80: 1, 89: 1, 90: 2, 99: 2, 100: 3, 150: 3} {
		if got := ch.FameOf(score); got != want {
			t.Errorf("The Specialist: %d coins give %d fame, want %d", score, got, want)
		}
	}
	titles := map[int]string{0: "Are you even able to find the pub?", 5: "Are you even able to find the pub?",
		6: "Enjoying a beer at the pub with your friends?", 11: "You'll get there. Just keep trying!",
		15: "Market Magnate", 19: "Market Magnate", 20: "Market Tycoon!", 27: "Market Tycoon!",
		28: "You are (perhaps) the best in the world!"}
	for total, want := range titles {
		if got := FameTitle(total); got != want {
			t.Errorf("total %d: %q, want %q", total, got, want)
		}
	}
	if got := CampaignTotal([]int{3, 2, 1, 0, 0, 0, 0, 0, 3}, true); got != 11 {
		t.Errorf("campaign total %d, want 11", got)
	}
}
