// The Eigen CPU reference: the contract's float32 arithmetic (section 2; section 8 for
// GDN's gate), step by step in the contract's order, on host memory. Each [V, K] state
// tile is converted once into a float32 Eigen matrix, updated there and converted back, so
// the dtype switch never sits in the inner loops.
#include "reference/packed_decode.hpp"

#include <algorithm>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include "reference/decode_step.hpp"
#include "reference/tensor_access.hpp"
#include "spec/tensor.hpp"

namespace kda::reference {

namespace {

void compute(const DecodeCall& c) {
  using namespace detail;
  const DecodeDims d = dims_of(c);
  if (d.B == 0) return;
  const int64_t group = d.H > 0 ? d.HV / d.H : 0;  // value heads per q/k head
  const int64_t qkv_row = stride(c.mixed_qkv, 0);
  const int64_t a_row = stride(c.a, 0), b_row = stride(c.b, 0);
  const int64_t idx_step = stride(c.ssm_state_indices, 0);
  const int64_t s0 = stride(c.initial_state, 0), s1 = stride(c.initial_state, 1),
                s2 = stride(c.initial_state, 2);  // stride(3) == 1 (rule 13)
  const int64_t o0 = stride(c.out, 0), o2 = stride(c.out, 2), o3 = stride(c.out, 3);
  // KDA gates each key channel, GDN the whole head with one scalar (a: [B, HV], dt_bias: [HV]).
  const int64_t gates = op_spec(c.op).gate_width(d.K);

  // Scratch reused for every (row, head): no allocation in the loops.
  RowMatrix S(d.V, d.K);
  DecodeStep step(d.K, d.V, {c.params.scale, c.params.use_qk_l2norm_in_kernel, c.params.lower_bound, gates});
  std::vector<float> A_log(static_cast<size_t>(d.HV));
  load_floats(c.A_log, 0, d.HV, 1, A_log.data());
  const std::vector<float> zeros(static_cast<size_t>(d.V), 0.0f);

  for (int64_t i = 0; i < d.B; ++i) {
    const int64_t slot = load_index(c.ssm_state_indices, i * idx_step);
    const bool active = slot >= 0 && slot < d.num_slots;
    for (int64_t hv = 0; hv < d.HV; ++hv) {
      const int64_t out_at = i * o0 + hv * o2;
      if (!active) {
        // Padding (negative or out-of-range slot): +0.0 out, the pool is neither read nor written.
        store_floats(c.out, out_at, d.V, o3, zeros.data());
        continue;
      }
      const int64_t h = hv / group;
      const int64_t row = i * qkv_row;
      load_floats(c.mixed_qkv, row + h * d.K, d.K, 1, step.q.data());
      load_floats(c.mixed_qkv, row + d.H * d.K + h * d.K, d.K, 1, step.k.data());
      load_floats(c.mixed_qkv, row + 2 * d.H * d.K + hv * d.V, d.V, 1, step.v.data());
      load_floats(c.a, i * a_row + hv * gates, gates, 1, step.a.data());
      load_floats(c.dt_bias, hv * gates, gates, 1, step.dt_bias.data());

      const int64_t tile = slot * s0 + hv * s1;
      load_tile(c.initial_state, tile, s2, S);
      step.run(S, A_log[static_cast<size_t>(hv)], load_float(c.b, i * b_row + hv));
      store_floats(c.out, out_at, d.V, o3, step.o.data());
      store_tile(c.initial_state, tile, s2, S);
    }
  }
}

// One body for both ops' entries: only the call's op differs.
int32_t call_through_abi(Op op, const KdaPluginTensors* tensors, const KdaPluginParams* params, char* message,
                         size_t message_capacity) {
  auto write_message = [&](const std::string& text) {
    if (message == nullptr || message_capacity == 0) return;
    const size_t n = std::min(text.size(), message_capacity - 1);
    std::memcpy(message, text.data(), n);
    message[n] = '\0';
  };
  try {
    if (tensors == nullptr || params == nullptr) {
      write_message("eigen-reference: null tensors or params");
      return KDA_STATUS_FAILED;
    }
    const DLTensor* ts[] = {tensors->mixed_qkv, tensors->a,
                            tensors->b,         tensors->A_log,
                            tensors->dt_bias,   tensors->initial_state,
                            tensors->out,       tensors->ssm_state_indices};
    for (const DLTensor* t : ts) {
      if (t == nullptr) {
        write_message("eigen-reference: a tensor pointer is null");
        return KDA_STATUS_FAILED;
      }
    }
    DecodeCall call{*tensors->mixed_qkv, *tensors->a,
                    *tensors->b,         *tensors->A_log,
                    *tensors->dt_bias,   *tensors->initial_state,
                    *tensors->out,       *tensors->ssm_state_indices,
                    DecodeParams{},      op};
    call.params.scale = params->scale;
    call.params.use_qk_l2norm_in_kernel = params->use_qk_l2norm_in_kernel != 0;
    if (params->has_lower_bound != 0) call.params.lower_bound = params->lower_bound;
    const Verdict verdict = packed_kda_decode(call);
    write_message(verdict.message);
    return verdict.accepted() ? KDA_STATUS_OK : KDA_STATUS_REJECTED;
  } catch (const std::exception& e) {
    write_message(std::string("eigen-reference failed: ") + e.what());
    return KDA_STATUS_FAILED;
  } catch (...) {
    write_message("eigen-reference failed: unknown exception");
    return KDA_STATUS_FAILED;
  }
}

int32_t kda_entry(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* /*stream*/, char* message,
                  size_t message_capacity) {
  return call_through_abi(Op::kda, tensors, params, message, message_capacity);
}

int32_t gdn_entry(const KdaPluginTensors* tensors, const KdaPluginParams* params, void* /*stream*/, char* message,
                  size_t message_capacity) {
  return call_through_abi(Op::gdn, tensors, params, message, message_capacity);
}

}  // namespace

Verdict packed_kda_decode(const DecodeCall& call) {
  detail::require_params_of_its_op(call);
  Verdict verdict = validate_contract(call);
  if (!verdict.accepted()) return verdict;
  for (const DLTensor* t : {&call.mixed_qkv, &call.a, &call.b, &call.A_log, &call.dt_bias, &call.initial_state,
                            &call.out, &call.ssm_state_indices}) {
    if (t->device.device_type != kDLCPU)
      return Verdict::reject(
          call.op, Rule::WrongDevice,
          {{"implementation", "Eigen reference"}, {"expected", "cpu"}, {"device", device_name(t->device)}});
  }
  compute(call);
  return verdict;
}

const KdaPluginV1* plugin() {
  static const KdaPluginV1 instance{KDA_PLUGIN_ABI_VERSION, "eigen-reference",
                                    "kda_reference 0.1 (float32 arithmetic, Eigen 3)", kDLCPU, &kda_entry};
  return &instance;
}

KdaPluginGdnDecodeV1 gdn_entry_point() { return &gdn_entry; }

}  // namespace kda::reference
