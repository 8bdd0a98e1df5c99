#!/usr/bin/env bash
# The converter image's build steps, kept out of the Dockerfile so that they also run without a
# Docker engine: the Dockerfile's build stage runs this script, and test/docker/check-image.ts runs
# it on the machine itself, then starts the result as the image's CMD would.
#
#   build-steps.sh SRC OUT
#
# SRC holds the build context (what the Dockerfile copies: package.json, package-lock.json, the
# node package's package.json, tsconfig.json, server/, nodes/, credentials/, docker/). OUT receives
# exactly what the runtime image gets in /app: package.json, production node_modules, dist/server
# and the health check.
set -euo pipefail
src="$(cd "$1" && pwd)"
out="$2"
cd "$src"

# `npm install` with the committed lockfile, not `npm ci` (see .ci/run: the registry lacks other
# platforms' optional binaries, so npm ci refuses the lock). Dev dependencies: tsc and the types.
npm install --no-audit --no-fund
npx tsc -p tsconfig.json
# The image runs the server only. Without the workspace, n8n-workflow (the node package's peer,
# a dev dependency of the server) goes with the other dev dependencies.
npm pkg delete workspaces
npm prune --omit=dev --no-audit --no-fund

mkdir -p "$out/dist" "$out/docker"
cp package.json "$out/"
cp -r node_modules "$out/"
cp -r dist/server "$out/dist/"
cp docker/healthcheck.cjs "$out/docker/"
