#!/usr/bin/env node
// Runs the TypeScript sources directly, so the command needs no build step.
import { fileURLToPath } from "node:url"
import { register } from "tsx/esm/api"

// Our tsconfig, not the one of the folder the command runs in: it sets the JSX runtime Ink needs.
register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) })
await import("../src/main.ts")
