#pragma once
// The scenario the window shows: its file, the prepared scenario (navmesh, planned paths) and
// the playback running it under the chosen model. Opening or reloading a file that fails
// leaves everything as it was and keeps the error to show: the designer's last good state is
// never lost to a typo.

#include "core/playback.h"
#include "core/scenario_setup.h"

#include <memory>
#include <string>

namespace footfall::app {

class ScenarioSession {
  public:
    explicit ScenarioSession(double dt = 1.0 / 60.0) : dt_(dt) {}

    // True when loaded; otherwise error() says why and the previous scenario stays.
    bool open(const std::string& path);
    bool reload() { return path_.empty() ? false : open(path_); }
    // Shows a scenario prepared elsewhere (a generated scene); `label` stands for its path.
    void adopt(PreparedScenario prepared, const std::string& label);
    // Restarts the playback under another model ("preplanned", "none").
    void setModel(const std::string& model);

    bool loaded() const { return playback_ != nullptr; }
    const std::string& path() const { return path_; }
    const std::string& model() const { return model_; }
    const std::string& error() const { return error_; }
    void clearError() { error_.clear(); }
    const PreparedScenario& prepared() const { return *prepared_; }
    Playback& playback() { return *playback_; }
    const Playback& playback() const { return *playback_; }

  private:
    double dt_;
    std::string path_;
    std::string model_ = "preplanned";
    std::string error_;
    // The playback refers to the prepared scenario: destroy it first.
    std::unique_ptr<PreparedScenario> prepared_;
    std::unique_ptr<Playback> playback_;
};

} // namespace footfall::app
