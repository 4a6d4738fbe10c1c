#include "render/label_layout.h"

#include <algorithm>
#include <numeric>

namespace footfall::render {
namespace {

struct Box {
    float x0, y0, x1, y1;
    bool overlaps(const Box& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

} // namespace

void placeLabels(std::vector<LabelBox>& labels, const std::vector<ClearArea>& keepClear) {
    std::vector<size_t> order(labels.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return labels[a].priority > labels[b].priority; });
    std::vector<Box> taken;
    taken.reserve(labels.size() + keepClear.size());
    for (const ClearArea& c : keepClear)
        taken.push_back({c.x0, c.y0, c.x1, c.y1});
    for (size_t i : order) {
        LabelBox& l = labels[i];
        // Where it asked; mirrored to the other side of its point; above it; below it.
        const float dx = l.x - l.anchorX;
        const float candidates[4][2] = {
            {l.x, l.y},
            {l.anchorX - dx - l.width, l.y},
            {l.anchorX - l.width * 0.5f, l.anchorY - std::abs(dx) - l.height},
            {l.anchorX - l.width * 0.5f, l.anchorY + std::abs(dx)},
        };
        l.placed = false;
        for (const auto& c : candidates) {
            const Box box{c[0], c[1], c[0] + l.width, c[1] + l.height};
            const bool free = std::none_of(taken.begin(), taken.end(),
                                           [&](const Box& t) { return t.overlaps(box); });
            if (!free) continue;
            l.x = c[0];
            l.y = c[1];
            l.placed = true;
            taken.push_back(box);
            break;
        }
    }
}

} // namespace footfall::render
