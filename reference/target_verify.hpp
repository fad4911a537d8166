// The Eigen CPU reference of target verify (spec/verify.md): its validation and its float32
// computation, which runs the decode step of reference/decode_step.hpp token by token.
#pragma once

#include "spec/verify.hpp"

namespace kda::reference {

// V1-V16 in the op's checking order (spec/verify.hpp: verify_rules). V11-V13 read the index
// tensors' values, when they are int32/int64 on the host (kDLCPU); index tensors the
// reference cannot read leave those three rules to V15 or V16, which then reject the call.
// V16 is the reference's device: kDLCPU. Writes nothing.
VerifyVerdict validate_verify(const VerifyCall& call);

// validate_verify, then the computation of spec/verify.md section 2 with D1-D4: out and the
// named snapshot steps written, the pool and everything else untouched. A rejected call
// touches nothing. A GDN call whose params carry a lower_bound throws std::invalid_argument.
VerifyVerdict target_verify(const VerifyCall& call);

}  // namespace kda::reference
