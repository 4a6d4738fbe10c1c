#include "app/scenario_session.h"

namespace footfall::app {

bool ScenarioSession::open(const std::string& path) {
    SetupResult result = loadAndPrepare(path);
    if (!result.prepared) {
        error_ = result.diagnostics.format();
        if (error_.empty()) error_ = path + ": could not be loaded";
        return false;
    }
    auto prepared = std::make_unique<PreparedScenario>(std::move(*result.prepared));
    auto playback = std::make_unique<Playback>(*prepared, model_, dt_);
    playback_ = std::move(playback);
    prepared_ = std::move(prepared);
    path_ = path;
    error_.clear();
    return true;
}

void ScenarioSession::adopt(PreparedScenario prepared, const std::string& label) {
    auto owned = std::make_unique<PreparedScenario>(std::move(prepared));
    playback_ = std::make_unique<Playback>(*owned, model_, dt_);
    prepared_ = std::move(owned);
    path_ = label;
    error_.clear();
}

void ScenarioSession::setModel(const std::string& model) {
    model_ = model;
    if (prepared_) playback_ = std::make_unique<Playback>(*prepared_, model_, dt_);
}

} // namespace footfall::app
