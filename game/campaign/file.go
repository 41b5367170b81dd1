package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"mercado/game"
	"mercado/game/table"
)

// FileName is the campaign file in the store, next to the other saves.
const FileName = "campaign.json"

// ChallengeSave is the file name of the game of the challenge in progress.
const ChallengeSave = "challenge.json"

// Version is the file format this program writes; it reads only this one.
const Version = 1

// maxFileBytes bounds the file: many runs, each with a record per challenge.
const maxFileBytes = 8 << 20

type fileJSON struct {
	Version     int               `json:"version"`
	HintsInRuns bool              `json:"hints_in_runs"`
	Current     json.RawMessage   `json:"current,omitempty"`
	Runs        []json.RawMessage `json:"runs"`
	Damaged     []json.RawMessage `json:"damaged_runs,omitempty"`
}

type runJSON struct {
	ID      int          `json:"id"`
	Started time.Time    `json:"started"`
	Results []resultJSON `json:"results"`
}

type resultJSON struct {
	Challenge int             `json:"challenge"`
	Score     int             `json:"score"`
	Fame      int             `json:"fame"`
	BestMove  bool            `json:"best_move"`
	Hints     bool            `json:"hints"`
	GaveUp    bool            `json:"gave_up"`
	Finished  time.Time       `json:"finished"`
	Record    json.RawMessage `json:"record,omitempty"`
}

type currentJSON struct {
	Mode      string `json:"mode"` // "run" or "practice"
	Run       int    `json:"run,omitempty"`
	Challenge int    `json:"challenge"`
	Hints     bool   `json:"hints"`
}

// Marshal writes the campaign file: indented JSON, runs oldest first, damaged runs
// back exactly as they were read.
func (s *Sheet) Marshal() ([]byte, error) {
	f := fileJSON{Version: Version, HintsInRuns: s.HintsInRuns, Runs: []json.RawMessage{}}
	if c := s.Current; c != nil {
		mode := "run"
		if c.Mode == Practice {
			mode = "practice"
		}
		raw, err := json.Marshal(currentJSON{Mode: mode, Run: c.Run, Challenge: c.Challenge, Hints: c.Hints})
		if err != nil {
			return nil, err
		}
		f.Current = raw
	}
	for _, r := range s.Runs {
		rj := runJSON{ID: r.ID, Started: r.Started, Results: []resultJSON{}}
		for _, res := range r.Results {
			if res == nil {
				continue
			}
			out := resultJSON{Challenge: res.Challenge, Score: res.Score, Fame: res.Fame, BestMove: res.BestMove, Hints: res.Hints, GaveUp: res.GaveUp, Finished: res.Finished}
			if res.Record != nil {
				rec, err := res.Record.MarshalJSON()
				if err != nil {
					return nil, fmt.Errorf("run %d, challenge %d: %w", r.ID, res.Challenge, err)
				}
				out.Record = compact(rec)
			}
			rj.Results = append(rj.Results, out)
		}
		raw, err := json.Marshal(rj)
		if err != nil {
			return nil, err
		}
		f.Runs = append(f.Runs, raw)
	}
	for _, d := range s.damaged {
		f.Damaged = append(f.Damaged, d.raw)
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

func compact(data []byte) json.RawMessage {
	var b bytes.Buffer
	if json.Compact(&b, data) != nil {
		return data
	}
	return b.Bytes()
}

// Save writes the sheet to the store. A file that could not be read when the sheet was
// loaded is not overwritten: if it can be read now it is first kept aside, otherwise
// Save refuses.
func (s *Sheet) Save(st table.Store) error {
	return table.SaveOver(st, FileName, "the campaign file", &s.unreadable, s.Marshal)
}

// DropCurrent forgets the challenge in progress, whose game could not be read, and
// saves the sheet, after keeping the sheet as it was (table.KeepDamaged, the rule of
// every file): the name of the copy is returned. When no copy can be kept the sheet on
// disk is left as it is and the challenge is forgotten only until the program quits.
func (s *Sheet) DropCurrent(st table.Store) (string, error) {
	if s.Current == nil {
		return "", nil
	}
	s.Current = nil
	old, err := st.Read(FileName)
	if errors.Is(err, fs.ErrNotExist) {
		return "", s.Save(st)
	}
	if err != nil {
		return "", err
	}
	kept, err := table.KeepDamaged(st, FileName, old)
	if err != nil {
		return "", err
	}
	return kept, s.Save(st)
}

// Load reads the sheet from the store. It never fails: what could not be read is kept
// (a whole file aside under a new name, table.ReadOrKeep, the rule of every file; a
// single run inside the file) and told in sentences for the player.
func Load(st table.Store) (*Sheet, []Problem) {
	var s *Sheet
	var data []byte
	err := table.ReadOrKeep(st, FileName, func(d []byte) error {
		data = d
		var why string
		if s, why = parse(d); why != "" {
			return errors.New(why)
		}
		return nil
	})
	var d *table.DamagedError
	switch {
	case err == nil:
		s.keepDropped(st, data)
		return s, s.problems()
	case !errors.As(err, &d): // there is no sheet yet
		return New(), nil
	case d.Copy != "":
		return New(), []Problem{{Kind: KeptAside, File: d.Copy, Detail: table.Printable(d.Err.Error())}}
	}
	s = New()
	s.unreadable = true
	if data == nil {
		return s, []Problem{{Kind: Unreadable, Detail: table.Printable(d.Err.Error())}}
	}
	return s, []Problem{{Kind: NotKeptAside, Detail: table.Printable(d.Err.Error() + "; " + d.CopyErr.Error())}}
}

// keepDropped keeps a copy of the file when reading it dropped something that the next
// save would lose for good (the challenge in progress), and names the copy in the
// problem.
func (s *Sheet) keepDropped(st table.Store, data []byte) {
	for i, p := range s.notes {
		if p.Kind != BadCurrent {
			continue
		}
		name, err := table.KeepDamaged(st, FileName, data)
		if err != nil {
			s.notes[i].Detail = table.Printable(p.Detail + "; no copy could be kept (" + err.Error() + ")")
		} else {
			s.notes[i].File = name
		}
	}
}

// parse reads a campaign file. why is set when the file as a whole is not one;
// problems inside it leave the rest readable.
func parse(data []byte) (s *Sheet, why string) {
	if len(data) > maxFileBytes {
		return nil, fmt.Sprintf("it is %d bytes, more than the %d a sheet may have", len(data), maxFileBytes)
	}
	var head struct {
		Version *int `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, "it is cut short or not a campaign file"
	}
	if head.Version == nil {
		return nil, "it has no version"
	}
	if *head.Version != Version {
		if *head.Version > Version {
			return nil, fmt.Sprintf("it was written by a newer version of Mercado (format %d)", *head.Version)
		}
		return nil, fmt.Sprintf("format %d is not one this version reads", *head.Version)
	}
	var f fileJSON
	if err := strict(data, &f); err != nil {
		return nil, table.Printable(err.Error())
	}
	s = New()
	s.HintsInRuns = f.HintsInRuns
	ids := map[int]bool{}
	for i, raw := range f.Runs {
		r, err := parseRun(raw)
		if err == nil && ids[r.ID] {
			err = fmt.Errorf("id %d is used twice", r.ID)
		}
		if err != nil {
			s.damage(raw, fmt.Sprintf("runs[%d]", i), err)
			continue
		}
		ids[r.ID] = true
		s.Runs = append(s.Runs, r)
	}
	for _, raw := range f.Damaged {
		s.damage(raw, "", nil)
	}
	if n := len(f.Damaged); n > 0 {
		s.notes = append(s.notes, Problem{Kind: StillKept, Count: n})
	}
	if len(f.Current) > 0 && string(f.Current) != "null" {
		c, err := parseCurrent(f.Current, s)
		if err != nil {
			s.notes = append(s.notes, Problem{Kind: BadCurrent, Detail: table.Printable(err.Error())})
		} else {
			s.Current = c
		}
	}
	return s, ""
}

// damage keeps a run that cannot be read, with a sentence saying so when err is set.
func (s *Sheet) damage(raw json.RawMessage, where string, err error) {
	var idOnly struct {
		ID int `json:"id"`
	}
	_ = json.Unmarshal(raw, &idOnly)
	s.damaged = append(s.damaged, damagedRun{raw: compact(raw), id: idOnly.ID})
	if err == nil {
		return
	}
	s.notes = append(s.notes, Problem{Kind: BadRun, Run: idOnly.ID, Detail: table.Printable(where + ": " + err.Error())})
}

func (s *Sheet) problems() []Problem { return s.notes }

// strict decodes JSON refusing unknown keys and anything after the value.
func strict(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("there is more after the end")
	}
	return nil
}

func parseRun(raw json.RawMessage) (*Run, error) {
	var rj runJSON
	if err := strict(raw, &rj); err != nil {
		return nil, err
	}
	if rj.ID < 1 {
		return nil, fmt.Errorf("id: %d is not a run number", rj.ID)
	}
	if rj.Started.IsZero() {
		return nil, errors.New("started: missing")
	}
	r := &Run{ID: rj.ID, Started: rj.Started}
	for i, res := range rj.Results {
		out := &Result{Challenge: res.Challenge, Score: res.Score, Fame: res.Fame, BestMove: res.BestMove, Hints: res.Hints, GaveUp: res.GaveUp, Finished: res.Finished}
		if len(res.Record) > 0 && string(res.Record) != "null" {
			rec, err := game.ParseRecord(res.Record)
			if err != nil {
				return nil, fmt.Errorf("results[%d].record: %v", i, err)
			}
			out.Record = rec
		}
		if err := out.check(); err != nil {
			return nil, fmt.Errorf("results[%d].%v", i, err)
		}
		if out.Finished.IsZero() {
			return nil, fmt.Errorf("results[%d].finished: missing", i)
		}
		if r.Results[out.Challenge-1] != nil {
			return nil, fmt.Errorf("results[%d]: challenge %d is played twice", i, out.Challenge)
		}
		r.Results[out.Challenge-1] = out
	}
	return r, nil
}

func parseCurrent(raw json.RawMessage, s *Sheet) (*Current, error) {
	var cj currentJSON
	if err := strict(raw, &cj); err != nil {
		return nil, err
	}
	c := &Current{Run: cj.Run, Challenge: cj.Challenge, Hints: cj.Hints}
	switch cj.Mode {
	case "run":
		c.Mode = InRun
		run := s.Run(cj.Run)
		if run == nil {
			return nil, fmt.Errorf("run %d is not on the sheet", cj.Run)
		}
		if run.Played(cj.Challenge) {
			return nil, fmt.Errorf("challenge %d was already played in run %d", cj.Challenge, cj.Run)
		}
	case "practice":
		c.Mode = Practice
	default:
		return nil, fmt.Errorf("mode: %q is not \"run\" or \"practice\"", cj.Mode)
	}
	if c.Challenge < 1 || c.Challenge > Challenges {
		return nil, fmt.Errorf("challenge: %d is not 1 to %d", c.Challenge, Challenges)
	}
	return c, nil
}
