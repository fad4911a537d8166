#include "cli/cli.hpp"

#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>
#include <stdexcept>

namespace kda::cli {

const char* version() { return KDA_SUITE_VERSION; }

void describe(CLI::App& app, const std::string& exit_codes) {
  app.footer(exit_codes);
  app.set_version_flag("--version", version());
}

CLI::Option* add_op_option(CLI::App& command, Op& op) {
  return command
      .add_option_function<std::string>(
          "--op", [&op](const std::string& name) { op = parse_op(name); },
          "the op of the family the run calls: kda (default) or gdn")
      ->check([](const std::string& name) {
        try {
          parse_op(name);
          return std::string();
        } catch (const std::invalid_argument& e) {
          return std::string(e.what());
        }
      });
}

namespace {
CLI::Validator sign_check(bool zero_allowed) {
  return CLI::Validator(
      [zero_allowed](const std::string& text) {
        double value = 0;
        if (CLI::detail::lexical_cast(text, value) && (value > 0 || (zero_allowed && value == 0))) return std::string();
        return std::string(zero_allowed ? "must be 0 or more, not " : "must be above 0, not ") + text;
      },
      zero_allowed ? "NONNEGATIVE" : "POSITIVE");
}
}  // namespace

CLI::Validator above_zero() { return sign_check(false); }
CLI::Validator zero_or_more() { return sign_check(true); }

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
