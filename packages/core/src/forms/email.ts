/**
 * What counts as an e-mail address everywhere: forms, the contract and batch
 * files. Deliberately loose (something@domain.tld); the server has the last word.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value)
