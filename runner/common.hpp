// What the runner's parts (plan, pool, worker, merge, campaign) share: the error of a setup
// problem, files and text, and the implementation under test loaded as its properties see it.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "implementation/selection.hpp"
#include "properties/battery/battery.hpp"
#include "properties/verify_battery/verify_battery.hpp"

namespace kda::runner {

// Usage and infrastructure problems: reported on stderr, exit status 2.
struct InfrastructureError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The UTC time in a strftime format, and a whole file written (its folders made;
// InfrastructureError when it cannot be).
std::string utc_now(const char* format);
void write_file(const std::filesystem::path& path, const std::string& text);
// A folder under the temporary directory for a run's own files (its jobs' journals and
// logs, its probes' records), made here and removed with all it holds when it goes out of
// scope: whatever ends the run, a report or an error of the machine, nothing stays behind.
class ScratchFolder {
 public:
  explicit ScratchFolder(std::filesystem::path path);
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};
// A JSON file; InfrastructureError when it cannot be read or parsed.
nlohmann::json read_json(const std::filesystem::path& path);
// Relative to the working directory when below it (reports/failures/...), else absolute.
std::string display_path(const std::filesystem::path& p);
// What a shell command printed, its last line ends trimmed ("" when it cannot run).
std::string command_output(const std::string& command);
std::string first_line(const std::string& text);
// Every line of `text` with `indent` before it.
std::string indented(const std::string& text, const std::string& indent);
// The recorded upstream calls' file (fixtures/upstream/upstream-calls.jsonl).
std::string upstream_calls_file();

// The verify implementations --iut names besides the reference, by spelling: none in
// kda_suite; a test executable adds some when it starts (runner/tests/planted_verify_fault.cpp:
// references with a deliberate difference, so that a verify campaign is seen to fail). Their
// runs' decode calls go to the reference; the run's domain decides whether their rejections'
// words are judged.
using AddedVerifyImplementations = std::map<std::string, std::function<properties::VerifyContext()>>;
AddedVerifyImplementations& added_verify_implementations();

// The implementation under test named by --iut, with its declared domain (which its
// Context carries to the valid-case generators); InfrastructureError when it cannot be
// loaded or cannot run here.
implementation::Selection select(const std::string& iut, const implementation::DomainRequest& domain);
// What its properties run against (no observations: whoever runs them adds its own); with
// `verify`, its verify entry too (verify_context_of).
properties::Context context_of(const implementation::Selection& selection, bool verify = false);
// The implementation's target verify, as the verify properties call it: the reference's, or a
// plugin's or Python port's verify entry for the op; one without it is a usage error
// (InfrastructureError, exit 2).
properties::VerifyContext verify_context_of(const implementation::Selection& selection);

}  // namespace kda::runner
