import type { Plugin } from "esbuild";

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Keeps a package's imports of the named sibling modules (`./name`, from a module in the same folder) as imports of
 * their own built files, `./name.js` in ESM and `./name.cjs` in CJS, where code splitting would move their code
 * into a shared chunk with a hashed name. A package.json `browser` field swaps modules by path, so a module it maps
 * to a browser stand-in must stay a file whose name does not change from build to build. Each such module must be
 * an entry of the build, so that the file exists.
 */
export function separateModules(names: readonly string[]): Plugin {
  const filter = new RegExp(`^\\./(?:${names.map(escape).join("|")})(?:\\.js)?$`);
  return {
    name: "separate-modules",
    setup(build) {
      // tsup names CJS output .cjs in a "type": "module" package through outExtension, also when it splits CJS.
      const extension = build.initialOptions.outExtension?.[".js"] ?? ".js";
      build.onResolve({ filter }, ({ path, kind }) =>
        kind === "entry-point" ? undefined : { path: `${path.replace(/\.js$/, "")}${extension}`, external: true },
      );
    },
  };
}
