package scenes

import (
	"mercado/game"
	"mercado/game/tutorial"
	"mercado/ui"
	"mercado/ui/lang"
)

// tutorialStepWords are each step's title and text keys (literal, so that the catalog
// test sees every key used). The texts are templates over tutorial.Facts.Pairs.
var tutorialStepWords = map[string][2]string{
	"welcome":              {"tutorial.welcome.title", "tutorial.welcome.text"},
	"start":                {"tutorial.start.title", "tutorial.start.text"},
	"first_stand":          {"tutorial.first_stand.title", "tutorial.first_stand.text"},
	"take_tile":            {"tutorial.take_tile.title", "tutorial.take_tile.text"},
	"rival_stand":          {"tutorial.rival_stand.title", "tutorial.rival_stand.text"},
	"try_coin":             {"tutorial.try_coin.title", "tutorial.try_coin.text"},
	"undo":                 {"tutorial.undo.title", "tutorial.undo.text"},
	"hint":                 {"tutorial.hint.title", "tutorial.hint.text"},
	"face_down_restaurant": {"tutorial.face_down_restaurant.title", "tutorial.face_down_restaurant.text"},
	"stand_value":          {"tutorial.stand_value.title", "tutorial.stand_value.text"},
	"rival_restaurant":     {"tutorial.rival_restaurant.title", "tutorial.rival_restaurant.text"},
	"one_coin_stand":       {"tutorial.one_coin_stand.title", "tutorial.one_coin_stand.text"},
	"display_redraw":       {"tutorial.display_redraw.title", "tutorial.display_redraw.text"},
	"take_after_redraw":    {"tutorial.take_after_redraw.title", "tutorial.take_after_redraw.text"},
	"rival_second_stand":   {"tutorial.rival_second_stand.title", "tutorial.rival_second_stand.text"},
	"bring_customers":      {"tutorial.bring_customers.title", "tutorial.bring_customers.text"},
	"later":                {"tutorial.later.title", "tutorial.later.text"},
	"log":                  {"tutorial.log.title", "tutorial.log.text"},
	"waiting":              {"tutorial.waiting.title", "tutorial.waiting.text"},
	"build_or_customers":   {"tutorial.build_or_customers.title", "tutorial.build_or_customers.text"},
	"rival_customers":      {"tutorial.rival_customers.title", "tutorial.rival_customers.text"},
	"more_rounds":          {"tutorial.more_rounds.title", "tutorial.more_rounds.text"},
	"pub":                  {"tutorial.pub.title", "tutorial.pub.text"},
	"last_rounds":          {"tutorial.last_rounds.title", "tutorial.last_rounds.text"},
	"end_trigger":          {"tutorial.end_trigger.title", "tutorial.end_trigger.text"},
	"final_round":          {"tutorial.final_round.title", "tutorial.final_round.text"},
	"rival_last_turn":      {"tutorial.rival_last_turn.title", "tutorial.rival_last_turn.text"},
	"score":                {"tutorial.score.title", "tutorial.score.text"},
}

// tutorialOutcomeWords are the words a Choose step's card says once an option is taken,
// by step and option ID; tutorialChoiceRefusal, why the step refuses another move.
var (
	tutorialOutcomeWords = map[[2]string]string{
		{"build_or_customers", "customers"}: "tutorial.build_or_customers.customers",
		{"build_or_customers", "build"}:     "tutorial.build_or_customers.build",
		{"pub", "placed"}:                   "tutorial.pub.placed",
	}
	tutorialChoiceRefusal = map[string]string{
		"build_or_customers": "tutorial.build_or_customers.refuse",
		"pub":                "tutorial.pub.refuse",
	}
)

// tutorialOutcome is what option id of Choose step st brought, its numbers f's.
func tutorialOutcome(st tutorial.Step, id string, f tutorial.Facts) string {
	key, ok := tutorialOutcomeWords[[2]string{st.ID, id}]
	if !ok {
		return ""
	}
	return lang.F(key, f.Pairs()...)
}

// tutorialPhoneText are the text keys of the steps that say where something is on the
// screen, worded for a phone's forms (upright and on its side), where the person's
// panel is not at the top but beside or below the market.
var tutorialPhoneText = map[string]string{
	"welcome": "tutorial.welcome.text_phone",
}

// tutorialWords are a step's title and text in the language in use, for the board's
// form, its numbers the engine's.
func tutorialWords(st tutorial.Step, f tutorial.Facts, form ui.Form) (title, text string) {
	keys, ok := tutorialStepWords[st.ID]
	if !ok {
		return st.ID, ""
	}
	textKey := keys[1]
	if phone, ok := tutorialPhoneText[st.ID]; ok && form != ui.Wide {
		textKey = phone
	}
	return lang.T(keys[0]), lang.F(textKey, f.Pairs()...)
}

// tutorialRefusal words why the step refuses a move; step is the step's ID.
func tutorialRefusal(r tutorial.Refusal, s *game.State, step string) string {
	switch r.Reason {
	case tutorial.NotAnOption:
		if key, ok := tutorialChoiceRefusal[step]; ok {
			return lang.T(key)
		}
		return lang.F("tutorial.refuse.other_action", "Want", wantText(r.Want))
	case tutorial.FewerRaised:
		if r.Raised == 0 {
			return lang.T("tutorial.refuse.raises_none")
		}
		return lang.N("tutorial.refuse.fewer_raised", r.Raised)
	case tutorial.ReadFirst:
		return lang.T("tutorial.refuse.read_first")
	case tutorial.RivalsTurn:
		return lang.T("tutorial.refuse.rivals_turn")
	case tutorial.PressUndo:
		return lang.T("tutorial.refuse.press_undo")
	case tutorial.PressHint:
		return lang.T("tutorial.refuse.press_hint")
	case tutorial.LookAtLog:
		return lang.T("tutorial.refuse.look_at_log")
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
