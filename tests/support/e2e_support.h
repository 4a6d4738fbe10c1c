#pragma once
// Running the real `footfall` executable from end-to-end tests: its exit status and everything
// it printed, stdout and stderr together, as a user at a terminal sees them; a scratch folder
// per test, and the pictures it writes decoded.

#include "support/test_files.h"

#include <gtest/gtest.h>
#include <stb_image.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <vector>

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

} // namespace footfall::e2e
