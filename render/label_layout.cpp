#include "render/label_layout.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace footfall::render {
namespace {

struct Box {
    float x0, y0, x1, y1;
    bool overlaps(const Box& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

// What is occupied, in buckets of the screen, since a window of a thousand people holds a
// thousand boxes and each label looks only at the few near it.
class OccupiedOnScreen {
  public:
    explicit OccupiedOnScreen(const std::vector<ClearArea>& areas) {
        if (areas.empty()) return;
        x0_ = areas[0].x0;
        y0_ = areas[0].y0;
        float x1 = areas[0].x1, y1 = areas[0].y1;
        for (const ClearArea& p : areas) {
            x0_ = std::min(x0_, p.x0);
            y0_ = std::min(y0_, p.y0);
            x1 = std::max(x1, p.x1);
            y1 = std::max(y1, p.y1);
        }
        columns_ = std::clamp(int((x1 - x0_) / kCell) + 1, 1, kMaxSide);
        rows_ = std::clamp(int((y1 - y0_) / kCell) + 1, 1, kMaxSide);
        // Counted, then filled: two flat arrays rather than a list a cell, built each frame.
        start_.assign(size_t(columns_ * rows_) + 1, 0);
        for (const ClearArea& p : areas)
            forCells({p.x0, p.y0, p.x1, p.y1}, [&](size_t cell) { ++start_[cell + 1]; });
        std::partial_sum(start_.begin(), start_.end(), start_.begin());
        boxes_.resize(start_.back());
        std::vector<size_t> fill(start_.begin(), start_.end() - 1);
        for (const ClearArea& p : areas) {
            const Box b{p.x0, p.y0, p.x1, p.y1};
            forCells(b, [&](size_t cell) { boxes_[fill[cell]++] = b; });
        }
    }

    bool covers(const Box& label) const {
        bool hit = false;
        forCells(label, [&](size_t cell) {
            for (size_t i = start_[cell]; i < start_[cell + 1] && !hit; ++i)
                hit = boxes_[i].overlaps(label);
        });
        return hit;
    }

    // How much of what is occupied the label would lie over, in square pixels: each box
    // counted once, in the cell where its overlap with the label begins.
    float coveredArea(const Box& label) const {
        float area = 0;
        forCells(label, [&](size_t cell) {
            for (size_t i = start_[cell]; i < start_[cell + 1]; ++i) {
                const Box& b = boxes_[i];
                if (!b.overlaps(label)) continue;
                const float x0 = std::max(b.x0, label.x0), y0 = std::max(b.y0, label.y0);
                if (cellOf(x0, y0) != cell) continue;
                area += (std::min(b.x1, label.x1) - x0) * (std::min(b.y1, label.y1) - y0);
            }
        });
        return area;
    }

  private:
    static constexpr float kCell = 64;  // pixels
    static constexpr int kMaxSide = 64; // cells a side: a box far off screen shares the edge ones

    int column(float x) const { return std::clamp(int((x - x0_) / kCell), 0, columns_ - 1); }
    int row(float y) const { return std::clamp(int((y - y0_) / kCell), 0, rows_ - 1); }
    size_t cellOf(float x, float y) const { return size_t(row(y) * columns_ + column(x)); }

    template <class F> void forCells(const Box& b, F&& f) const {
        if (columns_ == 0) return;
        for (int r = row(b.y0); r <= row(b.y1); ++r)
            for (int c = column(b.x0); c <= column(b.x1); ++c)
                f(size_t(r * columns_ + c));
    }

    float x0_ = 0, y0_ = 0;
    int columns_ = 0, rows_ = 0;
    std::vector<size_t> start_; // where each cell's boxes begin in boxes_, and the end
    std::vector<Box> boxes_;
};

} // namespace

void placeLabels(std::vector<LabelBox>& labels, const std::vector<ClearArea>& keepClear,
                 const std::vector<ClearArea>& occupied) {
    std::vector<size_t> order(labels.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return labels[a].priority > labels[b].priority; });
    std::vector<Box> taken;
    taken.reserve(labels.size() + keepClear.size());
    for (const ClearArea& c : keepClear)
        taken.push_back({c.x0, c.y0, c.x1, c.y1});
    const OccupiedOnScreen occupiedOnScreen(occupied);
    for (size_t i : order) {
        LabelBox& l = labels[i];
        // Where it asked; mirrored to the other side of its point; above it; below it. A label
        // that hangs below its point names a corner from inside it (an area's top left): after
        // the other side of the corner, it tries just above the corner, starting where it did,
        // where it still reads as the area's; centred on the corner, half of it lay over
        // whatever is beside the area (the wall of the hall round a crowd's start).
        const float dx = l.x - l.anchorX, dy = l.y - l.anchorY;
        std::array<std::array<float, 2>, 5> candidates;
        int count = 0;
        candidates[size_t(count++)] = {l.x, l.y};
        candidates[size_t(count++)] = {l.anchorX - dx - l.width, l.y};
        if (dy > 0) candidates[size_t(count++)] = {l.x, l.anchorY - dy - l.height};
        candidates[size_t(count++)] = {l.anchorX - l.width * 0.5f,
                                       l.anchorY - std::abs(dx) - l.height};
        candidates[size_t(count++)] = {l.anchorX - l.width * 0.5f, l.anchorY + std::abs(dx)};
        l.placed = false;
        // Off everyone, in the order of the places; failing that, for a label that matters
        // more than everyone's marks, over people rather than nowhere: where it covers least of
        // them (the first place in a crowd lay on the very one the picture was about, a name
        // over the collider beside its owner, a time over the walker it was of).
        int best = -1;
        float bestCovered = 0;
        for (int k = 0; k < count; ++k) {
            const auto& c = candidates[size_t(k)];
            const Box box{c[0], c[1], c[0] + l.width, c[1] + l.height};
            if (std::any_of(taken.begin(), taken.end(),
                            [&](const Box& t) { return t.overlaps(box); }))
                continue;
            if (!occupiedOnScreen.covers(box)) {
                best = k;
                break;
            }
            if (l.priority <= 0) continue;
            const float covered = occupiedOnScreen.coveredArea(box);
            if (best < 0 || covered < bestCovered) {
                best = k;
                bestCovered = covered;
            }
        }
        if (best >= 0) {
            const auto& c = candidates[size_t(best)];
            l.x = c[0];
            l.y = c[1];
            l.placed = true;
            taken.push_back({c[0], c[1], c[0] + l.width, c[1] + l.height});
        }
    }
}

} // namespace footfall::render
