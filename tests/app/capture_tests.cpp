// Pictures (F12) and videos (F9) from the window: written beside the scenario, the video in
// real time of the window's clock, neither showing the recording indicator.

#include "support/window_fixture.h"

#include "support/e2e_support.h"

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
    auto info = e2e::probe(videos[0]);
    EXPECT_EQ(info["codec_name"], "h264");
    EXPECT_EQ(info["width"], "1280");
    EXPECT_EQ(info["height"], "720");
    EXPECT_EQ(info["r_frame_rate"], "30/1");
    // 2 s at 30 frames a second, give or take the frame the recording stopped on.
    EXPECT_NEAR(std::atoi(info["nb_read_frames"].c_str()), 60, 2);
}

TEST_F(Capture, WithoutFfmpegF9SaysSoAndRecordsNothing) {
    const std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
    ::setenv("PATH", (configDir_ / "empty").c_str(), 1);
    key(SDLK_F9);
    app_->tick(0);
    ::setenv("PATH", path.c_str(), 1);
    EXPECT_FALSE(app_->recording());
    EXPECT_NE(app_->status().find("ffmpeg is not on PATH"), std::string::npos) << app_->status();
    EXPECT_TRUE(filesWith(".mp4").empty());
}

// A window too slow for the video's rate must not fall further behind by writing every frame
// it owes (encoding is synchronous): at most a few copies a frame, the rest dropped.
TEST(WindowRecorder, AFrameTooLateWritesAFewCopiesAndDropsTheRest) {
    const fs::path dir = test::freshDir();
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
