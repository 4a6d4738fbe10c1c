#pragma once
// Running the real `footfall` executable from end-to-end tests: its exit status and everything
// it printed, stdout and stderr together, as a user at a terminal sees them; a scratch folder
// per test, and the pictures it writes decoded.

#include "support/test_files.h"

#include <gtest/gtest.h>
#include <stb_image.h>

#include <array>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace footfall::e2e {

struct Result {
    int status = -1;
    std::string out; // stdout and stderr together
};

// A path as one shell word (paths under test folders hold no single quote).
inline std::string quoted(const std::filesystem::path& p) {
    return "'" + p.string() + "'";
}

// A shipped scenario file by name, e.g. "doorway.json".
inline std::string shippedScenario(const std::string& name) {
    return std::string(FOOTFALL_SOURCE_DIR) + "/scenarios/" + name;
}

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

// ffprobe's view of a video's first stream, every frame decoded and counted: codec_name,
// width, height, pix_fmt, r_frame_rate, duration, nb_read_frames.
inline std::map<std::string, std::string> probe(const std::filesystem::path& video) {
    const Result r = runShell("ffprobe -v error -count_frames -select_streams v:0 "
                              "-show_entries stream=codec_name,width,height,pix_fmt,r_frame_rate,"
                              "duration,nb_read_frames -of default=nw=1 '" +
                              video.string() + "'");
    std::map<std::string, std::string> fields;
    std::istringstream lines(r.out);
    std::string line;
    while (std::getline(lines, line)) {
        const size_t eq = line.find('=');
        if (eq != std::string::npos) fields[line.substr(0, eq)] = line.substr(eq + 1);
    }
    return fields;
}

inline Result runFootfall(const std::string& args) {
    return runShell(std::string(FOOTFALL_BINARY) + " " + args);
}

// A PNG decoded to RGBA (empty when it does not decode).
struct Image {
    int width = 0, height = 0;
    std::vector<unsigned char> rgba;
    std::array<int, 3> at(int x, int y) const {
        const size_t i = (size_t(y) * size_t(width) + size_t(x)) * 4;
        return {rgba[i], rgba[i + 1], rgba[i + 2]};
    }
};

inline Image loadPng(const std::string& path) {
    Image img;
    int channels = 0;
    unsigned char* data = stbi_load(path.c_str(), &img.width, &img.height, &channels, 4);
    if (!data) return img;
    img.rgba.assign(data, data + size_t(img.width) * size_t(img.height) * 4);
    stbi_image_free(data);
    return img;
}

// Starts footfall as a terminal would (a process group of its own, SIGINT not ignored),
// its output into `log`.
inline pid_t spawnAsFromATerminal(std::vector<std::string> args, const std::filesystem::path& log) {
    std::vector<char*> argv;
    for (std::string& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    std::vector<std::string> environment = {"SDL_VIDEODRIVER=offscreen"};
    for (char** e = environ; *e; ++e)
        if (!std::string(*e).starts_with("SDL_VIDEODRIVER=")) environment.push_back(*e);
    std::vector<char*> envp;
    for (std::string& e : environment)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setsigdefault(&attributes, &interrupt);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, &attributes, argv.data(), envp.data()) != 0) pid = -1;
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    return pid;
}

} // namespace footfall::e2e
