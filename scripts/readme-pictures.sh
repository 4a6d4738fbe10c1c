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
# The demo video (linked, with a frame of it as its poster); under 5 MB.
"$footfall" record scenarios/default.json -o docs/videos/default.mp4 --start 2 --duration 10
"$footfall" scenarios/default.json --screenshot docs/images/default-video.png --time 8 \
  --size 1920x1080 --layers video
# The clips in docs/, as MP4 with a frame of each as its picture: a GIF of them was 1-2 MB,
# over the 400 KB a picture may take, where H.264 takes a fifth of that.
"$footfall" record scenarios/atm_queue.json -o docs/videos/atm.mp4 --width 1280 --height 480 \
  --fps 30 --duration 22
"$footfall" scenarios/atm_queue.json --screenshot docs/images/atm.png --time 10 --size 1280x480
# Planned footsteps (docs/avoidance.md): plans, a detour re-planned, both feet on the goal.
footsteps=(--layers video,+footprints,+footstep_plans)
"$footfall" record scenarios/planned_footsteps.json -o docs/videos/planned-footsteps.mp4 \
  --width 960 --height 720 --fps 30 --duration 15 "${footsteps[@]}"
"$footfall" scenarios/planned_footsteps.json --screenshot docs/images/planned-footsteps.png \
  --time 4 --size 960x720 "${footsteps[@]}"
rm -rf "$FOOTFALL_CONFIG_DIR"
