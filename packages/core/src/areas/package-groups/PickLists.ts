import { Effect } from "effect"
import type { Product } from "../../api/Licenses.js"
import * as Api from "../../api/PackageGroups.js"
import { ApiClient } from "../../http/ApiClient.js"
import { call } from "../../http/call.js"
import { runtimeCache } from "../../kit/cache.js"

/** POR-19: the product catalogue and the reward symbols are the same for every organization; read once. */
export const productCache = runtimeCache<"all", ReadonlyArray<Product>>()
export const rewardSymbolCache = runtimeCache<"all", ReadonlyArray<Api.RewardSymbol>>()

const fetchProducts = Effect.flatMap(ApiClient, (client) =>
  call(Api.allProducts, client.packageGroups.products()),
)
const fetchSymbols = Effect.flatMap(ApiClient, (client) =>
  call(Api.rewardSymbols, client.packageGroups.rewardSymbols()),
)

/** Every product a package can be sold as. */
export const products = Effect.flatMap(productCache, (cache) => cache.ensure("all", fetchProducts))
export const reloadProducts = Effect.flatMap(productCache, (cache) => cache.reload("all", fetchProducts))

/** What a reward can be paid in. */
export const rewardSymbols = Effect.flatMap(rewardSymbolCache, (cache) => cache.ensure("all", fetchSymbols))
export const reloadRewardSymbols = Effect.flatMap(rewardSymbolCache, (cache) =>
  cache.reload("all", fetchSymbols),
)
