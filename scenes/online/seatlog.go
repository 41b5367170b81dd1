package online

import (
	"encoding/json"
	"fmt"

	"mercado/game/online"
	"mercado/game/table"
)

// An online seat's log is kept at this screen beside the saves, so that coming back to
// the table (Resume, or its link again) shows what happened so far, not an empty log:
// the decisions played out here up to the seat's last view (online.Remote.Kept), and
// that view. Both are only what the seat was shown: the view is its own, and a hidden
// rival's money in the decisions is the seat's guess, never the truth.

// seatLog is the kept log of one seat.
type seatLog struct {
	View *online.View  `json:"view"`
	Log  []table.Event `json:"log"`
}

// seatLogName is the file of seat's log at the table.
func seatLogName(tableID string, seat int) string {
	return fmt.Sprintf("online-log-%s-%d.json", tableID, seat)
}

// resumeLog gives r the log kept for its seat, when there is one for its game.
func resumeLog(st table.Store, r *online.Remote) {
	if st == nil {
		return
	}
	data, err := st.Read(seatLogName(r.Table(), r.Seat()))
	if err != nil {
		return
	}
	var kept seatLog
	if json.Unmarshal(data, &kept) != nil {
		return
	}
	r.Resume(kept.Log, kept.View)
}

// logKeeper writes a seat's log each time the view on screen changes.
type logKeeper struct {
	st   table.Store
	last *online.View
}

func (k *logKeeper) keep(r *online.Remote) {
	log, view := r.Kept()
	if k.st == nil || view == k.last {
		return
	}
	k.last = view
	data, err := json.Marshal(seatLog{View: view, Log: log})
	if err != nil {
		return
	}
	_ = k.st.Write(seatLogName(view.Table, view.You), data) // a log not kept costs only the next session's log
}
