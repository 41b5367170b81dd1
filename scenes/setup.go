package scenes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

var defaultNames = []string{"Ana", "Rui", "Inês", "Tiago"} // not translated: names of people

type setupSeat struct {
	choice int
	name   string
	color  int
	kindB  ui.Button
	nameB  ui.Button
	colorB ui.Button
	dropB  ui.Button
}

// Setup chooses the seats and options of a new game.
type Setup struct {
	seats   []setupSeat
	money   string // "hidden", "open", or "" to follow the seats (see hiddenMoney)
	started bool   // the last game's table has been put back
	first   int    // -1 random, else index into seats
	seed    string
	editing int // seat whose name is being typed, -2 the seed, -1 none
	// onPage is the field the page's text input holds (textentry_js.go), -1 none:
	// in the browser the text is typed there, with the phone's keyboard.
	onPage int
	focus  ui.FocusList // keyboard focus over focusable()
	scroll ui.Scroll    // the seats and options on a phone
	err    string
	// onStart, when set, starts the game the seats describe instead of a game at this
	// screen (an online table, scenes/online); an error is said on the setup.
	onStart func(a *App, cfg table.Config) error
	title   string // the screen's title when not a new game's

	addB, moneyB, firstB, seedB, startB, backB ui.Button
}

func NewSetup() *Setup {
	s := &Setup{first: -1, editing: -1, onPage: -1, focus: ui.NoFocus()}
	s.seats = []setupSeat{{choice: 0, name: defaultNames[0], color: 0}, {choice: 2, name: defaultNames[1], color: 1}}
	return s
}

// hiddenHelp is the note on hidden money: at one screen it speaks of people sharing the
// screen; an online table's people each have their own.
func (s *Setup) hiddenHelp() string {
	if s.onStart != nil {
		return lang.T("setup.hidden_help_online")
	}
	return lang.T("setup.hidden_help")
}

// NewSetupFor is the setup screen whose Start hands the configuration to start (hosting
// an online table) rather than dealing a game at this screen.
func NewSetupFor(title string, start func(a *App, cfg table.Config) error) *Setup {
	s := NewSetup()
	s.onStart, s.title = start, title
	return s
}

// seatParts is one seat's row: its colour, name, kind and remove buttons.
type seatParts struct{ color, name, kind, drop ui.Rect }

// setupParts is where the setup screen puts its parts. The seats, options and help are
// in content coordinates: on a phone they scroll inside view.
type setupParts struct {
	title, help       ui.Rect // the title's line; the help under it
	titleSize         float64
	seats             []seatParts
	add               ui.Rect
	money, first      ui.Rect
	seed              ui.Rect
	hiddenHelp        ui.Rect
	back, start       ui.Rect
	err               ui.Rect // a problem with the choices, over the bar
	view              ui.Rect
	contentH          float64
	textSize, hidSize float64 // the help's and the note's under the options
}

// setupLayout arranges n seats (room for four) and the options. help and hiddenHelp are
// the texts under the title and under the options, measured to wrap on a phone; a
// problem with the choices takes a line over the bottom. With two seats none can be
// removed, and on a phone the kind takes the remove button's room. On a
// desktop each seat is one row; upright on a phone two rows (colour and name, then kind
// and remove) with Back and Start in a bar at the bottom; on its side Back and Start
// flank the title and the rest scrolls under them.
func setupLayout(scr ui.Rect, f ui.Form, n int, help, hiddenHelp string, problem bool) setupParts {
	var l setupParts
	if f == ui.Wide {
		l.wide(scr, n)
		return l
	}
	ty := ui.TypeFor(f)
	l.titleSize, l.textSize, l.hidSize = ty.Title.Size, ty.Caption.Size, ty.Caption.Size
	rest := l.phoneFrame(scr, f, problem)
	col := rest.Column(720)
	y := rest.Y
	hh := ui.TextHeight(help, l.textSize, col.W, false)
	l.help = ui.R(col.X, y, col.W, hh)
	y += hh + 10
	y = l.phoneSeats(f, col, y, n)
	y = l.phoneOptions(f, col, y, hiddenHelp)
	l.contentH = y + 8 - rest.Y
	return l
}

// wide is the desktop's setup: a row for each seat, the options under them, Back and
// Start at the foot.
func (l *setupParts) wide(scr ui.Rect, n int) {
	x := scr.CX() - 400
	l.title, l.titleSize = ui.R(x, scr.Y+60, 800, 0), 40
	l.help, l.textSize, l.hidSize = ui.R(x, scr.Y+100, 800, 0), 15, 14
	y := scr.Y + 130
	for i := range n {
		row := ui.R(x, y+float64(i)*62, 800, 48)
		var sp seatParts
		sp.color, row = row.CutLeft(56, 12)
		sp.name, row = row.CutLeft(300, 12)
		sp.kind, row = row.CutLeft(300, 12)
		sp.drop = row
		l.seats = append(l.seats, sp)
	}
	l.add = ui.R(x, y+float64(n)*62, 200, 44)
	oy := y + 4*62 + 10
	l.money, l.first = ui.R(x, oy+20, 390, 48), ui.R(x+410, oy+20, 390, 48)
	l.seed = ui.R(x, oy+80, 390, 48)
	l.hiddenHelp = ui.R(x, l.seed.Bottom()+18, 800, 60)
	l.back, l.start = ui.R(x, scr.Bottom()-90, 180, 52), ui.R(x+540, scr.Bottom()-90, 260, 52)
	l.err = ui.R(x, scr.Bottom()-132, 800, 24)
	l.view, l.contentH = scr, scr.H
}

// phoneFrame places what stays put on a phone — the title, Back and Start (in a bar at
// the foot upright, flanking the title on its side), a problem's line over the foot —
// and gives the room that scrolls under them (the view).
func (l *setupParts) phoneFrame(scr ui.Rect, f ui.Form, problem bool) (rest ui.Rect) {
	body := scr.InsetXY(12, 8)
	head, rest := body.CutTop(ui.MinTouch, 8)
	if f == ui.Tall {
		var bar ui.Rect
		bar, rest = rest.CutBottom(52, 8)
		cols := bar.Cols(10, ui.Fr(2), ui.Fr(3))
		l.back, l.start = cols[0], cols[1]
		l.title = ui.R(head.X, head.CY(), head.W, 0)
	} else {
		l.back, head = head.CutLeft(110, 12)
		l.start, head = head.CutRight(min(220, head.W/2), 12)
		l.title = ui.R(head.X, head.CY(), head.W, 0)
	}
	if problem {
		l.err = ui.R(rest.X, rest.Bottom()-22, rest.W, 22)
		rest.H -= 26
	}
	l.view = ui.R(scr.X, rest.Y, scr.W, rest.H)
	return rest
}

// phoneSeats places the n seats in the column col from y, and the add button under
// them; it gives where the options begin.
func (l *setupParts) phoneSeats(f ui.Form, col ui.Rect, y float64, n int) float64 {
	h, gap := float64(ui.MinTouch), 8.0
	for range n {
		var sp seatParts
		if f == ui.Tall {
			top := ui.R(col.X, y, col.W, h)
			sp.color, sp.name = top.CutLeft(56, gap)
			low := ui.R(col.X, y+h+6, col.W, h)
			sp.kind = low
			if n > 2 {
				sp.drop, sp.kind = low.CutRight(min(120, col.W*0.35), gap)
			}
			y += 2*h + 6 + 14
		} else {
			row := ui.R(col.X, y, col.W, h)
			sp.color, row = row.CutLeft(56, gap)
			if n > 2 {
				sp.drop, row = row.CutRight(110, gap)
			}
			cs := row.Cols(gap, ui.Fr(1), ui.Fr(1))
			sp.name, sp.kind = cs[0], cs[1]
			y += h + gap
		}
		l.seats = append(l.seats, sp)
	}
	l.add = ui.R(col.X, y, min(col.W, 240), h)
	if n < 4 { // four seats hide the add button: no gap for it
		return y + h + 16
	}
	return y + 8
}

// phoneOptions places the options (money, who goes first, the seed) in the column col
// from y, and the note on money; it gives the foot of what scrolls.
func (l *setupParts) phoneOptions(f ui.Form, col ui.Rect, y float64, hiddenHelp string) float64 {
	h, gap := float64(ui.MinTouch), 8.0
	// The note on money stands over the options when it fits whole in the first view
	// (a sentence cut at the view's foot reads as cut, where a button cut there says
	// that the page scrolls); else under them, past the first view.
	hh := ui.TextHeight(hiddenHelp, l.hidSize, col.W, false)
	noteFirst := y+hh <= l.view.Bottom()
	if noteFirst {
		l.hiddenHelp = ui.R(col.X, y, col.W, hh)
		y += hh + 10
	}
	if f == ui.Tall {
		rows, used := ui.R(col.X, y, col.W, 0).Stack(3, h, gap)
		l.money, l.first, l.seed = rows[0], rows[1], rows[2]
		y += used + 12
	} else {
		cs := ui.R(col.X, y, col.W, h).Cols(gap, ui.Fr(1), ui.Fr(1))
		l.money, l.first = cs[0], cs[1]
		l.seed = ui.R(col.X, y+h+gap, cs[0].W, h)
		y += 2*h + gap + 12
	}
	if !noteFirst {
		y = max(y, l.view.Bottom()+4)
		l.hiddenHelp = ui.R(col.X, y, col.W, hh)
		y += hh
	}
	return y
}

// Targets are each seat's kind (named for what it is now: setup.seat1.medium) and name,
// who goes first, and Start.
func (s *Setup) Targets() []Target {
	var out []Target
	for i, seat := range s.seats {
		kind := seatChoices[seat.choice].level
		if kind == "" {
			kind = "human"
		}
		out = append(out, targetAt(fmt.Sprintf("setup.seat%d.%s", i, kind), seat.kindB.Label, seat.kindB.Rect),
			targetAt(fmt.Sprintf("setup.name%d", i), seat.name, seat.nameB.Rect))
	}
	first := "random"
	if s.first >= 0 {
		first = fmt.Sprint(s.first)
	}
	return append(out,
		targetAt("setup.first."+first, s.firstB.Label, s.firstB.Rect),
		targetAt("setup.start", s.startB.Label, s.startB.Rect))
}

// FitsEveryForm: the setup lays itself out upright and on its side too.
func (s *Setup) FitsEveryForm() {}

func (s *Setup) layout(a *App) setupParts {
	if !s.started {
		s.started = true
		s.restore(a.Settings.LastSetup)
	}
	l := setupLayout(a.Screen(), a.Form, len(s.seats), lang.T("setup.help"), s.hiddenHelp(), s.err != "")
	dy := -s.scroll.Off
	for i := range s.seats {
		st := &s.seats[i]
		sp := l.seats[i]
		st.colorB.Rect = sp.color.Shift(dy)
		st.nameB.Rect = sp.name.Shift(dy)
		st.kindB.Rect = sp.kind.Shift(dy)
		st.dropB.Rect = sp.drop.Shift(dy)
		st.nameB.Label = st.name
		if s.editing == i {
			st.nameB.Label = st.name + "|"
		}
		st.kindB.Label = lang.T(seatChoices[st.choice].label)
		st.dropB.Label = lang.T("setup.remove")
		st.dropB.Disabled = len(s.seats) <= 2
	}
	s.addB = button(s.addB, l.add.Shift(dy), lang.T("setup.add"))
	s.addB.Disabled = len(s.seats) >= 4
	money := lang.T("setup.money_hidden")
	if !s.hiddenMoney() {
		money = lang.T("setup.money_open")
	}
	s.moneyB = button(s.moneyB, l.money.Shift(dy), money)
	first := lang.T("setup.first_random")
	if s.first >= 0 && s.first < len(s.seats) {
		first = lang.F("setup.first", "Name", s.seats[s.first].name)
	}
	s.firstB = button(s.firstB, l.first.Shift(dy), first)
	seed := lang.T("setup.seed_random")
	if s.seed != "" || s.editing == -2 {
		typed := s.seed
		if s.editing == -2 {
			typed += "|"
		}
		seed = lang.F("setup.seed", "Seed", typed)
	}
	s.seedB = button(s.seedB, l.seed.Shift(dy), seed)
	s.backB = button(s.backB, l.back, lang.T("setup.back"))
	s.startB = button(s.startB, l.start, lang.T("setup.start"))
	s.startB.Primary = true
	return l
}

// focusable lists the buttons in keyboard order.
func (s *Setup) focusable() []*ui.Button {
	var out []*ui.Button
	for i := range s.seats {
		st := &s.seats[i]
		out = append(out, &st.colorB, &st.nameB, &st.kindB)
		if !st.dropB.Disabled {
			out = append(out, &st.dropB)
		}
	}
	if !s.addB.Disabled {
		out = append(out, &s.addB)
	}
	return append(out, &s.moneyB, &s.firstB, &s.seedB, &s.backB, &s.startB)
}

func (s *Setup) Update(a *App) {
	l := s.layout(a)
	in := s.scroll.Update(&a.Input, l.view, l.contentH)
	l = s.layout(a)
	defer s.typeOnPage(a)
	if s.onPage != -1 && !typingOnPage() { // Enter, Tab or Esc in the page's input, or a tap elsewhere
		s.editing, s.onPage = -1, -1
	}
	editing := s.editing != -1
	s.typeInto(in)
	// The keyboard: Tab and the arrows move the focus, Enter or Space presses the
	// focused button (Start at first); while typing, Enter, Tab and Esc finish the name.
	focus := s.focusable()
	if s.focus.At < 0 || s.focus.At >= len(focus) {
		s.focus.At = len(focus) - 1
	}
	var act *ui.Button
	if editing {
		for _, b := range focus {
			b.Focused = false
		}
	} else {
		was := s.focus.At
		act = s.focus.Update(in, focus...)
		if f := focus[s.focus.At]; s.focus.At != was && f != &s.backB && f != &s.startB {
			s.scroll.Show(f.Rect.Shift(s.scroll.Off), l.view)
		}
	}
	hit := func(b *ui.Button) bool { return b.Update(in) || b == act }
	for i := range s.seats {
		st := &s.seats[i]
		if hit(&st.kindB) {
			st.choice = (st.choice + 1) % len(seatChoices)
			s.editing = -1
		}
		if hit(&st.nameB) {
			s.editing = i
		}
		if hit(&st.colorB) {
			st.color = s.nextColor(st.color)
		}
		if hit(&st.dropB) {
			s.remove(i)
			return
		}
	}
	if hit(&s.addB) {
		s.add()
	}
	if hit(&s.moneyB) { // the other rule than the one shown, whoever sits at the table
		if s.hiddenMoney() {
			s.money = "open"
		} else {
			s.money = "hidden"
		}
	}
	if hit(&s.firstB) {
		s.first++
		if s.first >= len(s.seats) {
			s.first = -1
		}
	}
	if hit(&s.seedB) {
		s.editing = -2
	}
	if editing && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyTab) || in.Key(ebiten.KeyEscape)) {
		s.editing = -1
		return
	}
	if hit(&s.backB) || in.Key(ebiten.KeyEscape) {
		a.Pop()
		return
	}
	if hit(&s.startB) {
		s.start(a)
	}
}

// typed is the text being typed (a name or the seed) and how many letters it may have.
func (s *Setup) typed() (text *string, limit int) {
	if s.editing >= 0 && s.editing < len(s.seats) {
		return &s.seats[s.editing].name, table.MaxNameRunes
	}
	return &s.seed, 20
}

// typeInto edits the name or seed being typed: from the page's text input when it has
// it, else from the keys typed this frame.
func (s *Setup) typeInto(in *ui.Input) {
	if s.editing == -1 {
		return
	}
	text, limit := s.typed()
	if s.onPage == s.editing {
		*text = s.keep("", []rune(typedOnPage()), limit)
		setTypedOnPage(*text) // what the field refused leaves the input too
		return
	}
	*text = s.keep(*text, in.Chars(), limit)
	if in.Key(ebiten.KeyBackspace) && *text != "" {
		rs := []rune(*text)
		*text = string(rs[:len(rs)-1])
	}
}

// keep adds to text the letters typed that the field takes: a name's letters, the
// seed's digits, up to limit.
func (s *Setup) keep(text string, typed []rune, limit int) string {
	n := len([]rune(text))
	for _, r := range typed {
		if (s.editing == -2 && !unicode.IsDigit(r)) || !table.NameRune(r) || n >= limit {
			continue
		}
		text += string(r)
		n++
	}
	return text
}

// typeOnPage keeps the page's text input with the field being typed, and tells the page
// where the text fields are, so that a tap on one opens a phone's keyboard.
func (s *Setup) typeOnPage(a *App) {
	var fields []ui.Rect
	if a.Top() == s {
		fields = append(fields, s.seedB.Rect)
		for i := range s.seats {
			fields = append(fields, s.seats[i].nameB.Rect)
		}
	}
	setTextFields(a, fields...)
	switch {
	case s.editing == -1 || a.Top() != s:
		if s.onPage != -1 {
			stopTyping()
		}
		s.onPage = -1
	case s.editing != s.onPage:
		text, _ := s.typed()
		s.onPage = -1
		if startTyping(*text) {
			s.onPage = s.editing
		}
	}
}

func (s *Setup) nextColor(c int) int {
	for k := 1; k <= 4; k++ {
		n := (c + k) % 4
		free := true
		for _, st := range s.seats {
			if st.color == n {
				free = false
			}
		}
		if free {
			return n
		}
	}
	return c
}

func (s *Setup) add() {
	if len(s.seats) >= 4 {
		return
	}
	used := map[string]bool{}
	for _, st := range s.seats {
		used[st.name] = true
	}
	name := lang.F("setup.player_n", "Number", len(s.seats)+1)
	for _, n := range defaultNames {
		if !used[n] {
			name = n
			break
		}
	}
	s.seats = append(s.seats, setupSeat{choice: 2, name: name, color: s.nextColor(len(s.seats) - 1)})
	s.editing = -1
}

func (s *Setup) remove(i int) {
	if len(s.seats) <= 2 || i < 0 || i >= len(s.seats) {
		return
	}
	s.seats = append(s.seats[:i], s.seats[i+1:]...)
	s.first, s.editing = -1, -1
}

// config turns the choices into a table configuration.
func (s *Setup) config(a *App) (table.Config, error) {
	cfg := table.Config{MoneyHidden: s.hiddenMoney(), First: s.first, HardBudgetMS: a.Settings.HardBudgetMS}
	for i, st := range s.seats {
		name := strings.TrimSpace(st.name)
		if name == "" {
			return cfg, errors.New(lang.F("setup.needs_name", "Number", i+1))
		}
		ch := seatChoices[st.choice]
		cfg.Seats = append(cfg.Seats, table.Seat{Name: name, Kind: ch.kind, Level: ch.level, Color: st.color})
	}
	if s.seed == "" {
		cfg.Seed = rand.Uint64()
	} else {
		v, err := strconv.ParseUint(s.seed, 10, 64)
		if err != nil {
			return cfg, errors.New(lang.T("setup.bad_seed"))
		}
		cfg.Seed = v
	}
	return cfg, nil
}

func (s *Setup) start(a *App) {
	cfg, err := s.config(a)
	if err == nil && s.onStart != nil {
		if err = s.onStart(a, cfg); err == nil {
			a.Settings.LastSetup = s.remember()
			a.SaveSettings()
			return
		}
	}
	if err == nil {
		var t *table.Table
		t, err = table.New(cfg)
		if err == nil {
			t.SetStore(a.Store)
			a.Settings.LastSetup = s.remember()
			a.SaveSettings()
			a.Replace(a.to.game(t))
			return
		}
	}
	s.err = err.Error()
}

func (s *Setup) Draw(c *ui.Canvas, a *App) {
	l := s.layout(a)
	align, tx := ui.Left, l.title.X
	if a.Form == ui.Tall {
		align, tx = ui.Center, l.title.CX()
	}
	title := lang.T("setup.title")
	if s.title != "" {
		title = s.title
	}
	c.TextFit(title, tx, l.title.Y, l.titleSize, l.title.W, true, ui.Paper, align)
	in := c
	if a.Form != ui.Wide {
		in = c.Clip(l.view)
	}
	dy := -s.scroll.Off
	if a.Form == ui.Wide {
		c.TextFit(lang.T("setup.help"), l.help.X, l.help.Y, l.textSize, l.help.W, false, ui.Fade(ui.Paper, 0.75), ui.Left)
	} else {
		in.Paragraph(lang.T("setup.help"), l.help.Shift(dy), l.textSize, ui.Fade(ui.Paper, 0.75))
	}
	for i := range s.seats {
		st := &s.seats[i]
		st.colorB.Draw(in)
		r := st.colorB.Rect
		drawWoodenStand(in, r.CX(), r.CY(), 28, st.color)
		st.nameB.Draw(in)
		st.kindB.Draw(in)
		if len(s.seats) > 2 {
			st.dropB.Draw(in)
		}
	}
	if len(s.seats) < 4 {
		s.addB.Draw(in)
	}
	s.moneyB.Draw(in)
	s.firstB.Draw(in)
	s.seedB.Draw(in)
	in.Paragraph(s.hiddenHelp(), l.hiddenHelp.Shift(dy), l.hidSize, ui.Fade(ui.Paper, 0.7))
	if s.err != "" {
		c.TextFit(s.err, l.err.X, l.err.CY(), 16, l.err.W, true, ui.Highlight, ui.Left)
	}
	s.backB.Draw(c)
	s.startB.Draw(c)
}
