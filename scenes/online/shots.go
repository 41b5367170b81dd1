//go:build !js

package online

import (
	"errors"
	"fmt"
	"time"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

// The screenshots of playing online (`mercado screenshots`, MERCADO_SHOTS=online-…): each
// runs a real host in the screenshot process, on loopback.
func init() {
	scenes.AddShot("online-lobby", func(a *scenes.App, dst *scenes.Offscreen) error {
		a.Push(scenes.OnlineEntry())
		return a.Step(dst, 30)
	})
	scenes.AddShot("online-host", func(a *scenes.App, dst *scenes.Offscreen) error {
		a.Push(scenes.NewSetupFor(lang.T("online.host"), hostTable))
		return a.Step(dst, 30)
	})
	scenes.AddShot("online-invites", shotInvites)
	scenes.AddShot("online-join", func(a *scenes.App, dst *scenes.Offscreen) error {
		j := newJoin()
		j.field.set("nats://192.168.1.20:4222/ab12/1")
		a.Push(j)
		if err := a.Step(dst, 5); err != nil {
			return err
		}
		j.buttons[0].do(a) // Join, with an invite cut short
		return a.Step(dst, 25)
	})
	scenes.AddShot("online-join-empty", func(a *scenes.App, dst *scenes.Offscreen) error {
		a.Push(newJoin())
		return a.Step(dst, 30)
	})
	scenes.AddShot("online-join-mistyped", func(a *scenes.App, dst *scenes.Offscreen) error {
		j := newJoin()
		j.field.set("http://192.168.1.20:8080/#ws://192.168.1.20:4223/tsew665obf/1/qljummt74xu4ic4hmtukfdgsh")
		a.Push(j)
		if err := a.Step(dst, 5); err != nil {
			return err
		}
		j.buttons[0].do(a) // Join, with a letter of the secret lost
		return a.Step(dst, 25)
	})
	scenes.AddShot("online-joining", func(a *scenes.App, dst *scenes.Offscreen) error {
		a.Push(newJoin())
		if err := a.Step(dst, 30); err != nil {
			return err
		}
		never := make(chan struct{}) // a seat that takes its time: the page while it waits
		a.Replace(working(lang.T("online.join"), lang.T("online.connecting"), func() (any, error) { <-never; return nil, nil }, nil))
		return a.Step(dst, 3)
	})
	scenes.AddShot("online-invites-which", func(a *scenes.App, dst *scenes.Offscreen) error {
		for range 2 {
			if _, err := shotTable(a); err != nil {
				return err
			}
		}
		a.Push(invitesChooser(a, readTables(a.Store), hostStarter(a)))
		return a.Step(dst, 30)
	})
	scenes.AddShot("online-board", shotLiveTable)
	scenes.AddShot("online-board-menu", func(a *scenes.App, dst *scenes.Offscreen) error {
		if err := shotLiveTable(a, dst); err != nil {
			return err
		}
		b, ok := a.Top().(*scenes.Board)
		if !ok {
			return errors.New("no board") // not translated: screenshot tool
		}
		a.Push(scenes.NewPause(b))
		return a.Step(dst, 30)
	})
	scenes.AddShot("online-tables", shotTables)
	scenes.AddShot("online-seat-away", shotSeatAway)
	scenes.AddShot("online-play-again-wait", func(a *scenes.App, dst *scenes.Offscreen) error {
		rui, err := shotSeat(a, 1)
		if err != nil {
			return err
		}
		a.Push(waitForNext(watchNext(rui)))
		return a.Step(dst, 30)
	})
}

// shotTable makes a hidden-money table at the window's host: Ana and Rui (people) and
// Inês (the easy computer).
func shotTable(a *scenes.App) (hosted, error) {
	dir, err := hostDir(a)
	if err != nil {
		return hosted{}, err
	}
	seed := uint64(5)
	t, err := newHosted(dir, online.NewTableRequest{
		Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês", Computer: "easy"}}, Seed: &seed, Iterations: 200}, 0) // not translated: screenshot tool
	if err != nil {
		return hosted{}, err
	}
	return t, rememberTable(a.Store, t.saved)
}

// shotSeat makes a shotTable and gives the invite of its seat i.
func shotSeat(a *scenes.App, i int) (online.Invite, error) {
	t, err := shotTable(a)
	if err != nil {
		return online.Invite{}, err
	}
	return online.ParseInvite(t.saved.Invites[i])
}

func shotInvites(a *scenes.App, dst *scenes.Offscreen) error {
	t, err := shotTable(a)
	if err != nil {
		return err
	}
	a.Push(newInvites(t, func(a *scenes.App) { a.Replace(joining(a, t.saved.Invite)) }))
	return a.Step(dst, 30)
}

// shotLiveTable: Ana's seat on the board some moves in, Rui played by the random level
// from his own connection.
func shotLiveTable(a *scenes.App, dst *scenes.Offscreen) error {
	t, err := shotTable(a)
	if err != nil {
		return err
	}
	rui, err := online.ParseInvite(t.saved.Invites[1])
	if err != nil {
		return err
	}
	c, err := online.Connect(rui, online.ClientOptions{})
	if err != nil {
		return err
	}
	go c.Play(online.Bot{Level: "random"})
	ana, err := online.ParseInvite(t.saved.Invites[0])
	if err != nil {
		return err
	}
	r, err := online.JoinRemote(ana, online.ClientOptions{})
	if err != nil {
		return err
	}
	b, _ := seatBoard(r, logKeeper{st: a.Store}) // the store: its menu finds the table hosted here
	a.Reset(b)
	// Ana plays her first legal move a few times, by the board's own Play.
	for played := 0; played < 4; {
		if !a.StepUntil(dst, 60*60, func() bool { return r.HumanToMove() && !b.Busy() }) {
			return errors.New("Ana's turn did not come") // not translated: screenshot tool
		}
		if m := r.State().LegalMoves(nil)[0]; !b.PlayMove(a, m) {
			return fmt.Errorf("Ana's move %v was not made", m) // not translated: screenshot tool
		}
		played++
	}
	if !a.StepUntil(dst, 60*60, func() bool { return r.HumanToMove() && !b.Busy() }) {
		return errors.New("Ana's turn did not come back") // not translated: screenshot tool
	}
	return a.Step(dst, 20)
}

func shotTables(a *scenes.App, dst *scenes.Offscreen) error {
	for range 2 {
		if _, err := shotTable(a); err != nil {
			return err
		}
	}
	p := newTablesList(a)
	a.Push(p)
	return a.Step(dst, 90)
}

// shotSeatAway: Ana's board once Rui has been gone longer than the table's limit, with
// the button to hand his seat to a computer. Its own host on loopback keeps a clock the
// shot moves on, so the limit passes at once.
func shotSeatAway(a *scenes.App, dst *scenes.Offscreen) error {
	t, err := shotThreeSeats(a, "away-shot", 500*time.Millisecond, true)
	if err != nil {
		return err
	}
	rui, r, clock := t.rui, t.remote, t.clock
	presence := func(seat int) *online.Presence {
		if p := r.Players(); seat < len(p) {
			return p[seat].Presence
		}
		return nil
	}
	if !a.StepUntil(dst, 60*60, func() bool { p := presence(1); return p != nil && p.State == online.PresenceHere }) {
		return errors.New("Rui did not come") // not translated: screenshot tool
	}
	rui.Close()
	if !a.StepUntil(dst, 60*60, func() bool { return presence(1).State == online.PresenceAway }) {
		return errors.New("Rui did not go") // not translated: screenshot tool
	}
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	if !a.StepUntil(dst, 60*60, func() bool { return presence(1).Vacant }) {
		return errors.New("Rui's seat did not become vacant") // not translated: screenshot tool
	}
	return a.Step(dst, 20)
}
