#pragma once
// Small helpers for the command line: strict number parsing and usage errors that say what
// was wrong. A UsageError always ends the program with status 2.

#include "render/layers.h"

#include <set>
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

// A limit as the user would write it: 4294967295, 1000000, 0.0001 (not %g's 4.29497e+09).
std::string formatLimit(double value);

// "1 frame", "2 frames": a count and its noun, singular or plural as it reads.
std::string countOf(long long n, const std::string& noun);

// A picture's width or height: whole pixels, 16 to 8192 (`flag` names the option).
// A number within [min, max] that is whole, said as `whole` when it is not ("a whole number",
// "whole pixels").
double parseWhole(const std::string& flag, const std::string& text, double min, double max,
                  const std::string& whole = "a whole number");
int parsePixels(const std::string& flag, const std::string& text);
// `--size WIDTHxHEIGHT`, e.g. 1280x720.
std::pair<int, int> parseSize(const std::string& flag, const std::string& text);
// `--layers name,name,...` (render::Layers::fromList), or UsageError naming the unknown one.
// `+name`/`-name` change `base` (record's is the video preset).
render::Layers parseLayers(const std::string& flag, const std::string& text,
                           const render::Layers& base = {});

// `--compare A,B`: two model names the registry knows (core/models/registry.h), or UsageError
// naming the models there are.
std::pair<std::string, std::string> parseCompare(const std::string& flag, const std::string& text);
// `--model NAME`: a name makeAvoidanceModel knows, or UsageError listing them.
std::string parseModel(const std::string& flag, const std::string& text);
// Every model's name, in the registry's order, a space between ("preplanned none ...").
std::string modelNames();
// "models:" and a line for each, with what it is: a command's --help ends with them.
void printModels(std::FILE* out);

// An option the command does not have: UsageError naming the closest of `options`, if one is
// close ("--durration": did you mean '--duration'?), and the command's help ("": the window's,
// which is footfall --help).
[[noreturn]] void unknownOption(const std::string& arg, const std::vector<std::string>& options,
                                const std::string& command);

// The files a command will write (flag and path; empty paths are not asked for), checked
// before any work: each is a file whose folder exists, none is another, and none is `input`
// (the scenario read). Found only at the end, a long run would be thrown away.
void checkOutputs(const std::vector<std::pair<std::string, std::string>>& outputs,
                  const std::string& input);

// Does writing `path` write this process's stdout (`/dev/stdout`, `/proc/self/fd/1`, or a file
// stdout is redirected to)? False for "" and for a file that does not exist.
bool writesToStdout(const std::string& path);

// A load's error on stderr, one newline after it whether or not it ends in one (a file's
// problems, one a line, do; a blank line after them looked like a second message).
void printError(const std::string& error);

// Walks argv after the command word; options take their value from the next argument.
class ArgReader {
  public:
    // "--dt=0.01" is read as "--dt" "0.01", as most tools take it (it was "unknown option
    // '--dt=0.01'"); split at the first '=', only in an option's name.
    explicit ArgReader(std::vector<std::string> args);
    bool done() const { return pos_ >= args_.size(); }
    // The next option or word; a value after '=' read so belongs to an option that takes none
    // ("--why=yes"): UsageError, rather than "yes" taken for a scenario.
    const std::string& next();
    std::string valueOf(const std::string& flag); // the argument after `flag`, or UsageError

  private:
    std::vector<std::string> args_;
    std::set<size_t> afterEquals_; // positions of values split off "--flag=value"
    size_t pos_ = 0;
};

} // namespace footfall::app
