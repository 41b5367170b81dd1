//go:build !js

package host

import (
	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// calloutSubject is where NATS servers ask the auth callout service about a connection.
const calloutSubject = "$SYS.REQ.USER.AUTH"

// calloutRights are what the referee's credential on a deployment needs besides its own
// (refereePermissions): to hear the callout's requests and answer the servers on their
// system inboxes.
var calloutRights = struct{ publish, subscribe []string }{
	publish: []string{"$SYS._INBOX.>"}, subscribe: []string{calloutSubject},
}

// calloutService admits seats on a NATS deployment that is not ours: every server of it
// is configured to pass each new connection's user and password (an invite's TABLE-SEAT
// and secret, unchanged) to the referee on calloutSubject; the referee checks them as the
// embedded host's authenticator does and answers with a user JWT, signed by the
// callout's issuer key, that carries that seat's permissions, in the referee's account.
type calloutService struct {
	auth    *authenticator
	issuer  nkeys.KeyPair
	account string // the account the seats are placed in (the referee's)
}

// handle answers one authorization request. A request that cannot be read gets no
// answer: the server times out and refuses the connection.
func (s *calloutService) handle(m *nats.Msg) {
	req, err := jwt.DecodeAuthorizationRequestClaims(string(m.Data))
	if err != nil {
		return
	}
	answer := func(userJWT, refusal string) {
		resp := jwt.NewAuthorizationResponseClaims(req.UserNkey)
		resp.Audience = req.Server.ID
		resp.Jwt, resp.Error = userJWT, refusal
		if token, err := resp.Encode(s.issuer); err == nil {
			m.Respond([]byte(token))
		}
	}
	user := req.ConnectOptions.Username
	cred, ok := s.auth.lookup(user, req.ConnectOptions.Password)
	if !ok {
		answer("", "unknown user or wrong secret")
		return
	}
	claims := jwt.NewUserClaims(req.UserNkey)
	claims.Name = user
	claims.Audience = s.account
	claims.Limits.Payload = MaxPayload
	claims.Limits.Subs = maxSubscriptions
	perms := cred.perms
	if user == refereeUser || user == nodeUser {
		// On someone else's deployment the referee has a credential of its own; the
		// admin secret only makes tables.
		answer("", "unknown user or wrong secret")
		return
	}
	claims.Pub.Allow.Add(perms.Publish.Allow...)
	claims.Sub.Allow.Add(perms.Subscribe.Allow...)
	userJWT, err := claims.Encode(s.issuer)
	if err != nil {
		answer("", "the referee could not sign the seat's permissions")
		return
	}
	answer(userJWT, "")
}
