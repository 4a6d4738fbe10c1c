#include "app/platform/gl_window.h"

#include "app/platform/ui_units.h"
#include "footfall_icon.h" // assets/icon.png, embedded by cmake/Embed.cmake

#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>
#include <stb_image.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <stdexcept>

namespace footfall::app {
namespace {

// DejaVu Sans (Debian's fonts-dejavu-core) reads far better than ImGui's bitmap font in
// pictures and videos, and it is rasterised afresh at every scale, so scaled text stays crisp;
// without it, the built-in bitmap font still works (at its one size).
void loadFonts(ImGuiIO& io, float scale) {
    io.Fonts->Clear();
    const char* path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    if (!std::filesystem::exists(path)) {
        io.Fonts->AddFontDefault();
        return;
    }
    // Snapped to whole pixels: glyphs rasterised at fractional sizes blur.
    io.Fonts->AddFontFromFileTTF(path, std::round(kBaseFontSize * scale));
}

// The icon the desktop shows for the window (assets/icon.png); none if it does not decode.
void setIcon(SDL_Window* window) {
    int w = 0, h = 0, channels = 0;
    unsigned char* rgba = stbi_load_from_memory(embedded::icon_png, int(sizeof embedded::icon_png),
                                                &w, &h, &channels, 4);
    if (!rgba) return;
    SDL_Surface* icon =
        SDL_CreateRGBSurfaceWithFormatFrom(rgba, w, h, 32, w * 4, SDL_PIXELFORMAT_RGBA32);
    if (icon) {
        SDL_SetWindowIcon(window, icon);
        SDL_FreeSurface(icon);
    }
    stbi_image_free(rgba);
}

void applyStyle(float scale) {
    ImGuiStyle style;
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 6;
    style.FrameRounding = 4;
    style.GrabRounding = 4;
    style.WindowBorderSize = 0;
    // A frame's outline: the dark style's checkboxes and fields are dark blue on dark grey.
    style.FrameBorderSize = 1;
    style.Colors[ImGuiCol_WindowBg].w = 0.94f;
    style.ScaleAllSizes(scale);
    ImGui::GetStyle() = style;
}

} // namespace

GlWindow::GlWindow(const WindowConfig& config) : iniPath_(config.imguiIniPath) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        throw std::runtime_error(std::string("cannot start SDL video: ") + SDL_GetError());
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
    SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_ALLOW_HIGHDPI;
    if (config.hidden) flags |= SDL_WINDOW_HIDDEN;
    if (config.resizable) flags |= SDL_WINDOW_RESIZABLE;
    window_ = SDL_CreateWindow(config.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                               config.width, config.height, flags);
    if (!window_) {
        const std::string why = SDL_GetError();
        SDL_Quit();
        throw std::runtime_error("cannot open a window: " + why);
    }
    context_ = SDL_GL_CreateContext(window_);
    if (!context_) {
        const std::string why = SDL_GetError();
        SDL_DestroyWindow(window_);
        SDL_Quit();
        throw std::runtime_error("cannot create an OpenGL 3.3 context: " + why);
    }
    SDL_GL_MakeCurrent(window_, context_);
    SDL_GL_SetSwapInterval(config.hidden ? 0 : 1);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = iniPath_.empty() ? nullptr : iniPath_.c_str();
    // No keyboard navigation: it would take Space, arrows and letters whenever a panel has
    // focus, and those are the sandbox's shortcuts.
    loadFonts(io, uiScale_);
    applyStyle(uiScale_);
    ImGui_ImplSDL2_InitForOpenGL(window_, context_);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    setIcon(window_);
}

void GlWindow::setUiScale(float scale) {
    scale = std::clamp(scale, 0.5f, 4.0f);
    if (std::abs(scale - uiScale_) < 0.01f) return;
    uiScale_ = scale;
    loadFonts(ImGui::GetIO(), scale);
    applyStyle(scale);
    // The backend uploads the new atlas; its old texture goes.
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
}

float GlWindow::autoUiScale(int widthPt, int heightPt) {
    // 1 up to about 830 points tall, then in proportion: 1.3 at 1080, 2 at 1660. A 1080p
    // picture or video keeps its text as readable as a 720p window's. And no more than the
    // width takes at the same rate (1,475 points for 1.0 at 16:9): a 1280x1700 portrait
    // window got 2.0, its tabs cut to "Insp...", its sidebar a word to a line.
    return std::clamp(std::min(float(heightPt) / 830.0f, float(widthPt) / 1475.0f), 1.0f, 3.0f);
}

float GlWindow::largestUiScale(int widthPt, int heightPt) {
    // 1.5 at 1280x720 (where the sidebar's four tabs still show their names whole), 2.25 at
    // 1920x1080; never less than 1, the size text is read at.
    return std::max(1.0f, std::min(float(heightPt) / 480.0f, float(widthPt) / 853.0f));
}

GlWindow::~GlWindow() {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(context_);
    SDL_DestroyWindow(window_);
    SDL_Quit();
}

void GlWindow::drawableSize(int& width, int& height) const {
    SDL_GL_GetDrawableSize(window_, &width, &height);
}

void GlWindow::setTitle(const std::string& title) {
    SDL_SetWindowTitle(window_, title.c_str());
}

void GlWindow::swap() {
    SDL_GL_SwapWindow(window_);
}

bool GlWindow::onScreen() {
    const char* driver = SDL_GetCurrentVideoDriver();
    return driver && std::strcmp(driver, "offscreen") != 0 && std::strcmp(driver, "dummy") != 0;
}

void* GlWindow::procAddress(const char* name) {
    return SDL_GL_GetProcAddress(name);
}

void GlWindow::beginImGuiFrame() {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
}

void GlWindow::renderImGui() {
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void GlWindow::renderImGui(PictureLayers upTo, const std::function<void()>& takePicture) {
    ImGui::Render();
    ImDrawData* all = ImGui::GetDrawData();
    // ImGui orders its lists background, windows, foreground, and leaves out empty ones.
    const int n = all->CmdListsCount;
    int split = 0;
    if (upTo == PictureLayers::Overlay)
        split = n > 0 && all->CmdLists[0] == ImGui::GetBackgroundDrawList() ? 1 : 0;
    else
        split = n > 0 && all->CmdLists[n - 1] == ImGui::GetForegroundDrawList() ? n - 1 : n;
    ImDrawData part = *all;
    part.CmdListsCount = split;
    ImGui_ImplOpenGL3_RenderDrawData(&part);
    takePicture();
    part.CmdLists = all->CmdLists + split;
    part.CmdListsCount = n - split;
    ImGui_ImplOpenGL3_RenderDrawData(&part);
}

} // namespace footfall::app
