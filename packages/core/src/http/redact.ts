const tokenParam = /\b(apiKey|authToken|access_token)=([^&\s"'#]+)/gi

/** Tokens never reach logs, monitoring or error messages: every text we emit passes through here. */
export const redactTokens = (text: string, secrets: ReadonlyArray<string | undefined> = []): string => {
  let out = text.replace(tokenParam, "$1=[redacted]")
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join("[redacted]")
  }
  return out
}
