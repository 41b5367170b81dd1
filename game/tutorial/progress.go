package tutorial

import (
	"encoding/json"
	"errors"
	"io/fs"

	"mercado/game/table"
)

// FileName is the file in the store that keeps the tutorial's progress.
const FileName = "tutorial.json"

// Lessons is the version of the list of steps. A progress saved under another list
// names a step of that list, which means nothing in this one: it is read as a fresh
// start with ErrOtherLessons, so that the window can say why the tutorial starts over.
const Lessons = 3

// ErrOtherLessons: the progress was saved by an earlier list of lessons.
var ErrOtherLessons = errors.New("the tutorial's lessons changed since this progress was saved")

// Progress is how far the person got: the step to show next, and whether they have
// been through the whole tutorial once (the menu stops offering it first then).
type Progress struct {
	Step     int  `json:"step"`
	Finished bool `json:"finished"`
	// Started: the tutorial was opened at least once.
	Started bool `json:"started"`
	// Lessons is the list of steps Step counts in (0 in files from before the first
	// game started from the first move).
	Lessons int `json:"lessons"`
	// Path is the options taken at the Choose steps before Step.
	Path Path `json:"path,omitempty"`
}

// LoadProgress reads the progress. A missing file is a tutorial never started; a file
// that cannot be read or makes no sense is reported and read as a fresh start, so that
// it never stands in the way of learning (the next save replaces it).
func LoadProgress(st table.Store) (Progress, error) {
	if st == nil {
		return Progress{}, nil
	}
	data, err := st.Read(FileName)
	if errors.Is(err, fs.ErrNotExist) {
		return Progress{}, nil
	}
	if err != nil {
		return Progress{}, err
	}
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		return Progress{}, err
	}
	fresh := Progress{Started: p.Started, Finished: p.Finished, Lessons: Lessons}
	if p.Lessons != Lessons && p.Step != 0 {
		return fresh, ErrOtherLessons
	}
	if p.Step < 0 || p.Step >= len(Steps) {
		return fresh, errors.New("the step saved is not one of the tutorial's")
	}
	if !p.Path.Valid() {
		return fresh, errors.New("the choices saved are not the tutorial's")
	}
	p.Lessons = Lessons
	return p, nil
}

// Save writes the progress.
func (p Progress) Save(st table.Store) error {
	if st == nil {
		return nil
	}
	p.Lessons = Lessons
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return st.Write(FileName, data)
}
