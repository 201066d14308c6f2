import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The installed Next and React as one fenced file (lib/next-internals/…) relies on them: each lookup that fails
 * names that file, so an upgrade that moved a module says which reliance to revisit.
 */
export function installed(fencedFile: string) {
  const gone = (specifier: string, error: unknown) =>
    new Error(`${fencedFile}: ${specifier} is not in the installed packages any more (${(error as Error).message}); revisit that file`);
  return {
    /** A module of the installed packages, as Node loads it. */
    load<T>(specifier: string): T {
      try {
        return require(specifier) as T;
      } catch (error) {
        throw gone(specifier, error);
      }
    },
    /** The source text of an installed file. */
    source(specifier: string): string {
      try {
        return readFileSync(require.resolve(specifier), "utf8");
      } catch (error) {
        throw gone(specifier, error);
      }
    },
    /** The path of an installed file. */
    resolve(specifier: string): string {
      try {
        return require.resolve(specifier);
      } catch (error) {
        throw gone(specifier, error);
      }
    },
    /** The assertion message: what no longer holds, and the file to revisit. */
    says: (what: string) => `${fencedFile}: ${what}; revisit that file`,
  };
}
