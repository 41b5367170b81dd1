package scenes

import (
	"mercado/assets"
	"mercado/game"
	"mercado/game/table"
)

// play plays an effect when the game has sound.
func (a *App) play(s assets.Sound) {
	if a.Sound != nil {
		a.Sound.Play(s)
	}
}

// decisionSound is the sound of a decision: the piece landing (after delay frames, the
// time a computer's piece travels), then the coins it earned everyone.
func (a *App) decisionSound(ev table.Event, delay int) {
	if a.Sound == nil {
		return
	}
	switch ev.Move.Kind {
	case game.OpenStand:
		a.Sound.PlayIn(assets.SoundStand, delay)
	case game.OpenRestaurant:
		a.Sound.PlayIn(assets.SoundRestaurant, delay)
	case game.BringCustomer:
		a.Sound.PlayIn(assets.SoundCustomers, delay)
	}
	earned := 0
	for _, v := range ev.Preview.Income {
		earned += v
	}
	a.Sound.Coins(earned, delay+a.frames(12))
}
