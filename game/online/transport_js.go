//go:build js

package online

import (
	"errors"
	"fmt"
	"net"
	"sync"
	"syscall/js"
	"time"
)

// jsTransport is the browser's transport: the official NATS JavaScript client
// (@nats-io/nats-core) over the host's WebSocket listener, behind the page's bridge
// (build/web/online.js). The page loads the bridge and the client only when a seat
// connects: window.mercadoOnline() imports it.
type jsTransport struct {
	conn js.Value // the bridge's connection: request, subscribe, publish, flush, close
	// funcs are the Go functions the bridge may call back; they live as long as the page
	// (a seat connects a few times a session, and a released one must never be called).
	mu    sync.Mutex
	funcs []js.Func
}

// dial connects to server (ws:// or wss://) with the seat's credential through the
// page's bridge. The browser makes its own connections, so dialer is not used.
func dial(server string, _ interface {
	Dial(network, address string) (net.Conn, error)
}, opt DialOptions) (Transport, error) {
	if nav := js.Global().Get("navigator"); nav.Truthy() && nav.Get("onLine").Equal(js.ValueOf(false)) {
		return nil, ErrOffline
	}
	load := js.Global().Get("mercadoOnline")
	if load.Type() != js.TypeFunction {
		return nil, errors.New("this page cannot play online (it has no mercadoOnline)")
	}
	module, err := onlineModule()
	if err != nil {
		if nav := js.Global().Get("navigator"); nav.Truthy() && nav.Get("onLine").Equal(js.ValueOf(false)) {
			return nil, ErrOffline
		}
		return nil, fmt.Errorf("the page's online client did not load: %v", err)
	}
	t := &jsTransport{}
	state := t.callback(func(args []js.Value) {
		if opt.State == nil || len(args) == 0 {
			return
		}
		switch args[0].String() {
		case "connected":
			opt.State(Connected)
		case "reconnecting":
			opt.State(Reconnecting)
		case "closed":
			opt.State(Closed)
		}
	})
	problem := t.callback(func(args []js.Value) {
		if opt.Problem != nil && len(args) > 0 {
			opt.Problem(errors.New(args[0].String()))
		}
	})
	options := js.ValueOf(map[string]any{
		"user":            opt.User,
		"password":        opt.Password,
		"inboxPrefix":     opt.InboxPrefix,
		"name":            opt.Name,
		"reconnectWaitMS": reconnectWait.Milliseconds(),
	})
	conn, err := call(module, "connect", server, options, state, problem)
	if err == nil {
		conn, err = await(conn)
	}
	if err != nil {
		var k *kindError
		if errors.As(err, &k) && k.kind == "unreachable" {
			return nil, fmt.Errorf("could not reach the host at %s: %s", server, k.message)
		}
		return nil, err
	}
	t.conn = conn
	return t, nil
}

// onlineModule is the page's bridge: the one it loaded early (a page opened from a
// table's link loads it while the game compiles, index.html) or, else, loaded now.
// The early one is taken at once: awaiting even a settled promise waits for the page's
// next turn, which comes only once the game has set itself up (or, later, between its
// frames), while taken at once the seat's WebSocket opens meanwhile.
func onlineModule() (js.Value, error) {
	if m := js.Global().Get("mercadoOnlineLoaded"); m.Type() == js.TypeObject {
		return m, nil
	}
	module, err := call(js.Global(), "mercadoOnline")
	if err == nil {
		module, err = await(module)
	}
	return module, err
}

// callback makes f callable from the bridge, for as long as the page lives.
func (t *jsTransport) callback(f func(args []js.Value)) js.Func {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args)
		return nil
	})
	t.mu.Lock()
	t.funcs = append(t.funcs, fn)
	t.mu.Unlock()
	return fn
}

func (t *jsTransport) Request(subject string, data []byte, timeout time.Duration) ([]byte, error) {
	answer, err := call(t.conn, "request", subject, bytesToJS(data), timeout.Milliseconds())
	if err == nil {
		answer, err = await(answer)
	}
	if err != nil {
		return nil, err
	}
	return bytesFromJS(answer), nil
}

// Subscribe hands every message to heard in order, on a goroutine of its own: the
// bridge's callback only queues it, since a callback from JavaScript must not block.
func (t *jsTransport) Subscribe(subject string, heard func([]byte)) error {
	q := &messageQueue{ready: make(chan struct{}, 1)}
	go q.deliver(heard)
	_, err := call(t.conn, "subscribe", subject, t.callback(func(args []js.Value) {
		if len(args) > 0 {
			q.push(bytesFromJS(args[0]))
		}
	}))
	return err
}

func (t *jsTransport) Publish(subject string, data []byte) error {
	_, err := call(t.conn, "publish", subject, bytesToJS(data))
	return err
}

func (t *jsTransport) Flush() error {
	done, err := call(t.conn, "flush")
	if err == nil {
		_, err = await(done)
	}
	return err
}

func (t *jsTransport) Close() { call(t.conn, "close") }

// messageQueue passes messages from the bridge's callbacks to a goroutine, in order,
// without ever making a callback wait.
type messageQueue struct {
	mu    sync.Mutex
	queue [][]byte
	ready chan struct{}
}

func (q *messageQueue) push(data []byte) {
	q.mu.Lock()
	q.queue = append(q.queue, data)
	q.mu.Unlock()
	notify(q.ready)
}

func (q *messageQueue) deliver(heard func([]byte)) {
	for range q.ready {
		for {
			q.mu.Lock()
			if len(q.queue) == 0 {
				q.mu.Unlock()
				break
			}
			data := q.queue[0]
			q.queue = q.queue[1:]
			q.mu.Unlock()
			heard(data)
		}
	}
}

// kindError is a failure the bridge reported, with the bridge's name for its kind.
type kindError struct{ kind, message string }

func (e *kindError) Error() string { return e.message }

// fromJS turns a JavaScript error into the transport's errors.
func fromJS(v js.Value) error {
	if v.Type() != js.TypeObject {
		return &kindError{"other", v.String()}
	}
	kind, message := "other", v.Get("message").String()
	if k := v.Get("kind"); k.Type() == js.TypeString {
		kind = k.String()
	}
	switch kind {
	case "offline":
		return ErrOffline
	case "refused":
		return ErrInviteRefused
	case "timeout":
		return fmt.Errorf("%w (%s)", ErrTimeout, message)
	case "closed":
		return ErrClosed
	}
	return &kindError{kind, message}
}

// call calls v's method, turning a JavaScript exception into an error.
func call(v js.Value, method string, args ...any) (result js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			if je, ok := r.(js.Error); ok {
				err = fromJS(je.Value)
				return
			}
			err = fmt.Errorf("%v", r)
		}
	}()
	return v.Call(method, args...), nil
}

// await waits for a promise to settle, on the calling goroutine (never a callback's).
func await(promise js.Value) (js.Value, error) {
	type settled struct {
		value js.Value
		err   error
	}
	done := make(chan settled, 1)
	resolve := js.FuncOf(func(_ js.Value, args []js.Value) any {
		v := js.Undefined()
		if len(args) > 0 {
			v = args[0]
		}
		done <- settled{value: v}
		return nil
	})
	reject := js.FuncOf(func(_ js.Value, args []js.Value) any {
		err := error(&kindError{"other", "failed"})
		if len(args) > 0 {
			err = fromJS(args[0])
		}
		done <- settled{err: err}
		return nil
	})
	defer resolve.Release()
	defer reject.Release()
	if _, err := call(promise, "then", resolve, reject); err != nil {
		return js.Undefined(), err
	}
	s := <-done
	return s.value, s.err
}

func bytesToJS(data []byte) js.Value {
	u := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u, data)
	return u
}

func bytesFromJS(v js.Value) []byte {
	if v.Type() != js.TypeObject {
		return nil
	}
	b := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(b, v)
	return b
}
