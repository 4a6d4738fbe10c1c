// `footfall record`'s command line (record_args.h).

#include "app/cli/record_args.h"

#include "app/cli/args.h"

#include <limits>

namespace footfall::app {
namespace {

// The least a number may be where its lower bound is exclusive (0 < --duration), checked after
// it is read: none here.
constexpr double kNoLowerBound = std::numeric_limits<double>::lowest();

} // namespace

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

} // namespace footfall::app
