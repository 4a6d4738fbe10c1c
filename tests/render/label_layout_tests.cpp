// Labels never print over each other: placeLabels moves a label that would, or drops it, and
// the more important label keeps its place.

#include "render/label_layout.h"

#include <gtest/gtest.h>

namespace footfall::render {
namespace {

bool overlap(const LabelBox& a, const LabelBox& b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
           b.y < a.y + a.height;
}

LabelBox labelAt(float x, float y, int priority = 0) {
    // 40 x 14, asked for to the right of its point.
    return {x + 8, y - 7, 40, 14, x, y, priority, false};
}

TEST(RenderLabels, NoTwoPlacedLabelsOverlap) {
    std::vector<LabelBox> labels;
    for (int i = 0; i < 30; ++i) // a crowd: points 5 px apart along a line
        labels.push_back(labelAt(100 + 5.0f * float(i), 100));
    placeLabels(labels);
    int placed = 0;
    for (size_t i = 0; i < labels.size(); ++i) {
        placed += labels[i].placed;
        for (size_t j = i + 1; j < labels.size(); ++j)
            if (labels[i].placed && labels[j].placed) {
                EXPECT_FALSE(overlap(labels[i], labels[j])) << i << " and " << j;
            }
    }
    EXPECT_GE(placed, 2);  // some find a place, moved
    EXPECT_LT(placed, 30); // and the rest are dropped, not piled up
}

TEST(RenderLabels, TheHigherPriorityKeepsItsPlace) {
    std::vector<LabelBox> labels = {labelAt(100, 100, 0), labelAt(102, 100, 3)};
    const float wantedX = labels[1].x, wantedY = labels[1].y;
    placeLabels(labels);
    ASSERT_TRUE(labels[1].placed);
    EXPECT_EQ(labels[1].x, wantedX);
    EXPECT_EQ(labels[1].y, wantedY);
    if (labels[0].placed) {
        EXPECT_FALSE(overlap(labels[0], labels[1]));
    }
}

TEST(RenderLabels, AreasKeptClearStayClear) {
    std::vector<LabelBox> labels = {labelAt(100, 100)};
    placeLabels(labels, {{90, 80, 200, 120}}); // the legend, over the point
    EXPECT_FALSE(labels[0].placed);
    std::vector<LabelBox> beside = {labelAt(100, 100)};
    placeLabels(beside, {{105, 80, 200, 120}}); // over where it wants to be: it moves
    ASSERT_TRUE(beside[0].placed);
    EXPECT_LT(beside[0].x + beside[0].width, 105.01f);
}

TEST(RenderLabels, EveryonesMarksKeepOffPeopleOrGo) {
    // A mark's label would print over the person standing right of it: it goes to the other
    // side; with people on every side, it is left out.
    std::vector<LabelBox> moved = {labelAt(100, 100)};
    placeLabels(moved, {}, {{110, 90, 130, 110}});
    ASSERT_TRUE(moved[0].placed);
    EXPECT_LT(moved[0].x + moved[0].width, 100.01f);
    const std::vector<ClearArea> crowd = {
        {110, 90, 130, 110}, {50, 90, 95, 110}, {60, 50, 140, 94}, {60, 106, 140, 150}};
    std::vector<LabelBox> dropped = {labelAt(100, 100)};
    placeLabels(dropped, {}, crowd);
    EXPECT_FALSE(dropped[0].placed);
}

TEST(RenderLabels, ANameCoversPeopleRatherThanGo) {
    // The same crowd round a name (priority 1): it keeps the place it asked for, over people,
    // but never over the areas kept clear.
    const std::vector<ClearArea> crowd = {
        {110, 90, 130, 110}, {50, 90, 95, 110}, {60, 50, 140, 94}, {60, 106, 140, 150}};
    std::vector<LabelBox> name = {labelAt(100, 100, 1)};
    const float wantedX = name[0].x;
    placeLabels(name, {}, crowd);
    ASSERT_TRUE(name[0].placed);
    EXPECT_EQ(name[0].x, wantedX);
    std::vector<LabelBox> legend = {labelAt(100, 100, 1)};
    placeLabels(legend, {{90, 80, 200, 120}}, crowd);
    EXPECT_FALSE(legend[0].placed);
}

TEST(RenderLabels, ANameOverPeopleGoesWhereItCoversLeastOfThem) {
    // People on every side, one whole body where the name asks to be, a sliver of another on
    // the other side: it lies over the sliver, not over the body (a selected walker's name lay
    // on the collider beside it, the first place tried).
    const std::vector<ClearArea> crowd = {
        {106, 90, 150, 110}, {50, 104, 70, 110}, {60, 40, 140, 84}, {60, 116, 140, 160}};
    std::vector<LabelBox> name = {labelAt(100, 100, 1)};
    placeLabels(name, {}, crowd);
    ASSERT_TRUE(name[0].placed);
    EXPECT_LT(name[0].x + name[0].width, 100.01f) << "mirrored, to the left of its point";
}

TEST(RenderLabels, AnAreasLabelMovesOutOfItsCornerNotAcrossIt) {
    // An area's name hangs inside its top-left corner (100, 100), someone standing there. With
    // room left of the corner it goes there, on the same line; with none (the view's edge, or
    // the legend), just above the corner, starting where it did: centred on the corner, its
    // left half lay over whatever is left of the area (the wall of the hall round a crowd).
    const LabelBox asked{104, 102, 60, 14, 100, 100, 0, false};
    const ClearArea someone{110, 104, 124, 118};
    std::vector<LabelBox> beside = {asked};
    placeLabels(beside, {}, {someone});
    ASSERT_TRUE(beside[0].placed);
    EXPECT_EQ(beside[0].y, asked.y);
    EXPECT_LE(beside[0].x + beside[0].width, 100.0f);
    std::vector<LabelBox> above = {asked};
    placeLabels(above, {{0, 0, 99, 300}}, {someone});
    ASSERT_TRUE(above[0].placed);
    EXPECT_EQ(above[0].x, asked.x);
    EXPECT_LE(above[0].y + above[0].height, 100.0f);
    EXPECT_GE(above[0].y + above[0].height, 96.0f); // right above it, not further off
}

TEST(RenderLabels, ACrowdOfPeopleOnScreenIsSearchedWhole) {
    // A thousand people spread over a wide view, one of them far from the first: a label over
    // that one still sees it (the buckets cover every box, wherever it lies).
    std::vector<ClearArea> people;
    for (int i = 0; i < 1000; ++i)
        people.push_back({float(i % 40) * 10, float(i / 40) * 10, float(i % 40) * 10 + 6,
                          float(i / 40) * 10 + 6});
    people.push_back({5000, 3000, 5040, 3040});
    std::vector<LabelBox> far = {labelAt(4990, 3020)};
    placeLabels(far, {}, people);
    ASSERT_TRUE(far[0].placed);
    EXPECT_LT(far[0].x + far[0].width, 4990.01f);
}

} // namespace
} // namespace footfall::render
