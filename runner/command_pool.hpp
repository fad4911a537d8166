// The pool for command jobs: one executable run per job (kda_mutants' battery runs), at most
// `workers` at a time, each started through runner/process.hpp (its own process group, its
// output in a log) with a wall-clock limit, and stopped by SIGINT or SIGTERM the way the
// campaign's worker pool is. Where the worker pool keeps a process per worker and sends it
// jobs, a command job is the whole life of its process: its result is how the process ended.
#pragma once

#include <chrono>
#include <deque>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "runner/process.hpp"

namespace kda::runner {

struct Command {
  std::vector<std::string> argv;         // the executable (a path) and its arguments
  std::vector<std::string> environment;  // "NAME=value" each, set on top of this process's
  std::filesystem::path log;             // stdout and stderr, started afresh
};

struct CommandOutcome {
  ExitStatus status;       // killed by the pool past the limit: signaled, SIGKILL
  bool timed_out = false;  // ran past the wall-clock limit (its whole group killed)
  double seconds = 0;
};

class CommandPool {
 public:
  CommandPool(int workers, double timeout_s);
  // Queues a command; `done` receives its outcome and may submit more.
  void submit(Command command, std::function<void(const CommandOutcome&)> done);
  // Runs until every command ended; returns the SIGINT or SIGTERM that stopped it (the
  // commands in flight killed, those queued never started, and none of their `done` called),
  // 0 when every command ran.
  int run();

 private:
  struct Queued {
    Command command;
    std::function<void(const CommandOutcome&)> done;
  };
  struct Running {
    Queued job;
    pid_t pid;
    std::chrono::steady_clock::time_point start;
  };
  bool collect();
  void end_running();

  int workers_;
  double timeout_s_;
  std::deque<Queued> queue_;
  std::vector<Running> running_;
};

}  // namespace kda::runner
