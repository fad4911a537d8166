// What the launcher (cuda/launch.cu) calls in the kernel files, and the launch helpers they
// share. CUDA host code: included by cuda/launch.cu and cuda/kernels/*.cu only.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

#include "cuda/geometry.hpp"
#include "cuda/packed_kda_decode.hpp"
#include "cuda/params.hpp"

namespace kda::cuda {

// One entry point per kernel family: picks the instantiation the plan names and enqueues
// it on `stream` (the plan's geometry is already in `p`).
void launch_warp_kernel(const Plan& plan, const Args& p, int device, cudaStream_t stream);
void launch_staged_kernel(const Plan& plan, const Args& p, cudaStream_t stream);
void launch_rows_kernel(const Plan& plan, const Args& p, cudaStream_t stream);
void launch_rows_any_k_kernel(const Plan& plan, const Args& p, cudaStream_t stream);

// Throws CudaFailure naming what failed.
inline void check(cudaError_t e, const char* doing) {
  if (e != cudaSuccess)
    throw CudaFailure(std::string("CUDA implementation: ") + doing + " failed: " +
                      cudaGetErrorName(e) + ": " + cudaGetErrorString(e));
}

// Launches `kernel` with programmatic stream serialization (PDL) when `programmatic`, so
// that its launch overlaps the previous kernel's tail; the kernels wait
// (griddepcontrol.wait) before touching memory, so stream order is kept.
template <typename Kernel>
void launch_kernel(Kernel kernel, unsigned grid, unsigned threads, size_t smem, cudaStream_t stream, const Args& p,
                   bool programmatic) {
  if (programmatic) {
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
    check(cudaLaunchKernelEx(&config, kernel, p), "launching the packed KDA decode kernel (PDL)");
  } else {
    kernel<<<grid, threads, smem, stream>>>(p);
  }
}

}  // namespace kda::cuda
