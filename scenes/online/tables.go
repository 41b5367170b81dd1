package online

import (
	"encoding/json"
	"slices"

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

// rememberTable adds t to the list (or replaces the entry for its seat), newest first.
func rememberTable(st table.Store, t savedTable) error {
	if st == nil {
		return nil
	}
	list := slices.DeleteFunc(readTables(st), func(o savedTable) bool { return o.Invite == t.Invite })
	list = append([]savedTable{t}, list...)
	data, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(tablesFile, data)
}
