#include "casefiles/golden.hpp"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <vector>

#include "casefiles/case_files.hpp"
#include "casefiles/export.hpp"

namespace kda::casefiles {

namespace {

using harness::CaseSpec;
using harness::ValueFamily;

struct Golden {
  const char* name;
  const char* note;
  CaseSpec spec;
};

CaseSpec base(int64_t B, int64_t H, int64_t HV, int64_t K, int64_t V, int64_t slots, std::vector<int64_t> indices,
              uint64_t seed) {
  CaseSpec s;
  s.B = B, s.H = H, s.HV = HV, s.K = K, s.V = V, s.num_slots = slots;
  s.indices = std::move(indices);
  s.seed = seed;
  s.params.scale = 0.5f;
  s.params.use_qk_l2norm_in_kernel = true;
  return s;
}

// The exact tier: dyadic values, lower_bound 0.0 (decay exactly 1), beta exactly 1, no
// l2norm, float32 everywhere but the indices: every output is exactly representable, bound 0.
CaseSpec exact_tier(CaseSpec s, DType indices) {
  s.dtypes = {DType::Float32, DType::Float32, DType::Float32, DType::Float32,
              DType::Float32, DType::Float32, DType::Float32, indices};
  s.family = ValueFamily::Dyadic;
  s.params.use_qk_l2norm_in_kernel = false;
  s.params.lower_bound = 0.0f;
  s.params.scale = 1.0f;
  return s;
}

std::vector<Golden> golden_cases() {
  std::vector<Golden> g;
  {
    const CaseSpec s = exact_tier(base(2, 1, 1, 4, 4, 2, {1, 0}, 101), DType::Int32);
    g.push_back(
        {"01-exact-tier-dyadic-f32", "exact tier: dyadic inputs, lower_bound 0.0, beta 1; expected outputs exact", s});
  }
  {
    const CaseSpec s = exact_tier(base(1, 2, 2, 2, 2, 1, {0}, 102), DType::Int64);
    g.push_back({"02-exact-tier-dyadic-two-heads-int64", "exact tier with two heads and int64 indices", s});
  }
  g.push_back({"03-gva-h2-hv4", "grouped value attention: H=2, HV=4 (value heads 0,1 share q/k head 0)",
               base(3, 2, 4, 16, 8, 4, {3, 0, 1}, 103)});
  g.push_back({"04-padded-rows", "padding rows with -1 and -7 write +0.0 and leave the pool alone",
               base(4, 1, 2, 8, 8, 3, {-1, 2, -7, 0}, 104)});
  g.push_back({"05-out-of-range-index", "index 5 >= num_slots=3 is treated like padding (project decision)",
               base(3, 1, 2, 8, 8, 3, {5, 1, 3}, 105)});
  {
    CaseSpec s = base(2, 1, 2, 8, 8, 3, {2, 0}, 106);
    s.qkv_row_extra = 7, s.a_row_extra = 3, s.b_row_extra = 1;
    s.vrow_extra = 3, s.head_extra = 5, s.slot_extra = 17;
    g.push_back({"06-strided-pool-and-rows",
                 "pool as a view (+3 per V row, +5 per head, +17 per slot); rows sliced from wider buffers", s});
  }
  {
    CaseSpec s = base(2, 1, 2, 8, 8, 2, {0, 1}, 107);
    s.params.lower_bound = 0.0f;
    g.push_back(
        {"07-lower-bound-zero", "lower_bound = 0.0 selects the bounded gate (g = 0, no decay), not softplus", s});
  }
  {
    CaseSpec s = base(2, 1, 2, 8, 8, 2, {1, 0}, 108);
    s.family = ValueFamily::SoftplusThreshold;
    s.dtypes[harness::kState] = DType::Float16;
    g.push_back(
        {"08-softplus-threshold-fp16-state", "a + dt_bias within 0.5 of the softplus threshold 20; fp16 pool", s});
  }
  return g;
}

// One mutation per rule, found on a small case by trying targets and amounts in a fixed
// order; the first whose line the reference confirms is kept.
std::vector<properties::InvalidCase> one_per_rule(std::ostream& log, bool& complete) {
  const CaseSpec s = base(2, 1, 2, 4, 4, 3, {0, 2}, 201);
  std::vector<properties::InvalidCase> found;
  complete = true;
  for (const RuleSpec& r : op_spec(Op::kda).rules) {
    bool ok = false;
    for (int target = 0; target < harness::kTensorCount && !ok; ++target) {
      for (int64_t amount : {1, 2, 3, -1, 0, 5}) {
        const properties::Mutation m{r.id, target, amount};
        if (!properties::applicable(m, s)) continue;
        properties::InvalidCase ic{s, {m}};
        try {
          invalid_call_line(ic);
        } catch (const std::exception&) {
          continue;
        }
        found.push_back(ic);
        ok = true;
        break;
      }
    }
    if (!ok) {
      log << "no line for rule " << r.name << "\n";
      complete = false;
    }
  }
  return found;
}

}  // namespace

bool write_golden(const std::string& fixtures_dir, std::ostream& log) {
  const std::filesystem::path golden = std::filesystem::path(fixtures_dir) / "golden";
  const std::filesystem::path invalid = std::filesystem::path(fixtures_dir) / "invalid";
  std::filesystem::create_directories(golden);
  std::filesystem::create_directories(invalid);
  for (const Golden& g : golden_cases()) {
    Provenance p;
    p.producer = "kda_cases golden";
    p.provenance = "hand-picked CaseSpec in casefiles/golden.cpp";
    p.note = g.note;
    p.seed = g.spec.seed;
    const std::string path = (golden / (std::string(g.name) + ".safetensors")).string();
    harness::write_safetensors(path, valid_case_file(g.spec, p));
    log << "wrote " << path << "\n";
  }

  bool complete = true;
  const std::vector<properties::InvalidCase> singles = one_per_rule(log, complete);
  const std::string rules_path = (invalid / "rules.jsonl").string();
  std::ofstream out(rules_path);
  for (const properties::InvalidCase& ic : singles) {
    nlohmann::json line = invalid_call_line(ic);
    line["producer"] = "kda_cases golden";
    out << line.dump() << "\n";
  }
  // A few two-fault calls: the earlier rule in checking order must win.
  int pairs = 0;
  for (size_t i = 0; i < singles.size() && pairs < 5; i += 3) {
    for (size_t j = singles.size(); j-- > i + 1 && pairs < 5;) {
      const properties::Mutation& x = singles[i].mutations[0];
      const properties::Mutation& y = singles[j].mutations[0];
      if (x.rule == y.rule || !properties::compatible(x, y)) continue;
      properties::InvalidCase ic{singles[i].spec, {y, x}};
      try {
        nlohmann::json line = invalid_call_line(ic);
        line["producer"] = "kda_cases golden (two faults)";
        out << line.dump() << "\n";
        ++pairs;
        break;
      } catch (const std::exception& e) {
        log << "two-fault pair skipped: " << e.what() << "\n";
      }
    }
  }
  log << "wrote " << rules_path << ": " << singles.size() << " single-rule lines, " << pairs << " two-fault lines\n";
  return complete;
}

}  // namespace kda::casefiles
