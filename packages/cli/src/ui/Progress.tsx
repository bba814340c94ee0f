import { Box, Static, Text } from "ink"
import { bar, type ProgressState, progressFigures } from "./format.js"

export interface Line {
  readonly id: number
  readonly text: string
  readonly tone: "note" | "problem"
}

export interface ProgressViewProps {
  /** Printed once and kept above the live part: what is done, and every bad row. */
  readonly lines: ReadonlyArray<Line>
  readonly progress: ProgressState | undefined
}

/** CLI-5: the live view on a terminal: finished lines above, one progress bar below. */
export const ProgressView = ({ lines, progress }: ProgressViewProps) => (
  <Box flexDirection="column">
    <Static items={[...lines]}>
      {(line) => (
        <Text key={line.id} color={line.tone === "problem" ? "yellow" : undefined}>
          {line.text}
        </Text>
      )}
    </Static>
    {progress ? (
      <Text>
        <Text bold>{progress.label.padEnd(10)}</Text>{" "}
        {progress.fraction !== undefined ? <Text color="green">{bar(progress.fraction, 24)} </Text> : null}
        <Text>{progressFigures(progress)}</Text>
      </Text>
    ) : null}
  </Box>
)
