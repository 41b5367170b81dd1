package game

import (
	"fmt"
	"strings"
)

// IllegalMove explains, in a player's words, why a move cannot be made now. Code names
// the rule that refuses it and Args are the values the reason talks about, in the order
// of the English sentence, so that a window can say it in another language.
type IllegalMove struct {
	Move   Move
	Reason string // in English
	Code   string
	Args   []any // Good, Restaurant, Space, Entrance, Line, CustomerTile, int or string values
}

func (e *IllegalMove) Error() string { return e.Reason }

// refusal is why a move is refused: a code, the values it names, and the English
// format. The text is worded only when asked (text), so that legality checks on the
// search's hot path never format a sentence nobody reads.
type refusal struct {
	code   string
	args   []any
	format string
}

// legal is no refusal.
var legal refusal

// refuse makes a refusal from its code and English format; args fill the format and
// travel with the code.
func refuse(code, format string, args ...any) refusal {
	return refusal{code, args, format}
}

// text is the refusal in English ("" for no refusal).
func (r refusal) text() string {
	if r.code == "" {
		return ""
	}
	return fmt.Sprintf(r.format, r.args...)
}

// Check returns nil if m is legal now, or an *IllegalMove saying why not. It is the one
// statement of legality; LegalMoves is its fast enumeration and tests hold them equal.
func (s *State) Check(m Move) error {
	if r := s.whyIllegal(m); r.code != "" {
		return &IllegalMove{m, r.text(), r.code, r.args}
	}
	return nil
}

func (s *State) whyIllegal(m Move) refusal {
	if s.over {
		return refuse("game_over", "the game is over")
	}
	if !m.inRange() {
		return refuse("not_a_move", "not a move")
	}
	if s.awaitingTake {
		switch m.Kind {
		case Take:
			if s.display[m.Good] == 0 {
				return refuse("display_lacks", "the display has no %s tile", m.Good)
			}
			return legal
		case Redraw:
			return s.whyNoRedraw(s.display, false)
		}
		return refuse("take_first", "first take a stand tile from the display (take GOOD)")
	}
	switch m.Kind {
	case Take:
		return refuse("take_after_stand", "a display tile is taken only right after opening a stand")
	case Redraw:
		return s.whyNoRedraw(s.players[s.turn].Hand, true)
	case Coin:
		if s.Solo() {
			return refuse("no_coin_solo", "Take 1 Coin is never allowed in solo play")
		}
		return legal
	case OpenStand:
		return s.whyNoStand(m.Good, m.Space)
	case BringCustomer:
		return s.whyNoCustomer(m.Tile, m.Entrance)
	}
	return s.whyNoRestaurant(m.Restaurant, m.Space)
}

// canRedraw: three identical tiles, a bag of at least three, and no redraw yet. It is
// whyNoRedraw's yes or no, without building a refusal (LegalMoves calls it every time).
func (s *State) canRedraw(tiles *[NumGoods]int8) bool {
	if s.redrawn || s.bagLen < 3 {
		return false
	}
	for _, n := range tiles {
		if n == 3 {
			return true
		}
	}
	return false
}

// whyNoRedraw: hand tells the hand from the display.
func (s *State) whyNoRedraw(tiles [NumGoods]int8, hand bool) refusal {
	if s.redrawn {
		if hand {
			return refuse("redrawn_hand", "the hand was already redrawn this turn")
		}
		return refuse("redrawn_display", "the display was already redrawn this turn")
	}
	same := false
	for _, n := range tiles {
		same = same || n == 3
	}
	if !same {
		if hand {
			return refuse("redraw_same_hand", "your hand can be redrawn only when its three tiles are the same good")
		}
		return refuse("redraw_same_display", "the display can be redrawn only when its three tiles are the same good")
	}
	if s.bagLen < 3 {
		return refuse("redraw_bag", "a redraw needs 3 tiles in the bag; it holds %d", int(s.bagLen))
	}
	return legal
}

// whySpaceTaken says why nothing new may go on sp, or nothing if it is available.
func (s *State) whySpaceTaken(sp Space) refusal {
	switch c := s.board[sp]; c.Kind {
	case StandSpace:
		return refuse("space_has_stand", "%s already holds a stand", sp)
	case FaceUp:
		return refuse("space_has_restaurant", "%s already holds a face-up %s", sp, c.Restaurant)
	}
	return legal
}

// pubCrawlBlocks: in Pub Crawl, stands and pubs may not cover a face-down restaurant
// other than a pub.
func (s *State) pubCrawlBlocks(sp Space) bool {
	c := s.board[sp]
	return Challenges[s.challenge].PubCrawl && c.Kind == FaceDown && c.Restaurant != Pub
}

func (s *State) whyNoStand(g Good, sp Space) refusal {
	p := &s.players[s.turn]
	if p.Hand[g] == 0 {
		return refuse("no_tile_in_hand", "you have no %s stand tile in hand", g)
	}
	allowed, why := s.standGoods(sp)
	if why.code != "" {
		return why
	}
	if !allowed.Has(g) {
		return refuse("marquis_good", "in Marquis de Lisboa a stand in %s must sell a good the customer at %s seeks", sp.ColLine(), entranceOf(Top, sp.Col()))
	}
	if p.Money >= s.StandCost(sp) {
		return legal // paid outright (income only ever adds)
	}
	m := StandMove(g, sp)
	out := s.outcome(&m)
	if have := p.Money + out.Income[s.turn]; have < out.Cost {
		return refuse("too_dear", "you need %d coins, you would have %d", out.Cost, have)
	}
	return legal
}

// StandGoods is the placement part of a stand's legality: the goods a stand on sp may
// sell under the challenge's rules, ignoring the hand and money, and when none may,
// why. The window uses it to mark the spaces a challenge closes.
func (s *State) StandGoods(sp Space) (GoodSet, string) {
	goods, why := s.standGoods(sp)
	return goods, why.text()
}

func (s *State) standGoods(sp Space) (GoodSet, refusal) {
	if sp < 0 || sp >= NumSpaces {
		return 0, refuse("not_a_space", "not a space")
	}
	if why := s.whySpaceTaken(sp); why.code != "" {
		return 0, why
	}
	if s.pubCrawlBlocks(sp) {
		return 0, refuse("pub_crawl_stand", "in Pub Crawl a stand cannot cover the face-down %s on %s", s.board[sp].Restaurant, sp)
	}
	ch := &Challenges[s.challenge]
	if ch.MaxStandsPerLine > 0 {
		for _, l := range [2]Line{sp.RowLine(), sp.ColLine()} {
			if int(s.lineStands[l]) >= ch.MaxStandsPerLine {
				return 0, refuse("line_full", "%s allows at most %d stands in a line, and %s has them", ch.Name, ch.MaxStandsPerLine, l)
			}
		}
	}
	if ch.Marquis {
		if sp.Col()%2 != 0 {
			return 0, refuse("marquis_column", "in Marquis de Lisboa stands open only in columns A, C and E")
		}
		top := entranceOf(Top, sp.Col())
		if t := s.entrances[top]; t != NoCustomer {
			return t.Seeks(), legal
		}
		return 0, refuse("marquis_good", "in Marquis de Lisboa a stand in %s must sell a good the customer at %s seeks", sp.ColLine(), top)
	}
	return GoodSet(1<<NumGoods - 1), legal
}

// EntranceRule says why a challenge closes entrance e to every customer tile, or ""
// (Marquis de Lisboa closes the top side).
func (s *State) EntranceRule(e Entrance) string { return s.entranceRule(e).text() }

func (s *State) entranceRule(e Entrance) refusal {
	if e < 0 || e >= NumEntrances {
		return refuse("not_an_entrance", "not an entrance")
	}
	if Challenges[s.challenge].Marquis && e.Side() == Top {
		return refuse("marquis_top", "in Marquis de Lisboa no more customers may come to the top side")
	}
	return legal
}

// CustomerAsleep reports whether the tile at e waits without paying: in The Crowded
// Mercado a tile of n customers pays nothing while its line has fewer than n stands.
func (s *State) CustomerAsleep(e Entrance) bool {
	if e < 0 || e >= NumEntrances || !Challenges[s.challenge].Crowded {
		return false
	}
	t := s.entrances[e]
	return t != NoCustomer && int(s.lineStands[e.Line()]) < t.Customers()
}

func (s *State) whyNoCustomer(t CustomerTile, e Entrance) refusal {
	ch := &Challenges[s.challenge]
	if !s.IsAvailable(t) {
		return refuse("tile_unavailable", "customer tile %s is not available", t)
	}
	if s.entrances[e] != NoCustomer {
		return refuse("entrance_taken", "%s already holds customer tile %s", e, s.entrances[e])
	}
	if why := s.entranceRule(e); why.code != "" {
		return why
	}
	l, n, seeks := e.Line(), t.Customers(), t.Seeks()
	if int(s.lineStands[l]) < n {
		return refuse("line_too_short", "%s has %d stand(s); %d customers need at least %d", l, int(s.lineStands[l]), n, n)
	}
	if s.lineOwnGoods[l][s.turn]&seeks == 0 {
		return refuse("no_own_stand", "none of your stands in %s sells %s", l, orGoods(seeks))
	}
	if ch.LineNeedsEveryGood && s.lineGoods[l]&seeks != seeks {
		return refuse("queue_goods", "in %s the line needs a stand of every good the tile seeks (%s)", ch.Name, andGoods(seeks))
	}
	return legal
}

func (s *State) whyNoRestaurant(r Restaurant, sp Space) refusal {
	if s.players[s.turn].Supply[r] == 0 {
		return refuse("no_restaurant", "you have no %s to open", r)
	}
	if why := s.whySpaceTaken(sp); why.code != "" {
		return why
	}
	if r == Pub && s.pubCrawlBlocks(sp) {
		return refuse("pub_crawl_pub", "in Pub Crawl a pub cannot cover the face-down %s on %s", s.board[sp].Restaurant, sp)
	}
	return legal
}

// GoodsEither and GoodsAll list a tile's goods as the English reasons do: "fish or meat",
// "fish and meat". As reason values they are the GoodSet itself, so a window can word it.
type (
	GoodsEither GoodSet
	GoodsAll    GoodSet
)

func (g GoodsEither) String() string { return strings.ReplaceAll(GoodSet(g).String(), "+", " or ") }
func (g GoodsAll) String() string    { return strings.ReplaceAll(GoodSet(g).String(), "+", " and ") }

func orGoods(g GoodSet) GoodsEither { return GoodsEither(g) }
func andGoods(g GoodSet) GoodsAll   { return GoodsAll(g) }
