#include "harness/data_layout.hpp"

#include <fstream>
#include <system_error>

// The build tree's paths (harness/CMakeLists.txt).
#ifndef KDA_REVISION_FILE
#define KDA_REVISION_FILE "git-revision"
#endif
#ifndef KDA_FIXTURES_DIR
#define KDA_FIXTURES_DIR "fixtures"
#endif
#ifndef KDA_REPORTS_DIR
#define KDA_REPORTS_DIR "reports"
#endif
#ifndef KDA_PYTHON_HELPERS
#define KDA_PYTHON_HELPERS ""
#endif
#ifndef KDA_PYTHON_BRIDGE
#define KDA_PYTHON_BRIDGE ""
#endif
// The install tree's, relative to the folder of the installed executable.
#ifndef KDA_INSTALL_DATA_FROM_BINDIR
#define KDA_INSTALL_DATA_FROM_BINDIR "../share/kda-conformance"
#endif
#ifndef KDA_INSTALL_BRIDGE_FROM_BINDIR
#define KDA_INSTALL_BRIDGE_FROM_BINDIR ""
#endif

namespace fs = std::filesystem;

namespace kda::harness {

namespace {

DataLayout build_tree_layout() {
  DataLayout layout{.fixtures_dir = KDA_FIXTURES_DIR,
                    .reports_dir = KDA_REPORTS_DIR,
                    .python_helpers_dir = KDA_PYTHON_HELPERS,
                    .python_bridge = KDA_PYTHON_BRIDGE,
                    .revision_file = KDA_REVISION_FILE};
  return layout;
}

DataLayout find_layout() {
  std::error_code error;
  const fs::path executable = fs::canonical("/proc/self/exe", error);
  if (error) return build_tree_layout();
  const fs::path data = (executable.parent_path() / KDA_INSTALL_DATA_FROM_BINDIR).lexically_normal();
  if (!fs::is_directory(data / "fixtures", error)) return build_tree_layout();
  DataLayout layout;
  layout.installed = true;
  layout.fixtures_dir = data / "fixtures";
  // An installed suite has no reports/ of its own: reports go below the working directory.
  layout.reports_dir = "reports";
  layout.python_helpers_dir = data / "python";
  layout.revision_file = data / "git-revision";
  const std::string bridge = KDA_INSTALL_BRIDGE_FROM_BINDIR;
  if (!bridge.empty()) layout.python_bridge = (executable.parent_path() / bridge).lexically_normal().string();
  return layout;
}

}  // namespace

const DataLayout& data_layout() {
  static const DataLayout layout = find_layout();
  return layout;
}

fs::path upstream_calls_file() { return data_layout().fixtures_dir / "upstream" / "upstream-calls.jsonl"; }

std::string suite_revision() {
  std::ifstream file(data_layout().revision_file);
  std::string revision;
  std::getline(file, revision);
  return revision;
}

}  // namespace kda::harness
