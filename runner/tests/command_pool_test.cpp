// The command pool (runner/command_pool.hpp): a command's exit status, environment and log
// come back; past the wall-clock limit it is killed; a finished command's callback may
// queue the next; SIGTERM ends the run with the commands in flight killed.
#include <gtest/gtest.h>

#include <signal.h>

#include <unistd.h>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "runner/command_pool.hpp"

namespace fs = std::filesystem;
using kda::runner::Command;
using kda::runner::CommandOutcome;
using kda::runner::CommandPool;

namespace {

const fs::path& scratch_dir() {
  static const fs::path dir = fs::temp_directory_path() / ("kda_command_pool_test-" + std::to_string(getpid()));
  return dir;
}

// The logs go with the test process.
const struct RemoveScratch {
  ~RemoveScratch() {
    std::error_code ignored;
    fs::remove_all(scratch_dir(), ignored);
  }
} remove_scratch;

fs::path scratch(const std::string& name) {
  fs::create_directories(scratch_dir());
  return scratch_dir() / name;
}

std::string read_text(const fs::path& p) {
  std::ifstream f(p);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

Command shell(const std::string& script, const std::string& log, std::vector<std::string> environment = {}) {
  return {{"/bin/sh", "-c", script}, std::move(environment), scratch(log)};
}

}  // namespace

TEST(CommandPool, ReturnsTheExitCodeAndTheOutputInTheLogUnderTheGivenEnvironment) {
  CommandPool pool(2, 60);
  std::optional<CommandOutcome> outcome;
  pool.submit(shell("echo \"said $KDA_COMMAND_POOL_WORD\"; exit 3", "exit.log", {"KDA_COMMAND_POOL_WORD=hello"}),
              [&](const CommandOutcome& o) { outcome = o; });
  EXPECT_EQ(pool.run(), 0);
  ASSERT_TRUE(outcome);
  EXPECT_FALSE(outcome->timed_out);
  EXPECT_FALSE(outcome->status.signaled);
  EXPECT_EQ(outcome->status.code, 3);
  EXPECT_EQ(read_text(scratch("exit.log")), "said hello\n");
}

TEST(CommandPool, KillsACommandPastItsLimit) {
  CommandPool pool(1, 0.3);
  std::optional<CommandOutcome> outcome;
  pool.submit(shell("sleep 30 & sleep 30", "hang.log"), [&](const CommandOutcome& o) { outcome = o; });
  EXPECT_EQ(pool.run(), 0);
  ASSERT_TRUE(outcome);
  EXPECT_TRUE(outcome->timed_out);
  EXPECT_LT(outcome->seconds, 10);
}

TEST(CommandPool, ACallbackMayQueueTheNextCommand) {
  CommandPool pool(1, 60);
  std::vector<int> codes;
  pool.submit(shell("exit 1", "first.log"), [&](const CommandOutcome& first) {
    codes.push_back(first.status.code);
    pool.submit(shell("exit 2", "second.log"),
                [&](const CommandOutcome& second) { codes.push_back(second.status.code); });
  });
  EXPECT_EQ(pool.run(), 0);
  EXPECT_EQ(codes, (std::vector<int>{1, 2}));
}

TEST(CommandPool, SigtermEndsTheRunAndKillsTheCommandsInFlight) {
  CommandPool pool(1, 60);
  bool called = false;
  pool.submit(shell("kill -TERM $PPID; sleep 30", "interrupt.log"), [&](const CommandOutcome&) { called = true; });
  pool.submit(shell("exit 0", "never.log"), [&](const CommandOutcome&) { called = true; });
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(pool.run(), SIGTERM);
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 10);
  EXPECT_FALSE(called);
  EXPECT_FALSE(fs::exists(scratch("never.log")));
}
