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

// RC_TAG / RC_CLASSIFY the case's classes, so that a run shows which edges it hit.
void classify_verify_case(const harness::VerifyCaseSpec& spec);

}  // namespace kda::properties
