package scenes

import (
	"mercado/game"
	"mercado/ui"
	"mercado/ui/lang"
	"time"
)

// exportNote says where an exported record went (or why it could not be written) on
// screens without a board's toast: the standings, the replay and the finished games.
// It shows for a few seconds, or until the next press.
type exportNote struct {
	msg    string
	frames int // frames left to show it
}

// exportNoteFrames is how long the note shows: long enough to read a path.
const exportNoteFrames = 8 * 60

// say implements sayer, so that a.Say reaches it.
func (n *exportNote) say(msg string, _ bool) { n.msg, n.frames = msg, exportNoteFrames }

// update counts the note down by the frames of full speed the Update stands for: the
// game loop slows while nothing is drawn, and an unchanging note must not then stay up
// many times its seconds (a minute and a half in the browser's slowed loop).
func (n *exportNote) update(in *ui.Input) { n.count(in, framesPerUpdate()) }

func (n *exportNote) count(in *ui.Input, frames int) {
	n.frames = max(n.frames-frames, 0)
	if in.Pressed {
		n.frames = min(n.frames, 1) // still drawn this frame, under the press
	}
}

// draw shows the note in a card across the middle of the screen.
func (n *exportNote) draw(c *ui.Canvas, a *App) {
	if n.frames <= 0 || n.msg == "" {
		return
	}
	size := ui.TypeFor(a.Form).Body.Size
	w := min(a.W-24, 640)
	h := ui.TextHeight(n.msg, size, w-32, false) + 28
	r := ui.R(a.W/2-w/2, a.H/2-h/2, w, h)
	c.FillRound(r.Offset(2, 3), 10, ui.Shadow)
	c.Card(r, 10, ui.Paper, ui.Ink)
	c.Paragraph(n.msg, r.InsetXY(16, 14), size, ui.Ink)
}

// exportGame writes rec as a record file named for its date, and says where.
func exportGame(a *App, rec *game.Record, when time.Time) string {
	data, err := rec.MarshalJSON()
	if err != nil {
		return lang.F("pause.export_failed", "Error", err.Error())
	}
	return deliverRecord(a, "mercado-"+when.Local().Format("2006-01-02-150405")+".json", data)
}
