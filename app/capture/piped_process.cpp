#include "app/capture/piped_process.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <pthread.h>
#include <spawn.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace footfall::app {
namespace {

std::runtime_error systemError(const std::string& what) {
    return std::runtime_error(what + ": " + std::strerror(errno));
}

// A temporary file for the child's stderr, unlinked at once: nothing is left behind however
// we end.
int anonymousTemporaryFile() {
    const char* dir = std::getenv("TMPDIR");
    std::string pattern = std::string(dir && *dir ? dir : "/tmp") + "/footfall-stderr-XXXXXX";
    const int fd = ::mkostemp(pattern.data(), O_CLOEXEC);
    if (fd < 0) throw systemError("cannot create a temporary file in " + pattern);
    ::unlink(pattern.c_str());
    return fd;
}

} // namespace

std::string findOnPath(const std::string& name) {
    const char* path = std::getenv("PATH");
    if (!path) return {};
    std::string dirs = path;
    size_t begin = 0;
    while (begin <= dirs.size()) {
        size_t end = dirs.find(':', begin);
        if (end == std::string::npos) end = dirs.size();
        // An empty entry means the current directory, as for the shell.
        const std::string dir = end > begin ? dirs.substr(begin, end - begin) : ".";
        const std::string candidate = dir + "/" + name;
        std::error_code ec;
        if (std::filesystem::is_regular_file(candidate, ec) &&
            ::access(candidate.c_str(), X_OK) == 0)
            return candidate;
        begin = end + 1;
    }
    return {};
}

PipedProcess::PipedProcess(const std::vector<std::string>& argv) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) throw systemError("cannot create a pipe");
    input_ = fds[1];
    // A bigger pipe means fewer round trips per frame (a 1080p frame is 8 MB); the system's
    // limit applies, and the default still works.
    ::fcntl(input_, F_SETPIPE_SZ, 1 << 20);
    try {
        errors_ = anonymousTemporaryFile();
    } catch (...) {
        ::close(fds[0]);
        ::close(fds[1]);
        throw;
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errors_, STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // Its own process group, default signal handling and nothing blocked, whatever ours are.
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGTERM);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK |
                                              POSIX_SPAWN_SETSIGDEF);

    std::vector<char*> args;
    for (const std::string& a : argv)
        args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const int error = ::posix_spawn(&pid_, args[0], &actions, &attributes, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(fds[0]);
    if (error != 0) {
        pid_ = -1;
        ::close(input_);
        ::close(errors_);
        throw std::runtime_error("cannot start " + argv[0] + ": " + std::strerror(error));
    }
}

PipedProcess::~PipedProcess() {
    if (running()) kill();
    if (input_ >= 0) ::close(input_);
    if (errors_ >= 0) ::close(errors_);
}

bool PipedProcess::write(const void* data, size_t size) {
    if (input_ < 0) return false;
    // SIGPIPE blocked in this thread while writing, so a process that exited makes write()
    // fail with EPIPE instead of ending ours; the pending signal is then taken back.
    sigset_t pipeSignal, previous;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous);
    const char* bytes = static_cast<const char*>(data);
    bool ok = true;
    while (size > 0) {
        const ssize_t n = ::write(input_, bytes, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = false;
            if (errno == EPIPE) {
                const timespec now{};
                sigtimedwait(&pipeSignal, nullptr, &now);
            }
            break;
        }
        bytes += n;
        size -= size_t(n);
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    return ok;
}

int PipedProcess::wait() {
    int status = 0;
    pid_t waited = -1;
    while ((waited = ::waitpid(pid_, &status, 0)) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    // No status to read (SIGCHLD ignored by whoever started us reaps children at once): we
    // cannot tell that it succeeded, so it did not.
    if (waited < 0) return 255;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

int PipedProcess::finish() {
    if (input_ >= 0) {
        ::close(input_); // end of input: it finishes its file and exits
        input_ = -1;
    }
    return running() ? wait() : -1;
}

void PipedProcess::kill() {
    if (!running()) return;
    ::kill(pid_, SIGKILL);
    if (input_ >= 0) {
        ::close(input_);
        input_ = -1;
    }
    wait();
}

std::string PipedProcess::stderrTail(int lines) const {
    if (errors_ < 0) return {};
    // The end of it is enough: the reason for a failure comes last.
    constexpr off_t kMax = 16384;
    const off_t size = ::lseek(errors_, 0, SEEK_END);
    const off_t from = size > kMax ? size - kMax : 0;
    std::string text(size_t(size - from), '\0');
    const ssize_t n = ::pread(errors_, text.data(), text.size(), from);
    text.resize(n > 0 ? size_t(n) : 0);
    std::vector<std::string> kept;
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(begin, end - begin);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
            line.pop_back();
        if (!line.empty()) kept.push_back(line);
        begin = end + 1;
    }
    std::string tail;
    const size_t first = kept.size() > size_t(lines) ? kept.size() - size_t(lines) : 0;
    for (size_t i = first; i < kept.size(); ++i)
        tail += (tail.empty() ? "" : "\n") + kept[i];
    return tail;
}

} // namespace footfall::app
