// A test process's own temporary folder, for tests that run the tools and keep their
// reports, logs and case files. ctest runs each test in a process of its own, so without
// removal every run would leave its files behind: the folder goes when every test of the
// process passed, and stays for a look when one failed.
#pragma once

#include <errno.h>  // program_invocation_short_name (glibc)
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace kda::test_support {

// <temp>/<executable>-<pid>, made on first use.
inline const std::filesystem::path& own_temp_dir() {
  static const std::filesystem::path dir = [] {
    const std::filesystem::path d = std::filesystem::temp_directory_path() /
                                    (std::string(program_invocation_short_name) + "-" + std::to_string(getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

class RemoveOwnTempDirWhenAllPassed : public ::testing::Environment {
  void TearDown() override {
    std::error_code ignored;
    if (::testing::UnitTest::GetInstance()->Passed()) std::filesystem::remove_all(own_temp_dir(), ignored);
  }
};
// One registration per process, whichever test sources include this header.
inline const ::testing::Environment* const kRemoveOwnTempDir =
    ::testing::AddGlobalTestEnvironment(new RemoveOwnTempDirWhenAllPassed);

}  // namespace kda::test_support
