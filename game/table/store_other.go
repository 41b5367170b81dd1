//go:build !unix

package table

// openNoWait is nothing where files cannot be named pipes (Windows keeps its pipes apart
// from folders; a browser has no files).
const openNoWait = 0
