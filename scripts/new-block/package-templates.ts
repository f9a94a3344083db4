import { ScaffoldError, type BlockNames } from "./block-name";
import { COMMON_TEST_TOOLS, LOCALES, type KindTemplate, type TemplateOptions } from "./kind-template";
import type { WorkspaceVersions } from "./workspace-versions";

function testToolVersion(name: string, versions: WorkspaceVersions): string {
  const version = versions.workspaceTools[name] ?? versions.testTools[name];
  // A template naming a tool the repo does not install would scaffold a package whose tests cannot run.
  if (!version) throw new ScaffoldError(`The repo does not install ${name}, which the template's tests use`);
  return version;
}

/** The package.json of hello-world-block, field for field, for the new block. */
export function packageJson(names: BlockNames, template: KindTemplate, versions: WorkspaceVersions): string {
  const dependencies: Record<string, string> = {};
  if (template.usesComponents) dependencies["@broadsheet/components"] = versions.components;
  dependencies["@broadsheet/kit"] = versions.kit;
  if (template.usesStyle) dependencies["@broadsheet/style"] = versions.style;
  if (template.usesThemes) dependencies["@broadsheet/themes"] = versions.themes;
  const peerDependencies: Record<string, string> = { react: versions.react, "@types/react": versions.typesReact };
  // What the tests and stories import: a package's tests run with what it declares (lint-packages checks).
  const devDependencies = Object.fromEntries(
    [...COMMON_TEST_TOOLS, ...template.testTools].sort().map((name) => [name, testToolVersion(name, versions)]),
  );

  const manifest = {
    name: names.packageName,
    version: "0.1.0",
    description: `The ${names.label} ${template.kind} for Arc XP PageBuilder.`,
    license: "MIT",
    repository: { type: "git", url: versions.repositoryUrl, directory: `blocks/${names.folder}` },
    engines: { node: versions.node },
    type: "module",
    sideEffects: false,
    main: "./dist/index.cjs",
    module: "./dist/index.js",
    types: "./dist/index.d.ts",
    exports: {
      ".": {
        import: { types: "./dist/index.d.ts", default: "./dist/index.js" },
        require: { types: "./dist/index.d.cts", default: "./dist/index.cjs" },
      },
      // The Fusion folder and phrases stay reachable by package path where exports are honoured.
      [`./${template.fusionFolder}/*`]: `./${template.fusionFolder}/*`,
      "./intl.json": "./intl.json",
      "./package.json": "./package.json",
    },
    files: ["dist", template.fusionFolder, "intl.json"],
    scripts: { build: "tsup" },
    dependencies,
    peerDependencies,
    peerDependenciesMeta: { "@types/react": { optional: true } },
    publishConfig: { access: "public" },
    devDependencies,
  };
  // The layout npm and lerna write, so neither reformats the file later.
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The block's phrases, namespaced by its package folder, in every locale Fusion bundles ship. */
export function intlJson(names: BlockNames, template: KindTemplate): string {
  const phrases = Object.fromEntries(
    Object.entries(template.phrases).map(([key, texts]) => [
      `${names.folder}.${key}`,
      Object.fromEntries(LOCALES.map((locale) => [locale, texts[locale]])),
    ]),
  );
  return `${JSON.stringify(phrases, null, 2)}\n`;
}

export const tsconfigJson = (): string => `{
  "extends": "../../tsconfig.base.json",
  "include": ["src", "../../platform/kit/fusion-modules.d.ts"],
  "exclude": ["src/**/*.test.ts", "src/**/*.test.tsx", "src/**/*.stories.tsx"]
}
`;

export const tsupConfig = (): string => `import { packageConfig } from "../../scripts/build/tsup-preset";

export default packageConfig({ blocks: true });
`;

export const indexTs = ({ name, component }: BlockNames): string => `export { ${component} } from "./${name}";
export type { ${component}Fields } from "./${name}";
`;

const HYDRATION: Record<KindTemplate["variant"], (options: TemplateOptions) => string> = {
  static: () => "`static`",
  island: ({ trigger }) => `\`${trigger}\``,
  content: () => "`static`",
  chain: () => "with the page",
  layout: () => "with the page",
};

export function readme(names: BlockNames, template: KindTemplate, options: TemplateOptions): string {
  const { name, label, packageName, folder, component } = names;
  return [
    `# ${packageName}`,
    "",
    `${label}: a ${template.kind} for Arc XP PageBuilder (Fusion), declared with \`defineBlock\` from \`@broadsheet/kit\`.`,
    "",
    "| Export | Fusion name | Folder | label | hydration |",
    "| --- | --- | --- | --- | --- |",
    `| \`${component}\` | \`${name}\` | \`${template.fusionFolder}/${name}/\` | ${label} | ${HYDRATION[template.variant](options)} |`,
    "",
    "## What it does",
    "",
    ...template.readme(names, options),
    "",
    "## Phrases",
    "",
    `${Object.keys(template.phrases)
      .map((key) => `\`${folder}.${key}\``)
      .join(", ")} in ${LOCALES.join(", ")} (\`intl.json\`).`,
    "",
    "## Use it in a Fusion bundle",
    "",
    "```sh",
    `npm install ${packageName}`,
    "```",
    "",
    `List \`${packageName}\` in the bundle's \`blocks.json\`. PageBuilder finds the ${template.kind} \`${name}\` at`,
    `\`${template.fusionFolder}/${name}/default.js\`; other hosts read \`dist/manifests/${name}.json\`.`,
    "",
    "## Develop",
    "",
    "```sh",
    `npm test -- blocks/${folder}`,
    `npm run storybook   # Blocks/${label}`,
    `cd blocks/${folder} && npx tsup`,
    "```",
    "",
  ].join("\n");
}

/** The package's manifest snapshot test, the same in every block package. */
export const manifestTest = (): string => `import { packageManifests } from "@broadsheet/kit";
import * as entry from "./index";

/** What this package tells hosts about its blocks; a changed snapshot is a change every site sees: review it. */
it("describes its blocks to hosts as before", () => {
  expect(packageManifests(entry)).toMatchSnapshot();
});
`;
