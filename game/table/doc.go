// Package table runs one game of Mercado de Lisboa at the table: everything a game needs
// beyond the rules, so that the window only draws and forwards input.
//
// The rules live in package game and the computer players in game/ai; this package puts
// them together:
//
//   - Seats: who sits where, human or computer, with their names, colours and levels.
//     New turns the setup screen's clockwise list so that the first player is engine
//     seat 0, as game records require.
//   - Turns: Play makes a person's decision (checked by the engine); Poll moves the
//     computers without ever blocking, their thinking running in the background
//     (ai.Start) while the window goes on drawing at 60 frames a second.
//   - The log of decisions (Event), with what each earned and cost, for the window's
//     log and animations.
//   - Undo (replaying the record up to the last turn a person began), hints (the hard
//     player on a short budget) and conceding.
//   - Saving: after every decision the game is written to a Store (a folder, or memory,
//     or later the browser's storage) as a save file holding the seats and the game
//     record (records.md); Load reads it back, strictly and without panicking on
//     any input.
//
// The scenes (package scenes) own everything on screen: layout, animation, which seat's
// view is shown, pass-the-device screens, menus and settings. They ask this package what
// is happening and tell it what the person chose; they never change the engine's state
// themselves.
//
// A Table is not safe for concurrent use: the window calls it from its update loop
// only. The goroutines it starts (computer thinking, hints) never touch the Table; it
// collects their answers when asked.
//
// It imports game, game/ai and game/reason; never anything that draws, nor online play
// (an online seat is a table.Game of its own, game/online's Remote).
package table
