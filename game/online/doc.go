// Package online is Mercado's online play as a seat sees it: the protocol between the
// seats and the referee, and the client that plays a seat, on the desktop and in the
// browser. The host that runs the tables (the NATS server, the referee, the cluster, the
// web serving, the commands, the bench) is package game/online/host, which imports this
// one.
//
// The protocol: every table's subjects, the verbs a seat may send and the refusal codes
// (subjects.go, proposal.go); the invite that carries a seat's credential (invite.go, and
// the browser's link in invitelink.go); the new-table request and reply (table.go); the
// view a seat receives (view.go), which carries no rival's money while the rules hide it,
// with each person's presence (presence_client.go) and the votes to hand an absent
// person's seat to a computer (seatvote_client.go).
//
// The client: Client (client.go) connects with a seat's credential, reconnects by itself
// and catches up from the referee's current view, says it is here with heartbeats and
// goodbye on closing; it talks over a small transport (transport.go), nats.go on the
// desktop (transport_nats.go) and the page's JavaScript NATS client in the browser
// (transport_js.go, page_js.go). Remote (remote.go) is a seat as the window's board plays
// it (a table.Game); Bot (bot.go) plays a seat with the computer levels.
//
// It may import the rules engine and the other packages under game/ that draw nothing
// (game, game/ai, game/reason, game/table) and nats.go in files built !js; never the NATS
// server, nor game/online/host (deps_test.go in the root package checks the server). The
// browser build links it whole, so what only a host needs goes to game/online/host.
//
// Subjects, messages, permissions and limits are described in docs/online.md.
package online
