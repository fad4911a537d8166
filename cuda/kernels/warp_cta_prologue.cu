// The warp kernel's CTA-prologue form: the register form's batches, with the item's
// prologue computed once per CTA. cuda/geometry.cpp takes it on shrunk grids whose (i, hv)
// pairs have a multiple of 4 items: the 4 warps of a CTA then work on the same (i, hv), and
// exp(g), the costly part, is computed once per channel (one channel per thread) and
// exchanged through shared memory with the normalised q and k, one barrier per item. The
// body is warp_general.cuh's (SHARED).
#include <stdexcept>

#include "cuda/kernels/warp_general.cuh"
#include "cuda/kernels/warp_launch.hpp"

namespace kda::cuda {

// Compiled at every lane layout and step count but one (cuda/geometry.hpp:
// warp_shared_prologue_compiled).
void launch_warp_cta_prologue(const Plan& plan, const Args& p, cudaStream_t stream) {
  for_warp_shape(plan, [&](auto shape) {
    using S = decltype(shape);
    if constexpr (warp_shared_prologue_compiled(sizeof(typename S::Element), S::kFixedCallForm, S::kSteps)) {
      launch_with_pdl(kLaunching,
                      decode_warp_kernel<typename S::Element, S::kLanesPerRow, S::kElementsPerLane, S::kPieces,
                                         S::kSteps, false, true, S::kFixedCallForm, S::kHeadGate>,
                      warp_ctas(plan, p), kWarpKernelThreads, 0, stream, p);
    } else {
      throw std::logic_error("warp kernel: no shared prologue at these steps");
    }
  });
}

}  // namespace kda::cuda
