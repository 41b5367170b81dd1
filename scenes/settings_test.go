package scenes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
	"mercado/ui/sound"
)

// A settings file that is not one falls back to the defaults and says so; values out of
// range fall back one by one.
func TestSettingsFileFallsBack(t *testing.T) {
	s, err := ParsePreferences([]byte("{not json"))
	if err == nil || s != DefaultPreferences() {
		t.Fatalf("garbage: %+v, %v", s, err)
	}
	s, err = ParsePreferences([]byte(`{"language":"pt","effects_volume":7,"music_volume":-1,"anim_speed":9,"muted":true,"confirm_turn":true}`))
	d := DefaultPreferences()
	if err != nil || s.Language != "" || s.Effects != d.Effects || s.Music != d.Music || s.AnimSpeed != d.AnimSpeed || !s.Muted || !s.ConfirmTurn {
		t.Fatalf("out of range: %+v, %v", s, err)
	}
}

// The language changes at once from Settings, is saved, and the menu speaks it when the
// player goes back; a new start reads it from the file.
func TestLanguageSwitchesAtOnce(t *testing.T) {
	defer lang.Set("en")
	onGame(t, 960, 540, func(dst *Offscreen) error {
		store := table.NewMemStore()
		a, sc := testApp(store)
		defer closeAll(a)
		s := NewSettings()
		a.Push(s)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		click(sc, s.rows[0].btn.Rect) // English → Deutsch
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if lang.Current() != "de" || a.Settings.Language != "de" {
			return fmt.Errorf("language %q, setting %q", lang.Current(), a.Settings.Language)
		}
		if s.back.Label != lang.T("settings.back") || s.back.Label == "Back" {
			return fmt.Errorf("the back button says %q", s.back.Label)
		}
		data, err := store.Read(SettingsName)
		var saved Preferences
		if err != nil || json.Unmarshal(data, &saved) != nil || saved.Language != "de" {
			return fmt.Errorf("saved settings %s (%v)", data, err)
		}
		click(sc, s.back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		m, ok := a.Top().(*Menu)
		if !ok || m.items[0].btn.Label != "Neues Spiel" {
			return fmt.Errorf("the menu after switching: %T %q", a.Top(), m.items[0].btn.Label)
		}
		lang.Set("en")
		b := NewGameApp(store, "")
		defer closeAll(b)
		if lang.Current() != "de" || !strings.HasPrefix(b.Settings.Language, "de") {
			return fmt.Errorf("a new start speaks %q", lang.Current())
		}
		return nil
	})
}

// soundChild marks the process TestSoundWithTheNullDevice starts to play its game in.
const soundChild = "MERCADO_SOUND_TEST_CHILD"

// With the null sound device of make test the real mixer starts, the Settings screen says
// sound is on, and a game with its sounds (stands, coins, the turn chime) runs on.
//
// The game is played in a test process of its own: once started, the mixer's thread never
// stops (Ebitengine has no way to close its audio), and on the null device, which takes
// sound as fast as it is given, it kept most of a core busy for all the tests after it.
func TestSoundWithTheNullDevice(t *testing.T) {
	if !strings.HasSuffix(os.Getenv("ALSA_CONFIG_PATH"), "build/alsa-null.conf") {
		t.Skip("needs make test's null sound device (ALSA_CONFIG_PATH)")
	}
	if os.Getenv(soundChild) == "" {
		needDisplay(t)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute) // a guard only
		defer cancel()
		cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), soundChild+"=1", "MERCADO_WINDOW_SHARD=")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: "+t.Name()) {
			t.Fatalf("the game with sound (in a process of its own): %v\n%s", err, out)
		}
		return
	}
	onGame(t, 960, 540, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 4)
		if err != nil {
			return err
		}
		defer closeAll(a)
		a.Sound = sound.New()
		if r := a.Sound.Reason(); r != "" {
			return fmt.Errorf("the null device gives no sound: %s", r)
		}
		a.applySettings()
		a.Sound.SetMusic(true)
		// The mixer is the process's one: music left on would be decoded through the null
		// device all through the later tests, a fifth of a core for nothing.
		defer a.Sound.SetMusic(false)
		if a.soundStatus() != lang.T("settings.sound_on") {
			return fmt.Errorf("settings say %q", a.soundStatus())
		}
		for i := 0; i < 3; i++ {
			if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
				return err
			}
			if err := playByHand(a, dst, sc, b, greedy(b.table.State())); err != nil {
				return err
			}
		}
		return a.StepSketched(dst, 60) // the sounds play on; their frames' pictures are no part of it
	})
}

// With "confirm before ending a turn", a move that ends the turn waits for the person:
// taking it back changes nothing, confirming plays it. A stand (the turn goes on with a
// take) is not asked about.
func TestConfirmBeforeEndingATurn(t *testing.T) {
	onGame(t, 960, 540, func(dst *Offscreen) error {
		a, sc, b, err := newBoardApp(dst, nil, 9)
		if err != nil {
			return err
		}
		defer closeAll(a)
		a.Settings.ConfirmTurn = true
		var ender, stand game.Move
		var buf [game.MaxLegalMoves]game.Move
		found := 0
		for _, m := range b.table.State().LegalMoves(buf[:0]) {
			if b.table.EndsTurn(m) && m.Kind == game.Coin && found&1 == 0 {
				ender, found = m, found|1
			}
			if m.Kind == game.OpenStand && found&2 == 0 {
				stand, found = m, found|2
			}
		}
		if found != 3 {
			return errors.New("no coin and stand to try")
		}
		hash := b.table.State().Hash()
		if err := playByHand(a, dst, sc, b, ender); err != nil {
			return err
		}
		if !b.confirm.on || b.table.State().Hash() != hash {
			return errors.New("the turn-ending move did not wait for confirmation")
		}
		click(sc, b.confirm.back.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.confirm.on || b.table.State().Hash() != hash {
			return errors.New("taking the move back did not leave the game as it was")
		}
		if err := playByHand(a, dst, sc, b, ender); err != nil {
			return err
		}
		click(sc, b.confirm.yes.Rect)
		if err := settle(a, dst, sc); err != nil {
			return err
		}
		if b.confirm.on || len(b.table.Log()) == 0 || b.table.Log()[0].Move != ender {
			return errors.New("confirming did not play the move")
		}
		if err := until(a, dst, "the person's turn", func() bool { return b.table.HumanToMove() && !b.anims.busy() }); err != nil {
			return err
		}
		for _, m := range b.table.State().LegalMoves(buf[:0]) {
			if m.Kind == game.OpenStand {
				stand = m
				break
			}
		}
		before := len(b.table.Log())
		if err := playByHand(a, dst, sc, b, stand); err != nil {
			return err
		}
		if b.confirm.on || len(b.table.Log()) != before+1 {
			return errors.New("a stand, which does not end the turn, was held for confirmation")
		}
		return nil
	})
}
