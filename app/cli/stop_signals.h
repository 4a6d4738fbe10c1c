#pragma once
// Ctrl+C (and SIGTERM) while a command writes a file: the first asks the work to stop, so the
// command can finish or remove what it wrote and end with 128 + the signal; a second ends the
// program at once, after removing the unfinished file and killing the child process that
// writes it (when the command has said which, with exposeUnfinished). `record` and `run` share
// this, so both behave alike at a terminal.

#include <string>
#include <sys/types.h>

namespace footfall::app {

// The signal that asked the work to stop, or 0.
int stopRequested();

// What a second signal must clean up: `file` removed, `child` killed and waited for. An empty
// file and -1 mean nothing. Paths longer than the handler's buffer are not exposed.
void exposeUnfinished(const std::string& file, pid_t child = -1);

// Catches SIGINT and SIGTERM for its lifetime (a signal we were started with ignored, as a
// background job of a script is, stays ignored) and forgets any earlier request.
class StopSignals {
  public:
    StopSignals();
    ~StopSignals();
    StopSignals(const StopSignals&) = delete;
    StopSignals& operator=(const StopSignals&) = delete;

  private:
    void (*previousInt_)(int);
    void (*previousTerm_)(int);
};

} // namespace footfall::app
