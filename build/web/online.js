// Mercado's bridge to NATS for online play in the browser: the game (game/online,
// transport_js.go) connects a seat through here, with the official JavaScript client
// (nats/nats-core.js, @nats-io/nats-core) over the host's WebSocket listener. The page
// imports this module only when a seat connects, so a game on this device loads nothing
// of it. Every failure is an Error whose `kind` the game reads: offline, refused,
// unreachable, timeout, closed or other.
import {
  wsconnect, AuthorizationError, TimeoutError, NoRespondersError, ClosedConnectionError,
} from "./nats/nats-core.js";

function failure(kind, message) {
  const e = new Error(message);
  e.kind = kind;
  return e;
}

// classify names what went wrong in the client's error e.
function classify(e) {
  if (e && e.kind) return e;
  const message = String((e && e.message) || e);
  // The client counts the server's "Authentication Timeout" (this page was too slow to
  // send its credential) as an AuthorizationError, but the invite was not refused.
  if (/authentication timeout/i.test(message)) return failure("timeout", message);
  if (e instanceof AuthorizationError || /authoriz/i.test(message)) return failure("refused", message);
  if (e instanceof TimeoutError) return failure("timeout", message);
  if (e instanceof ClosedConnectionError) return failure("closed", message);
  if (e instanceof NoRespondersError) return failure("other", "no referee answers at the host just now");
  return failure("other", message);
}

// connect connects a seat to server (ws:// or wss://) and returns what the game uses of
// the connection. onState hears "connected" after each reconnection, "reconnecting" when
// the connection is lost and "closed" at the end; onProblem hears the errors the server
// reports (a permissions violation).
export async function connect(server, o, onState, onProblem) {
  if (navigator.onLine === false) throw failure("offline", "this device is offline");
  let nc;
  try {
    nc = await wsconnect({
      servers: server,
      user: o.user,
      pass: o.password,
      inboxPrefix: o.inboxPrefix,
      name: o.name,
      maxReconnectAttempts: -1, // a table outlives every connection
      reconnectTimeWait: o.reconnectWaitMS,
      reconnectJitter: 0,
      ignoreAuthErrorAbort: true, // a restarting host admits the seats a moment after it listens
    });
  } catch (e) {
    const c = classify(e);
    if (c.kind === "other") throw failure("unreachable", c.message);
    throw c;
  }
  (async () => {
    for await (const s of nc.status()) {
      if (s.type === "disconnect") onState("reconnecting");
      else if (s.type === "reconnect") onState("connected");
      else if (s.type === "error") onProblem(String((s.error && s.error.message) || s.error));
    }
  })().catch(() => {});
  nc.closed().then(() => onState("closed"));
  return {
    async request(subject, data, timeoutMS) {
      try {
        return (await nc.request(subject, data, { timeout: timeoutMS })).data;
      } catch (e) {
        throw classify(e);
      }
    },
    subscribe(subject, heard) {
      nc.subscribe(subject, {
        callback: (err, m) => {
          if (err) onProblem(String(err.message || err));
          else heard(m.data);
        },
      });
    },
    publish(subject, data) {
      try {
        nc.publish(subject, data);
      } catch (e) {
        throw classify(e);
      }
    },
    async flush() {
      try {
        await nc.flush();
      } catch (e) {
        throw classify(e);
      }
    },
    close() {
      nc.close().catch(() => {});
    },
  };
}
