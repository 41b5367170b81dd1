package scenes

import (
	"mercado/game"
	"mercado/game/tutorial"
	"mercado/ui/lang"
)

// tutorialStepWords are each step's title and text keys (literal, so that the catalog
// test sees every key used). The texts are templates over tutorial.Facts.Pairs.
var tutorialStepWords = map[string][2]string{
	"welcome":             {"tutorial.welcome.title", "tutorial.welcome.text"},
	"start_coin":          {"tutorial.start_coin.title", "tutorial.start_coin.text"},
	"customer_tile":       {"tutorial.customer_tile.title", "tutorial.customer_tile.text"},
	"open_stand":          {"tutorial.open_stand.title", "tutorial.open_stand.text"},
	"take_tile":           {"tutorial.take_tile.title", "tutorial.take_tile.text"},
	"rival_stand":         {"tutorial.rival_stand.title", "tutorial.rival_stand.text"},
	"redraw":              {"tutorial.redraw.title", "tutorial.redraw.text"},
	"bring_customers":     {"tutorial.bring_customers.title", "tutorial.bring_customers.text"},
	"rival_customers":     {"tutorial.rival_customers.title", "tutorial.rival_customers.text"},
	"face_down":           {"tutorial.face_down.title", "tutorial.face_down.text"},
	"hand_limit":          {"tutorial.hand_limit.title", "tutorial.hand_limit.text"},
	"rival_second_stand":  {"tutorial.rival_second_stand.title", "tutorial.rival_second_stand.text"},
	"restaurant_kinds":    {"tutorial.restaurant_kinds.title", "tutorial.restaurant_kinds.text"},
	"open_restaurant":     {"tutorial.open_restaurant.title", "tutorial.open_restaurant.text"},
	"stand_value":         {"tutorial.stand_value.title", "tutorial.stand_value.text"},
	"rival_big_customers": {"tutorial.rival_big_customers.title", "tutorial.rival_big_customers.text"},
	"take_coin":           {"tutorial.take_coin.title", "tutorial.take_coin.text"},
	"rival_third_stand":   {"tutorial.rival_third_stand.title", "tutorial.rival_third_stand.text"},
	"end_trigger":         {"tutorial.end_trigger.title", "tutorial.end_trigger.text"},
	"final_round":         {"tutorial.final_round.title", "tutorial.final_round.text"},
	"rival_last_turn":     {"tutorial.rival_last_turn.title", "tutorial.rival_last_turn.text"},
	"score":               {"tutorial.score.title", "tutorial.score.text"},
}

// tutorialWords are a step's title and text in the language in use, its numbers the
// engine's.
func tutorialWords(st tutorial.Step, f tutorial.Facts) (title, text string) {
	keys, ok := tutorialStepWords[st.ID]
	if !ok {
		return st.ID, ""
	}
	return lang.T(keys[0]), lang.F(keys[1], f.Pairs()...)
}

// tutorialRefusal words why the step refuses a move.
func tutorialRefusal(r tutorial.Refusal, s *game.State) string {
	switch r.Reason {
	case tutorial.ReadFirst:
		return lang.T("tutorial.refuse.read_first")
	case tutorial.RivalsTurn:
		return lang.T("tutorial.refuse.rivals_turn")
	case tutorial.AgainstRules:
		return refusalText(r.Err, s)
	case tutorial.OtherAction:
		return lang.F("tutorial.refuse.other_action", "Want", wantText(r.Want))
	case tutorial.OtherPiece:
		return lang.F("tutorial.refuse.other_piece", "Want", wantText(r.Want))
	case tutorial.OtherPlace:
		return lang.F("tutorial.refuse.other_place", "Want", wantText(r.Want))
	}
	return lang.T("tutorial.refuse.finished")
}

// wantText names the move a step teaches, as an instruction.
func wantText(m game.Move) string {
	switch m.Kind {
	case game.OpenStand:
		return lang.F("tutorial.want.stand", "Good", goodName(m.Good), "Space", m.Space.String())
	case game.Take:
		return lang.F("tutorial.want.take", "Good", goodName(m.Good))
	case game.BringCustomer:
		return lang.F("tutorial.want.customer", "Tile", tileText(m.Tile), "Entrance", entranceName(m.Entrance))
	case game.OpenRestaurant:
		return lang.F("tutorial.want.restaurant", "Restaurant", restaurantName(m.Restaurant), "Space", m.Space.String())
	case game.Coin:
		return lang.T("tutorial.want.coin")
	}
	return lang.T("tutorial.want.redraw")
}
