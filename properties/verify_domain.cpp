#include "properties/verify_domain.hpp"

#include <functional>
#include <map>
#include <stdexcept>
#include <tuple>

#include "properties/generators.hpp"
#include "properties/verify_battery/verify_campaign_table.hpp"

namespace kda::properties {

using harness::VerifyCaseSpec;

namespace {

// What a kernel that compiles per shape and layout specializes a verify call on (Triton's and
// Helion's constexpr dims, strides and capacities; FlashInfer's per-shape cache keys): heads,
// dtypes, gaps, cache_steps, the snapshot buffer's steps and the parents' width; and, where the
// domain names them as specialization axes, the number of requests, of slots and the scale.
struct VerifyLayout {
  int64_t H = 1, HV = 1, K = 1, V = 1;
  harness::VerifyDtypes dtypes;
  int64_t token_extra = 0, pool_slot_extra = 0, snapshot_row_extra = 0, snapshot_step_extra = 0, out_head_extra = 0;
  int64_t cache_steps = 1, steps = 1, parent_width = 1;
  int64_t requests = 0, num_slots = 1;
  std::optional<float> scale;
};

VerifyLayout specialized_layout(const VerifyCaseSpec& s) {
  return {s.H,
          s.HV,
          s.K,
          s.V,
          s.dtypes,
          s.token_extra,
          s.pool_slot_extra,
          s.snapshot_row_extra,
          s.snapshot_step_extra,
          s.out_head_extra,
          s.cache_steps,
          s.steps,
          s.parent_width(),
          s.N(),
          s.num_slots,
          s.params.scale};
}

// s in layout g, then fitted again: its tokens within g's cache_steps, its parents' rows of g's
// width (new entries -1: fit makes every one V13 reads valid), and on the domain's axes g's number
// of requests, its slots (a slot keeps its meaning: a named one maps into g's slots, one out of
// range stays so) and its scale.
VerifyCaseSpec in_layout(VerifyCaseSpec s, const VerifyLayout& g, const implementation::Domain& d) {
  s.H = g.H, s.HV = g.HV, s.K = g.K, s.V = g.V;
  s.dtypes = g.dtypes;
  s.token_extra = g.token_extra, s.pool_slot_extra = g.pool_slot_extra;
  s.snapshot_row_extra = g.snapshot_row_extra, s.snapshot_step_extra = g.snapshot_step_extra;
  s.out_head_extra = g.out_head_extra;
  s.cache_steps = g.cache_steps, s.steps = g.steps;
  for (int64_t& t : s.tokens) t = std::min(t, s.cache_steps);
  if (s.parents)
    for (std::vector<int64_t>& row : *s.parents) row.resize(static_cast<size_t>(g.parent_width), -1);
  if (d.batch_axis) {
    implementation::Domain requests = d;
    requests.min_batch = requests.max_batch = g.requests;
    s = requests.fit(s);
  }
  if (d.slots_axis) {
    for (int64_t& slot : s.cache_indices)
      if (slot >= 0) slot = slot < s.num_slots ? slot % g.num_slots : g.num_slots + (slot - s.num_slots);
    s.num_slots = g.num_slots;
  }
  if (d.scale_axis) s.params.scale = g.scale;
  return d.fit(s);
}

// The N layouts of a case family for the domain's seed, drawn by the family's own generator
// (inside the domain) from streams of that seed: every job of a campaign seed, in whatever
// process, draws from the same N. Kept per family, domain and seed, since every case asks again.
const std::vector<VerifyLayout>& layout_pool(const std::string& family, const rc::Gen<VerifyCaseSpec>& gen,
                                             const implementation::Domain& d) {
  using Key = std::tuple<std::string, std::vector<std::string>, uint64_t, int64_t>;
  static std::map<Key, std::vector<VerifyLayout>> pools;
  const Key key{family, d.verify_restrictions(), d.specialization_seed, d.specializations};
  if (const auto known = pools.find(key); known != pools.end()) return known->second;
  const uint64_t family_salt = std::hash<std::string>{}(family);
  std::vector<VerifyLayout> pool;
  for (int64_t i = 0; static_cast<int64_t>(pool.size()) < d.specializations; ++i) {
    if (i > 100 * d.specializations)
      throw std::runtime_error("the " + family + " cases keep discarding: no layouts drawn for the bounded domain");
    harness::SplitMix64 stream(d.specialization_seed ^ (family_salt * 0x9e3779b97f4a7c15ULL) ^
                               static_cast<uint64_t>(i));
    try {
      pool.push_back(specialized_layout(d.fit(gen(rc::Random(stream.next()), 50).value())));
    } catch (...) {  // a draw the family discards: the next stream
    }
  }
  return pools.emplace(key, std::move(pool)).first->second;
}

}  // namespace

rc::Gen<VerifyCaseSpec> verify_case_in_domain(Op op, const std::string& family,
                                              const std::optional<implementation::Domain>& domain,
                                              rc::Gen<VerifyCaseSpec> gen) {
  if (!domain) return gen;
  if (domain->specializations <= 0) return rc::gen::map(gen, [d = *domain](VerifyCaseSpec s) { return d.fit(s); });
  return rc::gen::exec([family = std::string(op_name(op)) + " verify " + family, d = *domain, gen] {
    const std::vector<VerifyLayout>& pool = layout_pool(family, gen, d);
    const VerifyLayout& g = pool[static_cast<size_t>(*rc::gen::inRange<int64_t>(0, static_cast<int64_t>(pool.size())))];
    return in_layout(*gen, g, d);
  });
}

std::vector<std::string> verify_properties_outside(const std::optional<implementation::Domain>& domain) {
  std::vector<std::string> outside;
  if (!domain) return outside;
  for (const CampaignProperty& p : verify_campaign_properties())
    if (domain->no_validation && p.invalid_calls) outside.push_back(p.name);
  if (!domain->verify.tree) outside.emplace_back("treeVerifyEqualsChainVerifyAlongEveryPath");
  return outside;
}

}  // namespace kda::properties
