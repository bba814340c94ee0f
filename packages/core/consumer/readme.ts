export interface Example {
  /** 1-based line of the README where the example's code starts, so a failure names it. */
  readonly line: number
  readonly code: string
}

/** Every ```ts block of a Markdown text; other languages (sh, json) are not compiled. */
export const typescriptExamples = (markdown: string): ReadonlyArray<Example> => {
  const examples: Array<Example> = []
  let open: { line: number; body: Array<string> } | undefined
  markdown.split("\n").forEach((text, index) => {
    if (!open && /^```ts\s*$/.test(text)) open = { line: index + 2, body: [] }
    else if (open && /^```\s*$/.test(text)) {
      examples.push({ line: open.line, code: open.body.join("\n") })
      open = undefined
    } else open?.body.push(text)
  })
  return examples
}

/** Each example is a module of its own, so two examples may both declare `wellkit`. */
export const exampleModule = (example: Example) => `${example.code}\nexport {}\n`
