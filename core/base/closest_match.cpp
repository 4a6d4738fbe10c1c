#include "core/base/closest_match.h"

#include <algorithm>
#include <vector>

namespace footfall {

namespace {

char lowerAscii(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Optimal string alignment distance: Levenshtein plus adjacent transpositions, because
// swapped letters ("golas") are the commonest typo. Case is ignored: "Goal" is a typo too.
std::size_t editDistance(std::string_view a, std::string_view b) {
    const std::size_t n = a.size(), m = b.size();
    std::vector<std::vector<std::size_t>> d(n + 1, std::vector<std::size_t>(m + 1));
    for (std::size_t i = 0; i <= n; ++i)
        d[i][0] = i;
    for (std::size_t j = 0; j <= m; ++j)
        d[0][j] = j;
    for (std::size_t i = 1; i <= n; ++i) {
        for (std::size_t j = 1; j <= m; ++j) {
            const std::size_t cost = lowerAscii(a[i - 1]) == lowerAscii(b[j - 1]) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && lowerAscii(a[i - 1]) == lowerAscii(b[j - 2]) &&
                lowerAscii(a[i - 2]) == lowerAscii(b[j - 1])) {
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[n][m];
}

} // namespace

std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates) {
    // Long words cost a quadratic table each; nobody mistypes a 200-character key.
    if (word.size() > 64) return {};
    std::string best;
    std::size_t bestDistance = 3;
    // A key cut short ("same_direction_angle" for "same_direction_angle_deg") is far from
    // its full form by edit distance, yet an obvious match.
    if (word.size() >= 4) {
        for (const std::string& candidate : candidates) {
            if (candidate.size() > word.size() && candidate.size() <= word.size() + 4 &&
                candidate.compare(0, word.size(), word) == 0) {
                best = candidate;
                bestDistance = 1;
                break;
            }
        }
    }
    // The first word of a key of several ("start" for "start_time"), when only one key begins so.
    if (best.empty() && word.size() >= 3) {
        const std::string head = std::string(word) + "_";
        int found = 0;
        for (const std::string& candidate : candidates) {
            if (candidate.compare(0, head.size(), head) != 0) continue;
            best = candidate;
            ++found;
        }
        if (found == 1)
            bestDistance = 1;
        else
            best.clear();
    }
    for (const std::string& candidate : candidates) {
        const std::size_t d = editDistance(word, candidate);
        // A distance as large as the word itself would "correct" any two-letter key.
        if (d < bestDistance && d < std::max<std::size_t>(word.size(), 1)) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace footfall
