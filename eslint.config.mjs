// ESLint's settings for the project's JavaScript (js/, tests/, py/sitebuild/).  `npx eslint` run
// from the top finds them, and so does `python3 build.py lint` (and so CI), which fails on any
// finding, a warning too.
// ESLint's recommended rules catch bugs (undefined or unused names, unreachable code, duplicate
// keys, assignments in conditions...); formatting is left to the code's own style.
import js from "@eslint/js";
import globals from "globals";

export default [
  // What .gitignore names (run with no paths, ESLint lints the whole tree less these).
  { ignores: ["node_modules/", "dist/", ".venv/", ".cache/", "tests/artifacts/", "build/"] },
  js.configs.recommended,
  // An eslint-disable comment that no longer disables anything fails too, not only build.py lint.
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
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
  // route.js runs before the first paint, a classic script in the page's head.
  { files: ["js/route.js"], languageOptions: { sourceType: "script", globals: globals.browser } },
  { files: ["tests/**/*.mjs", "py/sitebuild/*.mjs", "eslint.config.mjs"], languageOptions: { globals: globals.node } },
];
