// The parts of @nats-io/nats-core that Mercado's page uses (build/web/online.js).
export { wsconnect, AuthorizationError, TimeoutError, NoRespondersError, PermissionViolationError, ClosedConnectionError } from "@nats-io/nats-core";
