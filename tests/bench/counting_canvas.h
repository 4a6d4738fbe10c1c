#pragma once
// A canvas that draws nothing and counts what it is asked to draw: the painters' own cost,
// without a GPU, for the benchmarks that paint (bench_render.cpp, bench_playback.cpp).

#include "render/canvas.h"

#include <ctime>

namespace footfall::render {

class CountingCanvas final : public Canvas {
  public:
    void line(Vec2, Vec2, Colour, float) override { ++calls; }
    void polyline(const Vec2*, int count, bool, Colour, float) override {
        ++calls;
        vertices += count;
    }
    void convexFill(const Vec2*, int count, Colour) override {
        ++calls;
        vertices += count;
    }
    void triangle(Vec2, Vec2, Vec2, Colour) override { ++calls; }
    void disc(Vec2, double, Colour) override { ++calls; }
    void circle(Vec2, double, Colour, float) override { ++calls; }
    void dot(Vec2, float, Colour) override { ++calls; }
    void text(Vec2, std::string_view, Colour, float, float, int) override { ++calls; }
    double metresPerPixel() const override {
        return 1.0 / 12.0;
    } // a 1000-agent plaza fitted to 1080p
    long calls = 0, vertices = 0;
};

// CPU time of this thread, µs: what the painter took, however busy the machine.
inline double threadMicros() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) * 1e-3;
}

} // namespace footfall::render
