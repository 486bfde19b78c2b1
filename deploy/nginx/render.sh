#!/bin/sh
# Renders the portal's nginx config: deploy/nginx/render.sh --upstream HOST:PORT [--port 8080] ...
# (--help lists every option). Needs the repository's dependencies (pnpm install).
set -e
here=$(cd "$(dirname "$0")" && pwd)
preview="$here/../../shared/preview"
RENDER_CWD="$PWD" && export RENDER_CWD
cd "$preview" && exec node --import tsx src/render-nginx.ts "$@"
