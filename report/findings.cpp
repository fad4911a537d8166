// The conformance matrix's input (evidence/upstream/findings.json): its kernels and the
// classification of their failures, read and checked here; matrix.cpp binds it to the reports.
#include <algorithm>
#include <array>
#include <initializer_list>

#include "report/report.hpp"

namespace kda::report {

namespace {

constexpr const char* kFindingsFormat = "kda-findings-2";
constexpr std::array<const char*, 3> kVerdicts = {"deviation", "upstream bug", "false alarm"};

std::string text_field(const nlohmann::json& entry, const char* key, const std::string& where) {
  if (!entry.contains(key) || !entry[key].is_string() || entry[key].get<std::string>().empty())
    throw ReportError(where + ": \"" + key + "\" must be a non-empty string");
  return entry[key].get<std::string>();
}

void only_keys(const nlohmann::json& entry, std::initializer_list<const char*> keys, const std::string& where) {
  if (!entry.is_object()) throw ReportError(where + ": expected an object");
  for (const auto& [key, value] : entry.items())
    if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return key == k; }))
      throw ReportError(where + ": unknown key \"" + key + "\"");
}

Classification parse_finding(const nlohmann::json& e, const std::string& where) {
  only_keys(e, {"report", "properties", "verdict", "what", "see", "seen_in", "repro", "case"}, where);
  Classification f{text_field(e, "report", where),
                   {},
                   text_field(e, "verdict", where),
                   text_field(e, "what", where),
                   text_field(e, "see", where),
                   text_field(e, "seen_in", where),
                   e.contains("repro") ? text_field(e, "repro", where) : "",
                   e.contains("case") ? text_field(e, "case", where) : ""};
  if (std::none_of(kVerdicts.begin(), kVerdicts.end(), [&](const char* v) { return f.verdict == v; }))
    throw ReportError(where + ": verdict must be \"deviation\", \"upstream bug\" or \"false alarm\"");
  if (!e.contains("properties") || !e["properties"].is_array() || e["properties"].empty())
    throw ReportError(where + ": \"properties\" must be a non-empty list");
  for (const nlohmann::json& p : e["properties"]) {
    if (!p.is_string()) throw ReportError(where + ": \"properties\" holds a non-string");
    f.properties.push_back(p.get<std::string>());
  }
  return f;
}

MatrixKernel parse_kernel(const nlohmann::json& e, const std::string& where) {
  only_keys(e, {"name", "release", "report"}, where);
  return {text_field(e, "name", where), text_field(e, "release", where), text_field(e, "report", where)};
}

// Format 1 bound findings to reports given on the command line; format 2 names the
// kernels itself and each finding's release, which no tool can guess.
void check_format(const nlohmann::json& j, const std::string& source) {
  if (j.contains("format") && j["format"] == "kda-findings-1")
    throw ReportError(source +
                      ": format \"kda-findings-1\" is no longer read: set \"format\" to \"kda-findings-2\", "
                      "list the matrix's columns under \"kernels\" ({\"name\", \"release\", \"report\"}: the "
                      "reports formerly given on the command line), give every finding \"seen_in\" (its "
                      "kernel's release) and name kernels in \"disagreements\" by their \"name\"");
  if (!j.contains("format") || j["format"] != kFindingsFormat)
    throw ReportError(source + ": \"format\" must be \"" + kFindingsFormat + "\"");
}

Disagreement parse_disagreement(const nlohmann::json& e, const std::string& where) {
  only_keys(e, {"question", "answers", "contract_sides_with", "why"}, where);
  Disagreement d{
      text_field(e, "question", where), {}, text_field(e, "contract_sides_with", where), text_field(e, "why", where)};
  if (!e.contains("answers") || !e["answers"].is_object() || e["answers"].size() < 2)
    throw ReportError(where + ": \"answers\" must map at least two kernels to what each does");
  for (const auto& [kernel, answer] : e["answers"].items()) {
    if (!answer.is_string()) throw ReportError(where + ": the answer of " + kernel + " must be a string");
    d.answers.emplace_back(kernel, answer.get<std::string>());
  }
  if (std::none_of(d.answers.begin(), d.answers.end(), [&](const auto& a) { return a.first == d.contract_sides_with; }))
    throw ReportError(where + ": contract_sides_with names no kernel of its answers");
  return d;
}

}  // namespace

MatrixFindings parse_findings(const nlohmann::json& j, const std::string& source) {
  if (!j.is_object()) throw ReportError(source + ": expected an object");
  check_format(j, source);
  only_keys(j, {"format", "kernels", "findings", "disagreements", "moved"}, source);
  MatrixFindings out;
  out.source = source;
  if (!j.contains("kernels") || !j["kernels"].is_array() || j["kernels"].empty())
    throw ReportError(source + ": \"kernels\" must list the matrix's columns");
  for (const char* key : {"findings", "disagreements"})
    if (j.contains(key) && !j[key].is_array()) throw ReportError(source + ": \"" + key + "\" must be a list");
  for (size_t i = 0; i < j["kernels"].size(); ++i)
    out.kernels.push_back(parse_kernel(j["kernels"][i], source + ": kernels[" + std::to_string(i) + "]"));
  for (size_t i = 0; j.contains("findings") && i < j["findings"].size(); ++i)
    out.findings.push_back(parse_finding(j["findings"][i], source + ": findings[" + std::to_string(i) + "]"));
  for (size_t i = 0; j.contains("disagreements") && i < j["disagreements"].size(); ++i)
    out.disagreements.push_back(
        parse_disagreement(j["disagreements"][i], source + ": disagreements[" + std::to_string(i) + "]"));
  if (j.contains("moved") && !j["moved"].is_object())
    throw ReportError(source + ": \"moved\" must map old to new paths");
  const nlohmann::json moved = j.value("moved", nlohmann::json::object());
  for (const auto& [from, to] : moved.items()) {
    if (!to.is_string() || to.get<std::string>().empty() || from.empty())
      throw ReportError(source + ": moved[\"" + from + "\"] must be a non-empty path");
    out.moved.emplace_back(from, to.get<std::string>());
  }
  return out;
}

}  // namespace kda::report
