// Loads .env.local, .env and their per-mode siblings into process.env exactly as `next dev` / `next start` do
// (variables already set win), so a script started from package.json reads what the app reads. Imported first
// by every script that reads the environment; importing it is all it takes.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production");
