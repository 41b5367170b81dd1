package online

import (
	"fmt"
	"strconv"
	"strings"
)

// Subjects. Every table's subjects start with "mercado.TABLE."; a seat proposes and asks
// on "mercado.TABLE.seat.N.VERB" and hears its view on "mercado.TABLE.view.N".
const (
	subjectPrefix = "mercado"
	// newTableSubject is where the admin asks the referee for a new table.
	newTableSubject = subjectPrefix + ".new"
	// seatRequests is the referee's one subscription for every seat of every table.
	seatRequests = subjectPrefix + ".*.seat.*.*"
	// refereeQueue lets several referees share the work (one of them answers each request).
	refereeQueue = "referee"
)

// The verbs a seat may use on its request subject.
const (
	verbMove   = "move"   // propose a move
	verbView   = "view"   // ask for the seat's current view
	verbRecord = "record" // ask for the game's record, once it is over
	verbHere   = "here"   // a heartbeat: the seat is connected (no answer)
	verbBye    = "bye"    // the seat's client is closing (no answer)
)

func seatSubject(table string, seat int, verb string) string {
	return fmt.Sprintf("%s.%s.seat.%d.%s", subjectPrefix, table, seat, verb)
}

func viewSubject(table string, seat int) string {
	return fmt.Sprintf("%s.%s.view.%d", subjectPrefix, table, seat)
}

// inboxPrefix is where a seat's replies come: its own, so that no seat reads another's.
func inboxPrefix(table string, seat int) string {
	return fmt.Sprintf("%s.%s.inbox.%d", subjectPrefix, table, seat)
}

// splitSeatUser splits a seat's user name, TABLE-SEAT.
func splitSeatUser(user string) (table string, seat int, ok bool) {
	i := strings.LastIndexByte(user, '-')
	if i < 0 {
		return "", 0, false
	}
	seat, err := strconv.Atoi(user[i+1:])
	return user[:i], seat, err == nil
}

// parseSeatSubject splits "mercado.TABLE.seat.N.VERB".
func parseSeatSubject(subject string) (table string, seat int, verb string, ok bool) {
	parts := strings.Split(subject, ".")
	if len(parts) != 5 || parts[0] != subjectPrefix || parts[2] != "seat" {
		return "", 0, "", false
	}
	seat, err := strconv.Atoi(parts[3])
	if err != nil || seat < 0 || seat > 9 {
		return "", 0, "", false
	}
	return parts[1], seat, parts[4], true
}

// validTableID says id can be a table id (or a secret): lowercase letters and digits,
// safe in a subject and a URL.
func validTableID(id string) bool {
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

// seatUser is a seat's user name: TABLE-SEAT.
func seatUser(table string, seat int) string { return fmt.Sprintf("%s-%d", table, seat) }
