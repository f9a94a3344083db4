import type { BlockNames } from "./block-name";
import type { KindTemplate } from "./kind-template";
import type { WorkspaceVersions } from "./workspace-versions";

/** The package.json of hello-world-block, field for field, for the new block. */
export function packageJson(names: BlockNames, template: KindTemplate, versions: WorkspaceVersions): string {
  const dependencies: Record<string, string> = {};
  if (template.usesComponents) dependencies["@broadsheet/components"] = versions.components;
  dependencies["@broadsheet/kit"] = versions.kit;
  const peerDependencies: Record<string, string> = { react: versions.react };
  if (template.usesStyledComponents) peerDependencies["styled-components"] = versions.styledComponents;

  const manifest = {
    name: names.packageName,
    version: "0.1.0",
    description: `The ${names.label} ${template.kind} for Arc XP PageBuilder.`,
    license: "MIT",
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
      "./package.json": "./package.json",
    },
    files: ["dist", template.fusionFolder],
    scripts: { build: "tsup" },
    dependencies,
    peerDependencies,
    publishConfig: { access: "public" },
  };
  // The layout npm and lerna write, so neither reformats the file later.
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export const tsconfigJson = (): string => `{
  "extends": "../../tsconfig.base.json",
  "include": ["src", "../../platform/kit/fusion.d.ts"],
  "exclude": ["src/**/*.test.ts", "src/**/*.test.tsx", "src/**/*.stories.tsx"]
}
`;

export const tsupConfig = (): string => `import { packageConfig } from "../../scripts/build/tsup-preset";

export default packageConfig({ blocks: true });
`;

export const indexTs = ({ name, component }: BlockNames): string => `export { ${component} } from "./${name}";
export type { ${component}Fields } from "./${name}";
`;

export function readme(names: BlockNames, template: KindTemplate): string {
  const { name, label, packageName, folder } = names;
  return [
    `# ${packageName}`,
    "",
    `${label}: a ${template.kind} for Arc XP PageBuilder (Fusion), declared with \`defineBlock\` from \`@broadsheet/kit\`.`,
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
    "## Custom fields",
    "",
    ...template.readme(names),
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
