//go:build !js

package online

import (
	"mercado/game/online"
	"mercado/scenes"
	"mercado/ui/lang"
)

func init() { hostNext = hostNextTable }

// hostNextTable makes the next table at this window's host when the finished table is
// one it hosts: the same people in the same seats and colours, the same money, a new
// deal; it shows the new table's invites (the others' screens find their seats by
// themselves). False when the table is not hosted here.
func hostNextTable(a *scenes.App, inv online.Invite, v *online.View) bool {
	here := false
	for _, t := range readTables(a.Store) {
		here = here || t.Hosted && t.Table == inv.Table
	}
	dir, err := hostDir(a)
	if !here || err != nil {
		return false
	}
	req := online.NewTableRequest{Money: v.Money, Follows: inv.Table}
	for _, p := range v.Players {
		req.Seats = append(req.Seats, online.NewSeat{Name: p.Name, Computer: p.Computer, Color: p.Color})
	}
	a.Reset(scenes.NewMenu())
	a.Push(hosting(a, lang.T("online.play_again"), dir, req, inv.Seat))
	return true
}
