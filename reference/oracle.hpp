// The float64 oracle: the contract's math evaluated in double on the stored inputs, with,
// for every element, a bound on the error a float32 evaluation may make (a running error
// analysis, spec/tolerance.md). Tests judge every implementation against it.
#pragma once

#include <cstdint>
#include <vector>

#include "spec/call.hpp"
#include "spec/verify.hpp"

namespace kda::reference {

// The rows first_row .. first_row + rows - 1 of a call (all of them unless asked for a
// range: a serving-scale call's [B, HV, V, K] in double would not fit in memory).
struct OracleResult {
  DecodeDims dims;
  int64_t first_row = 0, rows = 0;
  // Per row of the range: true when 0 <= index < num_slots (the row reads and writes its slot).
  std::vector<uint8_t> row_active;
  // [rows, HV, V] dense: the output value (exactly 0 for inactive rows) and its bound.
  std::vector<double> out, out_bound;
  // [rows, HV, V, K] dense: the new state computed by row i (meaningful for active rows;
  // with duplicate indices, rows are evaluated independently from the old pool).
  std::vector<double> state, state_bound;
};

// Precondition: validate_contract(call) accepted it and the tensors are host-readable.
// Evaluates call.op's math (a GDN call with a lower_bound throws std::invalid_argument, as
// the reference does). Reads the call's buffers, writes nothing. Bounds already include
// tolerance::kSafetyFactor; a bound of exactly 0 marks an exact-tier element.
OracleResult evaluate_oracle(const DecodeCall& call);
// Only batch rows row_begin .. row_end - 1 (clamped to the batch); rows are independent.
OracleResult evaluate_oracle(const DecodeCall& call, int64_t row_begin, int64_t row_end);
// The same into `result`, whose buffers are reused (no allocation when they are big enough).
void evaluate_oracle(const DecodeCall& call, int64_t row_begin, int64_t row_end, OracleResult& result);

// Target verify (spec/verify.md section 2) in float64 with bounds, per token of the call: the
// decode step token by token from the pool, each bound carried along the chain (D1); a tree
// step starts from its parent's state with the bound widened by the snapshot's rounding to
// its dtype (D2). Bounds include tolerance::kSafetyFactor. The tokens of requests
// first_request .. first_request + requests - 1 (all of them unless asked for a range: a
// serving-scale call's [T, HV, V, K] in double would not fit in memory).
struct VerifyOracleResult {
  int64_t T = 0, HV = 0, V = 0, K = 0;
  int64_t first_request = 0, requests = 0;
  int64_t first_token = 0;  // query_start_loc[first_request]: token t is entry t - first_token
  // Per token of the range: 1 when its request is not padded (padded: out 0, bound 0, no state).
  std::vector<uint8_t> token_active;
  std::vector<double> out, out_bound;      // [T, HV, V] dense
  std::vector<double> state, state_bound;  // [T, HV, V, K] dense: the state after the token
};

// Precondition: validate_verify(call) accepted it and the tensors are host-readable. Reads
// the call's buffers, writes nothing. A GDN call with a lower_bound throws
// std::invalid_argument.
VerifyOracleResult evaluate_verify_oracle(const VerifyCall& call);
// Only requests request_begin .. request_end - 1 (clamped to the call's); requests are
// independent. Into `result`, whose buffers are reused (no allocation when big enough).
void evaluate_verify_oracle(const VerifyCall& call, int64_t request_begin, int64_t request_end,
                            VerifyOracleResult& result);

}  // namespace kda::reference
