/**
 * The feature pack built as a Fusion bundle is: webpack 5 at its defaults (fully specified ES module imports,
 * `exports` honoured), for the browser and for Node, and again with `exports` ignored, as webpack 4 and other
 * legacy resolvers see our packages. Only `fusion:*` is mapped, to the stand-ins beside this file, and the
 * site's own .jsx goes through a loader, as in any site's build.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import webpack, { type Configuration, type Stats } from "webpack";

export interface BundleOptions {
  pack: string;
  componentMap: string;
  out: string;
  side: "client" | "server";
  /** false: the packages' `exports` are ignored (webpack 4, TypeScript node10, older tools). */
  exportsFields: boolean;
  minimize: boolean;
  /** React and react-dom left to a script tag of the host (to weigh our code apart from React's). */
  reactExternal?: boolean;
}

const HERE = import.meta.dirname;
const FUSION_MODULES = ["context", "content", "properties", "intl", "environment", "static"];

export function webpackConfig(options: BundleOptions): Configuration {
  const client = options.side === "client";
  return {
    mode: "production",
    context: options.pack,
    target: client ? "web" : "node",
    entry: join(HERE, "runtime", client ? "client-entry.mjs" : "server-entry.mjs"),
    output: {
      path: options.out,
      filename: client ? "client.js" : "server.cjs",
      chunkFilename: client ? "[name].[contenthash:8].js" : "[name].cjs",
      publicPath: client ? "/proof/" : "auto",
      ...(client ? {} : { library: { type: "commonjs2" } }),
      clean: true,
    },
    devtool: false,
    optimization: { minimize: options.minimize },
    performance: { hints: false },
    resolve: {
      // The runtime and the stand-ins live in the repository; React and the rest come from the feature pack.
      modules: [join(options.pack, "node_modules"), "node_modules"],
      alias: { "fusion-proof-components": options.componentMap },
      ...(options.exportsFields ? {} : { exportsFields: [] }),
      // The runtime above sits in the repository, whose tsconfig maps our packages to their sources; webpack 5
      // would apply those paths and bundle sources, not what was installed.
      tsconfig: false,
    },
    externals: options.reactExternal
      ? { react: "React", "react-dom": "ReactDOM", "react-dom/client": "ReactDOM" }
      : undefined,
    module: {
      rules: [
        // webpack 5 asks for extensions in ES modules only together with reading `exports`; the resolvers that
        // ignore `exports` (webpack 4, older tools) never asked for them, and neither does React's own
        // react/jsx-runtime without its `exports`. So the legacy build resolves as they do.
        ...(options.exportsFields ? [] : [{ test: /\.m?js$/, resolve: { fullySpecified: false } }]),
        {
          test: /\.jsx$/,
          exclude: /node_modules/,
          use: {
            loader: createRequire(import.meta.url).resolve("swc-loader"),
            options: {
              jsc: { parser: { syntax: "ecmascript", jsx: true }, transform: { react: { runtime: "automatic" } } },
            },
          },
        },
      ],
    },
    plugins: [
      // Fusion's own modules: webpack 5 would read "fusion:" as a URL scheme, so they are replaced before resolving.
      new webpack.NormalModuleReplacementPlugin(/^fusion:/, (resource: { request: string }) => {
        const name = resource.request.slice("fusion:".length);
        if (!FUSION_MODULES.includes(name)) throw new Error(`no stand-in for fusion:${name}`);
        resource.request = join(HERE, "fusion", `${name}.mjs`);
      }),
    ],
  };
}

export async function bundle(options: BundleOptions): Promise<Stats> {
  const compiler = webpack(webpackConfig(options));
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error("no stats")) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    const { errors = [] } = stats.toJson({ all: false, errors: true });
    const label = `${options.side} bundle${options.exportsFields ? "" : " (exports ignored)"}`;
    throw new Error(
      `${label} failed:\n${errors
        .slice(0, 10)
        .map((error) => error.message)
        .join("\n\n")}`,
    );
  }
  return stats;
}

/** The gzip size of every script a bundle wrote (what a browser downloads once it has loaded every chunk). */
export function gzipBytes(dir: string): number {
  return readdirSync(dir)
    .filter((name) => /\.(c?js)$/.test(name) && statSync(join(dir, name)).isFile())
    .reduce((sum, name) => sum + gzipSync(readFileSync(join(dir, name)), { level: 9 }).length, 0);
}

/** Modules of a client bundle whose path names a package, for the check that some never reach a browser. */
export function bundledPackages(stats: Stats): Set<string> {
  const names = new Set<string>();
  const { modules = [] } = stats.toJson({ all: false, modules: true, nestedModules: true });
  const visit = (list: typeof modules) => {
    for (const module of list) {
      const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(module.name ?? "");
      if (match?.[1]) names.add(match[1].replace(/\\/g, "/"));
      if (module.modules) visit(module.modules);
    }
  };
  visit(modules);
  return names;
}
