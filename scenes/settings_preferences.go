package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"runtime"
	"slices"

	"mercado/game/table"
	"mercado/ui/lang"
)

// AnimSpeed is how fast moves are animated.
type AnimSpeed int

const (
	AnimSlow AnimSpeed = iota
	AnimNormal
	AnimFast
	AnimInstant
)

// factor scales animation lengths.
func (s AnimSpeed) factor() float64 {
	return [...]float64{1.7, 1, 0.5, 0}[max(0, min(3, int(s)))]
}

// Preferences are the player's settings, kept next to the saves (the settings file; the
// Settings screen changes them).
type Preferences struct {
	// Language is a code of lang.Languages; "" follows the system's language.
	Language     string    `json:"language"`
	AnimSpeed    AnimSpeed `json:"anim_speed"`
	HardBudgetMS int       `json:"hard_budget_ms"`
	Fullscreen   bool      `json:"fullscreen"`
	// Effects and Music are volumes from 0 to 1; Muted silences both.
	Effects float64 `json:"effects_volume"`
	Music   float64 `json:"music_volume"`
	Muted   bool    `json:"muted"`
	// ConfirmTurn asks before a move that ends the person's turn is made.
	ConfirmTurn bool `json:"confirm_turn"`
	// LastSetup is the table of the last game started from the setup screen.
	LastSetup *LastSetup `json:"last_setup,omitempty"`
	// Window is the window's size and place when the person last changed it (W 0: never).
	Window WindowPlace `json:"window"`
	// PlainLook draws the board plainly, in flat high-contrast colours, instead of on the
	// market table (tabletop.go).
	PlainLook bool `json:"plain_look"`
}

// SettingsName is the settings file in the store.
const SettingsName = "settings.json"

func DefaultPreferences() Preferences {
	return Preferences{AnimSpeed: AnimNormal, HardBudgetMS: 1000, Effects: 0.8, Music: 0.3}
}

// budgets offered for the hard computer's thinking time.
var budgets = []int{500, 1000, 2000, 4000}

// ParsePreferences reads the settings file; anything out of range falls back to the default.
// A file that is not a settings object at all is an error (in English, technical: the
// window words it, see settingsProblem), with the defaults.
func ParsePreferences(data []byte) (Preferences, error) {
	s := DefaultPreferences()
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultPreferences(), err
	}
	if !bytes.HasPrefix(bytes.TrimSpace(data), []byte("{")) { // null reads as no settings at all
		return DefaultPreferences(), errors.New("it holds no settings") // not translated: a technical detail, quoted like a JSON error
	}
	if s.AnimSpeed < AnimSlow || s.AnimSpeed > AnimInstant {
		s.AnimSpeed = AnimNormal
	}
	if s.HardBudgetMS < 100 || s.HardBudgetMS > 10000 {
		s.HardBudgetMS = 1000
	}
	if s.Language != "" && lang.Supported(s.Language) != s.Language {
		s.Language = ""
	}
	if !s.LastSetup.valid() {
		s.LastSetup = nil
	}
	d := DefaultPreferences()
	if !(s.Effects >= 0 && s.Effects <= 1) {
		s.Effects = d.Effects
	}
	if !(s.Music >= 0 && s.Music <= 1) {
		s.Music = d.Music
	}
	s.Window = s.Window.sane() // whether it fits the monitor is asked when the window opens
	return s, nil
}

// language is the language the settings choose: their own, or the system's.
func (s Preferences) language() string {
	if s.Language != "" {
		return s.Language
	}
	return lang.System()
}

// frames converts a base length at normal speed into frames at the chosen speed.
func (a *App) frames(base int) int { return int(float64(base) * a.Settings.AnimSpeed.factor()) }

// SaveSettings writes the settings, telling the player if it cannot.
func (a *App) SaveSettings() {
	data, _ := json.Marshal(a.Settings)
	if err := a.Store.Write(SettingsName, data); err != nil {
		a.NoticeWords(func() string { return lang.F("settings.could_not_save", "Error", err.Error()) })
	}
}

// Notice records something the game could not do, shown on the menu once.
func (a *App) Notice(s string) {
	for _, n := range a.Notices {
		if n == s {
			return
		}
	}
	a.Notices = append(a.Notices, s)
}

// notedWords is a notice that words itself: the index of its words in Notices.
type notedWords struct {
	at    int
	words func() string
}

// NoticeWords records a notice as Notice does, worded by words: again in the new
// language when the language changes (wordAgain).
func (a *App) NoticeWords(words func() string) {
	n := len(a.Notices)
	a.Notice(words())
	if len(a.Notices) > n {
		a.reword = append(a.reword, notedWords{n, words})
	}
}

// wordAgain words anew, after a switch of language, what the app keeps worded for the
// screens: the notices that word themselves and why the challenge in progress could
// not be resumed. (Each screen words its own texts.)
func (a *App) wordAgain() {
	for _, r := range a.reword {
		a.Notices[r.at] = r.words()
	}
	if a.challengeWords != nil {
		problem, note := a.challengeWords()
		if a.challengeProblem != "" {
			a.challengeProblem = problem
		}
		if a.challengeNote != "" {
			a.challengeNote = note
		}
	}
}

// applySettings makes the settings take effect: the language, and the sound's volumes.
func (a *App) applySettings() {
	lang.Set(a.Settings.language())
	if a.Sound != nil {
		a.Sound.SetVolumes(a.Settings.Effects, a.Settings.Music, a.Settings.Muted)
	}
}

// soundStatus tells the Settings screen whether sound plays.
func (a *App) soundStatus() string {
	if a.Sound == nil {
		return lang.F("settings.sound_off", "Reason", lang.T("settings.sound_not_started"))
	}
	if r := a.Sound.Reason(); r != "" {
		return lang.F("settings.sound_off", "Reason", r)
	}
	if !a.Sound.Ready() && runtime.GOOS == "js" { // browsers start sound on a click or tap
		return lang.T("settings.sound_waiting")
	}
	return lang.T("settings.sound_on")
}

// LastSetup is the setup screen's last game, kept in the settings so that the next
// game starts from the same table: seats, levels, colours and the money rule.
type LastSetup struct {
	Seats []LastSeat `json:"seats"`
	// Money is "hidden" or "open" when the player chose it, "" when it follows the
	// table: open against computers only (they count every coin anyway), hidden with
	// several people at one screen.
	Money string `json:"money,omitempty"`
}

// LastSeat is one seat of LastSetup; Player is "human" or a computer level.
type LastSeat struct {
	Name   string `json:"name"`
	Player string `json:"player"`
	Color  int    `json:"color"`
}

// valid reports whether the setup screen can show l as it is; a settings file edited by
// hand or from another version may hold anything, and is then simply not used.
func (l *LastSetup) valid() bool {
	if l == nil || len(l.Seats) < 2 || len(l.Seats) > 4 || !slices.Contains([]string{"", "hidden", "open"}, l.Money) {
		return false
	}
	colors := map[int]bool{}
	for _, st := range l.Seats {
		if table.CheckName(st.Name) != nil {
			return false
		}
		if seatChoice(st.Player) < 0 || st.Color < 0 || st.Color > 3 || colors[st.Color] {
			return false
		}
		colors[st.Color] = true
	}
	return true
}
