// Declared domains (implementation/domain.hpp): the files load with clear errors, fit() moves any
// generated case inside a domain (admits() agrees), and the domain files shipped for the
// upstream kernels load.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>

#include <unistd.h>

#include <nlohmann/json.hpp>

#include "harness/case.hpp"
#include "implementation/domain.hpp"
#include "properties/battery/battery.hpp"
#include "properties/generators.hpp"
#include "reference/packed_decode.hpp"

namespace kda::properties {
namespace {

using implementation::Domain;
using implementation::judge_scope;
using implementation::load_domain;

std::string write_domain(const std::string& name, const std::string& text) {
  // The process id keeps concurrent runs apart: the kill matrix runs two batteries at once.
  const auto path =
      std::filesystem::temp_directory_path() / ("kda-domain-test-" + std::to_string(getpid()) + "-" + name + ".json");
  std::ofstream(path) << text;
  return path.string();
}

std::string load_error(const std::string& text) {
  try {
    load_domain(write_domain("bad", text));
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(Domain, FilesLoadEveryKeyAndRefuseWhatTheyDoNotKnow) {
  const Domain d = load_domain(write_domain(
      "all", R"json({"name": "n", "device": "cuda", "K": {"power_of_two": true, "max": 64}, "V": {"min": 4},
                 "dense_slot_contents": true, "dense_rows": true, "indices_below_num_slots": true, "min_batch": 2,
                 "max_batch": 9, "use_qk_l2norm_in_kernel": true, "validation": "own", "specializations": 8,
                 "int32_strides": true, "slot_zero_is_padding": true, "lower_bound": false, "extension_rules": false,
                 "zero_unit_strides": false, "unit_dim_strides": {"ssm_state_indices": 1},
                 "slot_stride_multiple": 4, "scale": "1/sqrt(K)", "inactive_rows_out": "unwritten",
                 "gva": false, "specialization_axes": ["batch", "slots", "scale"], "dense_indices": true,
                 "out_dtype": "mixed_qkv",
                 "dtypes": {"initial_state": ["float32"], "ssm_state_indices": ["int32"]}, "notes": "x"})json"));
  EXPECT_EQ(d.device, "cuda");
  EXPECT_TRUE(d.K.power_of_two);
  EXPECT_EQ(d.K.max, 64);
  EXPECT_EQ(d.V.min, 4);
  EXPECT_TRUE(d.own_validation);
  EXPECT_EQ(d.specializations, 8);
  EXPECT_TRUE(d.int32_strides);
  EXPECT_TRUE(d.slot_zero_is_padding);
  EXPECT_TRUE(d.no_lower_bound);
  EXPECT_FALSE(d.extension_rules);
  EXPECT_EQ(d.slot_stride_multiple, 4);
  EXPECT_EQ(std::count(d.no_zero_unit_stride.begin(), d.no_zero_unit_stride.end(), true), harness::kTensorCount);
  EXPECT_TRUE(d.scale_inverse_sqrt_k);
  EXPECT_TRUE(d.inactive_rows_out_unwritten);
  EXPECT_FALSE(judge_scope(d).inactive_rows_out);
  EXPECT_TRUE(judge_scope(std::nullopt).inactive_rows_out);
  EXPECT_TRUE(d.unit_dim_stride_one[harness::kIndices]);
  EXPECT_FALSE(d.unit_dim_stride_one[harness::kB]);
  EXPECT_FALSE(d.gva);
  EXPECT_TRUE(d.batch_axis && d.slots_axis && d.scale_axis);
  EXPECT_TRUE(d.dense_indices && d.out_dtype_is_mixed_qkvs);
  EXPECT_EQ(d.restrictions().size(), 25u);
  for (const char* refused :
       {R"({"zero_unit_strides": true})", R"({"zero_unit_strides": {}})", R"({"zero_unit_strides": {"out": true}})"})
    EXPECT_NE(load_error(refused).find("zero_unit_strides may only be false"), std::string::npos) << refused;
  EXPECT_NE(load_error(R"({"zero_unit_strides": {"index": false}})").find("zero_unit_strides.index: no such tensor"),
            std::string::npos);
  for (const char* refused : {R"({"unit_dim_strides": {"b": 0}})", R"({"unit_dim_strides": {}})",
                              R"({"unit_dim_strides": ["b"]})", R"({"unit_dim_strides": {"b": true}})"})
    EXPECT_NE(load_error(refused).find("unit_dim_strides may only name tensors with 1"), std::string::npos) << refused;
  EXPECT_NE(load_error(R"({"unit_dim_strides": {"index": 1}})").find("unit_dim_strides.index: no such tensor"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"lower_bound": true})").find("lower_bound may only be false"), std::string::npos);
  EXPECT_NE(load_error(R"({"extension_rules": true})").find("extension_rules may only be false"), std::string::npos);
  EXPECT_NE(load_error(R"({"scale": 0.125})").find("scale may only be \"1/sqrt(K)\""), std::string::npos);
  EXPECT_NE(load_error(R"({"inactive_rows_out": "zero"})").find("inactive_rows_out may only be \"unwritten\""),
            std::string::npos);
  EXPECT_NE(load_error(R"({"slot_stride_multiple": 4})").find("needs dense_slot_contents"), std::string::npos);
  EXPECT_NE(load_error(R"({"slot_stride_multiple": 4, "dense_slot_contents": true, "dense_pool": true})")
                .find("needs dense_slot_contents without dense_pool"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"slot_stride_multiple": 0})").find("positive integer"), std::string::npos);
  EXPECT_NE(load_error(R"({"validation": "asserts"})").find("validation must be"), std::string::npos);
  EXPECT_NE(load_error(R"({"specializations": 0})").find("specializations must be a positive integer"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"gva": true})").find("gva may only be false"), std::string::npos);
  EXPECT_NE(load_error(R"({"out_dtype": "out"})").find("out_dtype may only be \"mixed_qkv\""), std::string::npos);
  EXPECT_NE(load_error(R"({"specialization_axes": ["batch"]})").find("specialization_axes needs \"specializations\""),
            std::string::npos);
  for (const char* refused : {R"({"specializations": 2, "specialization_axes": []})",
                              R"({"specializations": 2, "specialization_axes": ["heads"]})",
                              R"({"specializations": 2, "specialization_axes": "batch"})"})
    EXPECT_NE(load_error(refused).find("specialization_axes must be a non-empty list"), std::string::npos) << refused;
  EXPECT_NE(load_error(R"({"K": {"power_of_two": "yes"}})").find("K.power_of_two"), std::string::npos);
  EXPECT_NE(load_error(R"({"no_such_key": 1})").find("unknown key \"no_such_key\""), std::string::npos);
  EXPECT_NE(load_error(R"({"dtypes": {"out": ["int32"]}})").find("not a dtype the contract admits"), std::string::npos);
  EXPECT_NE(load_error(R"({"device": "tpu"})").find("device"), std::string::npos);
  EXPECT_NE(load_error("not json").find("-bad.json"), std::string::npos);
}

// A derived domain states what it changes: its keys merge over its base's (objects key by
// key), and a base it cannot reach, a cycle or a null is refused by name.
TEST(Domain, ADerivedDomainOverridesItsBaseKeyByKey) {
  const std::string base =
      std::filesystem::path(
          write_domain("base", R"({"name": "base", "device": "cuda", "K": {"power_of_two": true}, "max_batch": 511,
                 "specializations": 8, "dtypes": {"initial_state": ["bfloat16"]}, "notes": "the base"})"))
          .filename()
          .string();
  const Domain d =
      load_domain(write_domain("derived", R"({"extends": ")" + base + R"(", "name": "derived", "K": {"max": 64},
                    "dtypes": {"b": ["float32"]}})"));
  EXPECT_EQ(d.name, "derived");
  EXPECT_EQ(d.device, "cuda");
  EXPECT_TRUE(d.K.power_of_two);
  EXPECT_EQ(d.K.max, 64);
  EXPECT_EQ(d.max_batch, 511);
  EXPECT_EQ(d.specializations, 8);
  EXPECT_EQ(d.dtypes[harness::kState], std::vector<DType>{DType::BFloat16});
  EXPECT_EQ(d.dtypes[harness::kB], std::vector<DType>{DType::Float32});
  EXPECT_EQ(d.notes, "the base");
  EXPECT_NE(
      load_error(R"({"extends": "no-such.kda-domain.json"})").find("extends no-such.kda-domain.json: no such file"),
      std::string::npos);
  EXPECT_NE(load_error(R"({"extends": 3})").find("extends must be a string"), std::string::npos);
  const std::string self = std::filesystem::path(write_domain("bad", "")).filename().string();
  EXPECT_NE(load_error(R"({"extends": ")" + self + R"("})").find("\"extends\" comes back to"), std::string::npos);
  EXPECT_NE(load_error(R"({"extends": ")" + base + R"(", "K": {"max": null}})").find("K.max is null"),
            std::string::npos);
}

TEST(Domain, FitMovesEveryGeneratedCaseInsideTheDomain) {
  const Domain d = load_domain(write_domain(
      "fit", R"json({"K": {"power_of_two": true, "max": 64}, "V": {"power_of_two": true}, "dense_slot_contents": true,
                 "slot_stride_multiple": 4,
                 "indices_below_num_slots": true, "slot_zero_is_padding": true, "lower_bound": false,
                 "min_batch": 3, "max_batch": 40,
                 "use_qk_l2norm_in_kernel": true, "int32_strides": true, "zero_unit_strides": false,
                 "scale": "1/sqrt(K)", "dense_indices": true, "out_dtype": "mixed_qkv",
                 "dtypes": {"initial_state": ["bfloat16"], "ssm_state_indices": ["int32"]}})json"));
  EXPECT_TRUE(rc::check("fit(case) is admitted and builds", [&] {
    const harness::CaseSpec s = d.fit(*valid_case(Op::kda, std::nullopt));  // the whole contract, then moved in
    RC_ASSERT(d.admits(s));
    for (int64_t unit_stride : s.unit_dim_stride) RC_ASSERT(unit_stride < (int64_t{1} << 31));
    for (int64_t index : s.indices) RC_ASSERT(index != 0);
    RC_ASSERT(!s.params.lower_bound);
    RC_ASSERT(s.params.scale == inverse_sqrt_k_scale(s.K));
    RC_ASSERT(s.index_stride == 1);
    RC_ASSERT(s.dtypes[harness::kOut] == s.dtypes[harness::kMixedQkv]);
    const harness::HostCase built(s);
    RC_ASSERT(built.spec().B == static_cast<int64_t>(s.indices.size()));
    RC_ASSERT(harness::layout_of(s)[harness::kState].strides[0] % 4 == 0);
    for (const TensorDesc& t : harness::layout_of(s))
      for (size_t dim = 0; dim < t.shape.size(); ++dim) RC_ASSERT(t.shape[dim] != 1 || t.strides[dim] != 0);
  }));
}

// A domain that restricts the stride of the index tensor's size-1 dim to what `allowed`
// admits: fit moves every drawn stride it refuses, admits refuses the case as drawn, and
// every other tensor keeps the size-1 strides `allowed` refuses, so the rest is still judged.
void expect_index_unit_stride_restricted_alone(const Domain& d, const std::function<bool(int64_t)>& allowed) {
  bool moved_an_index_stride = false, kept_another_stride = false;
  // Each outcome comes in a few percent of cases; ten checks of 100 leave it unseen with odds
  // far below 1e-9.
  for (int round = 0; round < 10 && !(moved_an_index_stride && kept_another_stride); ++round)
    EXPECT_TRUE(rc::check("fit restricts the index tensor's size-1 dim, and only that", [&] {
      const harness::CaseSpec drawn = *valid_case(Op::kda, std::nullopt);
      const harness::CaseSpec s = d.fit(drawn);
      RC_ASSERT(d.admits(s));
      const auto layout = harness::layout_of(s);
      for (int id = 0; id < harness::kTensorCount; ++id)
        for (size_t dim = 0; dim < layout[id].shape.size(); ++dim)
          if (layout[id].shape[dim] == 1 && !allowed(layout[id].strides[dim])) {
            RC_ASSERT(id != harness::kIndices);
            kept_another_stride = true;
          }
      if (drawn.B == 1 && !allowed(harness::layout_of(drawn)[harness::kIndices].strides[0])) {
        RC_ASSERT(!d.admits(drawn));
        moved_an_index_stride = true;
      }
    }));
  EXPECT_TRUE(moved_an_index_stride);
  EXPECT_TRUE(kept_another_stride);
}

// Named per tensor, the restriction keeps zero strides off those tensors only: a domain
// narrowed to one upstream bug still judges every other tensor's size-1 dims at stride 0.
TEST(Domain, ZeroUnitStridesNamedPerTensorRestrictThoseTensorsOnly) {
  const Domain d = load_domain(write_domain("zero-unit", R"({"zero_unit_strides": {"ssm_state_indices": false}})"));
  EXPECT_EQ(d.restrictions(), std::vector<std::string>{"no size-1 dim of ssm_state_indices with stride 0 (the free "
                                                       "stride of a size-1 dim is nonzero)"});
  expect_index_unit_stride_restricted_alone(d, [](int64_t stride) { return stride != 0; });
}

// Pinned per tensor, every size-1 dim of those tensors gets stride 1 (a batch-1 index tensor
// whatever its drawn stride), and every other tensor keeps its free strides: a domain
// narrowed to what a port's DLPack consumer checks still judges the rest of the layouts.
TEST(Domain, UnitDimStridesPinThoseTensorsOnly) {
  const Domain d = load_domain(write_domain("unit-one", R"({"unit_dim_strides": {"ssm_state_indices": 1}})"));
  EXPECT_EQ(d.restrictions(), std::vector<std::string>{"every size-1 dim of ssm_state_indices has stride 1 (the "
                                                       "stride its size leaves free, pinned)"});
  expect_index_unit_stride_restricted_alone(d, [](int64_t stride) { return stride == 1; });
}

// A port that checks upstream's rules only is never handed a call whose first fault (or
// either fault) is one of the contract's extensions, and every upstream rule stays
// reachable, for each op.
TEST(Domain, UpstreamRulesOnlyDrawsNoExtensionFaultAndEveryUpstreamRule) {
  const Domain d = load_domain(write_domain("upstream-rules", R"({"extension_rules": false})"));
  ASSERT_EQ(rules_drawn(d), RulesDrawn::upstream_only);
  EXPECT_EQ(rules_drawn(std::nullopt), RulesDrawn::all);
  for (Op op : {Op::kda, Op::gdn}) {
    std::set<Rule> seen;
    EXPECT_TRUE(rc::check("only upstream rules are drawn", [&] {
      for (int i = 0; i < 5; ++i) {  // ~700 mutations: each of ~20 rules missed with odds below 1e-12
        const InvalidCase c = *rc::gen::oneOf(invalid_case(op, rules_drawn(d)), multi_fault_case(op, rules_drawn(d)));
        for (const Mutation& m : c.mutations) {
          RC_ASSERT(rule_spec(op, m.rule).upstream);
          seen.insert(m.rule);
        }
      }
    }));
    for (const RuleSpec& r : op_spec(op).rules)
      EXPECT_EQ(seen.count(r.id), r.upstream ? 1u : 0u) << op_name(op) << " " << r.name;
  }
}

// A raw kernel that checks no call ("validation": "none", SGLang's generic kernel) is handed
// no invalid call: the three properties of invalid calls are outside its domain, and the
// report's restrictions say why.
TEST(Domain, WithoutValidationNoPropertyOfInvalidCallsRuns) {
  const Domain d = load_domain(write_domain("no-validation", R"({"validation": "none"})"));
  EXPECT_TRUE(d.no_validation);
  EXPECT_FALSE(d.own_validation);
  EXPECT_EQ(properties_outside(d),
            (std::vector<std::string>{"sameVerdictAndMessageAsPredictedAndAsTheReference",
                                      "sameVerdictAndMessageAsPredictedAndAsTheReferenceWithTwoFaults",
                                      "rejectedCallLeavesEveryBufferUnchanged"}));
  const std::vector<std::string> said = d.restrictions();
  EXPECT_TRUE(
      std::any_of(said.begin(), said.end(), [](const std::string& r) { return r.starts_with("checks no call"); }));
  EXPECT_THROW(load_domain(write_domain("bad-validation", R"({"validation": "nothing"})")), std::exception);
}

// A port without grouped value heads (vLLM's KDA kernel) is handed H == HV only: fit makes
// the query heads the value heads, a GVA case or recorded call is outside it, and the GVA
// expansion property, whose every case is GVA, is not run rather than discarding forever.
TEST(Domain, WithoutGvaEveryCaseHasAsManyQueryHeadsAsValueHeads) {
  const Domain d = load_domain(write_domain("no-gva", R"({"gva": false})"));
  EXPECT_EQ(properties_outside(d), std::vector<std::string>{"gvaExpansionEqualsRepeatedHeads"});
  EXPECT_TRUE(properties_outside(std::nullopt).empty());
  EXPECT_TRUE(rc::check("fit(case) has H == HV and is admitted; a GVA case is not", [&] {
    const harness::CaseSpec drawn = *valid_case(Op::kda, std::nullopt);
    const harness::CaseSpec s = d.fit(drawn);
    RC_ASSERT(s.H == s.HV);
    RC_ASSERT(d.admits(s));
    if (drawn.H != drawn.HV) RC_ASSERT(!d.admits(drawn));
  }));
}

// Specialization axes: where a kernel compiles per batch size, number of slots or scale, a
// bounded domain that names them draws each from its layouts too, so a seed and case family
// meet at most N of each; without the axes they vary case by case.
TEST(Domain, SpecializationAxesFixTheBatchSlotsAndScaleOfEachLayout) {
  const auto distinct = [](const std::string& text) {
    Domain d = load_domain(write_domain("axes", text));
    d.specialization_seed = 11;
    std::set<int64_t> batches, slots;
    std::set<float> scales;
    EXPECT_TRUE(rc::check("draws", [&] {
      const harness::CaseSpec s = *valid_case(Op::kda, d);
      batches.insert(s.B), slots.insert(s.num_slots), scales.insert(s.params.scale);
    }));
    return std::array<size_t, 3>{batches.size(), slots.size(), scales.size()};
  };
  const auto bounded = distinct(R"({"specializations": 2, "specialization_axes": ["batch", "slots", "scale"]})");
  for (size_t n : bounded) EXPECT_LE(n, 2u);
  const auto layouts_only = distinct(R"({"specializations": 2})");
  for (size_t n : layouts_only) EXPECT_GT(n, 2u);
}

TEST(Domain, TheDomainFilesShippedForTheUpstreamKernelsLoad) {
  for (const char* name :
       {"sglang-triton", "sglang-jit-cuda", "sglang-helion", "sglang-helion-nonzero-index-stride", "sglang-cutedsl",
        "sglang-gdn-triton", "sglang-gdn-triton-float32-b", "vllm-gdn-triton", "vllm-kda-triton"}) {
    const Domain d = load_domain(std::string(KDA_DOMAINS_DIR) + "/" + name + ".kda-domain.json");
    EXPECT_EQ(d.device, "cuda") << name;
    EXPECT_FALSE(d.restrictions().empty()) << name;
  }
  // The float32-b domain is SGLang's GDN domain with one more restriction, b's dtype.
  const Domain base = load_domain(std::string(KDA_DOMAINS_DIR) + "/sglang-gdn-triton.kda-domain.json");
  const Domain float32_b = load_domain(std::string(KDA_DOMAINS_DIR) + "/sglang-gdn-triton-float32-b.kda-domain.json");
  EXPECT_EQ(float32_b.restrictions().size(), base.restrictions().size() + 1);
  EXPECT_EQ(float32_b.dtypes[harness::kB], std::vector<DType>{DType::Float32});
  EXPECT_EQ(float32_b.specializations, base.specializations);
  // Helion's narrowed domain keeps stride 0 off the index tensor alone, its compiler's bug.
  const Domain helion =
      load_domain(std::string(KDA_DOMAINS_DIR) + "/sglang-helion-nonzero-index-stride.kda-domain.json");
  EXPECT_EQ(std::count(helion.no_zero_unit_stride.begin(), helion.no_zero_unit_stride.end(), true), 1);
  EXPECT_TRUE(helion.no_zero_unit_stride[harness::kIndices]);
}

// The cases written for the CuTe DSL kernel's repros of findings 13 and 17
// (evidence/upstream/sglang-cutedsl-gpu/repro-cases/, named by findings.json's "case"): the
// call before its mutations is valid and inside the kernel's declared domain, so that the
// finding's faults are all the call breaks and no assertion of the kernel's own fires first.
TEST(Domain, TheCuteDslReproCasesAreValidCallsOfItsDomainBeforeTheFindingsFaults) {
  const Domain d = load_domain(std::string(KDA_DOMAINS_DIR) + "/sglang-cutedsl.kda-domain.json");
  const std::vector<std::pair<std::string, std::vector<std::string>>> faults = {
      {"finding-13-host-tensors-and-uint8-a.json", {"wrong_device", "unsupported_dtype"}},
      {"finding-17-b-on-the-host.json", {"same_device"}}};
  for (const auto& [file, rules] : faults) {
    std::ifstream in(std::string(KDA_REPRO_CASES_DIR) + "/" + file);
    ASSERT_TRUE(in) << file;
    const nlohmann::json record = nlohmann::json::parse(in);
    const harness::CaseSpec spec = harness::case_spec_from_json(record.at("case"));
    EXPECT_TRUE(d.admits(spec)) << file;
    harness::HostCase c(spec);
    EXPECT_TRUE(reference::validate_contract(c.call()).accepted()) << file;
    std::vector<std::string> got;
    for (const nlohmann::json& m : record.at("mutations")) got.push_back(m.at("rule").get<std::string>());
    EXPECT_EQ(got, rules) << file;
  }
}

}  // namespace
}  // namespace kda::properties
