import { Data } from "effect"

/**
 * A call that got no usable answer. `Encode`: the request did not fit the
 * contract, so nothing was sent. `Transport`: no answer came (no network, a
 * proxy that refused). `Timeout`: not the whole answer within the call's time.
 * Its message names the method and path, never the query (it carries tokens)
 * nor what failed to encode (it may be a password).
 */
export class RequestError extends Data.TaggedError("RequestError")<{
  readonly reason: "Encode" | "Transport" | "Timeout"
  readonly method: string
  readonly path: string
  readonly cause?: unknown
}> {
  override get message(): string {
    const detail = this.reason === "Transport" && this.cause instanceof Error ? `: ${this.cause.message}` : ""
    return `${this.method} ${this.path} failed (${this.reason})${detail}`
  }
}

/**
 * An answer the call does not expect: a status its contract does not declare
 * (`StatusCode`), or a body that could not be read to the end (`Decode`).
 * A body that was read but does not match the contract fails as a ParseError.
 */
export class ResponseError extends Data.TaggedError("ResponseError")<{
  readonly reason: "StatusCode" | "Decode"
  readonly method: string
  readonly path: string
  readonly status: number
  readonly cause?: unknown
}> {
  override get message(): string {
    return `${this.method} ${this.path} answered ${this.status} (${this.reason})`
  }
}
