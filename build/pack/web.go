package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"mime"
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
// the sounds in sound/ (the game fetches them after its first frame), online play's
// bridge to NATS with the JavaScript client it imports, and the app's manifest, icons
// and service worker (webapp.go).
func Web(root, out, ver string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := webGame(root, out, ver); err != nil {
		return err
	}
	files, err := webPageFiles(root, ver)
	if err != nil {
		return err
	}
	names := []string{"mercado.wasm", "mercado.wasm.gz"}
	for name := range files {
		names = append(names, name)
	}
	worker, err := os.ReadFile(filepath.Join(root, "build", "web", "sw.js"))
	if err != nil {
		return err
	}
	if files["sw.js"], err = serviceWorker(worker, ver, names); err != nil {
		return err
	}
	for _, sub := range []string{"sound", "nats"} {
		if err := os.MkdirAll(filepath.Join(out, sub), 0o755); err != nil {
			return err
		}
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// webGame builds the game for the browser into out: mercado.wasm and, gzipped,
// mercado.wasm.gz.
func webGame(root, out, ver string) error {
	wasm := filepath.Join(out, "mercado.wasm")
	if err := goBuild(root, target{"js", "wasm"}, ver, wasm); err != nil {
		return err
	}
	data, err := os.ReadFile(wasm)
	if err != nil {
		return err
	}
	gz, err := compress(data)
	if err != nil {
		return err
	}
	return os.WriteFile(wasm+".gz", gz, 0o644)
}

// webPageFiles are the page's other files by name, but for the service worker (which
// lists them all): Go's wasm_exec.js, the page, the icons and manifest, the sounds and
// online play's scripts.
func webPageFiles(root, ver string) (map[string][]byte, error) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("finding Go's wasm_exec.js: %w", err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return nil, err
	}
	page, err := os.ReadFile(filepath.Join(root, "build", "web", "index.html"))
	if err != nil {
		return nil, err
	}
	page = bytes.ReplaceAll(page, []byte("{{VERSION}}"), []byte(ver))
	icon, err := iconPNG(192)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{"wasm_exec.js": js, "index.html": page, "icon.png": icon}
	// The sounds are fetched by the game after its first frame (assets/sounds_js.go).
	for s := assets.Sound(0); s < assets.NumSounds; s++ {
		data, err := os.ReadFile(filepath.Join(root, "assets", "sound", assets.SoundFile(s)))
		if err != nil {
			return nil, err
		}
		files["sound/"+assets.SoundFile(s)] = data
	}
	// Online play: the page's bridge to NATS and the official JavaScript client it
	// imports, with the client's licences (online.js loads them when a seat connects).
	for _, name := range onlineFiles {
		if files[name], err = os.ReadFile(filepath.Join(root, "build", "web", name)); err != nil {
			return nil, err
		}
	}
	// The app: its manifest, icons and the worker that keeps it for offline play.
	icons, err := appIconFiles()
	if err != nil {
		return nil, err
	}
	for name, data := range icons {
		files[name] = data
	}
	if files[manifestName], err = webManifest(ver); err != nil {
		return nil, err
	}
	return files, nil
}

// onlineFiles are the files of build/web that online play in the browser needs.
var onlineFiles = []string{"online.js", "nats/nats-core.js", "nats/LICENSE-nats-io", "nats/LICENSE-tweetnacl"}

// compress gzips the game as small as this machine can: with the system's gzip -9
// (zlib's encoder packs the game about 1% tighter than Go's), else with Go's. Either
// way it is plain gzip, which the page unpacks with DecompressionStream.
func compress(data []byte) ([]byte, error) {
	if _, err := exec.LookPath("gzip"); err == nil {
		cmd := exec.Command("gzip", "-9", "-n", "-c")
		cmd.Stdin = bytes.NewReader(data)
		if out, err := cmd.Output(); err == nil {
			return out, nil
		}
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(data)
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return gz.Bytes(), nil
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
	return http.Serve(ln, WebHandler(dir))
}

// WebHandler serves the browser version's folder, with the manifest's registered type
// (Go's table of types does not know .webmanifest).
func WebHandler(dir string) http.Handler {
	_ = mime.AddExtensionType(".webmanifest", "application/manifest+json")
	return http.FileServer(http.Dir(dir))
}
