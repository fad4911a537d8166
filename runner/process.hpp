// Child processes of the campaign runner: workers, probes of one input. Each runs in its own
// process group (a timeout ends whatever it started too) with its output in a log file.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace kda::runner {

// Starts argv[0] with argv, stdout and stderr appended to `log` (empty: inherited), in this
// process's environment with `environment` ("NAME=value" each) set on top.
pid_t spawn_process(const std::vector<std::string>& argv, const std::filesystem::path& log,
                    const std::vector<std::string>& environment = {});

// A child that reads its work from a pipe on its stdin: what spawn_process starts, and the
// pipe's write end (close-on-exec, so that no other child holds it open: closing it here is
// the child's end of input).
struct PipedProcess {
  pid_t pid = 0;
  int input = -1;
};
PipedProcess spawn_piped_process(const std::vector<std::string>& argv, const std::filesystem::path& log,
                                 const std::vector<std::string>& environment = {});

struct ExitStatus {
  bool signaled = false;
  int code = 0;    // exit code when !signaled
  int signal = 0;  // when signaled
};
// The child's status if it has ended, without waiting.
std::optional<ExitStatus> poll_process(pid_t pid);
// Kills the child's whole process group and reaps the child.
ExitStatus kill_process(pid_t pid);
// Waits at most `seconds`; nullopt (and the child killed) past that.
std::optional<ExitStatus> wait_process(pid_t pid, double seconds);

// SIGINT or SIGTERM while children run (Ctrl-C, a CI timeout, a scheduler's preemption):
// while one of these lives, the signal is noted instead of ending this process, so that
// whoever runs the children ends them (they are in groups of their own, which the terminal's
// signal does not reach) and still reports what finished.
class InterruptionHandlers {
 public:
  InterruptionHandlers();
  ~InterruptionHandlers();
  InterruptionHandlers(const InterruptionHandlers&) = delete;
  InterruptionHandlers& operator=(const InterruptionHandlers&) = delete;

 private:
  struct sigaction previous_int_ {
  }, previous_term_{};
};
// The signal noted since the handlers were installed; 0: none.
int interrupting_signal();

// "SIGSEGV (signal 11, Segmentation fault)".
std::string signal_text(int signal);
// The last `lines` lines of a text file ("" when unreadable).
std::string tail_of_file(const std::filesystem::path& path, int lines);
// Path of the running executable.
std::string self_executable();

}  // namespace kda::runner
