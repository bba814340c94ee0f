export * as Favorites from "./Favorites.js"
