//go:build !js

package host

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"unicode"
)

// adminEnv names the environment variable `mercado online new` reads the host's admin
// secret from when --server-creds does not name a file: the secret, or the whole admin
// URL. Either keeps the secret out of the process list, where a command's arguments are
// shown to every user of the machine.
const adminEnv = "MERCADO_ADMIN"

// errUsage marks an error that is a wrong use of the command (exit status 2).
var errUsage = errors.New("usage")

// adminURL makes the admin URL `online new` connects with from its flags: --server, the
// host's NATS URL (nats://HOST:PORT) or its admin URL with the secret in it (which
// works, with a warning on stderr), and the secret from the file --server-creds names
// (the host's admin-secret), else from $MERCADO_ADMIN. The file and the variable hold the
// secret or the whole admin URL; --server may then be left out.
func adminURL(server, credsFile string, stderr io.Writer) (string, error) {
	var u *url.URL
	if server != "" {
		var err error
		if u, err = url.Parse(strings.TrimSpace(server)); err != nil || u.Host == "" || u.Scheme == "" {
			return "", fmt.Errorf("%w: --server wants the host's URL, nats://HOST:PORT, as `mercado host` prints it", errUsage)
		}
		if _, has := u.User.Password(); has {
			if credsFile != "" {
				return "", fmt.Errorf("%w: --server has the admin secret in it and --server-creds names a file: give it once, in the file", errUsage)
			}
			fmt.Fprintf(stderr, "mercado online new: warning: the admin secret is on the command line, where every user of this machine can read it (ps); give --server %s with --server-creds FILE (the host's admin-secret) or %s\n",
				u.Scheme+"://"+u.Host, adminEnv)
			return u.String(), nil
		}
	}
	text, from, err := adminSecretText(credsFile)
	if err != nil {
		return "", err
	}
	secret, fromURL, err := parseAdminSecret(text, from)
	if err != nil {
		return "", err
	}
	if u == nil {
		if fromURL == nil {
			return "", fmt.Errorf("%w: --server is needed: the host's URL, nats://HOST:PORT (%s holds only the secret)", errUsage, from)
		}
		u = fromURL
	}
	u.User = url.UserPassword(adminUser, secret)
	return u.String(), nil
}

// adminSecretText reads the file named, else $MERCADO_ADMIN; from says which, for messages.
func adminSecretText(credsFile string) (text, from string, err error) {
	if credsFile == "" {
		text, ok := os.LookupEnv(adminEnv)
		if !ok {
			return "", "", fmt.Errorf("%w: the host's admin secret is needed: --server-creds FILE (the admin-secret file in the host's data folder, as `mercado host` names it) or %s", errUsage, adminEnv)
		}
		return text, adminEnv, nil
	}
	from = "--server-creds " + credsFile
	f, err := os.Open(credsFile)
	if err != nil {
		return "", from, fmt.Errorf("--server-creds: %v", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 4097))
	if err != nil {
		return "", from, fmt.Errorf("--server-creds: %v", err)
	}
	if len(data) > 4096 {
		return "", from, fmt.Errorf("--server-creds: %s is too long for an admin secret (the host's admin-secret file is one short line)", credsFile)
	}
	return string(data), from, nil
}

// parseAdminSecret reads the secret (or the admin URL, giving its server too) that from
// held.
func parseAdminSecret(text, from string) (string, *url.URL, error) {
	text = strings.TrimSpace(text)
	if strings.Contains(text, "://") {
		u, err := url.Parse(text)
		if err != nil || u.Host == "" {
			return "", nil, fmt.Errorf("%s: not an admin URL (nats://admin:SECRET@HOST:PORT) nor a secret", from)
		}
		secret, has := u.User.Password()
		if !has || secret == "" {
			return "", nil, fmt.Errorf("%s: the admin URL has no secret (nats://admin:SECRET@HOST:PORT)", from)
		}
		return secret, &url.URL{Scheme: u.Scheme, Host: u.Host}, nil
	}
	if text == "" {
		return "", nil, fmt.Errorf("%s: empty; it holds the host's admin secret (the admin-secret file in its data folder)", from)
	}
	if len(text) > 256 || strings.IndexFunc(text, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) >= 0 {
		return "", nil, fmt.Errorf("%s: not an admin secret (one word, as the host's admin-secret file holds)", from)
	}
	return text, nil, nil
}

// quoteArg writes a path as a shell takes it as one argument.
func quoteArg(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '/' || r == '.' || r == '-' || r == '_' || r == ':' || r == '\\' || unicode.IsLetter(r) || unicode.IsDigit(r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
