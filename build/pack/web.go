package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"mercado/assets"
)

// Web builds the browser version into out: index.html (the loading screen), wasm_exec.js
// from the Go installation, mercado.wasm and mercado.wasm.gz (the page fetches the
// compressed copy and unpacks it itself, so any static file server will do), the icon,
// and the sounds in sound/ (the game fetches them after its first frame).
func Web(root, out, ver string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(out, "mercado.wasm")
	if err := goBuild(root, target{"js", "wasm"}, ver, wasm); err != nil {
		return err
	}
	data, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(data)
	if err := zw.Close(); err != nil {
		return err
	}
	if err := os.WriteFile(wasm+".gz", gz.Bytes(), 0o644); err != nil {
		return err
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("finding Go's wasm_exec.js: %w", err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	page, err := os.ReadFile(filepath.Join(root, "build", "web", "index.html"))
	if err != nil {
		return err
	}
	page = bytes.ReplaceAll(page, []byte("{{VERSION}}"), []byte(ver))
	icon, err := iconPNG(192)
	if err != nil {
		return err
	}
	files := map[string][]byte{"wasm_exec.js": js, "index.html": page, "icon.png": icon}
	// The sounds are fetched by the game after its first frame (assets/sounds_js.go).
	for s := assets.Sound(0); s < assets.NumSounds; s++ {
		data, err := os.ReadFile(filepath.Join(root, "assets", "sound", assets.SoundFile(s)))
		if err != nil {
			return err
		}
		files["sound/"+assets.SoundFile(s)] = data
	}
	if err := os.MkdirAll(filepath.Join(out, "sound"), 0o755); err != nil {
		return err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Serve serves dir on addr until stopped (make serve).
func Serve(dir, addr string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no index.html: run make web first", dir)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("Mercado is at http://%s/ (Ctrl+C stops)\n", ln.Addr())
	return http.Serve(ln, http.FileServer(http.Dir(dir)))
}
