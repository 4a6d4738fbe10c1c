#include "core/scenario/json.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace footfall::scenario_json {

std::string escapeToken(std::string_view token) {
    std::string out;
    out.reserve(token.size());
    for (char c : token) {
        if (c == '~') {
            out += "~0";
        } else if (c == '/') {
            out += "~1";
        } else {
            out += c;
        }
    }
    return out;
}

std::string child(const std::string& pointer, std::string_view key) {
    return pointer + "/" + escapeToken(key);
}

std::string child(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

std::string inQuotes(std::string_view text) {
    // A pasted paragraph as a key must not turn one diagnostic into a wall of text.
    constexpr std::size_t kMax = 60;
    if (text.size() <= kMax) return "'" + std::string(text) + "'";
    std::size_t cut = kMax;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return "'" + std::string(text.substr(0, cut)) + "...'";
}

std::string formatNumber(double value) {
    char buffer[64];
    // Whole numbers read as written ("1000000", not "1e+06"); others in the shortest form
    // that round-trips, so 0.1 stays 0.1.
    const bool whole = std::isfinite(value) && std::floor(value) == value && std::abs(value) < 1e15;
    const auto result =
        whole ? std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed)
              : std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string describeValue(const Json& value) {
    switch (value.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::boolean:
        return value.get<bool>() ? "true" : "false";
    case Json::value_t::string:
        return "a string";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::object:
        return "an object";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
        return "a number";
    default:
        return "an unsupported value";
    }
}

std::string joinNames(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& name : names) {
        if (!out.empty()) out += ", ";
        out += name;
    }
    return out;
}

// ---- Checker ---------------------------------------------------------------------------

namespace {

// A whole number as the file wrote it, as far as a double can tell: past 2^53 a double holds
// only a neighbour of it (18446744073709551617 reads as ...616), so that is said roughly.
std::string roughly(double x) {
    if (std::abs(x) <= 9007199254740992.0) return formatNumber(x);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "about %.3g", x);
    return buffer;
}

} // namespace

Checker::Checker(Diagnostics& out, std::vector<std::string> alreadyReported)
    : out_(out), alreadyReported_(std::move(alreadyReported)) {}

bool Checker::silenced(const std::string& pointer) const {
    for (const std::string& done : alreadyReported_) {
        if (pointer == done) return true;
        if (pointer.size() > done.size() && pointer.compare(0, done.size(), done) == 0 &&
            pointer[done.size()] == '/') {
            return true;
        }
    }
    return false;
}

void Checker::error(const std::string& pointer, std::string message) {
    failed_ = true;
    if (silenced(pointer)) return;
    out_.add(pointer, std::move(message));
}

std::optional<double> Checker::number(const Json& v, const std::string& ptr, Range range) {
    if (!v.is_number()) {
        error(ptr, "expected a number, found " + describeValue(v));
        return std::nullopt;
    }
    const double x = v.get<double>();
    if (!std::isfinite(x)) {
        error(ptr, "must be a finite number");
        return std::nullopt;
    }
    const bool belowMin = range.minOpen ? !(x > range.min) : !(x >= range.min);
    const bool aboveMax = range.maxOpen ? !(x < range.max) : !(x <= range.max);
    if (belowMin || aboveMax) {
        const std::string low =
            (range.minOpen ? "greater than " : "at least ") + formatNumber(range.min);
        const std::string high =
            (range.maxOpen ? "less than " : "at most ") + formatNumber(range.max);
        error(ptr, "must be " + (belowMin ? low : high) + " (found " + formatNumber(x) + ")");
        return std::nullopt;
    }
    return x;
}

std::optional<std::int64_t> Checker::integer(const Json& v, const std::string& ptr,
                                             std::int64_t min, std::int64_t max) {
    if (!v.is_number()) {
        error(ptr, "expected a whole number, found " + describeValue(v));
        return std::nullopt;
    }
    // 3.0 is accepted as 3, as JSON Schema's "integer" does.
    const double x = v.get<double>();
    if (!std::isfinite(x) || std::floor(x) != x) {
        error(ptr, "expected a whole number, found " + formatNumber(x));
        return std::nullopt;
    }
    if (x < static_cast<double>(min)) {
        error(ptr, "must be at least " + std::to_string(min) + " (found " + roughly(x) + ")");
        return std::nullopt;
    }
    if (x > static_cast<double>(max)) {
        error(ptr, "must be at most " + std::to_string(max) + " (found " + roughly(x) + ")");
        return std::nullopt;
    }
    if (v.is_number_integer()) return v.get<std::int64_t>();
    return static_cast<std::int64_t>(x);
}

std::optional<std::uint64_t> Checker::unsignedInteger(const Json& v, const std::string& ptr) {
    if (v.is_number_unsigned()) return v.get<std::uint64_t>();
    if (v.is_number_integer()) {
        const std::int64_t x = v.get<std::int64_t>();
        if (x >= 0) return static_cast<std::uint64_t>(x);
        error(ptr, "must be at least 0 (found " + std::to_string(x) + ")");
        return std::nullopt;
    }
    if (v.is_number_float()) {
        const double x = v.get<double>();
        // Only floats that hold an exact whole number are taken; 2^53 keeps that exact.
        if (std::isfinite(x) && std::floor(x) == x && x >= 0 && x <= 9007199254740992.0) {
            return static_cast<std::uint64_t>(x);
        }
        error(ptr,
              "expected a whole number from 0 to 18446744073709551615, found " + formatNumber(x));
        return std::nullopt;
    }
    error(ptr, "expected a whole number, found " + describeValue(v));
    return std::nullopt;
}

std::optional<std::string> Checker::string(const Json& v, const std::string& ptr, bool nonBlank) {
    if (!v.is_string()) {
        error(ptr, "expected a string, found " + describeValue(v));
        return std::nullopt;
    }
    std::string s = v.get<std::string>();
    if (nonBlank && s.find_first_not_of(" \t\r\n") == std::string::npos) {
        error(ptr, "must not be empty");
        return std::nullopt;
    }
    // Written escaped ("a\u0000x"), a control character reaches a name: everything that
    // shows it stopped at a NUL ("a" for three agents) and the trajectory held the raw byte.
    // A name (nonBlank) is one line of text; a description may break lines and tab.
    for (size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const bool layout = !nonBlank && (c == '\n' || c == '\t' || c == '\r');
        if ((c < 0x20 || c == 0x7f) && !layout) {
            char what[160];
            std::snprintf(what, sizeof what,
                          "contains the control character U+%04X (byte %zu of the text)%s", c, i,
                          nonBlank ? ": a name is one line of printable text" : "");
            error(ptr, what);
            return std::nullopt;
        }
    }
    return s;
}

std::optional<bool> Checker::boolean(const Json& v, const std::string& ptr) {
    if (!v.is_boolean()) {
        error(ptr, "expected true or false, found " + describeValue(v));
        return std::nullopt;
    }
    return v.get<bool>();
}

std::optional<Vec2> Checker::point(const Json& v, const std::string& ptr) {
    if (!v.is_array()) {
        error(ptr, "expected a point [x, y], found " + describeValue(v));
        return std::nullopt;
    }
    if (v.size() != 2) {
        error(ptr, "expected a point [x, y] of 2 numbers, found " + std::to_string(v.size()) +
                       (v.size() == 1 ? " value" : " values"));
        return std::nullopt;
    }
    constexpr Range kCoordinate{-kMaxCoordinate, kMaxCoordinate, false, false};
    const auto x = number(v[0], child(ptr, 0), kCoordinate);
    const auto y = number(v[1], child(ptr, 1), kCoordinate);
    if (!x || !y) return std::nullopt;
    return Vec2{*x, *y};
}

std::optional<std::vector<Vec2>> Checker::points(const Json& v, const std::string& ptr) {
    if (!v.is_array()) {
        error(ptr, "expected an array of points [[x, y], ...], found " + describeValue(v));
        return std::nullopt;
    }
    std::vector<Vec2> out;
    bool ok = true;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (auto p = point(v[i], child(ptr, i))) {
            out.push_back(*p);
        } else {
            ok = false;
        }
    }
    if (!ok) return std::nullopt;
    return out;
}

bool Checker::isArray(const Json& v, const std::string& ptr) {
    if (v.is_array()) return true;
    error(ptr, "expected an array, found " + describeValue(v));
    return false;
}

bool Checker::isObject(const Json& v, const std::string& ptr) {
    if (v.is_object()) return true;
    error(ptr, "expected an object, found " + describeValue(v));
    return false;
}

// ---- ObjectReader ----------------------------------------------------------------------

ObjectReader::ObjectReader(Checker& checker, const Json& value, std::string pointer,
                           const std::vector<std::string>& knownKeys, Extensions* extensions)
    : checker_(checker), pointer_(std::move(pointer)) {
    if (!checker_.isObject(value, pointer_)) return;
    object_ = &value;
    for (const auto& [key, item] : value.items()) {
        if (key.rfind("x-", 0) == 0) {
            if (extensions) extensions->json()[key] = item;
            continue;
        }
        if (std::find(knownKeys.begin(), knownKeys.end(), key) != knownKeys.end()) continue;
        std::string message = "unknown key " + inQuotes(key);
        const std::string suggestion = closestMatch(key, knownKeys);
        if (!suggestion.empty()) {
            message += ": did you mean '" + suggestion + "'?";
        } else if (key == "speed" &&
                   std::find(knownKeys.begin(), knownKeys.end(), "gait") != knownKeys.end()) {
            // Where people walk on rails at discrete gaits, a speed is not theirs to set.
            message += ": one walks at the speed of its gait ('gait', and that gait's 'speed' in "
                       "the gait table)";
        }
        checker_.error(child(pointer_, key), std::move(message));
    }
}

const Json* ObjectReader::find(std::string_view key) const {
    if (!object_) return nullptr;
    const auto it = object_->find(key);
    return it == object_->end() ? nullptr : &*it;
}

const Json* ObjectReader::require(std::string_view key) {
    if (!object_) return nullptr;
    const Json* v = find(key);
    if (!v) checker_.error(pointer_, "missing required key '" + std::string(key) + "'");
    return v;
}

std::optional<double> ObjectReader::number(std::string_view key, Range range, bool required) {
    const Json* v = required ? require(key) : find(key);
    if (!v) return std::nullopt;
    return checker_.number(*v, at(key), range);
}

std::optional<std::string> ObjectReader::string(std::string_view key, bool nonBlank,
                                                bool required) {
    const Json* v = required ? require(key) : find(key);
    if (!v) return std::nullopt;
    return checker_.string(*v, at(key), nonBlank);
}

std::optional<Vec2> ObjectReader::point(std::string_view key, bool required) {
    const Json* v = required ? require(key) : find(key);
    if (!v) return std::nullopt;
    return checker_.point(*v, at(key));
}

} // namespace footfall::scenario_json
