import { createInterface } from "node:readline"

/** Reads a line without echoing it, for passwords on a terminal. */
export const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    let asked = false
    output._writeToOutput = (text: string) => {
      if (!asked) {
        process.stdout.write(text)
        asked = true
      }
    }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write("\n")
      resolve(answer)
    })
    rl.on("SIGINT", () => {
      rl.close()
      reject(new Error("cancelled"))
    })
  })

export const prompt = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout })
    rl.question(question, (answer) => {
      rl.close()
      resolve(answer)
    })
  })

export const readStdin = async (): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString("utf8")
}
