#pragma once
// The scenario the window shows: its document (the Scenario as the editor changes it, with
// its file, undo and dirty state), the prepared scenario (navmesh, planned paths) and the
// playback running it under the chosen model. Opening or reloading a file that fails leaves
// everything as it was and keeps the error to show: the designer's last good state is never
// lost to a typo.
//
// Edits go to the document; syncWithDocument() then rebuilds the navmesh and the paths from
// it and restarts the playback, when the edited scenario prepares. When it does not, the last
// good prepared scenario stays and documentShown() is false: the editor draws the document
// itself and lists its problems.

#include "core/base/diagnostics.h"
#include "core/editing/document.h"
#include "core/playback/playback.h"
#include "core/prepare/setup.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace footfall::app {

class ScenarioSession {
  public:
    explicit ScenarioSession(double dt = 1.0 / 60.0) : dt_(dt) {}

    // True when loaded; otherwise error() says why and the previous scenario stays.
    bool open(const std::string& path);
    // The file again (edits are lost: the window asks first). Keeps generation(): the same file.
    bool reload();
    // Starts an untitled document from a scenario (a template). False, with error(), when it
    // does not prepare.
    bool openNew(const Scenario& scenario);
    // The file that last failed to open, when it failed only at placement or reachability (an
    // agent in a wall, a goal out of reach): the editor can open it to fix it. Else "".
    const std::string& repairable() const { return repairable_; }
    // The file that last failed to open, whatever the reason ("" once a scenario opens): the
    // window opens it again when it changes on disk, or on Ctrl+R.
    const std::string& failedPath() const { return failedPath_; }
    bool failedFileChanged() const {
        return !failedPath_.empty() && changedOnDisk(failedStamp_, failedPath_);
    }
    // The document's own file changed on disk since it was read or saved (another program).
    bool fileChangedOnDisk() const {
        return document_ && !path().empty() && document_->fileOnDisk().known &&
               changedOnDisk(document_->fileOnDisk(), path());
    }
    // Opens that file's document for editing although it does not prepare: its problems are
    // listed and the view draws it as written. What plays meanwhile is the last scenario shown
    // (or an empty room): documentShown() is false until an edit makes it prepare.
    bool openForRepair(const std::string& path);
    // Shows a scenario prepared elsewhere (a generated scene); `label` stands for its path.
    void adopt(PreparedScenario prepared, const std::string& label);
    // Restarts the playback under another model ("preplanned", "none").
    void setModel(const std::string& model);
    // A second playback of the same prepared scenario under another model, for the compare
    // view; empty: none. Starts from the beginning; compared() follows playback() by
    // syncCompared(), so both show the same moment. A model that refuses the scenario
    // (DetourCrowd beyond its agent cap) is not taken: the reason is returned, "" when taken.
    std::string setCompareModel(const std::string& model);
    const std::string& compareModel() const { return compareModel_; }
    Playback* compared() { return compared_.get(); }
    const Playback* compared() const { return compared_.get(); }
    // The compared playback at the first one's frame (cheap when already there). A restore
    // the compared one owes after a scrub is left to settleStep().
    void syncCompared();
    // After a scrub: true while either pane shows its history and the exact world is still to
    // be restored (Playback::settleStep).
    bool settling() const;
    // Advances that restore by about `budgetMs` of wall-clock time, the first pane then the
    // compared one; true when both are exact. settle(): all of it, now.
    bool settleStep(double budgetMs);
    void settle();
    // How far the restore has got, 0 .. 1, both panes together.
    double settleProgress() const;

    bool loaded() const { return playback_ != nullptr; }
    // The document's file; empty for an untitled document.
    const std::string& path() const;
    // How the title and messages name it: the file name, or "untitled".
    std::string displayName() const;
    // Goes up with every open, new or adopt (not reload): the view refits on it.
    int generation() const { return generation_; }
    const std::string& model() const { return model_; }
    const std::string& error() const { return error_; }
    // What the session changed on its own since last asked, for the status line: a model that
    // cannot run a scenario just opened or edited (DetourCrowd beyond its cap) is put aside,
    // the main one for the method, the compared one for none. "" when nothing was.
    std::string takeNotice() { return std::exchange(notice_, std::string()); }
    void clearError() {
        error_.clear();
        repairable_.clear();
        failedPath_.clear();
    }
    const PreparedScenario& prepared() const { return *prepared_; }
    Playback& playback() { return *playback_; }
    const Playback& playback() const { return *playback_; }

    ScenarioDocument& document() { return *document_; }
    const ScenarioDocument& document() const { return *document_; }
    bool dirty() const { return document_ && document_->dirty(); }
    // After an edit (or undo): prepares the document and, when that works, shows it from its
    // start. Returns true when the playback was replaced. Cheap when nothing changed.
    bool syncWithDocument();
    // The playback shows the document as it is now (false while it has problems).
    bool documentShown() const { return document_ && shownRevision_ == document_->revision(); }
    // Milliseconds the last rebuild took: checks, navmesh, paths and the new playback (for an
    // open, the file's reading too).
    double lastRebuildMs() const { return rebuildMs_; }

  private:
    void show(PreparedScenario prepared);
    // Says why `path` did not open (placed in its text, when it was read), and watches the file;
    // `repairable`: it reads as a scenario, and the editor can open it to fix what is wrong.
    void failOpening(const std::string& path, const std::optional<std::string>& text,
                     Diagnostics& diagnostics, bool repairable);
    void rebuildCompared();

    double dt_;
    std::string label_; // the path of an adopted scene, which has no file
    std::string model_ = "preplanned";
    std::string error_;
    std::string notice_;
    std::string repairable_;
    std::string failedPath_;
    FileOnDisk failedStamp_; // the failed file as it was read
    int generation_ = 0;
    std::unique_ptr<ScenarioDocument> document_;
    std::uint64_t shownRevision_ = ~std::uint64_t(0);
    double rebuildMs_ = 0;
    // The playback refers to the prepared scenario: destroy it first.
    std::unique_ptr<PreparedScenario> prepared_;
    std::unique_ptr<Playback> playback_;
    std::string compareModel_;
    std::unique_ptr<Playback> compared_;
};

} // namespace footfall::app
