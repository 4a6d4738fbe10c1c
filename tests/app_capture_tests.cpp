// Pictures (F12) and videos (F9) from the window: written beside the scenario, the video in
// real time of the window's clock, neither showing the recording indicator.

#include "window_fixture.h"

#include "e2e_support.h"

#include <stb_image.h>

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>

namespace footfall::app {
namespace {

class Capture : public WindowFixture {
  protected:
    void SetUp() override {
        WindowFixture::SetUp();
        if (!app_) return;
        // A copy of a scenario in a folder of its own: captures go beside it.
        dir_ = configDir_ / "captures";
        fs::create_directories(dir_);
        fs::copy_file(scenarioPath("head_on_narrow_corridor.json"), dir_ / "corridor.json");
        ASSERT_TRUE(app_->open((dir_ / "corridor.json").string()));
        app_->tick(0);
    }
    std::vector<fs::path> filesWith(const std::string& extension) {
        std::vector<fs::path> out;
        for (const auto& e : fs::directory_iterator(dir_))
            if (e.path().extension() == extension) out.push_back(e.path());
        return out;
    }
    fs::path dir_;
};

TEST_F(Capture, F12SavesThePictureBesideTheScenario) {
    key(SDLK_F12);
    app_->tick(0);
    const auto pngs = filesWith(".png");
    ASSERT_EQ(pngs.size(), 1u);
    EXPECT_EQ(app_->lastCapture(), pngs[0].string());
    EXPECT_EQ(pngs[0].filename().string().rfind("corridor-", 0), 0u) << pngs[0];
    int w = 0, h = 0, channels = 0;
    unsigned char* pixels = stbi_load(pngs[0].c_str(), &w, &h, &channels, 4);
    ASSERT_NE(pixels, nullptr);
    EXPECT_EQ(w, 1280);
    EXPECT_EQ(h, 720);
    stbi_image_free(pixels);
}

TEST_F(Capture, F9RecordsTheWindowInRealTimeToAnMp4BesideTheScenario) {
    if (e2e::runShell("command -v ffprobe >/dev/null").status != 0)
        GTEST_SKIP() << "no ffprobe to check the video with";
    key(SDLK_SPACE);
    key(SDLK_F9);
    app_->tick(0);
    ASSERT_TRUE(app_->recording()) << "recording did not start";
    // Two seconds of the window's clock at 20 frames a second, slower than the video's 30.
    for (int i = 0; i < 40; ++i)
        app_->tick(0.05);
    key(SDLK_F9);
    app_->tick(0);
    EXPECT_FALSE(app_->recording());
    const auto videos = filesWith(".mp4");
    ASSERT_EQ(videos.size(), 1u);
    const auto probe = e2e::runShell("ffprobe -v error -count_frames -select_streams v:0 "
                                     "-show_entries stream=codec_name,width,height,nb_read_frames "
                                     "-of default=nw=1 '" +
                                     videos[0].string() + "'");
    ASSERT_EQ(probe.status, 0) << probe.out;
    EXPECT_NE(probe.out.find("codec_name=h264"), std::string::npos) << probe.out;
    EXPECT_NE(probe.out.find("width=1280"), std::string::npos) << probe.out;
    EXPECT_NE(probe.out.find("height=720"), std::string::npos) << probe.out;
    // 2 s at 30 frames a second, give or take the frame the recording stopped on.
    const size_t at = probe.out.find("nb_read_frames=");
    ASSERT_NE(at, std::string::npos);
    const int frames = std::atoi(probe.out.c_str() + at + 15);
    EXPECT_NEAR(frames, 60, 2) << probe.out;
}

TEST_F(Capture, WithoutFfmpegF9SaysSoAndRecordsNothing) {
    const std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
    ::setenv("PATH", (configDir_ / "empty").c_str(), 1);
    key(SDLK_F9);
    app_->tick(0);
    ::setenv("PATH", path.c_str(), 1);
    EXPECT_FALSE(app_->recording());
    EXPECT_TRUE(filesWith(".mp4").empty());
}

// A window too slow for the video's rate must not fall further behind by writing every frame
// it owes (encoding is synchronous): at most a few copies a frame, the rest dropped.
TEST(WindowRecorder, AFrameTooLateWritesAFewCopiesAndDropsTheRest) {
    if (e2e::runShell("command -v ffmpeg >/dev/null").status != 0) GTEST_SKIP() << "no ffmpeg";
    const fs::path dir = fs::temp_directory_path() / ("footfall_rec_" + std::to_string(::getpid()));
    fs::create_directories(dir);
    WindowRecorder recorder;
    recorder.start((dir / "slow.mp4").string(), 64, 48, false, 10.0);
    std::vector<unsigned char> frame(64 * 48 * 4, 128);
    EXPECT_EQ(recorder.framesDue(10.0), 1);
    recorder.add(frame.data(), 1);
    EXPECT_EQ(recorder.framesDue(10.02), 0) << "faster than the video: nothing owed";
    EXPECT_EQ(recorder.framesDue(10.0 + 2.5 / WindowRecorder::kFps), 2);
    recorder.add(frame.data(), 2);
    EXPECT_EQ(recorder.framesDue(15.0), WindowRecorder::kMaxCopies) << "five seconds late";
    recorder.add(frame.data(), WindowRecorder::kMaxCopies);
    EXPECT_GT(recorder.droppedFrames(), 100);
    EXPECT_EQ(recorder.framesDue(15.0 + 1.5 / WindowRecorder::kFps), 1) << "and back in step";
    recorder.finish();
    fs::remove_all(dir);
}

} // namespace
} // namespace footfall::app
