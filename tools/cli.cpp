#include "tools/cli.hpp"

#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>

namespace kda::cli {

const char* version() { return KDA_SUITE_VERSION; }

void describe(CLI::App& app, const std::string& exit_codes) {
  app.footer(exit_codes);
  app.set_version_flag("--version", version());
}

std::optional<int> parse(CLI::App& app, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitPass : kExitUsage;
  }
  return std::nullopt;
}

int run(const std::string& tool, const std::function<int()>& work) {
  try {
    return work();
  } catch (const std::exception& e) {
    std::cerr << tool << ": " << e.what() << "\n";
  }
  return kExitUsage;
}

}  // namespace kda::cli
