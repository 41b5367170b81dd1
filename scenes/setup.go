package scenes

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// seatChoices are what a seat can be, in the order a click cycles through them.
var seatChoices = []struct {
	label string // catalog key
	kind  table.Kind
	level string
}{
	{"setup.kind.human", table.Human, ""},
	{"setup.kind.easy", table.Computer, "easy"},
	{"setup.kind.medium", table.Computer, "medium"},
	{"setup.kind.hard", table.Computer, "hard"},
}

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
	focus   int // keyboard focus, an index into focusable()
	err     string

	addB, moneyB, firstB, seedB, startB, backB ui.Button
}

func NewSetup() *Setup {
	s := &Setup{first: -1, editing: -1, focus: -1}
	s.seats = []setupSeat{{choice: 0, name: defaultNames[0], color: 0}, {choice: 2, name: defaultNames[1], color: 1}}
	return s
}

func (s *Setup) layout(a *App) {
	if !s.started {
		s.started = true
		s.restore(a.Settings.LastSetup)
	}
	x := a.W/2 - 400
	y := 130.0
	for i := range s.seats {
		st := &s.seats[i]
		ry := y + float64(i)*62
		st.colorB.Rect = ui.R(x, ry, 56, 48)
		st.nameB.Rect = ui.R(x+68, ry, 300, 48)
		st.kindB.Rect = ui.R(x+380, ry, 300, 48)
		st.dropB.Rect = ui.R(x+692, ry, 108, 48)
		st.nameB.Label = st.name
		if s.editing == i {
			st.nameB.Label = st.name + "|"
		}
		st.kindB.Label = lang.T(seatChoices[st.choice].label)
		st.dropB.Label = lang.T("setup.remove")
		st.dropB.Disabled = len(s.seats) <= 2
	}
	oy := y + 4*62 + 10
	s.addB = button(s.addB, ui.R(x, y+float64(len(s.seats))*62, 200, 44), lang.T("setup.add"))
	s.addB.Disabled = len(s.seats) >= 4
	money := lang.T("setup.money_hidden")
	if !s.hiddenMoney() {
		money = lang.T("setup.money_open")
	}
	s.moneyB = button(s.moneyB, ui.R(x, oy+20, 390, 48), money)
	first := lang.T("setup.first_random")
	if s.first >= 0 && s.first < len(s.seats) {
		first = lang.F("setup.first", "Name", s.seats[s.first].name)
	}
	s.firstB = button(s.firstB, ui.R(x+410, oy+20, 390, 48), first)
	seed := lang.T("setup.seed_random")
	if s.seed != "" || s.editing == -2 {
		typed := s.seed
		if s.editing == -2 {
			typed += "|"
		}
		seed = lang.F("setup.seed", "Seed", typed)
	}
	s.seedB = button(s.seedB, ui.R(x, oy+80, 390, 48), seed)
	s.backB = button(s.backB, ui.R(x, a.H-90, 180, 52), lang.T("setup.back"))
	s.startB = button(s.startB, ui.R(x+800-260, a.H-90, 260, 52), lang.T("setup.start"))
	s.startB.Primary = true
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
	s.layout(a)
	in := &a.Input
	editing := s.editing != -1
	s.typeInto(in)
	// The keyboard: Tab moves the focus, Enter or Space presses the focused button
	// (Start at first); while typing, Enter, Tab and Esc finish the name.
	focus := s.focusable()
	if s.focus < 0 || s.focus >= len(focus) {
		s.focus = len(focus) - 1
	}
	enter := !editing && (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace))
	if !editing && in.Key(ebiten.KeyTab) {
		step := 1
		if in.Shift {
			step = len(focus) - 1
		}
		s.focus = (s.focus + step) % len(focus)
	}
	for i, b := range focus {
		b.Focused = i == s.focus && !editing
	}
	act := focus[s.focus]
	hit := func(b *ui.Button) bool { return b.Update(in) || (enter && b == act) }
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
	if hit(&s.moneyB) {
		s.money = "hidden"
		if s.hiddenMoney() {
			s.money = "open"
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

// typeInto edits the name or seed being typed.
func (s *Setup) typeInto(in *ui.Input) {
	if s.editing == -1 {
		return
	}
	text := &s.seed
	limit := 20
	if s.editing >= 0 && s.editing < len(s.seats) {
		text, limit = &s.seats[s.editing].name, table.MaxNameRunes
	}
	for _, r := range in.Chars() {
		if s.editing == -2 && !unicode.IsDigit(r) {
			continue
		}
		if !table.NameRune(r) || len([]rune(*text)) >= limit {
			continue
		}
		*text += string(r)
	}
	if in.Key(ebiten.KeyBackspace) && *text != "" {
		rs := []rune(*text)
		*text = string(rs[:len(rs)-1])
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
	if err == nil {
		var t *table.Table
		t, err = table.New(cfg)
		if err == nil {
			t.SetStore(a.Store)
			a.Settings.LastSetup = s.remember()
			a.SaveSettings()
			a.Replace(NewBoard(t))
			return
		}
	}
	s.err = err.Error()
}

func (s *Setup) Draw(c *ui.Canvas, a *App) {
	s.layout(a)
	x := a.W/2 - 400
	c.Text(lang.T("setup.title"), x, 60, 40, true, ui.Paper, ui.Left)
	c.TextFit(lang.T("setup.help"), x, 100, 15, 800, false, ui.Fade(ui.Paper, 0.75), ui.Left)
	for i := range s.seats {
		st := &s.seats[i]
		st.colorB.Draw(c)
		r := st.colorB.Rect
		drawWoodenStand(c, r.CX(), r.CY(), 28, st.color)
		st.nameB.Draw(c)
		st.kindB.Draw(c)
		if len(s.seats) > 2 {
			st.dropB.Draw(c)
		}
	}
	if len(s.seats) < 4 {
		s.addB.Draw(c)
	}
	s.moneyB.Draw(c)
	s.firstB.Draw(c)
	s.seedB.Draw(c)
	c.Paragraph(lang.T("setup.hidden_help"), ui.R(x, s.seedB.Rect.Bottom()+18, 800, 60), 14, ui.Fade(ui.Paper, 0.7))
	if s.err != "" {
		c.Text(s.err, x, a.H-120, 16, true, ui.Highlight, ui.Left)
	}
	s.backB.Draw(c)
	s.startB.Draw(c)
}
