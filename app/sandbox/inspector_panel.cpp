// The Inspector: everything about the selected agent that answers "why did it do that?":
// its locomotion now, the order waiting for its next footstep, the collision its last check
// found, its speed over time, and every decision it took part in.

#include "app/sandbox/decision_words.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/speed_plot.h"
#include "app/sandbox/timeline_widget.h"
#include "app/widgets/text_fit.h"

#include "app/platform/ui_units.h"
#include "render/agent_activity.h"
#include "render/palette.h"

#include <imgui.h>

#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>

namespace footfall::app {
namespace {

// "1st", "2nd", "23rd", "111th": a footstep's place in the count.
std::string ordinal(int n) {
    const int tens = n % 100, units = n % 10;
    const char* suffix = tens >= 11 && tens <= 13 ? "th"
                         : units == 1             ? "st"
                         : units == 2             ? "nd"
                         : units == 3             ? "rd"
                                                  : "th";
    return std::to_string(n) + suffix;
}

void row(const char* label, const char* fmt, ...) IM_FMTARGS(2);
void row(const char* label, const char* fmt, ...) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextDisabled("%s", label);
    ImGui::TableNextColumn();
    char text[512];
    va_list args;
    va_start(args, fmt);
    std::vsnprintf(text, sizeof text, fmt, args);
    va_end(args);
    // The sidebar is narrow: long values wrap, never clip, and never inside a number.
    textWrappedAtSpaces(text);
}

// A table of label and value: the labels' column as wide as the longest label, the values
// the rest (shared by content, the labels took half the panel and "walk (planned: walk)"
// wrapped at 1920 pixels wide).
bool beginRows(const char* id) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingStretchProp)) return false;
    const float labels = ImGui::CalcTextSize("avoid towards").x + ImGui::GetStyle().ItemSpacing.x;
    ImGui::TableSetupColumn("label", ImGuiTableColumnFlags_WidthFixed, labels);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch);
    return true;
}

// `starting`: the record is a start check's (the agent at rest, as if it set off now), whose
// contact is a would-be, not one on its way.
void collisionRows(const World& world, const CollisionRecord& c, bool starting = false) {
    row("collider", "%s", agentName(world, c.collider));
    if (starting)
        row("contact in", "%.2f s, if it set off now", c.timeToCollision);
    else
        row("contact in", "%.2f s (t = %.2f)", c.timeToCollision, c.time);
    if (c.overlap > 0)
        row("overlap", "%.0f%% of its diameter", c.overlap * 100);
    else
        row("overlap", "none: %.0f%% of its diameter apart", -c.overlap * 100);
    // Where the collider is (head-on: within the head-on angle of straight ahead) and what
    // it does, in the docs' words: "crossing, same way" said nothing.
    const double along = glm::dot(c.colliderVelocity, c.selfForward);
    const char* doing = c.colliderStanding   ? "standing"
                        : c.colliderStopping ? "stopping"
                        : c.sameDirection    ? "walking the same way"
                        : along < -0.1       ? "coming towards"
                                             : "crossing";
    row("kind", "%s, %s", c.headOn ? "head-on (dead ahead)" : "off to one side", doing);
    row("avoid towards", "its %s, direction (%.2f, %.2f)", avoidsLeft(c) ? "left" : "right",
        tidyHundredths(c.avoidanceVector.x), tidyHundredths(c.avoidanceVector.y));
}

// The agent's decision in force at the frame shown (the log holds the run's future too,
// after a scrub back), or null.
const Decision* latestOrderOf(const Playback& playback, int agent) {
    const std::vector<Decision>& all = playback.recordedDecisions();
    const int i = decisionInForce(all, agent, playback.frame());
    return i >= 0 ? &all[size_t(i)] : nullptr;
}

// ImGui 1.86 has no SeparatorText.
void heading(const char* text) {
    ImGui::Spacing();
    ImGui::TextDisabled("%s", text);
    ImGui::Separator();
}

} // namespace

void SandboxApp::drawInspector() {
    const bool focusedWasOpen = focusedShownOpen_;
    focusedShownOpen_ = false;
    // The sidebar shows this tab only with an agent selected.
    if (!session_.loaded() || selected_ < 0 ||
        selected_ >= int(session_.playback().world().agents().size()))
        return;
    Playback& playback = session_.playback();
    const World& world = playback.world();
    const AgentState& a = world.agents()[size_t(selected_)];
    if (playback.showingHistory()) {
        // Dragging the timeline: only the history is at the shown frame. The state, the last
        // check and the decisions are the exact world's, shown once the drag stops.
        const int f = playback.shownFrame();
        ImGui::Text("%s  (#%d)", a.spec->name.c_str(), a.index);
        ImGui::Text("t = %.2f s, as recorded: %.2f m/s", f * world.dt(),
                    double(playback.history().speed(f, selected_)));
        if (scrubHeld_)
            ImGui::TextDisabled("Its state and decisions show where the drag stops.");
        else
            ImGui::TextDisabled("Restoring the exact moment... %d%%",
                                int(session_.settleProgress() * 100));
        return;
    }
    const Motion& m = a.motion;
    const render::Activity activity = render::classifyActivity(a, world);

    const float swatch = ImGui::GetFontSize() * 0.9f;
    ImGui::ColorButton("##activity",
                       ImGui::ColorConvertU32ToFloat4(render::palette::activityColour(activity)),
                       ImGuiColorEditFlags_NoTooltip, ImVec2(swatch, swatch));
    ImGui::SameLine();
    ImGui::Text("%s  (#%d)  %s", a.spec->name.c_str(), a.index, render::activityLabel(activity));
    // Comparing, the agent is ringed in both panes: this is the first pane's model's run.
    if (comparing())
        ImGui::TextDisabled("as %s runs it (the first pane)",
                            playback.world().model() ? session_.model().c_str() : "none");

    if (beginRows("state")) {
        row("gait", "%s (planned: %s)", gaitName(m, world.gaits()).c_str(),
            world.gaits()[size_t(a.plannedGait)].name.c_str());
        row("state", "%s", motionStateName(m.state));
        row("speed", "%.2f m/s", m.speed);
        row("along path", "%.2f of %.2f m", m.distance, a.path.length());
        // With the count so far: one row, so the rows below keep the sidebar's height.
        if (m.state == MotionState::Starting || m.state == MotionState::Moving)
            row("next footstep", "in %.2f s, the %s", m.nextFootstep - world.time(),
                ordinal(m.footsteps + 1).c_str());
        else // ("-" read as a value missing)
            row("next footstep", "none, %s (%d so far)",
                m.state == MotionState::Stopping ? "stopping" : "at rest", m.footsteps);
        if (m.pending.kind == OrderKind::ChangeGait)
            row("pending order", "change gait to %s",
                world.gaits()[size_t(m.pending.gait)].name.c_str());
        else if (m.pending.kind == OrderKind::Stop)
            row("pending order", "stop");
        else
            row("pending order", "none");
        // Right of way goes to whoever is furthest behind: the figure that says why one
        // agent kept its way and the other gave way.
        // (A gait faster than planned puts it ahead, which reads as such, not as "-0.3 s".)
        if (m.state != MotionState::Arrived && !a.stationary &&
            world.time() >= a.context.startTime) {
            const double behind = world.behindPlan(a.index);
            if (behind <= -0.05)
                row("ahead of plan", "%.1f s", -behind);
            else
                row("behind plan", "%.1f s", std::max(behind, 0.0));
        }
        // What its run has cost it so far, measured from its motion as for every model
        // (core/measure/run_measures.h): the stops a viewer saw, anyone inside it.
        if (!a.stationary) {
            const AgentMeasures so = playback.measures().ofAgent(a.index);
            row("at rest so far", "%d %s, %.1f s", so.rests, so.rests == 1 ? "time" : "times",
                so.rest_seconds);
            if (so.max_overlap > 0)
                row("deepest overlap", "%.1f cm (%d %s deeper than 5 cm)", so.max_overlap * 100,
                    so.contacts, so.contacts == 1 ? "contact" : "contacts");
        }
        // A bend round nobody (to a waiting spot, a step aside) read "round -".
        if (a.detour.active && a.detour.collider >= 0)
            row("detour", "round %s, rejoins at %.2f m", agentName(world, a.detour.collider),
                a.detour.bend.rejoinDistance);
        else if (a.detour.active)
            row("detour", "rejoins its path at %.2f m", a.detour.bend.rejoinDistance);
        // Why it does what it does now: its latest decision. A stop under way has no pending
        // order and, stopping, may find its way clear: the reason is this row.
        if (const Decision* last = latestOrderOf(playback, selected_))
            row("last decision", "%.2f s ago: %s", world.time() - last->time,
                decisionHeadline(*last, world).c_str());
        ImGui::EndTable();
    }
    // At rest, its check is of a start: what setting off now would meet, not a contact
    // coming (the 88 % read as a crash about to happen in a run that had none).
    const bool starting = isAtRest(m) && m.state != MotionState::Arrived;
    heading(starting ? "If it set off now (its start check)" : "Collision found by its last check");
    if (a.collision) {
        if (beginRows("collision")) {
            collisionRows(world, *a.collision, starting);
            ImGui::EndTable();
        }
    } else if (const Decision* last = latestOrderOf(playback, selected_);
               starting && last &&
               (last->kind == DecisionKind::Stop || last->kind == DecisionKind::StillWaiting)) {
        // Nothing in the way of a start, and yet it stands: held by a rule (its turn at a
        // passage, room for a stop behind), which its last record names. "Its start is clear"
        // read as if it should be walking.
        ImGui::TextDisabled("none in its way: held as its last decision says");
    } else if ((m.state == MotionState::Stopping || m.pending.kind == OrderKind::Stop) && last) {
        // Its check is of the stop it is making, which meets nobody: that is what the stop is
        // for. "The way ahead is clear" under "stop for east/7" read as a contradiction.
        textDisabledWrappedAtSpaces(
            "none on the stop it is making: it stops as its last decision says");
    } else {
        ImGui::TextDisabled(starting ? "none: its start is clear" : "none: the way ahead is clear");
    }

    // Every decision it took or was the collider of, newest first. Decisions after the
    // current frame (simulated before a scrub back) are listed dimmed: they will happen.
    heading("Decisions");
    const std::vector<Decision>& decisions = playback.recordedDecisions();
    // What the sidebar has left above the speed plot, and at least a few entries: below
    // that the sidebar scrolls. The list first: it is the answer to "why", the plot the
    // picture of it.
    // (the plot, its heading's spacing, line and rule, and the window's padding below it; and
    // a line to spare: a scrollbar that comes and goes narrows the rows above, whose wrapping
    // then makes it come back)
    // Where even that leaves the plot below the sidebar's end (a collision and a start check
    // shown at 1920x1080), the plot gives up height first, down to a strip that still shows
    // the stops.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float u = uiUnit();
    const float overhead =
        ImGui::GetTextLineHeight() * 2 + style.ItemSpacing.y * 6 + style.WindowPadding.y;
    // A list shorter than that is as tall as it drew last frame: one or two decisions kept
    // five lines and pushed the plot off the foot of a 1920x1080 window.
    const float lineHeight = ImGui::GetTextLineHeightWithSpacing();
    // A decision open in it is the answer asked for: the list then takes what it needs, the
    // plot giving way down to its strip (at 1920x1080 "it was moving at walk, 1.40 m/s, at
    // (-1.19," was cut at the list's foot, the plot whole below it).
    const float avail = ImGui::GetContentRegionAvail().y;
    const float listMost = focusedWasOpen
                               ? std::max(avail - overhead - kSpeedPlotLeast * u, lineHeight * 5)
                               : lineHeight * 5;
    const float listLeast =
        std::clamp(decisionsHeight_ + style.ItemSpacing.y, lineHeight, listMost);
    const float plotHeight =
        std::clamp(avail - overhead - listLeast, kSpeedPlotLeast * u, kSpeedPlotHeight * u);
    ImGui::BeginChild("decisions", ImVec2(0, std::max(avail - overhead - plotHeight, listLeast)));
    int shown = 0;
    const int upTo = panelsShowUpTo();
    for (int i = int(decisions.size()) - 1; i >= 0; --i) {
        const Decision& d = decisions[size_t(i)];
        if (d.agent != selected_ && d.collider != selected_) continue;
        if (!takenBy(d, upTo)) continue;
        ++shown;
        const bool future = !takenBy(d, playback.frame());
        ImGui::PushID(i);
        ImGui::PushStyleColor(ImGuiCol_Text,
                              future ? IM_COL32(150, 150, 150, 150) : IM_COL32(235, 235, 235, 255));
        ImGui::ColorButton("##k", ImGui::ColorConvertU32ToFloat4(decisionColour(d.kind)),
                           ImGuiColorEditFlags_NoTooltip, ImVec2(swatch * 0.7f, swatch * 0.7f));
        ImGui::SameLine();
        char title[256];
        const bool mine = d.agent == selected_;
        const std::string headline = decisionHeadline(d, world);
        // Its own in words ("gait down to walk for runner"), others' with who took them.
        std::snprintf(title, sizeof title, "%.2f s  %s%s%s", d.time,
                      mine ? "" : agentName(world, d.agent), mine ? "" : ": ", headline.c_str());
        // The decision in focus is open, and in view when it has just come into focus.
        if (i == focused_ && scrollToFocused_) ImGui::SetNextItemOpen(true);
        const std::string label = fittedText(title, ImGui::GetContentRegionAvail().x -
                                                        ImGui::GetTreeNodeToLabelSpacing());
        const bool open =
            ImGui::TreeNodeEx("entry", ImGuiTreeNodeFlags_SpanAvailWidth, "%s", label.c_str());
        if (label.size() != std::strlen(title) && ImGui::IsItemHovered())
            ImGui::SetTooltip("%s", title);
        // Its top at the list's top: what it says is below it.
        if (i == focused_ && scrollToFocused_) ImGui::SetScrollHereY(0.0f);
        if (ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen()) {
            // To the moment the order was given, the collider ringed, the note said. One it
            // was the collider of is explained from the other side: that agent is selected.
            focusDecision(i);
        }
        if (open && i == focused_) focusedShownOpen_ = true;
        if (open) {
            // Wrapped, every line of it: the sidebar is narrow, and what was cut at its edge
            // was the answer ("it was stopped at (-5.0"). At spaces, never inside a number.
            ImGui::PushTextWrapPos(0.0f);
            if (const std::string note = decisionNote(d, headline); !note.empty())
                textWrappedAtSpaces(note);
            textDisabledWrappedAtSpaces("it was " + decidedAtWords(d, world));
            char line[256];
            if (d.kind == DecisionKind::GaitChange && d.toGait >= 0) {
                std::snprintf(line, sizeof line, "gait %s -> %s",
                              d.fromGait >= 0 ? world.gaits()[size_t(d.fromGait)].name.c_str()
                                              : "-",
                              world.gaits()[size_t(d.toGait)].name.c_str());
                textWrappedAtSpaces(line);
            }
            if (d.kind == DecisionKind::Detour) {
                std::snprintf(line, sizeof line, "%s side, AP (%.2f, %.2f) m, RP (%.2f, %.2f) m",
                              d.bend.side > 0 ? "left" : "right", d.bend.avoidancePoint.x,
                              d.bend.avoidancePoint.y, d.bend.reconnectionPoint.x,
                              d.bend.reconnectionPoint.y);
                textWrappedAtSpaces(line);
                // The side the collision points to (the cause's "avoid towards") is tried
                // first; a detour on the other said "detour left" under "avoid towards: its
                // right" with nothing between.
                if (d.cause && d.bend.via.empty()) {
                    const CollisionRecord& c = *d.cause;
                    const bool pointsLeft = avoidsLeft(c);
                    if (pointsLeft != (d.bend.side > 0))
                        textDisabledWrappedAtSpaces(
                            std::string("not the side the collision points to, its ") +
                            (pointsLeft ? "left" : "right") +
                            (d.tried.empty() ? "" : ": what became of that side is below"));
                }
            }
            if (d.stepTo) {
                std::snprintf(line, sizeof line,
                              "steps to (%.2f, %.2f) m and stops there; on once its way is clear",
                              d.stepTo->x, d.stepTo->y);
                textWrappedAtSpaces(line);
            }
            if (d.kind == DecisionKind::Detour && !d.bend.via.empty()) {
                std::snprintf(line, sizeof line, "through %zu more turns between people standing",
                              d.bend.via.size());
                textWrappedAtSpaces(line);
            }
            if (d.cause && beginRows("cause")) {
                collisionRows(world, *d.cause);
                ImGui::EndTable();
            }
            for (const std::string& t : d.tried) {
                ImGui::Bullet(); // BulletText would not wrap; the group keeps its lines aligned
                ImGui::BeginGroup();
                textWrappedAtSpaces(t);
                ImGui::EndGroup();
            }
            // Wall-clock time, so it differs a little from run to run and from the log's.
            ImGui::TextDisabled("decided in %.0f \xC2\xB5s (wall clock), frame %d", d.micros,
                                d.frame);
            ImGui::PopTextWrapPos();
            ImGui::TreePop();
        }
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
    if (shown == 0) ImGui::TextDisabled("none yet");
    decisionsHeight_ = ImGui::GetCursorPosY();
    ImGui::EndChild();

    heading("Speed");
    SpeedPlotInput plot;
    plot.history = &playback.history();
    plot.agent = selected_;
    plot.currentFrame = playback.frame();
    plot.shownUpTo = panelsShowUpTo();
    plot.lastFrame = playback.endFrame();
    plot.dt = world.dt();
    plot.gaits = &world.gaits();
    plot.plannedSpeed = world.gaits()[size_t(a.plannedGait)].speed;
    plot.height = plotHeight / u;
    const int clicked = drawSpeedPlot(plot);
    if (clicked >= 0 && clicked != playback.frame()) {
        pause();
        seek(clicked);
    }
}

} // namespace footfall::app
