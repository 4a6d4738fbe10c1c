#pragma once
// The frame the tests step the world by: the sandbox's own 60 Hz, so that what a test holds a
// rule to is what a user watches.

namespace footfall::testing {

inline constexpr double kRunDt = 1.0 / 60.0;

} // namespace footfall::testing
