#pragma once
// A cache inside something copied whole: the avoidance model, which every playback keyframe
// clones. What a cache holds never changes a result (a kept answer is the one that would be
// made again), so a copy starts without it rather than carry it into every keyframe; a move
// keeps it.

namespace footfall {

template <class T> struct DroppedOnCopy {
    T value{};

    DroppedOnCopy() = default;
    DroppedOnCopy(const DroppedOnCopy&) {}
    DroppedOnCopy& operator=(const DroppedOnCopy&) {
        value = T{};
        return *this;
    }
    DroppedOnCopy(DroppedOnCopy&&) = default;
    DroppedOnCopy& operator=(DroppedOnCopy&&) = default;
    ~DroppedOnCopy() = default;
};

} // namespace footfall
