package assets

import (
	"embed"
	"io/fs"
)

// The message catalogs: i18n/LANG/AREA.json, one file per part of the game and
// language, in go-i18n's JSON form ("id": "text", or "id": {"one": …, "other": …}).
//
//go:embed i18n
var catalogs embed.FS

// Catalogs is the folder of message catalogs, rooted at i18n/.
func Catalogs() fs.FS {
	sub, err := fs.Sub(catalogs, "i18n")
	if err != nil {
		panic(err) // the embedded folder is always there
	}
	return sub
}
