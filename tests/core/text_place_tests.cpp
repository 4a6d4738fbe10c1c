// A problem known by its JSON pointer is said at its line, as a text editor numbers it, so a
// designer with the file open jumps straight there.

#include "core/prepare/setup.h"
#include "core/scenario/text_place.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

namespace footfall {
namespace {

// Line 1 opens the object; each value sits where the comments and strings around it would
// fool a scanner that did not know them.
const char* const kPlacedText = R"({
  // a comment with "quotes", { braces } and [brackets]
  "name": "a \"quoted\" } name",
  /* a block
     comment */ "agents": [
    {"name": "a", "goal": [1, 2]},
    {"name": "b", "position": [3, 4], "goal": [5, 6]}
  ],
  "a/b": {"c~d": true},
  "last": "é é", "after": 1
})";

TextPlace placedAt(const char* pointer) {
    const std::optional<TextPlace> place = placeOfPointer(kPlacedText, pointer);
    EXPECT_TRUE(place) << pointer;
    return place.value_or(TextPlace{0, 0});
}

void expectPlace(const char* pointer, int line, int column) {
    const TextPlace p = placedAt(pointer);
    EXPECT_EQ(p.line, line) << pointer;
    EXPECT_EQ(p.column, column) << pointer;
}

TEST(TextPlace, APointersValueIsFoundPastCommentsAndStrings) {
    expectPlace("", 1, 1);
    expectPlace("/name", 3, 11);
    expectPlace("/agents", 5, 27);
    expectPlace("/agents/0/goal", 6, 27);
    expectPlace("/agents/1", 7, 5);
    expectPlace("/agents/1/goal/1", 7, 51);
    expectPlace("/a~1b/c~0d", 9, 18);
    expectPlace("/after", 10, 27); // columns count characters, not the bytes of é
}

TEST(TextPlace, SomethingTheTextLacksIsPlacedAtTheNearestPartItHas) {
    expectPlace("/agents/0/position", 6, 5); // the object the key is missing from
    expectPlace("/agents/7", 5, 27);
    expectPlace("/nothing/here", 1, 1);
    EXPECT_FALSE(placeOfPointer("", "/name"));
    EXPECT_FALSE(placeOfPointer(kPlacedText, "name")) << "not a pointer";
    // Cut short or malformed: what was found before the break still counts, and nothing throws.
    const std::optional<TextPlace> cut = placeOfPointer("{\"a\": [1, 2", "/a/1");
    ASSERT_TRUE(cut);
    EXPECT_EQ(cut->column, 11);
    EXPECT_TRUE(placeOfPointer(std::string(500, '['), "/0/0"));
}

// A key written with \u escapes is the text they stand for, as the parser reads it: an unknown
// key's error (its pointer holds the key decoded) is placed at it, not at its object.
TEST(TextPlace, KeysWrittenWithEscapesAreTheTextTheyStandFor) {
    const std::string text = "{\n  \"a\": 1,\n  \"n\\u00e4me\": 2,\n  \"\\ud83d\\ude00\": 3\n}";
    const std::optional<TextPlace> umlaut = placeOfPointer(text, "/n\xC3\xA4me");
    ASSERT_TRUE(umlaut);
    EXPECT_EQ(umlaut->line, 3);
    const std::optional<TextPlace> smile = placeOfPointer(text, "/\xF0\x9F\x98\x80");
    ASSERT_TRUE(smile);
    EXPECT_EQ(smile->line, 4);
}

TEST(TextPlace, AByteOrderMarkIsNoColumn) {
    const std::string marked = "\xEF\xBB\xBF{\"a\": 1,\n \"b\": 2}";
    const std::optional<TextPlace> a = placeOfPointer(marked, "/a");
    ASSERT_TRUE(a);
    EXPECT_EQ(a->line, 1);
    EXPECT_EQ(a->column, 7);
    Diagnostics d;
    d.add("/b", "b is wrong");
    placeDiagnostics(d, marked);
    EXPECT_EQ(d.items[0].line, 2);
    EXPECT_EQ(d.items[0].column, 7);
}

// Placed, the problems are said in the file's order (the whole file's first), whatever order the
// checks found them in: a designer fixes the file top to bottom.
TEST(TextPlace, ProblemsGetTheLinesOfTheirPointersInOnePassInTheFilesOrder) {
    Diagnostics d;
    d.file = "f.json";
    d.add("/agents/1/goal", "goal of b is wrong");
    d.add("/agents/0/goal", "goal of a is wrong");
    d.add("", "the whole file is wrong");
    d.items.push_back({"", "syntax error", 4, 2});
    placeDiagnostics(d, kPlacedText);
    EXPECT_EQ(d.format(), "f.json: the whole file is wrong\n"
                          "f.json:4:2: syntax error\n"
                          "f.json:6:27: /agents/0/goal: goal of a is wrong\n"
                          "f.json:7:47: /agents/1/goal: goal of b is wrong\n")
        << "a line already known stays; the whole file has none";
}

TEST(TextPlace, APlacementProblemOfAFileNamesItsLineAgentAndObstacle) {
    const std::string path = ::testing::TempDir() + "text_place_in_obstacle.json";
    std::ofstream(path) << R"({
  "format": "footfall.scenario", "version": 1, "name": "t",
  "floor": [{"rect": [-5, -5, 5, 5]}],
  "obstacles": [{"circle": [3, 3, 0.5]}],
  "agents": [
    {"name": "carol", "position": [-4, 2],
     "goal": [3, 3]}
  ]
})";
    const SetupResult setup = loadAndPrepare(path);
    ASSERT_FALSE(setup.prepared);
    ASSERT_EQ(setup.diagnostics.items.size(), 1u);
    EXPECT_EQ(setup.diagnostics.format(),
              path + ":7:14: /agents/0/goal: goal [3, 3] of agent 'carol' is inside obstacle "
                     "/obstacles/0 (the circle of radius 0.5 at [3, 3])\n");
    std::remove(path.c_str());
}

} // namespace
} // namespace footfall
