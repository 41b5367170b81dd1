//go:build !js

package host

import (
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestNewTakesTheAdminSecretOffTheCommandLine: `online new` takes the host's admin
// secret from the file `mercado host` names (its admin-secret, kept 0600) or from
// $MERCADO_ADMIN (the secret or the whole admin URL); the admin URL with the secret on
// the command line still works, with a warning. A missing, empty or wrong secret is said
// plainly.
func TestNewTakesTheAdminSecretOffTheCommandLine(t *testing.T) {
	dir := t.TempDir()
	h, err := StartHost(HostConfig{Listen: "127.0.0.1:0", DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	secretFile := filepath.Join(dir, "admin-secret")
	info, err := os.Stat(secretFile)
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" && info.Mode().Perm() != 0o600 {
		t.Errorf("admin-secret is %v, want -rw-------", info.Mode().Perm())
	}
	server := h.InviteURL()
	made := func(how string, env *string, args ...string) {
		t.Helper()
		if env != nil {
			t.Setenv(adminEnv, *env)
		} else {
			t.Setenv(adminEnv, "")
			os.Unsetenv(adminEnv)
		}
		code, out, errOut := runCommand(append([]string{"new", "--seats", "Ana,Rui", "--json"}, args...)...)
		var table struct{ Seats []struct{ Invite string } }
		if code != 0 || json.Unmarshal([]byte(out), &table) != nil || len(table.Seats) != 2 || !strings.HasPrefix(table.Seats[0].Invite, server+"/") {
			t.Fatalf("online new %s: %d %q %q", how, code, out, errOut)
		}
		if warned := strings.Contains(errOut, "warning: the admin secret is on the command line"); warned != (how == "the admin URL") {
			t.Errorf("online new %s: stderr %q", how, errOut)
		}
	}
	secret := strings.TrimPrefix(strings.SplitN(h.AdminURL(), "@", 2)[0], "nats://admin:")
	made("--server-creds", nil, "--server", server, "--server-creds", secretFile)
	made("$MERCADO_ADMIN", &secret, "--server", server)
	admin := h.AdminURL()
	made("$MERCADO_ADMIN holding the admin URL", &admin)
	made("the admin URL", nil, "--server", admin)

	empty, long, wrong := filepath.Join(dir, "empty"), filepath.Join(dir, "long"), filepath.Join(dir, "wrong")
	os.WriteFile(empty, nil, 0o600)
	os.WriteFile(long, []byte(strings.Repeat("x", 5000)), 0o600)
	os.WriteFile(wrong, []byte("abcdefghijklmnopqrstuvwxyz\n"), 0o600)
	os.Unsetenv(adminEnv)
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--server", server}, 2, "--server-creds FILE"},
		{[]string{"--server-creds", secretFile}, 2, "--server is needed"},
		{[]string{"--server", admin, "--server-creds", secretFile}, 2, "give it once"},
		{[]string{"--server", "not a url", "--server-creds", secretFile}, 2, "--server wants the host's URL"},
		{[]string{"--server", server, "--server-creds", filepath.Join(dir, "missing")}, 1, "--server-creds: open"},
		{[]string{"--server", server, "--server-creds", dir}, 1, "--server-creds:"},
		{[]string{"--server", server, "--server-creds", empty}, 1, "empty"},
		{[]string{"--server", server, "--server-creds", long}, 1, "too long"},
		{[]string{"--server", server, "--server-creds", wrong}, 1, "could not reach the host"},
	} {
		code, _, errOut := runCommand(append([]string{"new", "--seats", "Ana,Rui"}, c.args...)...)
		if code != c.code || !strings.Contains(errOut, c.says) || strings.Contains(errOut, "panic") {
			t.Errorf("online new %v: %d %q; want %d and %q", c.args, code, errOut, c.code, c.says)
		}
	}
}

// TestHostSaysHowToPassTheSecret: `mercado host` tells how to make a table with the
// admin secret in its file, not on the command line, and the command it prints works;
// its JSON ready line names the file too (and keeps its admin URL).
func TestHostSaysHowToPassTheSecret(t *testing.T) {
	dir := t.TempDir()
	cmd, lines := startHostChild(t, "--listen", "127.0.0.1:0", "--ws", "", "--http", "", "--data", dir)
	var printed []string
	const prefix = "make a table: mercado online new "
	for i := range 3 { // the third line says where else the secret goes
		line, err := lines.ReadString('\n')
		if err != nil {
			t.Fatalf("the host printed %q then %v", printed, err)
		}
		printed = append(printed, line)
		if i == 1 && (!strings.HasPrefix(line, prefix) || !strings.Contains(line, "--server-creds")) {
			t.Fatalf("the host printed %q; want %q with --server-creds", printed, prefix)
		}
	}
	secret, err := os.ReadFile(filepath.Join(dir, "admin-secret"))
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Join(printed, "")
	if strings.Contains(all, strings.TrimSpace(string(secret))) || !strings.Contains(all, adminEnv) {
		t.Errorf("the host printed its secret, or not %s: %q", adminEnv, all)
	}
	args := strings.Fields(strings.TrimPrefix(printed[1], prefix))
	for i, a := range args {
		args[i] = strings.Trim(a, `"'`)
	}
	t.Setenv(adminEnv, "")
	os.Unsetenv(adminEnv)
	if code, out, errOut := runCommand(append([]string{"new"}, args...)...); code != 0 || !strings.HasPrefix(out, "table ") || errOut != "" {
		t.Errorf("online new %v: %d %q %q", args, code, out, errOut)
	}

	cmd.Process.Kill() // the same folder again, as JSON
	cmd.Wait()
	ready := startHostProcess(t, "127.0.0.1:0", dir).ready
	file, _ := ready["admin_secret_file"].(string)
	admin, _ := url.Parse(ready["admin"].(string))
	if file != filepath.Join(dir, "admin-secret") || admin == nil || admin.User.String() != "admin:"+strings.TrimSpace(string(secret)) {
		t.Errorf("the ready line %v: want admin_secret_file %s and the admin URL", ready, filepath.Join(dir, "admin-secret"))
	}
}
