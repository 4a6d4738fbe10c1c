#include "core/editing/document.h"

#include "core/base/atomic_file.h"
#include "core/editing/schema_link.h"
#include "core/scenario/loader.h"
#include "core/scenario/writer.h"

#include <stdexcept>

namespace footfall {

ScenarioDocument::ScenarioDocument(Scenario scenario, std::string path, const std::string* text)
    : scenario_(std::move(scenario)), path_(std::move(path)) {
    if (!path_.empty() && text) onDisk_ = stampFile(path_, text);
}

std::string ScenarioDocument::displayName() const {
    return path_.empty() ? "untitled" : path_;
}

// Applies `change` to a copy, so that an edit that throws (a stale ItemRef) leaves the
// document as it was, and one that changes nothing leaves no undo step.
template <typename Edit> void ScenarioDocument::edit(const std::string& label, Edit&& change) {
    Scenario next = scenario_;
    change(next);
    if (next == scenario_) return;
    if (!(dragOpen_ && dragHasStep_)) {
        undo_.push_back({std::move(scenario_), stateId_, label});
        if (undo_.size() > kMaxHistory) {
            if (dragOpen_) droppedByDrag_ = std::move(undo_.front());
            undo_.pop_front();
        }
        dragHasStep_ = dragOpen_;
        if (dragOpen_) redoBeforeDrag_ = std::move(redo_);
    }
    redo_.clear();
    scenario_ = std::move(next);
    stateId_ = nextStateId_++;
    ++revision_;
}

ItemRef ScenarioDocument::addAgent(AgentSpec spec) {
    spec.name = uniqueName(scenario_, spec.name.empty() ? "agent 1" : spec.name);
    const std::string label = "add agent " + singleQuoted(spec.name);
    edit(label, [&](Scenario& s) { s.agents.push_back(std::move(spec)); });
    return {ItemKind::Agent, int(scenario_.agents.size()) - 1};
}

ItemRef ScenarioDocument::addWalkingAgent(Vec2 start, Vec2 goal) {
    AgentSpec spec;
    spec.name = "agent 1";
    spec.position = start;
    spec.goal = goal;
    return addAgent(std::move(spec));
}

ItemRef ScenarioDocument::addStationaryAgent(Vec2 position, Vec2 heading) {
    AgentSpec spec;
    spec.name = "agent 1";
    spec.position = position;
    spec.stationary = true;
    spec.heading = normalizeOr(heading, {1, 0});
    return addAgent(std::move(spec));
}

ItemRef ScenarioDocument::addGroup(Shape spawn, Shape goal, int count, std::uint64_t seed) {
    GroupSpec group;
    group.name = uniqueName(scenario_, "group 1");
    group.spawn = std::move(spawn);
    group.goal = std::move(goal);
    group.count = count;
    group.seed = seed;
    const std::string label = "add group " + singleQuoted(group.name);
    edit(label, [&](Scenario& s) { s.groups.push_back(std::move(group)); });
    return {ItemKind::Group, int(scenario_.groups.size()) - 1};
}

ItemRef ScenarioDocument::addObstacle(Shape shape) {
    edit("add obstacle", [&](Scenario& s) { s.obstacles.push_back(std::move(shape)); });
    return {ItemKind::Obstacle, int(scenario_.obstacles.size()) - 1};
}

ItemRef ScenarioDocument::addFloorShape(Shape shape) {
    edit("add floor shape", [&](Scenario& s) { s.floor.push_back(std::move(shape)); });
    return {ItemKind::FloorShape, int(scenario_.floor.size()) - 1};
}

void ScenarioDocument::moveItem(ItemRef item, Vec2 delta) {
    edit("move " + describe(scenario_, item),
         [&](Scenario& s) { footfall::moveItem(s, item, delta); });
}

void ScenarioDocument::setShape(ItemRef item, Shape shape) {
    const std::string label = "reshape " + describe(scenario_, item);
    edit(label, [&](Scenario& s) {
        switch (item.kind) {
        case ItemKind::Obstacle:
            s.obstacles[std::size_t(item.index)] = std::move(shape);
            break;
        case ItemKind::FloorShape:
            s.floor[std::size_t(item.index)] = std::move(shape);
            break;
        case ItemKind::GroupSpawn:
            s.groups[std::size_t(item.index)].spawn = std::move(shape);
            break;
        case ItemKind::GroupGoal:
            s.groups[std::size_t(item.index)].goal = std::move(shape);
            break;
        default:
            throw std::invalid_argument("setShape: " + describe(s, item) + " has no shape");
        }
    });
}

void ScenarioDocument::deleteItem(ItemRef item) {
    edit("delete " + describe(scenario_, item),
         [&](Scenario& s) { footfall::deleteItem(s, item); });
}

ItemRef ScenarioDocument::duplicateItem(ItemRef item, Vec2 offset) {
    ItemRef added = item;
    edit("duplicate " + describe(scenario_, item),
         [&](Scenario& s) { added = footfall::duplicateItem(s, item, offset); });
    return added;
}

void ScenarioDocument::setAgentProperties(int index, AgentSpec spec) {
    const std::string label = "edit " + describe(scenario_, {ItemKind::Agent, index});
    edit(label, [&](Scenario& s) { setAgent(s, index, std::move(spec)); });
}

void ScenarioDocument::setGroupProperties(int index, GroupSpec spec) {
    const std::string label = "edit " + describe(scenario_, {ItemKind::Group, index});
    edit(label, [&](Scenario& s) { s.groups[std::size_t(index)] = std::move(spec); });
}

void ScenarioDocument::setScenarioProperties(const ScenarioProperties& properties) {
    edit("edit scenario settings", [&](Scenario& s) { setProperties(s, properties); });
}

void ScenarioDocument::beginDrag() {
    dragOpen_ = true;
    dragHasStep_ = false;
    redoBeforeDrag_.clear();
    droppedByDrag_.reset();
}

void ScenarioDocument::endDrag() {
    dragOpen_ = false;
    dragHasStep_ = false;
    redoBeforeDrag_.clear();
    droppedByDrag_.reset();
}

void ScenarioDocument::cancelDrag() {
    if (dragOpen_ && dragHasStep_ && !undo_.empty()) {
        Step before = std::move(undo_.back());
        undo_.pop_back();
        scenario_ = std::move(before.scenario);
        stateId_ = before.stateId;
        ++revision_;
        redo_ = std::move(redoBeforeDrag_);
        // The history as the drag found it: a full one gave up its oldest step to the drag's.
        if (droppedByDrag_) undo_.push_front(std::move(*droppedByDrag_));
    }
    endDrag();
}

std::string ScenarioDocument::undoLabel() const {
    return undo_.empty() ? std::string() : undo_.back().label;
}

std::string ScenarioDocument::redoLabel() const {
    return redo_.empty() ? std::string() : redo_.back().label;
}

// Moves the newest step of one stack into the document and the current state onto the other
// stack under the same label, so that undo and redo are the same operation mirrored.
void ScenarioDocument::restore(Step& from, std::deque<Step>& to) {
    to.push_back({std::move(scenario_), stateId_, from.label});
    if (to.size() > kMaxHistory) to.pop_front();
    scenario_ = std::move(from.scenario);
    stateId_ = from.stateId;
    ++revision_;
}

void ScenarioDocument::undo() {
    endDrag(); // a later edit must not merge into a step that was undone
    if (undo_.empty()) return;
    Step step = std::move(undo_.back());
    undo_.pop_back();
    restore(step, redo_);
}

void ScenarioDocument::redo() {
    endDrag();
    if (redo_.empty()) return;
    Step step = std::move(redo_.back());
    redo_.pop_back();
    restore(step, undo_);
}

const SetupResult& ScenarioDocument::setup() const {
    if (checkedRevision_ == revision_) return setup_;
    // The loader's structural checks read a file, so the scenario goes through the writer and
    // back: the editor then reports exactly what opening the saved file would.
    LoadResult parsed = parseScenario(writeScenario(scenario_), displayName());
    if (parsed.scenario) {
        setup_ = prepareScenario(scenario_, displayName());
    } else {
        setup_ = SetupResult{std::nullopt, std::move(parsed.diagnostics)};
    }
    problems_.clear();
    for (const Diagnostic& d : setup_.diagnostics.items) {
        std::optional<ItemRef> item = itemForPointer(d.pointer);
        if (item && !isValid(scenario_, *item)) item.reset();
        problems_.push_back({d, item});
    }
    checkedRevision_ = revision_;
    return setup_;
}

std::optional<PreparedScenario> ScenarioDocument::takePrepared() {
    setup();
    std::optional<PreparedScenario> taken = std::move(setup_.prepared);
    setup_.prepared.reset();
    return taken;
}

const std::vector<Problem>& ScenarioDocument::problems() const {
    setup();
    return problems_;
}

ScenarioDocument::SaveRisk ScenarioDocument::saveRisk() const {
    if (path_.empty() || !onDisk_.known) return {};
    return {footfall::changedOnDisk(onDisk_, path_), onDisk_.hasComments};
}

void ScenarioDocument::save(const std::string& schemaFile) {
    if (path_.empty()) throw std::runtime_error("the scenario has no file yet: use Save As");
    saveAs(path_, schemaFile);
}

void ScenarioDocument::saveAs(const std::string& path, const std::string& schemaFile) {
    // The link is the file's, not the scenario's: it changes with where the file goes, and
    // makes no undo step.
    Scenario saved = scenario_;
    saved.schema = schemaLinkFor(scenario_.schema, path, schemaFile);
    const std::string text = writeScenario(saved);
    writeFileAtomically(path, text); // throws before anything changes
    scenario_.schema = saved.schema;
    onDisk_ = stampFile(path, &text);
    if (path != path_) {
        path_ = path;
        checkedRevision_ = ~std::uint64_t(0); // diagnostics name the file
    }
    savedId_ = stateId_;
}

} // namespace footfall
