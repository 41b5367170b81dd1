//go:build !js

package host

import (
	"encoding/json"
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
	msg, err := nc.Request(newTableSubject, data, 30*time.Second)
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
