// Package hard2026 is a frozen copy of the hard player as it stood in November 2026
// (commit 377ee01), kept unchanged as the yardstick that a new hard is measured
// against, the way chess engines play their previous version: `mercado selfplay
// --players hard,hard-2026`. Only what the window needed and a yardstick does not
// (ranking for hints, cancelling, the browser's pauses) is left out. Do not improve it;
// copy the new hard over it when a new yardstick is wanted, under a new name.
//
// It imports game alone. Under game/ai/internal, only game/ai (its yardstick level and
// tests) can import it.
package hard2026
