/** Documented in `wellkit --help`; scripts tell failure kinds apart by them (CLI-5). */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 3,
  server: 4,
  invalidFile: 5,
  failedRows: 6,
  notFound: 7,
  refused: 8,
  interrupted: 130,
} as const
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

export const exitCodeHelp = `Exit codes:
  0    success
  1    unexpected failure
  2    usage error (a missing or wrong flag, an unreadable file)
  3    authentication failed (wrong credentials, locked account, no or expired session)
  4    the API answered with an error or could not be reached
  5    the file has rows that failed validation (nothing was uploaded)
  6    the batch was processed but some of its rows failed
  7    the sync named does not exist (content show, content delete)
  8    the server refused the change as it stands (content delete of a sync that has started)
  130  stopped with Ctrl-C`
