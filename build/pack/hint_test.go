package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"mercado/game"
	"mercado/game/table"
	"mercado/scenes"
)

// TestBrowserHint measures what the hint costs in the browser, where Go has one thread
// and the hint's search (the review's judge, a fixed number of iterations) shares it
// with the frames: on positions of recorded games (the ones the hint's agreement with
// the review is tested on), the person asks for a hint by a click on Hint, and the test
// reports how long the hint took, how many game frames the page ran meanwhile and the
// longest wait between two of them (go test -v shows them; docs/review.md quotes them).
//
// What it checks is what a busy machine cannot change: the hint arrives, and its search
// gave way to the page again and again while it thought (ai.Pause: a search that never
// paused would hold the page's one thread until it answered). The times, frames and
// rates are measurements only.
func TestBrowserHint(t *testing.T) {
	exe, web := browserAndWeb(t)
	saves := hintSaves(t, 2)
	p := openGame(t, exe, web, "en-GB")
	ctx := p.ctx
	p.waitFor("the first frame", 60*time.Second, func(st scenes.Status) bool { return st.Frame > 0 })

	for _, sv := range saves {
		// The position is the saved game in localStorage, where the page keeps it:
		// after a reload the menu offers to continue it.
		item, _ := json.Marshal(string(sv.data))
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`localStorage.setItem("mercado/game.json", `+string(item)+`), true`)); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		p.waitFor("the menu offering to continue", 60*time.Second, hasTarget("menu.continue"))
		p.click("menu.continue")
		st := p.waitFor("the person's turn with Hint", 15*time.Second, func(st scenes.Status) bool {
			return st.Scene == "Board" && st.Game != nil && st.Game.HumanToMove && hasTarget("board.hint")(st)
		})
		if st.Game.Moves != sv.moves {
			t.Fatalf("%s: the board continued at decision %d, the save is at %d", sv.name, st.Game.Moves, sv.moves)
		}
		time.Sleep(time.Second) // the board's opening animations end
		before, _ := p.state()
		asked := time.Now()
		p.click("board.hint")
		p.mouse(chromedp.MouseMoved, 2, 2, false) // the pointer leaves the board: no card rises under it
		done := p.waitFor("the hint", 60*time.Second, func(st scenes.Status) bool {
			return st.Game != nil && st.Game.HintReady
		})
		g := done.Game
		fps := 0.0
		if g.HintMS > 0 {
			fps = float64(g.HintFrames) / (float64(g.HintMS) / 1000)
		}
		pauses := done.Pauses - before.Pauses
		t.Logf("%s: the hint took %d ms as the page's frames saw it (%d ms from the click until the test saw it); %d game frames ran meanwhile, %.1f a second, at most %d ms apart; its search paused %d times for the page (slices of %.1f ms at the end)",
			sv.name, g.HintMS, time.Since(asked).Milliseconds(), g.HintFrames, fps, g.HintGapMS, pauses, done.SliceMS)
		// The search's work is fixed (the judge's iterations) and its slices are at most
		// 10 ms of the clock, so it pauses tens of times whatever the load (a busier
		// machine only cuts it into more slices); one that never gave way pauses never,
		// and no frame sees it think. That some frame saw it think is checked; how many
		// did, and how far apart, are the measures above, which the load moves.
		if pauses < 2 || g.HintFrames < 1 {
			t.Errorf("%s: the hint's search paused %d times: it kept the page from its frames (%d frames ran while it thought %d ms)", sv.name, pauses, g.HintFrames, g.HintMS)
		}
	}
}

// hintSave is a saved game whose person is to move, made from a recorded game.
type hintSave struct {
	name  string
	moves int // decisions already played
	data  []byte
}

// hintSaves makes n saves from the recorded games of the hint's agreement test
// (game/table/testdata/hintgames), each at the first real decision (more than one legal
// move) from the middle of its game on; the seat to move there is the person, the other
// seats the easy computer, so only the hint thinks while the person decides.
func hintSaves(t *testing.T, n int) []hintSave {
	t.Helper()
	files, err := filepath.Glob("../../game/table/testdata/hintgames/*.json")
	if err != nil || len(files) < n {
		t.Fatalf("%d recorded games (%v), want %d", len(files), err, n)
	}
	slices.Sort(files)
	var out []hintSave
	for _, f := range files[:n] {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := game.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		s, err := rec.Start()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		at := -1
		for i, text := range rec.Moves {
			if i >= len(rec.Moves)/2 && len(s.LegalMoves(nil)) > 1 {
				at = i
				break
			}
			m, err := game.ParseMove(text)
			if err == nil {
				err = s.Play(m)
			}
			if err != nil {
				t.Fatalf("%s move %d: %v", f, i+1, err)
			}
		}
		if at < 0 {
			t.Fatalf("%s: no decision in its second half", f)
		}
		rec.Moves = rec.Moves[:at]
		seats := make([]table.Seat, len(rec.Players))
		for i := range seats {
			seats[i] = table.Seat{Name: fmt.Sprint("Seat ", i+1), Kind: table.Computer, Level: "easy", Color: i}
		}
		seats[s.ToMove()] = table.Seat{Name: "Ana", Kind: table.Human, Color: s.ToMove()}
		tb, err := table.FromRecord(rec, seats)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		save, err := tb.MarshalSave()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, hintSave{name: fmt.Sprintf("%s at decision %d", filepath.Base(f), at+1), moves: at, data: save})
	}
	return out
}
