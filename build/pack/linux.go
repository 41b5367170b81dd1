package main

import "fmt"

// desktopEntry puts Mercado in the desktop's menu of games.
const desktopEntry = `[Desktop Entry]
Type=Application
Name=Mercado
GenericName=Board game
Comment=Open stands, bring customers, feed the market: Mercado de Lisboa for one to four players
Exec=mercado
Icon=mercado
Terminal=false
Categories=Game;BoardGame;
`

// linuxIconSizes are the sizes of the freedesktop icon theme's folders.
var linuxIconSizes = []int{16, 32, 48, 64, 128, 256, 512}

// linuxTree lays out the program as an install prefix (bin/, share/): it runs where it
// is unpacked, or unpacks into ~/.local to join the desktop's menu.
func linuxTree(dir string, program []byte) ([]file, error) {
	files := []file{
		{dir + "bin/mercado", 0o755, program},
		{dir + "share/applications/mercado.desktop", 0o644, []byte(desktopEntry)},
	}
	for _, px := range linuxIconSizes {
		data, err := iconPNG(px)
		if err != nil {
			return nil, err
		}
		files = append(files, file{fmt.Sprintf("%sshare/icons/hicolor/%dx%d/apps/mercado.png", dir, px, px), 0o644, data})
	}
	return files, nil
}
