//go:build !js

package scenes

import "mercado/game/table"

// valueShots show a customer tile held over an entrance, its marks on the stands it
// would pay: dragged with the mouse, and with a finger (the tile riding above it).
var valueShots = []shot{
	{"board-preview-customer", func(a *App, dst *Offscreen) error { return shotPreviewCustomer(a, dst, 10, 27, false, four...) }},
	{"board-preview-touch", func(a *App, dst *Offscreen) error { return shotPreviewCustomer(a, dst, 10, 27, true, four...) }},
	{"board-preview-two", func(a *App, dst *Offscreen) error { return shotPreviewCustomer(a, dst, 3, 26, false, ana, rui) }},
	{"board-preview-restaurant", shotPreviewRestaurant},
}

// four are four seats whose computers build rather than take coins: a market with
// stands enough for a customer to pay several.
var four = []table.Seat{ana, rui, {Name: "Inês", Kind: table.Computer, Level: "medium", Color: 2}, {Name: "Tiago", Kind: table.Computer, Level: "medium", Color: 3}} // not translated: screenshot tool

func init() { shots = append(shots, valueShots...) }

// shotPreviewCustomer plays a game of seed some decisions in, then drags the customer
// tile that would pay the most stands to its entrance and holds it there.
func shotPreviewCustomer(a *App, dst *Offscreen, seed uint64, decisions int, touch bool, seats ...table.Seat) error {
	t, err := demoTable(a, seed, seats...)
	if err != nil {
		return err
	}
	if err := playTo(t, decisions); err != nil {
		return err
	}
	b := NewBoard(t)
	a.Reset(b)
	a.StepUntil(dst, 60*frameRate, func() bool { return t.HumanToMove() && !b.anims.busy() })
	if err := a.Step(dst, 20); err != nil {
		return err
	}
	m, ok := widestCustomerMove(b.table.State())
	if !ok {
		return nil
	}
	if l := &b.view.layout; l.custArea.W == 0 { // a phone's drawer shows the customers on their tab
		tab := l.tabs[trayCustomers]
		a.Script().Click(tab.CX(), tab.CY())
		if err := a.Step(dst, 10); err != nil {
			return err
		}
	}
	from, _ := b.view.layout.customerRect(b.table.State(), m.Tile)
	to := b.view.layout.entrance(m.Entrance)
	lift := 0.0
	if touch {
		lift = touchLift
	}
	sc := a.Script()
	sc.Hold(from.CX(), from.CY(), to.CX(), to.CY()+lift, 12, touch)
	return a.Step(dst, 16)
}

// shotPreviewRestaurant holds a restaurant of the person's supply over the space where
// it raises the most stands' values.
func shotPreviewRestaurant(a *App, dst *Offscreen) error {
	for _, d := range []int{25, 27, 29} { // a game where Ana has a pizzeria by then
		t, err := demoTable(a, 8, ana, rui)
		if err != nil {
			return err
		}
		if err := playTo(t, d); err != nil {
			return err
		}
		for !t.HumanToMove() && !t.Over() {
			t.Poll()
		}
		s := t.State()
		m, ok := raisingRestaurantMove(s)
		if !ok {
			t.Close()
			continue
		}
		b := NewBoard(t)
		a.Reset(b)
		a.StepUntil(dst, 60*frameRate, func() bool { return t.HumanToMove() && !b.anims.busy() })
		if err := a.Step(dst, 20); err != nil {
			return err
		}
		l := &b.view.layout
		if l.supplySlot(s.ToMove(), 0).W == 0 { // a phone's stall is on its tab
			tab := l.tabs[trayStall]
			a.Script().Click(tab.CX(), tab.CY())
			if err := a.Step(dst, 10); err != nil {
				return err
			}
		}
		from := l.supplySlot(s.ToMove(), supplyIndex(s.Player(s.ToMove()).Supply, m.Restaurant))
		to := l.space(m.Space)
		sc := a.Script()
		sc.Hold(from.CX(), from.CY(), to.CX(), to.CY(), 12, false)
		return a.Step(dst, 16)
	}
	return nil
}
