//go:build unix

package table

import "syscall"

// openNoWait opens without waiting: a named pipe with no writer would otherwise block
// the open until one comes.
const openNoWait = syscall.O_NONBLOCK
