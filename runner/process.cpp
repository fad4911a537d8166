#include "runner/process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <deque>
#include <fstream>
#include <stdexcept>
#include <string_view>
#include <thread>

extern char** environ;

namespace kda::runner {

namespace {

pid_t spawn(const std::vector<std::string>& argv, const std::filesystem::path& log,
            const std::vector<std::string>& environment, int input) {
  std::vector<std::string> storage = argv;
  std::vector<char*> args;
  for (std::string& a : storage) args.push_back(a.data());
  args.push_back(nullptr);
  std::vector<std::string> env_storage = environment;
  std::vector<char*> env;
  for (std::string& e : env_storage) env.push_back(e.data());
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string_view name = std::string_view(*e).substr(0, std::string_view(*e).find('='));
    const bool overridden = std::any_of(environment.begin(), environment.end(), [&](const std::string& set) {
      return set.size() > name.size() && set.compare(0, name.size(), name) == 0 && set[name.size()] == '=';
    });
    if (!overridden) env.push_back(*e);
  }
  env.push_back(nullptr);
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_t actions;
  posix_spawnattr_init(&attributes);
  posix_spawn_file_actions_init(&actions);
  posix_spawnattr_setpgroup(&attributes, 0);  // its own group
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  if (!log.empty()) {
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  }
  if (input >= 0) posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO);
  pid_t pid = 0;
  const int error = posix_spawn(&pid, args[0], &actions, &attributes, args.data(), env.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (error != 0) throw std::runtime_error("cannot start " + argv[0] + ": " + std::strerror(error));
  return pid;
}

}  // namespace

pid_t spawn_process(const std::vector<std::string>& argv, const std::filesystem::path& log,
                    const std::vector<std::string>& environment) {
  return spawn(argv, log, environment, -1);
}

PipedProcess spawn_piped_process(const std::vector<std::string>& argv, const std::filesystem::path& log,
                                 const std::vector<std::string>& environment) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
  try {
    const pid_t pid = spawn(argv, log, environment, ends[0]);
    close(ends[0]);
    return {pid, ends[1]};
  } catch (...) {
    close(ends[0]);
    close(ends[1]);
    throw;
  }
}

namespace {
ExitStatus status_of(int status) {
  ExitStatus s;
  s.signaled = WIFSIGNALED(status);
  s.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  s.signal = s.signaled ? WTERMSIG(status) : 0;
  return s;
}
}  // namespace

std::optional<ExitStatus> poll_process(pid_t pid) {
  int status = 0;
  const pid_t w = waitpid(pid, &status, WNOHANG);
  if (w == 0) return std::nullopt;
  if (w < 0) throw std::runtime_error("waitpid failed for a child process");
  return status_of(status);
}

ExitStatus kill_process(pid_t pid) {
  kill(-pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  return status_of(status);
}

std::optional<ExitStatus> wait_process(pid_t pid, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (std::chrono::steady_clock::now() < until) {
    if (const auto s = poll_process(pid)) return s;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  kill_process(pid);
  return std::nullopt;
}

namespace {
volatile std::sig_atomic_t g_interrupting_signal = 0;
extern "C" void note_interruption(int signal) { g_interrupting_signal = signal; }
}  // namespace

InterruptionHandlers::InterruptionHandlers() {
  struct sigaction action {};
  action.sa_handler = note_interruption;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &previous_int_);
  sigaction(SIGTERM, &action, &previous_term_);
}

InterruptionHandlers::~InterruptionHandlers() {
  sigaction(SIGINT, &previous_int_, nullptr);
  sigaction(SIGTERM, &previous_term_, nullptr);
}

int interrupting_signal() { return g_interrupting_signal; }

std::string signal_text(int signal) {
  const char* name = sigabbrev_np(signal);
  const char* what = strsignal(signal);
  return std::string("SIG") + (name ? name : "?") + " (signal " + std::to_string(signal) +
         (what ? std::string(", ") + what : std::string()) + ")";
}

std::string tail_of_file(const std::filesystem::path& path, int lines) {
  std::ifstream in(path);
  std::deque<std::string> kept;
  for (std::string line; std::getline(in, line);) {
    kept.push_back(line);
    if (static_cast<int>(kept.size()) > lines) kept.pop_front();
  }
  std::string out;
  for (const std::string& l : kept) out += l + "\n";
  if (!out.empty()) out.pop_back();
  return out;
}

std::string self_executable() { return std::filesystem::read_symlink("/proc/self/exe").string(); }

}  // namespace kda::runner
