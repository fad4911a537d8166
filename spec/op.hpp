// The operations of the family: packed decode steps that share the call's shape (the packed
// row, the pool of [V, K] states, the delta rule) and differ in their gate and their rules.
// Plain C++17: CUDA sources include it.
#pragma once

#include <array>
#include <string_view>

namespace kda {

enum class Op { kda, gdn };

inline constexpr std::array<Op, 2> kOps = {Op::kda, Op::gdn};

// "kda", "gdn": the name people and files use for the op.
const char* op_name(Op op);
// The op of that name; std::invalid_argument naming every op otherwise.
Op parse_op(std::string_view name);

}  // namespace kda
