#pragma once
// Running the real `footfall` executable from end-to-end tests: its exit status and everything
// it printed, stdout and stderr together, as a user at a terminal sees them.

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace footfall::e2e {

struct Result {
    int status = -1;
    std::string out; // stdout and stderr together
};

// Runs a shell command line (environment assignments allowed before the program).
inline Result runShell(const std::string& command) {
    Result r;
    FILE* pipe = popen((command + " 2>&1").c_str(), "r");
    if (!pipe) return r;
    std::array<char, 4096> buf{};
    size_t n;
    while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0)
        r.out.append(buf.data(), n);
    const int status = pclose(pipe);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

inline Result runFootfall(const std::string& args) {
    return runShell(std::string(FOOTFALL_BINARY) + " " + args);
}

} // namespace footfall::e2e
