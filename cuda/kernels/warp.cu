// The warp kernel family: the default. Serves fp32 pools whose rows allow 16-byte lanes and
// 16-bit pools whose rows allow 8- or 16-byte lanes, K <= 256, heads of at least 64 state
// rows (HV * V): every call of the serving engines' shapes (cuda/geometry.hpp has the
// dispatch table). A warp owns a work item (batch row i, value head hv, consecutive V rows)
// and does everything for it; the forms differ in how the state rows reach the lanes and who
// computes the prologue, one kernel file each:
//
// | form (route)                 | file                  | state rows                    | prologue        |
// |------------------------------|-----------------------|-------------------------------|-----------------|
// | register (warp/register)     | warp_registers.cu     | a batch in registers          | each warp's own |
// | CTA prologue                 | warp_cta_prologue.cu  | a batch in registers          | once per CTA    |
// |   (warp/shared-prologue)     |                       |                               |                 |
// | ring (warp/ring)             | warp_ring.cu          | a cp.async ring in shared mem | each warp's own |
// | serving K = 128              | warp_serving_k128.cu  | one batch in registers, K and | each warp's own |
// |   (warp/serving-k128,        |                       | the call form compiled in     |                 |
// |   warp/serving-k128-held)    |                       |                               |                 |
//
// The first three are one general body (warp_general.cuh) instantiated per form; the device
// helpers it and the serving form share are in warp_device.cuh; the layouts and steps every
// form is compiled at, in warp_launch.hpp.
#include <stdexcept>

#include "cuda/kernels/launch.hpp"
#include "cuda/kernels/warp_launch.hpp"

namespace kda::cuda {

void launch_warp_kernel(const Plan& plan, const Args& p, int device, cudaStream_t stream) {
  switch (plan.warp.form) {
    case WarpForm::Register: return launch_warp_registers(plan, p, stream);
    case WarpForm::SharedPrologue: return launch_warp_cta_prologue(plan, p, stream);
    case WarpForm::Ring: return launch_warp_ring(plan, p, device, stream);
    case WarpForm::ServingK128: return launch_warp_serving_k128(plan, p, stream);
  }
  throw std::logic_error("warp kernel: unknown form");
}

}  // namespace kda::cuda
