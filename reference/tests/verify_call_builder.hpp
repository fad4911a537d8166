// Host buffers plus descriptors for target verify calls (spec/verify.hpp), built like
// call_builder.hpp's decode calls.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/tests/call_builder.hpp"
#include "spec/verify.hpp"

namespace kda::reference::testing {

struct VerifyShape {
  Op op = Op::kda;
  int64_t H = 1, HV = 2, K = 2, V = 1, num_slots = 2;
  std::vector<int64_t> tokens = {1, 2};  // T_n of each request: N = tokens.size()
  int64_t cache_steps = 2;
  int64_t rows = 2, S = 2;             // the snapshot buffer's [rows, S, ...]
  bool tree = false;                   // retrieve_parent_token given, [N, cache_steps], a chain j - 1
  DType activations = DType::Float32;  // q, k, v, a, b (and A_log, dt_bias)
  DType state = DType::Float32;        // ssm_states
  DType snapshots = DType::Float32;    // intermediate_states_buffer
  DType indices = DType::Int32;
};

// A valid call: zero-filled inputs, request n on slot n % num_slots and snapshot row
// n % rows, query_start_loc from the token counts. The snapshot buffer and out are filled
// with the byte 0x5a, a finite sentinel, so that untouched elements show.
struct TestVerifyCall {
  HostTensor q, k, v, a, b, A_log, dt_bias, ssm_states, cache_indices, query_start_loc, buffer,
      intermediate_state_indices, retrieve_parent_token, out;
  bool has_buffer = true, tree;
  int64_t cache_steps;
  VerifyParams params;
  Op op;

  explicit TestVerifyCall(const VerifyShape& shape = {});
  VerifyCall call();  // views into this object: keep it alive while the call is used
  // Uniform values in every float input (gate logits, A_log and the pool in their own ranges).
  void fill_random(uint32_t seed);
};

// Every element of a dense tensor, in order, as doubles (exact for every float dtype).
std::vector<double> elements(HostTensor& t);
void set_elements(HostTensor& t, const std::vector<double>& values);

}  // namespace kda::reference::testing
