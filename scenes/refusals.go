package scenes

import (
	"errors"
	"fmt"

	"mercado/game"
	"mercado/ui/lang"
)

// refusal words a rule's refusal (game.IllegalMove) in the language in use: its code
// chooses the message, its values fill it in.
type refusal struct {
	key  string   // catalog key
	args []string // template fields for the IllegalMove's Args, in order
}

var refusals = map[string]refusal{
	"game_over":            {"rule.game_over", nil},
	"not_a_move":           {"rule.not_a_move", nil},
	"display_lacks":        {"rule.display_lacks", []string{"Good"}},
	"take_first":           {"rule.take_first", nil},
	"take_after_stand":     {"rule.take_after_stand", nil},
	"no_coin_solo":         {"rule.no_coin_solo", nil},
	"redrawn_hand":         {"rule.redrawn_hand", nil},
	"redrawn_display":      {"rule.redrawn_display", nil},
	"redraw_same_hand":     {"rule.redraw_same_hand", nil},
	"redraw_same_display":  {"rule.redraw_same_display", nil},
	"redraw_bag":           {"rule.redraw_bag", []string{"Count"}},
	"space_has_stand":      {"rule.space_has_stand", []string{"Space"}},
	"space_has_restaurant": {"rule.space_has_restaurant", []string{"Space", "Restaurant"}},
	"no_tile_in_hand":      {"rule.no_tile_in_hand", []string{"Good"}},
	"marquis_good":         {"rule.marquis_good", []string{"Line", "Entrance"}},
	"too_dear":             {"rule.too_dear", []string{"Cost", "Have"}},
	"not_a_space":          {"rule.not_a_space", nil},
	"pub_crawl_stand":      {"rule.pub_crawl_stand", []string{"Restaurant", "Space"}},
	"line_full":            {"rule.line_full", []string{"Name", "Max", "Line"}},
	"marquis_column":       {"rule.marquis_column", nil},
	"not_an_entrance":      {"rule.not_an_entrance", nil},
	"marquis_top":          {"rule.marquis_top", nil},
	"tile_unavailable":     {"rule.tile_unavailable", []string{"Tile"}},
	"entrance_taken":       {"rule.entrance_taken", []string{"Entrance", "Tile"}},
	"line_too_short":       {"rule.line_too_short", []string{"Line", "Stands", "Customers", "Need"}},
	"no_own_stand":         {"rule.no_own_stand", []string{"Line", "Goods"}},
	"queue_goods":          {"rule.queue_goods", []string{"Name", "Goods"}},
	"no_restaurant":        {"rule.no_restaurant", []string{"Restaurant"}},
	"pub_crawl_pub":        {"rule.pub_crawl_pub", []string{"Restaurant", "Space"}},
}

// refusalText is why a move was refused, in the language in use; an error that is not a
// rule's refusal shows as it is.
func refusalText(err error, s *game.State) string {
	var im *game.IllegalMove
	if !errors.As(err, &im) {
		return err.Error()
	}
	r, ok := refusals[im.Code]
	if !ok || len(r.args) != len(im.Args) {
		return im.Reason
	}
	var pairs []any
	for i, name := range r.args {
		text := valueText(im.Args[i])
		if name == "Name" { // the challenge, named in the language in use
			text = challengeName(s.Challenge().Number)
		}
		pairs = append(pairs, name, text)
	}
	return lang.F(r.key, pairs...)
}

// valueText is one value of a refusal in the language in use.
func valueText(v any) string {
	switch v := v.(type) {
	case game.Good:
		return goodName(v)
	case game.Restaurant:
		return restaurantName(v)
	case game.Entrance:
		return entranceName(v)
	case game.Line:
		return lineName(v)
	case game.CustomerTile:
		return tileText(v)
	case game.GoodsEither:
		return goodsList(game.GoodSet(v), "common.or")
	case game.GoodsAll:
		return goodsList(game.GoodSet(v), "common.and")
	}
	return fmt.Sprint(v)
}
