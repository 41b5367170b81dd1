//go:build !js

package host

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"mercado/game"
	"mercado/game/online"
)

// referencePosition is the position a view carries, made the plain way: the engine's
// record-format position written as JSON and read back, its players and solo counters
// dropped, the face-down restaurants' cells masked. tableview.go writes it directly.
func referencePosition(t *testing.T, s *game.State) (json.RawMessage, []string) {
	raw, err := s.View(0).MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var pos map[string]json.RawMessage
	if err := json.Unmarshal(raw, &pos); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"players", "best_action", "earned_from_fours", "fours_brought"} {
		delete(pos, key)
	}
	var cells map[string]string
	if err := json.Unmarshal(pos["cells"], &cells); err != nil {
		t.Fatal(err)
	}
	var faceDown []string
	for sp := range game.NumSpaces {
		name := game.Space(sp).String()
		if r, ok := strings.CutPrefix(cells[name], "hidden:"); ok {
			faceDown = append(faceDown, r)
			cells[name] = "hidden"
		}
	}
	pos["cells"], _ = json.Marshal(cells)
	out, _ := json.Marshal(pos)
	return out, faceDown
}

// TestViewEncodingMatchesJSON plays games of two to four seats, hidden and open money,
// and checks at every move that every seat's view as the referee encodes it is the
// View json.Marshal writes with the reference position: the same bytes, so that no
// field is lost, added or told to the wrong seat. Views carry presence, and a finished
// game's winners and scores.
func TestViewEncodingMatchesJSON(t *testing.T) {
	for i, seats := range [][]online.NewSeat{
		{{Name: "Ana"}, {Name: "Rui \"<&>\" ç"}},
		{{Name: "Ana"}, {Name: "Rui"}, {Computer: "easy"}},
		{{Name: "Ana"}, {Name: "Rui"}, {Name: "Inês"}, {Name: "Zé"}},
	} {
		for seed := range uint64(3) {
			doc, _, err := newTableDoc(seats, seed+uint64(10*i), i%2 == 0, 0)
			if err != nil {
				t.Fatal(err)
			}
			s, err := doc.record().Replay()
			if err != nil {
				t.Fatal(err)
			}
			last := -1 // the seat that made the last move
			var prev *tableView
			for step := 0; ; step++ {
				tv := newTableView("t1", doc, s, last, prev)
				if step%4 != 3 { // now and then the moves written afresh, not from the last view's
					prev = tv
				} else {
					prev = nil
				}
				wantPos, wantFaceDown := referencePosition(t, s)
				if !bytes.Equal(tv.position, wantPos) || !reflect.DeepEqual(tv.base.FaceDown, wantFaceDown) {
					t.Fatalf("move %d: position\n%s\nface down %v; want\n%s\n%v", step, tv.position, tv.base.FaceDown, wantPos, wantFaceDown)
				}
				for seat := range doc.Seats {
					v := tv.forSeat(seat)
					v.HeartbeatMS = 5000
					v.Players[0].Presence = &online.Presence{State: online.PresenceHere, Since: "2026-01-01T00:00:00Z"}
					if step%5 == 1 { // a seat gone, voted on, handed over
						v.Players[1].Presence = &online.Presence{State: online.PresenceAway, Since: "2026-01-01T00:00:00Z", Vacant: true}
						v.Players[1].HandOverVotes = []int{0, 2}
						v.Players[1].StandIn = "medium"
					}
					if step%5 == 3 && len(v.Players) > 2 { // a friend not here yet
						v.Players[2].Presence = &online.Presence{State: online.PresenceAway, Vacant: true, NotYet: true}
					}
					if (step == 0) != (v.Last == nil) {
						t.Fatalf("move %d: the view's last move is %+v", step, v.Last)
					}
					got := tv.encode(v)
					v.Position = wantPos
					want, _ := json.Marshal(v)
					if !bytes.Equal(got, want) {
						t.Fatalf("move %d, seat %d: the view is\n%s\nwant\n%s", step, seat, got, want)
					}
				}
				if s.Over() {
					break
				}
				m := s.LegalMoves(nil)[(step*7)%s.CountLegalMoves()]
				last = s.ToMove()
				if err := s.Play(m); err != nil {
					t.Fatal(err)
				}
				doc.Moves = append(doc.Moves, m.String())
			}
		}
	}
}

// TestViewEncodingKnowsEveryField: tableView.encode writes View's fields by hand, its
// players' too, so a field added to View or PlayerView must be added there too; this test
// names the fields it writes and fails when they have others.
func TestViewEncodingKnowsEveryField(t *testing.T) {
	for _, c := range []struct {
		typ     any
		written []string
	}{
		{online.View{}, []string{"table", "revision", "you", "to_move", "over", "money", "players", "position",
			"face_down", "legal,omitempty", "winners,omitempty", "heartbeat_ms,omitempty", "moves", "last,omitempty", "device,omitempty", "next,omitempty"}},
		{online.PlayerView{}, []string{"seat", "name", "computer,omitempty", "money", "hand", "restaurants", "stands",
			"score,omitempty", "presence,omitempty", "stand_in,omitempty", "hand_over_votes,omitempty", "color,omitempty"}},
		{online.Presence{}, []string{"state", "since", "vacant,omitempty", "not_yet,omitempty"}},
	} {
		var fields []string
		typ := reflect.TypeOf(c.typ)
		for i := range typ.NumField() {
			fields = append(fields, typ.Field(i).Tag.Get("json"))
		}
		if !reflect.DeepEqual(fields, c.written) {
			t.Fatalf("%s's fields are %q; tableView.encode writes %q: add the new ones to it", typ.Name(), fields, c.written)
		}
	}
}
