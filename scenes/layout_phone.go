package scenes

import (
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
)

// The board on a phone. Upright (tall), the market fills the width where the thumb
// reaches it, with the buttons and the other players above it and the player to move's
// stall, the moves that are not pieces and the drawer below. On its side (low), the
// market fills the height at the left and the rest stands in a column beside it. Every
// target is at least ui.MinTouch on each side.

// trayPart is a part of the phone's drawer, chosen by its tabs.
type trayPart uint8

const (
	trayStall     trayPart = iota // the player to move's stall, when it has no room of its own
	trayCustomers                 // the customer tiles
	trayDisplay                   // the stand tiles on display and the bag
	trayLog                       // what happened
	trayChallenge                 // a solo challenge's rules and score, over the market
	numTrays
)

// Sizes of the phone arrangement (logical pixels = CSS pixels on a phone).
const (
	phonePad    = 8.0  // margin inside the safe area
	phoneGap    = 5.0  // between parts
	statusH     = 30.0 // the status line: two lines of 13 px
	stallHeadH  = 26.0 // the stall's name and money line
	stallTileS  = 48.0 // a hand tile in the stall
	chipMinW    = 104.0
	drawerMinH  = 112.0 // the least a drawer's panel may have
	custLabelW  = 24.0  // a stack's counter left of its tiles
	phoneMinCel = ui.MinTouch
)

// stallH is the height of the full stall: its header and a row of tiles.
const stallH = stallHeadH + stallTileS + 8

func (l *boardLayout) phone(scr ui.Rect, w, h float64, seats int, o layoutFor) {
	col := l.phoneColumn(scr, w, h, o)
	rest := l.phoneHeader(col, seats, o)
	stall, rest, ownStall := l.phoneMarketAndStall(rest)
	l.phoneDrawer(rest, stall, ownStall, seats, o)
}

// phoneColumn pads the screen (less where a notch or a home bar keeps a margin already),
// keeps the band a lesson or an online table reserves and, lying down, puts the market at
// the left: what remains is the column of the other parts.
func (l *boardLayout) phoneColumn(scr ui.Rect, w, h float64, o layoutFor) ui.Rect {
	const T = ui.MinTouch
	// a notch or a home bar already keeps a margin: the pad is then small
	pad := func(safe float64) float64 {
		if safe > 0 {
			return 2
		}
		return phonePad
	}
	in := scr.Pad(ui.Insets{Top: pad(scr.Y), Right: pad(w - scr.Right()), Bottom: pad(h - scr.Bottom()), Left: pad(scr.X)})
	if l.Form == ui.Tall && o.reserve > 0 {
		l.extra, in = in.CutBottom(o.reserve, phoneGap)
	}
	col := in
	if l.Form == ui.Low {
		side := max(5*phoneMinCel+2*T, min(in.H, in.W*0.56))
		var left ui.Rect
		left, col = in.CutLeft(side, 10)
		l.placeMarket(ui.R(left.X, left.Y+(left.H-side)/2, side, side))
	}
	if l.Form == ui.Low && o.reserve > 0 {
		l.extra, col = col.CutBottom(o.reserve, phoneGap)
	}
	l.topBar = ui.R(scr.X, scr.Y, scr.W, 0)
	return col
}

// phoneHeader places the top of the column: the helps and the menu at the top right, the
// status line, and a chip for every seat but the one in focus (beside the buttons when
// they fit, else in a row of their own). What remains is below them.
func (l *boardLayout) phoneHeader(col ui.Rect, seats int, o layoutFor) (rest ui.Rect) {
	const T, gap = ui.MinTouch, phoneGap
	// The buttons: the helps and the menu, at the top right, sized by their words.
	row, rest := col.CutTop(T, gap)
	bw := func(key string) float64 { return max(T, ui.TextWidth(trWord(key), 15, true)+24) }
	wm, wu, wh := bw("game.button.menu"), bw("game.button.undo"), bw("game.button.hint")+28
	var others []int
	for s := 0; s < seats; s++ {
		if s != l.focus {
			others = append(others, s)
		}
	}
	var btns, chipsIn ui.Rect
	if o.noHelps { // the replay: only its way back
		btns, chipsIn = row.CutRight(wm, gap)
		l.menuBtn = btns
	} else {
		btns, chipsIn = row.CutRight(wh+wu+wm+2*gap, gap)
		bs := btns.Cols(gap, ui.Px(wh), ui.Px(wu), ui.Px(wm))
		l.hintBtn, l.undoBtn, l.menuBtn = bs[0], bs[1], bs[2]
	}
	sh := statusH
	if col.H >= 680 {
		sh = 36 // room for two lines of 15 px
	}
	if o.noStatus {
		l.status = ui.R(rest.X, rest.Y, rest.W, 0)
	} else {
		l.status, rest = rest.CutTop(sh, 4)
	}
	if len(others) > 0 {
		if chipsIn.W < chipMinW*float64(len(others))+gap*float64(len(others)-1) {
			chipsIn, rest = rest.CutTop(T, gap)
		}
		cw := min(180, (chipsIn.W-gap*float64(len(others)-1))/float64(len(others)))
		for i, s := range others {
			l.placeChip(s, ui.R(chipsIn.X+float64(i)*(cw+gap), chipsIn.Y, cw, T))
		}
	}
	return rest
}

// phoneMarketAndStall places, standing, the market, as large as leaves room below it;
// and the moves that are not pieces and the stall when they fit with the drawer (on a
// small screen the stall and those moves are the drawer's first tab: ownStall is false).
func (l *boardLayout) phoneMarketAndStall(rest ui.Rect) (stall, below ui.Rect, ownStall bool) {
	const T, gap = ui.MinTouch, phoneGap
	full := T + gap + stallH + gap + T + gap + drawerMinH + 24
	tabbed := T + gap + max(drawerMinH+24, stallH+gap+T)
	ownStall = rest.H-full >= 0
	if l.Form == ui.Tall {
		side := min(rest.W, rest.H-gap-full)
		ownStall = side >= min(rest.W, 330)
		if !ownStall {
			side = min(rest.W, rest.H-gap-tabbed)
		}
		side = max(5*phoneMinCel+2*T, side)
		var m ui.Rect
		m, rest = rest.CutTop(side, gap)
		l.placeMarket(m.TopCentered(side, side))
	}
	if ownStall {
		l.actions, rest = rest.CutTop(T, gap)
		stall, rest = rest.CutTop(stallH, gap)
	}
	return stall, rest, ownStall
}

// phoneDrawer places the drawer's tabs and its tray, the stall and the moves that are
// not pieces (in the stall's tab when they have no room of their own), and in the tray
// the part its tab shows.
func (l *boardLayout) phoneDrawer(rest, stall ui.Rect, ownStall bool, seats int, o layoutFor) {
	const T, gap = ui.MinTouch, phoneGap
	tabsRow, drawer := rest.CutTop(T, gap)
	l.tabsRow, l.drawer = tabsRow, drawer
	tray := o.tray
	if ownStall && tray == trayStall {
		tray = trayCustomers
	}
	if !o.solo && tray == trayChallenge {
		tray = trayCustomers
	}
	l.tray = tray
	l.placeTabs(tabsRow, !ownStall, o.solo)
	switch {
	case ownStall:
		l.placeStall(stall, o.supplies)
	case tray == trayStall && o.stallLast:
		st, above := drawer.CutBottom(stallH, 4)
		l.placeStall(st, o.supplies)
		l.actions, _ = above.CutBottom(T, 0)
	case tray == trayStall:
		st, below := drawer.CutTop(stallH, 4)
		l.placeStall(st, o.supplies)
		l.actions, _ = below.CutTop(T, 0)
	default:
		l.placeStall(ui.R(l.tabs[trayStall].CX(), l.tabs[trayStall].CY(), 0, 0), o.supplies)
		l.actions = ui.R(l.tabs[trayStall].CX(), l.tabs[trayStall].CY(), 0, 0)
	}
	switch {
	case l.actions.W > 0 && seats == 1: // solo play has no coin to take
		l.coinBtn, l.redrawBtn = ui.Rect{}, l.actions
	case l.actions.W > 0:
		ab := l.actions.Cols(gap, ui.Fr(1), ui.Fr(1))
		l.coinBtn, l.redrawBtn = ab[0], ab[1]
	default:
		l.coinBtn, l.redrawBtn = l.actions, l.actions
	}
	l.placeCustomers(drawer, tray == trayCustomers)
	l.placeDisplay(drawer, tray == trayDisplay)
	if tray == trayLog {
		l.logArea = drawer
	}
	if tray == trayChallenge {
		// over the market, where there is room for its rules and score
		l.challArea = l.board
	}
}

// crowded: the band kept for the tutorial's lesson left the drawer less than its least
// height, or pushed it into the band.
func (l *boardLayout) crowded() bool {
	return l.extra.H > 0 && (l.drawer.H < drawerMinH || l.drawer.Bottom() > l.extra.Y)
}

// placeMarket sets the market's square: the ring at least a touch target deep.
func (l *boardLayout) placeMarket(b ui.Rect) {
	l.board = b
	l.ring = max(ui.MinTouch, b.W*0.12)
	l.cell = (b.W - 2*l.ring) / game.BoardSize
}

// placeChip makes seat a compact chip: its name and money in r; a decision's pieces
// fly from and to its stand.
func (l *boardLayout) placeChip(seat int, r ui.Rect) {
	l.chip[seat], l.players[seat] = true, r
	spot := ui.R(r.X+4, r.CY()-12, 24, 24)
	for i := range l.hand[seat] {
		l.hand[seat][i] = spot
	}
	for i := range l.supply[seat] {
		l.supply[seat][i] = spot
	}
	l.money[seat] = ui.R(r.X+22, r.CY(), r.W-26, r.H/2)
}

// placeStall lays the focus seat's stall: the name and money on a line, then the hand
// tiles and the supplies restaurants of the supply. An empty r hides it (the drawer shows
// another part): the pieces then fly to and from its tab.
func (l *boardLayout) placeStall(r ui.Rect, supplies int) {
	seat := l.focus
	l.players[seat] = r
	if r.W == 0 {
		for i := range l.hand[seat] {
			l.hand[seat][i] = r
		}
		for i := range l.supply[seat] {
			l.supply[seat][i] = r
		}
		l.money[seat] = r
		return
	}
	head, tiles := r.InsetXY(8, 4).CutTop(stallHeadH, 0)
	l.money[seat] = ui.R(head.X+head.W*0.52, head.Y, head.W*0.48, head.H)
	// the hand's tiles as large as leaves room for two restaurants beside them
	rs := ui.MinTouch + 4.0
	s := max(ui.MinTouch, min(stallTileS, tiles.H, (tiles.W-8-2*(rs+4))/game.MaxHand-6))
	rs = min(rs, s)
	for i := range l.hand[seat] {
		l.hand[seat][i] = ui.R(tiles.X+float64(i)*(s+6), tiles.Y, s, s)
	}
	// The restaurants follow the hand; when a long game brought more than the room
	// beside it holds, they close up (overlapping) so that the last stays on the stall.
	x := tiles.X + float64(game.MaxHand)*(s+6) + 8
	step := max(0, min(rs+4, (tiles.Right()-x-rs)/float64(max(1, supplies-1))))
	for i := range l.supply[seat] {
		l.supply[seat][i] = ui.R(x+float64(i)*step, tiles.Y+(s-rs)/2, rs, rs)
	}
}

// placeTabs lays the drawer's tabs in row: each at least a touch target wide, the rest
// of the row shared by the lengths of their words.
func (l *boardLayout) placeTabs(row ui.Rect, stallTab, solo bool) {
	var parts []trayPart
	var sizes []ui.Size
	for p := trayPart(0); p < numTrays; p++ {
		if (p == trayStall && !stallTab) || (p == trayChallenge && !solo) {
			continue
		}
		parts = append(parts, p)
		sizes = append(sizes, ui.Fr(ui.TextWidth(trayWord(p), 15, true)+28))
	}
	n := float64(len(parts))
	if row.W-4*(n-1) < ui.MinTouch*n {
		for i, r := range row.Cols(4, sizes...) {
			l.tabs[parts[i]] = r
		}
		return
	}
	// the touch targets' least widths first, then the words' shares of what is left
	rest := ui.R(row.X, row.Y, row.W-ui.MinTouch*n, row.H)
	x := row.X
	for i, r := range rest.Cols(4, sizes...) {
		w := ui.MinTouch + r.W
		l.tabs[parts[i]] = ui.R(x, row.Y, w, row.H)
		x += w + 4
	}
}

// placeCustomers lays the customer tiles in the drawer d when shown: a stack to a row
// when the rows are tall enough, else two stacks to a row with the tiles upright, else
// a stack to a column; hidden, they sit in their tab.
func (l *boardLayout) placeCustomers(d ui.Rect, shown bool) {
	if !shown {
		t := l.tabs[trayCustomers]
		l.custArea = ui.R(t.CX(), t.CY(), 0, 0)
		for n := range l.custTile {
			l.custNum[n] = l.custArea
			for i := range l.custTile[n] {
				l.custTile[n][i] = l.custArea
			}
		}
		return
	}
	const T = ui.MinTouch
	l.custArea = d
	in := d.InsetXY(3, 3)
	stacks, per := game.MaxCustomers, game.AvailablePerStack
	// a stack to a row
	rows := in.Rows(4, ui.Even(stacks)...)
	if w := (rows[0].W - custLabelW - 4 - 2*6) / float64(per); rows[0].H >= T && w*0.62 >= T {
		for n, row := range rows {
			lbl, tiles := row.CutLeft(custLabelW, 4)
			w := min(96, w)
			h := min(row.H, w*0.62)
			l.custNum[n] = lbl
			for i := range l.custTile[n] {
				l.custTile[n][i] = ui.R(tiles.X+float64(i)*(w+6), row.CY()-h/2, w, h)
			}
		}
		return
	}
	// two stacks to a row, tiles upright as at the market's left and right entrances
	halves := in.Rows(4, ui.Even(2)...)
	half0 := halves[0].Cols(8, ui.Fr(1), ui.Fr(1))[0]
	if w := (half0.W - custLabelW - 2 - 2*3) / float64(per); halves[0].H >= T && w >= T || in.H < 3*T+16+8 {
		for n := range l.custTile {
			half := halves[n/2].Cols(8, ui.Fr(1), ui.Fr(1))[n%2]
			lbl, tiles := half.CutLeft(custLabelW, 2)
			w := min(64, w)
			h := min(half.H, w*1.7)
			l.custNum[n] = lbl
			for i := range l.custTile[n] {
				l.custTile[n][i] = ui.R(tiles.X+float64(i)*(w+3), half.CY()-h/2, w, h)
			}
		}
		return
	}
	// a stack to a column, its count on top
	for n, c := range in.Cols(6, ui.Even(stacks)...) {
		lbl, tiles := c.CutTop(16, 2)
		l.custNum[n] = lbl
		for i, r := range tiles.Rows(3, ui.Even(per)...) {
			l.custTile[n][i] = r.Centered(min(r.W, r.H/0.62), r.H)
		}
	}
}

// placeDisplay lays the stand tiles on display in the drawer d when shown.
func (l *boardLayout) placeDisplay(d ui.Rect, shown bool) {
	if !shown {
		t := l.tabs[trayDisplay]
		l.dispArea = ui.R(t.CX(), t.CY(), 0, 0)
		for i := range l.dispTile {
			l.dispTile[i] = l.dispArea
		}
		return
	}
	l.dispArea = d
	s := min(72, d.H-16, (d.W-14-72)/game.DisplaySize-12)
	for i := range l.dispTile {
		l.dispTile[i] = ui.R(d.X+14+float64(i)*(s+12), d.CY()-s/2, s, s)
	}
}

// trWord is a message of the catalog, for sizing a button by its words.
func trWord(key string) string { return lang.T(key) }

// trayWord is the label of a drawer's tab.
func trayWord(p trayPart) string {
	return lang.T(trayKeys[p])
}

var trayKeys = [numTrays]string{"drawer.stall", "drawer.customers", "drawer.tiles", "drawer.log", "drawer.challenge"}
