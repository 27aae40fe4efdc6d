#!/usr/bin/env bash
# npm run test:packages: the three published packages as a stranger gets them. publint and are-the-types-wrong judge
# each packed package; then a fixture app outside the workspace (scripts/fixture-app, with the features README's
# example as its src/main.tsx) installs the tarballs and the peers from the registry, type-checks strictly, builds
# with Vite, and renders the screens on the server. `--no-build` reuses the packages' dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
[ "${1:-}" = "--no-build" ] || npm run -s build -w @holostream/design-system -w @holostream/api -w @holostream/features
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for pkg in design-system api features; do
  npx publint "packages/$pkg" --strict
  tarball=$(cd "$work" && npm pack --silent "$root/packages/$pkg" | tail -1)
  # Stylesheets have no types, and source-only exports (the stories' helpers) resolve only in this workspace.
  mapfile -t skipped < <(node -e '
    const { exports } = require(process.argv[1]);
    for (const [path, target] of Object.entries(exports))
      if (path.endsWith(".css") || (typeof target === "object" && !target.types && !target.default)) console.log(path);
  ' "$root/packages/$pkg/package.json")
  # A pattern export (`./*`) is checked for each folder it serves: attw does not expand patterns.
  mapfile -t served < <(node -e '
    const { readdirSync, existsSync } = require("node:fs");
    const { exports } = require(process.argv[1] + "/package.json");
    for (const [path, target] of Object.entries(exports)) {
      if (!path.endsWith("/*") || typeof target !== "object") continue;
      const [before, after] = target.source.split("*");
      for (const name of readdirSync(process.argv[1] + "/" + before))
        if (existsSync(process.argv[1] + "/" + before + name + after)) console.log(path.replace("*", name));
    }
  ' "$root/packages/$pkg")
  npx attw "$work/$tarball" --profile esm-only --no-emoji ${skipped[@]:+--exclude-entrypoints "${skipped[@]}"} \
    ${served[@]:+--include-entrypoints "${served[@]}"}
done

app="$work/app"
cp -r scripts/fixture-app "$app"
awk '/^```tsx file=src\/main.tsx/{on=1; next} /^```/{on=0} on' packages/features/README.md >"$app/src/main.tsx"
version() { node -p "JSON.parse(require('fs').readFileSync('node_modules/$1/package.json', 'utf8')).version"; }
peers=()
for name in react react-dom react-router @tanstack/react-query i18next react-i18next; do peers+=("$name@$(version "$name")"); done
tools=()
for name in typescript vite @vitejs/plugin-react @types/react @types/react-dom; do tools+=("$name@$(version "$name")"); done
cd "$app"
npm install --no-audit --no-fund --loglevel=error "$work"/*.tgz "${peers[@]}"
npm install --no-audit --no-fund --loglevel=error --save-dev "${tools[@]}"
npx tsc -p .
npx vite build --logLevel warn
npx vite build --logLevel warn --ssr src/render.tsx --outDir ssr
node ssr/render.js
echo "test:packages: publint, attw, and a fixture app that installs, type-checks, builds and renders the packages"
