// The float64 oracle: the contract's math evaluated in double on the stored inputs, with,
// for every element, a bound on the error a float32 evaluation may make (a running error
// analysis, spec/tolerance.md). Tests judge every implementation against it.
#pragma once

#include <cstdint>
#include <vector>

#include "spec/call.hpp"

namespace kda::reference {

struct OracleResult {
  KdaDims dims;
  // Per batch row: true when 0 <= index < num_slots (the row reads and writes its slot).
  std::vector<uint8_t> row_active;
  // [B, HV, V] dense: the output value (exactly 0 for inactive rows) and its bound.
  std::vector<double> out, out_bound;
  // [B, HV, V, K] dense: the new state computed by row i (meaningful for active rows;
  // with duplicate indices, rows are evaluated independently from the old pool).
  std::vector<double> state, state_bound;
};

// Precondition: validate_contract(call) accepted it and the tensors are host-readable.
// Reads the call's buffers, writes nothing. Bounds already include
// tolerance::kSafetyFactor; a bound of exactly 0 marks an exact-tier element.
OracleResult evaluate_oracle(const KdaCall& call);

}  // namespace kda::reference
