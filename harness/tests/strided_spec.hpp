// A case of every kind of gap the guarded buffers must hold: strided rows, a gap after each
// value row, head and slot, and a padding row. The harness and implementation tests share it.
#pragma once

#include <optional>

#include "harness/case.hpp"

namespace kda::harness {

inline CaseSpec strided_spec() {
  return CaseSpec{.B = 3,
                  .H = 1,
                  .HV = 2,
                  .K = 4,
                  .V = 3,
                  .num_slots = 4,
                  .qkv_row_extra = 5,
                  .a_row_extra = 2,
                  .b_row_extra = 1,
                  .vrow_extra = 1,
                  .head_extra = 3,
                  .slot_extra = 7,
                  .indices = {2, -1, 0},
                  .params = {.scale = 0.5f, .use_qk_l2norm_in_kernel = true, .lower_bound = std::nullopt},
                  .seed = 42};
}

}  // namespace kda::harness
