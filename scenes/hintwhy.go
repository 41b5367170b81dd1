package scenes

import (
	"strings"

	"mercado/assets"
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// hintWhy is the hint's reason in words, kept while the hint and the language last.
type hintWhy struct {
	move  game.Move
	seen  int // the log length it was worded at
	lang  int
	valid bool
	text  string
	parts []string // its sentences, for a phone that has room for the first few only
}

const whyPad, whyTitleH = 14.0, 36.0

// hintWhyText is the reason for the hint on show, in words; "" while there is none
// (no hint, or the engine still thinking). It goes with the hint: any decision, undo
// or a change of language drops it.
func (b *Board) hintWhyText() string {
	if !b.hintOn || b.hint == "" {
		return ""
	}
	r, ok := b.table.HintReason()
	if !ok || r.Move != b.hintMove {
		return ""
	}
	if w := &b.why; !w.valid || w.move != r.Move || w.seen != b.seen || w.lang != lang.Version() {
		parts := reasonSentences(r, b.view.seats, false) // said to the person asking
		*w = hintWhy{move: r.Move, seen: b.seen, lang: lang.Version(), valid: true,
			text: strings.Join(parts, " "), parts: parts}
	}
	return b.why.text
}

// hintWhyBox is where the reason's card goes, its text size and the text that fits: as
// tall as the text needs, from the top of its room. On a desktop the room is the log;
// the ghost on the market, the customers, the display and the hands stay in sight. A
// phone keeps its least text size and shows the first sentences that fit whole (the
// cost and income come first). ok is false when there is no room for it (the ghost and
// the hint's line then remain).
func (b *Board) hintWhyBox(text string) (box ui.Rect, size float64, shown string, ok bool) {
	l := &b.view.layout
	area, least := l.logArea, 12.0
	if l.Form != ui.Wide {
		area, least = l.phoneWhyArea(b.hintFromStall()), ui.TypeFor(l.Form).Caption.Size
	}
	if text == "" || area.W < 120 || area.H < 60 {
		return ui.Rect{}, 0, "", false
	}
	w := area.W - 2*whyPad
	fits := func(s string, size float64) bool { return whyHeight(s, size, w)+whyTitleH+whyPad <= area.H }
	size = 15
	for size > least && !fits(text, size) {
		size--
	}
	shown = text
	if l.Form != ui.Wide && !fits(text, size) && text == b.why.text {
		for n := len(b.why.parts) - 1; n >= 1; n-- {
			if shown = strings.Join(b.why.parts[:n], " "); fits(shown, size) {
				break
			}
		}
	}
	h := min(area.H, whyHeight(shown, size, w)+whyTitleH+whyPad)
	if l.Form != ui.Wide {
		h = area.H // in place of the drawer's part (or its tabs): nothing half hidden under it
	}
	return ui.R(area.X, area.Y, area.W, h), size, shown, true
}

// hintFromStall: the hint's move takes a piece from the person's stall (a stand tile or
// a restaurant), not a customer tile, a stand tile on display or a move of the buttons.
func (b *Board) hintFromStall() bool {
	k := b.hintMove.Kind
	return k == game.OpenStand || k == game.OpenRestaurant
}

// phoneWhyArea is the reason's room on a phone: the drawer's panel in place of its
// customers or log, or under the parts of it a hint may point at (the stall with its
// moves, the stand tiles to take). A small phone upright keeps its stall at the drawer's
// foot, under its moves, and nothing below: there the reason covers the stall when the
// hint's piece is not in it (fromStall false), else the drawer's tabs and the moves
// that are not pieces, which the hint does not need.
func (l *boardLayout) phoneWhyArea(fromStall bool) ui.Rect {
	d := l.drawer
	keep := d.Y
	switch l.tray {
	case trayStall:
		if stall := l.players[l.focus]; fromStall && stall.Y > l.actions.Y && stall.W > 0 {
			return ui.R(d.X, l.tabsRow.Y, d.W, l.actions.Bottom()-l.tabsRow.Y)
		}
		keep = l.actions.Bottom()
	case trayDisplay:
		keep = l.dispTile[0].Bottom()
	}
	if keep > d.Y {
		_, d = d.CutTop(keep-d.Y, 6)
	}
	if d.H >= 100 || l.Form != ui.Low {
		return d
	}
	// On its side with the stall in the drawer: over the other seats' chips and the
	// drawer's tabs beside the market, while the hint is on.
	room := l.tabsRow
	for seat := 0; seat < l.numSeats; seat++ {
		if l.chip[seat] && l.players[seat].X < room.Right() && l.players[seat].Right() > room.X {
			room = room.Union(l.players[seat])
		}
	}
	return room
}

// whyOnPhone says whether the reason's card is on show on a phone's board.
func (b *Board) whyOnPhone() bool {
	return b.view.layout.Form != ui.Wide && b.table.HumanToMove() && !b.anims.traveling() && !b.confirm.on && b.hintWhyText() != ""
}

// makeRoomForWhy puts the customers or the log of a phone's drawer away while the
// reason's card takes their place, so no tile (nor tab) hides under it to be touched by
// mistake.
// Their tab brings them back once the hint has gone.
func (b *Board) makeRoomForWhy() {
	l := &b.view.layout
	if !b.whyOnPhone() {
		return
	}
	switch l.tray {
	case trayCustomers:
		l.placeCustomers(l.drawer, false)
	case trayLog:
		l.logArea = ui.Rect{}
	}
	area := l.phoneWhyArea(b.hintFromStall())
	if area.Overlaps(l.tabsRow) { // over the tabs: none to touch under it
		for p := range l.tabs {
			l.tabs[p] = ui.Rect{}
		}
	}
	if area.Overlaps(l.actions) { // nor a coin to take or a hand to redraw
		l.coinBtn, l.redrawBtn = ui.Rect{}, ui.Rect{}
	}
}

// drawHintWhy shows why the hint's move is good in a card over the log.
func (b *Board) drawHintWhy(c *ui.Canvas) {
	text := b.hintWhyText()
	box, size, text, ok := b.hintWhyBox(text)
	if !ok {
		return
	}
	c.FillRound(box.Offset(2, 3), 12, ui.Shadow)
	c.Card(box, 12, ui.Paper, ui.Azulejo)
	c.Icon(assets.Bulb, ui.R(box.X+whyPad-2, box.Y+8, 22, 22), 1)
	c.TextFit(lang.T("reason.title"), box.X+whyPad+26, box.Y+19, 17, box.W-2*whyPad-26, true, ui.Azulejo, ui.Left)
	c.Paragraph(text, ui.R(box.X+whyPad, box.Y+whyTitleH, box.W-2*whyPad, box.H-whyTitleH-whyPad/2), size, ui.Ink)
}

// whyHeight is the height of the reason's text at size in width w.
func whyHeight(text string, size, w float64) float64 {
	return float64(len(ui.Wrap(text, size, w, false))) * size * 1.35
}
