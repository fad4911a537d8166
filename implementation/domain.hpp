// A declared domain: what a restricted port supports (power-of-two head dims, a largest K
// or V, dense pools, indices below num_slots, some dtypes), stated in a small JSON file.
// Numeric properties then draw only inside it; decode's validation properties still draw from
// the whole contract (a port must reject every invalid call with the contract's message;
// verify's start from a call inside it and add their faults), and the report lists every
// restriction at the top as a declared deviation from the contract.
//
// {
//   "extends": "sglang-triton.kda-domain.json",  optional: a base domain (relative to this
//                                                 file), which this file's keys override as a
//                                                 JSON merge patch (RFC 7386; no nulls)
//   "name": "sglang-helion",                      free text, for the report
//   "device": "cuda",                             where the port's tensors live (Python ports;
//                                                 default "cpu")
//   "K": {"power_of_two": true, "max": 256},      head dims (also "V"); "min" too
//   "V": {"power_of_two": true, "max": 256},
//   "dense_pool": true,                           no gaps, no transposed pool, no free strides
//   "dense_slot_contents": true,                  each slot's [HV, V, K] dense (the slot
//                                                 stride stays free)
//   "dense_rows": true,                           mixed_qkv, a, b rows exactly their width
//   "slot_stride_multiple": 4,                    each slot's stride a multiple of 4 elements (a
//                                                 port that moves state rows in 16-byte vectors
//                                                 from the slot's base); needs dense_slot_contents
//                                                 without dense_pool
//   "zero_unit_strides": false,                   no size-1 dim with stride 0 (a stride the
//                                                 contract leaves free); or per tensor,
//                                                 {"ssm_state_indices": false}: none in those
//   "unit_dim_strides": {"ssm_state_indices": 1}, every size-1 dim of those tensors has stride
//                                                 1 (a port whose DLPack consumer checks the
//                                                 innermost stride even where the dim's size
//                                                 leaves it free)
//   "int32_strides": true,                        every stride below 2^31 elements, a size-1
//                                                 dim's free stride included (a port that
//                                                 computes strides in 32 bits)
//   "indices_below_num_slots": true,              no out-of-range rows (negative padding stays)
//   "dense_indices": true,                        the index tensor's stride 1 (a port that reads
//                                                 it densely whatever its stride)
//   "slot_zero_is_padding": true,                 no row names slot 0: the port takes index 0
//                                                 for padding (vLLM's NULL_BLOCK_ID), where the
//                                                 contract has only negative indices pad
//   "min_batch": 8, "max_batch": 65535,           B range (padding rows added to reach min)
//   "gva": false,                                 H == HV only: the port has no grouped value
//                                                 heads (gvaExpansionEqualsRepeatedHeads, whose
//                                                 cases are GVA, is not run)
//   "use_qk_l2norm_in_kernel": true,              the only value of the flag it takes
//   "lower_bound": false,                         takes no lower_bound (KDA's softplus gate only)
//   "scale": "1/sqrt(K)",                         the only scale it takes (a port that compiles
//                                                 the scale in and ignores the call's)
//   "inactive_rows_out": "unwritten",             an inactive row's out (padding, out of range)
//                                                 is not judged, while its pool still is (a port
//                                                 that returns its own output tensor, where
//                                                 those rows are left unwritten or hold what it
//                                                 computed for them)
//   "dtypes": {"initial_state": ["float32", "bfloat16"], "ssm_state_indices": ["int32"]},
//   "out_dtype": "mixed_qkv",                     out's dtype is mixed_qkv's (a port that returns
//                                                 its output in the activations' dtype, which an
//                                                 adapter copies into out)
//   "extension_rules": false,                     the port checks upstream's rules only: no
//                                                 invalid call whose fault is one of the
//                                                 contract's extensions (K == 0, an unsupported
//                                                 dtype, the wrong device) is drawn
//   "validation": "own",                          the port checks calls its own way (asserts,
//                                                 other words): invalid calls must be rejected
//                                                 (an exception, nothing written), their
//                                                 messages are not compared ("contract": they
//                                                 are, the default; "none": the port checks no
//                                                 call, a raw kernel its engine calls only with
//                                                 what it built, so no invalid call is drawn and
//                                                 the validation properties do not run)
//   "specializations": 8,                         the port compiles per shape and layout
//                                                 (Triton constexprs, Helion): numeric cases
//                                                 take their head dims, dtypes and strides from
//                                                 8 layouts per seed and case family, shared by
//                                                 the seed's jobs (generators.hpp); kda_suite's
//                                                 --specializations N overrides it
//   "specialization_axes": ["batch", "slots", "scale"],
//                                                 what else the port compiles per value (CuTe DSL
//                                                 kernels per batch and pool size, a tl.constexpr
//                                                 scale): each layout then also fixes it, so a
//                                                 bounded campaign draws N values per seed and
//                                                 case family; needs "specializations"
//   "verify": {...},                              target verify's own keys, below
//   "notes": "why, in a sentence"
// }
//
// A verify campaign (kda_suite campaign --op kda-verify|gdn-verify) reads the same file for
// the verify call of spec/verify.md: decode's keys name its tensors as follows, mixed_qkv for
// q, k and v; a and b, A_log and dt_bias for their own; initial_state for ssm_states;
// ssm_state_indices for the index tensors (cache_indices, query_start_loc,
// intermediate_state_indices, retrieve_parent_token); out for out; the batch (min_batch,
// max_batch, the "batch" specialization axis) for the requests; "dense_rows" for each token's
// row of q, k, v, a and b. The generators draw one dtype for q, k, v, a, b and out, one for
// A_log and dt_bias and one for the index tensors, so "dtypes" admits what every tensor of
// each group admits. A key a verify call cannot honour ("zero_unit_strides", "int32_strides",
// "inactive_rows_out", "use_qk_l2norm_in_kernel": false, "unit_dim_strides" of a tensor other
// than A_log, dt_bias or ssm_state_indices) makes a verify campaign refuse the file, naming
// the key (verify_domain_problems). What decode has no key for is the "verify" object's:
//
//   "verify": {
//     "tree": false,                              chain verify only: no retrieve_parent_token
//                                                 (treeVerifyEqualsChainVerifyAlongEveryPath,
//                                                 whose cases are trees, is not run)
//     "max_cache_steps": 8,                       cache_steps at most 8, so no request carries
//                                                 more tokens
//     "uniform_tokens": true,                     every request of one length (a kernel whose
//                                                 inputs are [N, T, ...])
//     "snapshot_rows_by_request": true,           request n, not padded, writes snapshot row n
//                                                 (a kernel that takes no snapshot indices);
//                                                 a padded request names none
//     "snapshot_indices_below_rows": true,        no snapshot index >= rows (negative ones, a
//                                                 request without a snapshot row, stay)
//     "dense_snapshot_rows": true,                each snapshot row dense: no gap after a K row
//                                                 or a step, so its pitch is whole steps
//     "padded_requests": false,                   no padded request (D3's slot < 0 or >=
//                                                 num_slots)
//     "snapshot_dtypes": ["float32"]              intermediate_states_buffer's dtypes
//   }
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "harness/case.hpp"
#include "harness/judge.hpp"
#include "harness/verify_case.hpp"

namespace kda::implementation {

struct DimLimits {
  bool power_of_two = false;
  int64_t min = 1;
  int64_t max = 0;  // 0: no limit
};

// The "verify" object: what a verify call restricts that no decode key says.
struct VerifyDomain {
  bool tree = true;                          // false: chain verify only
  int64_t max_cache_steps = 0;               // 0: no limit
  bool uniform_tokens = false;               // every request of one length
  bool snapshot_rows_by_request = false;     // request n, not padded, writes row n
  bool snapshot_indices_below_rows = false;  // no snapshot index >= rows
  bool dense_snapshot_rows = false;          // no gap after a snapshot K row or step
  bool padded_requests = true;               // false: no padded request
  std::vector<DType> snapshot_dtypes;        // empty: every contract dtype
};

struct Domain {
  std::string source;  // the file it came from
  std::string name;
  std::string device = "cpu";
  DimLimits K, V;
  bool dense_pool = false;
  bool dense_slot_contents = false;
  bool dense_rows = false;
  bool int32_strides = false;
  std::array<bool, harness::kTensorCount> no_zero_unit_stride{};  // per tensor; "zero_unit_strides"
  std::array<bool, harness::kTensorCount> unit_dim_stride_one{};  // per tensor; "unit_dim_strides"
  int64_t slot_stride_multiple = 0;                               // 0: any slot stride
  bool indices_below_num_slots = false;
  bool dense_indices = false;
  bool out_dtype_is_mixed_qkvs = false;  // "out_dtype": "mixed_qkv"
  bool slot_zero_is_padding = false;
  int64_t min_batch = 0, max_batch = 0;  // max 0: no limit
  bool gva = true;                       // false: H == HV only
  std::optional<bool> use_qk_l2norm_in_kernel;
  bool no_lower_bound = false;                                   // "lower_bound": false
  bool scale_inverse_sqrt_k = false;                             // "scale": "1/sqrt(K)"
  bool inactive_rows_out_unwritten = false;                      // "inactive_rows_out": "unwritten"
  std::array<std::vector<DType>, harness::kTensorCount> dtypes;  // empty: every contract dtype
  bool own_validation = false;                                   // rejections required, messages not compared
  bool no_validation = false;                                    // "none": no invalid call is drawn
  bool extension_rules = true;                                   // false: invalid calls break upstream's rules only
  int64_t specializations = 0;                                   // layouts per seed and case family; 0: unbounded
  uint64_t specialization_seed = 0;                              // the campaign seed whose layouts these are
  // What the layouts also fix ("specialization_axes"): the batch size, the number of slots
  // and the scale.
  bool batch_axis = false, slots_axis = false, scale_axis = false;
  VerifyDomain verify;
  std::string notes;

  // The restrictions in words, one per line (empty: the whole contract).
  std::vector<std::string> restrictions() const;
  // The same as a verify campaign reads them (decode's keys named for the verify call's tensors).
  std::vector<std::string> verify_restrictions() const;
  // The same case moved inside the domain: head dims rounded down to what it supports,
  // layouts made dense where it asks, out-of-range rows made padding, dtypes replaced by
  // the first it admits.
  harness::CaseSpec fit(harness::CaseSpec spec) const;
  bool admits(const harness::CaseSpec& spec) const;
  // The same for a call given as descriptors (a recorded upstream call): its head dims,
  // layouts and dtypes (index values are not known there).
  bool admits(const DecodeCall& call) const;
  // A verify case moved inside the domain, as fit does a decode case: head dims, gaps, dtypes,
  // cache_steps, the number of requests and their tokens, slots and snapshot rows, parents;
  // the result is a valid call (parents stay valid wherever rule V13 reads them). Precondition:
  // verify_domain_problems() is empty.
  harness::VerifyCaseSpec fit(harness::VerifyCaseSpec spec) const;
  bool admits(const harness::VerifyCaseSpec& spec) const;
};

// Why a verify campaign cannot draw inside the domain: each key it cannot honour, named with
// the file ("d.json: int32_strides: ..."), and each group of verify tensors whose admitted
// dtypes have nothing in common. Empty: a verify campaign takes it.
std::vector<std::string> verify_domain_problems(const Domain& domain);

// Whether a dim of size 1 has stride 0 (legal: its stride is free), what "zero_unit_strides"
// restricts.
bool has_unit_dim_of_stride_zero(const DLTensor& t);
// Whether a dim of size 1 has a stride other than 1, what "unit_dim_strides" restricts.
bool has_unit_dim_of_stride_other_than_one(const DLTensor& t);

// Reads and checks a domain file; throws std::runtime_error naming the file and the key.
Domain load_domain(const std::string& path);

// The domain file as load_domain reads it, its "extends" chain applied, as JSON text (what
// `kda_suite domain FILE` prints, so that scripts need not resolve the chain themselves);
// checked first, so it throws as load_domain does.
std::string resolved_domain_text(const std::string& path);

// The domain file beside an implementation: for a Python port in a file
// (python:path/to/port.py:FUNCTION), path/to/port.kda-domain.json when there is one; "" for
// none (select_implementation takes a file named by --domain or KDA_DOMAIN before it).
std::string domain_file_for(const std::string& iut_selector);

// What judgements leave out for a port whose domain declares it (harness/judge.hpp).
harness::JudgeScope judge_scope(const std::optional<Domain>& domain);

// Whether rejection messages are compared with the contract's: not for a port whose domain
// declares its own validation.
bool contract_messages_judged(const std::optional<Domain>& domain);

}  // namespace kda::implementation
