// The warp kernel's register form: a warp holds a batch of its item's state rows in
// registers (STEPS * NV vector loads per lane in flight) and runs the item's prologue
// itself; no shared memory, no barrier. The body is warp_general.cuh's.
#include "cuda/kernels/warp_general.cuh"
#include "cuda/kernels/warp_launch.hpp"

namespace kda::cuda {

void launch_warp_registers(const Plan& plan, const Args& p, cudaStream_t stream) {
  for_warp_shape(plan, [&](auto shape) {
    using S = decltype(shape);
    launch_with_pdl(kLaunching,
                    decode_warp_kernel<typename S::Element, S::kLanesPerRow, S::kElementsPerLane, S::kPieces, S::kSteps,
                                       false, false, S::kFixedCallForm, S::kHeadGate>,
                    warp_ctas(plan, p), kWarpKernelThreads, 0, stream, p);
  });
}

}  // namespace kda::cuda
