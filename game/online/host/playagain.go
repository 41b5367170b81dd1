//go:build !js

package host

import (
	"encoding/json"
	"fmt"
)

// Play again: once a table is over, its host makes the next table for the same people
// (NewTableRequest.Follows); the old table's entry then names it with each seat's secret
// there, and each seat's view names its own seat (View.Next), so that every screen
// offers to join it with one click, and no screen learns another's secret.

// canFollow says whether a new table of seats may follow table follows: it is over and
// has as many seats.
func (r *Referee) canFollow(follows string, seats int) error {
	if follows == "" {
		return nil
	}
	lt, err := r.table(follows)
	switch {
	case err != nil:
		return fmt.Errorf("follows: there is no table %q", follows)
	case !lt.state.Over():
		return fmt.Errorf("follows: table %q is still being played", follows)
	case len(lt.doc.Seats) != seats:
		return fmt.Errorf("follows: table %q has %d seats, not %d", follows, len(lt.doc.Seats), seats)
	}
	return nil
}

// setNext writes into the finished table old that its people play next at table next
// with these secrets, and publishes its seats' views again. Run on old's shard.
func (r *Referee) setNext(old, next string, secrets []string) {
	lt, err := r.table(old)
	if err != nil {
		return
	}
	doc := *lt.doc
	doc.Next = &nextDoc{Table: next, Secrets: secrets}
	data, err := json.Marshal(&doc)
	if err != nil {
		return
	}
	ctx, cancel := kvContext()
	defer cancel()
	rev, err := r.kv.Update(ctx, old, data, lt.rev)
	if err != nil {
		r.put(old, nil) // read again: a seat asking will see what the bucket holds
		return
	}
	lt = &liveTable{doc: &doc, rev: rev, state: lt.state, last: lt.last}
	r.put(old, lt)
	r.publishViews(old, lt)
}
