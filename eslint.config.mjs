// @ts-check
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  // Build output and the Fusion entries the block build generates are never hand-written.
  globalIgnores([
    "**/node_modules/",
    "**/dist/",
    "**/storybook-static/",
    "**/coverage/",
    "blocks/*/features/",
    "blocks/*/chains/",
    "blocks/*/layouts/",
    "blocks/*/output-types/",
    "blocks/*/sources/",
    // MSW's service worker, written by `npx msw init` from the installed msw.
    ".storybook/public/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      // Blocks render on the server and in the browser; scripts and configs run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["components/src/**/*.{ts,tsx}", "blocks/*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.stories.{ts,tsx}"],
    rules: {
      // @broadsheet/style names classes after the componentId; the server and the browser load different
      // modules, so the id must be fixed in the source, never derived from module order.
      "no-restricted-syntax": [
        "error",
        {
          selector: "TaggedTemplateExpression > MemberExpression.tag[object.name='styled']",
          message: 'Give every styled component a stable id: styled.div.withConfig({ componentId: "bs-…" })`…`',
        },
        {
          selector: "TaggedTemplateExpression > CallExpression.tag[callee.name='styled']",
          message: 'Give every styled component a stable id: styled(Part).withConfig({ componentId: "bs-…" })`…`',
        },
      ],
    },
  },
  {
    files: ["components/src/**/index.ts"],
    rules: {
      // esbuild splits code by file: a barrel's `export { A } from "./a"` makes every island that uses one name
      // of the barrel reach all the files it names (one icon brought every icon into an island's chunk).
      "no-restricted-syntax": [
        "error",
        {
          selector: "ExportNamedDeclaration[source][exportKind='value']",
          message:
            'Re-export a part\'s module whole (export * from "./x"), so a bundle reaches only the files it uses; keep internals out of the modules a barrel names.',
        },
      ],
    },
  },
  {
    // Ambient `declare module "fusion:*"` files cannot be imported, only referenced.
    files: ["platform/kit/src/**/*.ts"],
    rules: {
      "@typescript-eslint/triple-slash-reference": ["error", { path: "always", types: "prefer-import", lib: "never" }],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.{ts,tsx}", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  // Turns off every stylistic rule prettier owns; must stay last.
  prettier,
);
