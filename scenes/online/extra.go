package online

import (
	"errors"
	"slices"
	"strconv"
	"sync"
	"time"

	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui"
	"mercado/ui/lang"
)

// seatBoard is the board of r's seat, with its online mode; logs keeps its log for a
// resume (zero: none kept).
func seatBoard(r *online.Remote, logs logKeeper) (*scenes.Board, *seatExtra) {
	b := scenes.NewBoard(r)
	extra := &seatExtra{remote: r, logs: logs}
	b.SetMode(extra)
	return b, extra
}

// seatExtra is what a board adds at an online table: the referee's refusals said on the
// board, and each seat's connection on its panel.
type seatExtra struct {
	remote *online.Remote
	// seatButtons are the buttons on the seats' panels: hand a vacant seat to a computer,
	// or take one's own seat back; nil where a seat has none.
	seatButtons []*seatButton

	logs logKeeper // the seat's log, kept for the next session

	// banner is the status line's words (Banner), worked out again only when what it
	// speaks of changes (bannerAt).
	banner      string
	bannerAt    bannerKey
	bannerKnown bool

	next *nextWatch // the finished table watched for the next one (Again)

	mu      sync.Mutex
	asking  bool   // a vote or a reclaim is on its way
	answer  string // the referee's answer to it, to say on the board
	refused bool
}

// A seat's button is as tall as a touch target; the buttons stand one above another in
// the band the board keeps for them (Band, Board.ExtraBand).
const (
	seatButtonH   = 44.0
	seatButtonGap = 4.0
)

var (
	_ scenes.BandExtra   = (*seatExtra)(nil)
	_ scenes.SeatTagger  = (*seatExtra)(nil)
	_ scenes.AfterGame   = (*seatExtra)(nil)
	_ scenes.BannerExtra = (*seatExtra)(nil)
	_ scenes.AgainWords  = (*seatExtra)(nil)
)

// Band is the height the seats' buttons need: one touch target each, under the seats'
// panels on a desktop, at the foot of a phone's column.
func (e *seatExtra) Band(ui.Form) float64 {
	n := 0
	for seat, p := range e.remote.Players() {
		if label, _ := seatAction(p, seat == e.remote.Seat(), 0); label != "" {
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(n)*seatButtonH + float64(n-1)*seatButtonGap
}

// Tags: a person's seat is tagged with their connection where the board would write
// the seat's kind.
func (e *seatExtra) Tags(seat int) bool {
	text, _ := e.seatTag(seat)
	return text != ""
}

// seatButton is one seat's button and what it asks the referee.
type seatButton struct {
	btn     ui.Button
	reclaim bool
}

// Update says the referee's refusals and answers on the board and runs the seats' buttons;
// it never takes the board's frame.
func (e *seatExtra) Update(a *scenes.App, b *scenes.Board) bool {
	e.logs.keep(e.remote)
	if err := e.remote.Refused(); err != nil {
		b.Say(refusalWords(err), true)
	}
	if e.remote.Displaced() {
		b.Say(lang.T("online.displaced"), false) // said while it lasts: no refusal's sound

	}
	e.mu.Lock()
	answer, refused, asking := e.answer, e.refused, e.asking
	e.answer = ""
	e.mu.Unlock()
	if answer != "" {
		b.Say(answer, refused)
	}
	e.keepBanner()
	e.arrangeButtons(b)
	for seat, sb := range e.seatButtons {
		if sb == nil {
			continue
		}
		sb.btn.Disabled = asking
		if sb.btn.Rect.W > 0 && sb.btn.Update(&a.Input) {
			e.ask(seat, sb.reclaim)
			return false
		}
	}
	return false
}

// arrangeButtons gives each seat the button the newest view calls for, in the band the
// board keeps for them, in the seats' order: "Take my seat back" for one's own seat
// while a computer plays it; "Let a computer play Rui's seat" for another person's seat
// left empty, with the votes so far. A button the band has no room for yet (a view
// heard since the board was arranged) waits for the next frame.
func (e *seatExtra) arrangeButtons(b *scenes.Board) {
	players := e.remote.Players()
	e.seatButtons = slices.Grow(e.seatButtons[:0], len(players))[:len(players)]
	var wanted []int
	for seat, p := range players {
		label, reclaim := seatAction(p, seat == e.remote.Seat(), votesNeeded(players, seat))
		if label == "" {
			e.seatButtons[seat] = nil
			continue
		}
		sb := e.seatButtons[seat]
		if sb == nil {
			sb = &seatButton{}
			e.seatButtons[seat] = sb
		}
		sb.btn.Label, sb.reclaim, sb.btn.Rect = label, reclaim, ui.Rect{}
		wanted = append(wanted, seat)
	}
	band := b.ExtraBand()
	if len(wanted) == 0 || band.H < float64(len(wanted))*seatButtonH {
		return
	}
	rows, _ := band.Stack(len(wanted), seatButtonH, seatButtonGap)
	for i, seat := range wanted {
		e.seatButtons[seat].btn.Rect = rows[i]
	}
}

// seatAction is the button a seat's panel shows ("" for none) and whether it takes the
// seat back (else it votes to hand the seat to a computer); needed is how many votes
// hand it over.
func seatAction(p online.PlayerView, own bool, needed int) (string, bool) {
	switch {
	case own && p.StandIn != "":
		return lang.T("online.take_seat_back"), true
	case !own && p.StandIn == "" && p.Presence != nil && p.Presence.Vacant:
		if n := len(p.HandOverVotes); n > 0 {
			return lang.F("online.hand_over_voted", "Name", p.Name, "Count", n, "Needed", max(needed, n)), false
		}
		return lang.F("online.hand_over", "Name", p.Name), false
	}
	return "", false
}

// votesNeeded is how many votes hand seat over, as the referee counts them
// (seatvote.go countVotes): a majority of the people here, the seat itself, computers
// and seats a computer plays for not counted.
func votesNeeded(players []online.PlayerView, seat int) int {
	here := 0
	for s, p := range players {
		if s != seat && p.Computer == "" && p.StandIn == "" && p.Presence != nil && p.Presence.State == online.PresenceHere {
			here++
		}
	}
	return here/2 + 1
}

// ask sends the vote or the reclaim off the window's goroutine; the answer is said on
// the board.
func (e *seatExtra) ask(seat int, reclaim bool) {
	e.mu.Lock()
	e.asking = true
	e.mu.Unlock()
	go func() {
		var reply online.Reply
		var err error
		if reclaim {
			reply, err = e.remote.Reclaim()
		} else {
			reply, err = e.remote.Vote(online.Vote{Seat: seat})
		}
		words, bad := voteWords(reply, err, reclaim)
		e.mu.Lock()
		e.asking, e.answer, e.refused = false, words, bad
		e.mu.Unlock()
	}()
}

// voteWords says the referee's answer to a vote or a reclaim, and whether it refused.
func voteWords(reply online.Reply, err error, reclaim bool) (string, bool) {
	switch {
	case err != nil:
		return refusalWords(err), true
	case reclaim:
		return lang.T("online.seat_back"), false
	case reply.HandedOver:
		return lang.T("online.handed_over"), false
	}
	return lang.F("online.vote_counted", "Votes", reply.Votes, "Needed", reply.Needed), false
}

// refusalWords says a refusal of the referee in the language in use.
func refusalWords(err error) string {
	var refused *online.RefusedError
	if !errors.As(err, &refused) {
		return lang.F("online.lost", "Error", err.Error())
	}
	switch refused.Reply.Refused {
	case "stale", "not-your-turn", "conflict":
		return lang.T("online.refused_moved_on")
	case "over":
		return lang.T("online.refused_over")
	case "too-many":
		return lang.T("online.refused_too_many")
	case "not-away":
		return lang.T("online.refused_not_away")
	case "handed-over":
		return lang.T("online.refused_handed_over")
	case "not-handed-over":
		return lang.T("online.refused_not_handed_over")
	}
	return lang.F("online.refused", "Reason", refused.Reply.Reason)
}

// seatTag is what a seat's panel says of its connection, and whether it is here: the
// seat's own from its client (known at once), the others' from the newest view heard.
// While the host cannot be reached every seat says so: the last view's words are old. A
// seat a computer plays for says so. "" while not known.
func (e *seatExtra) seatTag(seat int) (string, bool) {
	state := e.remote.Connection()
	players := e.remote.Players()
	switch {
	case seat == e.remote.Seat() && state == "here" && seat < len(players) && players[seat].StandIn != "":
		return lang.F("online.you_are", "State", lang.T("online.state_stand_in")), false
	case seat == e.remote.Seat():
		return lang.F("online.you_are", "State", e.seatState(seat)), state == "here"
	case seat >= len(players):
		return "", false
	case state == "reconnecting" && players[seat].Computer == "":
		return lang.T("online.state_host_away"), false
	case players[seat].StandIn != "":
		return lang.T("online.state_stand_in"), false
	}
	return presenceWords(players[seat].Presence, time.Local)
}

// presenceWords says a person's presence as a view carries it ("" for a computer's
// seat), with the time of day they were last here (in loc) once they are away.
func presenceWords(p *online.Presence, loc *time.Location) (string, bool) {
	if p == nil {
		return "", false
	}
	if p.State != online.PresenceAway || p.NotYet {
		return stateWords(presenceState(p)), p.State == online.PresenceHere
	}
	since, err := time.Parse(time.RFC3339, p.Since)
	if err != nil {
		return stateWords(p.State), false
	}
	return lang.F("online.state_away_since", "Time", since.In(loc).Format("15:04")), false
}

func (e *seatExtra) Draw(c *ui.Canvas, a *scenes.App, b *scenes.Board) {
	for seat := range e.remote.Seats() {
		r := b.SeatPanel(seat)
		text, here := e.seatTag(seat)
		if r.W == 0 || text == "" {
			continue
		}
		tag, size := e.seatTagRect(seat, r, text)
		if ui.TextWidth(text, size, true) > tag.W-12 { // "away since 15:04" in a chip: "away"
			text = e.seatState(seat)
			tag, size = e.seatTagRect(seat, r, text)
		}
		if ui.TextWidth(text, size, true) > tag.W-12 && text == lang.T("online.state_stand_in") {
			text = lang.T("online.state_stand_in_short") // "computer plays" in a chip: "computer"
			tag, size = e.seatTagRect(seat, r, text)
		}
		col := ui.Good
		if !here {
			col = ui.Bad
		}
		c.FillRound(tag, tag.H/2, col)
		c.TextFit(text, tag.CX(), tag.CY(), size, tag.W-12, true, ui.Paper, ui.Center)
	}
	for _, sb := range e.seatButtons {
		if sb != nil && sb.btn.Rect.W > 0 {
			sb.btn.Draw(c)
		}
	}
}

// seatTagMaxW is the widest a seat's tag is: the room a panel leaves right of the name.
const seatTagMaxW = 112.0

// seatTagRect is where a seat's tag goes in its panel r, and its text size: where the
// panel writes the seat's kind, its top right corner, no wider than the room beside the
// name; in a phone's chip (name above, money below) at the foot, right of the money.
func (e *seatExtra) seatTagRect(seat int, r ui.Rect, text string) (ui.Rect, float64) {
	size := 12.0
	if r.H < seatButtonH+16 { // a chip, one touch target tall
		size = 11
		w := min(ui.TextWidth(text, size, true)+12, r.W-e.chipMoneyW(seat))
		return ui.R(r.Right()-w-3, r.Bottom()-size-9, w, size+6), size
	}
	w := min(ui.TextWidth(text, size, true)+16, seatTagMaxW, r.W*0.6)
	return ui.R(r.Right()-w-4, r.Y+4, w, size+8), size
}

// chipMoneyW is the room a phone's chip keeps at the left of its foot for seat's money:
// the coin, the amount as the board shows it ("?" when hidden), a gap.
func (e *seatExtra) chipMoneyW(seat int) float64 {
	s := e.remote.State()
	money := "?"
	if seat < s.NumPlayers() && s.MoneyShown(e.remote.Seat(), seat) {
		money = strconv.Itoa(s.Player(seat).Money)
	}
	return 40 + ui.TextWidth(money, 15, true) + 6 // the text starts 40 in (layout_phone.go)
}

// seatState is the seat's connection in a word or two, for a tag with little room.
func (e *seatExtra) seatState(seat int) string {
	state, players := e.remote.Connection(), e.remote.Players()
	switch {
	case state == "reconnecting" && (seat == e.remote.Seat() || seat < len(players) && players[seat].Computer == ""):
		return lang.T("online.state_host_away")
	case seat < len(players) && players[seat].StandIn != "":
		return lang.T("online.state_stand_in")
	case seat == e.remote.Seat():
		return stateWords(state)
	case seat < len(players) && players[seat].Presence != nil:
		return stateWords(presenceState(players[seat].Presence))
	}
	return ""
}

// bannerKey is what the status line's words depend on (bannerWords).
type bannerKey struct {
	conn, presence, standIn string
	mover, lang             int
	human, take, over       bool
}

// keepBanner works out the status line's words again when what they speak of changed.
func (e *seatExtra) keepBanner() {
	s := e.remote.State()
	if s == nil {
		e.banner = ""
		return
	}
	k := bannerKey{conn: e.remote.Connection(), mover: s.ToMove(), lang: lang.Version(), over: s.Over()}
	k.human, k.take = e.remote.HumanToMove(), s.AwaitingTake()
	players := e.remote.Players()
	if k.mover < len(players) {
		p := players[k.mover]
		k.standIn = p.StandIn
		k.presence = presenceState(p.Presence)
	}
	if e.bannerKnown && k == e.bannerAt {
		return
	}
	e.bannerAt, e.bannerKnown = k, true
	name := ""
	if k.mover < len(players) {
		name = players[k.mover].Name
	}
	e.banner = bannerWords(k, k.mover == e.remote.Seat() && !e.remote.Displaced(), name)
}

// bannerWords is the status line at an online table where the board's own words would
// mislead ("" elsewhere): the host cannot be reached; the seat's own turn (the board's
// words were taken while its move was on its way, and would say it is thinking); a seat
// to move that is away, reconnecting or played by a computer.
func bannerWords(k bannerKey, own bool, name string) string {
	switch {
	case k.conn == "reconnecting":
		return lang.T("online.host_away")
	case k.over:
		return ""
	case k.standIn != "":
		return lang.F("online.banner_stand_in", "Name", name)
	case own && k.human && k.take:
		return lang.F("game.banner.take", "Name", name)
	case own && k.human:
		return lang.F("game.banner.turn", "Name", name)
	case own:
		return lang.T("online.banner_sending")
	case k.presence == stateNotYet:
		return lang.F("online.banner_not_yet", "Name", name)
	case k.presence == online.PresenceAway:
		return lang.F("online.banner_away", "Name", name)
	case k.presence == online.PresenceReconnecting:
		return lang.F("online.banner_reconnecting", "Name", name)
	}
	return ""
}

// Banner is the status line's words while the board's own would mislead (keepBanner).
func (e *seatExtra) Banner() string { return e.banner }

// stateNotYet is the state of a person who has not taken their seat yet (a view's away
// with not_yet): a friend on the way, not one who left.
const stateNotYet = "not-yet"

// presenceState is a person's state as the words tell it: the view's, or stateNotYet
// ("" for none, a computer's).
func presenceState(p *online.Presence) string {
	switch {
	case p == nil:
		return ""
	case p.NotYet && p.State == online.PresenceAway:
		return stateNotYet
	}
	return p.State
}

// stateWords is a connection's state in the language in use.
func stateWords(state string) string {
	switch state {
	case "here":
		return lang.T("online.state_here")
	case stateNotYet:
		return lang.T("online.state_not_yet")
	case "away":
		return lang.T("online.state_away")
	case "closed":
		return lang.T("online.state_closed")
	}
	return lang.T("online.state_reconnecting")
}

// Again: after an online game the standings lead back to online play, not to a new game
// at this screen with the table's seats. The standings watch the finished table from
// their first frame, so that the next table is offered the moment the host makes it
// (AgainLabel).
func (e *seatExtra) Again() (string, func(a *scenes.App)) {
	inv, v := e.remote.Invite(), e.remote.View()
	if e.next == nil {
		e.next = watchNext(inv)
	}
	w := e.next
	return w.againLabel(), func(a *scenes.App) { playAgain(a, inv, v, w) }
}

// AgainLabel is the standings' first button's words now: "Join the next table" once
// the host has made it.
func (e *seatExtra) AgainLabel() string {
	if e.next == nil {
		return lang.T("online.play_again")
	}
	return e.next.againLabel()
}

// Watching says the standings' watch has had its first answer from the finished table:
// from then on the host's making of the next table reaches this screen at once.
func (e *seatExtra) Watching() bool { return e.next != nil && e.next.asked.Load() > 0 }
