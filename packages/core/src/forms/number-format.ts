/**
 * An `Intl.NumberFormat` made on its first use and kept. Making one loads the locale's data,
 * about 15 ms on a fast machine and a long task on a phone (issue 23): a module that the SDK
 * runs at start-up must not pay it for a screen that may never format a number.
 */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => {
  let made: Intl.NumberFormat | undefined
  return {
    format: (value: number) => {
      made ??= new Intl.NumberFormat(locale, options)
      return made.format(value)
    },
  }
}
