type Listener = () => void

/**
 * HTTP-5: how many calls are running. A framework-free store (subscribe +
 * getSnapshot) so React reads it with useSyncExternalStore and the CLI can poll it.
 */
export class InFlight {
  private count = 0
  private readonly listeners = new Set<Listener>()

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getSnapshot = (): number => this.count

  start(): void {
    this.count += 1
    this.emit()
  }

  end(): void {
    this.count = Math.max(0, this.count - 1)
    this.emit()
  }

  private emit(): void {
    for (const listener of this.listeners) listener()
  }
}
