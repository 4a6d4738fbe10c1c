// `footfall record` with no display: the videos it writes are what ffprobe and a decoder say
// they are (codec, pixel format, size, frame count), its frames are the run at the times the
// timing promises and the same on every recording, and what cannot work fails before anything
// is rendered, leaving no file behind.

#include "core/models/registry.h"
#include "core/prepare/setup.h"
#include "core/sim/world.h"
#include "support/e2e_support.h"
#include "support/scenes.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace footfall {
namespace {

namespace fs = std::filesystem;
using e2e::Image;
using e2e::loadPng;
using e2e::Result;
using e2e::shippedScenario;
using e2e::spawnAsFromATerminal;

// With no display at all, as on a server: record must choose SDL's offscreen driver itself.
Result record(const std::string& args, const std::string& environment = "") {
    return e2e::runShell("env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER " + environment +
                         " " + FOOTFALL_BINARY + " record " + args);
}

// Processes of ours, found by /proc: the one whose argument list names `needle` and whose
// program is `program` (-1 if none); whether a process still runs (a zombie does not).
pid_t findProcess(const std::string& program, const std::string& needle) {
    for (const auto& e : fs::directory_iterator("/proc")) {
        const std::string name = e.path().filename().string();
        if (name.empty() || !std::all_of(name.begin(), name.end(), ::isdigit)) continue;
        std::string cmdline = test::readFile(e.path() / "cmdline");
        const std::string argv0 = cmdline.substr(0, cmdline.find('\0'));
        if (fs::path(argv0).filename() != program) continue;
        if (cmdline.find(needle) != std::string::npos) return pid_t(std::stoi(name));
    }
    return -1;
}
bool running(pid_t pid) {
    const std::string stat = test::readFile("/proc/" + std::to_string(pid) + "/stat");
    const size_t close = stat.rfind(')');
    return close != std::string::npos && close + 2 < stat.size() && stat[close + 2] != 'Z';
}
// Whether a signal is still pending for the process (not yet taken by its handler).
bool signalPending(pid_t pid, int signal) {
    std::istringstream status(test::readFile("/proc/" + std::to_string(pid) + "/status"));
    const unsigned long long bit = 1ull << (signal - 1);
    for (std::string line; std::getline(status, line);) {
        if (line.rfind("SigPnd:", 0) == 0 || line.rfind("ShdPnd:", 0) == 0) {
            if (std::stoull(line.substr(7), nullptr, 16) & bit) return true;
        }
    }
    return false;
}

class Record : public ::testing::Test {
  protected:
    void SetUp() override { dir_ = test::freshDir(); }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
};

TEST_F(Record, Mp4IsH264Yuv420pOfTheSizeAndFrameCountAsked) {
    const fs::path out = dir_ / "default.mp4";
    const Result r = record(shippedScenario("default.json") + " -o " + out.string() +
                            " --width 320 --height 240 --fps 30 --duration 2");
    ASSERT_EQ(r.status, 0) << r.out;
    auto info = e2e::probe(out);
    EXPECT_EQ(info["codec_name"], "h264");
    EXPECT_EQ(info["pix_fmt"], "yuv420p");
    EXPECT_EQ(info["width"], "320");
    EXPECT_EQ(info["height"], "240");
    EXPECT_EQ(info["nb_read_frames"], "60");
    EXPECT_EQ(info["r_frame_rate"], "30/1");
    EXPECT_EQ(info["duration"], "2.000000");
    // Only the video: the temporary file it was written through has taken its name.
    EXPECT_EQ(test::filesIn(dir_), std::vector<fs::path>{out});
}

TEST_F(Record, GifHasTheSizeAndFrameCountAsked) {
    const fs::path out = dir_ / "atm.gif";
    const Result r = record(shippedScenario("atm_queue.json") + " -o " + out.string() +
                            " --width 240 --height 160 --fps 10 --start 3 --duration 2");
    ASSERT_EQ(r.status, 0) << r.out;
    auto info = e2e::probe(out);
    EXPECT_EQ(info["codec_name"], "gif");
    EXPECT_EQ(info["width"], "240");
    EXPECT_EQ(info["height"], "160");
    EXPECT_EQ(info["nb_read_frames"], "20");
    EXPECT_EQ(info["r_frame_rate"], "10/1");
    EXPECT_EQ(info["duration"], "2.000000");
    EXPECT_EQ(test::filesIn(dir_), std::vector<fs::path>{out});
}

// A GIF faster than its players show (60 fps: delays of 1 and 2 hundredths, the 1s shown as 10)
// plays longer than its frames last: the summary says how long, where it said "1.00 s of video"
// of a GIF that played for 2.8 s. Its frames' own delays, as the file has them, agree.
TEST_F(Record, AGifFasterThanItsPlayersSaysHowLongItPlays) {
    const fs::path out = dir_ / "fast.gif";
    const Result r = record(shippedScenario("atm_queue.json") + " -o " + out.string() +
                            " --width 160 --height 96 --fps 60 --duration 0.5");
    ASSERT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("GIF players show frames shorter than 1/50 s slowly"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("(0.50 s of frames, played by GIF players in about 1.4 s)"),
              std::string::npos)
        << r.out;
    // 30 frames in 50 hundredths: ten of 1 (shown as 10) and twenty of 2, as the file says.
    const e2e::Result delays = e2e::runShell(
        "ffprobe -v error -select_streams v -show_entries packet=duration -of csv=p=0 " +
        out.string());
    ASSERT_EQ(delays.status, 0) << delays.out;
    int shown = 0, frames = 0;
    std::istringstream lines(delays.out);
    for (std::string line; std::getline(lines, line);) {
        if (line.empty()) continue;
        const int delay = std::stoi(line);
        shown += delay < 2 ? 10 : delay;
        ++frames;
    }
    EXPECT_EQ(frames, 30);
    EXPECT_NEAR(shown / 100.0, 1.4, 0.1) << delays.out;
}

TEST_F(Record, PngFolderHoldsEveryFrameAndOnlyThisRecording) {
    const fs::path folder = dir_ / "frames";
    fs::create_directories(folder);
    // A longer recording was here before: its extra frames must not pass for this one's.
    e2e::runShell("touch " + (folder / "frame_00012.png").string());
    const Result r = record(shippedScenario("head_on_narrow_corridor.json") + " -o " +
                            folder.string() + " --width 200 --height 120 --fps 5 --duration 1.6");
    ASSERT_EQ(r.status, 0) << r.out;
    const std::vector<fs::path> files = test::filesIn(folder);
    ASSERT_EQ(files.size(), 8u) << r.out;
    for (size_t i = 0; i < files.size(); ++i) {
        char name[32];
        std::snprintf(name, sizeof name, "frame_%05zu.png", i);
        EXPECT_EQ(files[i].filename(), name);
        const Image img = loadPng(files[i].string());
        EXPECT_EQ(img.width, 200) << files[i];
        EXPECT_EQ(img.height, 120) << files[i];
    }
}

// Frame k shows the run at start + k * speed / fps: the very picture a screenshot of that
// moment gives (same layers, same size), whatever was simulated before. Without the legend,
// which in a recording is the whole clip's (below); `-legend` is the video's layers less it.
TEST_F(Record, FramesShowTheRunAtStartPlusFrameTimesSpeedOverFps) {
    const std::string corridor = shippedScenario("head_on_narrow_corridor.json");
    const Result r = record(corridor + " -o " + (dir_ / "frames").string() +
                            "/ --width 320 --height 180 --fps 10 --speed 3 --start 2 --duration 3 "
                            "--layers -legend");
    ASSERT_EQ(r.status, 0) << r.out;
    ASSERT_EQ(test::filesIn(dir_ / "frames").size(), 10u);
    const fs::path shot = dir_ / "shot.png";
    const Result s = e2e::runShell("SDL_VIDEODRIVER=offscreen " + std::string(FOOTFALL_BINARY) +
                                   " " + corridor + " --screenshot " + shot.string() +
                                   " --time 3.5 --size 320x180 --layers video,-legend");
    ASSERT_EQ(s.status, 0) << s.out;
    const Image frame = loadPng((dir_ / "frames" / "frame_00005.png").string()); // 2 + 5*3/10
    const Image picture = loadPng(shot.string());
    ASSERT_FALSE(frame.rgba.empty());
    EXPECT_TRUE(frame.rgba == picture.rgba) << "frame 5 is not the run at 3.5 s";
    // And time moves on between frames.
    const Image first = loadPng((dir_ / "frames" / "frame_00000.png").string());
    EXPECT_FALSE(first.rgba == frame.rgba);
}

// Slow motion is drawn between the simulation's frames: every video frame moves on (each
// simulation frame was shown four times at a quarter speed), and a video frame that falls on a
// simulation frame is that frame, as it is at full speed.
TEST_F(Record, SlowMotionMovesAtEveryVideoFrame) {
    const std::string corridor = shippedScenario("head_on_narrow_corridor.json");
    const std::string common = " --width 320 --height 180 --fps 60 --start 3 --duration 0.1 "
                               "--select west --zoom 6 --layers -legend";
    const Result slow =
        record(corridor + " -o " + (dir_ / "slow").string() + "/ --speed 0.25" + common);
    ASSERT_EQ(slow.status, 0) << slow.out;
    const Result full =
        record(corridor + " -o " + (dir_ / "full").string() + "/ --speed 1" + common);
    ASSERT_EQ(full.status, 0) << full.out;
    const std::vector<fs::path> frames = test::filesIn(dir_ / "slow");
    ASSERT_EQ(frames.size(), 24u);
    Image last = loadPng(frames[0].string());
    for (size_t k = 1; k < frames.size(); ++k) {
        const Image frame = loadPng(frames[k].string());
        ASSERT_FALSE(frame.rgba.empty());
        EXPECT_FALSE(frame.rgba == last.rgba) << "video frame " << k << " shows frame " << k - 1;
        last = frame;
    }
    for (int k = 0; k < 6; ++k) {
        char name[32];
        std::snprintf(name, sizeof name, "frame_%05d.png", k);
        char slowName[32];
        std::snprintf(slowName, sizeof slowName, "frame_%05d.png", 4 * k);
        EXPECT_TRUE(loadPng((dir_ / "full" / name).string()).rgba ==
                    loadPng((dir_ / "slow" / slowName).string()).rgba)
            << "slow frame " << 4 * k << " is not the simulation's frame " << k;
    }
    // The summary gives the times the first and last frames show, not the simulation frames
    // they are drawn towards (it said 3.02 to 3.50 s for a start at 3.001).
    const Result between = record(corridor + " -o " + (dir_ / "between").string() +
                                  "/ --width 320 --height 180 --start 3.001 --duration 0.5");
    ASSERT_EQ(between.status, 0) << between.out;
    EXPECT_NE(between.out.find("from t = 3.00 to 3.48 s"), std::string::npos) << between.out;
}

// The legend is the whole clip's, the same in every frame: rebuilt from each frame's marks, its
// rows came and went (14 times in six seconds of the plaza) and the box resized with them.
TEST_F(Record, TheLegendStaysTheSameThroughTheClip) {
    const Result r =
        record(shippedScenario("plaza_crossing.json") + " -o " + (dir_ / "frames").string() +
               "/ --width 640 --height 360 --fps 5 --start 4 --duration 6");
    ASSERT_EQ(r.status, 0) << r.out;
    const std::vector<fs::path> files = test::filesIn(dir_ / "frames");
    ASSERT_EQ(files.size(), 30u);
    // The legend box is at the bottom left, the plaza fitted beside it.
    const auto legendOf = [](const Image& img) {
        std::vector<unsigned char> part;
        for (int y = img.height / 3; y < img.height; ++y)
            for (int x = 0; x < img.width / 4; ++x)
                for (int c = 0; c < 4; ++c)
                    part.push_back(img.rgba[(size_t(y) * size_t(img.width) + size_t(x)) * 4 + c]);
        return part;
    };
    const Image first = loadPng(files.front().string());
    const std::vector<unsigned char> legend = legendOf(first);
    bool inked = false;
    for (unsigned char v : legend)
        inked = inked || v > 150;
    EXPECT_TRUE(inked) << "a legend is there";
    for (const fs::path& f : files) {
        const Image img = loadPng(f.string());
        EXPECT_TRUE(legendOf(img) == legend) << f.filename();
    }
    EXPECT_FALSE(loadPng(files.back().string()).rgba == first.rgba) << "the crowd moved";
}

// A default clip ends two seconds after everyone has arrived, not at the scenario's duration:
// doorway's 30 s had a quarter of a minute of people standing still at its end.
TEST_F(Record, ADefaultClipEndsTwoSecondsAfterEveryoneHasArrived) {
    const std::string doorway = shippedScenario("doorway.json");
    SetupResult setup = loadAndPrepare(doorway);
    ASSERT_TRUE(setup.prepared);
    World world(*setup.prepared, makeAvoidanceModel("preplanned"), 1.0 / 60.0);
    int arrived = 0;
    while (!world.allArrived() && arrived < 60 * 60) {
        world.step();
        ++arrived;
    }
    ASSERT_TRUE(setup.prepared->scenario.duration);
    ASSERT_LT(arrived + 120, int(std::lround(*setup.prepared->scenario.duration * 60)))
        << "everyone arrives well before the scenario's end";
    const Result r = record(doorway + " -o " + (dir_ / "frames").string() +
                            "/ --width 160 --height 96 --fps 10");
    ASSERT_EQ(r.status, 0) << r.out;
    // The last frame (a tenth of a second apart at 10 fps) is the one 2 s after it.
    const size_t held = r.out.find(" s (2 s after everyone arrived)");
    ASSERT_NE(held, std::string::npos) << r.out;
    const size_t to = r.out.rfind("to ", held);
    ASSERT_NE(to, std::string::npos) << r.out;
    const double last = std::stod(r.out.substr(to + 3, held - to - 3));
    EXPECT_NEAR(last, (arrived + 120) / 60.0, 0.1) << r.out;
    // Asked for, the whole run is recorded.
    const Result all = record(doorway + " -o " + (dir_ / "all").string() +
                              "/ --width 160 --height 96 --fps 1 --duration 1000");
    ASSERT_EQ(all.status, 0) << all.out;
    EXPECT_EQ(all.out.find("after everyone arrived"), std::string::npos) << all.out;
}

TEST_F(Record, RecordingTwiceGivesIdenticalFrames) {
    const std::string args = shippedScenario("default.json") +
                             " --width 320 --height 180 --fps 4 --start 5 --duration 1 -o ";
    ASSERT_EQ(record(args + (dir_ / "a").string() + "/").status, 0);
    ASSERT_EQ(record(args + (dir_ / "b").string() + "/").status, 0);
    const std::vector<fs::path> a = test::filesIn(dir_ / "a"), b = test::filesIn(dir_ / "b");
    ASSERT_EQ(a.size(), 4u);
    ASSERT_EQ(b.size(), a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        const Image x = loadPng(a[i].string()), y = loadPng(b[i].string());
        ASSERT_FALSE(x.rgba.empty());
        EXPECT_TRUE(x.rgba == y.rgba) << a[i].filename() << " differs between recordings";
    }
}

// Ctrl+C at a terminal signals the whole foreground process group: here footfall is started
// as a terminal would start it (a group of its own, SIGINT not ignored) and the group is
// signalled once the recording is a tenth of the way. The recording stops, ffmpeg (in a group
// of its own) finishes the file, and what was recorded plays.
TEST_F(Record, InterruptKeepsAPlayableFileOfTheFramesRecorded) {
    const fs::path out = dir_ / "cut.mp4", log = dir_ / "log.txt";
    const pid_t pid =
        spawnAsFromATerminal({FOOTFALL_BINARY, "record", shippedScenario("default.json"), "-o",
                              out.string(), "--width", "320", "--height", "240"},
                             log);
    ASSERT_GT(pid, 0);
    // Its progress lines say how far it is ("144/1440 frames (10%), ..."). A minute at most:
    // the sanitized build on a shared machine is slow to start.
    for (int i = 0; i < 2400 && test::readFile(log).find("%)") == std::string::npos; ++i)
        ::usleep(25000);
    ASSERT_NE(test::readFile(log).find("%)"), std::string::npos)
        << "no progress within 60 s: " << test::readFile(log);
    ::kill(-pid, SIGINT);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    const std::string printed = test::readFile(log);
    ASSERT_TRUE(WIFEXITED(status)) << printed;
    EXPECT_EQ(WEXITSTATUS(status), 130) << printed;
    int frames = 0, total = 0;
    const size_t at = printed.find("has the first ");
    ASSERT_NE(at, std::string::npos) << printed;
    ASSERT_EQ(std::sscanf(printed.c_str() + at, "has the first %d of %d frames", &frames, &total),
              2);
    EXPECT_GT(frames, 0);
    EXPECT_LT(frames, total) << "the recording was over before the interrupt: nothing tested";
    auto info = e2e::probe(out);
    EXPECT_EQ(info["codec_name"], "h264");
    EXPECT_EQ(info["nb_read_frames"], std::to_string(frames));
    EXPECT_EQ(test::filesIn(dir_), (std::vector<fs::path>{out, log}));
}

// A second Ctrl+C ends footfall at once: ffmpeg, which the terminal's Ctrl+C never reaches,
// must not go on writing a file nobody will rename.
TEST_F(Record, ASecondInterruptEndsAtOnceAndLeavesNothingBehind) {
    const fs::path out = dir_ / "cut.gif", log = dir_ / "log.txt";
    const pid_t pid = spawnAsFromATerminal(
        {FOOTFALL_BINARY, "record", shippedScenario("default.json"), "-o", out.string(), "--width",
         "640", "--height", "360", "--fps", "20", "--duration", "16"},
        log);
    ASSERT_GT(pid, 0);
    // While ffmpeg makes the GIF's palette (a second or so here), the moment users press
    // Ctrl+C twice: the first lets it finish, the second gives up. Two minutes at most to get
    // there: the sanitized build on a shared machine is slow.
    for (int i = 0; i < 4800 && test::readFile(log).find("encoding the GIF") == std::string::npos;
         ++i)
        ::usleep(25000);
    ASSERT_NE(test::readFile(log).find("encoding the GIF"), std::string::npos)
        << "never reached the palette: " << test::readFile(log);
    const pid_t ffmpeg = findProcess("ffmpeg", dir_.string());
    if (ffmpeg <= 0) {
        ::kill(-pid, SIGKILL);
        ::waitpid(pid, nullptr, 0);
        FAIL() << "no ffmpeg writing into " << dir_;
    }
    ::kill(-pid, SIGINT);
    // Apart, or the two would arrive as one: the second goes once the first is taken.
    for (int i = 0; i < 400 && signalPending(pid, SIGINT); ++i)
        ::usleep(5000);
    ::kill(-pid, SIGINT);
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGINT) << test::readFile(log);
    // ffmpeg is killed, not left to finish (it would write on into a file with no name), and
    // waited for: it is gone by the time footfall is, however loaded the machine (finishing
    // the palette on its own takes about half a second here).
    EXPECT_FALSE(running(ffmpeg)) << "ffmpeg " << ffmpeg << " outlived footfall";
    EXPECT_EQ(test::filesIn(dir_), std::vector<fs::path>{log}) << test::readFile(log);
}

// Names ffmpeg would read as an option or a protocol are files like any other.
TEST_F(Record, OutputNamesAreFilesWhateverTheyLookLike) {
    for (const std::string name : {"-dash.mp4", "pipe:1.gif"}) {
        const Result r = e2e::runShell("cd " + dir_.string() + " && SDL_VIDEODRIVER=offscreen " +
                                       FOOTFALL_BINARY + " record " +
                                       shippedScenario("head_on_narrow_corridor.json") +
                                       " --width 160 --height 120 --fps 5 --duration 1 -o " + name);
        EXPECT_EQ(r.status, 0) << name << ": " << r.out;
        EXPECT_TRUE(fs::exists(dir_ / name)) << name << ": " << r.out;
    }
}

// With the panels too: the Stats panel's wall-clock figures are left out, so two recordings
// are the same.
TEST_F(Record, RecordingThePanelsTwiceGivesIdenticalFrames) {
    const std::string args = shippedScenario("doorway.json") +
                             " --ui --width 960 --height 540 --fps 5 --start 2 --duration 1 -o ";
    ASSERT_EQ(record(args + (dir_ / "a").string() + "/").status, 0);
    ASSERT_EQ(record(args + (dir_ / "b").string() + "/").status, 0);
    const std::vector<fs::path> a = test::filesIn(dir_ / "a"), b = test::filesIn(dir_ / "b");
    ASSERT_EQ(a.size(), 5u);
    ASSERT_EQ(b.size(), a.size());
    for (size_t i = 0; i < a.size(); ++i)
        EXPECT_TRUE(loadPng(a[i].string()).rgba == loadPng(b[i].string()).rgba) << a[i].filename();
}

TEST_F(Record, WithoutFfmpegSaysSoAndWritesNothing) {
    const fs::path empty = dir_ / "bin";
    fs::create_directories(empty);
    const fs::path out = dir_ / "out.mp4";
    const Result r = record(shippedScenario("default.json") + " -o " + out.string() +
                                " --width 320 --height 240 --duration 1",
                            "PATH=" + empty.string());
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("footfall: ffmpeg is not on PATH"), std::string::npos) << r.out;
    EXPECT_EQ(test::filesIn(dir_), std::vector<fs::path>{empty});
}

TEST_F(Record, RejectsWhatCannotWorkBeforeRendering) {
    const std::string corridor = shippedScenario("head_on_narrow_corridor.json");
    const std::pair<std::string, std::string> cases[] = {
        {" -o OUT.mp4 --width 321 --height 240", "needs an even width and height"},
        {" -o OUT.avi", "the outputs are .mp4 (H.264), .gif, or a folder of PNGs"},
        {" -o OUT.mp4 --speed 0", "--speed must be more than 0"},
        {" -o OUT.mp4 --start 31", "--start 31 is past the end of the scenario (30.00 s)"},
        // Cut short by the duration asked, not by the run (it said "the run ends at 1.02 s").
        {" -o OUT.mp4 --start 1.01 --duration 0.004",
         "--duration 0.004 from --start 1.01 is less than one simulated frame (0.017 s)"},
        {" -o OUT.mp4 --follow nobody", "--follow: no agent named 'nobody'"},
        {" -o OUT.mp4 --select 'wset'", "--select: no agent named 'wset'; did you mean 'west'?"},
        {" -o OUT.mp4 --select 1", "--select: no agent named '1'; by number, '#1'"},
        {" -o OUT.mp4 --fps 0", "--fps must be between 1 and 240"},
        {"", "footfall: record needs -o FILE"},
        {" -o OUT.gif --width 8192 --height 8192", "GB of memory"},
        // Once found out only after rendering every frame.
        {" -o /proc/x.mp4 --duration 1", "cannot write '/proc/x.mp4': "},
        // 2e10 frames: it hung before the first one (a folder of PNGs filled the disk).
        {" -o OUT.gif --duration 1 --speed 1e-9", "is 2e+10 video frames"},
    };
    for (auto [args, expect] : cases) {
        const size_t out = args.find("OUT");
        if (out != std::string::npos) args.replace(out, 3, (dir_ / "out").string());
        const Result r = record(corridor + args);
        EXPECT_EQ(r.status, 2) << args << "\n" << r.out;
        EXPECT_TRUE(r.out.starts_with("footfall: ")) << args << "\n" << r.out;
        EXPECT_NE(r.out.find(expect), std::string::npos) << args << "\n" << r.out;
        EXPECT_TRUE(test::filesIn(dir_).empty()) << args;
    }
    // A pipe (or a device) would be renamed over, a regular file left in its place.
    const fs::path pipe = dir_ / "pipe.gif";
    ASSERT_EQ(::mkfifo(pipe.c_str(), 0600), 0);
    const Result r = record(corridor + " -o " + pipe.string() + " --duration 1");
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("it is not a file"), std::string::npos) << r.out;
    EXPECT_TRUE(fs::is_fifo(pipe));
}

} // namespace
} // namespace footfall
