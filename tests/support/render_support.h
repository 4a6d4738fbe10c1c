#pragma once
// Shared by the render tests: a canvas that records what it was asked to draw, and small real
// worlds to paint.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "render/canvas.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace footfall::render::testing {

class RecordingCanvas final : public Canvas {
  public:
    struct Line {
        Vec2 a, b;
        Colour colour;
        float width;
    };
    struct Polyline {
        std::vector<Vec2> points;
        bool closed;
        Colour colour;
        float width;
    };
    struct Fill {
        std::vector<Vec2> points;
        Colour colour;
    };
    struct Triangle {
        Vec2 a, b, c;
        Colour colour;
    };
    struct Disc {
        Vec2 centre;
        double radius;
        Colour colour;
    };
    struct Circle {
        Vec2 centre;
        double radius;
        Colour colour;
        float width;
    };
    struct Dot {
        Vec2 centre;
        float radiusPx;
        Colour colour;
    };
    struct Text {
        Vec2 anchor;
        std::string text;
        Colour colour;
        int priority;
        Vec2 beside{0, 0}; // for a label beside its anchor: which way (world)
    };
    struct Person {
        Vec2 centre, heading;
        double radius;
        Colour clothes, hair;
    };
    struct Strides {
        Vec2 front, heading;
        double pitch;
        int solid, faint;
        Colour colour;
    };
    struct Ellipse {
        Vec2 centre, axis;
        double halfLength, halfWidth;
        Colour colour;
    };
    struct Diamond {
        Vec2 centre;
        float radiusPx;
        Colour fill, outline;
    };

    explicit RecordingCanvas(double mpp = 0.02) : mpp_(mpp) {}

    void line(Vec2 a, Vec2 b, Colour colour, float widthPx) override {
        lines.push_back({a, b, colour, widthPx});
    }
    void polyline(const Vec2* points, int count, bool closed, Colour colour,
                  float widthPx) override {
        polylines.push_back({{points, points + count}, closed, colour, widthPx});
    }
    void convexFill(const Vec2* points, int count, Colour colour) override {
        fills.push_back({{points, points + count}, colour});
    }
    void triangle(Vec2 a, Vec2 b, Vec2 c, Colour colour) override {
        triangles.push_back({a, b, c, colour});
    }
    void disc(Vec2 centre, double radius, Colour colour) override {
        discs.push_back({centre, radius, colour});
    }
    void circle(Vec2 centre, double radius, Colour colour, float widthPx) override {
        circles.push_back({centre, radius, colour, widthPx});
    }
    void dot(Vec2 centre, float radiusPx, Colour colour) override {
        dots.push_back({centre, radiusPx, colour});
    }
    void text(Vec2 anchor, std::string_view text, Colour colour, float, float,
              int priority) override {
        texts.push_back({anchor, std::string(text), colour, priority});
    }
    void textBeside(Vec2 anchor, Vec2 direction, float, std::string_view text, Colour colour,
                    int priority) override {
        texts.push_back({anchor, std::string(text), colour, priority, direction});
    }
    void person(Vec2 centre, Vec2 heading, double radius, Colour clothes, Colour hair) override {
        persons.push_back({centre, heading, radius, clothes, hair});
    }
    void strides(Vec2 front, Vec2 heading, double pitch, int solid, int faint, Colour colour,
                 float) override {
        strideMarks.push_back({front, heading, pitch, solid, faint, colour});
    }
    void ellipse(Vec2 centre, Vec2 axis, double halfLength, double halfWidth,
                 Colour colour) override {
        ellipses.push_back({centre, axis, halfLength, halfWidth, colour});
    }
    void diamond(Vec2 centre, float radiusPx, Colour fill, Colour outline) override {
        diamonds.push_back({centre, radiusPx, fill, outline});
    }
    void keepLabelsOff(Vec2 centre, double radius) override {
        keptOff.push_back({centre, radius, 0});
    }
    double metresPerPixel() const override { return mpp_; }

    size_t total() const {
        return lines.size() + polylines.size() + fills.size() + triangles.size() + discs.size() +
               circles.size() + dots.size() + texts.size() + persons.size() + strideMarks.size() +
               ellipses.size() + diamonds.size();
    }

    std::vector<Line> lines;
    std::vector<Polyline> polylines;
    std::vector<Fill> fills;
    std::vector<Triangle> triangles;
    std::vector<Disc> discs;
    std::vector<Circle> circles;
    std::vector<Dot> dots;
    std::vector<Text> texts;
    std::vector<Person> persons;
    std::vector<Strides> strideMarks;
    std::vector<Ellipse> ellipses;
    std::vector<Diamond> diamonds;
    std::vector<Disc> keptOff; // what labels keep off (no colour)

  private:
    double mpp_;
};

// A prepared scenario and a world on it, kept together because the world borrows the scenario.
class TestWorld {
  public:
    explicit TestWorld(const Scenario& scenario, const char* model = "none") {
        setup_ = std::make_unique<SetupResult>(prepareScenario(scenario, scenario.name));
        if (!setup_->prepared) {
            ADD_FAILURE() << setup_->diagnostics.format();
            return;
        }
        world_ = std::make_unique<World>(*setup_->prepared, makeAvoidanceModel(model), 1.0 / 60);
    }
    World& world() { return *world_; }
    const PreparedScenario& prepared() const { return *setup_->prepared; }
    void steps(int n) {
        for (int i = 0; i < n; ++i)
            world_->step();
    }

  private:
    std::unique_ptr<SetupResult> setup_;
    std::unique_ptr<World> world_;
};

// A 20 x 4 m corridor with a pillar off its centre line: "east" and "west" walk its length,
// "late" starts at 5 s, "slowpoke" walks slowly and "bystander" stands by the north wall.
inline Scenario corridorScene() {
    Scenario s = layouts::corridor(20, 4);
    s.obstacles.push_back({CircleShape{{0, 1.4}, 0.3}});
    layouts::addWalker(s, "east", {-9, -1}, {9, -1});
    layouts::addWalker(s, "west", {9, 0}, {-9, 0});
    layouts::addWalker(s, "late", {-9, 1}, {5, 1}, "walk", 5.0);
    layouts::addWalker(s, "slowpoke", {-5, -0.5}, {5, -0.5}, "slow");
    AgentSpec bystander;
    bystander.name = "bystander";
    bystander.position = {4, 1.5};
    bystander.stationary = true;
    bystander.heading = Vec2{0, 1};
    s.agents.push_back(bystander);
    return s;
}

inline int gaitIndex(const World& world, const std::string& name) {
    for (size_t i = 0; i < world.gaits().size(); ++i) {
        if (world.gaits()[i].name == name) return int(i);
    }
    return -1;
}

} // namespace footfall::render::testing
