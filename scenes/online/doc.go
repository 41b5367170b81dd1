// Package online holds the window's screens for playing online (issue 27): hosting a
// table from the window (the embedded host of package game/online/host, desktop only),
// joining with an invite, the list of one's online tables, and what a board adds at an
// online table (the seats' connection, the referee's refusals). The board itself is the
// one of a game at one screen (scenes.Board), playing an online.Remote.
//
// The menu reaches it through scenes.OnlineEntry, which this package sets when linked
// (main imports it). In the browser a seat is joined from its invite's link (entry_js.go);
// hosting stays on the desktop (the NATS server is not linked into the WebAssembly build).
//
// It imports scenes (whose extension points it fills), the packages under game/ that draw
// nothing, ui, game/online for the seats' side of online play, and, in files built !js,
// game/online/host to host tables; scenes never imports it.
package online
