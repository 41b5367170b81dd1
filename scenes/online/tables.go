package online

import (
	"encoding/json"
	"fmt"
	"slices"

	"mercado/game/online"
	"mercado/game/table"
)

// tablesFile keeps the online tables this window has hosted or joined, beside the saves.
const tablesFile = "online-tables.json"

// savedTable is one of them: the seat taken here and, for a table hosted here, every
// person's invite (to show them again).
type savedTable struct {
	Table   string   `json:"table"`
	Invite  string   `json:"invite"` // the seat played at this window
	Names   []string `json:"names"`
	Hosted  bool     `json:"hosted,omitempty"`
	Invites []string `json:"invites,omitempty"`
	// Links are the same people's browser links (http://HOST:PORT/#ws://…), "" where the
	// host served no web page.
	Links []string `json:"links,omitempty"`
}

func readTables(st table.Store) []savedTable {
	if st == nil {
		return nil
	}
	data, err := st.Read(tablesFile)
	if err != nil {
		return nil
	}
	var list []savedTable
	if json.Unmarshal(data, &list) != nil {
		return nil
	}
	return list
}

// seatOf is the table and seat a listed table's invite takes ("" when it is no invite).
func seatOf(t savedTable) string {
	inv, err := online.ParseInviteLink(t.Invite)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s/%d", inv.Table, inv.Seat)
}

// rememberTable adds t to the list (or replaces the entry for its seat, whatever address
// its invite names now), newest first.
func rememberTable(st table.Store, t savedTable) error {
	if st == nil {
		return nil
	}
	seat := seatOf(t)
	list := slices.DeleteFunc(readTables(st), func(o savedTable) bool {
		return o.Invite == t.Invite || seat != "" && seatOf(o) == seat
	})
	list = append([]savedTable{t}, list...)
	data, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(tablesFile, data)
}

// hostedOf is a table hosted here as its invites page shows it, read from its entry in
// the list; false for a table joined here, or an entry without its invites.
func hostedOf(t savedTable) (hosted, bool) {
	if !t.Hosted || len(t.Invites) == 0 {
		return hosted{}, false
	}
	mine := -1
	if own, err := online.ParseInviteLink(t.Invite); err == nil {
		mine = own.Seat
	}
	h := hosted{saved: t}
	for i, text := range t.Invites {
		inv, err := online.ParseInvite(text)
		if err != nil || inv.Seat >= len(t.Names) {
			return hosted{}, false
		}
		if inv.Seat == mine {
			h.mine = i
		}
		h.names = append(h.names, t.Names[inv.Seat])
	}
	return h, true
}

// hostedTables is the list's tables hosted here, each with its number in the list.
func hostedTables(list []savedTable) (tables []hosted, numbers []int) {
	for i, t := range list {
		if h, ok := hostedOf(t); ok {
			tables, numbers = append(tables, h), append(numbers, i+1)
		}
	}
	return tables, numbers
}

// hosted is a table of the window's host, as its invites page shows it.
type hosted struct {
	saved savedTable
	names []string // each person's name, beside saved.Invites and saved.Links
	mine  int      // the host's own person, an index of names
}

// invite is what person i is sent: their browser link when the host serves the web
// page, else their invite.
func (t hosted) invite(i int) string {
	if i < len(t.saved.Links) && t.saved.Links[i] != "" {
		return t.saved.Links[i]
	}
	return t.saved.Invites[i]
}
