package table

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"time"
)

// A finished game is kept as a save file (MarshalSave: the seats and the record) in the
// table's store, under a name made from the record's digest, so that it can be replayed,
// reviewed and exported after game.json is gone. finished.json lists the kept games,
// oldest first, with what the list of games shows (date, players, scores) so that the
// list needs no game file read; beyond MaxFinished the oldest is removed. A game that
// ends again after an undo is the same game until its moves differ.

// MaxFinished is how many finished games are kept, the newest.
const MaxFinished = 24

// finishedIndex lists the kept games, oldest first.
const finishedIndex = "finished.json"

// FinishedGame is a kept game as the list shows it.
type FinishedGame struct {
	File      string    `json:"file"`
	Date      time.Time `json:"date"`
	Players   []string  `json:"players"`
	Scores    []int     `json:"scores"`
	Winners   []int     `json:"winners"`
	Challenge int       `json:"challenge,omitempty"`
}

// finishedNow is the clock of the kept games' dates (tests fix it).
var finishedNow = time.Now

// keepFinished keeps t, a game just finished by the rules, in st. A conceded game is
// not kept: it was left, not finished.
func keepFinished(st Store, t *Table) error {
	if !t.state.Over() {
		return nil
	}
	data, err := t.MarshalSave()
	if err != nil {
		return err
	}
	rec, err := t.rec.MarshalJSON()
	if err != nil {
		return err
	}
	sum := sha256.Sum256(rec)
	g := FinishedGame{
		File:      "finished-" + hex.EncodeToString(sum[:10]) + ".json",
		Date:      finishedNow().UTC().Truncate(time.Second),
		Players:   slices.Clone(t.rec.Players),
		Winners:   t.state.Winners(),
		Challenge: t.rec.Challenge,
	}
	for i := range t.seats {
		g.Scores = append(g.Scores, t.state.Score(i))
	}
	if err := st.Write(g.File, data); err != nil {
		return err
	}
	list, _ := readFinishedIndex(st)
	list = slices.DeleteFunc(list, func(o FinishedGame) bool { return o.File == g.File })
	list = append(list, g)
	for len(list) > MaxFinished {
		_ = st.Remove(list[0].File) // gone already: nothing to do
		list = list[1:]
	}
	return writeFinishedIndex(st, list)
}

// readFinishedIndex is the list of kept games, oldest first. A list that cannot be read
// is kept aside as a damaged file (KeepDamaged) and the list starts again.
func readFinishedIndex(st Store) ([]FinishedGame, error) {
	data, err := st.Read(finishedIndex)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, damaged(st, finishedIndex, nil, err)
	}
	var list []FinishedGame
	if err := json.Unmarshal(data, &list); err != nil {
		return nil, damaged(st, finishedIndex, data, fmt.Errorf("the list of finished games: %w", err))
	}
	// Only finished-game files are ever read or removed through the list, whatever it holds.
	return slices.DeleteFunc(list, func(g FinishedGame) bool { return !isFinishedName(g.File) }), nil
}

func writeFinishedIndex(st Store, list []FinishedGame) error {
	data, err := json.Marshal(list)
	if err != nil {
		return err
	}
	return st.Write(finishedIndex, data)
}

func isFinishedName(n string) bool {
	hexPart, ok := strings.CutPrefix(n, "finished-")
	if hexPart, ok = strings.CutSuffix(hexPart, ".json"); !ok || len(hexPart) != 20 {
		return false
	}
	_, err := hex.DecodeString(hexPart)
	return err == nil
}

// FinishedGames lists the kept finished games, newest first. err is a *DamagedError
// when the list itself could not be read (it was kept aside and starts again).
func FinishedGames(st Store) ([]FinishedGame, error) {
	list, err := readFinishedIndex(st)
	slices.Reverse(list)
	return list, err
}

// LoadFinished reads a kept game. One that cannot be read is kept aside as a damaged
// file (*DamagedError) and taken off the list.
func LoadFinished(st Store, g FinishedGame) (*Table, error) {
	if !isFinishedName(g.File) {
		return nil, fmt.Errorf("%s is not a finished game's file", Excerpt(g.File))
	}
	t, err := LoadStoreAs(st, g.File)
	if err == nil && !t.state.Over() {
		err = damaged(st, g.File, nil, errors.New("the game in it is not finished"))
	}
	if err != nil {
		var de *DamagedError
		if errors.As(err, &de) && de.Copy != "" {
			_ = st.Remove(g.File) // a copy is kept: the list no longer holds it
		}
		if de != nil || errors.Is(err, fs.ErrNotExist) {
			forgetFinished(st, g.File)
		}
		return nil, err
	}
	return t, nil
}

// forgetFinished takes a game off the list (its file is gone or kept aside).
func forgetFinished(st Store, file string) {
	list, err := readFinishedIndex(st)
	if err != nil {
		return
	}
	n := len(list)
	list = slices.DeleteFunc(list, func(g FinishedGame) bool { return g.File == file })
	if len(list) != n {
		_ = writeFinishedIndex(st, list)
	}
}
