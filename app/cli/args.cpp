#include "app/cli/args.h"

#include "core/base/atomic_file.h"
#include "core/base/closest_match.h"
#include "core/models/registry.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>

namespace footfall::app {

std::string modelNames() {
    std::string names;
    for (const AvoidanceModelInfo& m : avoidanceModels())
        names += (names.empty() ? "" : " ") + m.name;
    return names;
}

void printModels(std::FILE* out) {
    std::fputs("models:\n", out);
    for (const AvoidanceModelInfo& m : avoidanceModels())
        std::fprintf(out, "  %-13s %s\n", m.name.c_str(), m.description.c_str());
}

std::string parseModel(const std::string& flag, const std::string& text) {
    if (makeAvoidanceModel(text)) return text;
    throw UsageError(flag + ": unknown model '" + text + "' (models: " + modelNames() + ")");
}

double parseNumber(const std::string& flag, const std::string& text, double min, double max) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
        throw UsageError(flag + " expects a number, got '" + text + "'");
    }
    if (value < min || value > max)
        throw UsageError(flag + " must be between " + formatLimit(min) + " and " +
                         formatLimit(max) + ", got " + text);
    return value;
}

std::string countOf(long long n, const std::string& noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

std::string formatLimit(double value) {
    // %g would give a seed's limit as 4.29497e+09: whole numbers in full, the rest as short
    // as they read back.
    char buf[64];
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", value);
    else
        std::snprintf(buf, sizeof buf, "%.10g", value);
    return buf;
}

double parseWhole(const std::string& flag, const std::string& text, double min, double max,
                  const std::string& whole) {
    const double value = parseNumber(flag, text, min, max);
    if (value != std::floor(value))
        throw UsageError(flag + " wants " + whole + ", not '" + text + "'");
    return value;
}

int parsePixels(const std::string& flag, const std::string& text) {
    return int(parseWhole(flag, text, 16, 8192, "whole pixels"));
}

std::pair<int, int> parseSize(const std::string& flag, const std::string& text) {
    const size_t x = text.find('x');
    if (x == std::string::npos)
        throw UsageError(flag + " wants WIDTHxHEIGHT, e.g. 1280x720, not '" + text + "'");
    return {parsePixels(flag, text.substr(0, x)), parsePixels(flag, text.substr(x + 1))};
}

render::Layers parseLayers(const std::string& flag, const std::string& text,
                           const render::Layers& base) {
    std::string error;
    render::Layers layers = render::Layers::fromList(text, &error, base);
    if (!error.empty()) throw UsageError(flag + ": " + error);
    return layers;
}

std::pair<std::string, std::string> parseCompare(const std::string& flag, const std::string& text) {
    const size_t comma = text.find(',');
    const std::string first = text.substr(0, comma);
    const std::string second = comma == std::string::npos ? "" : text.substr(comma + 1);
    if (comma == std::string::npos || first.empty() || second.empty() ||
        second.find(',') != std::string::npos)
        throw UsageError(flag + " wants two models, MODEL,MODEL (models: " + modelNames() + ")");
    for (const std::string& name : {first, second})
        parseModel(flag, name);
    if (first == second)
        throw UsageError(flag + " wants two different models, not '" + first + "' twice");
    return {first, second};
}

void unknownOption(const std::string& arg, const std::vector<std::string>& options,
                   const std::string& command) {
    std::string message = "unknown option '" + arg + "'";
    if (const std::string close = closestMatch(arg, options); !close.empty())
        message += ": did you mean '" + close + "'?";
    throw UsageError(message + " (see footfall " + (command.empty() ? "" : command + " ") +
                     "--help)");
}

void checkOutputs(const std::vector<std::pair<std::string, std::string>>& outputs,
                  const std::string& input) {
    namespace fs = std::filesystem;
    // Compared as the files they would be: a relative path, ./x and a symlink to x are x.
    const auto same = [](const std::string& a, const std::string& b) {
        std::error_code error;
        const fs::path x = fs::weakly_canonical(fs::absolute(a), error);
        const fs::path y = fs::weakly_canonical(fs::absolute(b), error);
        return x == y;
    };
    for (size_t i = 0; i < outputs.size(); ++i) {
        const auto& [flag, path] = outputs[i];
        if (path.empty()) continue;
        // `format -o -` and `generate -o -` mean standard output; here it would be a file.
        if (path == "-")
            throw UsageError(flag + " -: a file named '-'? for standard output, /dev/stdout");
        std::error_code error;
        if (fs::is_directory(path, error))
            throw UsageError(flag + " " + path + " is a folder: name a file in it");
        const fs::path folder = fs::path(path).parent_path();
        if (!folder.empty() && !fs::is_directory(folder, error))
            throw UsageError(flag + " " + path + ": there is no folder " + folder.string());
        if (!input.empty() && same(path, input))
            throw UsageError(flag + " " + path + " would overwrite the scenario it runs");
        // A device or a pipe (/dev/null) takes any number of outputs, written straight in.
        if (isWrittenStraightInto(path)) continue;
        // Anything else is saved through a temporary file beside it (beside the file a symlink
        // leads to), so that folder must take a new file: tried, as the save will (permissions
        // alone do not tell, for root or on /proc).
        const fs::path target = fs::weakly_canonical(fs::absolute(path), error);
        const fs::path into = target.has_parent_path() ? target.parent_path() : fs::path(".");
        const fs::path trial = into / (".footfall-" + std::to_string(::getpid()) + ".tmp");
        const int fd = ::open(trial.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (fd < 0)
            throw UsageError(flag + " " + path + ": cannot write a file in " + into.string() +
                             ": " + std::strerror(errno));
        ::close(fd);
        ::unlink(trial.c_str());
        for (size_t j = 0; j < i; ++j)
            if (!outputs[j].second.empty() && same(path, outputs[j].second))
                throw UsageError(outputs[j].first + " and " + flag + " name the same file, " +
                                 path);
    }
}

bool writesToStdout(const std::string& path) {
    struct stat file = {};
    struct stat out = {};
    return !path.empty() && ::stat(path.c_str(), &file) == 0 && ::fstat(1, &out) == 0 &&
           file.st_dev == out.st_dev && file.st_ino == out.st_ino;
}

void printError(const std::string& error) {
    std::fputs(error.c_str(), stderr);
    if (error.empty() || error.back() != '\n') std::fputc('\n', stderr);
}

ArgReader::ArgReader(std::vector<std::string> args) {
    for (std::string& arg : args) {
        const size_t eq = arg.find('=');
        if (arg.starts_with("--") && eq != std::string::npos && eq > 2) {
            args_.push_back(arg.substr(0, eq));
            afterEquals_.insert(args_.size());
            args_.push_back(arg.substr(eq + 1));
        } else {
            args_.push_back(std::move(arg));
        }
    }
    // An option given twice kept the last silently (--model none --model steering): which
    // one was meant is the user's to say. ("--help" twice is harmless, and never reaches here
    // as a mistake.)
    std::set<std::string> seen;
    for (const std::string& arg : args_) {
        if (arg == "--") break;
        const bool option = (arg.starts_with("--") && arg.size() > 2) || arg == "-o";
        if (option && arg != "--help" && !seen.insert(arg).second)
            throw UsageError(arg + " is given twice: give it once");
    }
}

const std::string& ArgReader::next() {
    if (afterEquals_.count(pos_))
        throw UsageError(args_[pos_ - 1] + " takes no value: '" + args_[pos_ - 1] + "=" +
                         args_[pos_] + "'");
    return args_[pos_++];
}

std::string ArgReader::valueOf(const std::string& flag) {
    if (done()) throw UsageError(flag + " needs a value");
    // An empty one is a script's unset variable (-o "$OUT"): taken as no option at all, it
    // made `format -o ""` rewrite the scenario in place.
    std::string value = args_[pos_++];
    if (value.empty()) throw UsageError(flag + " needs a value: it was given an empty one");
    return value;
}

} // namespace footfall::app
