export const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
