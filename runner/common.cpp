#include "runner/common.hpp"

#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <utility>

#include "harness/data_layout.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace kda::runner {

std::string utc_now(const char* format) {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[64];
  std::strftime(buffer, sizeof buffer, format, &tm);
  return buffer;
}

ScratchFolder::ScratchFolder(fs::path path) : path_(std::move(path)) { fs::create_directories(path_); }

ScratchFolder::~ScratchFolder() {
  std::error_code ignored;
  fs::remove_all(path_, ignored);
}

void write_file(const fs::path& path, const std::string& text) {
  if (path.has_parent_path()) fs::create_directories(path.parent_path());
  std::ofstream f(path);
  f << text;
  if (!f) throw InfrastructureError("cannot write " + path.string());
}

AddedVerifyImplementations& added_verify_implementations() {
  static AddedVerifyImplementations added;
  return added;
}

implementation::Selection select(const std::string& iut, const implementation::DomainRequest& domain) {
  implementation::Selection s;
  const bool added = added_verify_implementations().count(iut) > 0;
  try {
    s = implementation::select_implementation(added ? "reference" : iut, domain);
    if (added) s.text = iut;
  } catch (const std::exception& e) {
    throw InfrastructureError("cannot load implementation '" + iut + "': " + e.what());
  }
  if (!s.skip_reason.empty()) throw InfrastructureError(s.skip_reason);
  return s;
}

properties::Context context_of(const implementation::Selection& s, bool verify) {
  properties::Context ctx{s.iut.get(), s.reference, s.text, s.op, s.domain, nullptr, nullptr};
  if (verify) ctx.verify = std::make_shared<const properties::VerifyContext>(verify_context_of(s));
  return ctx;
}

properties::VerifyContext verify_context_of(const implementation::Selection& s) {
  if (const auto added = added_verify_implementations().find(s.text); added != added_verify_implementations().end()) {
    properties::VerifyContext ctx = added->second();
    ctx.contract_messages = implementation::contract_messages_judged(s.domain);
    return ctx;
  }
  if (s.text == "reference") return properties::reference_verify_context();
  if (!s.iut) throw InfrastructureError("--iut " + s.text + ": " + s.skip_reason);
  if (!s.iut->implements_verify(s.op))
    throw InfrastructureError("--iut " + s.text + ": " + implementation::implements_no_verify(*s.iut, s.op));
  return properties::implementation_verify_context(*s.iut, implementation::contract_messages_judged(s.domain));
}
std::string upstream_calls_file() { return harness::upstream_calls_file().string(); }
std::string command_output(const std::string& command) {
  std::string out;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[512];
    while (fgets(buffer, sizeof buffer, pipe) != nullptr) out += buffer;
    pclose(pipe);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
  return out;
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

std::string indented(const std::string& text, const std::string& indent) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out += indent + line + "\n";
  return out;
}
json read_json(const fs::path& path) {
  std::ifstream f(path);
  if (!f) throw InfrastructureError("cannot read " + path.string());
  try {
    return json::parse(f);
  } catch (const json::exception& e) {
    throw InfrastructureError(path.string() + ": " + e.what());
  }
}

// A job's journal (the worker's Journal): its last whole line, the last input recorded; an
std::string display_path(const fs::path& p) {
  const fs::path relative = fs::proximate(p);
  if (!relative.empty() && relative.begin()->string() != "..") return relative.string();
  return fs::absolute(p).lexically_normal().string();
}
}  // namespace kda::runner
