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

// parseSeatSubject splits "mercado.TABLE.seat.N.VERB" (N one digit), with the lane it
// came by after it on the embedded server (".LANE", lanes.go), without making
// anything: the referee reads every request a flood sends with it.
func parseSeatSubject(subject string) (table string, seat int, verb string, ok bool) {
	rest, found := strings.CutPrefix(subject, online.SubjectPrefix+".")
	if !found {
		return "", 0, "", false
	}
	dot := strings.IndexByte(rest, '.')
	if dot < 0 {
		return "", 0, "", false
	}
	table, rest = rest[:dot], rest[dot+1:]
	rest, found = strings.CutPrefix(rest, "seat.")
	if !found || len(rest) < 2 || rest[0] < '0' || rest[0] > '9' || rest[1] != '.' {
		return "", 0, "", false
	}
	seat, verb = int(rest[0]-'0'), rest[2:]
	if dot := strings.IndexByte(verb, '.'); dot >= 0 {
		lane, err := strconv.Atoi(verb[dot+1:])
		if err != nil || lane != laneOf(table) {
			return "", 0, "", false
		}
		verb = verb[:dot]
	}
	if table == "" || verb == "" {
		return "", 0, "", false
	}
	return table, seat, verb, true
}
