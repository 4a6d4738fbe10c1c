#!/usr/bin/env bash
# Renders the README's pictures with no display: ./scripts/readme-pictures.sh [build dir]
set -euo pipefail
cd "$(dirname "$0")/.."
footfall=${1:-build}/footfall
export SDL_VIDEODRIVER=offscreen
export FOOTFALL_CONFIG_DIR=$(mktemp -d) # never the user's own settings
"$footfall" scenarios/default.json --screenshot docs/images/default.png --time 6 --size 1280x720
"$footfall" scenarios/default.json --screenshot docs/images/window.png --time 6 --size 1600x900 \
  --ui --select commuter
"$footfall" scenarios/default.json --screenshot docs/images/editor.png --size 1600x900 \
  --ui --edit --select commuter
rm -rf "$FOOTFALL_CONFIG_DIR"
