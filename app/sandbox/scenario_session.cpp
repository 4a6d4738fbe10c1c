#include "app/sandbox/scenario_session.h"

#include "core/base/wall_clock.h"
#include "core/editing/templates.h"
#include "core/models/registry.h"
#include "core/scenario/loader.h"
#include "core/scenario/text_place.h"

#include <algorithm>
#include <filesystem>
#include <limits>

namespace footfall::app {
namespace {

// A file as read and parsed; one that cannot be read carries its reading error.
struct ReadScenario {
    std::optional<std::string> text;
    LoadResult loaded;
};

ReadScenario readAndParse(const std::string& path) {
    Diagnostics reading;
    reading.file = path;
    ReadScenario read;
    read.text = readScenarioText(path, reading);
    read.loaded = read.text ? parseScenario(*read.text, path) : LoadResult{std::nullopt, reading};
    return read;
}

} // namespace

void ScenarioSession::failOpening(const std::string& path, const std::optional<std::string>& text,
                                  Diagnostics& diagnostics, bool repairable) {
    if (text) placeDiagnostics(diagnostics, *text);
    clearError();
    repairable_ = repairable ? path : "";
    error_ = diagnostics.format();
    if (error_.empty()) error_ = path + ": could not be loaded";
    failedPath_ = path; // watched: opened again once it changes
    failedStamp_ = stampFile(path, text ? &*text : nullptr);
}

bool ScenarioSession::open(const std::string& path) {
    const auto start = WallClock::now();
    auto [text, loaded] = readAndParse(path);
    if (!loaded.scenario) {
        failOpening(path, text, loaded.diagnostics, false);
        return false;
    }
    // The document checks and prepares it once, and keeps what it found for the editor.
    auto document = std::make_unique<ScenarioDocument>(*loaded.scenario, path, &*text);
    std::optional<PreparedScenario> prepared = document->takePrepared();
    if (!prepared) {
        // Prepared as read: what fails is said of the file, not of the document's rewritten
        // copy of it (and what the copy alone trips on still opens, as it always did).
        SetupResult direct = prepareScenario(*loaded.scenario, path);
        if (!direct.prepared) {
            failOpening(path, text, direct.diagnostics, true);
            return false;
        }
        prepared = std::move(direct.prepared);
    }
    document_ = std::move(document);
    label_.clear();
    show(std::move(*prepared));
    rebuildMs_ = msSince(start);
    ++generation_;
    clearError();
    return true;
}

bool ScenarioSession::reload() {
    if (path().empty() || !label_.empty()) return false;
    const int generation = generation_;
    const std::string file = path(); // a copy: opening replaces the document that holds it
    if (!open(file)) return false;
    generation_ = generation;
    return true;
}

bool ScenarioSession::openForRepair(const std::string& path) {
    auto [text, loaded] = readAndParse(path);
    if (!loaded.scenario) {
        failOpening(path, text, loaded.diagnostics, false); // no longer one to fix here
        return false;
    }
    auto document = std::make_unique<ScenarioDocument>(std::move(*loaded.scenario), path, &*text);
    if (!playback_) {
        // Nothing shown yet, and the window runs on a playback: an empty room stands in.
        SetupResult room = prepareScenario(scenarioTemplate("empty_room"), "empty room");
        if (!room.prepared) return false;
        document_ = std::make_unique<ScenarioDocument>(room.prepared->scenario);
        show(std::move(*room.prepared));
    }
    document_ = std::move(document);
    shownRevision_ = ~std::uint64_t(0); // what plays is not this document
    label_.clear();
    ++generation_;
    clearError();
    return true;
}

bool ScenarioSession::openNew(const Scenario& scenario) {
    const auto start = WallClock::now();
    auto document = std::make_unique<ScenarioDocument>(scenario);
    std::optional<PreparedScenario> prepared = document->takePrepared();
    if (!prepared) {
        clearError(); // of no file: nothing to watch or fix in the editor
        error_ = document->setup().diagnostics.format();
        return false;
    }
    document_ = std::move(document);
    label_.clear();
    show(std::move(*prepared));
    rebuildMs_ = msSince(start); // the editor's "built in" is this scenario's, not the last one's
    ++generation_;
    clearError();
    return true;
}

void ScenarioSession::adopt(PreparedScenario prepared, const std::string& label) {
    document_ = std::make_unique<ScenarioDocument>(prepared.scenario);
    label_ = label;
    show(std::move(prepared));
    ++generation_;
    clearError();
}

void ScenarioSession::show(PreparedScenario prepared) {
    auto owned = std::make_unique<PreparedScenario>(std::move(prepared));
    compared_.reset(); // it refers to the prepared scenario being replaced
    // A model that cannot run this scenario (DetourCrowd beyond its agent cap) would throw at
    // the first frame: the scenario opens under the method instead, as the selector shows.
    if (const std::string why = modelRefusal(model_, *owned); !why.empty()) {
        notice_ = why + ": playing preplanned";
        model_ = "preplanned";
    }
    playback_ = std::make_unique<Playback>(*owned, model_, dt_);
    prepared_ = std::move(owned);
    shownRevision_ = document_->revision();
    rebuildCompared();
}

std::string ScenarioSession::setCompareModel(const std::string& model) {
    if (!model.empty() && prepared_) {
        if (std::string why = modelRefusal(model, *prepared_); !why.empty()) return why;
    }
    compareModel_ = model;
    rebuildCompared();
    return "";
}

void ScenarioSession::rebuildCompared() {
    compared_.reset();
    if (compareModel_.empty() || !prepared_) return;
    // Built on a scenario it cannot run (one edited past DetourCrowd's cap), it would throw.
    if (const std::string why = modelRefusal(compareModel_, *prepared_); !why.empty()) {
        notice_ = (notice_.empty() ? "" : notice_ + "; ") + why + ": no longer compared";
        compareModel_.clear();
        return;
    }
    compared_ = std::make_unique<Playback>(*prepared_, compareModel_, dt_);
    compared_->setTracedAgent(playback_ ? playback_->tracedAgent() : -1);
    syncCompared();
}

void ScenarioSession::syncCompared() {
    if (!compared_ || !playback_) return;
    // While the first shows its history, so does the compared one, as far as it has it.
    if (playback_->showingHistory()) {
        if (playback_->shownFrame() <= compared_->recordedFrames())
            compared_->show(playback_->shownFrame());
        return;
    }
    // Restored where the first one was: settleStep() does it a slice at a time.
    if (compared_->showingHistory() && compared_->shownFrame() == playback_->frame()) return;
    if (compared_->tracedAgent() != playback_->tracedAgent())
        compared_->setTracedAgent(playback_->tracedAgent());
    if (compared_->showingHistory() || compared_->frame() != playback_->frame())
        compared_->seek(playback_->frame());
}

bool ScenarioSession::settling() const {
    return playback_ && (playback_->showingHistory() || (compared_ && compared_->showingHistory()));
}

bool ScenarioSession::settleStep(double budgetMs) {
    if (!playback_) return true;
    const auto start = WallClock::now();
    if (!playback_->settleStep(budgetMs)) return false;
    syncCompared();
    if (!compared_) return true;
    // At least a frame of it, so that it gets on even when the first pane took the budget.
    if (!compared_->settleStep(std::max(budgetMs - msSince(start), 0.0))) return false;
    syncCompared(); // the traced agent
    return true;
}

void ScenarioSession::settle() {
    settleStep(std::numeric_limits<double>::infinity());
}

double ScenarioSession::settleProgress() const {
    if (!playback_) return 1;
    if (!compared_) return playback_->settleProgress();
    return (playback_->settleProgress() + compared_->settleProgress()) / 2;
}

bool ScenarioSession::syncWithDocument() {
    if (!document_ || shownRevision_ == document_->revision()) return false;
    const auto start = WallClock::now();
    std::optional<PreparedScenario> prepared = document_->takePrepared();
    if (!prepared) return false; // the problems say why; rebuildMs_ is shown only without them
    show(std::move(*prepared));
    rebuildMs_ = msSince(start);
    return true;
}

const std::string& ScenarioSession::path() const {
    static const std::string none;
    if (!label_.empty()) return label_;
    return document_ ? document_->path() : none;
}

std::string ScenarioSession::displayName() const {
    if (path().empty()) return "untitled";
    return std::filesystem::path(path()).filename().string();
}

void ScenarioSession::setModel(const std::string& model) {
    model_ = model;
    if (!prepared_) return;
    const int traced = playback_->tracedAgent(); // the Inspector's agent stays inspected
    playback_ = std::make_unique<Playback>(*prepared_, model_, dt_);
    playback_->setTracedAgent(traced);
    rebuildCompared(); // both start again together
}

} // namespace footfall::app
