//go:build js

package scenes

import (
	"syscall/js"

	"mercado/game"
	"mercado/game/table"
	"mercado/ui/lang"
)

// In the browser, saves and settings live in localStorage, records leave as downloads
// and arrive through the browser's file picker (or dropped on the page).

// OpenStore opens the browser's storage for this site. When the browser refuses it the
// game still runs, keeping saves in memory, and says so.
func OpenStore() (table.Store, string) {
	st, err := table.OpenLocalStore("mercado/")
	if err != nil {
		return table.NewMemStore(), lang.F("app.saves_off", "Error", err.Error())
	}
	return st, ""
}

// storeWhere names the browser's storage; its files have no place a player could open,
// so their names are left out.
func storeWhere(s table.Store, _ string) (string, bool) {
	if _, ok := s.(*table.LocalStore); ok {
		return lang.T("app.in_browser"), true
	}
	return "", false
}

// deliverRecord hands the record to the browser as a download.
func deliverRecord(a *App, name string, data []byte) (msg string) {
	defer func() {
		if r := recover(); r != nil { // the browser threw: say so, lose nothing
			msg = lang.F("pause.export_failed", "Error", jsProblem(r))
		}
	}()
	bytes := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	blob := js.Global().Get("Blob").New([]any{bytes}, map[string]any{"type": "application/json"}) // not translated: a JavaScript name
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	link := doc.Call("createElement", "a")
	link.Set("href", url)
	link.Set("download", name)
	doc.Get("body").Call("appendChild", link)
	link.Call("click")
	link.Call("remove")
	// The download has started from the link; the address is freed a while later.
	js.Global().Call("setTimeout", js.Global().Get("URL").Get("revokeObjectURL").Call("bind", js.Global().Get("URL"), url), 60000)
	return lang.F("pause.downloaded", "Name", name)
}

func jsProblem(r any) string {
	if e, ok := r.(js.Error); ok {
		return e.Get("message").String()
	}
	return lang.T("app.browser_refused")
}

// pickedFile is a file the player chose in the browser's picker.
type pickedFile struct {
	name string
	data []byte
}

// picked carries chosen files from the browser's callbacks to the game goroutine.
var picked = make(chan pickedFile, 1)

// recordInputID names the page's hidden file input (a test can hand it a file too).
const recordInputID = "mercado-record-input"

// askForRecord opens the browser's file picker; the chosen file opens in a later frame.
func askForRecord(*App) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = lang.F("app.cannot_open", "Name", "", "Error", jsProblem(r))
		}
	}()
	recordInput().Call("click")
	return lang.T("pause.picking")
}

// recordInput is the page's file input for records, made on first use.
func recordInput() js.Value {
	doc := js.Global().Get("document")
	if in := doc.Call("getElementById", recordInputID); !in.IsNull() {
		return in
	}
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("id", recordInputID)
	in.Set("accept", ".json,application/json")
	in.Get("style").Set("display", "none")
	// The handlers live as long as the page: the input is made once.
	in.Set("onchange", js.FuncOf(func(js.Value, []js.Value) any {
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		in.Set("value", "") // choosing the same file again fires the event again
		// Beyond the largest record the rest is not read; the record check refuses it.
		part := f.Call("slice", 0, game.MaxRecordBytes+1)
		var done js.Func
		done = js.FuncOf(func(_ js.Value, args []js.Value) any {
			done.Release()
			buf := js.Global().Get("Uint8Array").New(args[0])
			data := make([]byte, buf.Length())
			js.CopyBytesToGo(data, buf)
			select {
			case picked <- pickedFile{name, data}:
			default: // one file waits already; the player chose again too fast
			}
			return nil
		})
		part.Call("arrayBuffer").Call("then", done)
		return nil
	}))
	doc.Get("body").Call("appendChild", in)
	return in
}

// importPicked opens a record the player chose in the picker.
func (a *App) importPicked() {
	select {
	case f := <-picked:
		a.openRecordFile(f.name, f.data)
	default:
	}
}
