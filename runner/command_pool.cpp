#include "runner/command_pool.hpp"

#include <signal.h>

#include <algorithm>
#include <thread>

namespace kda::runner {

CommandPool::CommandPool(int workers, double timeout_s) : workers_(std::max(1, workers)), timeout_s_(timeout_s) {}

void CommandPool::submit(Command command, std::function<void(const CommandOutcome&)> done) {
  queue_.push_back({std::move(command), std::move(done)});
}

// Collects the commands that ended or ran past the limit; true when any did.
bool CommandPool::collect() {
  bool ended = false;
  for (size_t r = 0; r < running_.size();) {
    Running& run = running_[r];
    std::optional<ExitStatus> status = poll_process(run.pid);
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - run.start).count();
    if (!status && elapsed < timeout_s_) {
      ++r;
      continue;
    }
    CommandOutcome outcome;
    outcome.seconds = elapsed;
    if (status) {
      // Whatever it left running in its group goes with it.
      if (status->signaled) kill(-run.pid, SIGKILL);
      outcome.status = *status;
    } else {
      kill_process(run.pid);  // over the limit: the whole group goes
      outcome.status = {true, -1, SIGKILL};
      outcome.timed_out = true;
    }
    auto done = std::move(run.job.done);
    running_.erase(running_.begin() + static_cast<std::ptrdiff_t>(r));
    done(outcome);  // may submit
    ended = true;
  }
  return ended;
}

void CommandPool::end_running() {
  for (const Running& run : running_) kill_process(run.pid);
  running_.clear();
}

int CommandPool::run() {
  const InterruptionHandlers handlers;
  try {
    while (!queue_.empty() || !running_.empty()) {
      if (interrupting_signal() != 0) break;
      while (static_cast<int>(running_.size()) < workers_ && !queue_.empty()) {
        Queued job = std::move(queue_.front());
        queue_.pop_front();
        std::error_code ignored;
        std::filesystem::remove(job.command.log, ignored);  // spawn_process appends
        const pid_t pid = spawn_process(job.command.argv, job.command.log, job.command.environment);
        running_.push_back({std::move(job), pid, std::chrono::steady_clock::now()});
      }
      if (!collect()) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  } catch (...) {
    end_running();  // no child outlives the pool
    throw;
  }
  end_running();
  queue_.clear();
  return interrupting_signal();
}

}  // namespace kda::runner
