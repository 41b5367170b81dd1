package scenes

import (
	"slices"
	"strings"

	"mercado/game/table"
)

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

// seatChoice is the index in seatChoices of "human" or a computer level, -1 if none.
func seatChoice(player string) int {
	for i, ch := range seatChoices {
		if ch.kind == table.Human && player == "human" || ch.kind == table.Computer && ch.level == player {
			return i
		}
	}
	return -1
}

// restore puts the last game's table on the setup screen, when there is one.
func (s *Setup) restore(l *LastSetup) {
	if !l.valid() {
		return
	}
	s.seats = s.seats[:0]
	for _, st := range l.Seats {
		s.seats = append(s.seats, setupSeat{choice: seatChoice(st.Player), name: st.Name, color: st.Color})
	}
	s.money = l.Money
}

// remember is the setup screen's table as LastSetup.
func (s *Setup) remember() *LastSetup {
	l := &LastSetup{Money: s.money}
	for _, st := range s.seats {
		player := seatChoices[st.choice].level
		if player == "" {
			player = "human"
		}
		l.Seats = append(l.Seats, LastSeat{Name: strings.TrimSpace(st.name), Player: player, Color: st.color})
	}
	return l
}

// hiddenMoney is the money rule the game will use: the player's choice, or else hidden
// only when several people share the screen.
func (s *Setup) hiddenMoney() bool {
	if s.money != "" {
		return s.money == "hidden"
	}
	people := 0
	for _, st := range s.seats {
		if seatChoices[st.choice].kind == table.Human {
			people++
		}
	}
	return people > 1
}
