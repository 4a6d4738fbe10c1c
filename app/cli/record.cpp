// `footfall record SCENARIO -o FILE`: a demo video rendered with no display, frame by frame,
// through the window's own drawing (OffscreenRenderer), written by VideoWriter.
//
// Simulated time and video time are decoupled: video frame k shows the run at simulated time
// start + k * speed / fps, however long a frame takes to render, so a recording is the same
// every time. Between two simulation frames people are drawn on their way from one to the next
// (PaintInput::between): slow motion moves at every video frame, and any frame rate evenly.

#include "app/capture/progress_bar.h"
#include "app/capture/video_writer.h"
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/offscreen_renderer.h"
#include "app/cli/stop_signals.h"
#include "render/bounds.h"
#include "render/clip_legend.h"
#include "render/paint_input.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <optional>

namespace footfall::app {
namespace {

// GIF frames are whole hundredths of a second, and players show those under 1/50 s slowly:
// 20 fps is exact and small.
constexpr int kGifFps = 20;

// How long GIF players show `frames` frames at `fps`: each frame's delay is whole hundredths
// (the time of the next frame rounded, less this one's), and players show a delay under two
// hundredths as ten. At 60 fps two frames in three get 2 and the third 1: a second of frames
// plays in 2.8 s.
double gifPlayedSeconds(int frames, int fps) {
    long shown = 0;
    for (int i = 0; i < frames; ++i) {
        const long delay = std::lround((i + 1) * 100.0 / fps) - std::lround(i * 100.0 / fps);
        shown += delay < 2 ? 10 : delay;
    }
    return double(shown) / 100.0;
}

// Seconds a clip goes on once everyone has arrived: the last of them seen to stop.
constexpr double kHoldAfterArrival = 2.0;

void printRecordHelp(std::FILE* out) {
    std::fputs(
        "usage: footfall record SCENARIO -o FILE [--width W] [--height H] [--fps N]\n"
        "                       [--duration S] [--start S] [--speed X] [--layers LIST]\n"
        "                       [--follow AGENT] [--select AGENT] [--zoom X] [--ui]\n"
        "                       [--model NAME] [--compare MODEL,MODEL] [--ui-scale X]\n\n"
        "Renders SCENARIO with no display into FILE:\n"
        "  FILE.mp4           H.264 video (needs ffmpeg; even width and height)\n"
        "  FILE.gif           animated GIF (needs ffmpeg)\n"
        "  DIR/ or a folder   numbered PNGs, frame_00000.png ...\n\n"
        "  --width W, --height H  picture size in pixels (default 1920x1080)\n"
        "  --size WxH         the same in one, as --screenshot takes it\n"
        "  --fps N            video frames per second (default 60; 20 for a GIF)\n"
        "  --start S          simulated time of the first frame (default 0)\n"
        "  --duration S       simulated seconds to record (default: to the end of the run,\n"
        "                     or 2 s after everyone has arrived if that is sooner)\n"
        "  --speed X          simulated seconds per video second (default 1; 0.5 is slow motion)\n"
        "  --layers LIST      what to draw, as for --screenshot (default: video)\n"
        "  --follow AGENT     keep the view centred on this agent\n"
        "  --select AGENT     ring this agent and show its whole path (with --ui, inspect it)\n"
        "  --zoom X           X times closer than the whole scene, on the agent followed or\n"
        "                     selected (1 to 50)\n"
        "  --ui               draw the window's panels too\n"
        "  --model NAME       avoidance model (default: preplanned; footfall run --help)\n"
        "  --compare A,B      the run under two models side by side, on one clock\n"
        "  --ui-scale X       the text's size (default: 1.3 at 1080 pixels high)\n\n"
        "Ctrl+C stops early and keeps what was recorded (exit status 130).\n",
        out);
}

struct RecordArgs {
    std::string scenario, output;
    int width = 1920, height = 1080;
    std::optional<int> fpsGiven; // --fps; else 60, or 20 for a GIF (players slow faster ones)
    int fps = 60;
    double start = 0, speed = 1;
    std::optional<double> duration;
    render::Layers layers = render::Layers::video();
    std::optional<std::string> follow;
    std::optional<std::string> select; // ringed, its whole path shown (with --ui, inspected)
    std::optional<double> zoom;        // times closer than the fitted view
    bool ui = false;
    std::optional<std::pair<std::string, std::string>> compare;
    std::optional<double> uiScale;
    std::optional<std::string> model;
};

// The least a number may be where its lower bound is exclusive (0 < --duration), checked after
// it is read: none here.
constexpr double kNoLowerBound = std::numeric_limits<double>::lowest();

// Returns nothing when --help was asked for (printed).
std::optional<RecordArgs> parseRecordArgs(const std::vector<std::string>& args) {
    RecordArgs out;
    ArgReader reader(args);
    int sizedBy = 0; // bits: --width, --height, --size
    while (!reader.done()) {
        const std::string arg = reader.next();
        if (arg == "--help" || arg == "-h") {
            printRecordHelp(stdout);
            return std::nullopt;
        } else if (arg == "-o" || arg == "--output") {
            out.output = reader.valueOf(arg);
        } else if (arg == "--model") {
            out.model = parseModel(arg, reader.valueOf(arg));
        } else if (arg == "--width") {
            out.width = parsePixels(arg, reader.valueOf(arg));
            sizedBy |= 1;
        } else if (arg == "--height") {
            out.height = parsePixels(arg, reader.valueOf(arg));
            sizedBy |= 2;
        } else if (arg == "--size") { // as --screenshot has it
            std::tie(out.width, out.height) = parseSize(arg, reader.valueOf(arg));
            sizedBy |= 4;
        } else if (arg == "--fps") {
            out.fpsGiven = int(parseWhole(arg, reader.valueOf(arg), 1, 240, "whole frames"));
        } else if (arg == "--start") {
            out.start = parseNumber(arg, reader.valueOf(arg), 0, 1e6);
        } else if (arg == "--duration") {
            // More than 0: a range from 0 read as if 0 were taken ("between 0 and ...").
            const std::string text = reader.valueOf(arg);
            out.duration = parseNumber(arg, text, kNoLowerBound, 1e6);
            if (*out.duration <= 0) throw UsageError("--duration must be more than 0, got " + text);
        } else if (arg == "--speed") {
            const std::string text = reader.valueOf(arg);
            out.speed = parseNumber(arg, text, kNoLowerBound, 1000);
            if (out.speed <= 0) throw UsageError("--speed must be more than 0, got " + text);
        } else if (arg == "--layers") {
            // "-legend" is the video without its legend, not the window's layers without it.
            out.layers = parseLayers(arg, reader.valueOf(arg), render::Layers::video());
        } else if (arg == "--follow") {
            out.follow = reader.valueOf(arg);
        } else if (arg == "--zoom") {
            out.zoom = parseNumber(arg, reader.valueOf(arg), 1, 50);
        } else if (arg == "--select") {
            out.select = reader.valueOf(arg);
        } else if (arg == "--ui") {
            out.ui = true;
        } else if (arg == "--compare") {
            out.compare = parseCompare(arg, reader.valueOf(arg));
        } else if (arg == "--ui-scale") {
            out.uiScale = parseNumber(arg, reader.valueOf(arg), 0.5, 4);
        } else if (arg.starts_with("-")) {
            unknownOption(arg,
                          {"--output", "--model", "--width", "--height", "--size", "--fps",
                           "--start", "--duration", "--speed", "--layers", "--follow", "--select",
                           "--zoom", "--ui", "--compare", "--ui-scale", "--help"},
                          "record");
        } else if (out.scenario.empty()) {
            out.scenario = arg;
        } else {
            throw UsageError("one scenario at a time: unexpected '" + arg + "'");
        }
    }
    if (out.scenario.empty()) throw UsageError("record needs a SCENARIO file");
    // Which came last won without a word (--size 64x48 --width 100 gave 100x48).
    if ((sizedBy & 4) && (sizedBy & 3))
        throw UsageError("--size and --width/--height: give one (--size WxH sets both)");
    if (out.model && out.compare)
        throw UsageError("--model and --compare: give one (--compare names both models)");
    if (out.output.empty())
        throw UsageError(std::string("record needs -o FILE: ") + VideoWriter::kOutputs);
    return out;
}

// What one video frame shows: the simulation frame at or after its time, its people drawn
// `between` of the way to it from the frame before (1: the frame itself).
struct VideoTime {
    int frame = 0;
    double between = 1;
    bool operator==(const VideoTime&) const = default;
};

// The longest recording made: 4.6 hours at 60 fps.
constexpr int kMostFrames = 1'000'000;

// Which simulation frame each video frame shows.
struct Timing {
    double start = 0, speed = 1, dt = 1.0 / 60;
    int fps = 60;
    int endFrame = 0;              // the last simulation frame there is to show
    int frames = 0;                // video frames
    bool heldAfterArrival = false; // it ends kHoldAfterArrival after everyone arrived
    void countFrames() {
        const double simulated = endFrame * dt - start;
        const double count = std::round(simulated * fps / speed);
        // A --speed of 1e-9 asked for 6e10 frames: it hung before the first one, or filled
        // the disk with PNGs.
        if (count > kMostFrames) {
            char why[240];
            std::snprintf(why, sizeof why,
                          "%g s at --speed %g and --fps %d is %.3g video frames (%.1f hours of "
                          "video); at most %d: raise --speed or shorten --duration",
                          simulated, speed, fps, count, count / fps / 3600, kMostFrames);
            throw UsageError(why);
        }
        frames = std::max(1, int(count));
    }
    VideoTime at(int videoFrame) const {
        // Within a millionth of a frame is on it: a time of whole frames (1x at 20, 30 or 60
        // fps) draws the frames as they are.
        constexpr double kOnAFrame = 1e-6;
        const double steps = (start + videoFrame * speed / fps) / dt;
        const int frame = int(std::ceil(steps - kOnAFrame));
        if (frame > endFrame) return {endFrame, 1};
        const double between = 1 - (frame - steps);
        return {std::max(frame, 0), between > 1 - kOnAFrame ? 1 : std::max(between, 0.0)};
    }
    int simulationFrame(int videoFrame) const { return at(videoFrame).frame; }
    // The time a video frame shows: its simulation frame's, or between it and the one before.
    double shownTime(int videoFrame) const {
        const VideoTime v = at(videoFrame);
        return v.frame == 0 ? 0.0 : (v.frame - 1 + v.between) * dt;
    }
};

// Where the agent is drawn at `time`: its position, or on its way there (PaintInput::between).
Vec2 drawnPosition(const Playback& playback, int agent, VideoTime time) {
    render::PaintInput in(playback.world());
    in.history = &playback.history();
    in.between = time.between;
    return in.shownPosition(playback.world().agents()[size_t(agent)]);
}

// "--start 30 is past ... (24.00 s)": the user's number as given, ours to the hundredth.
std::string number(const char* format, double value) {
    char text[32];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

// Plans the recording: checks --start against the scenario and simulates as far as the
// recording goes, to know where a run that ends early (everyone arrived) ends.
Timing plan(const RecordArgs& args, const OffscreenRenderer& renderer, Playback& playback) {
    Timing t;
    t.start = args.start;
    t.speed = args.speed;
    t.fps = args.fps;
    t.dt = playback.dt();
    const int startFrame = renderer.frameAt("--start", args.start);
    int wanted = playback.lastFrame();
    const int lastAsked =
        args.duration ? int(std::lround((args.start + *args.duration) / t.dt)) : wanted;
    wanted = std::min(wanted, lastAsked);
    playback.seek(wanted); // stops early where the run is over
    t.endFrame = std::min(playback.endFrame(), wanted);
    if (startFrame >= t.endFrame) {
        // Cut short by the duration asked, not by the run: say so, or the user reads that the
        // run ends a hundredth of a second after the start it was given.
        if (args.duration && lastAsked < playback.endFrame()) {
            throw UsageError("--duration " + number("%g", *args.duration) + " from --start " +
                             number("%g", args.start) + " is less than one simulated frame (" +
                             number("%.3f s", t.dt) + "): nothing to record");
        }
        throw UsageError("--start " + number("%g", args.start) +
                         " leaves nothing to record: the run ends at " +
                         number("%.2f s", t.endFrame * t.dt));
    }
    t.countFrames();
    return t;
}

// A long or large GIF would have ffmpeg take more memory than the machine has (and be killed
// for it, after all the rendering): said before anything starts.
void checkMemory(VideoWriter::Format format, const RecordArgs& args, int frames) {
    const double needed = VideoWriter::memoryNeeded(format, args.width, args.height, frames);
    const double available = double(::sysconf(_SC_PHYS_PAGES)) * double(::sysconf(_SC_PAGESIZE));
    if (available <= 0 || needed <= available / 2) return;
    char what[400];
    std::snprintf(
        what, sizeof what,
        "a %dx%d GIF of %d frames needs about %.1f GB of memory while ffmpeg builds its "
        "palette, more than half of this machine's %.1f GB: make it smaller (--width, --height), "
        "shorter (--duration) or with fewer frames (--fps), or record an .mp4",
        args.width, args.height, frames, needed / 1e9, available / 1e9);
    throw UsageError(what);
}

// Everyone in the run, and in the compared one, has arrived.
bool everyoneArrived(const ScenarioSession& session) {
    const Playback* other = session.compared();
    return session.playback().world().allArrived() && (!other || other->world().allArrived());
}

// One pass over the clip before any frame is drawn (the simulation again: a tenth of the
// rendering's cost, or less). Without --duration, where it ends: a little after everyone has
// arrived, in both panes when comparing, where that comes before the run's end (every default
// clip ended in 8 to 26 s of people standing still). And the legend of the frames it shows,
// fixed for the whole clip (rebuilt from each frame, its rows came and went). False when
// Ctrl+C asked to stop.
bool scanClip(SandboxApp& app, const RecordArgs& args, Timing& t) {
    ScenarioSession& session = app.session();
    Playback& playback = session.playback();
    const int first = t.simulationFrame(0);
    const int hold = int(std::lround(kHoldAfterArrival / t.dt));
    bool arrivalSeen = args.duration.has_value(); // nothing to look for
    render::ClipLegend legend;
    playback.seek(first);
    session.syncCompared();
    if (!arrivalSeen && everyoneArrived(session)) arrivalSeen = true; // before the clip: as is
    int shown = -1;
    for (int k = 0;; ++k) {
        if (stopRequested()) return false;
        const int target = t.simulationFrame(k);
        while (playback.frame() < target && playback.stepForward()) {
            session.syncCompared();
            if (!arrivalSeen && everyoneArrived(session)) {
                arrivalSeen = true;
                if (playback.frame() + hold < t.endFrame) {
                    t.endFrame = playback.frame() + hold;
                    t.heldAfterArrival = true;
                }
            }
        }
        if (args.layers.legend && playback.frame() != shown) {
            legend.add(playback.world(), app.layers(), app.selected() >= 0);
            if (const Playback* other = session.compared())
                legend.add(other->world(), app.layers(), app.selected() >= 0);
            shown = playback.frame();
        }
        if (target >= t.endFrame || playback.frame() < target) break;
    }
    t.countFrames();
    if (args.layers.legend) app.fixLegend(legend.marks());
    return true;
}

// Tells a second Ctrl+C what to clean up (nothing when `video` is closed).
void exposeToSignals(const VideoWriter& video) {
    if (!video.isOpen()) {
        exposeUnfinished("");
        return;
    }
    exposeUnfinished(video.temporaryPath(), video.encoderPid());
}

} // namespace

int commandRecord(const std::vector<std::string>& rawArgs) {
    const std::optional<RecordArgs> parsed = parseRecordArgs(rawArgs);
    if (!parsed) return 0;
    RecordArgs args = *parsed;
    if (args.fpsGiven) args.fps = *args.fpsGiven;
    // What cannot work fails before anything is rendered: an output we do not write, a size
    // it does not take, no ffmpeg.
    VideoWriter::Format format;
    try {
        format = VideoWriter::check(args.output, args.width, args.height);
    } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
    }
    if (!args.fpsGiven) args.fps = format == VideoWriter::Format::Gif ? kGifFps : 60;
    if (format == VideoWriter::Format::Gif && args.fps > 50) {
        std::fprintf(stderr, "footfall: note: GIF players show frames shorter than 1/50 s slowly; "
                             "--fps 50 or less (25, 20) plays at the right speed\n");
    }

    OffscreenRenderer renderer(args.width, args.height, args.layers);
    SandboxApp& app = renderer.app();
    if (!renderer.open(args.scenario)) {
        printError(app.session().error());
        return 2;
    }
    if (args.model && !useModel(app, *args.model)) return 2;
    const int follow = args.follow ? renderer.agentNamed("--follow", *args.follow) : -1;
    // The subject of the clip, picked out as a click would: its ring and its whole path.
    if (args.select) app.inspect(renderer.agentNamed("--select", *args.select));
    app.setPresenting(args.ui);
    if (args.uiScale) app.setUiScale(float(*args.uiScale));
    if (args.compare && !useCompare(app, args.compare->first, args.compare->second)) return 2;
    // From here on Ctrl+C ends the recording cleanly, even before its first frame; a second
    // one ends the program, ffmpeg (in a process group of its own, so the terminal's Ctrl+C
    // never reaches it) killed and its unfinished file removed first.
    StopSignals signals;
    Playback& playback = renderer.playback();
    Timing timing = plan(args, renderer, playback);
    if ((args.layers.legend || !args.duration) && !scanClip(app, args, timing)) {
        std::fprintf(stderr, "footfall: interrupted before the first frame; nothing written\n");
        return 128 + stopRequested();
    }
    checkMemory(format, args, timing.frames);

    VideoWriter video;
    video.open(args.output, renderer.width(), renderer.height(), args.fps);
    exposeToSignals(video);
    app.seekTo(timing.simulationFrame(0));
    renderer.settle(args.ui);
    if (args.zoom) {
        // A close-up: on the one followed (kept centred below), else the one selected, where
        // it is at the first frame, else the scene's middle.
        const int on = follow >= 0 ? follow : app.selected();
        const render::Bounds scene = render::scenarioBounds(app.session().prepared());
        const Vec2 at =
            on >= 0 ? drawnPosition(playback, on, timing.at(0)) : (scene.min + scene.max) * 0.5;
        renderer.zoom(*args.zoom, at);
    }
    if (args.ui) app.showPlaying(args.speed);

    ProgressBar progress(stderr, "frames", timing.frames);
    const unsigned char* pixels = nullptr;
    std::optional<VideoTime> shown; // what `pixels` hold
    for (int k = 0; k < timing.frames && !stopRequested(); ++k) {
        VideoTime target = timing.at(k);
        while (playback.frame() < target.frame && playback.stepForward()) {
        }
        if (playback.frame() < target.frame) target = {playback.frame(), 1}; // the run ended
        app.session().syncCompared(); // the second pane, on the same clock
        // A frame that shows what the last one did is not drawn again (the panels' timings
        // would be all that changed).
        if (target != shown) {
            app.drawBetween(target.between);
            if (follow >= 0) app.camera().setCentre(drawnPosition(playback, follow, target));
            pixels = renderer.render(args.ui);
            shown = target;
        }
        video.addFrame(pixels);
        progress.update(k + 1);
    }
    progress.finish();
    const int frames = video.frames();
    if (frames == 0) {
        video.abort();
        exposeToSignals(video); // closed: nothing left for a second signal to clean up
        std::fprintf(stderr, "footfall: interrupted before the first frame; nothing written\n");
        return 128 + stopRequested();
    }
    if (format == VideoWriter::Format::Gif)
        std::fprintf(stderr, "encoding the GIF (its palette needs every frame)...\n");
    video.finish(); // a GIF is encoded only now, once its palette is known
    exposeToSignals(video);
    const double elapsed = progress.elapsedSeconds();
    const double videoSeconds = double(frames) / args.fps;
    // The times the first and last frames show (drawn between two simulation frames in slow
    // motion or from a --start between frames).
    char held[64] = "";
    if (timing.heldAfterArrival && frames == timing.frames)
        std::snprintf(held, sizeof held, " (%g s after everyone arrived)", kHoldAfterArrival);
    // A GIF too fast for its players plays longer than its frames last: said, with the length
    // a viewer will see (the summary said "1.00 s of video" of a GIF that played for 2.8 s).
    char length[96];
    if (format == VideoWriter::Format::Gif && args.fps > 50) {
        std::snprintf(length, sizeof length,
                      "%.2f s of frames, played by GIF players in about %.1f s", videoSeconds,
                      gifPlayedSeconds(frames, args.fps));
    } else {
        std::snprintf(length, sizeof length, "%.2f s of video", videoSeconds);
    }
    std::printf("%s: %s, %dx%d at %d fps (%s), %s from t = %.2f to %.2f s%s "
                "at %gx; %.1f s to record (%.1f frames/s)\n",
                args.output.c_str(), countOf(frames, "frame").c_str(), video.width(),
                video.height(), args.fps, length, args.scenario.c_str(), timing.shownTime(0),
                timing.shownTime(frames - 1), held, args.speed, elapsed, progress.rate());
    if (stopRequested() && frames < timing.frames) {
        std::fprintf(stderr, "footfall: interrupted: %s has the first %d of %d frames\n",
                     args.output.c_str(), frames, timing.frames);
        return 128 + stopRequested();
    }
    return 0;
}

} // namespace footfall::app
