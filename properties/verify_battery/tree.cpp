// D2: a tree step continues from its parent's snapshot as stored, so each root-to-leaf path
// of a tree request computes what a chain request of that path's tokens computes: bitwise
// over a float32 snapshot buffer; over a 16-bit one the root step bitwise and every step
// within the oracle's bound, which widens by the snapshot's rounding at every tree edge.
#include <algorithm>

#include "properties/verify_battery/common.hpp"

namespace kda::properties {

namespace {

using namespace verify_detail;

// The root-to-leaf paths of request n's steps (one path, 0 .. T_n - 1, where it chains).
std::vector<std::vector<int64_t>> paths_of(const VerifyCaseSpec& s, int64_t n) {
  const int64_t tokens = s.tokens[static_cast<size_t>(n)];
  if (!s.reads_parent(n)) return {all_steps(s, n)};
  const std::vector<int64_t>& parent = (*s.parents)[static_cast<size_t>(n)];
  std::vector<bool> has_child(static_cast<size_t>(tokens), false);
  for (int64_t j = 1; j < tokens; ++j) has_child[static_cast<size_t>(parent[static_cast<size_t>(j)])] = true;
  std::vector<std::vector<int64_t>> paths;
  for (int64_t leaf = 0; leaf < tokens; ++leaf) {
    if (has_child[static_cast<size_t>(leaf)]) continue;
    std::vector<int64_t> path{leaf};
    while (path.back() != 0) path.push_back(parent[static_cast<size_t>(path.back())]);
    std::reverse(path.begin(), path.end());
    paths.push_back(std::move(path));
  }
  return paths;
}

}  // namespace

void treeVerifyEqualsChainVerifyAlongEveryPath(const VerifyContext& ctx, const VerifyCaseSpec& spec) {
  static constexpr const char* kName = "treeVerifyEqualsChainVerifyAlongEveryPath";
  classify_verify_case(spec);
  VerifyHostCase tree(spec);
  std::vector<RequestPlan> plan;
  std::vector<int64_t> source_of;
  for (int64_t n = 0; n < spec.N(); ++n) {
    if (spec.padded(n) || spec.tokens[static_cast<size_t>(n)] == 0) continue;
    for (std::vector<int64_t>& path : paths_of(spec, n))
      plan.push_back({n, std::move(path), spec.has_row(n) ? static_cast<int64_t>(plan.size()) : -1});
  }
  VerifyHostCase chain = rearranged(tree, plan, false);
  run_accepted(ctx, kName, tree);
  run_accepted(ctx, kName, chain);
  const bool float32_snapshots = spec.dtypes.snapshots == DType::Float32;
  RC_CLASSIFY(float32_snapshots, "float32 snapshots: bitwise");
  RC_CLASSIFY(plan.size() > static_cast<size_t>(spec.N()), "more paths than requests");
  for (size_t i = 0; i < plan.size(); ++i) {
    const RequestPlan& p = plan[i];
    // Past the root, a step over a 16-bit buffer read its parent rounded: the oracle judges it.
    const bool bitwise = float32_snapshots || !spec.reads_parent(p.source);
    const std::vector<int64_t> steps = bitwise ? p.steps : std::vector<int64_t>{p.steps.front()};
    const std::string diff = compare_requests(tree, p.source, steps, chain, static_cast<int64_t>(i));
    KDA_RC_ASSERT(diff.empty(), failure_text(ctx, kName, spec, "tree vs the chain of its path: " + diff));
  }
  if (!float32_snapshots) {
    const std::string judged = judge_against_oracle(ctx, tree);
    KDA_RC_ASSERT(judged.empty(), failure_text(ctx, kName, spec, "outside the oracle's bound: " + judged));
  }
}

}  // namespace kda::properties
