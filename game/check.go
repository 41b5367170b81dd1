package game

import (
	"fmt"
	"strings"
)

// IllegalMove explains, in a player's words, why a move cannot be made now.
type IllegalMove struct {
	Move   Move
	Reason string
}

func (e *IllegalMove) Error() string { return e.Reason }

// Check returns nil if m is legal now, or an *IllegalMove saying why not. It is the one
// statement of legality; LegalMoves is its fast enumeration and tests hold them equal.
func (s *State) Check(m Move) error {
	if reason := s.whyIllegal(m); reason != "" {
		return &IllegalMove{m, reason}
	}
	return nil
}

func (s *State) whyIllegal(m Move) string {
	if s.over {
		return "the game is over"
	}
	if !m.inRange() {
		return "not a move"
	}
	if s.awaitingTake {
		switch m.Kind {
		case Take:
			if s.display[m.Good] == 0 {
				return fmt.Sprintf("the display has no %s tile", m.Good)
			}
			return ""
		case Redraw:
			return s.whyNoRedraw(s.display, "display", "the display")
		}
		return "first take a stand tile from the display (take GOOD)"
	}
	switch m.Kind {
	case Take:
		return "a display tile is taken only right after opening a stand"
	case Redraw:
		return s.whyNoRedraw(s.players[s.turn].Hand, "hand", "your hand")
	case Coin:
		if s.Solo() {
			return "Take 1 Coin is never allowed in solo play"
		}
		return ""
	case OpenStand:
		return s.whyNoStand(m.Good, m.Space)
	case BringCustomer:
		return s.whyNoCustomer(m.Tile, m.Entrance)
	}
	return s.whyNoRestaurant(m.Restaurant, m.Space)
}

// canRedraw: three identical tiles, a bag of at least three, and no redraw yet.
func (s *State) canRedraw(tiles [NumGoods]int8) bool {
	return s.whyNoRedraw(tiles, "", "") == ""
}

func (s *State) whyNoRedraw(tiles [NumGoods]int8, what, whose string) string {
	if s.redrawn {
		return "the " + what + " was already redrawn this turn"
	}
	same := false
	for _, n := range tiles {
		same = same || n == 3
	}
	if !same {
		return whose + " can be redrawn only when its three tiles are the same good"
	}
	if s.bagLen < 3 {
		return fmt.Sprintf("a redraw needs 3 tiles in the bag; it holds %d", s.bagLen)
	}
	return ""
}

// whySpaceTaken says why nothing new may go on sp, or "" if it is available.
func (s *State) whySpaceTaken(sp Space) string {
	switch c := s.board[sp]; c.Kind {
	case StandSpace:
		return sp.String() + " already holds a stand"
	case FaceUp:
		return fmt.Sprintf("%s already holds a face-up %s", sp, c.Restaurant)
	}
	return ""
}

// pubCrawlBlocks: in Pub Crawl, stands and pubs may not cover a face-down restaurant
// other than a pub.
func (s *State) pubCrawlBlocks(sp Space) bool {
	c := s.board[sp]
	return Challenges[s.challenge].PubCrawl && c.Kind == FaceDown && c.Restaurant != Pub
}

func (s *State) whyNoStand(g Good, sp Space) string {
	p := &s.players[s.turn]
	if p.Hand[g] == 0 {
		return fmt.Sprintf("you have no %s stand tile in hand", g)
	}
	allowed, why := s.StandGoods(sp)
	if why != "" {
		return why
	}
	if !allowed.Has(g) {
		return fmt.Sprintf("in Marquis de Lisboa a stand in %s must sell a good the customer at %s seeks", sp.ColLine(), entranceOf(Top, sp.Col()))
	}
	out := s.outcome(StandMove(g, sp))
	if have := p.Money + out.Income[s.turn]; have < out.Cost {
		return fmt.Sprintf("you need %d coins, you would have %d", out.Cost, have)
	}
	return ""
}

// StandGoods is the placement part of a stand's legality: the goods a stand on sp may
// sell under the challenge's rules, ignoring the hand and money, and when none may,
// why. The window uses it to mark the spaces a challenge closes.
func (s *State) StandGoods(sp Space) (GoodSet, string) {
	if sp < 0 || sp >= NumSpaces {
		return 0, "not a space"
	}
	if why := s.whySpaceTaken(sp); why != "" {
		return 0, why
	}
	if s.pubCrawlBlocks(sp) {
		return 0, fmt.Sprintf("in Pub Crawl a stand cannot cover the face-down %s on %s", s.board[sp].Restaurant, sp)
	}
	ch := Challenges[s.challenge]
	if ch.MaxStandsPerLine > 0 {
		for _, l := range [2]Line{sp.RowLine(), sp.ColLine()} {
			if int(s.lineStands[l]) >= ch.MaxStandsPerLine {
				return 0, fmt.Sprintf("%s allows at most %d stands in a line, and %s has them", ch.Name, ch.MaxStandsPerLine, l)
			}
		}
	}
	if ch.Marquis {
		if sp.Col()%2 != 0 {
			return 0, "in Marquis de Lisboa stands open only in columns A, C and E"
		}
		top := entranceOf(Top, sp.Col())
		if t := s.entrances[top]; t != NoCustomer {
			return t.Seeks(), ""
		}
		return 0, fmt.Sprintf("in Marquis de Lisboa a stand in %s must sell a good the customer at %s seeks", sp.ColLine(), top)
	}
	return GoodSet(1<<NumGoods - 1), ""
}

// EntranceRule says why a challenge closes entrance e to every customer tile, or ""
// (Marquis de Lisboa closes the top side).
func (s *State) EntranceRule(e Entrance) string {
	if e < 0 || e >= NumEntrances {
		return "not an entrance"
	}
	if Challenges[s.challenge].Marquis && e.Side() == Top {
		return "in Marquis de Lisboa no more customers may come to the top side"
	}
	return ""
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

func (s *State) whyNoCustomer(t CustomerTile, e Entrance) string {
	ch := Challenges[s.challenge]
	if !s.IsAvailable(t) {
		return fmt.Sprintf("customer tile %s is not available", t)
	}
	if s.entrances[e] != NoCustomer {
		return fmt.Sprintf("%s already holds customer tile %s", e, s.entrances[e])
	}
	if why := s.EntranceRule(e); why != "" {
		return why
	}
	l, n, seeks := e.Line(), t.Customers(), t.Seeks()
	if int(s.lineStands[l]) < n {
		return fmt.Sprintf("%s has %d stand(s); %d customers need at least %d", l, s.lineStands[l], n, n)
	}
	if s.lineOwnGoods[l][s.turn]&seeks == 0 {
		return fmt.Sprintf("none of your stands in %s sells %s", l, strings.ReplaceAll(seeks.String(), "+", " or "))
	}
	if ch.LineNeedsEveryGood && s.lineGoods[l]&seeks != seeks {
		return fmt.Sprintf("in %s the line needs a stand of every good the tile seeks (%s)", ch.Name, strings.ReplaceAll(seeks.String(), "+", " and "))
	}
	return ""
}

func (s *State) whyNoRestaurant(r Restaurant, sp Space) string {
	if s.players[s.turn].Supply[r] == 0 {
		return fmt.Sprintf("you have no %s to open", r)
	}
	if why := s.whySpaceTaken(sp); why != "" {
		return why
	}
	if r == Pub && s.pubCrawlBlocks(sp) {
		return fmt.Sprintf("in Pub Crawl a pub cannot cover the face-down %s on %s", s.board[sp].Restaurant, sp)
	}
	return ""
}
