// Where an executable of the suite finds its run-time files: the recorded fixtures, the
// Python bridge and its helper, the default report folder.
//
// An executable in the build tree reads them from the source tree (paths compiled in), so
// that edits to fixtures/ take effect without a rebuild. An installed one (`cmake
// --install`) reads them from its own prefix, found from the path of the running
// executable (/proc/self/exe), so that the installed tree can be moved or copied: an
// executable is installed when <its folder>/../share/kda-conformance/fixtures exists (the
// relative path is the one the install rules use).
#pragma once

#include <filesystem>
#include <string>

namespace kda::harness {

struct DataLayout {
  bool installed = false;
  std::filesystem::path fixtures_dir;        // upstream/, regressions/, golden/, invalid/
  std::filesystem::path reports_dir;         // where a campaign writes when not told
  std::filesystem::path python_helpers_dir;  // the folder of kda_bridge.py
  std::string python_bridge;                 // libkda_python_bridge.so; "" when not built
  std::filesystem::path revision_file;       // git-revision, written by every build (cmake/write_revision.cmake)
};

// Decided once per process.
const DataLayout& data_layout();

// fixtures/upstream/upstream-calls.jsonl of the layout: 600 calls with upstream's verdicts.
std::filesystem::path upstream_calls_file();

// The suite's git revision: the one its binaries were built from (the source tree's HEAD at
// the last build, "-dirty" when tracked files differed from it), read from the file that
// build wrote, or the copy installed with them; "" when unknown. Read, not asked of git at
// run time: a tree copied to another machine, or committed after the build, would name
// another revision than the binaries'.
std::string suite_revision();

}  // namespace kda::harness
