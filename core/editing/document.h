#pragma once
// The scenario the editor works on (issue 5): the Scenario, the file it belongs to, whether it
// changed since it was loaded or saved, undo and redo, and the problems the loader would find
// in it. No window: the app draws and feeds input, this keeps the state, so every edit and its
// undo can be tested headless.
//
// Every change goes through one of the named operations below and is one undo step with a
// label for the UI ("move agent 'east 1'"). Between beginDrag() and endDrag() the operations
// merge into one step, so a drag (or a slider held down) is undone at once, not frame by frame.
//
// History keeps whole Scenario snapshots: simplest to get exactly right, and cheap at the
// sizes scenarios have (see kMaxHistory).

#include "core/base/diagnostics.h"
#include "core/editing/edits.h"
#include "core/editing/file_on_disk.h"
#include "core/prepare/setup.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace footfall {

// A problem of the document in the loader's words, and the item it is about (none for
// problems of the whole scenario, such as the navmesh).
struct Problem {
    Diagnostic diagnostic;
    std::optional<ItemRef> item;
};

class ScenarioDocument {
  public:
    // Undo steps kept; older ones are dropped (the issue asks for at least 100). Undo and redo
    // together never hold more. Measured: a snapshot of the biggest shipped scenario
    // (default.json) takes 4.8 KB of heap, so a full history is under 1 MB.
    static constexpr std::size_t kMaxHistory = 200;

    // `path` is where Save writes; empty for a new scenario (Save needs saveAs first). `text`,
    // when given, is the file as it was read: what saving over it would lose is judged on it.
    explicit ScenarioDocument(Scenario scenario, std::string path = {},
                              const std::string* text = nullptr);

    const Scenario& scenario() const { return scenario_; }
    const std::string& path() const { return path_; }
    // How diagnostics name the document: its path, or "untitled".
    std::string displayName() const;
    // Changed since loaded or last saved; undoing back to the saved state clears it.
    bool dirty() const { return stateId_ != savedId_; }
    // Goes up with every change of the scenario (edit, undo, redo): caches key on it.
    std::uint64_t revision() const { return revision_; }

    // --- Edits: each is one undo step (or joins the open drag). ---
    ItemRef addAgent(AgentSpec spec); // the name is made unique
    ItemRef addWalkingAgent(Vec2 start, Vec2 goal);
    ItemRef addStationaryAgent(Vec2 position, Vec2 heading);
    ItemRef addGroup(Shape spawn, Shape goal, int count, std::uint64_t seed);
    ItemRef addObstacle(Shape shape);
    ItemRef addFloorShape(Shape shape);
    void moveItem(ItemRef item, Vec2 delta);
    // Replaces the shape of an obstacle, floor shape or group area (resizing, editing points).
    void setShape(ItemRef item, Shape shape);
    void deleteItem(ItemRef item);
    ItemRef duplicateItem(ItemRef item, Vec2 offset = {1, -1});
    void setAgentProperties(int index, AgentSpec spec); // see setAgent in core/editing/edits.h
    void setGroupProperties(int index, GroupSpec spec);
    void setScenarioProperties(const ScenarioProperties& properties);

    // Edits until endDrag() merge into one undo step, labelled by the first of them. An edit
    // that changes nothing records nothing, so a click without a move leaves no step.
    void beginDrag();
    void endDrag();
    // Ends the open drag and takes back what it did: the scenario and the history as they were
    // when it began (a redo the drag cleared comes back), so Esc leaves nothing to redo.
    void cancelDrag();
    bool dragging() const { return dragOpen_; }

    // --- History ---
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    std::string undoLabel() const; // "" when there is nothing to undo
    std::string redoLabel() const;
    void undo(); // no-op when there is nothing to undo; closes an open drag
    void redo();

    // --- Checks ---
    // What loading this scenario from a file would report, in the loader's words: the file's
    // structure (names, gaits, shapes) and then placement and reachability (prepareScenario).
    // Cached by revision: it runs once per edit however often the UI asks.
    const std::vector<Problem>& problems() const;
    // The prepared scenario (navmesh, planned paths) when there are no problems, for drawing
    // the live result of an edit; computed together with problems().
    const SetupResult& setup() const;
    // Moves the prepared scenario of the current revision out (it cannot be copied: it owns
    // the navmesh), for the window to run. problems() stay; setup().prepared is empty after.
    std::optional<PreparedScenario> takePrepared();

    // --- Saving ---
    // Writes the scenario (core/scenario/writer.h) atomically and clears dirty. On failure it
    // throws std::runtime_error and changes nothing: not the file, not the document.
    // `schemaFile`, the format's JSON Schema as shipped: the saved file's "$schema" is made to
    // point at it when its own does not resolve from the file's folder (none, or one written
    // for another folder: core/editing/schema_link.h); empty leaves the link as it is.
    void save(const std::string& schemaFile = {});
    void saveAs(const std::string& path, const std::string& schemaFile = {});
    // What Save over the document's own file would lose that the user may not expect, to be
    // asked first: changes made to the file by another program since it was read or saved,
    // and the file's comments. Neither for a document without a file.
    struct SaveRisk {
        bool changedOnDisk = false;
        bool dropsComments = false;
        bool any() const { return changedOnDisk || dropsComments; }
    };
    SaveRisk saveRisk() const;
    // The file as read or last saved (known is false for a document without one).
    const FileOnDisk& fileOnDisk() const { return onDisk_; }

  private:
    struct Step {
        Scenario scenario; // the state to go back (undo) or forward (redo) to
        std::uint64_t stateId = 0;
        std::string label;
    };

    template <typename Edit> void edit(const std::string& label, Edit&& change);
    void restore(Step& from, std::deque<Step>& to);

    Scenario scenario_;
    std::string path_;
    FileOnDisk onDisk_;
    std::deque<Step> undo_, redo_;
    std::uint64_t stateId_ = 0, savedId_ = 0, nextStateId_ = 1;
    std::uint64_t revision_ = 0;
    bool dragOpen_ = false;
    bool dragHasStep_ = false;          // the open drag already pushed its undo step
    std::deque<Step> redoBeforeDrag_;   // what the open drag's first edit cleared, for cancelDrag
    std::optional<Step> droppedByDrag_; // the oldest step, if that edit pushed it past the bound

    mutable std::uint64_t checkedRevision_ = ~std::uint64_t(0);
    mutable SetupResult setup_;
    mutable std::vector<Problem> problems_;
};

} // namespace footfall
