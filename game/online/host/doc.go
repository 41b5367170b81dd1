// Package host runs Mercado's online tables: the side of online play the seats talk to.
//
// One host runs an embedded NATS server (host.go) with JetStream keeping every table in a
// key-value bucket (tabledoc.go), and a referee (referee.go) that is the only authority
// on the tables: it applies the moves the seats propose with the engine (package game),
// one compare-and-set of the table's entry per move, so a move resent after a reconnect
// is applied once, and a move made on an old view is refused. Computer seats are played
// by the referee. Each seat connects with its own credential, which the host's
// authenticator (auth.go, guard.go) lets publish only that seat's requests and read only
// that seat's views and answers; the referee writes every seat's view from the engine's
// state (tableview.go). From the seats' heartbeats it tells each person's presence
// (presence.go); a person away longer than the table's limit can be handed to a computer
// by a vote of the others, and takes the seat back on return (seatvote.go). Play again
// makes the next table for the same people (playagain.go). Several hosts make a cluster
// (cluster.go); on a NATS deployment not ours the referee runs alone and admits the seats
// by auth callout (external.go, callout.go). The host serves the browser build and its
// invite links over HTTP (httpserve.go); NewTable asks a host for a table (admin.go).
//
// Beside the host: the commands `mercado host` and `mercado online ...` (cli*.go),
// the bench that measures a host under many tables (bench.go) and its profiles
// (profile.go).
//
// It imports game/online for the protocol and the client (the protocol's names, the
// views, the invites) and the packages under game/ that draw nothing, the NATS server and
// nats.go. Only game/online/host, scenes/online (hosting from the window) and the program
// (mercado) may link the NATS server (deps_test.go in the root package checks it);
// game/online never imports this package (the compiler refuses the cycle).
//
// Subjects, messages, permissions and limits are described in docs/online.md.
package host
