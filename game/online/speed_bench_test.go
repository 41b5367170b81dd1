//go:build !js

package online_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"mercado/game/online"
	"mercado/game/online/host"
	"mercado/game/table"
)

// BenchmarkMoveSeenByOthers: two people at their own screens (Remotes, as the window and
// the page play them) over a host on loopback; each decision one seat makes is timed from
// its Play to the moment the other seat's screen has it to play out (its Poll returns
// it). One iteration is one whole game; the figures are each decision's, reported as
// p50-ms, p99-ms and max-ms. A frame to draw it comes on top (16 ms at 60 Hz).
//
//	go test -run NONE -bench MoveSeenByOthers -benchtime 3x ./game/online/
func BenchmarkMoveSeenByOthers(b *testing.B) {
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", Websocket: "127.0.0.1:0", DataDir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	var delays []time.Duration
	for i := range b.N {
		_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(uint64(i + 1))})
		if err != nil {
			b.Fatal(err)
		}
		delays = append(delays, playTimed(b, invites)...)
	}
	slices.Sort(delays)
	ms := func(q float64) float64 { return float64(delays[int(q*float64(len(delays)-1))]) / 1e6 }
	b.ReportMetric(ms(0.5), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
	b.ReportMetric(ms(1), "max-ms")
}

// benchThink is how long a seat thinks before each decision in the benchmark: a person
// quicker than any, slow enough that a seat asks the host less often than its rate limit
// (10 requests a second) allows; a bot that moves at once would be made to wait by it.
const benchThink = 120 * time.Millisecond

// playTimed plays a game between two Remotes, each taking its last legal move, and
// returns how long each decision took to reach the other screen.
func playTimed(b *testing.B, invites []online.Invite) []time.Duration {
	seats := make([]*online.Remote, 2)
	for i := range seats {
		r, err := online.JoinRemote(invites[i], online.ClientOptions{})
		if err != nil {
			b.Fatal(err)
		}
		defer r.Close()
		seats[i] = r
	}
	var out []time.Duration
	for guard := 0; guard < 1_000_000; guard++ {
		if seats[0].Over() && seats[1].Over() {
			return out
		}
		moved := -1
		var sent time.Time
		for s, r := range seats {
			if r.HumanToMove() {
				time.Sleep(benchThink) // a quick person: the seats' requests stay within the host's rate limit
				legal := r.State().LegalMoves(nil)
				if _, err := r.Play(legal[len(legal)-1]); !errors.Is(err, table.ErrPending) {
					b.Fatal(err)
				}
				moved, sent = s, time.Now()
				break
			}
		}
		if moved < 0 {
			for _, r := range seats {
				r.Poll()
			}
			time.Sleep(200 * time.Microsecond)
			continue
		}
		other := seats[1-moved]
		for {
			if ev, ok := other.Poll(); ok && ev.Seat == moved {
				out = append(out, time.Since(sent))
				break
			}
			time.Sleep(200 * time.Microsecond)
		}
		for seats[moved].Poll(); !seats[moved].HumanToMove() && online.RemoteWaitFor(seats[moved]) >= 0; seats[moved].Poll() {
			time.Sleep(200 * time.Microsecond)
		}
	}
	b.Fatal("the game did not end")
	return nil
}

// BenchmarkJoinFromInvite: a seat joins its table from its invite to the position ready
// to draw (JoinRemote: connect, first view, position rebuilt), join-ms a join.
func BenchmarkJoinFromInvite(b *testing.B) {
	h, err := host.StartHost(host.HostConfig{Listen: "127.0.0.1:0", DataDir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	defer h.Close()
	_, invites, err := host.NewTable(h.AdminURL(), online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Name: "Rui"}}, Seed: seed(2)})
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	for range b.N {
		r, err := online.JoinRemote(invites[0], online.ClientOptions{})
		if err != nil {
			b.Fatal(err)
		}
		r.State()
		r.Close()
	}
	b.ReportMetric(float64(time.Since(start))/float64(b.N)/1e6, "join-ms")
}
