#pragma once
// Where the window keeps what it remembers between runs (the layers, ImGui's panel layout):
// $XDG_CONFIG_HOME/footfall, else ~/.config/footfall. FOOTFALL_CONFIG_DIR overrides both, so
// tests and recordings never touch the user's own settings.

#include "render/layers.h"

#include <string>

namespace footfall::app {

std::string configDirectory(); // created when missing; empty when there is nowhere to write
std::string imguiIniPath();    // empty: ImGui keeps no ini file
render::Layers loadLayers();   // defaults where the file is missing or says nothing
void saveLayers(const render::Layers& layers); // atomically; failures are ignored (warned)
// The text size the user chose (Scenario tab), or 0: it follows the window.
float loadUiScale();
void saveUiScale(float scale);

} // namespace footfall::app
