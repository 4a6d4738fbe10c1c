#include "app/cli/args.h"

#include "core/models/registry.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace footfall::app {

std::string parseModel(const std::string& flag, const std::string& text) {
    if (makeAvoidanceModel(text)) return text;
    std::string names;
    for (const AvoidanceModelInfo& m : avoidanceModels())
        names += " " + m.name;
    throw UsageError(flag + ": unknown model '" + text + "' (models:" + names + ")");
}

double parseNumber(const std::string& flag, const std::string& text, double min, double max) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
        throw UsageError(flag + " expects a number, got '" + text + "'");
    }
    if (value < min || value > max) {
        char buf[160];
        std::snprintf(buf, sizeof buf, " must be between %g and %g, got %s", min, max,
                      text.c_str());
        throw UsageError(flag + buf);
    }
    return value;
}

int parsePixels(const std::string& flag, const std::string& text) {
    const double value = parseNumber(flag, text, 16, 8192);
    if (value != std::floor(value))
        throw UsageError(flag + " wants whole pixels, not '" + text + "'");
    return int(value);
}

std::pair<int, int> parseSize(const std::string& flag, const std::string& text) {
    const size_t x = text.find('x');
    if (x == std::string::npos)
        throw UsageError(flag + " wants WIDTHxHEIGHT, e.g. 1280x720, not '" + text + "'");
    return {parsePixels(flag, text.substr(0, x)), parsePixels(flag, text.substr(x + 1))};
}

render::Layers parseLayers(const std::string& flag, const std::string& text) {
    std::string error;
    render::Layers layers = render::Layers::fromList(text, &error);
    if (!error.empty()) throw UsageError(flag + ": " + error);
    return layers;
}

std::pair<std::string, std::string> parseCompare(const std::string& flag, const std::string& text) {
    const size_t comma = text.find(',');
    const std::string first = text.substr(0, comma);
    const std::string second = comma == std::string::npos ? "" : text.substr(comma + 1);
    std::string names;
    for (const AvoidanceModelInfo& m : avoidanceModels())
        names += " " + m.name;
    if (comma == std::string::npos || first.empty() || second.empty())
        throw UsageError(flag + " wants two models, MODEL,MODEL (models:" + names + ")");
    for (const std::string& name : {first, second})
        if (!makeAvoidanceModel(name))
            throw UsageError(flag + ": unknown model '" + name + "' (models:" + names + ")");
    return {first, second};
}

std::string ArgReader::valueOf(const std::string& flag) {
    if (done()) throw UsageError(flag + " needs a value");
    return next();
}

} // namespace footfall::app
