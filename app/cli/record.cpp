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
#include "app/cli/clip_timing.h"
#include "app/cli/commands.h"
#include "app/cli/offscreen_renderer.h"
#include "app/cli/record_args.h"
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
