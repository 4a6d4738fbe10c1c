#!/usr/bin/env bash
# Renders the README's pictures and videos with no display: ./scripts/readme-pictures.sh [build dir]
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
# The demo video (linked, with a frame of it as its poster) and the GIF shown inline; each
# must stay under 5 MB.
"$footfall" record scenarios/default.json -o docs/videos/default.mp4 --start 2 --duration 10
"$footfall" scenarios/default.json --screenshot docs/images/default-video.png --time 8 \
  --size 1920x1080 --layers video
"$footfall" record scenarios/atm_queue.json -o docs/images/atm.gif --width 1280 --height 480 \
  --fps 20 --duration 22
# Planned footsteps (docs/avoidance.md): plans, a detour re-planned, both feet on the goal.
"$footfall" record scenarios/planned_footsteps.json -o docs/images/planned-footsteps.gif \
  --width 960 --height 720 --fps 20 --duration 15 --layers video,+footprints,+footstep_plans
rm -rf "$FOOTFALL_CONFIG_DIR"
