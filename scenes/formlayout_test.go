package scenes

import (
	"fmt"
	"testing"

	"mercado/game"
	"mercado/game/stats"
	"mercado/ui"
	"mercado/ui/lang"
)

// The screens' arrangements are pure functions of the screen's rectangle and form:
// these tests lay every screen out on the sizes phones, tablets and desktops have, with
// the labels of every language, and need no display.

// formSize is a window in CSS pixels and whether fingers use it.
type formSize struct {
	w, h  int
	touch bool
}

// formSizes are phones upright and on their side, tablets upright and on their side (all
// used by fingers), and desktops (used by a mouse).
var formSizes = []formSize{
	{360, 640, true}, {390, 844, true}, {412, 915, true}, {768, 1024, true},
	{1024, 768, true}, {1366, 1024, true}, {640, 360, true}, {844, 390, true},
	{1280, 720, false}, {1280, 800, false},
}

// notch is a phone's safe-area insets: a notch on the top (upright) or left (on its side).
func notch(f ui.Form) ui.Insets {
	switch f {
	case ui.Tall:
		return ui.Insets{Top: 47, Bottom: 34}
	case ui.Low:
		return ui.Insets{Left: 47, Right: 47, Bottom: 21}
	}
	return ui.Insets{}
}

// fingerUnit is the CSS pixels of a logical pixel on the screen eachScreen is laying out
// when fingers use it, and 0 when a mouse does (the desktop keeps its own sizes).
var fingerUnit float64

// oddNotch says eachScreen gave a notch to a phone narrower than 390 px, which none has:
// a few checks of room to spare leave those out.
var oddNotch bool

// eachScreen runs f on every size and language, with and without a notch.
func eachScreen(t *testing.T, f func(t *testing.T, scr ui.Rect, form ui.Form)) {
	t.Helper()
	defer lang.Set("en")
	defer func() { fingerUnit, oddNotch = 0, false }()
	for _, code := range []string{"en", "de", "fr", "uk"} {
		lang.Set(code)
		for _, sz := range formSizes {
			sc := ui.ScreenFor(sz.w, sz.h, 1, sz.touch)
			fingerUnit = 0
			if sz.touch {
				fingerUnit = sc.Scale
			}
			for _, in := range []ui.Insets{{}, notch(sc.Form)} {
				scr := ui.R(0, 0, sc.W, sc.H).Pad(in)
				oddNotch = in != ui.Insets{} && min(sz.w, sz.h) < 390
				t.Run(fmt.Sprintf("%s/%dx%d/%v/%v", code, sz.w, sz.h, sc.Form, in != ui.Insets{}), func(t *testing.T) {
					f(t, scr, sc.Form)
				})
			}
		}
	}
}

// cssUnit is the CSS pixels of a logical pixel when fingers use the screen of form, and 0
// when they do not: the screen eachScreen lays out, else a phone form at one to one.
func cssUnit(form ui.Form) float64 {
	if fingerUnit > 0 {
		return fingerUnit
	}
	if form != ui.Wide {
		return 1
	}
	return 0
}

// checkTargets: every target inside the screen (or the scrolled view's column), none
// overlapping another, each at least 44x44 CSS px where fingers use the screen.
func checkTargets(t *testing.T, scr ui.Rect, form ui.Form, names []string, rs []ui.Rect) {
	t.Helper()
	if k := cssUnit(form); k > 0 {
		for i, r := range rs {
			if r.W*k < ui.MinTouch-0.01 || r.H*k < ui.MinTouch-0.01 {
				t.Errorf("%s %v is smaller than a finger (%.0fx%.0f CSS px)", names[i], r, r.W*k, r.H*k)
			}
		}
	}
	checkPlaced(t, scr, names, rs)
}

// checkPlaced: every part inside the screen, none overlapping another.
func checkPlaced(t *testing.T, scr ui.Rect, names []string, rs []ui.Rect) {
	t.Helper()
	for i, r := range rs {
		if !scr.Within(r) {
			t.Errorf("%s %v is outside the screen %v", names[i], r, scr)
		}
		for j := i + 1; j < len(rs); j++ {
			if r.Overlaps(rs[j]) {
				t.Errorf("%s %v overlaps %s %v", names[i], r, names[j], rs[j])
			}
		}
	}
}

func numbered(what string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s %d", what, i+1)
	}
	return out
}

// checkText: a line of text at size is at least the least phone size (13 CSS px) where
// fingers use the screen.
func checkText(t *testing.T, form ui.Form, what string, size float64) {
	t.Helper()
	if k := cssUnit(form); k > 0 && size*k < ui.TypeFor(ui.Tall).Caption.Size-0.01 {
		t.Errorf("%s is %.1f CSS px on a touch screen", what, size*k)
	}
}

func TestMenuLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		footer := lang.F("menu.footer", "Version", "v1.2.3-45-gabcdef0")
		// the first visit's offer of the lessons, with a save that could not be read
		notes := []menuNote{{text: lang.T("tutorial.menu_offer")}, {text: lang.T("menu.save_unreadable")}}
		for _, n := range []int{5, 6, 8, 9} { // the browser has no Quit; more entries come
			note := func(size, w float64) float64 { return notesHeight(notes, size, w) }
			l := menuLayout(scr, form, n, lang.T("menu.subtitle"), footer, note)
			// on a phone the notes are never cut: every line is in their room
			if size := ui.TypeFor(form).Caption.Size; form != ui.Wide && !oddNotch && notesHeight(notes, size, l.notes.W)-notesGap > l.notes.H+0.01 {
				t.Errorf("%d buttons: the notes need %.0f px, and have %v", n, notesHeight(notes, size, l.notes.W)-notesGap, l.notes)
			}
			checkTargets(t, scr, form, numbered("button", n), l.buttons)
			last := l.buttons[n-1]
			if l.notes.Y < last.Bottom() || l.footer.Y < l.notes.Y || !scr.Within(l.footer) {
				t.Errorf("%d buttons: the notes %v and footer %v are not under the buttons (%v) in the screen", n, l.notes, l.footer, last)
			}
			if l.taglineY+l.taglineSize > l.buttons[0].Y {
				t.Errorf("%d buttons: the tagline at %v runs into the buttons at %v", n, l.taglineY, l.buttons[0].Y)
			}
			for _, s := range []float64{l.titleSize, l.nameSize, l.taglineSize, l.footerSize} {
				if s > 0 { // a short phone's tagline gives its room to the notes
					checkText(t, form, "the menu's text", s)
				}
			}
		}
	})
}

func TestPauseLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		for _, n := range []int{6, 7} {
			l := pauseLayout(scr, form, n, nil)
			if !scr.Within(l.box) {
				t.Errorf("the card %v is outside the screen %v", l.box, scr)
			}
			checkTargets(t, l.box, form, numbered("button", n), l.buttons)
			if l.note.H < 36 || !l.box.Within(l.note) || l.note.Y < l.buttons[n-1].Bottom() {
				t.Errorf("the note %v has no room under the buttons in %v", l.note, l.box)
			}
		}
	})
}

func TestSettingsLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		n := len(NewSettings().rows)
		l := settingsLayout(scr, form, n)
		names := append(numbered("value", n), "back")
		rs := append(append([]ui.Rect{}, l.values...), l.back)
		// The rows scroll: they are checked in a column as tall as their content.
		col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
		if form == ui.Wide {
			col = scr
		}
		checkTargets(t, col.Union(scr), form, names, rs)
		checkPlaced(t, col, numbered("label", n), l.labels)
		for i := range l.labels {
			for j := range l.values {
				if l.labels[i].Overlaps(l.values[j]) {
					t.Errorf("label %d %v overlaps value %d %v", i, l.labels[i], j, l.values[j])
				}
			}
		}
		if form != ui.Wide && l.back.Overlaps(l.view) {
			t.Errorf("the back button %v lies in the scrolled rows %v", l.back, l.view)
		}
		if l.step*2+60 > l.values[1].W {
			t.Errorf("a volume's − and + (%v each) leave no room for its value in %v", l.step, l.values[1])
		}
	})
}

func TestSetupLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		for i := range 6 { // the note on money at one screen, and at an online table's setup
			n, hidden := 2+i%3, []string{"setup.hidden_help", "setup.hidden_help_online"}[i/3]
			l := setupLayout(scr, form, n, lang.T("setup.help"), lang.T(hidden), n == 3)
			var names []string
			var rs []ui.Rect
			for i, sp := range l.seats {
				names = append(names, fmt.Sprintf("seat %d colour", i), fmt.Sprintf("seat %d name", i), fmt.Sprintf("seat %d kind", i))
				rs = append(rs, sp.color, sp.name, sp.kind)
				if n > 2 { // two seats cannot be fewer
					names, rs = append(names, fmt.Sprintf("seat %d remove", i)), append(rs, sp.drop)
				}
			}
			names = append(names, "money", "first", "seed")
			rs = append(rs, l.money, l.first, l.seed)
			if n < 4 { // four seats hide the add button
				names, rs = append(names, "add"), append(rs, l.add)
			}
			col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
			if form == ui.Wide {
				col = scr
			}
			checkTargets(t, col, form, names, rs)
			checkTargets(t, scr, form, []string{"back", "start"}, []ui.Rect{l.back, l.start})
			if form != ui.Wide && (l.back.Overlaps(l.view) || l.start.Overlaps(l.view) || l.err.Overlaps(l.view)) {
				t.Errorf("back %v, start %v or the problem's line %v lie in the scrolled part %v", l.back, l.start, l.err, l.view)
			}
			if form == ui.Wide && l.hiddenHelp.Y < l.seed.Bottom() || l.help.Bottom() > l.seats[0].color.Y ||
				l.hiddenHelp.Overlaps(l.money) || l.hiddenHelp.Overlaps(l.seed) || n < 4 && l.hiddenHelp.Overlaps(l.add) {
				t.Errorf("the help texts %v %v run into the buttons", l.help, l.hiddenHelp)
			}
			// on a phone the note on money is whole in the first view or wholly past it:
			// never cut mid-sentence at the view's foot
			if form != ui.Wide && l.hiddenHelp.Y < l.view.Bottom() && l.hiddenHelp.Bottom() > l.view.Bottom()+0.01 {
				t.Errorf("the note on money %v is cut by the view's foot at %v", l.hiddenHelp, l.view.Bottom())
			}
			checkText(t, form, "the setup's help", l.textSize)
			checkText(t, form, "the note on money", l.hidSize)
		}
	})
}

func TestHowToLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		h := NewHowTo()
		for page := range howtoPages {
			h.page = page
			text := h.pageText()
			l := howtoLayout(scr, form, func(size, w float64) float64 { return ui.TextHeight(text, size, w, false) })
			checkTargets(t, scr, form, []string{"previous", "next", "done"}, []ui.Rect{l.prev, l.next, l.back})
			checkText(t, form, "the page's text", l.textSize)
			if form == ui.Wide {
				continue
			}
			for _, b := range []ui.Rect{l.prev, l.next, l.back} {
				if b.Overlaps(l.view) {
					t.Errorf("page %d: the button %v lies in the scrolled page %v", page, b, l.view)
				}
			}
			if l.text.Overlaps(l.draw) || l.title.Overlaps(l.draw) || l.text.Overlaps(l.title) {
				t.Errorf("page %d: title %v, text %v and drawing %v overlap", page, l.title, l.text, l.draw)
			}
			if l.draw.W < 150 || l.draw.H < 150 {
				t.Errorf("page %d: the drawing %v is too small to see", page, l.draw)
			}
			if !l.scrollDrawing && !scr.Within(l.draw) {
				t.Errorf("page %d: the drawing %v is outside the screen", page, l.draw)
			}
		}
	})
}

func TestPassLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		name := "Maximiliana-Konstantin" // a long name, as long as a seat's may be
		title, hint := lang.F("game.pass.to", "Name", name), lang.F("game.pass.hidden", "Name", name)
		l := passLayout(scr, form, title, hint)
		checkTargets(t, scr, form, []string{"ready"}, []ui.Rect{l.ok})
		if form == ui.Wide {
			return
		}
		checkPlaced(t, scr, []string{"coin", "title", "hint", "ready"}, []ui.Rect{l.icon, l.title, l.hint, l.ok})
		checkText(t, form, "the hint", l.hintSize)
	})
}

func TestScoringLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		for n := 1; n <= 4; n++ {
			bd := &breakdown{}
			long := bestMoveText(game.TopMove{Decision: 1, Move: game.CustomerMove(logTile(t, 3, game.Fish, game.Meat), mustEntrance(t, "right-3")), Income: 12})
			bestH := func(w float64) float64 {
				if form == ui.Wide {
					return bestHeight(n)
				}
				return 46 + float64(n)*(30+ui.TextHeight(long, 13, w-32, false))
			}
			l := scoringLayout(scr, form, n, lang.T("scoring.rule"), lang.T("scoring.end.entrances"), func(h float64) float64 { return bd.fit(form, h) }, bestH)
			checkTargets(t, scr, form, []string{"again", "watch", "menu"}, []ui.Rect{l.again, l.watch, l.menu})
			// the scores are in the first view: on a phone the table's head shows them
			score := l.table.Bottom() // the desktop's ledger ends with them
			if form != ui.Wide {
				if score = l.table.Y + bd.head(); bd.head() < bdHead+bdHeadScore {
					t.Errorf("the table's head (%v px) has no line for the scores", bd.head())
				}
			}
			if score > l.view.Bottom() {
				t.Errorf("the scores (to %v) are below the first view's foot %v", score, l.view.Bottom())
			}
			col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
			if form == ui.Wide {
				col = scr
			}
			checkPlaced(t, col, []string{"table", "rule", "best moves", "chart"}, []ui.Rect{l.table, l.rule, l.best, l.chart})
			if form != ui.Wide {
				for _, b := range []ui.Rect{l.again, l.watch, l.menu} {
					if b.Overlaps(l.view) {
						t.Errorf("the button %v lies in the scrolled standings %v", b, l.view)
					}
				}
				if w := l.table.W - bd.labelWidth(l.table.W) - 24; w/float64(n) < 40 {
					t.Errorf("%d seats' columns are %v wide: no room for a figure", n, w/float64(n))
				}
			}
		}
	})
}

func TestCampaignLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		rule := lang.F("campaign.best_move_rule", "Bonus", 2, "Income", 32)
		l := campaignLayout(scr, form, func(w float64) float64 { return ui.TextHeight(rule, 13, w, false) },
			func(w float64) float64 { return ui.TextHeight(lang.T(challengeTexts[9].rules), 14.5, w, false) + 300 })
		col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
		if form == ui.Wide {
			col = scr
		} else if l.back.Overlaps(l.view) {
			t.Errorf("back %v lies in the scrolled sheet %v", l.back, l.view)
		}
		names := append(numbered("challenge", stats.Challenges), "play", "practise", "watch", "helps")
		rs := append(append([]ui.Rect{}, l.rows[:]...), l.play, l.practice, l.watch, l.helps)
		if form == ui.Tall { // upright, New run is the panel's last button
			names, rs = append(names, "new run"), append(rs, l.newRun)
			checkTargets(t, scr, form, []string{"back"}, []ui.Rect{l.back})
		} else {
			checkTargets(t, scr, form, []string{"back", "new run"}, []ui.Rect{l.back, l.newRun})
			if form == ui.Low && l.newRun.Overlaps(l.view) {
				t.Errorf("new run %v lies in the scrolled sheet %v", l.newRun, l.view)
			}
		}
		checkTargets(t, col, form, names, rs)
		checkPlaced(t, col, []string{"sheet", "panel"}, []ui.Rect{l.sheet, l.panel})
		if len(l.heads) == 0 {
			t.Fatal("the sheet shows no run")
		}
		checkPlaced(t, l.sheet, numbered("run", len(l.heads)), l.heads)
		if form != ui.Wide {
			checkTargets(t, l.sheet, form, []string{"older", "newer"}, []ui.Rect{l.older, l.newer})
			for _, h := range l.heads {
				if h.Overlaps(l.older) || h.Overlaps(l.newer) {
					t.Errorf("a run's head %v lies under older %v or newer %v", h, l.older, l.newer)
				}
				if w := ui.TextWidth("2026-10-21", l.small, false); w > h.W {
					t.Errorf("a run's date (%v px) is wider than its column %v", w, h)
				}
			}
		}
		if l.nameW < 150 {
			t.Errorf("the challenges' names have %v px", l.nameW)
		}
		first := l.heads[0].X
		if l.fameX > 0 {
			first = l.fameX - 48
		}
		if l.rows[0].X+44+l.nameW > first+0.01 {
			t.Errorf("the names (to %v) run into the columns at %v", l.rows[0].X+44+l.nameW, first)
		}
		for _, b := range rs[stats.Challenges:] {
			if !l.panel.Within(b) {
				t.Errorf("the button %v is outside the panel %v", b, l.panel)
			}
		}
		checkText(t, form, "the sheet's small text", l.small)
	})
}

func TestChallengeResultLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		long := lang.F("campaign.result.best", "Income", 24) + lang.F("campaign.result.best_had", "Run", 3, "Challenge", 7)
		for _, inRun := range []bool{false, true} {
			l := resultLayout(scr, form, func(w float64) float64 { return ui.TextHeight(long, 15, w, false) },
				func(w float64) float64 { return 3 * (ui.TextHeight(long, 16, w, false) + 10) }, inRun)
			checkTargets(t, scr, form, []string{"retry", "replay", "sheet"}, []ui.Rect{l.retry, l.replay, l.sheet})
			if form == ui.Wide {
				continue
			}
			col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
			checkPlaced(t, col, []string{"card"}, []ui.Rect{l.box})
			checkPlaced(t, l.box, append([]string{"fame bar", "sentences"}, numbered("cell", len(l.cells))...), append([]ui.Rect{l.bar, l.lines}, l.cells...))
			for _, b := range []ui.Rect{l.retry, l.replay, l.sheet} {
				if b.Overlaps(l.view) {
					t.Errorf("the button %v lies in the scrolled card %v", b, l.view)
				}
			}
			if inRun != (len(l.cells) == stats.Challenges) {
				t.Errorf("a run's result has %d cells", len(l.cells))
			}
		}
	})
}

func TestSpecialtyLayoutInEveryForm(t *testing.T) {
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		l := specialtyLayout(scr, form, func(w float64) float64 {
			return ui.TextHeight(lang.T(challengeTexts[1].rules), ui.TypeFor(form).Body.Size, w, false)
		})
		col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
		if form == ui.Wide {
			col = scr
		} else if l.back.Overlaps(l.view) {
			t.Errorf("the back button %v lies in the scrolled question %v", l.back, l.view)
		}
		checkTargets(t, scr, form, []string{"back"}, []ui.Rect{l.back})
		checkTargets(t, col, form, numbered("good", len(l.goods)), l.goods)
		checkPlaced(t, l.box, numbered("customer", len(l.customers)), l.customers)
		// Five stand tiles (the most a hand holds at the start) fit the card.
		if w := 5 * (l.tile + 8); w > l.box.W {
			t.Errorf("five tiles (%v px) are wider than the card %v", w, l.box)
		}
		if form != ui.Wide && (l.customers[0].Y < l.display.Y+l.tile/2 || l.customers[0].Y < l.hand.Y+l.tile/2) {
			t.Errorf("the customers %v run into the display's tiles at %v", l.customers[0], l.display)
		}
	})
}

// TestConfirmFitsTheActionsRow: the question, Yes and Back share the row the board gives
// them without overlapping, and on a row as tall as a finger each button is a target.
func TestConfirmFitsTheActionsRow(t *testing.T) {
	for _, act := range []ui.Rect{ui.R(300, 640, 660, 48), ui.R(10, 700, 370, ui.MinTouch), ui.R(0, 0, 844, 44)} {
		q, yes, back := confirmParts(act)
		checkTargets(t, act, ui.Tall, []string{"yes", "back"}, []ui.Rect{yes, back})
		checkPlaced(t, act, []string{"question", "yes", "back"}, []ui.Rect{q, yes, back})
		if q.W < 150 {
			t.Errorf("the question has %v px in %v", q.W, act)
		}
	}
}

// The statistics: Back a finger's size under the cards, the cards inside the screen (or
// the scrolled column) and apart, on a phone two columns on its side when they fit, the
// column headings and names at least the least phone size without being shrunk.
func TestStatsLayoutInEveryForm(t *testing.T) {
	s := stats.New()
	s.ByPlayers[3] = stats.Tally{Played: 12, Won: 7, Lost: 5, Scored: 12, Total: 600, Best: 71}
	eachScreen(t, func(t *testing.T, scr ui.Rect, form ui.Form) {
		for _, problem := range []string{"", statsProblemText(stats.Problem{Kind: stats.KeptAside, File: "stats-damaged-1.json", Detail: "it is cut short or not a statistics file"})} {
			l := statsLayout(scr, form, problem,
				func(w float64) float64 { return statsGamesHeight(s, form, w) },
				func(w float64) float64 { return statsAccuracyHeight(s, form, w) },
				func(w float64) float64 { return statsCampaignHeight(s, form, w) })
			checkTargets(t, scr, form, []string{"back"}, []ui.Rect{l.back})
			checkText(t, form, "the title", l.titleSize)
			if form == ui.Wide {
				checkPlaced(t, scr, []string{"games", "campaign", "accuracy", "back"}, []ui.Rect{l.games, l.campaign, l.accuracy, l.back})
				continue
			}
			col := ui.R(scr.X, l.view.Y, scr.W, max(l.view.H, l.contentH))
			parts, names := []ui.Rect{l.games, l.campaign, l.accuracy}, []string{"games", "campaign", "accuracy"}
			if problem != "" {
				parts, names = append(parts, l.problem), append(names, "problem")
				checkText(t, form, "the problem", l.problemSize)
			}
			checkPlaced(t, col, names, parts)
			if l.back.Overlaps(l.view) || !scr.Within(l.view) {
				t.Errorf("Back %v lies in the scrolled cards %v (screen %v)", l.back, l.view, scr)
			}
			if form == ui.Low && l.view.W >= 2*statsPhoneMinW+30 && l.games.Y != l.campaign.Y {
				t.Errorf("on its side the cards %v and %v are not side by side", l.games, l.campaign)
			}
			for _, r := range []ui.Rect{l.games, l.campaign} {
				if r.W < statsPhoneMinW {
					t.Errorf("a card %v is narrower than %v", r, statsPhoneMinW)
				}
			}
			// Headings fit their room at the least size (staggered when need be), and
			// every row's name fits across the card.
			for _, cols := range [][]string{statsGamesCols(), statsCampaignCols()} {
				iw := l.games.W - 2*statsPhonePad
				room := iw/float64(len(cols)) - 6
				if statsStagger(cols, iw) {
					room = 2*iw/float64(len(cols)) - 8
				}
				for _, h := range cols {
					if ui.FitSize(h, ui.TypeFor(form).Caption.Size, room, true) < ui.TypeFor(form).Caption.Size {
						t.Errorf("the heading %q does not fit %v px", h, room)
					}
				}
			}
			names2 := []string{}
			for _, r := range statsRows(s) {
				names2 = append(names2, r.label)
			}
			for i := 1; i <= stats.Challenges; i++ {
				names2 = append(names2, fmt.Sprintf("%d · %s", i, challengeName(i)))
			}
			for _, n := range names2 {
				if ui.FitSize(n, ui.TypeFor(form).Label.Size, l.campaign.W-2*statsPhonePad, true) < ui.TypeFor(form).Caption.Size {
					t.Errorf("the name %q is shrunk below the least size", n)
				}
			}
		}
	})
}
