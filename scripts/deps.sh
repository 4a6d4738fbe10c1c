#!/usr/bin/env bash
# Installs the Debian 12 packages Footfall needs, but only when one is missing, so that a
# machine that already has them (CI, a developer's second run) needs no network at all.
set -euo pipefail

packages=(
  build-essential cmake pkg-config
  libsdl2-dev libimgui-dev librecast-dev libglm-dev nlohmann-json3-dev libstb-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  libgl1-mesa-dri libglx-mesa0 fonts-dejavu-core libegl-mesa0 libegl1 xvfb xauth ffmpeg
  python3 python3-jsonschema
  clang libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "error: packages are missing and this is not root; run as root or install them" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends "${missing[@]}"
fi
