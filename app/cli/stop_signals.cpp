#include "app/cli/stop_signals.h"

#include <csignal>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

namespace footfall::app {
namespace {

// The handler only makes the calls a handler may make (kill, waitpid, unlink, signal, raise).
// The child is waited for, so that it is gone when we are: a SIGKILL only takes effect when
// the process next runs, which on a loaded machine can be a good while after we have exited.
volatile std::sig_atomic_t stopSignal = 0;
volatile pid_t unfinishedChild = -1;
char unfinishedFile[4096] = {};

extern "C" void onStopSignal(int signal) {
    if (stopSignal) {
        if (unfinishedChild > 0 && ::kill(unfinishedChild, SIGKILL) == 0)
            ::waitpid(unfinishedChild, nullptr, 0);
        if (unfinishedFile[0]) ::unlink(unfinishedFile);
        std::signal(signal, SIG_DFL);
        std::raise(signal);
        return;
    }
    stopSignal = signal;
}

void (*catchUnlessIgnored(int signal))(int) {
    void (*previous)(int) = std::signal(signal, onStopSignal);
    if (previous == SIG_IGN) std::signal(signal, SIG_IGN);
    return previous;
}

} // namespace

int stopRequested() {
    return stopSignal;
}

void exposeUnfinished(const std::string& file, pid_t child) {
    // Cleared first, so that the handler never sees half a name.
    unfinishedChild = -1;
    unfinishedFile[0] = 0;
    if (file.empty() || file.size() >= sizeof unfinishedFile) return;
    std::memcpy(unfinishedFile + 1, file.c_str() + 1, file.size());
    unfinishedFile[0] = file[0];
    unfinishedChild = child;
}

StopSignals::StopSignals() {
    stopSignal = 0;
    previousInt_ = catchUnlessIgnored(SIGINT);
    previousTerm_ = catchUnlessIgnored(SIGTERM);
}

StopSignals::~StopSignals() {
    std::signal(SIGINT, previousInt_);
    std::signal(SIGTERM, previousTerm_);
}

} // namespace footfall::app
