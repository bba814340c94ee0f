import { HubConnectionBuilder, HubConnectionState, LogLevel } from "@microsoft/signalr"
import { basicAuthorization } from "../http/params.js"
import type { Transport } from "../http/transport.js"
import type { HubPort } from "./Hub.js"
import { type HubState, KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from "./rules.js"
import { TransportHttpClient } from "./transport-http-client.js"

/** How the hub reaches the API besides its address. */
export interface HubOptions {
  /** The hub's HTTP calls go through it (the command line's undici); else signalr's own. */
  readonly transport?: Transport
  /** "user:password": HTTP-3's Basic header on the hub's HTTP calls (its negotiate), as on every other call. */
  readonly basicAuth?: string
}

/** The real connection: @microsoft/signalr with the spec's reconnect delays and timeouts (RT-3, RT-5). */
export const buildHubConnection = (url: string, { transport, basicAuth }: HubOptions = {}) => {
  const connection = new HubConnectionBuilder()
    // The tokens travel in the URL (RT-1); without cookies the API can answer CORS for any portal origin.
    .withUrl(url, {
      withCredentials: false,
      ...(basicAuth ? { headers: { authorization: basicAuthorization(basicAuth) } } : {}),
      ...(transport ? { httpClient: new TransportHttpClient(transport) } : {}),
    })
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    // Its own logging would print the URL, tokens and all; failures reach us through the handlers instead.
    .configureLogging(LogLevel.None)
    .build()
  connection.serverTimeoutInMilliseconds = SERVER_TIMEOUT_MS
  connection.keepAliveIntervalInMilliseconds = KEEP_ALIVE_MS
  return connection
}

const states: Record<HubConnectionState, HubState> = {
  [HubConnectionState.Disconnected]: "Disconnected",
  [HubConnectionState.Connecting]: "Connecting",
  [HubConnectionState.Connected]: "Connected",
  [HubConnectionState.Disconnecting]: "Disconnecting",
  [HubConnectionState.Reconnecting]: "Reconnecting",
}

export const signalRHub = (url: string, options?: HubOptions): HubPort => {
  const connection = buildHubConnection(url, options)
  return {
    start: () => connection.start(),
    stop: () => connection.stop(),
    state: () => states[connection.state],
    // A handler that returns a value makes the client log "Result given ... not expecting a result".
    on: (method, handler) =>
      connection.on(method, (...args: Array<unknown>) => {
        handler(...args)
      }),
    onReconnecting: (handler) => connection.onreconnecting(handler),
    onReconnected: (handler) => connection.onreconnected(() => handler()),
    onClose: (handler) => connection.onclose(handler),
  }
}
