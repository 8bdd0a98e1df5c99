#!/usr/bin/env bash
# Installs n8n's community-package checks (test/lint/tools/) once, outside the checkout, keyed by a
# hash of the pinned files; prints the install directory. --ignore-scripts: the tools only need
# their JavaScript, and a native dependency of n8n-workflow 2.x (isolated-vm) does not build here.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
key="$(cat "$here/tools/package.json" "$here/tools/package-lock.json" | sha256sum | cut -c1-16)"
cache_root="${BFC_N8N_CACHE:-$HOME/.cache/bfc-n8n}"
dir="$cache_root/lint-$key"
mkdir -p "$cache_root"
exec 9>"$cache_root/lint-$key.lock"
flock 9
if [ ! -f "$dir/.ready" ]; then
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$here/tools/package.json" "$here/tools/package-lock.json" "$dir/"
  (cd "$dir" && npm install --no-audit --no-fund --ignore-scripts >&2)
  touch "$dir/.ready"
fi
echo "$dir"
