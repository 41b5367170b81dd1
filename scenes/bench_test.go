package scenes

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"mercado/game/campaign"
	"mercado/game/table"
)

// BenchmarkBusyBoardFrame measures one frame of a four-player game well under way at
// 1280x800, with a stand tile held over the market and its preview. ns/op is a whole
// tick of Ebitengine's loop, GPU work included (on Xvfb that is Mesa's software
// renderer); update+draw-ns is the game's own Update and Draw on the game goroutine,
// and allocs/frame what those allocate.
func BenchmarkBusyBoardFrame(bm *testing.B) {
	benchmarkBoard(bm, boardMidGame, true)
}

// BenchmarkWaitingBoardFrame is a frame of the same board when nothing changes: the
// app only tallies what it would draw and draws nothing (still.go).
func BenchmarkWaitingBoardFrame(bm *testing.B) {
	benchmarkBoard(bm, boardMidGame, false)
}

// BenchmarkChallengeBoardFrame is the same for Marquis de Lisboa some turns in: the
// challenge's markings and panel on top of the board.
func BenchmarkChallengeBoardFrame(bm *testing.B) {
	benchmarkBoard(bm, func(a *App) (*Board, error) {
		t, err := table.New(table.Config{Seats: []table.Seat{{Name: soloName, Kind: table.Human}}, First: 0, Seed: 3, Challenge: 9})
		if err != nil {
			return nil, err
		}
		for i := 0; i < 12 && !t.Over(); i++ {
			if _, err := t.Play(greedy(t.State())); err != nil {
				return nil, err
			}
		}
		return NewChallengeBoard(t, &session{mode: campaign.InRun, run: 1, challenge: 9}), nil
	}, true)
}

// benchmarkBoard measures frames of the board prepare makes; with redraw every frame is
// drawn as if it had changed.
func benchmarkBoard(bm *testing.B, prepare func(a *App) (*Board, error), redraw bool) {
	onGame(bm, 1280, 800, func(dst *Offscreen) error {
		a := NewGameApp(table.NewMemStore(), "")
		sc := a.Script()
		b, err := prepare(a)
		if err != nil {
			return err
		}
		a.Push(b)
		if err := a.Step(dst, 30); err != nil {
			return err
		}
		s := b.table.State()
		if m, ok := firstStand(s); ok {
			from := b.view.layout.handTile(s.ToMove(), handIndex(s.Player(s.ToMove()).Hand, m.Good))
			to := b.view.layout.space(m.Space)
			sc.Move(from.CX(), from.CY(), 1)
			sc.Press(false)
			sc.Move(to.CX(), to.CY(), 10)
		}
		if err := a.Step(dst, 40); err != nil {
			return err
		}
		var spent time.Duration
		var mallocs uint64
		var before, after runtime.MemStats
		drawn := a.Drawn()
		bm.ResetTimer()
		for i := 0; i < bm.N; i++ {
			err := dst.loop.Run(func() error {
				runtime.ReadMemStats(&before)
				start := time.Now()
				if err := a.Update(); err != nil {
					return err
				}
				a.shown.stale = a.shown.stale || redraw
				a.Draw(dst.img)
				spent += time.Since(start)
				runtime.ReadMemStats(&after)
				mallocs += after.Mallocs - before.Mallocs
				return nil
			})
			if err != nil {
				return err
			}
		}
		bm.StopTimer()
		if !redraw && a.Drawn() > drawn {
			return fmt.Errorf("the waiting board drew %d frames", a.Drawn()-drawn)
		}
		bm.ReportMetric(float64(spent.Nanoseconds())/float64(bm.N), "update+draw-ns")
		bm.ReportMetric(float64(mallocs)/float64(bm.N), "allocs/frame")
		closeAll(a)
		return nil
	})
}
