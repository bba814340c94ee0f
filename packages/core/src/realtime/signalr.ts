import { HubConnectionBuilder, HubConnectionState, LogLevel } from "@microsoft/signalr"
import type { Transport } from "../http/transport.js"
import type { HubPort } from "./Hub.js"
import { type HubState, KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from "./rules.js"
import { TransportHttpClient } from "./transport-http-client.js"

/**
 * The real connection: @microsoft/signalr with the spec's reconnect delays and timeouts (RT-3, RT-5).
 * With a transport, the hub's HTTP calls go through it (the command line's undici); else signalr's own.
 */
export const buildHubConnection = (url: string, transport?: Transport) => {
  const connection = new HubConnectionBuilder()
    // The tokens travel in the URL (RT-1); without cookies the API can answer CORS for any portal origin.
    .withUrl(url, {
      withCredentials: false,
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

export const signalRHub = (url: string, transport?: Transport): HubPort => {
  const connection = buildHubConnection(url, transport)
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
