package online

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"mercado/game"
	"mercado/game/ai"
)

// Bot chooses a seat's moves with one of the computer levels, from the seat's view.
type Bot struct {
	Level string
	// BudgetMS and Iterations bound the searching levels (Iterations > 0: exactly so many
	// iterations a decision, so that the game depends only on the seeds).
	BudgetMS   int
	Iterations int
}

// Choose picks a move open to the view's seat.
func (b Bot) Choose(v *View) (string, error) {
	s, err := v.State()
	if err != nil {
		return "", err
	}
	p, err := b.player(v.You, v.Revision)
	if err != nil {
		return "", err
	}
	move := p.Choose(s).String()
	if !slices.Contains(v.Legal, move) {
		return "", fmt.Errorf("the %s level chose %s, which the referee does not list as legal", b.Level, move)
	}
	return move, nil
}

// player is the level's player for one decision, seeded by the seat and the revision so
// that the same view gives the same move.
func (b Bot) player(seat, revision int) (ai.Player, error) {
	rng := game.NewRNG(uint64(seat+1)*0x9e3779b97f4a7c15 ^ uint64(revision)*0xbf58476d1ce4e5b9)
	return ai.NewLimited(b.Level, rng.Uint64(), b.BudgetMS, b.Iterations)
}

// TooManyPause is how long a seat waits when the referee says it asks too often.
const TooManyPause = 150 * time.Millisecond

// idleResync is how long a seat waits without news before it asks for its view again
// (a view published while it was away is not sent twice).
const idleResync = 2 * time.Second

// Play plays the seat with bot until the game is over, and returns the final view.
// Lost connections, a restarted host and lost messages only delay it: the referee's
// view is the truth, and a proposal is sent again, unchanged, until it is answered.
func (c *Client) Play(bot Bot) (*View, error) {
	needView := true
	proposed := -1 // the revision of the last proposal applied
	for {
		if needView {
			if _, err := c.View(); err != nil {
				var refused *RefusedError
				if errors.As(err, &refused) && !askAgain(err) || errors.Is(err, ErrClosed) {
					return nil, err
				}
				c.wait()
				continue
			}
			needView = false
		}
		v := c.Latest()
		if v.Over {
			return v, nil
		}
		if v.You >= 0 && v.You < len(v.Players) && v.Players[v.You].StandIn != "" {
			// The others handed the seat to a computer while this person was away: back,
			// they take it again (docs/online.md, "A seat left empty").
			if err := c.takeBack(); err != nil {
				return nil, err
			}
			needView = true
			continue
		}
		if v.ToMove != nil && *v.ToMove == v.You && v.Revision > proposed {
			move, err := bot.Choose(v)
			if err != nil {
				return nil, err
			}
			reply, err := c.proposeUntilAnswered(Proposal{ID: RandomID(22), Revision: v.Revision, Move: move})
			if err != nil {
				return nil, err
			}
			switch reply.Refused {
			case "":
				proposed = v.Revision
			case RefusedReplayed: // applied when first sent; its answer was lost
				proposed, needView = v.Revision, true
			case RefusedStale, RefusedConflict, RefusedUnavailable, RefusedHandedOver:
				// The table moved on, the write or the read failed, or the seat was handed
				// to a computer since the view: look again.
				needView = true
			default:
				return nil, fmt.Errorf("the referee refused %s: %s", move, reply.Reason)
			}
			continue
		}
		if !c.wait() {
			needView = true
		}
	}
}

// proposeUntilAnswered sends p until the referee answers. Sent again, p keeps its id and
// revision, so it cannot be applied twice.
func (c *Client) proposeUntilAnswered(p Proposal) (Reply, error) {
	for {
		reply, err := c.Propose(p)
		if err == nil && reply.Refused != RefusedTooMany {
			return reply, nil
		}
		var refused *RefusedError
		if errors.As(err, &refused) && refused.Reply.Refused != RefusedTooMany {
			return refused.Reply, nil
		}
		if errors.Is(err, ErrClosed) {
			return Reply{}, err
		}
		if err == nil || refused != nil { // too many: the referee takes ten a second
			time.Sleep(TooManyPause)
			continue
		}
		c.wait()
	}
}

// takeBack reclaims the seat from its stand-in, asking again while the referee says it
// asks too often or cannot answer just now; a seat taken back meanwhile is no error.
func (c *Client) takeBack() error {
	for {
		_, err := c.Reclaim()
		var refused *RefusedError
		switch {
		case err == nil, errors.As(err, &refused) && refused.Reply.Refused == RefusedNotHandedOver:
			return nil
		case askAgain(err):
			time.Sleep(TooManyPause)
		case refused != nil, errors.Is(err, ErrClosed):
			return fmt.Errorf("taking the seat back from the computer: %w", err)
		default: // not answered: the connection is back soon
			c.wait()
		}
	}
}

// wait waits for news: a view heard (true), or a reconnection or a quiet while (false,
// the caller should ask for the view).
func (c *Client) wait() bool {
	select {
	case <-c.wake:
		return true
	case <-c.resync:
		return false
	case <-time.After(idleResync):
		return false
	}
}
