package scenes

import (
	"fmt"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

var logSeats = []table.Seat{{Name: "Ana", Kind: table.Human}, {Name: "Rui", Kind: table.Human, Color: 1}}

func logTile(t *testing.T, n int, goods ...game.Good) game.CustomerTile {
	t.Helper()
	tile, ok := game.TileOf(n, game.GoodsOf(goods...))
	if !ok {
		t.Fatalf("no tile %d %v", n, goods)
	}
	return tile
}

func mustEntrance(t *testing.T, s string) game.Entrance {
	t.Helper()
	e, ok := game.ParseEntrance(s)
	if !ok {
		t.Fatalf("no entrance %s", s)
	}
	return e
}

func mustSpace(t *testing.T, s string) game.Space {
	t.Helper()
	sp, ok := game.ParseSpace(s)
	if !ok {
		t.Fatalf("no space %s", s)
	}
	return sp
}

// told is the whole of what the log says about one decision.
func told(ev table.Event, seats []table.Seat) string {
	return strings.TrimSpace(moveSentence(ev, seats) + " " + noteSentence(ev, seats))
}

// gameEvents plays whole games at the table, every seat a person choosing varied legal
// moves, and returns every decision: each kind of move as the engine reports it.
func gameEvents(t *testing.T, seats []table.Seat, seed uint64, coins bool) []table.Event {
	t.Helper()
	tab, err := table.New(table.Config{Seats: seats, Seed: seed, MoneyHidden: true})
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(seed)
	for !tab.Over() && len(tab.Log()) < 400 {
		moves := tab.State().LegalMoves(nil)
		m := moves[rng.Intn(len(moves))]
		for _, c := range moves {
			if c.Kind == game.Redraw || coins && c.Kind == game.Coin && len(tab.Log()) > 30 {
				m = c
			}
		}
		if m.Kind == game.Coin && !coins && len(moves) > 1 {
			m = moves[(rng.Intn(len(moves)-1)+1+indexOf(moves, m))%len(moves)]
		}
		if _, err := tab.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return tab.Log()
}

func indexOf(moves []game.Move, m game.Move) int {
	for i, c := range moves {
		if c == m {
			return i
		}
	}
	return 0
}

// Every kind of decision is told in every language with nothing left untranslated, the
// names, goods, places and restaurants filled in, and never anyone's money total.
func TestLogSentencesInEveryLanguage(t *testing.T) {
	defer lang.Set("en")
	three := append(logSeats[:2:2], table.Seat{Name: "Inês", Kind: table.Human, Color: 2})
	solo := []table.Seat{{Name: soloName, Kind: table.Human}}
	games := []struct {
		seats []table.Seat
		evs   []table.Event
	}{
		{logSeats, gameEvents(t, logSeats, 3, false)},
		{logSeats, gameEvents(t, logSeats, 4, true)},
		{three, gameEvents(t, three, 5, false)},
		{solo, gameEvents(t, solo, 6, false)},
	}
	kinds := map[game.MoveKind]string{game.OpenStand: "stand", game.Take: "take", game.BringCustomer: "customer", game.OpenRestaurant: "restaurant", game.Coin: "coin", game.Redraw: "redraw"}
	seen := map[string]bool{}
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		check := func(ev table.Event, seats []table.Seat) {
			text := told(ev, seats)
			what := fmt.Sprintf("%s: %v by %d: %q", l.Code, ev.Move, ev.Seat, text)
			for _, bad := range []string{"log.", "good.", "restaurant.", "game.", "{{", "<no value>", "%!", "?"} {
				if strings.Contains(text, bad) {
					t.Errorf("%s has %q", what, bad)
				}
			}
			_, shown := logSeat(ev.Seat, seats)
			if !strings.Contains(text, shown) {
				t.Errorf("%s does not name %q", what, shown)
			}
			for seat := range seats {
				if total := ev.MoneyBefore[seat] + ev.Preview.Income[seat]; total > 9 && strings.Contains(text, " "+num(total)) {
					t.Errorf("%s tells a money total (%d)", what, total)
				}
			}
			m := ev.Move
			var want []string
			switch m.Kind {
			case game.OpenStand:
				want = []string{goodName(m.Good), m.Space.String(), num(ev.Preview.Cost)}
				if ev.RevealedAny {
					want = append(want, restaurantName(ev.Revealed))
				}
			case game.Take:
				want = []string{goodName(m.Good)}
			case game.BringCustomer:
				count := num(m.Tile.Customers())
				if l.Code == "de" && m.Tile.Customers() == 1 {
					count = "einen Kunden" // German says "one customer" in words: "1 Kunden" is wrong
				}
				want = []string{whereText(m.Entrance), count}
				for _, g := range m.Tile.Seeks().Goods() {
					want = append(want, goodName(g))
				}
			case game.OpenRestaurant:
				want = []string{restaurantName(m.Restaurant), m.Space.String()}
			}
			for seat, inc := range ev.Preview.Income[:len(seats)] {
				if inc > 0 && (m.Kind == game.OpenRestaurant || m.Kind == game.Coin) {
					want = append(want, num(inc)) // "earns 1 coin", "takes 1 coin"
				} else if inc > 0 {
					want = append(want, "+"+num(inc))
					if len(seats) > 1 {
						want = append(want, seats[seat].Name+" +"+num(inc))
					}
				}
			}
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("%s lacks %q", what, w)
				}
			}
			if ev.After.NoTake != table.Took && !strings.Contains(text, noTakeText(ev.After)) {
				t.Errorf("%s does not say why no tile was taken", what)
			}
			seen[kinds[m.Kind]] = true
			if ev.After.FinalRound {
				seen["final round"] = true
			}
			if ev.After.NoTake != table.Took {
				seen["no take"] = true
			}
			if ev.After.DisplayRedraw {
				seen["display redraw"] = true
			}
			if ev.After.Ends {
				seen[fmt.Sprint("end ", ev.After.End)] = true
			}
		}
		for _, g := range games {
			for _, ev := range g.evs {
				check(ev, g.seats)
			}
		}
	}
	for _, k := range []string{"stand", "take", "customer", "restaurant", "coin", "redraw", "final round", "no take", "end 1", "end 2"} {
		if !seen[k] {
			t.Errorf("the games never told a %q: the test misses a kind (seen %v)", k, seen)
		}
	}
}

// The sentences read as a person would say them, with the right plural forms.
func TestLogSentencesSayItRight(t *testing.T) {
	defer lang.Set("en")
	customer := func(n int, goods ...game.Good) table.Event {
		return table.Event{Seat: 0, Move: game.CustomerMove(logTile(t, n, goods...), mustEntrance(t, "right-5")), Preview: game.Preview{Income: [game.MaxPlayers]int{4, 3}}}
	}
	stand := func(cost int, after table.Aftermath) table.Event {
		return table.Event{Seat: 1, Move: game.StandMove(game.Tomato, mustSpace(t, "C3")), Preview: game.Preview{Cost: cost}, After: after}
	}
	final := func(turns int, trigger game.MoveKind) table.Event {
		return table.Event{Seat: 0, Move: game.TakeMove(game.Fish), After: table.Aftermath{FinalRound: true, Trigger: trigger, FreeSpaces: 4, FreeEntrances: 1, TurnsLeft: turns}}
	}
	cases := []struct {
		lang string
		ev   table.Event
		want string
	}{
		{"en", customer(2, game.Fish, game.Grape), "Ana brings 2 customers who want fish and grape to the right of row 5: Ana +4, Rui +3"},
		{"en", customer(1, game.Meat, game.Flower), "Ana brings 1 customer who wants flower and meat to the right of row 5: Ana +4, Rui +3"},
		{"en", table.Event{Seat: 1, Move: game.CustomerMove(logTile(t, 4, game.Fish), mustEntrance(t, "top-C"))}, "Rui brings 4 customers who want fish above column C: nobody earns"},
		{"de", customer(2, game.Fish, game.Grape), "Ana bringt 2 Kunden, die Fisch und Trauben möchten, rechts an Reihe 5: Ana +4, Rui +3"},
		{"de", customer(1, game.Fish, game.Grape), "Ana bringt einen Kunden, der Fisch und Trauben möchte, rechts an Reihe 5: Ana +4, Rui +3"},
		{"fr", customer(1, game.Fish, game.Grape), "Ana amène 1 client en quête de poisson et raisin à droite de la rangée 5 : Ana +4, Rui +3"},
		{"uk", customer(1, game.Fish, game.Grape), "Ана приводить 1 клієнта (риба і виноград) праворуч від ряду 5: Ана +4, Rui +3"},
		{"en", stand(1, table.Aftermath{}), "Rui opens a tomato stand at C3 for 1 coin"},
		{"en", stand(3, table.Aftermath{NoTake: table.HandAtLimit}), "Rui opens a tomato stand at C3 for 3 coins; no new stand tile: all 8 wooden stands are in the market"},
		{"en", stand(2, table.Aftermath{NoTake: table.HandAtLimit, StandsOff: 2}), "Rui opens a tomato stand at C3 for 2 coins; no new stand tile: the last 2 wooden stands off the market already ride on hand tiles"},
		{"en", stand(2, table.Aftermath{NoTake: table.DisplayEmpty, StandsOff: 5}), "Rui opens a tomato stand at C3 for 2 coins; no new stand tile: the display is empty"},
		{"uk", stand(1, table.Aftermath{}), "Rui відкриває ятку «томати» на C3 за 1 монету"},
		{"uk", stand(2, table.Aftermath{}), "Rui відкриває ятку «томати» на C3 за 2 монети"},
		{"uk", stand(5, table.Aftermath{}), "Rui відкриває ятку «томати» на C3 за 5 монет"},
		{"de", stand(1, table.Aftermath{NoTake: table.HandAtLimit, StandsOff: 1}), "Rui eröffnet einen Stand Tomaten auf C3 für 1 Münze; kein neues Standplättchen: der letzte Holzstand abseits des Markts steht schon auf einem Handplättchen"},
		{"en", final(1, game.OpenStand), "Ana takes a fish tile from the display Final round: Ana left only 4 free spaces in the market. 1 more turn, then the game ends."},
		{"en", final(3, game.BringCustomer), "Ana takes a fish tile from the display Final round: Ana left only 1 entrance empty. 3 more turns, then the game ends."},
		{"de", final(3, game.OpenStand), "Ana nimmt ein Plättchen Fisch aus der Auslage Letzte Runde: nach dem Zug von Ana sind nur noch 4 Felder des Markts frei. Noch 3 Züge, dann endet das Spiel."},
		{"uk", final(2, game.BringCustomer), "Ана бере з викладки плитку «риба» Останнє коло: після ходу гравця Ана вільний лише 1 вхід. Ще 2 ходи, і гра завершиться."},
		{"fr", final(1, game.OpenStand), "Ana prend une tuile poisson dans la réserve Dernier tour : après Ana, il ne reste que 4 cases libres au marché. Encore 1 tour de jeu, puis la partie se termine."},
		{"en", table.Event{Seat: 0, Move: game.CoinMove(), After: table.Aftermath{CoinsInARow: 3, CoinsToEnd: 4}}, "Ana takes 1 coin (3 in a row; 4 in a row end the game)"},
		{"en", table.Event{Seat: 0, Move: game.CoinMove(), After: table.Aftermath{CoinsInARow: 4, CoinsToEnd: 4, Ends: true, End: game.EndCoins}}, "Ana takes 1 coin Everyone took a coin in a row: the game ends."},
		{"en", table.Event{Seat: 0, Move: game.RedrawMove(), After: table.Aftermath{DisplayRedraw: true}}, "Ana swaps the display's three identical tiles for new ones"},
		{"en", table.Event{Seat: 1, Move: game.RestaurantMove(game.Sushi, mustSpace(t, "B2")), Preview: game.Preview{Income: [game.MaxPlayers]int{0, 1}}, RevealedAny: true, Revealed: game.Pizza}, "Rui opens a sushi bar at B2 and earns 1 coin; a pizzeria was lying face down there"},
	}
	for _, c := range cases {
		lang.Set(c.lang)
		seats := logSeats
		if c.lang == "uk" {
			seats = []table.Seat{{Name: "Ана", Kind: table.Human}, logSeats[1]}
		}
		if got := told(c.ev, seats); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.lang, got, c.want)
		}
	}
	// The solo player is "you", in the second person.
	lang.Set("en")
	you := []table.Seat{{Name: soloName, Kind: table.Human}}
	ev := table.Event{Seat: 0, Move: game.StandMove(game.Fish, mustSpace(t, "A1")), Preview: game.Preview{Cost: 1, Income: [game.MaxPlayers]int{6}}, After: table.Aftermath{FinalRound: true, FreeSpaces: 3, Ends: true, End: game.EndMarketFull}}
	if got, want := told(ev, you), "You open a fish stand at A1 for 1 coin: +6 Last turn: you left only 3 free spaces in the market."; got != want {
		t.Errorf("solo:\n got %q\nwant %q", got, want)
	}
}

// Long lines wrap to the log's width at the log's one text size, in every language.
func TestLogLinesWrapToThePanel(t *testing.T) {
	defer lang.Set("en")
	three := append(logSeats[:2:2], table.Seat{Name: "Inês", Kind: table.Human, Color: 2})
	evs := gameEvents(t, three, 5, false)
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		for _, area := range []ui.Rect{ui.R(900, 468, 368, 320), ui.R(900, 468, 368, 240)} {
			var v logView
			v.set(evs, three, 1)
			v.layout(area)
			w := logTextArea(area).W
			wrapped := 0
			for _, r := range v.rows {
				if r.line == recapRow {
					continue
				}
				if !r.first {
					wrapped++
				}
				if ui.TextWidth(r.text, logText, v.lines[r.line].note) > w && strings.Contains(r.text, " ") {
					t.Errorf("%s: a row is wider than the log (%.0f): %q", l.Code, w, r.text)
				}
			}
			for i, line := range v.lines {
				var rows []string
				for _, r := range v.rows {
					if r.line == i {
						rows = append(rows, r.text)
					}
				}
				if got := strings.Join(rows, " "); got != strings.Join(strings.Fields(line.text), " ") {
					t.Errorf("%s: the rows %q lose words of %q", l.Code, got, line.text)
				}
			}
			if wrapped == 0 {
				t.Errorf("%s: no line wrapped: the test checks nothing", l.Code)
			}
		}
	}
}
