//go:build !js

package host

import (
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// ExternalConfig points a referee at an existing NATS deployment (`mercado host --nats`).
type ExternalConfig struct {
	// URLs are the deployment's servers; a user and password in them is the referee's
	// credential on a deployment configured with users.
	URLs []string
	// Creds is a NATS credentials file (user JWT and nkey seed) for the referee, for a
	// deployment run in operator mode; "" for none.
	Creds string
	// IssuerSeed is the file holding the nkey seed of the auth callout's issuer (an
	// account key, "SA..."): the servers trust the user JWTs it signs.
	IssuerSeed string
	// Account is the account the referee is in and the seats are placed in.
	Account string
	// DataDir keeps the admin secret (the tables are in the deployment's JetStream).
	DataDir string
	// Referee tunes the referee.
	Referee RefereeConfig
}

// StartExternal runs only the referee, against an existing deployment: it serves the
// deployment's auth callout, so that every server admits the seats with their own
// permissions, and keeps the tables in the deployment's JetStream.
func StartExternal(cfg ExternalConfig) (*Host, error) {
	if len(cfg.URLs) == 0 {
		return nil, fmt.Errorf("--nats names no server")
	}
	if cfg.Account == "" {
		return nil, fmt.Errorf("the account the seats go to is needed (--account)")
	}
	seed, err := os.ReadFile(cfg.IssuerSeed)
	if err != nil {
		return nil, fmt.Errorf("the callout issuer's seed: %v", err)
	}
	issuer, err := nkeys.FromSeed([]byte(strings.TrimSpace(string(seed))))
	if err != nil {
		return nil, fmt.Errorf("the callout issuer's seed in %s: %v", cfg.IssuerSeed, err)
	}
	if pub, _ := issuer.PublicKey(); !nkeys.IsValidPublicAccountKey(pub) {
		return nil, fmt.Errorf("the callout issuer's seed in %s is not an account key (SA...)", cfg.IssuerSeed)
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("the data folder: %v", err)
	}
	secret, err := adminSecret(cfg.DataDir)
	if err != nil {
		return nil, err
	}
	public, err := publicURL(cfg.URLs[0])
	if err != nil {
		return nil, err
	}
	options := []nats.Option{nats.Name("referee"), nats.MaxReconnects(-1), nats.ReconnectWait(250 * time.Millisecond)}
	if cfg.Creds != "" {
		options = append(options, nats.UserCredentials(cfg.Creds))
	}
	nc, err := nats.Connect(strings.Join(cfg.URLs, ","), options...)
	if err != nil {
		return nil, fmt.Errorf("the referee could not connect to %s: %v", public, err)
	}
	auth := newAuthenticator(secret)
	callout := &calloutService{auth: auth, issuer: issuer, account: cfg.Account}
	// The callout is answered before the referee starts, so that the seats reconnecting
	// to a restarted referee are admitted as soon as their tables are read.
	sub, err := nc.QueueSubscribe(calloutSubject, refereeQueue, callout.handle)
	if err != nil {
		nc.Close()
		return nil, fmt.Errorf("answering the auth callout: %v", err)
	}
	ref, err := StartReferee(nc, auth, cfg.Referee)
	if err != nil {
		nc.Close()
		return nil, err
	}
	ref.subs = append(ref.subs, sub)
	return &Host{Referee: ref, secret: secret, external: public}, nil
}

// publicURL is a server's URL without the referee's credential in it, for invites.
func publicURL(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("--nats: %q is not a server URL (nats://HOST:PORT)", raw)
	}
	return u.Scheme + "://" + u.Host, nil
}
