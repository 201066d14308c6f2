// tsconfig.dist.json: builds into another dist dir (NEXT_DIST_DIR; next.config.ts `typescript.tsconfigPath`) read
// that config, which Next leaves as it is because it extends another one, so no build changes a tracked file.
import { copyFile, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { installed } from "./installed";

const next = installed("tsconfig.dist.json");

type WriteDefaults = (typescriptVersion: string, tsConfigPath: string, isFirstTimeSetup: boolean, hasAppDir: boolean, distDir: string, hasPagesDir: boolean, strictRouteTypes: boolean) => Promise<void>;

describe("the tsconfig a build into another dist dir reads", () => {
  it("is left as it is by Next's setup, where tsconfig.json would gain the dist dir's type folders", async () => {
    const { writeConfigurationDefaults } = next.load<{ writeConfigurationDefaults: WriteDefaults }>("next/dist/lib/typescript/writeConfigurationDefaults");
    const folder = await mkdtemp(path.join(tmpdir(), "tsconfig-contract-"));
    for (const file of ["tsconfig.dist.json", "tsconfig.json"]) await copyFile(file, path.join(folder, file));
    const before = await readFile(path.join(folder, "tsconfig.dist.json"), "utf8");
    await writeConfigurationDefaults("5.9.3", path.join(folder, "tsconfig.dist.json"), false, true, ".next-contract", false, false);
    expect(await readFile(path.join(folder, "tsconfig.dist.json"), "utf8"), next.says("Next now writes into a config that extends another")).toBe(before);
    await writeConfigurationDefaults("5.9.3", path.join(folder, "tsconfig.json"), false, true, ".next-contract", false, false);
    expect(await readFile(path.join(folder, "tsconfig.json"), "utf8"), "the control: Next adds a new dist dir's types to a plain config").toContain(".next-contract/types");
  });
});
