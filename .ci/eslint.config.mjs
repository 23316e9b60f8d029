// ESLint's settings for the project's JavaScript; `python3 build.py lint` (and so CI) runs
//   eslint --config .ci/eslint.config.mjs js tests py/sitebuild
// (with --config, the file patterns below are relative to the folder it runs in: the top).
// ESLint's recommended rules catch bugs (undefined or unused names, unreachable code, duplicate
// keys, assignments in conditions...); formatting is left to the code's own style.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "dist/", ".venv/", ".cache/", "tests/artifacts/"] },
  js.configs.recommended,
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { ecmaVersion: 2025, sourceType: "module", globals: globals.browser },
    rules: {
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-shadow-restricted-names": "error",
      "prefer-const": ["error", { destructuring: "all" }],
    },
  },
  { files: ["js/worker.js"], languageOptions: { globals: globals.worker } },
  // The service worker is a classic script: it loads the build's file list with importScripts.
  { files: ["js/sw.js"], languageOptions: { sourceType: "script", globals: globals.serviceworker } },
  { files: ["tests/**/*.mjs", "py/sitebuild/*.mjs"], languageOptions: { globals: globals.node } },
];
