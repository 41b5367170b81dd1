//go:build !js

package online

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/hajimehoshi/ebiten/v2"

	"mercado/build/browser"
	"mercado/game/online"
	"mercado/scenes"
)

// BenchmarkWindowAndPhone measures what issue 39 asks of online play from the window, on
// loopback: a table hosted by a window (Ana's seat there) with a phone's page (Bia's,
// Chromium at 390x844, opened from her link) and a third seat played by a program on its
// own connection (Rui: random moves, never a coin, so the game runs until the market or
// the bag ends it). Ana takes a coin with the C key on each of her turns, Bia taps the coin
// button on hers, each after a second's thought (MERCADO_THINK_MS; 0 plays each move the
// moment its turn comes, while the screens still draw the move before). It reports, over
// whole games:
//
//   - window-to-phone: from Ana's key press to the page's state (read every 20 ms)
//     counting the decision, p50 and p99 (the page's own clock, read once from its
//     frames, put the frame on the screen within 2 ms of the read);
//   - phone-to-window: from Bia's finger lifting to Ana's window's board holding the
//     decision (its frames stepped meanwhile), p50 and p99;
//
// Both include the frames on the way: the page's (Chromium drawing with its software
// renderer, at a phone's device scale of 3) and the window's (Xvfb, software GL).
//   - join: from opening the link in a fresh browser profile (the browser build loaded
//     over loopback and compiled) to the page's board drawn; then, once the service
//     worker keeps the game, from opening it again in the same browser (the worker's copy
//     compiled for the first time), and a third time (its compiled code kept, as on every
//     later visit).
//
// It needs a display and Chromium (it skips without them): MERCADO_REQUIRE_DISPLAY=1
// xvfb-run go test -run NONE -bench WindowAndPhone -benchtime 1x ./scenes/online/
func BenchmarkWindowAndPhone(b *testing.B) {
	exe := browser.Find()
	if exe == "" || testLoop == nil {
		b.Skip("needs a display and chromium")
	}
	build := browser.Web(b)
	dpr := 3.0 // a phone's; MERCADO_PHONE_DPR=1 draws a third of the pixels each way
	if v, err := strconv.ParseFloat(os.Getenv("MERCADO_PHONE_DPR"), 64); err == nil && v > 0 {
		dpr = v
	}
	// Ana and Bia each think this long before their move (a quick player's second;
	// MERCADO_THINK_MS=0 plays every move at once, as a burst).
	think := time.Second
	if v, err := strconv.Atoi(os.Getenv("MERCADO_THINK_MS")); err == nil && v >= 0 {
		think = time.Duration(v) * time.Millisecond
	}
	var toPhone, toWindow, joins, joinsSecond, joinsAgain []time.Duration
	var pixels []float64 // the device pixels the page drew per CSS pixel, at each move shown
	for i := range b.N {
		stopHost()
		findWebDir = func() (string, error) { return build, nil }
		seed := uint64(100 + i)
		w, hosted := hostingWindowOf(b, seed, "Ana", "Bia", "Rui")
		// The pieces land at once on both screens, as on the page (the settings'
		// instant animations): otherwise a move waits, as it should, for the one before
		// it to finish flying (about 1.3 s of Ana's coin before Bia's shows).
		w.app.Settings.AnimSpeed = scenes.AnimInstant
		w.app.Push(joining(w.app, hosted.saved.Invites[0]))
		w.until(b, "Ana's board", 60*60, func() bool { return boardOf(w.app) != nil })
		rui, err := online.ParseInvite(hosted.saved.Invites[2])
		if err != nil {
			b.Fatal(err)
		}
		botDone := make(chan error, 1)
		go func() { botDone <- noCoinBot(rui, seed) }()

		p := browser.Open(b, exe, "en-GB")
		p.PhoneAt(390, 844, dpr)
		start := time.Now()
		p.Navigate(hosted.saved.Links[1])
		p.WaitFor("Bia's board", 60*60, func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil })
		joins = append(joins, time.Since(start))
		logMarks(b, p, "first")
		// The same phone opens the link again once the worker keeps the game, and a
		// third time (its browser keeps the compiled game, as on every later visit).
		workerKeepsGame(b, p)
		for i, again := range []*[]time.Duration{&joinsSecond, &joinsAgain} {
			p.Navigate("about:blank")
			start = time.Now()
			p.Navigate(hosted.saved.Links[1])
			p.WaitFor("Bia's board again", 60*60, func(st scenes.Status) bool { return st.Scene == "Board" && st.Game != nil })
			*again = append(*again, time.Since(start))
			logMarks(b, p, []string{"second", "third"}[i])
		}

		board := boardOf(w.app)
		for !board.Game().Over() {
			made := len(board.Game().Log())
			switch board.Game().State().ToMove() {
			case 0:
				w.until(b, "Ana's turn", 60*60, func() bool { return board.Game().HumanToMove() && !board.Busy() })
				thought := time.Now().Add(think)
				w.until(b, "Ana's thinking", 60*60, func() bool { return !time.Now().Before(thought) })
				w.in.Key(ebiten.KeyC)
				if err := w.app.Step(w.dst, 1); err != nil {
					b.Fatal(err)
				}
				sent := time.Now()
				st := p.WaitFor("Ana's coin on the page", 60*60, func(st scenes.Status) bool { return st.Game != nil && st.Game.Moves > made })
				toPhone = append(toPhone, time.Since(sent))
				pixels = append(pixels, st.Pixels)
				w.until(b, "Ana's coin back in the window", 60*60, func() bool { return len(board.Game().Log()) > made })
			case 1:
				st := p.WaitFor("Bia's turn", 60*60, func(st scenes.Status) bool {
					return st.Game != nil && st.Game.HumanToMove && st.Game.Moves == made && browser.Has("board.coin")(st)
				})
				time.Sleep(think)
				sent := p.Tap(st, "board.coin")
				w.until(b, "Bia's coin in the window", 60*60, func() bool { return len(board.Game().Log()) > made })
				toWindow = append(toWindow, time.Since(sent))
			default:
				w.until(b, "Rui's move", 60*60, func() bool { return len(board.Game().Log()) > made || board.Game().Over() })
			}
		}
		if err := <-botDone; err != nil {
			b.Fatal(err)
		}
		closeBoard(w)
	}
	b.ReportMetric(quantileMS(toPhone, 0.5), "window-to-phone-p50-ms")
	b.ReportMetric(quantileMS(toPhone, 0.99), "window-to-phone-p99-ms")
	b.ReportMetric(quantileMS(toWindow, 0.5), "phone-to-window-p50-ms")
	b.ReportMetric(quantileMS(toWindow, 0.99), "phone-to-window-p99-ms")
	b.ReportMetric(quantileMS(joins, 1), "first-join-max-ms")
	b.ReportMetric(quantileMS(joinsSecond, 1), "second-join-max-ms")
	b.ReportMetric(quantileMS(joinsAgain, 1), "later-join-max-ms")
	b.Logf("%d games: %d moves window to phone, %d phone to window; first joins %v, second %v, later %v", b.N, len(toPhone), len(toWindow), joins, joinsSecond, joinsAgain)
	b.Logf("window to phone, each move: %v", sortedMS(toPhone))
	b.Logf("phone to window, each move: %v", sortedMS(toWindow))
	b.Logf("the page drew at %.2v device pixels per CSS pixel (of %v), move by move", pixels, dpr)
}

// quantileMS is the q quantile of ds (nearest rank), in ms.
func quantileMS(ds []time.Duration, q float64) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := min(len(s)-1, int(q*float64(len(s))))
	return float64(s[i].Microseconds()) / 1000
}

// sortedMS is ds in whole ms, from the shortest.
func sortedMS(ds []time.Duration) []int64 {
	ms := make([]int64, len(ds))
	for i, d := range ds {
		ms[i] = d.Milliseconds()
	}
	slices.Sort(ms)
	return ms
}

// noCoinBot plays inv's seat to the end with random legal moves other than a coin (a
// coin only when nothing else is legal).
func noCoinBot(inv online.Invite, seed uint64) error {
	c, err := online.Connect(inv, online.ClientOptions{})
	if err != nil {
		return err
	}
	defer c.Close()
	if _, err := c.View(); err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	done := -1
	for {
		v := c.Latest()
		if v.Over {
			return nil
		}
		if v.ToMove == nil || *v.ToMove != v.You || v.Revision <= done || len(v.Legal) == 0 {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		moves := slices.DeleteFunc(slices.Clone(v.Legal), func(m string) bool { return m == "coin" })
		move := "coin"
		if len(moves) > 0 {
			move = moves[rng.IntN(len(moves))]
		}
		reply, err := c.Propose(online.Proposal{ID: fmt.Sprintf("rui-%d", v.Revision), Revision: v.Revision, Move: move})
		var refused *online.RefusedError
		switch {
		case errors.As(err, &refused) && (refused.Reply.Refused == "stale" || refused.Reply.Refused == "too-many"):
			time.Sleep(100 * time.Millisecond)
		case err != nil:
			return fmt.Errorf("%s at revision %d: %w", move, v.Revision, err)
		case reply.Refused != "":
			return fmt.Errorf("%s at revision %d refused: %s", move, v.Revision, reply.Reason)
		default:
			done = v.Revision
		}
	}
}

// workerKeepsGame waits until the page's service worker answers it and keeps the
// unpacked game (polled every 100 ms, for at most a minute).
func workerKeepsGame(b *testing.B, p *browser.Page) {
	const keeps = `(async () => {
		if (!navigator.serviceWorker || !navigator.serviceWorker.controller) return false;
		for (const name of await caches.keys()) {
			const res = await (await caches.open(name)).match("mercado.wasm");
			if (res && res.headers.get("Content-Type") === "application/wasm") return true;
		}
		return false;
	})()`
	for range 600 {
		if ok, err := chromedp.Run(p.Context(), chromedp.Evaluate[bool](keeps, chromedp.EvalAwaitPromise)); err == nil && ok {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	b.Fatal("the service worker did not keep the game within a minute")
}

// logMarks logs where the page took the game from and its steps, in ms from opening the
// link: the game compiled, Go started, its first frame drawn (and which screen it was)
// and on the screen, and the board seen by the benchmark (now). The benchmark's polls
// wait while the page's thread is busy, so when the first frame is the board, "on the
// screen" is when a person saw it.
func logMarks(b *testing.B, p *browser.Page, visit string) {
	got, err := chromedp.Run(p.Context(), chromedp.Evaluate[[]any](`[mercadoWasmFrom, mercadoLoadedMS, mercadoStartMS, mercadoFirstFrameMS, mercadoFirstScene, window.mercadoShownMS || 0, performance.now()].map((v) => typeof v === "number" ? Math.round(v) : v)`))
	if err != nil {
		b.Logf("%s visit: no marks: %v", visit, err)
		return
	}
	b.Logf("%s visit, the game from the %v; ms: compiled %v, started %v, first frame %v (%v), on the screen %v, the board seen %v", visit, got[0], got[1], got[2], got[3], got[4], got[5], got[6])
}
