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
#include "properties/verify_domain.hpp"
#include "properties/verify_generators.hpp"
#include "properties/verify_mutations.hpp"
#include "reference/packed_decode.hpp"
#include "reference/target_verify.hpp"

namespace kda::properties {
namespace {

using implementation::Domain;
using implementation::judge_scope;
using implementation::load_domain;
using implementation::verify_domain_problems;

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

// --- Target verify: the same files read for the verify call ------------------------------

// The verify object's keys load, one restriction in words each in a verify campaign's reading
// and none in decode's; a key it does not know, or a value a key does not take, is refused by
// its name.
TEST(Domain, TheVerifyObjectLoadsEveryKeyAndRefusesWhatItDoesNotKnow) {
  const Domain d = load_domain(
      write_domain("verify-all", R"json({"verify": {"tree": false, "max_cache_steps": 3, "uniform_tokens": true,
                 "snapshot_rows_by_request": true, "snapshot_indices_below_rows": true, "dense_snapshot_rows": true,
                 "padded_requests": false, "snapshot_dtypes": ["float32", "bfloat16"]}})json"));
  EXPECT_FALSE(d.verify.tree);
  EXPECT_EQ(d.verify.max_cache_steps, 3);
  EXPECT_TRUE(d.verify.uniform_tokens && d.verify.snapshot_rows_by_request && d.verify.snapshot_indices_below_rows &&
              d.verify.dense_snapshot_rows);
  EXPECT_FALSE(d.verify.padded_requests);
  EXPECT_EQ(d.verify.snapshot_dtypes, (std::vector<DType>{DType::Float32, DType::BFloat16}));
  EXPECT_EQ(d.verify_restrictions().size(), 8u);
  EXPECT_TRUE(d.restrictions().empty());
  EXPECT_TRUE(verify_domain_problems(d).empty());
  EXPECT_NE(load_error(R"({"verify": {"tree": true}})").find("verify.tree may only be false"), std::string::npos);
  EXPECT_NE(load_error(R"({"verify": {"padded_requests": true}})").find("verify.padded_requests may only be false"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"verify": {"uniform_tokens": false}})").find("verify.uniform_tokens may only be true"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"verify": {"max_cache_steps": 0}})").find("verify.max_cache_steps must be a positive"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"verify": {"snapshot_dtypes": ["int32"]}})").find("not a dtype the contract admits"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"verify": {"max_requests": 4}})").find("unknown key \"verify.max_requests\""),
            std::string::npos);
  EXPECT_NE(load_error(R"({"verify": [1]})").find("verify must be an object"), std::string::npos);
}

// A decode key that a verify call cannot honour, or tensors a verify call gives one dtype that
// admit none in common, keep a verify campaign from drawing inside the domain: each is named
// with the file.
TEST(Domain, AVerifyCampaignIsToldEachKeyOfTheDomainItCannotHonour) {
  const Domain d = load_domain(write_domain(
      "verify-refused", R"json({"zero_unit_strides": false, "int32_strides": true, "inactive_rows_out": "unwritten",
                 "use_qk_l2norm_in_kernel": false, "unit_dim_strides": {"b": 1, "ssm_state_indices": 1},
                 "dtypes": {"mixed_qkv": ["bfloat16"], "out": ["float32"]}})json"));
  const std::vector<std::string> problems = verify_domain_problems(d);
  ASSERT_EQ(problems.size(), 6u);
  for (const char* key : {"zero_unit_strides", "int32_strides", "inactive_rows_out", "use_qk_l2norm_in_kernel",
                          "unit_dim_strides.b", "dtypes: mixed_qkv, a, b and out"}) {
    const bool named = std::any_of(problems.begin(), problems.end(),
                                   [&](const std::string& p) { return p.starts_with(d.source + ": " + key); });
    EXPECT_TRUE(named) << key;
  }
  EXPECT_TRUE(verify_domain_problems(load_domain(write_domain("verify-fine", R"({"unit_dim_strides":
      {"ssm_state_indices": 1, "A_log": 1}, "use_qk_l2norm_in_kernel": true, "dense_rows": true})")))
                  .empty());
}

// The verify case as a valid call of tiny heads: its requests, slots, rows, parents, dtypes
// and layout as fitted, so that a domain of production heads is checked in microseconds.
bool valid_verify_call(harness::VerifyCaseSpec s) {
  s.K = s.V = 2;
  s.HV = s.H;
  harness::VerifyHostCase c(s);
  return reference::validate_verify(c.call()).accepted();
}

// fit moves every drawn verify case of either op inside a verify domain as a valid call (the
// parents rule V13 reads stay valid whatever fit did to tokens and rows), and leaves a case
// already inside as it is: for a domain of every verify key and most of decode's, one that
// pads the pool's slots, one of trees, and the verify domains shipped for the upstream kernels.
TEST(Domain, VerifyFitMovesEveryDrawnCaseInsideTheDomainAsAValidCall) {
  std::vector<std::pair<Domain, std::vector<Op>>> domains = {
      {load_domain(
           write_domain("verify-fit", R"json({"K": {"power_of_two": true, "max": 8}, "V": {"min": 3}, "gva": false,
                 "lower_bound": false, "scale": "1/sqrt(K)", "dense_rows": true, "dense_pool": true,
                 "indices_below_num_slots": true, "slot_zero_is_padding": true, "min_batch": 2, "max_batch": 3,
                 "dtypes": {"mixed_qkv": ["bfloat16", "float32"], "out": ["float32", "bfloat16"],
                            "A_log": ["float32"], "initial_state": ["bfloat16"], "ssm_state_indices": ["int64"]},
                 "verify": {"tree": false, "max_cache_steps": 2, "uniform_tokens": true,
                            "snapshot_rows_by_request": true, "snapshot_indices_below_rows": true,
                            "dense_snapshot_rows": true, "padded_requests": false,
                            "snapshot_dtypes": ["float16"]}})json")),
       {Op::kda, Op::gdn}},
      {load_domain(write_domain("verify-fit-slots", R"json({"dense_slot_contents": true, "slot_stride_multiple": 8,
                 "verify": {"snapshot_indices_below_rows": true}})json")),
       {Op::kda, Op::gdn}},
      // Trees whose requests fit lengthens and gives rows: parents V13 did not read before, it reads now.
      {load_domain(write_domain("verify-fit-trees", R"json({"min_batch": 3, "verify": {"uniform_tokens": true,
                 "snapshot_rows_by_request": true}})json")),
       {Op::kda, Op::gdn}}};
  for (const char* shipped : {"sglang-helion-verify", "sglang-triton-kda-verify"})
    domains.emplace_back(load_domain(std::string(KDA_DOMAINS_DIR) + "/" + shipped + ".kda-domain.json"),
                         std::vector<Op>{Op::kda});
  for (const char* shipped : {"sglang-triton-gdn-verify", "flashinfer-gdn-mtp-verify"})
    domains.emplace_back(load_domain(std::string(KDA_DOMAINS_DIR) + "/" + shipped + ".kda-domain.json"),
                         std::vector<Op>{Op::gdn});
  for (const auto& [d, ops] : domains)
    for (const Op op : ops)
      EXPECT_TRUE(rc::check(d.source + " " + op_name(op), [&, &d = d] {
        const harness::VerifyCaseSpec drawn = *verify_case(op);
        const harness::VerifyCaseSpec s = d.fit(drawn);
        RC_ASSERT(d.admits(s));
        RC_ASSERT(valid_verify_call(s));
        RC_ASSERT(harness::to_json(d.fit(s)) == harness::to_json(s));
        if (d.admits(drawn)) RC_ASSERT(harness::to_json(s) == harness::to_json(drawn));
      }));
  // The first domain's dtypes: what every tensor of a group admits, in the order listed.
  harness::VerifyCaseSpec float16;
  float16.dtypes.activations = float16.dtypes.parameters = DType::Float16;
  const harness::VerifyCaseSpec s = domains[0].first.fit(float16);
  EXPECT_EQ(s.dtypes.activations, DType::BFloat16);
  EXPECT_EQ(s.dtypes.parameters, DType::Float32);
  EXPECT_EQ(s.dtypes.snapshots, DType::Float16);
  EXPECT_EQ(s.dtypes.indices, DType::Int64);
}

// The invalid verify calls of a domain start from a valid call inside it, their faults drawn
// after (a port that refuses calls outside its domain before it validates is handed none), and
// a port that checks upstream's rules only gets no fault of the extensions V15 and V16; every
// other rule whose fault the domain's calls can carry stays reachable.
TEST(Domain, AVerifyDomainsInvalidCallsStartInsideItWithoutExtensionFaults) {
  const Domain d =
      load_domain(write_domain("verify-invalid", R"json({"K": {"power_of_two": true}, "extension_rules": false,
                 "verify": {"tree": false, "padded_requests": false, "uniform_tokens": true}})json"));
  for (const Op op : {Op::kda, Op::gdn}) {
    std::set<VerifyRule> seen;
    bool outside_without_the_domain = false;
    EXPECT_TRUE(rc::check("invalid calls inside the domain", [&] {
      for (int i = 0; i < 5; ++i) {
        const InvalidVerifyCase c = *rc::gen::oneOf(invalid_verify_case(op, d), multi_fault_verify_case(op, d));
        RC_ASSERT(d.admits(c.spec));
        for (const VerifyMutation& m : c.mutations) {
          RC_ASSERT(m.rule != VerifyRule::UnsupportedDtype && m.rule != VerifyRule::WrongDevice);
          seen.insert(m.rule);
        }
      }
      outside_without_the_domain = outside_without_the_domain || !d.admits((*invalid_verify_case(op)).spec);
    }));
    EXPECT_TRUE(outside_without_the_domain);
    for (const VerifyRuleSpec& r : verify_rules(op)) {
      const bool tree_only = r.id == VerifyRule::ParentShape || r.id == VerifyRule::ParentStep;
      const bool extension = r.id == VerifyRule::UnsupportedDtype || r.id == VerifyRule::WrongDevice;
      EXPECT_EQ(seen.count(r.id), tree_only || extension ? 0u : 1u) << op_name(op) << " " << r.name;
    }
  }
}

// A verify domain leaves out the properties it has no case for: the invalid calls' where it
// checks no call, tree against chain where it has no tree; the report's restrictions say so.
TEST(Domain, AVerifyDomainLeavesOutThePropertiesItHasNoCaseFor) {
  EXPECT_TRUE(verify_properties_outside(std::nullopt).empty());
  const Domain d = load_domain(write_domain("verify-outside", R"({"validation": "none", "verify": {"tree": false}})"));
  EXPECT_EQ(verify_properties_outside(d),
            (std::vector<std::string>{"invalidVerifyCallsAreRejectedByTheFirstFailingRule",
                                      "invalidVerifyCallsAreRejectedByTheFirstFailingRuleWithTwoFaults",
                                      "treeVerifyEqualsChainVerifyAlongEveryPath"}));
  const std::vector<std::string> said = d.verify_restrictions();
  EXPECT_TRUE(std::any_of(said.begin(), said.end(), [](const std::string& r) {
    return r.starts_with("chain verify only") && r.find("treeVerifyEqualsChainVerifyAlongEveryPath") != r.npos;
  }));
}

// A bounded verify domain (a kernel that compiles per shape) draws a family's cases in at most
// N layouts per seed, the number of requests, of slots and the scale too where it names those
// axes; without the axes they vary case by case, and every case stays a valid call inside it.
TEST(Domain, ABoundedVerifyDomainDrawsAtMostNLayoutsPerSeed) {
  const auto distinct = [](const std::string& text) {
    Domain d = load_domain(write_domain("verify-axes", text));
    d.specialization_seed = 7;
    std::set<std::string> layouts;
    std::set<int64_t> requests, slots;
    std::set<std::optional<float>> scales;
    EXPECT_TRUE(rc::check("bounded draws", [&] {
      harness::VerifyCaseSpec s = *verify_case_in_domain(Op::kda, "tree", d, tree_verify_case(Op::kda));
      RC_ASSERT(d.admits(s));
      RC_ASSERT(valid_verify_call(s));
      requests.insert(s.N()), slots.insert(s.num_slots), scales.insert(s.params.scale);
      nlohmann::json layout = harness::to_json(s);
      for (const char* varies : {"tokens", "cache_indices", "snapshot_indices", "parents", "num_slots", "rows", "scale",
                                 "lower_bound", "family", "seed"})
        layout.erase(varies);
      layouts.insert(layout.dump());
    }));
    return std::array<size_t, 4>{layouts.size(), requests.size(), slots.size(), scales.size()};
  };
  const auto bounded = distinct(R"({"specializations": 2, "specialization_axes": ["batch", "slots", "scale"]})");
  for (size_t n : bounded) EXPECT_LE(n, 2u);
  const auto layouts_only = distinct(R"({"specializations": 2})");
  EXPECT_LE(layouts_only[0], 2u);
  for (size_t i = 1; i < 4; ++i) EXPECT_GT(layouts_only[i], 2u) << i;
}

// The verify domains shipped for the upstream verify kernels load, and a verify campaign
// takes each: what their notes declare after "Verify-only:" is their verify object.
TEST(Domain, TheVerifyDomainFilesShippedForTheUpstreamKernelsBoundAVerifyCampaign) {
  for (const char* name :
       {"sglang-helion-verify", "sglang-triton-kda-verify", "sglang-triton-gdn-verify", "flashinfer-gdn-mtp-verify"}) {
    const Domain d = load_domain(std::string(KDA_DOMAINS_DIR) + "/" + name + ".kda-domain.json");
    EXPECT_TRUE(verify_domain_problems(d).empty()) << name;
    EXPECT_FALSE(d.verify_restrictions().empty()) << name;
  }
  const Domain flashinfer = load_domain(std::string(KDA_DOMAINS_DIR) + "/flashinfer-gdn-mtp-verify.kda-domain.json");
  EXPECT_FALSE(flashinfer.verify.tree);
  EXPECT_TRUE(flashinfer.verify.uniform_tokens && flashinfer.verify.snapshot_rows_by_request &&
              flashinfer.verify.dense_snapshot_rows);
  EXPECT_EQ(flashinfer.verify.snapshot_dtypes, std::vector<DType>{DType::Float32});
  // SGLang's GDN domain is its KDA domain's, the verify object included.
  const Domain triton_gdn = load_domain(std::string(KDA_DOMAINS_DIR) + "/sglang-triton-gdn-verify.kda-domain.json");
  EXPECT_TRUE(triton_gdn.verify.snapshot_indices_below_rows && triton_gdn.verify.dense_snapshot_rows);
}

}  // namespace
}  // namespace kda::properties
