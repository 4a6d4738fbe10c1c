#pragma once
// The SDL window with its OpenGL 3.3 core context and Dear ImGui set up on it: one object to
// own the order things are created and destroyed in. With SDL_VIDEODRIVER=offscreen the same
// code renders through EGL with no display at all (screenshots, recordings, tests).

#include <functional>
#include <string>

struct SDL_Window;

namespace footfall::app {

struct WindowConfig {
    std::string title = "Footfall";
    int width = 1600, height = 900;
    bool hidden = false; // offscreen pictures: never shown
    bool resizable = true;
    std::string imguiIniPath; // empty: ImGui keeps no ini file
};

class GlWindow {
  public:
    // Throws std::runtime_error with SDL's reason when there is no video or OpenGL.
    explicit GlWindow(const WindowConfig& config);
    ~GlWindow();
    GlWindow(const GlWindow&) = delete;
    GlWindow& operator=(const GlWindow&) = delete;

    SDL_Window* sdl() const { return window_; }
    // False for SDL's "offscreen" and "dummy" drivers, which SDL falls back to when there is
    // no display: nothing would ever be seen.
    static bool onScreen();
    // The drawable size in pixels (differs from the window size on high-DPI screens).
    void drawableSize(int& width, int& height) const;
    void setTitle(const std::string& title);
    void swap();
    // SDL's loader, for render::GlCanvas.
    static void* procAddress(const char* name);

    // The panels' and the overlay's size: the font is rasterised afresh at 15 points times
    // `scale` and ImGui's spacing scaled with it. Call between frames.
    void setUiScale(float scale);
    float uiScale() const { return uiScale_; }
    // The scale a window of `widthPt` x `heightPt` points gets unless the user chose one.
    static float autoUiScale(int widthPt, int heightPt);
    // The largest scale a window of this size holds, whatever is asked: past it the control bar
    // wraps to three rows, the panels cover each other and the view is a strip (2.0 in a
    // 1280x720 window: the caption's close box on the clock, the bar over the sidebar's tabs).
    static float largestUiScale(int widthPt, int heightPt);

    // Starts an ImGui frame; renderImGui draws ImGui's lists into the current framebuffer.
    void beginImGuiFrame();
    void renderImGui();
    // What a picture taken part-way through rendering ImGui includes: the world with its
    // overlay (the labels, legend and clock on ImGui's background list), or that and the
    // panels. ImGui's foreground list, drawn after the picture, is what no picture shows (the
    // window's recording indicator).
    enum class PictureLayers { Overlay, Panels };
    // Renders ImGui's lists and calls `takePicture` once those of `upTo` are in the framebuffer.
    void renderImGui(PictureLayers upTo, const std::function<void()>& takePicture);

  private:
    SDL_Window* window_ = nullptr;
    void* context_ = nullptr;
    std::string iniPath_; // ImGui keeps a pointer to this
    float uiScale_ = 1.0f;
};

} // namespace footfall::app
