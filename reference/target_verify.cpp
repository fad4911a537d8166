// Target verify in float32 (spec/verify.md section 2): per request and value head, the pool
// tile once, then the decode step of each token on the float32 state (D1), a tree step
// reloading its parent's snapshot as stored (D2). The pool is only read (D4).
#include "reference/target_verify.hpp"

#include <vector>

#include "reference/decode_step.hpp"
#include "reference/tensor_access.hpp"
#include "spec/call.hpp"
#include "spec/tensor.hpp"

namespace kda::reference {

namespace {

using namespace detail;

class VerifyComputation {
 public:
  explicit VerifyComputation(const VerifyCall& c)
      : c_(c),
        buffer_(*c.intermediate_states_buffer),
        H_(size(c.q, 2)),
        K_(size(c.q, 3)),
        HV_(size(c.v, 2)),
        V_(size(c.v, 3)),
        gates_(op_spec(c.op).gate_width(K_)),
        S_(V_, K_),
        step_(K_, V_, {c.params.scale.value_or(inverse_sqrt_k_scale(K_)), true, c.params.lower_bound, gates_}),
        A_log_(static_cast<size_t>(HV_)),
        zeros_(static_cast<size_t>(V_), 0.0f) {
    load_floats(c.A_log, 0, HV_, 1, A_log_.data());
  }

  void request(int64_t n) {
    const int64_t t0 = index(c_.query_start_loc, n), tokens = index(c_.query_start_loc, n + 1) - t0;
    const int64_t slot = index(c_.cache_indices, n), row = index(c_.intermediate_state_indices, n);
    const bool padded = slot < 0 || slot >= size(c_.ssm_states, 0);
    const bool has_row = row >= 0 && row < size(buffer_, 0);
    for (int64_t hv = 0; hv < HV_; ++hv) {
      if (padded) {
        // D3: +0.0 out, no snapshot, the pool not read.
        for (int64_t j = 0; j < tokens; ++j) store_floats(c_.out, out_offset(t0 + j, hv), V_, 1, zeros_.data());
        continue;
      }
      load_tile(c_.ssm_states, slot * stride(c_.ssm_states, 0) + hv * stride(c_.ssm_states, 1),
                stride(c_.ssm_states, 2), S_);
      for (int64_t j = 0; j < tokens; ++j) {
        if (c_.retrieve_parent_token && j > 0 && has_row)
          load_tile(buffer_, snapshot_offset(row, parent(n, j), hv), stride(buffer_, 3), S_);
        token_step(t0 + j, hv);
        if (has_row) store_tile(buffer_, snapshot_offset(row, j, hv), stride(buffer_, 3), S_);
      }
    }
  }

 private:
  static int64_t index(const DLTensor& t, int64_t i) { return load_index(t, i * stride(t, 0)); }
  int64_t parent(int64_t n, int64_t j) const {
    const DLTensor& p = *c_.retrieve_parent_token;
    return load_index(p, n * stride(p, 0) + j * stride(p, 1));
  }
  int64_t out_offset(int64_t t, int64_t hv) const { return t * stride(c_.out, 1) + hv * stride(c_.out, 2); }
  int64_t snapshot_offset(int64_t row, int64_t j, int64_t hv) const {
    return row * stride(buffer_, 0) + j * stride(buffer_, 1) + hv * stride(buffer_, 2);
  }

  // The decode step of token t on value head hv, from and into S_; writes the token's out.
  void token_step(int64_t t, int64_t hv) {
    const int64_t h = hv / (HV_ / H_);
    load_floats(c_.q, t * stride(c_.q, 1) + h * stride(c_.q, 2), K_, 1, step_.q.data());
    load_floats(c_.k, t * stride(c_.k, 1) + h * stride(c_.k, 2), K_, 1, step_.k.data());
    load_floats(c_.v, t * stride(c_.v, 1) + hv * stride(c_.v, 2), V_, 1, step_.v.data());
    load_floats(c_.a, t * stride(c_.a, 0) + hv * gates_, gates_, 1, step_.a.data());
    load_floats(c_.dt_bias, hv * gates_, gates_, 1, step_.dt_bias.data());
    step_.run(S_, A_log_[static_cast<size_t>(hv)], load_float(c_.b, t * stride(c_.b, 0) + hv));
    store_floats(c_.out, out_offset(t, hv), V_, 1, step_.o.data());
  }

  const VerifyCall& c_;
  const DLTensor& buffer_;
  const int64_t H_, K_, HV_, V_, gates_;
  RowMatrix S_;
  DecodeStep step_;
  std::vector<float> A_log_;
  const std::vector<float> zeros_;
};

}  // namespace

VerifyVerdict target_verify(const VerifyCall& call) {
  require_params_of_its_op(call);
  VerifyVerdict verdict = validate_verify(call);
  if (!verdict.accepted()) return verdict;
  const int64_t N = size(call.cache_indices, 0);
  if (N == 0) return verdict;
  VerifyComputation computation(call);
  for (int64_t n = 0; n < N; ++n) computation.request(n);
  return verdict;
}

}  // namespace kda::reference
