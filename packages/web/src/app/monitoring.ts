import {
  allMonitoring,
  consoleMonitoring,
  type ExceptionReport,
  type MonitoringShape,
  noMonitoring,
  redactDeep,
} from "@wellkit/core"

/** ERR-4: the spec's monitoring defaults (section 9). */
export const appInsightsSettings = (connectionString: string) => ({
  connectionString,
  /** The retry buffer: events kept in memory while they cannot be sent. */
  eventsLimitInMem: 2000,
  maxBatchInterval: 15_000,
  maxBatchSizeInBytes: 102_400,
  maxAjaxCallsPerView: 500,
  sessionRenewalMs: 30 * 60 * 1000,
  sessionExpirationMs: 24 * 60 * 60 * 1000,
})

/**
 * Every telemetry item passes through here before it is sent: the SDK records
 * ajax URLs, and ours carry apiKey and authToken in the query string.
 */
export const redactTelemetryItem = (item: {
  name?: string
  baseData?: unknown
  data?: unknown
  tags?: unknown
}) => {
  redactDeep(item)
  return true
}

const SEVERITY_ERROR = 3
/** Held while Application Insights loads; its own buffer takes over once it has. */
const PENDING_LIMIT = 200

export interface MonitoringOptions {
  /** A development build (vite's `import.meta.env.DEV`): the only one whose console gets handled errors. */
  readonly development: boolean
}

/**
 * ERR-4: Application Insights when a connection string is configured, loaded
 * lazily so the portal does not ship it otherwise. A handled error has already
 * been shown to the user, so the console gets it only in a development build.
 * Reports made while Application Insights loads are kept and sent once it is ready.
 */
export const startMonitoring = (
  connectionString: string | undefined,
  { development }: MonitoringOptions,
): MonitoringShape => {
  const local = development ? consoleMonitoring : noMonitoring
  if (!connectionString) return local
  const pending: Array<ExceptionReport> = []
  let send: ((report: ExceptionReport) => void) | undefined
  void import("@microsoft/applicationinsights-web")
    .then(({ ApplicationInsights }) => {
      const insights = new ApplicationInsights({ config: appInsightsSettings(connectionString) })
      insights.loadAppInsights()
      insights.addTelemetryInitializer(redactTelemetryItem)
      send = (report) =>
        insights.trackException({
          exception: new Error(report.message),
          severityLevel: SEVERITY_ERROR,
          properties: report.properties,
        })
      for (const report of pending.splice(0)) send(report)
    })
    .catch((error: Error) => {
      if (development) console.error("[wellkit] monitoring could not start:", error.message)
      // Nowhere left to send them: what was kept is let go rather than held for ever.
      send = () => {}
      pending.length = 0
    })
  return allMonitoring(local, {
    trackException: (report) => {
      if (send) send(report)
      else if (pending.length < PENDING_LIMIT) pending.push(report)
    },
  })
}
