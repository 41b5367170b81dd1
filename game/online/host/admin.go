//go:build !js

package host

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"mercado/game/online"
)

// otherNodes are the addresses (HOST:PORT) of the cluster's nodes other than own, as
// the server the connection reached tells its clients (none for a host alone).
func otherNodes(nc *nats.Conn, own string) string {
	var also []string
	for _, s := range nc.DiscoveredServers() {
		u, err := url.Parse(s)
		if err == nil && u.Host != "" && u.Host != own && len(also) < online.MaxAlso {
			also = append(also, u.Host)
		}
	}
	return strings.Join(also, ",")
}

// askReferee sends a new table's request and waits up to wait for the answer. A
// cluster has moments without a referee (just started, or while another node takes
// the lease over) and its nodes learn of a new one a little after it subscribes, so a
// request nobody listens to is sent again until one does.
func askReferee(nc *nats.Conn, data []byte, wait time.Duration) (*nats.Msg, error) {
	deadline := time.Now().Add(wait)
	for {
		msg, err := nc.Request(newTableSubject, data, time.Until(deadline))
		if !errors.Is(err, nats.ErrNoResponders) || time.Until(deadline) < noReferee {
			return msg, err
		}
		time.Sleep(noReferee)
	}
}

// noReferee is the wait before a new table's request is sent again when no referee
// listened.
const noReferee = 100 * time.Millisecond

// NewTable asks the host at adminURL (nats://admin:SECRET@HOST:PORT, as `mercado host --json`
// prints it) for a table, and returns it with an invite for each person's seat
// (computers' seats have none).
func NewTable(adminURL string, req online.NewTableRequest) (online.NewTableReply, []online.Invite, error) {
	u, err := url.Parse(adminURL)
	if err != nil || u.User == nil {
		return online.NewTableReply{}, nil, fmt.Errorf("the host's admin URL is nats://admin:SECRET@HOST:PORT (its ready line's \"admin\")")
	}
	nc, err := nats.Connect(adminURL, nats.Name("mercado online new"))
	if err != nil {
		return online.NewTableReply{}, nil, fmt.Errorf("could not reach the host: %v", err)
	}
	defer nc.Close()
	data, _ := json.Marshal(req)
	msg, err := askReferee(nc, data, 30*time.Second)
	if err != nil {
		return online.NewTableReply{}, nil, fmt.Errorf("the host did not answer: %v", err)
	}
	var refusal online.Reply
	if json.Unmarshal(msg.Data, &refusal) == nil && refusal.Refused != "" {
		return online.NewTableReply{}, nil, &online.RefusedError{Reply: refusal}
	}
	var reply online.NewTableReply
	if err := json.Unmarshal(msg.Data, &reply); err != nil {
		return online.NewTableReply{}, nil, fmt.Errorf("the host's answer: %v", err)
	}
	server, also := u.Scheme+"://"+u.Host, otherNodes(nc, u.Host)
	invites := make([]online.Invite, len(reply.Seats))
	for i, s := range reply.Seats {
		if s.Secret != "" {
			invites[i] = online.Invite{Server: server, Table: reply.Table, Seat: s.Seat, Secret: s.Secret, Also: also}
		}
	}
	return reply, invites, nil
}
