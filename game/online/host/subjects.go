//go:build !js

package host

import (
	"strconv"
	"strings"

	"mercado/game/online"
)

// The referee's subjects, beside the seats' (package online's subjects.go).
const (
	// newTableSubject is where the admin asks the referee for a new table.
	newTableSubject = online.SubjectPrefix + ".new"
	// seatRequests is the referee's one subscription for every seat of every table.
	seatRequests = online.SubjectPrefix + ".*.seat.*.*"
	// refereeQueue lets several referees share the work (one of them answers each request).
	refereeQueue = "referee"
)

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
	if len(parts) != 5 || parts[0] != online.SubjectPrefix || parts[2] != "seat" {
		return "", 0, "", false
	}
	seat, err := strconv.Atoi(parts[3])
	if err != nil || seat < 0 || seat > 9 {
		return "", 0, "", false
	}
	return parts[1], seat, parts[4], true
}
