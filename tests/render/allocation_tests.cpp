// Painting a frame allocates nothing once the painter is warm: at a thousand agents, 60 times
// a second, allocations per agent would be the frame's largest cost after the GPU's. Counted
// by replacing the global operator new for this test binary (a count, nothing else changes).

#include "render/world_painter.h"
#include "support/render_support.h"

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<long> allocations{0};
} // namespace

// Every form that pairs with malloc and free is replaced, nothrow and array forms included: a
// form left to the runtime allocates its own way and would then be freed here, which
// AddressSanitizer rightly reports as an alloc-dealloc mismatch. (The aligned forms allocate
// and free through the runtime's own pair, which still match.)
namespace {
void* counted(std::size_t size) noexcept {
    allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}
} // namespace

void* operator new(std::size_t size) {
    if (void* p = counted(size)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) {
    if (void* p = counted(size)) return p;
    throw std::bad_alloc();
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    return counted(size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    return counted(size);
}
void operator delete(void* p) noexcept {
    std::free(p);
}
void operator delete[](void* p) noexcept {
    std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    std::free(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
    std::free(p);
}
void operator delete[](void* p, const std::nothrow_t&) noexcept {
    std::free(p);
}

namespace footfall::render {
namespace {

// Discards everything: a canvas that allocated would be counted against the painter.
class NullCanvas final : public Canvas {
  public:
    void line(Vec2, Vec2, Colour, float) override {}
    void polyline(const Vec2*, int, bool, Colour, float) override {}
    void convexFill(const Vec2*, int, Colour) override {}
    void triangle(Vec2, Vec2, Vec2, Colour) override {}
    void disc(Vec2, double, Colour) override {}
    void circle(Vec2, double, Colour, float) override {}
    void dot(Vec2, float, Colour) override {}
    void text(Vec2, std::string_view, Colour, float, float, int) override {}
    double metresPerPixel() const override { return 0.02; }
};

void expectWarmPainterAllocatesNothing(const Scenario& scenario) {
    testing::TestWorld t(scenario);
    World& w = t.world();
    RunHistory history;
    history.agents = int(w.agents().size());
    for (int f = 0; f <= 120; ++f) {
        if (f > 0) w.step();
        for (const AgentState& a : w.agents()) {
            history.positions.push_back(glm::vec2(a.position));
            history.speeds.push_back(float(a.motion.speed));
            if (a.footstep)
                history.footsteps.push_back({w.frame(), a.index, a.position, a.heading, 0, true});
        }
        ++history.frames;
    }
    w.agents()[3].detour.active = true;
    w.agents()[3].detour.bend.rejoinDistance = w.agents()[3].motion.distance + 2;
    PaintInput in(w);
    in.history = &history;
    for (const LayerInfo& info : layerTable())
        in.layers.*info.member = true;
    in.selected = 3;
    WorldPainter painter;
    NullCanvas canvas;
    const long cold = allocations.load();
    painter.paint(canvas, in); // warm: triangulates the floor, sizes the scratch buffers
    EXPECT_GT(allocations.load() - cold, 0); // the count works
    painter.paint(canvas, in);
    const long before = allocations.load();
    painter.paint(canvas, in);
    EXPECT_EQ(allocations.load() - before, 0);
}

TEST(RenderAllocation, AWarmPainterAllocatesNothingPerFrame) {
    expectWarmPainterAllocatesNothing(layouts::plazaCrowd(60));
}

// Footprints planned ahead and the footstep plans layer read every agent's plan every frame.
TEST(RenderAllocation, AWarmPainterAllocatesNothingPerFrameOnPlannedFootsteps) {
    Scenario crowd = layouts::plazaCrowd(60);
    crowd.agent_defaults.locomotion = Locomotion::PlannedFootsteps;
    expectWarmPainterAllocatesNothing(crowd);
}

} // namespace
} // namespace footfall::render
