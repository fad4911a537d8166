// The verify battery's shared helpers: failure texts, rearranged cases, bitwise request
// comparison, judging against the float64 verify oracle.
#include <algorithm>
#include <array>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "harness/judge.hpp"
#include "properties/battery/common.hpp"
#include "properties/verify_battery/common.hpp"
#include "reference/oracle.hpp"
#include "reference/packed_decode.hpp"
#include "reference/target_verify.hpp"
#include "reference/tensor_access.hpp"
#include "spec/tolerance.hpp"

namespace kda::properties {

VerifyContext reference_verify_context() {
  return {[](harness::VerifyHostCase&, const VerifyCall& call) { return reference::target_verify(call); },
          [](harness::HostCase& c) {
            const Verdict v = reference::packed_kda_decode(c.call());
            return v.accepted() ? std::string() : v.message;
          },
          "reference"};
}

VerifyContext implementation_verify_context(const implementation::Implementation& impl, bool contract_messages) {
  return {[&impl, contract_messages](harness::VerifyHostCase& c, const VerifyCall& call) {
            const implementation::RunResult r = impl.run(c, call);
            if (r.status == KDA_STATUS_OK) return VerifyVerdict::accept();
            if (r.status == KDA_STATUS_REJECTED) {
              if (const std::optional<VerifyRule> rule = verify_rule_rendering(call.op, r.message))
                return VerifyVerdict{*rule, r.message};
              if (!contract_messages) return VerifyVerdict{kRejectedInItsOwnWords, r.message};
            }
            throw std::runtime_error(impl.name() +
                                     (r.status == KDA_STATUS_REJECTED
                                          ? " rejected the call in words that no rule V1-V16 of " +
                                                std::string(op_name(call.op)) + " verify renders: " + r.message
                                          : " did not run the call (" + detail::status_text(r) + ")"));
          },
          [&impl](harness::HostCase& c) {
            const implementation::RunResult r = impl.run(c);
            return r.status == KDA_STATUS_OK ? std::string() : detail::status_text(r);
          },
          impl.name(),
          impl.plugin().device_type == kDLCUDA,
          [&impl] { return impl.device_free_bytes(); },
          contract_messages};
}

namespace verify_detail {

using namespace harness;  // the kVerify* tensor ids

namespace {

std::string text(const VerifyContext& ctx, const char* property, const std::string& input, const nlohmann::json& spec,
                 const std::string& what) {
  return std::string(property) + " on " + ctx.iut_name + "\n" + input + "\njson: " + spec.dump() + "\n" + what;
}

// The per-token tensors and the dim of their token index.
constexpr int kTokenTensors[] = {kVerifyQ, kVerifyK, kVerifyV, kVerifyA, kVerifyB};

void copy_payload(const VerifyHostCase& from, VerifyHostCase& to, int id) {
  std::memcpy(to.buffer(id).payload(), from.buffer(id).payload(), from.buffer(id).payload_bytes);
}

// Every element of token t_from's row of tensor id into token t_to's (same dtype: exact).
void copy_token(const VerifyHostCase& from, int64_t t_from, VerifyHostCase& to, int64_t t_to, int id) {
  const bool packed = id == kVerifyQ || id == kVerifyK || id == kVerifyV;
  const int64_t heads = from.tensor(id).shape[packed ? 2 : 1], width = packed ? from.tensor(id).shape[3] : 1;
  const size_t bytes = static_cast<size_t>(dtype_bytes(from.dtype(id)));
  for (int64_t h = 0; h < heads; ++h)
    for (int64_t e = 0; e < width; ++e) {
      const int64_t x = packed ? from.offset(id, {0, t_from, h, e}) : from.offset(id, {t_from, h});
      const int64_t y = packed ? to.offset(id, {0, t_to, h, e}) : to.offset(id, {t_to, h});
      std::memcpy(to.buffer(id).payload() + y * static_cast<int64_t>(bytes), from.element_bytes(id, x), bytes);
    }
}

}  // namespace

std::string failure_text(const VerifyContext& ctx, const char* property, const VerifyCaseSpec& spec,
                         const std::string& what) {
  return text(ctx, property, harness::describe(spec), to_json(spec), what);
}

std::string failure_text(const VerifyContext& ctx, const char* property, const InvalidVerifyCase& input,
                         const std::string& what) {
  return text(ctx, property, describe(input), to_json(input.spec), what);
}

void run_accepted(const VerifyContext& ctx, const char* property, VerifyHostCase& c) {
  const VerifyVerdict v = ctx.iut(c, c.call());
  KDA_RC_ASSERT(v.accepted(),
                failure_text(ctx, property, c.spec(), "expected the call to be accepted, got: " + v.message));
}

bool same_element(const VerifyHostCase& x, int id, int64_t x_element, const VerifyHostCase& y, int64_t y_element) {
  return std::memcmp(x.element_bytes(id, x_element), y.element_bytes(id, y_element),
                     static_cast<size_t>(dtype_bytes(x.dtype(id)))) == 0;
}

std::string element_text(const VerifyHostCase& c, int id, int64_t element) { return value_text(c.read(id, element)); }

std::vector<int64_t> all_steps(const VerifyCaseSpec& s, int64_t n) {
  std::vector<int64_t> steps(static_cast<size_t>(s.tokens[static_cast<size_t>(n)]));
  for (size_t j = 0; j < steps.size(); ++j) steps[j] = static_cast<int64_t>(j);
  return steps;
}

VerifyHostCase rearranged(const VerifyHostCase& from, const std::vector<RequestPlan>& plan, bool keep_parents) {
  const VerifyCaseSpec& f = from.spec();
  VerifyCaseSpec s = f;
  s.tokens.clear();
  s.cache_indices.clear();
  s.snapshot_indices.clear();
  s.parents.reset();
  if (keep_parents && f.parents) s.parents.emplace();
  for (const RequestPlan& p : plan) {
    const size_t i = static_cast<size_t>(p.source);
    s.tokens.push_back(static_cast<int64_t>(p.steps.size()));
    s.cache_indices.push_back(f.cache_indices[i]);
    s.snapshot_indices.push_back(p.row);
    if (s.parents) s.parents->push_back((*f.parents)[i]);
  }
  // A permutation or split keeps the buffer; chains of paths take rows 0 .. P - 1.
  s.rows = keep_parents ? f.rows : std::max<int64_t>(f.rows, static_cast<int64_t>(plan.size()));
  VerifyHostCase to(s);
  for (const int id : {kVerifyPool, kVerifyALog, kVerifyDtBias}) copy_payload(from, to, id);
  int64_t t_to = 0;
  for (const RequestPlan& p : plan)
    for (const int64_t step : p.steps) {
      for (const int id : kTokenTensors) copy_token(from, f.first_token(p.source) + step, to, t_to, id);
      ++t_to;
    }
  return to;
}

std::string compare_requests(const VerifyHostCase& x, int64_t xn, const std::vector<int64_t>& steps,
                             const VerifyHostCase& y, int64_t yn, size_t from) {
  const VerifyCaseSpec &sx = x.spec(), &sy = y.spec();
  const bool snapshots = sx.has_row(xn) && sy.has_row(yn) && !sx.padded(xn);
  const int64_t xt0 = sx.first_token(xn), yt0 = sy.first_token(yn);
  const int64_t xrow = sx.snapshot_indices[static_cast<size_t>(xn)],
                yrow = sy.snapshot_indices[static_cast<size_t>(yn)];
  for (size_t i = from; i < steps.size(); ++i) {
    const int64_t j = steps[i], yj = static_cast<int64_t>(i);
    const std::string where = "request " + std::to_string(xn) + " step " + std::to_string(j) + " vs request " +
                              std::to_string(yn) + " step " + std::to_string(yj);
    for (int64_t hv = 0; hv < sx.HV; ++hv)
      for (int64_t v = 0; v < sx.V; ++v) {
        const int64_t ox = x.offset(kVerifyOut, {0, xt0 + j, hv, v}), oy = y.offset(kVerifyOut, {0, yt0 + yj, hv, v});
        if (!same_element(x, kVerifyOut, ox, y, oy))
          return where + ": out[head " + std::to_string(hv) + ", " + std::to_string(v) + "] " +
                 element_text(x, kVerifyOut, ox) + " vs " + element_text(y, kVerifyOut, oy);
        for (int64_t k = 0; snapshots && k < sx.K; ++k) {
          const int64_t sx_at = x.offset(kVerifySnapshots, {xrow, j, hv, v, k});
          const int64_t sy_at = y.offset(kVerifySnapshots, {yrow, yj, hv, v, k});
          if (!same_element(x, kVerifySnapshots, sx_at, y, sy_at))
            return where + ": snapshot[head " + std::to_string(hv) + ", " + std::to_string(v) + ", " +
                   std::to_string(k) + "] " + element_text(x, kVerifySnapshots, sx_at) + " vs " +
                   element_text(y, kVerifySnapshots, sy_at);
        }
      }
  }
  return "";
}

std::string judge_against_oracle(const VerifyContext& ctx, const VerifyHostCase& after) {
  const harness::Judgement j = harness::judge_verify_numbers(after);
  record_ratios(ctx.observations, j);
  return j.ok ? "" : j.summary();
}

namespace {

// The first element of tensor id, in address order, whose bytes differ between before and
// after outside the runs of `length` elements from `starts` (disjoint, in any order); -1
// if none.
int64_t first_change_outside(const VerifyHostCase& before, const VerifyHostCase& after, int id,
                             std::vector<int64_t> starts, int64_t length) {
  const int64_t width = dtype_bytes(after.dtype(id));
  const int64_t elements = static_cast<int64_t>(after.buffer(id).payload_bytes) / width;
  const std::byte *x = before.buffer(id).payload(), *y = after.buffer(id).payload();
  const auto first_in = [&](int64_t from, int64_t to) -> int64_t {  // elements [from, to)
    if (to <= from || std::memcmp(x + from * width, y + from * width, static_cast<size_t>((to - from) * width)) == 0)
      return -1;
    for (int64_t e = from; e < to; ++e)
      if (std::memcmp(x + e * width, y + e * width, static_cast<size_t>(width)) != 0) return e;
    return -1;
  };
  std::sort(starts.begin(), starts.end());
  int64_t covered = 0;  // elements before it are checked or written
  for (const int64_t start : starts) {
    if (const int64_t changed = first_in(covered, start); changed >= 0) return changed;
    covered = std::max(covered, start + length);
  }
  return first_in(covered, elements);
}

}  // namespace

std::string confinement_failure(const VerifyHostCase& before, const VerifyHostCase& after) {
  const VerifyCaseSpec& spec = after.spec();
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    if (!after.buffer(id).guards_intact()) return std::string("a guard band of ") + verify_tensor_name(id) + " changed";
    if (id == kVerifyOut || id == kVerifySnapshots) continue;
    if (!(after.buffer(id).bytes == before.buffer(id).bytes))
      return std::string(verify_tensor_name(id)) +
             (id == kVerifyPool ? " changed: the committed pool is never written (D4)" : " changed");
  }
  // Runs of V elements (out, one per token and head) and of K (a snapshot's [V, K] rows).
  std::vector<int64_t> outs, snapshots;
  const size_t out_bytes = static_cast<size_t>(dtype_bytes(after.dtype(kVerifyOut)));
  const std::array<std::byte, 4> zero{};
  for (int64_t n = 0; n < spec.N(); ++n) {
    const int64_t t0 = spec.first_token(n), row = spec.snapshot_indices[static_cast<size_t>(n)];
    const bool writes_snapshots = !spec.padded(n) && spec.has_row(n);
    for (int64_t j = 0; j < spec.tokens[static_cast<size_t>(n)]; ++j)
      for (int64_t hv = 0; hv < spec.HV; ++hv) {
        const int64_t o = after.offset(kVerifyOut, {0, t0 + j, hv, 0});
        outs.push_back(o);
        // D3: a padded request's every output is +0.0.
        for (int64_t v = 0; spec.padded(n) && v < spec.V; ++v)
          if (std::memcmp(after.element_bytes(kVerifyOut, o + v), zero.data(), out_bytes) != 0)
            return "padded request " + std::to_string(n) + " step " + std::to_string(j) + " out is " +
                   element_text(after, kVerifyOut, o + v) + ", not +0.0 (D3)";
        for (int64_t v = 0; writes_snapshots && v < spec.V; ++v)
          snapshots.push_back(after.offset(kVerifySnapshots, {row, j, hv, v, 0}));
      }
  }
  const TensorDesc& buffer = after.tensor(kVerifySnapshots);
  const int64_t changed = first_change_outside(before, after, kVerifySnapshots, std::move(snapshots), spec.K);
  if (changed >= 0)
    return "snapshot buffer element " + std::to_string(changed) + " (row " +
           std::to_string(changed / std::max<int64_t>(1, buffer.strides[0])) + ", step " +
           std::to_string(changed % std::max<int64_t>(1, buffer.strides[0]) / std::max<int64_t>(1, buffer.strides[1])) +
           ") changed: no request writes it";
  const int64_t gap = first_change_outside(before, after, kVerifyOut, std::move(outs), spec.V);
  if (gap >= 0) return "out's gap element " + std::to_string(gap) + " changed";
  return "";
}

}  // namespace verify_detail
}  // namespace kda::properties
