package scenes

import (
	"strings"

	"mercado/game/table"
)

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
