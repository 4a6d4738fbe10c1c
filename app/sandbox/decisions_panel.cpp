// The Decisions tab: every decision of the run so far, newest last, filtered by kind and by
// agent. A row is a decision in words; clicking it goes there (why.cpp): the moment it was
// taken, the agent selected, the collider ringed, the note beside the agent.

#include "app/platform/ui_units.h"
#include "app/sandbox/decision_words.h"
#include "app/sandbox/name_filter.h"
#include "app/sandbox/sandbox_app.h"
#include "app/sandbox/timeline_widget.h"
#include "app/widgets/text_fit.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

namespace footfall::app {

void SandboxApp::drawDecisionsTab() {
    Playback& playback = session_.playback();
    const World& world = playback.world();
    const std::vector<Decision>& all = playback.recordedDecisions();
    DecisionFilter& f = decisionFilter_;

    // The kinds, as toggles in the timeline's colours: the filter is also the key.
    const float u = uiUnit();
    for (int k = 0; k < kDecisionKindCount; ++k) {
        const DecisionKind kind = DecisionKind(k);
        const std::string words = kindWords(kind);
        const float width = ImGui::GetFrameHeight() + ImGui::CalcTextSize(words.c_str()).x +
                            ImGui::GetStyle().ItemInnerSpacing.x;
        if (k > 0) {
            const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
            if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right)
                ImGui::SameLine();
        }
        ImGui::PushID(k);
        ImGui::PushStyleColor(ImGuiCol_CheckMark, decisionColour(kind));
        ImGui::Checkbox(words.c_str(), &f.kinds[size_t(k)]);
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
    ImGui::BeginDisabled(selected_ < 0);
    ImGui::Checkbox("only the selected agent's", &f.selectedOnly);
    ImGui::EndDisabled();
    ImGui::SetNextItemWidth(-FLT_MIN);
    ImGui::InputTextWithHint("##who", "an agent's name, or part of names...", f.name,
                             sizeof f.name);
    const NameFilter byName(world, f.name);
    // The log is in frame order: what a recording has not reached yet is left off the end.
    const int upTo = panelsShowUpTo();
    const int known =
        int(std::partition_point(all.begin(), all.end(),
                                 [&](const Decision& d) { return takenBy(d, upTo); }) -
            all.begin());
    std::vector<int> rows;
    for (int i = 0; i < known; ++i) {
        const Decision& d = all[size_t(i)];
        if (!f.kinds[size_t(d.kind)]) continue;
        if (f.selectedOnly && selected_ >= 0 && d.agent != selected_ && d.collider != selected_)
            continue;
        if (!byName.empty() && !byName.matches(agentName(world, d.agent)) &&
            !byName.matches(agentName(world, d.collider)))
            continue;
        rows.push_back(i);
    }
    listed_ = {int(rows.size()), rows.empty() ? -1 : rows.back()};
    ImGui::TextDisabled("%zu of %d decisions so far%s", rows.size(), known,
                        presenting_ ? "" : "; click one to go there");
    // A recording of the panels follows the log as it fills: the newest rows that fit, with no
    // scroll (a scroll set now is only taken next frame, and a frame of a video is drawn once).
    const bool followNewest = presenting_ && focused_ < 0;
    const float height = ImGui::GetContentRegionAvail().y;
    const ImGuiTableFlags flags = (followNewest ? 0 : ImGuiTableFlags_ScrollY) |
                                  ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                  ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("decisions", 3, flags, ImVec2(0, height))) return;
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn("time", ImGuiTableColumnFlags_WidthFixed, 48 * u);
    ImGui::TableSetupColumn("agent", ImGuiTableColumnFlags_WidthFixed, 80 * u);
    ImGui::TableSetupColumn("decision", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    const auto row = [&](int i) {
        const Decision& d = all[size_t(i)];
        // Decisions after the current moment (simulated before a scrub back) are dimmed, the
        // words in their kind's colour too.
        const bool future = !takenBy(d, playback.shownFrame());
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::PushID(i);
        ImGui::PushStyleColor(ImGuiCol_Text,
                              future ? IM_COL32(150, 150, 150, 160) : IM_COL32(235, 235, 235, 255));
        char time[32];
        std::snprintf(time, sizeof time, "%.2f", d.time);
        if (ImGui::Selectable(time, i == focused_,
                              ImGuiSelectableFlags_SpanAllColumns |
                                  ImGuiSelectableFlags_AllowItemOverlap))
            focusDecision(i);
        if (ImGui::IsItemHovered() && !d.note.empty())
            ImGui::SetTooltip("%s", decisionSentence(d, world).c_str());
        if (i == focused_ && scrollToFocused_) ImGui::SetScrollHereY(0.5f);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(agentName(world, d.agent));
        ImGui::TableNextColumn();
        ImGui::PushStyleColor(ImGuiCol_Text, future ? (decisionColour(d.kind) & ~IM_COL32_A_MASK) |
                                                          IM_COL32(0, 0, 0, 110)
                                                    : decisionColour(d.kind));
        // Cut with "..." at the column's edge, not mid-name; the whole sentence is its tooltip.
        ImGui::TextUnformatted(
            fittedText(decisionHeadline(d, world), ImGui::GetContentRegionAvail().x).c_str());
        ImGui::PopStyleColor(2);
        ImGui::PopID();
    };
    if (followNewest) {
        const float rowHeight = ImGui::GetTextLineHeight() + 2 * ImGui::GetStyle().CellPadding.y;
        const int fit = std::max(int(height / rowHeight) - 1, 1); // below the headers
        for (size_t r = rows.size() - std::min(rows.size(), size_t(fit)); r < rows.size(); ++r)
            row(rows[r]);
        ImGui::EndTable();
        return;
    }
    // Only the visible rows are drawn: a crowd decides thousands of times. The focused row,
    // when it must be scrolled to, is drawn whether visible or not.
    ImGuiListClipper clipper;
    clipper.Begin(int(rows.size()));
    if (scrollToFocused_) {
        for (size_t r = 0; r < rows.size(); ++r)
            if (rows[r] == focused_) clipper.ForceDisplayRangeByIndices(int(r), int(r) + 1);
    }
    while (clipper.Step())
        for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r)
            row(rows[size_t(r)]);
    ImGui::EndTable();
}

} // namespace footfall::app
