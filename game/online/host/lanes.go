//go:build !js

package host

import (
	"fmt"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"mercado/game/online"
)

// Lanes: on the embedded server, the seats' requests reach the referee by intakeLanes
// ways, a table always by the same one (its lane, a hash of its id), each a connection
// of the referee's own with its own queue at the server and in the referee. So what a
// table sends waits behind its own lane's traffic only: a flood from one seat, read
// before the seat is cut off (seatconns.go), holds up no table of the other lanes.
//
// The server maps each request's subject, mercado.TABLE.seat.N.VERB, to
// mercado.TABLE.seat.N.VERB.LANE (NATS's partition mapping), before it checks the
// seat's rights, which allow only its table's lane: a seat cannot send on another
// lane. A referee on a deployment not ours has one way in, as before (external.go).

// intakeLanes is how many ways the seats' requests take to the referee.
const intakeLanes = 16

// laneMapping is the server's mapping of the seats' requests to their lanes: the
// table's token hashed as laneOf does.
var laneMapping = [2]string{seatRequests, fmt.Sprintf("%s.{{wildcard(1)}}.seat.{{wildcard(2)}}.{{wildcard(3)}}.{{partition(%d,1)}}",
	online.SubjectPrefix, intakeLanes)}

// laneOf is the table's lane, as the server's partition mapping hashes it (FNV-1a of the
// table's id).
func laneOf(table string) int {
	h := uint32(2166136261) // FNV-1a, 32 bits, written out: the referee hashes every request's table
	for i := 0; i < len(table); i++ {
		h ^= uint32(table[i])
		h *= 16777619
	}
	return int(h % intakeLanes)
}

// laneRequests is the referee's subscription for one lane's requests.
func laneRequests(lane int) string { return fmt.Sprintf("%s.%d", seatRequests, lane) }

// mapLanes has srv send the seats' requests by their lanes.
func mapLanes(srv *server.Server) error {
	if err := srv.GlobalAccount().AddMapping(laneMapping[0], laneMapping[1]); err != nil {
		return fmt.Errorf("the requests' lanes: %v", err)
	}
	return nil
}

// laneConnections connects the referee's lanes to srv.
func laneConnections(srv *server.Server, secret, name string, logf func(string, ...any)) ([]*nats.Conn, error) {
	var lanes []*nats.Conn
	for lane := range intakeLanes {
		nc, err := ownConnection(srv, refereeUser, secret, fmt.Sprintf("%s lane %d", name, lane), logf)
		if err != nil {
			closeAll(lanes)
			return nil, err
		}
		lanes = append(lanes, nc)
	}
	return lanes, nil
}

func closeAll(conns []*nats.Conn) {
	for _, nc := range conns {
		nc.Close()
	}
}

// subscribeSeats starts hearing the seats' requests: one subscription a lane, on the
// lane's connection, or one on nc without lanes.
func (r *Referee) subscribeSeats() error {
	if len(r.cfg.lanes) == 0 {
		return r.subscribeOn(r.nc, seatRequests, r.handleSeat)
	}
	for lane, nc := range r.cfg.lanes {
		if err := r.subscribeOn(nc, laneRequests(lane), r.handleSeat); err != nil {
			return err
		}
	}
	return nil
}

// subscribeOn subscribes handle to subject on nc, in the referees' queue group.
func (r *Referee) subscribeOn(nc *nats.Conn, subject string, handle nats.MsgHandler) error {
	sub, err := nc.QueueSubscribe(subject, refereeQueue, handle)
	if err != nil {
		return err
	}
	sub.SetPendingLimits(-1, refereePending)
	r.subs = append(r.subs, sub)
	return nil
}
