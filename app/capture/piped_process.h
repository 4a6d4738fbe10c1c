#pragma once
// A program we feed through its standard input, such as ffmpeg encoding the frames we send
// it: started with a pipe to its stdin and its stderr kept in an (unlinked) temporary file,
// so that when it fails its own words can be shown.

#include <string>
#include <sys/types.h>
#include <vector>

namespace footfall::app {

// The first executable file called `name` in the directories of $PATH; empty when none.
std::string findOnPath(const std::string& name);

class PipedProcess {
  public:
    // Starts argv[0] (a path) with `argv`. It runs in a process group of its own, so that
    // Ctrl+C at the terminal reaches only us and we decide when it ends (by closing its
    // input). Throws std::runtime_error when it cannot be started.
    explicit PipedProcess(const std::vector<std::string>& argv);
    // Kills it if it is still running (an abandoned job).
    ~PipedProcess();
    PipedProcess(const PipedProcess&) = delete;
    PipedProcess& operator=(const PipedProcess&) = delete;

    // Writes all of `data` to its stdin, waiting while it is busy; false when it has stopped
    // reading (it exited). Never raises SIGPIPE.
    bool write(const void* data, size_t size);
    // Closes its stdin and waits for it to exit: its exit status, or 128 + the signal that
    // ended it. Once only.
    int finish();
    // Ends it now (SIGKILL) and waits; what it wrote is left as it is.
    void kill();
    bool running() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }

    // The last `lines` non-empty lines it wrote on stderr.
    std::string stderrTail(int lines) const;

  private:
    int wait();

    pid_t pid_ = -1;
    int input_ = -1;  // our end of its stdin
    int errors_ = -1; // its stderr, a temporary file already unlinked
};

} // namespace footfall::app
