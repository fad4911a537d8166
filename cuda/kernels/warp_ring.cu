// The warp kernel's ring form, for large grids: a warp's state rows stream through a ring of
// `p.ring_stages` batches in shared memory (cp.async), so rows in flight hold no registers.
// The state's L2 policy is compiled in (cuda/geometry.hpp: warp_form_keeps_state_in_l2). The
// body is warp_general.cuh's (RING).
#include <atomic>
#include <cstdint>
#include <stdexcept>

#include "cuda/kernels/warp_general.cuh"
#include "cuda/kernels/warp_launch.hpp"

namespace kda::cuda {
namespace {

// Lets `kernel` use the device's whole opt-in shared memory, once per device (the
// attribute is per device; a host-side call, not a stream operation).
template <typename Kernel>
void allow_large_shared_memory(Kernel kernel, int device, int optin_bytes, std::atomic<uint64_t>& done) {
  const uint64_t bit = uint64_t{1} << (device & 63);
  if (done.load(std::memory_order_relaxed) & bit) return;
  check(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, optin_bytes),
        "cudaFuncSetAttribute(MaxDynamicSharedMemorySize)");
  done.fetch_or(bit, std::memory_order_relaxed);
}

}  // namespace

// The ring exists with 16-byte pieces at the layout's largest steps only (cuda/geometry.hpp:
// warp_steps): rows in flight are only ever halved on grids too small for the ring.
void launch_warp_ring(const Plan& plan, const Args& p, int device, cudaStream_t stream) {
  for_warp_shape(plan, [&](auto shape) {
    using S = decltype(shape);
    using T = typename S::Element;
    if constexpr (S::kElementsPerLane * sizeof(T) == 16 &&
                  S::kSteps == warp_steps(sizeof(T), S::kLanesPerRow, S::kPieces).max_steps) {
      static_assert(warp_form_keeps_state_in_l2(sizeof(T), WarpForm::Ring, S::kSteps),
                    "the ring kernel compiles in the geometry's L2 policy");
      auto kernel = decode_warp_kernel<T, S::kLanesPerRow, S::kElementsPerLane, S::kPieces, S::kSteps, true, false,
                                       S::kFixedCallForm, S::kHeadGate>;
      static std::atomic<uint64_t> attribute_set{0};
      allow_large_shared_memory(kernel, device, plan.warp.smem_attribute, attribute_set);
      launch_with_pdl(kLaunching, kernel, warp_ctas(plan, p), kWarpKernelThreads, plan.warp.smem, stream, p);
    } else {
      throw std::logic_error("warp kernel: no ring form at these steps");
    }
  });
}

}  // namespace kda::cuda
