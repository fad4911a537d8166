// What the launcher (cuda/launch.cu) calls in the kernel files, and the launch helpers they
// share. CUDA host code: included by cuda/launch.cu and cuda/kernels/*.cu only.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstddef>
#include <string>
#include <utility>

#include "cuda/geometry.hpp"
#include "cuda/packed_decode.hpp"
#include "cuda/params.hpp"

namespace kda::cuda {

// One entry point per kernel family: picks the instantiation the plan names and enqueues
// it on `stream` (the plan's geometry is already in `p`).
void launch_warp_kernel(const Plan& plan, const Args& p, int device, cudaStream_t stream);
void launch_staged_kernel(const Plan& plan, const Args& p, cudaStream_t stream);
void launch_rows_kernel(const Plan& plan, const Args& p, cudaStream_t stream);
void launch_rows_any_k_kernel(const Plan& plan, const Args& p, cudaStream_t stream);

// What a failed launch of a decode kernel says it was doing.
constexpr const char* kLaunching = "launching the packed KDA decode kernel (PDL)";

// Throws CudaFailure naming what failed.
inline void check(cudaError_t e, const char* doing) {
  if (e != cudaSuccess)
    throw CudaFailure(std::string("CUDA implementation: ") + doing + " failed: " + cudaGetErrorName(e) + ": " +
                      cudaGetErrorString(e));
}

// Launches `kernel(args...)` with programmatic stream serialization (PDL), so that its
// launch overlaps the previous kernel's tail; a kernel launched so waits
// (griddepcontrol.wait) before it touches memory, so stream order is kept.
// `what` names the launch in the failure's message.
template <typename... Params, typename... Values>
void launch_with_pdl(const char* what, void (*kernel)(Params...), unsigned grid, unsigned threads, size_t smem,
                     cudaStream_t stream, Values&&... args) {
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(grid);
  config.blockDim = dim3(threads);
  config.dynamicSmemBytes = smem;
  config.stream = stream;
  cudaLaunchAttribute attribute{};
  attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attribute.val.programmaticStreamSerializationAllowed = 1;
  config.attrs = &attribute;
  config.numAttrs = 1;
  check(cudaLaunchKernelEx(&config, kernel, std::forward<Values>(args)...), what);
}

// Calls `launch` with a value of the pool's storage type (float, __half, __nv_bfloat16):
// the kernel files' one switch on the state's dtype.
template <typename Launch>
void for_state_type(int state, Launch&& launch) {
  switch (state) {
    case kF32: return launch(float{});
    case kF16: return launch(__half{});
    default: return launch(__nv_bfloat16{});
  }
}

}  // namespace kda::cuda
