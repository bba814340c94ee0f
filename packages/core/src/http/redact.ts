const tokenParam = /\b(apiKey|authToken|access_token)=([^&\s"'#]+)/gi

/** Tokens never reach logs, monitoring or error messages: every text we emit passes through here. */
export const redactTokens = (text: string, secrets: ReadonlyArray<string | undefined> = []): string => {
  let out = text.replace(tokenParam, "$1=[redacted]")
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join("[redacted]")
  }
  return out
}

/** Redacts every string inside a value (telemetry items, error summaries), leaving its shape alone. */
export const redactDeep = <A>(value: A, secrets: ReadonlyArray<string | undefined> = []): A => {
  const seen = new WeakSet<object>()
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return redactTokens(node, secrets)
    if (typeof node !== "object" || node === null) return node
    if (seen.has(node)) return node
    seen.add(node)
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) node[index] = walk(node[index])
      return node
    }
    for (const key of Object.keys(node)) {
      ;(node as Record<string, unknown>)[key] = walk((node as Record<string, unknown>)[key])
    }
    return node
  }
  return walk(value) as A
}
