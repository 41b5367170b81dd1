package scenes

// The kit's seat names: the fixed names a challenge's seats are saved under, and how
// every screen shows a seat's name.

import "mercado/ui/lang"

// soloName is the person's seat in a challenge; watchName the computer's.
const (
	soloName  = "You"      // not translated: kept in saves; shown through seatName
	watchName = "Computer" // not translated: kept in saves; shown through seatName
)

// seatName is a seat's name as shown: the solo player and the watched computer have
// names in the language in use (their saves keep the fixed ones).
func seatName(name string) string {
	switch name {
	case soloName:
		return lang.T("game.seat.you")
	case watchName:
		return lang.T("game.seat.computer")
	}
	return name
}

// byYou picks the solo player's own form of a message: "You take…", not "You takes…".
func byYou(name, key, youKey string) string {
	if name == soloName {
		return youKey
	}
	return key
}
