package online

import "fmt"

// Subjects. Every table's subjects start with "mercado.TABLE."; a seat proposes and asks
// on "mercado.TABLE.seat.N.VERB" and hears its view on "mercado.TABLE.view.N". These are
// the names both sides use: the seats' client here, the referee and the host's
// permissions in game/online/host (which adds the subjects only it uses).

// SubjectPrefix starts every subject of the service.
const SubjectPrefix = "mercado"

// The verbs a seat may use on its request subject (the votes' in seatvote_client.go).
const (
	VerbMove   = "move"   // propose a move
	VerbView   = "view"   // ask for the seat's current view
	VerbRecord = "record" // ask for the game's record, once it is over
	VerbHere   = "here"   // a heartbeat: the seat is connected (no answer)
	VerbBye    = "bye"    // the seat's client is closing (no answer)
)

// SeatSubject is where seat sends its requests of verb: mercado.TABLE.seat.N.VERB.
func SeatSubject(table string, seat int, verb string) string {
	return fmt.Sprintf("%s.%s.seat.%d.%s", SubjectPrefix, table, seat, verb)
}

// ViewSubject is where seat hears its views: mercado.TABLE.view.N.
func ViewSubject(table string, seat int) string {
	return fmt.Sprintf("%s.%s.view.%d", SubjectPrefix, table, seat)
}

// InboxPrefix is where a seat's replies come: its own, so that no seat reads another's.
func InboxPrefix(table string, seat int) string {
	return fmt.Sprintf("%s.%s.inbox.%d", SubjectPrefix, table, seat)
}

// ValidTableID says id can be a table id (or a secret): lowercase letters and digits,
// safe in a subject and a URL.
func ValidTableID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// SeatUser is a seat's user name: TABLE-SEAT.
func SeatUser(table string, seat int) string { return fmt.Sprintf("%s-%d", table, seat) }
