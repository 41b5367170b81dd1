package scenes

import (
	"fmt"
	"image/color"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// challengeInfo is the text of a solo challenge's panel, worked out again only when
// the position or the language changes so that drawing a frame stays free of
// formatting.
type challengeInfo struct {
	hash    uint64
	sess    *session // the challenge's run, practice or watching; set by the board
	mode    string   // "Run 2", "Practice", …: sess in the language in use
	number  string   // "Challenge 3 of 9"
	score   string
	fameNow string
	lines   []string // running counters and setup facts
	best    string

	// The markings, asked of the engine once per position.
	closed    [game.NumSpaces]bool // no stand may open there under the challenge
	allowed   [game.NumSpaces]game.GoodSet
	closedEnt [game.NumEntrances]bool
	asleep    [game.NumEntrances]bool
}

func (ci *challengeInfo) update(s *game.State) {
	h := s.Hash() ^ uint64(s.BestAction())<<1 ^ uint64(lang.Version())<<48
	if h == ci.hash && ci.score != "" {
		return
	}
	ci.hash = h
	ci.mark(s)
	ch := s.Challenge()
	score := s.Score(0)
	ci.score = num(score)
	fame := ch.FameOf(score)
	if s.FoursBrought() < ch.FoursForFame {
		fame = 0
	}
	ci.number = challengeNumber(ch.Number)
	ci.mode = ""
	if ci.sess != nil {
		ci.mode = modeText(ci.sess)
	}
	ci.fameNow = lang.N("campaign.panel.worth", fame)
	ci.lines = ci.lines[:0]
	add := func(key string, pairs ...any) { ci.lines = append(ci.lines, lang.F(key, pairs...)) }
	switch {
	case ch.OnlySpecialtyEarns:
		add("campaign.panel.specialty", "Good", goodName(s.Specialty()))
	case ch.ScoreFromFours:
		add("campaign.panel.from_fours", "Money", s.EarnedFromFours())
		add("campaign.panel.all_money", "Money", s.Player(0).Money)
	case ch.FoursForFame > 0:
		add("campaign.panel.fours", "Brought", s.FoursBrought(), "Needed", ch.FoursForFame)
	case ch.Crowded:
		asleep := 0
		for e := game.Entrance(0); e < game.NumEntrances; e++ {
			if s.CustomerAsleep(e) {
				asleep++
			}
		}
		add("campaign.panel.asleep", "Asleep", asleep, "Total", game.NumEntrances)
		add("campaign.panel.stands_left", "Stands", int(s.Player(0).Stands))
	case ch.MaxStandsPerLine > 0:
		full := 0
		for l := game.Line(0); l < game.NumLines; l++ {
			if s.LineStands(l) >= ch.MaxStandsPerLine {
				full++
			}
		}
		add("campaign.panel.full_lines", "Full", full, "Total", game.NumLines)
		add("campaign.panel.hatched_couples")
	case ch.PubCrawl:
		blocked := 0
		for sp := game.Space(0); sp < game.NumSpaces; sp++ {
			if c := s.Space(sp); c.Kind == game.FaceDown && c.Restaurant != game.Pub {
				blocked++
			}
		}
		add("campaign.panel.blocked", "Blocked", blocked)
		add("campaign.panel.hatched_pubs")
	case ch.Marquis:
		add("campaign.panel.marquis")
	}
	if ch.TilesPerSize != game.Challenges[0].TilesPerSize {
		add("campaign.panel.tile_set", "Tiles", tileSetText(ch.TilesPerSize))
	}
	if ch.StartMoney != game.StartMoney {
		add("campaign.panel.start_money", "Coins", lang.N("common.coins", ch.StartMoney))
	}
	left := 0
	for n := 1; n <= game.MaxCustomers; n++ {
		left += s.StackLen(n)
	}
	add("campaign.panel.tiles_left", "Left", left)
	if s.BestMove() {
		ci.best = lang.F("campaign.panel.best_made", "Income", game.BestMoveIncome)
	} else {
		ci.best = lang.F("campaign.panel.best_so_far", "Best", s.BestAction(), "Income", game.BestMoveIncome)
	}
}

// mark asks the engine which places the challenge closes and which tiles sleep.
func (ci *challengeInfo) mark(s *game.State) {
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		ci.closed[sp], ci.allowed[sp] = false, 0
		if s.Space(sp).Available() {
			goods, why := s.StandGoods(sp)
			ci.closed[sp], ci.allowed[sp] = goods == 0 && why != "", goods
		}
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		ci.closedEnt[e] = s.Entrance(e) == game.NoCustomer && s.EntranceRule(e) != ""
		ci.asleep[e] = s.CustomerAsleep(e)
	}
}

// tileSetText is "10 tiles of 1 customer, 10 tiles of 2 customers".
func tileSetText(per [game.MaxCustomers]int) string {
	out := ""
	for i, n := range per {
		if n == 0 {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += lang.N("campaign.panel.tiles_of_size", n, "Size", i+1)
	}
	return out
}

// drawChallengeMarks lays a challenge's rules over the market where they bite: closed
// spaces and entrances, the goods each Marquis column allows, stands that will not
// collect and customers still asleep.
func (v *tableView) drawChallengeMarks(c *ui.Canvas, s *game.State) {
	ch := s.Challenge()
	if ch.Number == 0 {
		return
	}
	ci := &v.challenge
	ci.update(s)
	l := &v.layout
	if ch.Marquis {
		for col := 0; col < game.BoardSize; col += 2 {
			top := l.space(game.Space(col))
			c.StrokeRound(ui.R(top.X+2, top.Y+2, top.W-4, top.H*game.BoardSize-4), 6, 3, ui.Fade(ui.Gold, 0.8))
		}
	}
	for sp := game.Space(0); sp < game.NumSpaces; sp++ {
		content := s.Space(sp)
		r := l.space(sp)
		switch {
		case ci.closed[sp]:
			drawClosed(c, r.Inset(2))
		case ch.Marquis && content.Available():
			drawGoodsAllowed(c, r, ci.allowed[sp])
		case content.Kind == game.StandSpace && !s.Collects(content.Good):
			drawNoPay(c, r.Inset(10))
		}
	}
	for e := game.Entrance(0); e < game.NumEntrances; e++ {
		if ci.closedEnt[e] {
			drawClosed(c, l.entrance(e).Inset(5))
		}
		if ci.asleep[e] {
			drawAsleep(c, l.tileIn(e), s.LineStands(e.Line()), s.Entrance(e).Customers())
		}
	}
	if ch.OnlySpecialtyEarns && s.NumPlayers() == 1 {
		hand := s.Player(0).Hand
		i := 0
		for g := game.Good(0); g < game.NumGoods; g++ {
			for k := 0; k < int(hand[g]); k++ {
				if !s.Collects(g) {
					drawNoPay(c, l.handTile(0, i))
				}
				i++
			}
		}
	}
}

// drawClosed hatches a place the challenge closes.
func drawClosed(c *ui.Canvas, r ui.Rect) {
	c.FillRound(r, 6, ui.Fade(ui.Ink, 0.28))
	step := 16.0
	for d := step; d < r.W+r.H; d += step {
		x0, y0 := r.X+max(0, d-r.H), r.Y+min(d, r.H)
		x1, y1 := r.X+min(d, r.W), r.Y+max(0, d-r.W)
		c.Line(x0, y0, x1, y1, 2, ui.Fade(ui.Ink, 0.35))
	}
}

// drawGoodsAllowed shows, small at the foot of a space, the goods a stand there may sell.
func drawGoodsAllowed(c *ui.Canvas, r ui.Rect, goods game.GoodSet) {
	size := 20.0
	n := 0
	for g := game.Good(0); g < game.NumGoods; g++ {
		if goods.Has(g) {
			n++
		}
	}
	x := r.CX() - float64(n)*(size+2)/2
	for g := game.Good(0); g < game.NumGoods; g++ {
		if goods.Has(g) {
			c.Icon(assets.GoodIcon(g), ui.R(x, r.Bottom()-size-6, size, size), 0.85)
			x += size + 2
		}
	}
}

// drawNoPay marks a stand (or a hand tile) whose good will not collect.
func drawNoPay(c *ui.Canvas, r ui.Rect) {
	c.FillRound(r, 6, ui.Fade(ui.Background, 0.45))
	cx, cy := r.Right()-9, r.Y+9
	c.FillCircle(cx, cy, 9, ui.Bad)
	c.Text("0", cx, cy, 12, true, ui.Paper, ui.Center)
}

// drawAsleep dims a sleeping customer tile and tags it with how many stands its line
// has of the number that wakes it.
func drawAsleep(c *ui.Canvas, r ui.Rect, have, need int) {
	c.FillRound(r, 6, ui.Fade(ui.Background, 0.3))
	tag := ui.R(r.CX()-20, r.Y-4, 40, 17)
	c.FillRound(tag, 8, ui.Fade(ui.Ink, 0.85))
	c.Text(sleepTexts[min(have, 4)][min(need, 4)], tag.CX(), tag.CY(), 11, true, ui.Paper, ui.Center)
}

// sleepTexts are "z 1/3": stands in the line of the number needed.
var sleepTexts = func() (out [5][5]string) {
	for h := range out {
		for n := range out[h] {
			out[h][n] = fmt.Sprintf("z %d/%d", h, n)
		}
	}
	return out
}()

// drawChallengePanel fills the left column under the player's panel with the
// challenge: its rules, score against the fame thresholds and its counters.
func (v *tableView) drawChallengePanel(c *ui.Canvas, s *game.State, ci *challengeInfo) {
	ch := s.Challenge()
	if ch.Number == 0 || s.NumPlayers() != 1 {
		return
	}
	r := v.layout.challArea
	if r.W == 0 {
		return // on a phone, until its tab opens it
	}
	ci.update(s)
	c.Card(r, 10, ui.Panel, ui.PanelEdge)
	x, w := r.X+14, r.W-28
	y := r.Y + 18
	c.TextFit(ci.number, x, y, 13, w*0.56, true, ui.InkSoft, ui.Left)
	if ci.mode != "" {
		c.TextFit(ci.mode, r.Right()-14, y, 13, w*0.4, true, ui.GoldDark, ui.Right)
	}
	y += 22
	c.TextFit(challengeName(ch.Number), x, y, 20, w, true, ui.Ink, ui.Left)
	y += 18
	y += c.Paragraph(lang.T(challengeTexts[ch.Number].rules), ui.R(x, y, w, 220), 12.5, ui.InkSoft) + 8
	c.Line(x, y, x+w, y, 1, ui.Fade(ui.InkSoft, 0.4))
	y += 22
	label := lang.T("campaign.panel.score")
	c.Text(label, x, y, 14, true, ui.InkSoft, ui.Left)
	c.Text(ci.score, x+ui.TextWidth(label, 14, true)+10, y, 24, true, ui.Ink, ui.Left)
	c.TextFit(ci.fameNow, x+w, y, 13, w-110, false, ui.InkSoft, ui.Right)
	y += 22
	drawFameBar(c, ui.R(x, y, w, 30), ch, s.Score(0))
	y += 62
	limit := r.Bottom() - 44 // the Best Move line stays clear
	for _, line := range ci.lines {
		room := limit - (y - 8) - 17 // a Paragraph draws a line whose top is within its box
		if room < 0 {
			break
		}
		y += c.Paragraph(line, ui.R(x, y-8, w, room), 12.5, ui.Ink) + 4
	}
	bestCol := ui.InkSoft
	if s.BestMove() {
		bestCol = ui.GoldDark
	}
	c.Paragraph(ci.best, ui.R(x, r.Bottom()-38, w, 34), 12, bestCol)
}

// challengeNumber is "Challenge 3 of 9".
func challengeNumber(n int) string { return lang.F("campaign.challenge_of", "Number", n) }

// drawFameBar draws the three fame thresholds on a scale with the score's place on it.
// The scale starts at half the first threshold so that the thresholds stand apart.
func drawFameBar(c *ui.Canvas, r ui.Rect, ch game.Challenge, score int) {
	lo, hi := float64(ch.Fame[0])/2, float64(ch.Fame[2])*1.12
	at := func(v int) float64 { return r.X + r.W*max(0, min(1, (float64(v)-lo)/(hi-lo))) }
	bar := ui.R(r.X, r.Y, r.W, 10)
	c.FillRound(bar, 5, ui.Fade(ui.InkSoft, 0.25))
	if score > 0 {
		c.FillRound(ui.R(r.X, r.Y, max(10, at(score)-r.X), 10), 5, ui.Gold)
	}
	for i, v := range ch.Fame {
		x := at(v)
		col := ui.InkSoft
		if score >= v {
			col = ui.GoldDark
		}
		c.Line(x, r.Y-4, x, r.Y+14, 2, col)
		c.Text(num(v), x, r.Y+24, 11, true, col, ui.Center)
		drawStars(c, x, r.Y+37, i+1, 7, col)
	}
}

// drawStars draws n fame marks (diamonds) of the given size centred on cx.
func drawStars(c *ui.Canvas, cx, cy float64, n int, size float64, col color.RGBA) {
	step := size + 2
	x := cx - float64(n-1)*step/2
	for i := 0; i < n; i++ {
		c.Shape(ui.Diamond, x+float64(i)*step, cy, size, col)
	}
}
