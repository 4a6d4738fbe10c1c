#pragma once
// "Did you mean ...?": the likeliest intended word for a mistyped one, among the words that
// exist (a scenario file's keys, a command's options).

#include <string>
#include <string_view>
#include <vector>

namespace footfall {

// The candidate closest to `word` when close enough to be a likely typo, else empty.
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);

} // namespace footfall
