// A target verify case (spec/verify.md) as a small, printable spec and its materialisation
// into guard-banded host buffers, as harness/case.hpp does for decode and with its
// primitives: the shape, dtypes, index tables and layout are the spec, every value comes
// from the seed through the decode case's per-tensor streams and value families, and every
// gap holds seeded junk.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "harness/case.hpp"
#include "spec/verify.hpp"

namespace kda::harness {

// The fourteen tensors of a VerifyCall in its field order; indexes VerifyHostCase's tensors.
enum VerifyTensorId : int {
  kVerifyQ,
  kVerifyK,
  kVerifyV,
  kVerifyA,
  kVerifyB,
  kVerifyALog,
  kVerifyDtBias,
  kVerifyPool,
  kVerifyCacheIndices,
  kVerifyQueryStartLoc,
  kVerifySnapshots,
  kVerifySnapshotIndices,
  kVerifyParents,
  kVerifyOut,
  kVerifyTensorCount
};
const char* verify_tensor_name(int id);  // the VerifyCall field's name: "q", ..., "retrieve_parent_token", "out"
// The call's descriptor of tensor id; null for an optional tensor the call leaves out.
DLTensor* verify_tensor(VerifyCall& call, int id);

struct VerifyDtypes {
  DType activations = DType::BFloat16;  // q, k, v, a, b and out (Helion returns out in v's dtype)
  DType parameters = DType::Float32;    // A_log, dt_bias
  DType pool = DType::Float32;          // ssm_states
  DType snapshots = DType::Float32;     // intermediate_states_buffer
  DType indices = DType::Int32;         // cache_indices, query_start_loc, intermediate_state_indices, parents
};

struct VerifyCaseSpec {
  Op op = Op::kda;
  int64_t H = 1, HV = 1, K = 4, V = 4, num_slots = 1;
  std::vector<int64_t> tokens;  // T_n of each request, 0 .. cache_steps: N = tokens.size()
  int64_t cache_steps = 1;
  int64_t rows = 1, steps = 1;  // the snapshot buffer's [rows, steps, HV, V, K], steps >= cache_steps
  VerifyDtypes dtypes;
  // N entries each. A slot that is negative or >= num_slots pads the request (D3); a
  // snapshot row that is negative or >= rows gives it none.
  std::vector<int64_t> cache_indices, snapshot_indices;
  // Tree verify: retrieve_parent_token, N rows of one width >= cache_steps; absent: chain.
  std::optional<std::vector<std::vector<int64_t>>> parents;
  // Layout: extra elements after each token of q, k, v, a and b; after each slot of the
  // pool; after each K row and each step of the snapshot buffer; after each head of out.
  int64_t token_extra = 0, pool_slot_extra = 0, snapshot_row_extra = 0, snapshot_step_extra = 0, out_head_extra = 0;
  VerifyParams params;
  ValueFamily family = ValueFamily::Ordinary;
  uint64_t seed = 0;

  int64_t N() const { return static_cast<int64_t>(tokens.size()); }
  int64_t T() const;                     // the sum of the T_n
  int64_t first_token(int64_t n) const;  // query_start_loc[n]
  bool padded(int64_t n) const { return cache_indices[n] < 0 || cache_indices[n] >= num_slots; }
  bool has_row(int64_t n) const { return snapshot_indices[n] >= 0 && snapshot_indices[n] < rows; }
  // Gate values per token, a's width and dt_bias's size: HV * K for KDA, HV for GDN.
  int64_t gates_per_token() const { return HV * op_spec(op).gate_width(K); }
  int64_t parent_width() const {
    return parents && !parents->empty() ? static_cast<int64_t>(parents->front().size()) : cache_steps;
  }
  // Whether request n's step j > 0 reads a parent's snapshot (tree verify with a row, D2).
  bool reads_parent(int64_t n) const { return parents.has_value() && has_row(n); }
};

// A few readable lines: dims, dtypes, layout, requests (tokens, slot, row, parents), params,
// family, seed.
std::string describe(const VerifyCaseSpec& spec);
nlohmann::json to_json(const VerifyCaseSpec& spec);
// Throws binding::Error ("verify case: <key>: ...") naming the first bad key.
VerifyCaseSpec verify_case_spec_from_json(const nlohmann::json& j);

// The fourteen tensors' descriptors the spec lays out (data still null), int64 offsets
// throughout: a snapshot buffer past 2^31 elements lays out as any other.
std::array<TensorDesc, kVerifyTensorCount> verify_layout_of(const VerifyCaseSpec& spec);

// The materialised case. out's elements are prefilled with NaN and the snapshot buffer is
// junk throughout, so that an element written shows; every gap holds junk (a buffer past
// 2^31 elements keeps zeros instead, as a decode pool does, so that it costs only what is
// written into it). The pool holds values in the slots that requests not padded name.
class VerifyHostCase {
 public:
  explicit VerifyHostCase(const VerifyCaseSpec& spec);

  const VerifyCaseSpec& spec() const { return spec_; }
  // Host descriptors (kDLCPU): tree verify when the spec has parents.
  VerifyCall call();
  // The same descriptors for readers (the oracle): nothing may be written through them.
  VerifyCall read_only_call() const { return const_cast<VerifyHostCase*>(this)->call(); }
  TensorDesc& tensor(int id) { return memory_.tensors[id]; }
  const TensorDesc& tensor(int id) const { return memory_.tensors[id]; }
  GuardedBuffer& buffer(int id) { return memory_.buffers[id]; }
  const GuardedBuffer& buffer(int id) const { return memory_.buffers[id]; }
  DType dtype(int id) const { return dtype_of(memory_.tensors[id].dtype); }

  // The element offset of a multi-index, and the element there as a double (float or index
  // tensors alike); write rounds to the tensor's dtype, exactly for a value of that dtype.
  int64_t offset(int id, std::initializer_list<int64_t> index) const;
  double read(int id, int64_t element) const;
  void write(int id, int64_t element, double value);
  const std::byte* element_bytes(int id, int64_t element) const;
  // An index tensor's element as it is, through no double (int64 padding reaches past 2^53).
  void write_index(int id, int64_t element, int64_t value);

 private:
  void fill_values();
  void write_indices();
  VerifyCaseSpec spec_;
  GuardedTensors<kVerifyTensorCount> memory_;  // copied deeply, descriptors re-pointed
};

}  // namespace kda::harness
