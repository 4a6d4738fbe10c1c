#pragma once
// Small helpers for the command line: strict number parsing and usage errors that say what
// was wrong. A UsageError always ends the program with status 2.

#include "render/layers.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace footfall::app {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Reads a finite number in [min, max] from the whole of `text`, for the option `flag`.
double parseNumber(const std::string& flag, const std::string& text, double min, double max);

// A picture's width or height: whole pixels, 16 to 8192 (`flag` names the option).
int parsePixels(const std::string& flag, const std::string& text);
// `--size WIDTHxHEIGHT`, e.g. 1280x720.
std::pair<int, int> parseSize(const std::string& flag, const std::string& text);
// `--layers name,name,...` (render::Layers::fromList), or UsageError naming the unknown one.
render::Layers parseLayers(const std::string& flag, const std::string& text);

// `--compare A,B`: two model names the registry knows (core/models/registry.h), or UsageError
// naming the models there are.
std::pair<std::string, std::string> parseCompare(const std::string& flag, const std::string& text);
// `--model NAME`: a name makeAvoidanceModel knows, or UsageError listing them.
std::string parseModel(const std::string& flag, const std::string& text);

// Walks argv after the command word; options take their value from the next argument.
class ArgReader {
  public:
    explicit ArgReader(std::vector<std::string> args) : args_(std::move(args)) {}
    bool done() const { return pos_ >= args_.size(); }
    const std::string& next() { return args_[pos_++]; }
    std::string valueOf(const std::string& flag); // the argument after `flag`, or UsageError

  private:
    std::vector<std::string> args_;
    size_t pos_ = 0;
};

} // namespace footfall::app
