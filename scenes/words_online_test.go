package scenes

import (
	"strings"
	"testing"

	"mercado/game/table"
	"mercado/ui"
	"mercado/ui/lang"
)

// onlineExtra stands for an online table's extra (scenes/online): a board with it is at
// an online table; its status line is Banner's when that is not "".
type onlineExtra struct{ banner string }

func (onlineExtra) Update(*App, *Board) bool      { return false }
func (onlineExtra) Draw(*ui.Canvas, *App, *Board) {}
func (e onlineExtra) Banner() string              { return e.banner }

// TestOnlineWordsOnTheBoard: at an online table the pause menu does not say the game is
// paused (it goes on at the others' screens), the status line is the extra's while it
// has words (the seat to move is away, the host is down), and the setup of an online
// table does not speak of people sharing a screen — in every language.
func TestOnlineWordsOnTheBoard(t *testing.T) {
	defer lang.Set("en")
	tb, err := table.New(table.Config{Seats: logSeats, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lang.Languages {
		lang.Set(l.Code)
		b := NewBoard(tb)
		if got := NewPause(b).title(); got != lang.T("pause.title") {
			t.Errorf("%s: at one screen the pause menu says %q", l.Code, got)
		}
		b.SetMode(onlineExtra{})
		if got := NewPause(b).title(); got == lang.T("pause.title") || got != lang.T("pause.title_online") {
			t.Errorf("%s: online the pause menu says %q", l.Code, got)
		}
		b.refresh(nil)
		if got := b.statusLine(); got != b.banner {
			t.Errorf("%s: an extra with no words changes the status line to %q", l.Code, got)
		}
		b.SetMode(onlineExtra{banner: "Rui is away"})
		if got := b.statusLine(); got != "Rui is away" {
			t.Errorf("%s: the extra's words are not the status line: %q", l.Code, got)
		}
		here, online := NewSetup().hiddenHelp(), NewSetupFor("", func(*App, table.Config) error { return nil }).hiddenHelp()
		if online == here || online != lang.T("setup.hidden_help_online") {
			t.Errorf("%s: an online table's setup says %q", l.Code, online)
		}
		if l.Code == "en" && strings.Contains(online, "screen") && strings.Contains(online, "share") {
			t.Errorf("the online setup speaks of sharing a screen: %q", online)
		}
	}
}
