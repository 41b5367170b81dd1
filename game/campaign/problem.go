package campaign

import "fmt"

// ProblemKind is what went wrong reading the campaign file.
type ProblemKind int

const (
	Unreadable   ProblemKind = iota // the store could not read the file; it is not overwritten
	KeptAside                       // the file is not a sheet: kept as File, a new sheet begins
	NotKeptAside                    // the file is not a sheet and could not be copied aside; not overwritten
	BadRun                          // one run (Run, 0 if unknown) could not be read; kept untouched
	StillKept                       // Count runs unreadable since earlier are still kept
	BadCurrent                      // the challenge in progress could not be read; dropped, the file kept as File
)

// Problem is one thing Load could not read, with what a player needs to know about it.
// Detail is technical (English); a window words the rest in the player's language.
type Problem struct {
	Kind   ProblemKind
	File   string // KeptAside, BadCurrent: the copy's name in the store
	Run    int    // BadRun
	Count  int    // StillKept
	Detail string
}

// String is the problem in English.
func (p Problem) String() string {
	switch p.Kind {
	case Unreadable:
		return fmt.Sprintf("The campaign sheet could not be read (%s). It will not be overwritten; runs played now are not saved until it can be read.", p.Detail)
	case KeptAside:
		return fmt.Sprintf("The campaign sheet could not be read (%s). It was kept as %s and a new sheet begins.", p.Detail, p.File)
	case NotKeptAside:
		return fmt.Sprintf("The campaign sheet could not be read, nor copied aside (%s). It will not be overwritten.", p.Detail)
	case BadRun:
		name := "A run"
		if p.Run > 0 {
			name = fmt.Sprintf("Run %d", p.Run)
		}
		return fmt.Sprintf("%s could not be read (%s); it is kept in the campaign file untouched.", name, p.Detail)
	case StillKept:
		return fmt.Sprintf("%d run(s) that could not be read earlier are still kept in the campaign file, untouched.", p.Count)
	case BadCurrent:
		if p.File != "" {
			return fmt.Sprintf("The challenge in progress could not be read (%s); it was dropped, and the sheet as it was is kept as %s.", p.Detail, p.File)
		}
		return fmt.Sprintf("The challenge in progress could not be read (%s); it was dropped.", p.Detail)
	}
	return p.Detail
}
