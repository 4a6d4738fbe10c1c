// footfall: the sandbox's one executable: the window, and the commands that run without one.

#include "app/cli/args.h"
#include "app/cli/commands.h"

#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

namespace footfall::app {

void printUsage(std::FILE* out) {
    std::fputs(
        "usage: footfall [SCENARIO] [--model NAME] [--compare MODEL,MODEL] [--ui-scale X]\n"
        "                                        open SCENARIO (default: the default scenario)\n"
        "       footfall [SCENARIO] --screenshot FILE.png [--time S] [--size WxH]\n"
        "                [--layers LIST] [--select AGENT] [--zoom X] [--ui] [--edit] [--why]\n"
        "                [--model NAME] [--compare MODEL,MODEL] [--ui-scale X]\n"
        "                                        render the view at time S, no display needed\n"
        "       footfall run SCENARIO [OPTIONS]  run headless, write trajectory and metrics\n"
        "       footfall compare SCENARIO [--models A,B,...] [--json FILE] [--dt S]\n"
        "                [--duration S]\n"
        "                                        every model on SCENARIO, one table\n"
        "       footfall check SCENARIO...       validate files, print what was found\n"
        "       footfall format SCENARIO [-o OUT]  rewrite in the standard layout (in place\n"
        "                                        without -o; comments are not kept)\n"
        "       footfall record SCENARIO -o FILE.mp4|FILE.gif|DIR/ [OPTIONS]\n"
        "                                        render a video, no display needed\n"
        "       footfall generate LAYOUT SEED [-o FILE.json] [--agents N]\n"
        "                                        write a generated layout as a scenario file\n"
        "See `footfall run --help`, `footfall compare --help`, `footfall record --help` and\n"
        "`footfall generate --help`.\n",
        out);
}

bool looksLikeAFile(const std::string& word) {
    std::error_code error;
    return std::filesystem::exists(word, error) || word.find('/') != std::string::npos ||
           word.find('.') != std::string::npos;
}

} // namespace footfall::app

int main(int argc, char** argv) {
    using namespace footfall::app;
    std::vector<std::string> args(argv + 1, argv + argc);
    // A reader that goes away (`footfall run x.json --trajectory /dev/stdout | head -1`) makes
    // the writes fail, said and exited with 2, rather than killing the process with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    // Where a usage error points: the command's own help, which lists its options.
    std::string help = "footfall --help lists the commands";
    try {
        if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
            printUsage(stdout);
            return 0;
        }
        const std::string command = args.empty() ? "" : args[0];
        const std::vector<std::string> rest(args.begin() + (args.empty() ? 0 : 1), args.end());
        for (const char* known : {"run", "compare", "check", "format", "record", "generate"})
            if (command == known) help = "see footfall " + command + " --help";
        if (command == "run") return commandRun(rest);
        if (command == "compare") return commandCompare(rest);
        if (command == "check") return commandCheck(rest);
        if (command == "format") return commandFormat(rest);
        if (command == "record") return commandRecord(rest);
        if (command == "generate") return commandGenerate(rest);
        // A word that is no file is a command mistyped (`footfall runn x.json`), not a scenario
        // to open: said so, rather than "cannot open file" or "one scenario at a time".
        if (!command.empty() && !command.starts_with("-") && !looksLikeAFile(command))
            throw UsageError("'" + command +
                             "' is neither a command nor a file (commands: run, "
                             "compare, check, format, record, generate; or a SCENARIO to open)");
        return commandWindow(args);
    } catch (const UsageError& e) {
        // One line that says what was wrong, and where to look: the whole usage after it
        // buries the line that matters.
        // A message that names its own help needs no second pointer.
        const bool pointed = std::strstr(e.what(), "--help") != nullptr;
        if (pointed)
            std::fprintf(stderr, "footfall: %s\n", e.what());
        else
            std::fprintf(stderr, "footfall: %s\n(%s)\n", e.what(), help.c_str());
        return 2;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "footfall: %s\n", e.what());
        return 2;
    }
}
