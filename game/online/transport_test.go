package online

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBrowserBuildLinksNoNATSLibrary: the browser build reaches NATS through the page's
// JavaScript client (transport_js.go). nats.go linked into it would add 1.8 MB to the
// download (measured), and the server cannot run in a page at all: a file of this package
// that needs either must say //go:build !js.
func TestBrowserBuildLinksNoNATSLibrary(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "mercado", "mercado/game/online")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list for js/wasm: %v\n%s", err, out)
	}
	for _, pkg := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(pkg, "github.com/nats-io/") || pkg == "net/http" || pkg == "crypto/tls" {
			t.Errorf("the browser build links %s", pkg)
		}
	}
}
