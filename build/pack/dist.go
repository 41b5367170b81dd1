package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"mercado/assets"
)

// Dist builds the desktop archives into out, each named with the version, and a
// SHA256SUMS file listing them:
//
//	mercado-V-windows-amd64.zip     Mercado.exe with its icon and version information
//	mercado-V-macos-universal.zip   Mercado.app for Apple silicon and Intel Macs
//	mercado-V-linux-amd64.tar.gz    bin/, share/ (menu entry, icons, documents)
//	mercado-V-linux-arm64.tar.gz
//
// Each carries the browser build for `mercado host` to serve (webForHost).
func Dist(root, out, ver string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "mercado-dist-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	a := archives{root: root, out: out, work: work, ver: ver, base: "mercado-" + ver + "-"}
	if a.docs, err = documents(root); err != nil {
		return err
	}
	if a.web, err = webForHost(root, work, ver); err != nil {
		return err
	}
	for _, step := range []func() error{a.windows, a.macOS, a.linux} {
		if err := step(); err != nil {
			return err
		}
	}
	return writeSums(out, a.made)
}

// archives are the downloads of one version as Dist makes them: what every archive
// carries (the documents, the browser build) and the names of those made so far.
type archives struct {
	root, out, work, ver string
	base                 string // the archives' names start with it
	docs, web            []file
	made                 []string
}

// build builds the program for t in the work folder and reads it.
func (a *archives) build(t target, extraLD ...string) ([]byte, error) {
	path := filepath.Join(a.work, t.String())
	if err := goBuild(a.root, t, a.ver, path, extraLD...); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
}

// windows: a program without a console window, with its icon and version.
func (a *archives) windows() error {
	exe, err := a.build(target{"windows", "amd64"}, "-H=windowsgui")
	if err != nil {
		return err
	}
	if exe, err = windowsResources(exe, a.ver); err != nil {
		return err
	}
	dir := a.base + "windows-amd64/"
	files := append([]file{{dir + "Mercado.exe", 0o755, exe}}, under(dir, a.docs)...)
	files = append(files, under(dir+"web/", a.web)...)
	return a.zip(a.base+"windows-amd64.zip", files)
}

// macOS: one universal app for both processors.
func (a *archives) macOS() error {
	var progs [][]byte
	for _, arch := range []string{"arm64", "amd64"} {
		p, err := a.build(target{"darwin", arch})
		if err != nil {
			return err
		}
		progs = append(progs, p)
	}
	fat, err := universal(progs...)
	if err != nil {
		return err
	}
	if err := checkArmSigned(fat); err != nil {
		return err
	}
	files, err := appBundle("", fat, a.ver)
	if err != nil {
		return err
	}
	files = append(files, a.docs...)
	files = append(files, under("Mercado.app/Contents/Resources/web/", a.web)...)
	return a.zip(a.base+"macos-universal.zip", files)
}

// linux: a tree for each processor, as a tar.gz.
func (a *archives) linux() error {
	for _, arch := range []string{"amd64", "arm64"} {
		p, err := a.build(target{"linux", arch})
		if err != nil {
			return err
		}
		dir := a.base + "linux-" + arch + "/"
		files, err := linuxTree(dir, p)
		if err != nil {
			return err
		}
		files = append(files, under(dir+"share/doc/mercado/", a.docs)...)
		files = append(files, under(dir+"share/mercado/web/", a.web)...)
		name := a.base + "linux-" + arch + ".tar.gz"
		if err := writeTarGz(filepath.Join(a.out, name), files); err != nil {
			return err
		}
		a.made = append(a.made, name)
	}
	return nil
}

// zip writes files as the zip archive name.
func (a *archives) zip(name string, files []file) error {
	if err := writeZip(filepath.Join(a.out, name), files); err != nil {
		return err
	}
	a.made = append(a.made, name)
	return nil
}

// webForHost is the browser build that `mercado host` serves to phones, which every
// archive carries beside the program (game/online's FindWebDir looks there): the files
// `make web` makes but the unpacked game, which the host unpacks from mercado.wasm.gz
// for the few browsers that ask for it (20 MB less in each archive).
func webForHost(root, work, ver string) ([]file, error) {
	dir := filepath.Join(work, "web")
	if err := Web(root, dir, ver); err != nil {
		return nil, err
	}
	var files []file
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		name, err := filepath.Rel(dir, path)
		if err != nil || name == "mercado.wasm" {
			return err
		}
		data, err := os.ReadFile(path)
		files = append(files, file{filepath.ToSlash(name), 0o644, data})
		return err
	})
	sort.Slice(files, func(i, j int) bool { return files[i].name < files[j].name })
	return files, err
}

// documents go into every archive: the README and the credits of the art and sound.
func documents(root string) ([]file, error) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		return nil, err
	}
	return []file{
		{"README.md", 0o644, readme},
		{"CREDITS.txt", 0o644, []byte(assets.Credits + "\n")},
	}, nil
}

func under(dir string, files []file) []file {
	out := make([]file, len(files))
	for i, f := range files {
		out[i] = file{dir + f.name, f.mode, f.data}
	}
	return out
}

// writeSums writes SHA256SUMS in the format sha256sum -c reads.
func writeSums(out string, names []string) error {
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join(out, n))
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%x  %s\n", sha256.Sum256(data), n)
	}
	return os.WriteFile(filepath.Join(out, "SHA256SUMS"), []byte(b.String()), 0o644)
}
