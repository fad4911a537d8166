// The operations of the family: packed decode steps that share the call's shape (the packed
// row, the pool of [V, K] states, the delta rule) and differ in their gate and their rules.
// Plain C++17: CUDA sources include it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <utility>

namespace kda {

enum class Op { kda, gdn };

inline constexpr std::array<Op, 2> kOps = {Op::kda, Op::gdn};

// "kda", "gdn": the name people and files use for the op.
const char* op_name(Op op);
// The op of that name; std::invalid_argument naming every op otherwise.
Op parse_op(std::string_view name);

// What an op's calls are held to: its packed decode step (spec/contract.md) or its target
// verify (spec/verify.md), the family's third contract.
enum class Contract { decode, verify };
// "kda", "gdn", "kda-verify", "gdn-verify": how --op and a report's "op" name an op's contract.
std::string contract_name(Op op, Contract contract);
// The op and contract of that name; std::invalid_argument naming every one otherwise.
std::pair<Op, Contract> parse_contract(std::string_view name);

}  // namespace kda
