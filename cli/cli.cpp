#include "cli/cli.hpp"

#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>
#include <stdexcept>
#include <tuple>

namespace kda::cli {

const char* version() { return KDA_SUITE_VERSION; }

void describe(CLI::App& app, const std::string& exit_codes) {
  app.footer(exit_codes);
  app.set_version_flag("--version", version());
}

namespace {
// An --op option that reads its name with `parse` (which throws std::invalid_argument naming
// what it takes) into whatever `store` sets.
template <typename Parse, typename Store>
CLI::Option* add_named_op_option(CLI::App& command, const std::string& help, Parse parse, Store store) {
  return command
      .add_option_function<std::string>(
          "--op", [parse, store](const std::string& name) { store(parse(name)); }, help)
      ->check([parse](const std::string& name) {
        try {
          parse(name);
          return std::string();
        } catch (const std::invalid_argument& e) {
          return std::string(e.what());
        }
      });
}
}  // namespace

CLI::Option* add_op_option(CLI::App& command, Op& op) {
  return add_named_op_option(
      command, "the op of the family the run calls: kda (default) or gdn",
      [](const std::string& n) { return parse_op(n); }, [&op](Op parsed) { op = parsed; });
}

CLI::Option* add_op_option(CLI::App& command, Op& op, Contract& contract) {
  return add_named_op_option(
      command,
      "the op of the family the run calls: kda (default) or gdn, or their target verify (spec/verify.md): "
      "kda-verify or gdn-verify",
      [](const std::string& n) { return parse_contract(n); },
      [&op, &contract](std::pair<Op, Contract> parsed) { std::tie(op, contract) = parsed; });
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
