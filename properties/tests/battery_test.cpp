// The property battery against the implementation under test (iut.hpp). Each test runs
// one property over generated inputs with a fixed CI budget of cases; RC_PARAMS (set by
// ctest) gives the seed, KDA_CASE_SCALE (default 1) multiplies every budget for longer,
// opt-in runs. A failure prints the shrunk case, the first difference and a replay line.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "harness/memory_gate.hpp"
#include "implementation/domain.hpp"
#include "properties/battery/battery.hpp"
#include "properties/battery/campaign_table.hpp"
#include "properties/battery/common.hpp"
#include "properties/tests/case_scale.hpp"
#include "properties/tests/iut.hpp"

#ifndef KDA_DEFAULT_IUT
#error "KDA_DEFAULT_IUT must name the default implementation under test"
#endif

namespace kda::properties {
namespace {

using implementation::Domain;

using tests::case_scale;
using tests::scaled;

void check_property(const std::string& name, int ci_cases, const std::function<void(const Context&)>& body) {
  const Context& ctx = iut::selection(KDA_DEFAULT_IUT).context;
  const rapidcheck::CheckResult result =
      rapidcheck::check("Battery/" + name, name, {.max_success = scaled(ci_cases)}, [&] { body(ctx); });
  std::cout << "[" << name << " on " << ctx.iut->name() << "] ";
  if (result.kind == rapidcheck::CheckResult::Kind::passed) {
    // RapidCheck's distribution counts tag combinations; print each tag's share instead.
    std::cout << "OK, passed " << result.num_success << " cases\n";
    for (const auto& [tag, count] : result.tag_cases)
      std::cout << "  " << 100.0 * static_cast<double>(count) / std::max(1, result.num_success) << "% " << tag << "\n";
    std::cout << ratios_text(iut::selection(KDA_DEFAULT_IUT).observations) << std::endl;
    return;
  }
  std::cout << result.message << std::endl;
  ADD_FAILURE() << result.message;
}

// Before any property starts: a GPU executable without a device reports Skipped.
#define KDA_SKIP_UNLESS_RUNNABLE()                                                           \
  do {                                                                                       \
    const std::string& why = ::kda::properties::iut::selection(KDA_DEFAULT_IUT).skip_reason; \
    if (!why.empty()) GTEST_SKIP() << why;                                                   \
  } while (false)

// One TEST per property of the one list (properties/battery/properties.def), so ctest lists,
// times and reruns them separately; the cases per property and the generator each runs
// come from the table the campaign runner reads (campaign_properties()).
void check_from_table(const std::string& name) {
  const CampaignProperty* p = find_campaign_property(name);
  ASSERT_NE(p, nullptr) << name << " is not in the campaign table";
  // Serving-scale cases run at the ci budget and above only: a fraction of a budget is still
  // one such case in each of the mutation budget's twenty baseline runs (and in the
  // sanitizer build). A mutant they kill runs at full budget (catalogue: full_budget).
  if (p->full_budget_only && case_scale() < 1.0)
    GTEST_SKIP() << name << " builds serving-scale cases: it runs at KDA_CASE_SCALE >= 1 only";
  check_property(p->name, p->ci_cases, p->body);
}

#define KDA_BATTERY_TEST(property) \
  TEST(Battery, property) {        \
    KDA_SKIP_UNLESS_RUNNABLE();    \
    check_from_table(#property);   \
  }

#define KDA_PROPERTY(property, ...) KDA_BATTERY_TEST(property)
#include "properties/battery/properties.def"
#undef KDA_PROPERTY

// The domain the battery's generators draw inside: the test selection's (KDA_DOMAIN).
const std::optional<Domain>& selected_domain() { return iut::selection(KDA_DEFAULT_IUT).context.domain; }
Op selected_op() { return iut::selection(KDA_DEFAULT_IUT).context.op; }

// The metamorphic properties and the rollouts carry a pool from one case to another of
// other strides: every logical element arrives with its bytes, a NaN's payload included
// (a conversion through float32 would quiet a 16-bit signaling NaN).
TEST(BatteryHelpers, ACopiedPoolKeepsEveryElementsBytesAcrossStrides) {
  harness::CaseSpec from_spec;
  from_spec.B = 2;
  from_spec.H = 1;
  from_spec.HV = 2;
  from_spec.K = 4;
  from_spec.V = 3;
  from_spec.num_slots = 3;
  from_spec.indices = {0, 2};
  from_spec.seed = 7;
  from_spec.dtypes[harness::kState] = DType::BFloat16;
  harness::CaseSpec to_spec = from_spec;
  from_spec.vrow_extra = 1;
  from_spec.head_extra = 3;
  to_spec.slot_extra = 5;
  to_spec.seed = 8;
  harness::HostCase from(from_spec), to(to_spec);
  const uint16_t signaling_nan = 0x7F81;
  std::memcpy(detail::element_zero(from, harness::kState), &signaling_nan, 2);
  detail::copy_tensor(from, harness::kState, to);
  harness::ElementWalk at_from(from.tensor(harness::kState)), at_to(to.tensor(harness::kState));
  for (int64_t e = 0; e < detail::numel_of(from, harness::kState); ++e, at_from.next(), at_to.next())
    ASSERT_EQ(std::memcmp(detail::element_zero(from, harness::kState) + 2 * at_from.offset(),
                          detail::element_zero(to, harness::kState) + 2 * at_to.offset(), 2),
              0)
        << "element " << e;
  uint16_t first = 0;
  std::memcpy(&first, detail::element_zero(to, harness::kState), 2);
  EXPECT_EQ(first, signaling_nan);
}

// Every generated input is a case a campaign can record and replay: its JSON loads back to
// the same case, and the case materialises (no stride reaches outside its buffer).
TEST(Generators, EveryGeneratedInputRoundTripsThroughItsRecordAndBuilds) {
  const auto holds = [](const char* name, const rc::Gen<InvalidCase>& gen) {
    EXPECT_TRUE(rc::check(name, [&] {
      const InvalidCase input = *gen;
      const nlohmann::json record = nlohmann::json::parse(replay_json("any", input));
      RC_ASSERT(harness::to_json(harness::case_spec_from_json(record.at("case"))) == record.at("case"));
      const harness::HostCase built(input.spec);
      for (int id = 0; id < harness::kTensorCount; ++id) RC_ASSERT(built.buffer(id).guards_intact());
    })) << name;
  };
  const auto valid = [](const rc::Gen<harness::CaseSpec>& g) {
    return rc::gen::map(g, [](harness::CaseSpec s) { return InvalidCase{std::move(s), {}}; });
  };
  const std::optional<Domain>& domain = selected_domain();
  for (const Op op : kOps) {  // both ops' generators, whichever op the battery runs
    const std::string of = std::string(" (") + op_name(op) + ")";
    holds(("valid_case" + of).c_str(), valid(valid_case(op, domain)));
    holds(("padding_rich_case" + of).c_str(), valid(padding_rich_case(op, domain)));
    holds(("nonfinite_case" + of).c_str(), valid(nonfinite_case(op, domain)));
    holds(("duplicate_index_case" + of).c_str(), valid(duplicate_index_case(op, domain)));
    holds(("multi_row_case" + of).c_str(), valid(multi_row_case(op, domain)));
    holds(("gva_case" + of).c_str(), valid(gva_case(op, domain)));
    holds(("rollout_case float32" + of).c_str(), valid(rollout_case(op, domain, DType::Float32)));
    holds(("rollout_case bfloat16" + of).c_str(), valid(rollout_case(op, domain, DType::BFloat16)));
    holds(("invalid_case" + of).c_str(), invalid_case(op));
    holds(("multi_fault_case" + of).c_str(), multi_fault_case(op));
  }
}

// The serving-scale family draws what it promises (without building the cases: a pool past
// 2^31 elements is gigabytes): K = V = 128, B in 1..1,024, and pools past 2^31 elements
// whose active slots all lie past it.
TEST(Generators, ServingCasesHaveProductionDimsAndPoolsPast2To31ElementsPutTheirSlotsBeyondIt) {
  const std::optional<Domain>& domain = selected_domain();
  EXPECT_TRUE(rc::check("serving_case", [&] {
    const harness::CaseSpec s = *serving_case(selected_op(), domain);
    RC_ASSERT(s.K == 128 && s.V == 128);
    RC_ASSERT(s.B >= 1 && s.B <= 1024);
    RC_ASSERT(s.HV % s.H == 0);
    RC_ASSERT(s.num_slots * s.HV * s.V * s.K < (int64_t{1} << 31));
  }));
  EXPECT_TRUE(rc::check("serving_case(pool past 2^31)", [&] {
    const harness::CaseSpec s = *serving_case(selected_op(), domain, true);
    const int64_t per_slot = s.HV * s.V * s.K;
    RC_ASSERT(s.num_slots * per_slot > (int64_t{1} << 31));
    for (int64_t i = 0; i < s.B; ++i)
      if (s.row_active(i)) RC_ASSERT(s.indices[i] * per_slot >= (int64_t{1} << 31));
    RC_ASSERT(harness::memory_need(s, false).host_bytes > harness::kHugeCaseHostBytes);
  }));
}

// The route windows are drawn with the pool dtype that selects their route: in 3,000 serving
// cases (a fixed stream, so this cannot flake) every window drawn at least 5 % of the time
// holds cases with its B x HV and its pool dtype, and the serving call form where its
// route needs it (bf16 activations and out, int32 indices, l2norm on).
TEST(Generators, ServingCasesReachEveryRouteWindowWithThePoolDtypeThatSelectsIt) {
  int total = 0;
  for (const ServingRouteWindow& w : kServingRouteWindows) total += w.weight;
  std::vector<int> reached(std::size(kServingRouteWindows), 0);
  rc::Random stream(20261203);
  const rc::Gen<harness::CaseSpec> gen = serving_case(selected_op(), selected_domain());
  for (int n = 0; n < 3000; ++n) {
    const harness::CaseSpec s = gen(stream.split(), 50).value();
    const bool serving_form = s.dtypes[harness::kMixedQkv] == DType::BFloat16 &&
                              s.dtypes[harness::kOut] == DType::BFloat16 &&
                              s.dtypes[harness::kIndices] == DType::Int32 && s.params.use_qk_l2norm_in_kernel;
    for (size_t w = 0; w < std::size(kServingRouteWindows); ++w) {
      const ServingRouteWindow& window = kServingRouteWindows[w];
      if (s.B * s.HV >= window.lo && s.B * s.HV <= window.hi && s.dtypes[harness::kState] == window.state &&
          (serving_form || !window.serving_form))
        ++reached[w];
    }
  }
  for (size_t w = 0; w < std::size(kServingRouteWindows); ++w) {
    if (kServingRouteWindows[w].weight * 20 < total) continue;  // the 16-bit large calls
    EXPECT_GE(reached[w], 10) << "window " << kServingRouteWindows[w].lo << ".." << kServingRouteWindows[w].hi;
  }
}

// A domain that bounds specializations (a port that compiles per shape): every numeric
// case takes its head dims, dtypes and strides from the seed's N layouts, while the batch,
// indices and values vary; another seed draws other layouts; a case replays from its record.
TEST(Generators, ABoundedDomainDrawsAtMostNLayoutsPerSeedAndItsCasesReplayExactly) {
  const auto layouts_of = [](uint64_t seed, std::set<int64_t>* batches) {
    Domain d;
    d.specializations = 3;
    d.specialization_seed = seed;
    const rc::Gen<harness::CaseSpec> gen = valid_case(selected_op(), d);
    std::set<std::string> layouts;
    rc::Random stream(seed);
    for (int n = 0; n < 200; ++n) {
      const harness::CaseSpec s = gen(stream.split(), 50).value();
      nlohmann::json j = harness::to_json(s);
      EXPECT_EQ(harness::to_json(harness::case_spec_from_json(j)), j);  // the replay's case is this one
      if (batches != nullptr) batches->insert(s.B);
      for (const char* free : {"B", "num_slots", "indices", "scale", "use_qk_l2norm_in_kernel", "lower_bound", "family",
                               "seed", "nonfinite_row"})
        j.erase(free);
      layouts.insert(j.dump());
    }
    return layouts;
  };
  std::set<int64_t> batches;
  const std::set<std::string> first = layouts_of(20261203, &batches);
  EXPECT_LE(first.size(), 3u);
  EXPECT_GE(first.size(), 2u);
  EXPECT_GE(batches.size(), 10u) << "the batch varies freely";
  const std::set<std::string> again = layouts_of(20261203, nullptr);
  EXPECT_EQ(again, first) << "every job of a seed shares its layouts";
  EXPECT_NE(layouts_of(20261204, nullptr), first) << "another seed, other layouts";
}

// What the kernel specializes on is every stride it is handed: in a bounded domain those
// follow from the layout, and from whether the batch has one row and the pool one slot
// (size-1 dims take the layout's free stride), never from the batch or the slots otherwise.
// Pools whose slot dim is not outermost, whose other strides step over every slot, included.
TEST(Generators, ABoundedDomainsStridesFollowFromItsLayoutsAlone) {
  const auto strides_of = [](const harness::CaseSpec& s) {
    std::string text;
    for (const TensorDesc& t : harness::layout_of(s)) {
      for (int64_t stride : t.strides) text += std::to_string(stride) + ",";
      text += ";";
    }
    return text;
  };
  int slot_inner_layouts = 0;
  for (uint64_t seed = 20261203; seed < 20261211; ++seed) {
    Domain d;
    d.specializations = 3;
    d.specialization_seed = seed;
    for (const auto& [family, gen] : {std::pair{"valid", valid_case(selected_op(), d)},
                                      std::pair{"duplicate indices", duplicate_index_case(selected_op(), d)},
                                      std::pair{"padding-rich", padding_rich_case(selected_op(), d)}}) {
      std::map<std::string, std::string> strides_by_layout;
      std::set<std::string> slot_inner;
      rc::Random stream(seed);
      for (int n = 0; n < 150; ++n) {
        const harness::CaseSpec s = gen(stream.split(), 50).value();
        nlohmann::json layout = harness::to_json(s);
        for (const char* free : {"B", "num_slots", "indices", "scale", "use_qk_l2norm_in_kernel", "lower_bound",
                                 "family", "seed", "nonfinite_row"})
          layout.erase(free);
        const std::string key = layout.dump() + (s.B == 1 ? " B=1" : "") + (s.num_slots == 1 ? " one slot" : "");
        const auto [known, first_time] = strides_by_layout.emplace(key, strides_of(s));
        EXPECT_EQ(known->second, strides_of(s)) << family << " seed " << seed << ": " << key;
        if (s.pool_order != harness::PoolOrder::SlotHeadRow && s.pool_order != harness::PoolOrder::SlotRowHead)
          slot_inner.insert(layout.dump());
      }
      slot_inner_layouts += static_cast<int>(slot_inner.size());
    }
  }
  EXPECT_GE(slot_inner_layouts, 5) << "too few pools whose slot dim is not outermost to judge";
}

}  // namespace
}  // namespace kda::properties
