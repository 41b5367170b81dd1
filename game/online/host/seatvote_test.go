//go:build !js

package host

import (
	"encoding/json"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"mercado/game/online"
)

// expectRequestRefused sends the request and wants the code, with a reason.
func expectRequestRefused(t *testing.T, c *online.Client, verb string, data []byte, code string) {
	t.Helper()
	_, err := c.Request(verb, data)
	var refused *online.RefusedError
	if !errors.As(err, &refused) || refused.Reply.Refused != code || refused.Reply.Reason == "" {
		t.Fatalf("%s %s: want a %q refusal with a reason, got %v", verb, data, code, err)
	}
}

func voteData(v online.Vote) []byte {
	data, _ := json.Marshal(v)
	return data
}

// movesBy counts the moves made by seat that a seat's log tells of: each view names the
// move that made its revision (a view heard again at the same revision counts once).
func movesBy(lines []string, seat int) int {
	seen := map[int]bool{}
	for _, line := range lines {
		var v online.View
		if json.Unmarshal([]byte(line), &v) != nil || v.Last == nil || v.Last.Seat != seat {
			continue
		}
		seen[v.Revision] = true
	}
	return len(seen)
}

// TestVacantSeatHandedOverAndBack: a person gone longer than the table's limit has
// their seat handed to a computer by a majority of the people here, and takes it back
// on return; the refusals on the way are clear, and no message tells a rival's money.
func TestVacantSeatHandedOverAndBack(t *testing.T) {
	clock := NewManualClock(time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC))
	h := startHost(t, t.TempDir(), RefereeConfig{Heartbeat: 100 * time.Millisecond, Now: clock.Now, Burst: 1_000_000})
	t.Cleanup(h.Close)
	_, invites := newTable(t, h, threePeople())
	table := invites[0].Table
	dialer := &cuttableDialer{}
	logs := make([]*safeBuffer, len(invites))
	seats := connectSeats(t, invites, func(seat int) online.ClientOptions {
		logs[seat] = &safeBuffer{}
		opt := online.ClientOptions{Log: logs[seat]}
		if seat == 2 {
			opt.Dialer = dialer
		}
		return opt
	}, nil)
	mustView(t, seats[0])
	waitFor(t, "every seat here", func() bool {
		return presenceOf(seats[0], 1) == online.PresenceHere && presenceOf(seats[0], 2) == online.PresenceHere
	})

	// Votes that make no sense, or on a seat that is here, are refused.
	expectRequestRefused(t, seats[0], online.VerbVote, voteData(online.Vote{Seat: 1}), online.RefusedNotAway)
	expectRequestRefused(t, seats[0], online.VerbVote, voteData(online.Vote{Seat: 0}), online.RefusedMalformed)
	expectRequestRefused(t, seats[0], online.VerbVote, voteData(online.Vote{Seat: 7}), online.RefusedMalformed)
	expectRequestRefused(t, seats[0], online.VerbVote, voteData(online.Vote{Seat: 2, Level: "godlike"}), online.RefusedMalformed)
	expectRequestRefused(t, seats[0], online.VerbVote, []byte(`{"seat": 2, "colour": 1}`), online.RefusedMalformed)
	expectRequestRefused(t, seats[0], online.VerbReclaim, nil, online.RefusedNotHandedOver)

	// Someone who is not a seat of the table cannot even send a vote: NATS refuses.
	_, other := newTable(t, h, online.NewTableRequest{Seats: []online.NewSeat{{Name: "Eve"}, {Computer: "random"}}, Seed: seed(5)})
	eve, err := online.Connect(other[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer eve.Close()
	eve.Conn().Publish(online.SeatSubject(table, 0, online.VerbVote), voteData(online.Vote{Seat: 2}))
	eve.Conn().Flush()
	waitFor(t, "NATS to refuse the outsider's vote", func() bool {
		return hasViolation(eve, "Publish to \""+online.SeatSubject(table, 0, online.VerbVote))
	})

	// Seat 2's network drops: reconnecting, and then away, is not yet vacant.
	dialer.cut()
	waitFor(t, "seat 2 reconnecting", func() bool { return presenceOf(seats[0], 2) == online.PresenceReconnecting })
	expectRequestRefused(t, seats[0], online.VerbVote, voteData(online.Vote{Seat: 2}), online.RefusedNotAway)

	// Past the table's limit (ten minutes by default) the seat is vacant.
	clock.Advance(online.DefaultAwayLimit + time.Minute)
	waitFor(t, "seat 2 vacant", func() bool {
		v := seats[1].Latest()
		return v.Players[2].Presence != nil && v.Players[2].Presence.Vacant
	})
	r, err := seats[0].Vote(online.Vote{Seat: 2, Level: "easy"})
	if err != nil || !r.OK || r.Votes != 1 || r.Needed != 2 || r.HandedOver {
		t.Fatalf("seat 0's vote: %+v %v; want 1 of 2 needed", r, err)
	}
	waitFor(t, "seat 1 to see seat 0's vote", func() bool {
		return slices.Equal(seats[1].Latest().Players[2].HandOverVotes, []int{0})
	})
	if r, err = seats[1].Vote(online.Vote{Seat: 2, Level: "easy"}); err != nil || !r.HandedOver {
		t.Fatalf("seat 1's vote: %+v %v; want the seat handed over", r, err)
	}
	if v := mustView(t, seats[0]); v.Players[2].StandIn != "easy" || len(v.Players[2].HandOverVotes) != 0 {
		t.Fatalf("after the vote seat 2 is %+v", v.Players[2])
	}
	expectRequestRefused(t, seats[1], online.VerbVote, voteData(online.Vote{Seat: 2}), online.RefusedHandedOver)

	// Seats 0 and 1 play; the computer plays seat 2's turns.
	bot := online.Bot{Level: "random", Iterations: 200}
	for movesBy(logs[0].lines(), 2) < 2 {
		for me := range 2 {
			v := mustView(t, seats[me])
			if v.Over {
				t.Fatal("the game ended before the computer played seat 2 twice")
			}
			if v.ToMove == nil || *v.ToMove != me {
				continue
			}
			move, err := bot.Choose(v)
			if err != nil {
				t.Fatal(err)
			}
			if r, err := seats[me].Propose(online.Proposal{ID: online.RandomID(8), Revision: v.Revision, Move: move}); err != nil || !r.OK {
				t.Fatalf("seat %d's move %s: %+v %v", me, move, r, err)
			}
		}
	}

	// Seat 2 comes back: it may not move while the computer has its seat, and takes it back.
	dialer.restore()
	waitFor(t, "seat 2 here again", func() bool { return presenceOf(seats[0], 2) == online.PresenceHere })
	v := mustView(t, seats[2])
	expectRequestRefused(t, seats[2], online.VerbMove, proposal("back", v.Revision, "coin"), online.RefusedHandedOver)
	if r, err := seats[2].Reclaim(); err != nil || !r.OK {
		t.Fatalf("seat 2's reclaim: %+v %v", r, err)
	}
	expectRequestRefused(t, seats[2], online.VerbReclaim, nil, online.RefusedNotHandedOver)
	if v := mustView(t, seats[1]); v.Players[2].StandIn != "" {
		t.Fatalf("seat 2 reclaimed but its stand-in is %q", v.Players[2].StandIn)
	}

	// The three play on to the end: seat 2's own proposals are accepted, so the
	// computer no longer decides for it.
	before := movesBy(logs[0].lines(), 2)
	views := make([]*online.View, 3)
	errs := make([]error, 3)
	var wg sync.WaitGroup
	for i, c := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if views[i], errs[i] = c.Play(bot); errs[i] != nil {
				for _, c := range seats {
					c.Close()
				}
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	if movesBy(logs[0].lines(), 2) == before {
		t.Fatal("seat 2 made no move after taking its seat back")
	}
	checkPlayed(t, invites[0], views, logs)
}
