// The launcher: validation, the kernel parameters from the call, the device's limits, the
// geometry (cuda/geometry.cpp) and one launch on the caller's stream. Nothing is allocated
// and nothing synchronises the host.
#include <cuda_runtime.h>

#include <stdexcept>
#include <string>

#include "cuda/geometry.hpp"
#include "cuda/kernels/launch.hpp"
#include "cuda/packed_decode.hpp"
#include "cuda/params.hpp"
#include "spec/tensor.hpp"

namespace kda::cuda {
namespace {

int storage_code(DLDataType t) {
  switch (dtype_of(t)) {
    case DType::Float32: return kF32;
    case DType::Float16: return kF16;
    case DType::BFloat16: return kBF16;
    case DType::Int32: return kI32;
    case DType::Int64: return kI64;
    case DType::Unsupported: break;
  }
  return -1;  // unreachable after validation
}

const char* element_ptr(const DLTensor& t) { return static_cast<const char*>(t.data) + t.byte_offset; }

// The kernel parameters of a validated call (geometry fields left to plan_launch).
Args args_of(const DecodeCall& call) {
  const DLTensor& st = call.initial_state;
  Args p{};
  p.qkv = element_ptr(call.mixed_qkv);
  p.qkv_row_stride = stride(call.mixed_qkv, 0);
  p.a = element_ptr(call.a);
  p.a_row_stride = stride(call.a, 0);
  p.b = element_ptr(call.b);
  p.b_row_stride = stride(call.b, 0);
  p.A_log = element_ptr(call.A_log);
  p.dt_bias = element_ptr(call.dt_bias);
  p.state = const_cast<char*>(element_ptr(st));
  p.state_slot_stride = stride(st, 0);
  p.state_head_stride = stride(st, 1);
  p.state_row_stride = stride(st, 2);
  p.out = const_cast<char*>(element_ptr(call.out));
  p.out_row_stride = stride(call.out, 0);
  p.out_head_stride = stride(call.out, 2);
  p.out_v_stride = stride(call.out, 3);
  p.indices = element_ptr(call.ssm_state_indices);
  p.indices_stride = stride(call.ssm_state_indices, 0);
  p.qkv_dtype = storage_code(call.mixed_qkv.dtype);
  p.a_dtype = storage_code(call.a.dtype);
  p.b_dtype = storage_code(call.b.dtype);
  p.A_log_dtype = storage_code(call.A_log.dtype);
  p.dt_bias_dtype = storage_code(call.dt_bias.dtype);
  p.out_dtype = storage_code(call.out.dtype);
  p.indices_dtype = storage_code(call.ssm_state_indices.dtype);
  p.B = size(call.mixed_qkv, 0);
  p.num_slots = size(st, 0);
  p.HV = size(st, 1);
  p.V = size(st, 2);
  p.K = size(st, 3);
  p.H = (size(call.mixed_qkv, 1) - p.HV * p.V) / 2 / p.K;
  p.heads_per_qk_head = p.HV / p.H;
  p.scale = call.params.scale;
  p.l2norm = call.params.use_qk_l2norm_in_kernel ? 1 : 0;
  p.gate_per_channel = op_spec(call.op).gate_per_key_channel ? 1 : 0;
  p.has_lower_bound = call.params.lower_bound.has_value() ? 1 : 0;
  p.lower_bound = call.params.lower_bound.value_or(0.0f);
  return p;
}

DeviceLimits limits_of(int device) {
  DeviceLimits limits;
  limits.device = device;
  int sms = 0;
  check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device),
        "cudaDeviceGetAttribute(multiProcessorCount)");
  limits.sms = sms;
  check(cudaDeviceGetAttribute(&limits.l2_bytes, cudaDevAttrL2CacheSize, device),
        "cudaDeviceGetAttribute(l2CacheSize)");
  check(cudaDeviceGetAttribute(&limits.smem_optin_bytes, cudaDevAttrMaxSharedMemoryPerBlockOptin, device),
        "cudaDeviceGetAttribute(maxSharedMemoryPerBlockOptin)");
  return limits;
}

// An op without a lower_bound (GDN) never gets one through the ABI: a caller's error, not a
// verdict of any rule.
void require_lower_bound_of_the_op(const DecodeCall& c) {
  if (c.params.lower_bound && !op_spec(c.op).has_lower_bound)
    throw std::invalid_argument(std::string("CUDA implementation: ") + op_name(c.op) +
                                " has no lower_bound, but one is set");
}

}  // namespace

Verdict packed_decode(const DecodeCall& call, void* stream) {
  require_lower_bound_of_the_op(call);
  Verdict verdict = validate_contract(call);
  if (!verdict.accepted()) return verdict;
  int device = 0;
  check(cudaGetDevice(&device), "cudaGetDevice");
  verdict = validate_device(call, device);
  if (!verdict.accepted()) return verdict;

  Args p = args_of(call);
  if (p.B == 0 || p.HV == 0 || p.V == 0) return Verdict::accept();  // nothing to write
  const DeviceLimits limits = limits_of(device);
  const Plan plan = plan_launch(p, storage_code(call.initial_state.dtype), limits);
  auto s = static_cast<cudaStream_t>(stream);
  switch (plan.family) {
    case Family::Warp: launch_warp_kernel(plan, p, device, s); break;
    case Family::Staged: launch_staged_kernel(plan, p, s); break;
    case Family::Rows: launch_rows_kernel(plan, p, s); break;
    case Family::RowsAnyK: launch_rows_any_k_kernel(plan, p, s); break;
  }
  check(cudaGetLastError(), "launching the packed decode kernel");
  return Verdict::accept();
}

std::string route_of(const DecodeCall& call) {
  require_lower_bound_of_the_op(call);
  if (!validate_contract(call).accepted()) return "";
  int device = 0;
  check(cudaGetDevice(&device), "cudaGetDevice");
  if (!validate_device(call, device).accepted()) return "";
  Args p = args_of(call);
  if (p.B == 0 || p.HV == 0 || p.V == 0) return "none (nothing to write)";
  return route_name(plan_launch(p, storage_code(call.initial_state.dtype), limits_of(device)));
}

}  // namespace kda::cuda
