package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"mercado/game/table"
)

// TestSetupMoneyFollowsThePeopleAndIsRemembered: money is open against computers and
// hidden with several people until the player chooses; the next setup screen starts
// from the last game's seats, levels, colours and money rule, also after a restart.
func TestSetupMoneyFollowsThePeopleAndIsRemembered(t *testing.T) {
	onGame(t, 1280, 720, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		s := NewSetup()
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if s.hiddenMoney() {
			return errors.New("money is hidden in a game of one person against a computer")
		}
		click(sc, s.seats[1].kindB.Rect) // medium → hard
		click(sc, s.addB.Rect)           // a third seat, medium
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, s.seats[2].kindB.Rect) // hard
		click(sc, s.seats[2].kindB.Rect) // a second person
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if !s.hiddenMoney() {
			return errors.New("money is open with two people at one screen")
		}
		click(sc, s.moneyB.Rect) // the player wants it open all the same
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if s.hiddenMoney() || s.money != "open" {
			return fmt.Errorf("the money button left money %q", s.money)
		}
		want := s.remember()
		click(sc, s.startB.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		b, ok := a.Top().(*Board)
		if !ok {
			return fmt.Errorf("Start opened %T", a.Top())
		}
		if b.table.State().MoneyHidden() {
			return errors.New("the game hides money the player chose to show")
		}
		closeAll(a)

		// A restart reads the settings again: the new setup shows the same table.
		a2, sc2 := testApp(store)
		s2 := NewSetup()
		a2.Push(s2)
		if err := settle(a2, dst, sc2); err != nil {
			return err
		}
		if got, w := fmt.Sprint(s2.remember()), fmt.Sprint(want); got != w {
			return fmt.Errorf("the next setup shows %s, want %s", got, w)
		}
		closeAll(a2)
		return nil
	})
}

// TestLastSetupFromAnyFile: a last setup that the screen could not show is dropped, the
// other settings kept.
func TestLastSetupFromAnyFile(t *testing.T) {
	good := `{"seats": [{"name": "Ana", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}], "money": "open"}`
	for _, tc := range []struct {
		last string
		kept bool
	}{
		{good, true},
		{`{"seats": [{"name": "Ana", "player": "human", "color": 0}]}`, false},
		{`{"seats": [{"name": "Ana", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 0}]}`, false},
		{`{"seats": [{"name": "Ana", "player": "", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}]}`, false},
		{`{"seats": [{"name": "Ana", "player": "god", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}]}`, false},
		{`{"seats": [{"name": "\u001b[31mAna", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}]}`, false},
		{`{"seats": [{"name": "AnaAnaAnaAnaAnaAnaAnaAnaAna", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}]}`, false},
		{`{"seats": [{"name": "  ", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}]}`, false},
		{`{"seats": [{"name": "Ana", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 9}]}`, false},
		{`{"seats": [{"name": "Ana", "player": "human", "color": 0}, {"name": "Rui", "player": "hard", "color": 1}], "money": "maybe"}`, false},
	} {
		s, err := ParsePreferences([]byte(`{"music_volume": 0.5, "last_setup": ` + tc.last + `}`))
		if err != nil {
			t.Fatalf("%s: %v", tc.last, err)
		}
		if (s.LastSetup != nil) != tc.kept || s.Music != 0.5 {
			t.Errorf("%s: kept %v (want %v), music %v", tc.last, s.LastSetup != nil, tc.kept, s.Music)
		}
	}
	s, _ := ParsePreferences([]byte(`{"last_setup": ` + good + `}`))
	data, _ := json.Marshal(s)
	back, err := ParsePreferences(data)
	if err != nil || back.LastSetup == nil || back.LastSetup.Money != "open" || back.LastSetup.Seats[1].Player != "hard" {
		t.Errorf("the last setup does not survive a round trip: %s", data)
	}
}
