//go:build !js

package host

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mercado/game/online"
)

// fakeWebBuild writes a folder that looks like `make web`'s, with recognisable bytes.
func fakeWebBuild(t *testing.T) (string, map[string]string) {
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("\x00asm the game"))
	zw.Close()
	files := map[string]string{
		"index.html":      "<!doctype html><title>Mercado</title>",
		"mercado.wasm.gz": gz.String(),
		"online.js":       "export async function connect() {}",
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, files
}

// hostWithWeb runs `mercado host` with args in a child process and returns its ready line.
func hostWithWeb(t *testing.T, args ...string) map[string]any {
	t.Helper()
	return startHostProcessArgs(t, append(args, "--data", t.TempDir(), "--json")...).ready
}

func get(t *testing.T, url string) (string, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s %v", url, res.Status, err)
	}
	return string(body), res.Header.Get("Content-Type")
}

// TestHostServesTheWebBuild: `mercado host --http` serves the browser build's files as
// they are, names where in its ready line, and a module with a script's type.
func TestHostServesTheWebBuild(t *testing.T) {
	web, files := fakeWebBuild(t)
	ready := hostWithWeb(t, "--listen", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--http", "127.0.0.1:0", "--web", web)
	page, ok := ready["http"].(string)
	if !ok || !strings.HasPrefix(page, "http://127.0.0.1:") || !strings.HasSuffix(page, "/") {
		t.Fatalf("ready line's http is %v, want http://127.0.0.1:PORT/", ready["http"])
	}
	if ws, _ := ready["ws"].(string); !strings.HasPrefix(ws, "ws://127.0.0.1:") {
		t.Errorf("ready line's ws is %v", ready["ws"])
	}
	// The downloads carry only the compressed game: the host unpacks it for a browser
	// that cannot.
	if body, typ := get(t, page+"mercado.wasm"); body != "\x00asm the game" || typ != "application/wasm" {
		t.Errorf("mercado.wasm unpacked from the compressed copy: %q as %q", body, typ)
	}
	for name, want := range files {
		path := name
		if name == "index.html" {
			path = ""
		}
		body, typ := get(t, page+path)
		if body != want {
			t.Errorf("%s: got %q, want %q", name, body, want)
		}
		if name == "online.js" && !strings.HasPrefix(typ, "text/javascript") {
			t.Errorf("online.js is served as %q; a browser imports a module only as a script", typ)
		}
	}
}

// TestHostOnEveryAddressNamesTheLAN: listening on every address, the host names the
// machine's address on its network for links and invites (the admin URL too, which
// `online new` makes the invites from), and answers there.
func TestHostOnEveryAddressNamesTheLAN(t *testing.T) {
	web, files := fakeWebBuild(t)
	ready := hostWithWeb(t, "--listen", "0.0.0.0:0", "--ws", "0.0.0.0:0", "--http", "0.0.0.0:0", "--web", web)
	lan := LANAddress()
	for _, key := range []string{"nats", "ws", "http", "admin"} {
		if u, _ := ready[key].(string); !strings.Contains(u, "://"+lan+":") && !strings.Contains(u, "@"+lan+":") {
			t.Errorf("ready line's %s is %v, want the address %s", key, ready[key], lan)
		}
	}
	if body, _ := get(t, ready["http"].(string)); body != files["index.html"] {
		t.Errorf("the page at %s: %q", ready["http"], body)
	}
	// The invites name that address too, and a seat connects through it.
	_, invites, err := NewTable(ready["admin"].(string), online.NewTableRequest{Seats: []online.NewSeat{{Name: "Ana"}, {Computer: "random"}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(invites[0].Server, "nats://"+lan+":") {
		t.Errorf("the invite names %s, want the address %s", invites[0].Server, lan)
	}
	c, err := online.Connect(invites[0], online.ClientOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if v, err := c.View(); err != nil || v.You != 0 {
		t.Errorf("the seat's view through %s: %+v, %v", invites[0].Server, v, err)
	}
}

// TestHostRefusesAMissingWebBuild: asked to serve a folder that is not the build, the
// host says so and does not start.
func TestHostRefusesAMissingWebBuild(t *testing.T) {
	var stderr strings.Builder
	code := RunHost([]string{"--listen", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--http", "127.0.0.1:0", "--web", t.TempDir(), "--data", t.TempDir()}, io.Discard, &stderr)
	if code != exitError || !strings.Contains(stderr.String(), "is not the browser build") {
		t.Errorf("exit %d, stderr %q", code, stderr.String())
	}
}

func TestInviteLinks(t *testing.T) {
	inv := online.Invite{Server: "ws://192.168.1.20:4223", Table: "abc123", Seat: 2, Secret: "s3cr3t"}
	link := online.InviteLink("http://192.168.1.20:8080/", inv)
	if link != "http://192.168.1.20:8080/#ws://192.168.1.20:4223/abc123/2/s3cr3t" {
		t.Errorf("link %s", link)
	}
	for _, text := range []string{link, " " + link + "\n", inv.String()} {
		if got, err := online.ParseInviteLink(text); err != nil || got != inv {
			t.Errorf("ParseInviteLink(%q) = %+v, %v", text, got, err)
		}
	}
	for _, bad := range []string{"http://192.168.1.20:8080/", "https://x/#nonsense", "http://x/#ws://h:1/T/9/s", "http://x/#" + strings.Repeat("a", 2000)} {
		if _, err := online.ParseInviteLink(bad); err == nil {
			t.Errorf("ParseInviteLink(%q) accepted it", bad)
		}
	}
}

// TestWebServesTheBuildOnly: the web server serves the build's files (in its folders
// too, a folder by its index.html, through a link that stays in the folder) and
// nothing else: a dotfile, a file in a dot folder, a folder without index.html (no
// listing), a link to a file or a folder outside, and a way up out of the folder are
// all not found, and no answer names the files it holds.
func TestWebServesTheBuildOnly(t *testing.T) {
	web, files := fakeWebBuild(t)
	outside := t.TempDir()
	write := func(path, data string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, name string) {
		t.Helper()
		if err := os.Symlink(target, filepath.Join(web, name)); err != nil {
			t.Skipf("no symbolic links here: %v", err)
		}
	}
	write(filepath.Join(outside, "secret.txt"), "the outside secret")
	write(filepath.Join(web, ".env"), "TOKEN=dotfile")
	write(filepath.Join(web, ".git", "config"), "[core] dot folder")
	write(filepath.Join(web, "nats", "nats.js"), "export const nats = 1")
	write(filepath.Join(web, "help", "index.html"), "<title>help</title>")
	link(filepath.Join(outside, "secret.txt"), "secret.txt")
	link(outside, "out")
	link("online.js", "again.js")
	w, err := ServeWeb("127.0.0.1:0", web)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	page := w.URL()
	for path, want := range map[string]string{"": files["index.html"], "online.js": files["online.js"],
		"nats/nats.js": "export const nats = 1", "help/": "<title>help</title>", "again.js": files["online.js"]} {
		if body, _ := get(t, page+path); body != want {
			t.Errorf("%s: %q, want %q", path, body, want)
		}
	}
	for _, path := range []string{".env", ".git/config", ".git/", "nats/", "nats", "secret.txt", "out/secret.txt", "out/",
		"%2e%2e/" + filepath.Base(outside) + "/secret.txt", "..%2f" + filepath.Base(outside) + "%2fsecret.txt", "missing.js"} {
		res, err := http.Get(page + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound || strings.Contains(string(body), "secret") || strings.Contains(string(body), "nats.js") ||
			strings.Contains(string(body), "config") || strings.Contains(string(body), "TOKEN") {
			t.Errorf("GET /%s: %s %q; want 404 and nothing of the folder", path, res.Status, body)
		}
	}
}
