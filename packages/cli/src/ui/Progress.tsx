import { Text, useStdout } from "ink"
import { useLayoutEffect } from "react"
import { bar, type ProgressState, progressFigures } from "./format.js"

export interface ProgressViewProps {
  readonly progress: ProgressState | undefined
}

/** CLI-5: the live part of the view: one progress bar, or nothing between phases. */
export const ProgressView = ({ progress }: ProgressViewProps) =>
  progress ? (
    <Text>
      <Text bold>{progress.label.padEnd(10)}</Text>{" "}
      {progress.fraction !== undefined ? <Text color="green">{bar(progress.fraction, 24)} </Text> : null}
      <Text>{progressFigures(progress)}</Text>
    </Text>
  ) : null

export interface LiveViewProps extends ProgressViewProps {
  /** Receives Ink's writer: it prints text above the live part, then draws the live part again. */
  readonly onWriter: (write: (text: string) => void) => void
}

/** The progress bar, and Ink's writer for the lines above it (layout effects run before render returns). */
export const LiveView = ({ progress, onWriter }: LiveViewProps) => {
  const { write } = useStdout()
  useLayoutEffect(() => onWriter(write), [onWriter, write])
  return <ProgressView progress={progress} />
}
