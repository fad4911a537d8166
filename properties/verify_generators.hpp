// RapidCheck generators of target verify cases (harness/verify_case.hpp): the shape first
// (heads, requests and their T_n, the snapshot buffer, dtypes, the index tables with their
// padding, parents, layout, params, value family), then one seed from which the harness
// fills every tensor. A case shrinks on its configuration and prints in a few lines.
#pragma once

#include <rapidcheck.h>

#include <ostream>

#include "harness/verify_case.hpp"

namespace kda::harness {
// How RapidCheck prints a verify case in a counterexample (argument-dependent lookup).
void showValue(const VerifyCaseSpec& spec, std::ostream& os);
}  // namespace kda::harness

namespace kda::properties {

struct VerifyCaseOptions {
  Op op = Op::kda;
  enum class Parents { drawn, chain, tree } parents = Parents::drawn;
  int64_t min_requests = 0;
  // Serving scale (serving_verify_case): decode's serving heads, up to 256 requests of up to
  // 9 tokens each.
  bool serving = false;
  // With serving: a snapshot buffer past 2^31 elements, every snapshot row named beyond it.
  bool snapshots_past_2_31 = false;
};

// Every valid call of spec/verify.md is reachable: T_n in 0 .. cache_steps (the capacity
// edge T_n == cache_steps weighted up), N == 0, GVA, padded requests (negative slots down to
// the index dtype's minimum, slots >= num_slots up to its maximum), snapshot rows absent
// (negative or >= rows), requests sharing a start slot (the pool is only read), distinct
// snapshot rows, parent tables that are valid where V13 reads them and anything elsewhere
// (step 0, steps past T_n, requests without a row), every dtype the contract allows, gaps in
// every strided buffer, a given scale and (KDA) lower_bound, and the value families of decode
// but the non-finite row. Small shapes: a case runs in well under a millisecond.
rc::Gen<harness::VerifyCaseSpec> verify_case_with(VerifyCaseOptions options);

rc::Gen<harness::VerifyCaseSpec> verify_case(Op op);                // chain or tree
rc::Gen<harness::VerifyCaseSpec> chain_verify_case(Op op);          // no retrieve_parent_token
rc::Gen<harness::VerifyCaseSpec> tree_verify_case(Op op);           // retrieve_parent_token given
rc::Gen<harness::VerifyCaseSpec> multi_request_verify_case(Op op);  // N >= 2

// Serving scale (spec/verify.md section 6): what an engine's target verify runs, where a
// port's large-grid paths and 32-bit snapshot offsets live. Heads as decode's serving cases
// draw them (properties/generators.hpp: draw_serving_heads; K = V = 128, HV up to 64);
// cache_steps up to 9 (vLLM's MTP width; FlashInfer's MTP kernel takes up to 8), most
// requests at that width; N log-uniform over 1..256 or at decode's batch edges up to 256,
// give or take one; padding at serving rates. A case computes at most
// kMaxServingVerifyStates [V, K] states (tokens x value heads) and its snapshot buffer holds
// at most kMaxServingVerifySnapshotStates: past them, requests are padded (an engine pads a
// batch to a captured size: the padded requests keep their tokens). Past 2^31: at most 32
// requests and a snapshot buffer of more than 2^31 elements
// (kept zero, so that it costs what is written), every snapshot row the requests name past
// its element 2^31 (serving_verify_case_past_2_31). Dtypes, parents and values as
// verify_case_with draws them.
rc::Gen<harness::VerifyCaseSpec> serving_verify_case(Op op);
rc::Gen<harness::VerifyCaseSpec> serving_verify_case_past_2_31(Op op);
// Small cases (verify_case's) with their snapshot rows past element 2^31 of the buffer, for
// D5 at every budget: snapshot_rows_to_2_31 rows in front of the drawn ones, which no request
// names, so that every named row starts past it; a request that is not padded writes a
// snapshot step; half of them with one-element snapshot steps (one head of K = V = 1, no gaps
// in the buffer), where the buffer is past 2^31 steps too, for a port that addresses a
// snapshot by step (row x S + j) rather than by element. The buffer is kept zero, so that a
// case costs what is written into it; index tensors widen to int64 where int32 cannot name
// the far rows.
rc::Gen<harness::VerifyCaseSpec> verify_case_past_2_31(Op op);
// The snapshot rows whose span reaches past element 2^31 of a case's buffer, by its row
// stride: verify_case_past_2_31 puts them in front of the drawn rows.
int64_t snapshot_rows_to_2_31(const harness::VerifyCaseSpec& spec);
inline constexpr int64_t kMaxServingVerifyStates = 4096;
inline constexpr int64_t kMaxServingVerifySnapshotStates = 4096;

// RC_TAG / RC_CLASSIFY the case's classes, so that a run shows which edges it hit.
void classify_verify_case(const harness::VerifyCaseSpec& spec);

}  // namespace kda::properties
