#include "casefiles/commands.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "casefiles/case_files.hpp"
#include "casefiles/repro.hpp"
#include "harness/safetensors.hpp"

namespace kda::casefiles {

int judge_calls_command(const std::string& path, const std::string& iut, const std::string& python_device,
                        std::ostream& os) {
  const std::vector<CallLine> lines = load_call_lines(path);
  const DescriptorValidator reference = descriptor_validator("reference");
  const DescriptorValidator under_test = descriptor_validator(iut, python_device);
  int64_t reference_mismatches = 0, iut_mismatches = 0;
  for (const CallLine& line : lines) {
    const harness::UpstreamCall& u = line.call;
    const Verdict r = reference(u);
    const Verdict v = under_test(u);
    const bool r_ok = verdict_matches(line, r, kDLCPU);
    const bool v_ok = verdict_matches(line, v, judged_device(iut, u));
    reference_mismatches += !r_ok;
    iut_mismatches += !v_ok;
    const std::string expected = u.accepted ? "accepted" : "rejected: " + u.message;
    os << path << ":" << u.line << ": " << (r_ok && v_ok ? "OK" : "MISMATCH") << "\n"
       << "  expected:  " << expected << (line.message_is_suffix ? " (suffix)" : "") << "\n";
    if (!r_ok) os << "  reference: " << show(r) << "\n";
    if (!v_ok || iut != "reference") os << "  " << iut << ": " << show(v) << "\n";
  }
  os << "judge-calls " << path << ": " << lines.size() << " lines, reference " << reference_mismatches
     << " mismatches, " << iut << " " << iut_mismatches << " mismatches\n";
  return reference_mismatches == 0 && iut_mismatches == 0 ? 0 : 1;
}

void show_command(const std::string& path, std::ostream& os) {
  const harness::SafeTensorsFile f = harness::read_safetensors(path);
  nlohmann::json j;
  j["metadata"] = f.metadata;
  for (const auto& [name, t] : f.tensors) {
    std::vector<int64_t> picks;
    for (int64_t e = 0; e < std::min<int64_t>(4, t.numel()); ++e) picks.push_back(e);
    if (t.numel() > 4) picks.push_back(t.numel() - 1);
    nlohmann::json values = nlohmann::json::array();
    for (int64_t e : picks) values.push_back({e, t.value(e)});
    j["tensors"][name] = {{"dtype", harness::st_dtype_name(t.dtype)}, {"shape", t.shape}, {"values", values}};
  }
  os << j.dump() << "\n";
}

namespace {

// A script past this says how to make it smaller (evidence/upstream/repros/ keeps each below
// 300 KiB: the working tree travels to the GPU machines whole).
constexpr size_t kReproScriptNoteBytes = size_t{300} << 10;

// "0-7,12,65527-65585": the rows, in order.
std::vector<int64_t> parse_rows(const std::string& text) {
  std::vector<int64_t> rows;
  std::istringstream items(text);
  for (std::string item; std::getline(items, item, ',');) {
    const size_t dash = item.find('-', 1);
    try {
      const int64_t first = std::stoll(item.substr(0, dash));
      const int64_t last = dash == std::string::npos ? first : std::stoll(item.substr(dash + 1));
      if (first < 0 || last < first) throw std::invalid_argument(item);
      for (int64_t i = first; i <= last; ++i) rows.push_back(i);
    } catch (const std::exception&) {
      throw std::invalid_argument("repro: --check-rows and --check-heads take lists as 0-7,12, not '" + text + "'");
    }
  }
  return rows;
}

}  // namespace

int repro_command(const ReproRequest& r, std::ostream& os) {
  if ((r.finding < 0) == r.case_file.empty())
    throw std::invalid_argument("repro: give --findings FILE --finding N, or --case FILE");
  if (!r.case_file.empty() && r.iut.empty())
    throw std::invalid_argument("repro: --case needs --iut python:FILE.py:FUNCTION");
  ReproInput in = r.finding >= 0 ? repro_from_finding(r.findings_file, r.finding)
                                 : repro_from_case_file(r.case_file, r.iut, r.device.empty() ? "cuda" : r.device);
  in.check_rows = parse_rows(r.check_rows);
  in.check_heads = parse_rows(r.check_heads);
  if (!r.check_rows.empty()) in.command += " --check-rows " + r.check_rows;
  if (!r.check_heads.empty()) in.command += " --check-heads " + r.check_heads;
  const std::string script = repro_script(in);
  if (script.size() > kReproScriptNoteBytes)
    std::cerr << "repro: the script is " << script.size() / 1024
              << " KiB; --check-rows or --check-heads keep a few rows' or heads' values, the rest regenerated\n";
  if (r.out.empty()) {
    os << script;
    return 0;
  }
  std::ofstream file(r.out);
  file << script;
  if (!file.flush()) throw std::runtime_error("repro: cannot write " + r.out);
  std::cerr << "repro: wrote " << r.out << " (" << script.size() / 1024 << " KiB)\n";
  return 0;
}

}  // namespace kda::casefiles
