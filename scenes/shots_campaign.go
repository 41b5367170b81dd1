//go:build !js

package scenes

import (
	"fmt"

	"mercado/game"
	"mercado/game/ai"
	"mercado/game/campaign"
	"mercado/game/table"
)

// campaignShots are the campaign's screens for `mercado screenshots`.
var campaignShots = []shot{
	{"campaign-sheet", shotSheet},
	{"campaign-sheet-played", func(a *App, dst *Offscreen) error {
		demoSheet(a)
		// Run 1's Crowded Mercado keeps its game, so the sheet offers to show it again.
		t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: 2, Challenge: 7})
		if err != nil {
			return err
		}
		p, _ := ai.New("medium", 2, 0)
		for !t.Over() {
			if _, err := t.Play(p.Choose(t.State())); err != nil {
				return err
			}
		}
		a.sheet().Run(1).Result(7).Record = t.Record()
		cs := NewCampaign()
		cs.chosen, cs.run = 7, 1
		a.Push(cs)
		return a.Step(dst, 30)
	}},
	{"challenge-specialty", shotSpecialty(campaign.InRun, true)},
	{"challenge-specialty-weighing", shotSpecialty(campaign.Practice, false)},
	{"challenge-specialty-watch", shotSpecialty(campaign.Watch, true)},
	{"challenge-couples", shotChallenge(3, 14, 16)},
	{"challenge-marquis", shotChallenge(9, 3, 12)},
	{"challenge-pub-crawl", shotChallenge(8, 5, 6)},
	{"challenge-specialist", shotChallenge(1, 9, 14)},
	{"challenge-crowded", shotChallenge(7, 4, 6)},
	{"challenge-watch", shotWatch(false)},
	{"pause-watch", shotWatch(true)},
	{"challenge-result", shotResult},
	{"board-confirm", func(a *App, dst *Offscreen) error {
		b, err := onMidGame(a, dst)
		if err != nil {
			return err
		}
		a.Settings.ConfirmTurn = true
		var buf [game.MaxLegalMoves]game.Move
		for _, m := range b.table.State().LegalMoves(buf[:0]) {
			if m.Kind == game.BringCustomer {
				b.play(a, m)
				break
			}
		}
		return a.Step(dst, 20)
	}},
	{"how-to-play-solo", func(a *App, dst *Offscreen) error {
		h := NewHowTo()
		h.page = len(howtoPages) - 2
		a.Push(h)
		return a.Step(dst, 30)
	}},
}

func init() { shots = append(shots, campaignShots...) }

func shotSheet(a *App, dst *Offscreen) error {
	demoSheet(a)
	cs := NewCampaign()
	cs.chosen = 4
	a.Push(cs)
	return a.Step(dst, 30)
}

// shotChallenge deals challenge n from seed, lets the hard computer make some
// decisions for the person, and shows the board with the challenge's markings.
func shotChallenge(n int, seed uint64, decisions int) func(a *App, dst *Offscreen) error {
	return func(a *App, dst *Offscreen) error {
		specialty := game.Good(0)
		if game.NamesSpecialty(n) {
			specialty = game.Fish
		}
		t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: seed, Challenge: n, Specialty: specialty})
		if err != nil {
			return err
		}
		p, err := ai.New("medium", seed, 0)
		if err != nil {
			return err
		}
		for len(t.Log()) < decisions && !t.Over() {
			if _, err := t.Play(p.Choose(t.State())); err != nil {
				return err
			}
		}
		if t.Over() {
			return fmt.Errorf("challenge %d ended before %d decisions", n, decisions) // not translated: screenshot tool
		}
		b := NewChallengeBoard(t, &session{mode: campaign.InRun, run: 2, challenge: n})
		a.Reset(b)
		return a.Step(dst, 30)
	}
}

// shotResult plays The Third Wheel for a run to its end and shows the result.
func shotResult(a *App, dst *Offscreen) error {
	demoSheet(a)
	t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: 21, Challenge: 4})
	if err != nil {
		return err
	}
	p, err := ai.New("hard", 21, 150)
	if err != nil {
		return err
	}
	for !t.Over() {
		if _, err := t.Play(p.Choose(t.State())); err != nil {
			return err
		}
	}
	sess := &session{mode: campaign.InRun, run: 2, challenge: 4}
	a.Push(NewChallengeResult(t, sess, sess.finish(a, t)))
	return a.Step(dst, 30)
}

// shotSpecialty is the Specialist's question in mode, with the computer's good named or
// still being weighed.
func shotSpecialty(mode campaign.Mode, named bool) func(a *App, dst *Offscreen) error {
	return func(a *App, dst *Offscreen) error {
		sp := NewSpecialty(mode, 1, 7)
		if named {
			sp.awaitNamed()
		} else {
			sp.pick = make(chan game.Good) // never named: the planner answers on the old one
		}
		a.Push(sp)
		return a.Step(dst, 30)
	}
}

// shotWatch is the computer playing The Third Wheel while the player watches, some moves
// in; with pause, its pause menu over it (the same buttons as a game's, Concede greyed).
func shotWatch(pause bool) func(a *App, dst *Offscreen) error {
	return func(a *App, dst *Offscreen) error {
		seat := table.Seat{Name: watchName, Kind: table.Computer, Level: ai.CampaignLevel, Color: 1}
		t, err := table.New(table.Config{Seats: []table.Seat{seat}, First: 0, Seed: 14, Challenge: 3})
		if err != nil {
			return err
		}
		if err := playTo(t, 12); err != nil { // the computer's own moves
			return err
		}
		b := NewChallengeBoard(t, &session{mode: campaign.Watch, challenge: 3})
		a.Reset(b)
		if pause {
			a.Push(NewPause(b))
		}
		return a.Step(dst, 30)
	}
}
