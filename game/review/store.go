package review

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"mercado/game"
	"mercado/game/table"
)

// A review is kept beside the game it judges, in the same store as the saves, under a
// name made from the record's digest: it is computed once, and a review never belongs
// to another game. A stored review that cannot be read, is of another version or work
// setting, or does not fit its record is simply computed again.

// MaxKept is how many reviews the store keeps, the newest: the browser's storage is
// small, and an old game's review can be made again.
const MaxKept = 24

// indexName lists the reviews kept, oldest first.
const indexName = "reviews.json"

// RecordKey is the digest of a record's canonical form (players, seed, rules, start
// position and moves): equal games have equal keys.
func RecordKey(rec *game.Record) (string, error) {
	data, err := rec.MarshalJSON()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]), nil
}

// FileName is the store name of rec's review.
func FileName(rec *game.Record) (string, error) {
	key, err := RecordKey(rec)
	if err != nil {
		return "", err
	}
	return "review-" + key[:20] + ".json", nil
}

// Load returns the stored review of rec done with opt's work, or nil when there is none
// that can be trusted (missing, damaged, stale): the caller reviews again.
func Load(st table.Store, rec *game.Record, opt Options) *Result {
	name, err := FileName(rec)
	if err != nil {
		return nil
	}
	data, err := st.Read(name)
	if err != nil {
		return nil
	}
	var r Result
	if json.Unmarshal(data, &r) != nil {
		return nil
	}
	opt = opt.withDefaults()
	if r.Iterations != opt.Iterations || r.Samples != opt.Samples || !sameSeats(r.Seats, opt.Seats, len(rec.Players)) {
		return nil
	}
	if r.Check(rec) != nil {
		return nil
	}
	return &r
}

// Save keeps res as rec's review, and lets the oldest go beyond MaxKept.
func Save(st table.Store, rec *game.Record, res *Result) error {
	name, err := FileName(rec)
	if err != nil {
		return err
	}
	data, err := json.Marshal(res)
	if err != nil {
		return err
	}
	if err := st.Write(name, data); err != nil {
		return err
	}
	var kept []string
	if old, err := st.Read(indexName); err == nil {
		_ = json.Unmarshal(old, &kept) // a damaged list starts again
	}
	kept = slices.DeleteFunc(kept, func(n string) bool { return n == name || !isReviewName(n) })
	kept = append(kept, name)
	for len(kept) > MaxKept {
		_ = st.Remove(kept[0]) // gone already: nothing to do
		kept = kept[1:]
	}
	list, _ := json.Marshal(kept)
	return st.Write(indexName, list)
}

// isReviewName: only review files are ever removed through the list, whatever it holds.
func isReviewName(n string) bool {
	if len(n) != len("review-")+20+len(".json") || !strings.HasPrefix(n, "review-") || !strings.HasSuffix(n, ".json") {
		return false
	}
	_, err := hex.DecodeString(n[len("review-") : len(n)-len(".json")])
	return err == nil
}

// sameSeats: the stored seats are the ones asked for (none asked: all).
func sameSeats(stored, asked []int, np int) bool {
	want, err := chosenSeats(asked, np)
	if err != nil {
		return false
	}
	n := 0
	for _, s := range want {
		if s {
			n++
		}
	}
	if len(stored) != n {
		return false
	}
	for _, s := range stored {
		if s < 0 || s >= np || !want[s] {
			return false
		}
	}
	return true
}

// Check reports whether r is a whole, sound review of rec: its version and key, and
// every decision a move of the record by the seat that made it, in order, with a loss,
// mark and leads a review could give. A file edited by hand or cut short fails here.
func (r *Result) Check(rec *game.Record) error {
	if r.Version != Version {
		return fmt.Errorf("version %d, not %d", r.Version, Version)
	}
	key, err := RecordKey(rec)
	if err != nil || r.Record != key {
		return fmt.Errorf("the review is of another game")
	}
	s, err := rec.Start()
	if err != nil {
		return err
	}
	next := 0 // the next decision to meet
	for i, text := range rec.Moves {
		m, err := game.ParseMove(text)
		if err == nil {
			err = s.Check(m)
		}
		if err != nil {
			return fmt.Errorf("move %d: %v", i+1, err)
		}
		if next < len(r.Decisions) && r.Decisions[next].Index == i {
			if err := checkDecision(r.Decisions[next], s, m); err != nil {
				return fmt.Errorf("decision %d: %v", next, err)
			}
			next++
		}
		s.Apply(m)
	}
	if next != len(r.Decisions) {
		return fmt.Errorf("decision %d is not a move of the game in order", next)
	}
	if !slices.Equal(r.Accuracy, r.accuracies()) {
		return fmt.Errorf("the accuracy does not follow from the decisions")
	}
	for _, mo := range r.Moments {
		if mo.Decision < 0 || mo.Decision >= len(r.Decisions) || (mo.Kind != MomentLoss && mo.Kind != MomentTurn) {
			return fmt.Errorf("a key moment that is not a decision")
		}
	}
	return nil
}

func checkDecision(d Decision, s *game.State, played game.Move) error {
	if d.Seat != s.ToMove() || d.Move != played.String() {
		return fmt.Errorf("not the move played")
	}
	best, err := game.ParseMove(d.Best)
	if err != nil || s.Check(best) != nil {
		return fmt.Errorf("best move %q is not legal there", d.Best)
	}
	for _, x := range []float64{d.Loss, d.Lead, d.BestLead} {
		if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1000 {
			return fmt.Errorf("a value out of range")
		}
	}
	if d.Loss < 0 || d.Mark != MarkFor(d.Loss) || (d.Loss == 0) != (d.Best == d.Move) {
		return fmt.Errorf("loss %v and mark %q do not agree", d.Loss, d.Mark)
	}
	return nil
}
