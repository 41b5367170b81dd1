//go:build !js

package online

import (
	"errors"
	"path/filepath"
	"time"

	"mercado/game"
	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/scenes"
)

// Screenshots of what an online board says of its seats (issue 39's words): the seat to
// move away, a seat a computer plays for, and the host gone.
func init() {
	scenes.AddShot("online-words-away", func(a *scenes.App, dst *scenes.Offscreen) error { return shotWords(a, dst, "away") })
	scenes.AddShot("online-words-stand-in", func(a *scenes.App, dst *scenes.Offscreen) error { return shotWords(a, dst, "stand-in") })
	scenes.AddShot("online-words-host-away", func(a *scenes.App, dst *scenes.Offscreen) error { return shotWords(a, dst, "host-away") })
	scenes.AddShot("online-words-not-yet", shotNotYet)
}

// shotWords: Ana's board at a table of her own host on loopback, Rui gone (Ana then takes
// a coin, so that Rui is to move), his seat handed to a computer, or the host stopped.
func shotWords(a *scenes.App, dst *scenes.Offscreen, what string) error {
	t, err := shotThreeSeats(a, "words-shot-"+what, 200*time.Millisecond, true)
	if err != nil {
		return err
	}
	defer t.close()
	h, clock, rui, ines, r, b := t.host, t.clock, t.rui, t.ines, t.remote, t.board
	here := func(seat int, state string) func() bool {
		return func() bool {
			p := r.Players()
			return seat < len(p) && p[seat].Presence != nil && p[seat].Presence.State == state
		}
	}
	if !a.StepUntil(dst, 60*60, here(1, online.PresenceHere)) || !a.StepUntil(dst, 60*60, here(2, online.PresenceHere)) {
		return errors.New("Rui and Inês did not come") // not translated: screenshot tool
	}
	if what == "host-away" {
		h.Close()
		if !a.StepUntil(dst, 60*60, func() bool { return r.Connection() == "reconnecting" }) {
			return errors.New("the host did not go") // not translated: screenshot tool
		}
		return a.Step(dst, 20)
	}
	rui.Close()
	if !a.StepUntil(dst, 60*60, here(1, online.PresenceAway)) {
		return errors.New("Rui did not go") // not translated: screenshot tool
	}
	if what == "stand-in" {
		return standInShot(a, dst, clock, r, ines)
	}
	return ruiToMoveShot(a, dst, r, b)
}

// shotNotYet: Ana's board at a table Rui has not come to yet, twelve minutes after its
// making (longer than its limit): Rui to move, "not here yet", and no button to hand his
// seat to a computer.
func shotNotYet(a *scenes.App, dst *scenes.Offscreen) error {
	t, err := shotThreeSeats(a, "words-shot-not-yet", 200*time.Millisecond, false)
	if err != nil {
		return err
	}
	defer t.close()
	r := t.remote
	if !a.StepUntil(dst, 60*60, func() bool {
		p := r.Players()
		return len(p) > 2 && p[2].Presence != nil && p[2].Presence.State == online.PresenceHere
	}) {
		return errors.New("Inês did not come") // not translated: screenshot tool
	}
	return ruiToMoveShot(a, dst, r, t.board)
}

// standInShot: Rui away longer than the limit, his seat handed to a computer by Ana's
// and Inês's votes.
func standInShot(a *scenes.App, dst *scenes.Offscreen, clock *host.ManualClock, r *online.Remote, ines *online.Client) error {
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	if !a.StepUntil(dst, 60*60, func() bool { return r.Players()[1].Presence.Vacant }) {
		return errors.New("Rui's seat did not become vacant") // not translated: screenshot tool
	}
	for _, vote := range []func(online.Vote) (online.Reply, error){r.Vote, ines.Vote} {
		if _, err := vote(online.Vote{Seat: 1}); err != nil {
			return err
		}
	}
	if !a.StepUntil(dst, 60*60, func() bool { return r.Players()[1].StandIn != "" }) {
		return errors.New("no computer in Rui's seat") // not translated: screenshot tool
	}
	return a.Step(dst, 20)
}

// ruiToMoveShot: Ana takes a coin, so that Rui, away, is to move.
func ruiToMoveShot(a *scenes.App, dst *scenes.Offscreen, r *online.Remote, b *scenes.Board) error {
	if !a.StepUntil(dst, 60*60, func() bool { return r.HumanToMove() && !b.Busy() }) {
		return errors.New("Ana's turn did not come") // not translated: screenshot tool
	}
	if !b.PlayMove(a, game.Move{Kind: game.Coin}) {
		return errors.New("Ana's coin was not taken") // not translated: screenshot tool
	}
	if !a.StepUntil(dst, 60*60, func() bool { return r.State().ToMove() == 1 && !b.Busy() }) {
		return errors.New("Rui's turn did not come") // not translated: screenshot tool
	}
	return a.Step(dst, 20)
}

// threeSeats is Ana's board at a table of three on a host of a screenshot's own on
// loopback, whose clock the shot moves: Rui connected, Inês connected and playing her
// turns at random.
type threeSeats struct {
	host      *host.Host
	clock     *host.ManualClock
	rui, ines *online.Client
	remote    *online.Remote // Ana's seat
	board     *scenes.Board
}

// shotThreeSeats starts such a table, its host's files in the folder named dir, and puts
// Ana's board on a's stack; without ruiComes Rui never takes his seat, and Ana and Inês
// take theirs longer than the table's limit after its making.
func shotThreeSeats(a *scenes.App, dir string, heartbeat time.Duration, ruiComes bool) (*threeSeats, error) {
	root, err := hostDir(a)
	if err != nil {
		return nil, err
	}
	t := &threeSeats{clock: host.NewManualClock(time.Now())}
	t.host, err = host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", DataDir: filepath.Join(root, dir),
		Referee: host.RefereeConfig{Heartbeat: heartbeat, Now: t.clock.Now}})
	if err != nil {
		return nil, err
	}
	seed := uint64(5)
	_, invites, err := host.NewTable(t.host.AdminURL(), online.NewTableRequest{
		Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}}, Seed: &seed, Iterations: 200}) // not translated: screenshot tool
	if err == nil && ruiComes {
		t.rui, err = online.Connect(invites[1], online.ClientOptions{})
	} else if err == nil { // the others come twelve minutes after the table's making
		t.clock.Advance(online.DefaultAwayLimit + 2*time.Minute)
	}
	if err == nil {
		t.ines, err = online.Connect(invites[2], online.ClientOptions{})
	}
	if err == nil {
		go t.ines.Play(online.Bot{Level: "random"}) // Inês stays, and plays her turns
		t.remote, err = online.JoinRemote(invites[0], online.ClientOptions{})
	}
	if err != nil {
		t.close()
		return nil, err
	}
	t.board, _ = seatBoard(t.remote, logKeeper{})
	a.Reset(t.board)
	return t, nil
}

// close stops the table's connections and its host.
func (t *threeSeats) close() {
	for _, c := range []*online.Client{t.rui, t.ines} {
		if c != nil {
			c.Close()
		}
	}
	t.host.Close()
}
