// Package online plays Mercado between people at their own screens, over NATS.
//
// One host runs an embedded NATS server (host.go) with JetStream keeping every table in
// a key-value bucket, and a referee (referee.go) that is the only authority on the
// tables: it applies the moves the seats propose with the engine (package game), one
// compare-and-set of the table's entry per move, so a move resent after a reconnect is
// applied once, and a move made on an old view is refused. Computer seats are played by
// the referee. Each seat connects with its own credential (invite.go), which NATS lets
// publish only that seat's proposals and read only that seat's views and answers
// (subjects.go); the view a seat receives (view.go) carries no rival's
// money while the rules hide it. A client (client.go) reconnects by itself and catches
// up from the referee's current view; bot.go plays a seat with the computer levels.
//
// Clients send heartbeats, from which the referee tells each person's presence in every
// view (presence.go); a person away longer than the table's limit can be handed to a
// computer by a vote of the others, and takes the seat back on return (seatvote.go).
// On a NATS deployment not ours the referee runs alone and admits the seats by auth
// callout (external.go, callout.go). bench.go measures a host under many tables.
//
// Subjects, messages, permissions and limits are described in docs/online.md.
package online
