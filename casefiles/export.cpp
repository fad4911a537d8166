#include "casefiles/export.hpp"

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <rapidcheck.h>
#include <nlohmann/json.hpp>

#include "casefiles/case_files.hpp"
#include "casefiles/verify_case_files.hpp"
#include "properties/generators.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"
#include "properties/verify_domain.hpp"
#include "properties/verify_generators.hpp"
#include "reference/packed_decode.hpp"
#include "reference/target_verify.hpp"

namespace kda::casefiles {

namespace {

// A RapidCheck generator drawn outside a property: one value from a seeded Random. A
// draw the generator gives up on (a failed suchThat) retries with the next key.
template <typename T>
T draw(const rc::Gen<T>& gen, uint64_t seed) {
  for (uint64_t attempt = 0; attempt < 100; ++attempt) {
    try {
      return gen(rc::Random(seed * 1000003ULL + attempt), 30).value();
    } catch (const std::exception&) {}
  }
  throw std::runtime_error("generator gave no value for seed " + std::to_string(seed));
}

}  // namespace

nlohmann::json invalid_call_line(const properties::InvalidCase& ic) {
  harness::HostCase c(ic.spec);
  DecodeCall call = c.call();
  properties::DescriptorStorage storage;
  for (const properties::Mutation& m : ic.mutations) properties::apply(m, ic.spec, call, storage);
  const Rule winner = properties::winning_rule(ic.spec.op, ic.mutations);
  const std::string message = properties::predicted_message(winner, call);
  // The prediction must be what the reference says on the same call: a line that
  // contradicts the reference would only mislead an implementer.
  const Verdict r = reference::packed_kda_decode(call);
  if (r.rule != winner || !properties::message_matches(winner, message, r.message))
    throw std::runtime_error("predicted " + std::string(rule_name(winner)) + " '" + message +
                             "' but the reference said " + show(r));
  nlohmann::json line = call_line(call, winner, message, winner == Rule::WrongDevice);
  nlohmann::json ms = nlohmann::json::array();
  for (const properties::Mutation& m : ic.mutations) ms.push_back(properties::to_json(m));
  line["mutations"] = ms;
  line["case_spec"] = harness::to_json(ic.spec);
  return line;
}

std::optional<harness::SafeTensorsFile> invalid_file(const properties::InvalidCase& ic, const Provenance& p) {
  harness::HostCase c(ic.spec);
  DecodeCall call = c.call();
  properties::DescriptorStorage storage;
  for (const properties::Mutation& m : ic.mutations) properties::apply(m, ic.spec, call, storage);
  const Rule winner = properties::winning_rule(ic.spec.op, ic.mutations);
  std::optional<harness::SafeTensorsFile> f =
      invalid_case_file(call, winner, properties::predicted_message(winner, call), p);
  if (f) {
    nlohmann::json ms = nlohmann::json::array();
    for (const properties::Mutation& m : ic.mutations) ms.push_back(properties::to_json(m));
    f->metadata["mutations"] = ms.dump();
    f->metadata["case_spec"] = harness::to_json(ic.spec).dump();
  }
  return f;
}

namespace {

// Generated target verify calls, valid, inside the domain: one verify case file each.
ExportSummary export_verify_cases(const ExportOptions& o) {
  ExportSummary s;
  const rc::Gen<harness::VerifyCaseSpec> gen =
      properties::verify_case_in_domain(o.op, "export", o.domain, properties::verify_case(o.op));
  for (int64_t n = 0; n < o.count; ++n) {
    const uint64_t case_seed = o.seed * 7919ULL + static_cast<uint64_t>(n);
    char name[32];
    std::snprintf(name, sizeof name, "verify-case-%05lld", static_cast<long long>(n));
    const harness::VerifyCaseSpec spec = draw(gen, case_seed);
    Provenance p;
    p.producer = "kda_cases export";
    p.provenance = "kda_cases export --op " + contract_name(o.op, o.contract) + " --seeds " + std::to_string(o.seed) +
                   " case " + std::to_string(n) + " (RapidCheck generators, Random(" + std::to_string(case_seed) + "))";
    p.note = harness::describe(spec);
    p.seed = case_seed;
    const std::string path = (std::filesystem::path(o.dir) / (std::string(name) + ".safetensors")).string();
    harness::write_safetensors(path, verify_case_file(harness::VerifyHostCase(spec), p));
    s.files.push_back(path);
    ++s.valid_files;
  }
  return s;
}

}  // namespace

ExportSummary export_record(const std::string& record_file, const std::string& dir) {
  nlohmann::json record;
  try {
    record = nlohmann::json::parse(std::ifstream(record_file));
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(record_file + ": " + e.what());
  }
  if (!record.is_object() || !record.contains("property") || !record.contains("case"))
    throw std::runtime_error(record_file + ": needs \"property\" and \"case\"");
  const std::string property = record.at("property").get<std::string>();
  const bool verify = properties::is_verify_property(property);
  if (record.contains("mutations"))
    throw std::invalid_argument(record_file + ": an invalid call's case (" + property +
                                ") has no case file: replay it with kda_suite replay" +
                                (verify ? " --op <op>-verify" : "") + " --case-file " + record_file);
  Provenance p;
  p.producer = "kda_cases export";
  p.provenance = "kda_cases export --case " + std::filesystem::path(record_file).filename().string();
  p.note = property;
  std::filesystem::create_directories(dir);
  const std::string path =
      (std::filesystem::path(dir) / (std::filesystem::path(record_file).stem().string() + ".safetensors")).string();
  try {
    if (verify) {
      const harness::VerifyHostCase before(harness::verify_case_spec_from_json(record.at("case")));
      const VerifyVerdict v = reference::validate_verify(before.read_only_call());
      if (!v.accepted()) throw std::runtime_error("the case is not a valid verify call: " + v.message);
      p.seed = before.spec().seed;
      harness::write_safetensors(path, verify_case_file(before, p));
    } else {
      const harness::HostCase before(harness::case_spec_from_json(record.at("case")));
      const Verdict v = reference::validate_contract(before.read_only_call());
      if (!v.accepted()) throw std::runtime_error("the case is not a valid call: " + v.message);
      p.seed = before.spec().seed;
      harness::write_safetensors(path, valid_case_file(before, p));
    }
  } catch (const std::invalid_argument&) {
    throw;
  } catch (const std::exception& e) {
    throw std::runtime_error(record_file + ": " + e.what());
  }
  ExportSummary s;
  s.files.push_back(path);
  s.valid_files = 1;
  return s;
}

ExportSummary export_cases(const ExportOptions& o) {
  if (o.count < 0) throw std::runtime_error("--count must be >= 0");
  std::filesystem::create_directories(o.dir);
  if (o.contract == Contract::verify) return export_verify_cases(o);
  ExportSummary s;
  s.calls_file = (std::filesystem::path(o.dir) / "invalid-calls.jsonl").string();
  std::ofstream calls(s.calls_file);
  if (!calls) throw std::runtime_error("cannot write " + s.calls_file);

  properties::CaseOptions valid;
  valid.allow_nonfinite = false;  // NaN/Inf cases belong to the battery's confinement property
  valid.small_dims = o.small;
  valid.production_in_20 = o.small ? 0 : 1;
  valid.domain = o.domain;
  valid.op = o.op;
  const rc::Gen<harness::CaseSpec> valid_gen = properties::case_with(valid);
  const rc::Gen<properties::InvalidCase> invalid_gen = properties::invalid_case(o.op);

  for (int64_t n = 0; n < o.count; ++n) {
    const uint64_t case_seed = o.seed * 7919ULL + static_cast<uint64_t>(n);
    harness::SplitMix64 coin(case_seed);
    char name[32];
    std::snprintf(name, sizeof name, "case-%05lld", static_cast<long long>(n));
    const std::string provenance = "kda_cases export --seed " + std::to_string(o.seed) + " case " + std::to_string(n) +
                                   " (RapidCheck generators, Random(" + std::to_string(case_seed) + "))";
    if (coin.uniform(0.0, 1.0) < o.invalid_fraction) {
      const properties::InvalidCase ic = draw(invalid_gen, case_seed);
      nlohmann::json line = invalid_call_line(ic);  // also checks the prediction against the reference
      Provenance p;
      p.producer = "kda_cases export";
      p.provenance = provenance;
      p.seed = case_seed;
      // The file form stores tensors dense: the same faults on a dense layout, where they
      // still apply; otherwise the call goes to the descriptor-only lines as drawn.
      properties::InvalidCase dense{harness::dense_layout(ic.spec), ic.mutations};
      p.note = properties::describe(dense);
      bool applies = true;
      for (const properties::Mutation& m : dense.mutations) applies = applies && properties::applicable(m, dense.spec);
      if (std::optional<harness::SafeTensorsFile> f = applies ? invalid_file(dense, p) : std::nullopt) {
        const std::string path = (std::filesystem::path(o.dir) / (std::string(name) + ".safetensors")).string();
        harness::write_safetensors(path, *f);
        s.invalid_paths.push_back(path);
        ++s.invalid_files;
        continue;
      }
      line["name"] = name;
      line["seed"] = case_seed;
      line["producer"] = "kda_cases export";
      line["provenance"] = provenance;
      calls << line.dump() << "\n";
      ++s.invalid_lines;
      continue;
    }
    const harness::CaseSpec spec = draw(valid_gen, case_seed);
    Provenance p;
    p.producer = "kda_cases export";
    p.provenance = provenance;
    p.note = harness::describe(spec);
    p.seed = case_seed;
    const std::string path = (std::filesystem::path(o.dir) / (std::string(name) + ".safetensors")).string();
    harness::write_safetensors(path, valid_case_file(spec, p));
    s.files.push_back(path);
    ++s.valid_files;
  }
  return s;
}

}  // namespace kda::casefiles
