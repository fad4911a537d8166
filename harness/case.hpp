// A test case as a small, printable spec (shape, dtypes, layout, flags, value family,
// seed) and its materialisation into guard-banded host buffers. Generators draw CaseSpecs;
// everything else is derived from the seed with a portable PRNG, so a case shrinks on its
// configuration and replays from a few lines of JSON.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "spec/call.hpp"
#include "spec/rules.hpp"
#include "spec/tensor.hpp"

namespace kda::harness {

// SplitMix64 (Steele, Lea, Flood 2014): portable, seedable, good enough for test data.
class SplitMix64 {
 public:
  explicit SplitMix64(uint64_t seed) : state_(seed) {}
  // Inline: filling a production-sized pool calls these millions of times per case.
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  double uniform(double lo, double hi) {  // [lo, hi)
    // 53 random bits: every value is a multiple of 2^-53, so lo + (hi-lo)*u stays in [lo, hi).
    const double u = static_cast<double>(next() >> 11) * 0x1p-53;
    const double x = lo + (hi - lo) * u;
    return x < hi ? x : lo;
  }
  int64_t integer(int64_t lo, int64_t hi);  // [lo, hi]
  double normal();                          // standard normal (Box-Muller)
  double approx_normal();                   // mean 0, variance 1, within +-3.47, from one draw

 private:
  uint64_t state_;
};

enum class ValueFamily : uint8_t {
  Ordinary,           // normal-ish activations, |state| ~ 1, gates in their usual range
  TinyQkNorms,        // q/k rows with sum of squares ~1e-8..1e-5: the 1e-6 epsilon matters
  SoftplusThreshold,  // a + dt_bias within +-0.5 of 20 (and exactly 20)
  BeyondThreshold,    // a + dt_bias in 20..200, A_log small (decay stays visible)
  ExtremeGates,       // A_log in [-20, 20], b in [-60, 60]
  Dyadic,             // exact tier: small dyadic values, lower_bound 0.0, b >= 30, no l2norm
  NonFiniteRow,       // one active row gets NaN/Inf in one of its inputs
};
const char* family_name(ValueFamily f);

// The eight tensors in signature order; indexes HostCase::tensors.
enum TensorId : int { kMixedQkv, kA, kB, kALog, kDtBias, kState, kOut, kIndices, kTensorCount };
const char* tensor_name(int id);  // "mixed_qkv", "a", ..., "ssm_state_indices"

// The order of the pool's three outer dims in memory, outermost first (the K dim is always
// innermost: the contract pins its stride to 1). PyTorch produces every one of them by
// transposing a pool; only the strides say which.
enum class PoolOrder : uint8_t { SlotHeadRow, SlotRowHead, HeadSlotRow, HeadRowSlot, RowSlotHead, RowHeadSlot };
const char* pool_order_name(PoolOrder o);  // "slot,head,row", ...

// Element offsets from here on do not fit a 32-bit int: the serving-scale bug class of
// 32-bit slot offsets lives in pools that reach past it.
inline constexpr int64_t kPoolPastInt32Elements = int64_t{1} << 31;

struct CaseSpec {
  Op op = Op::kda;  // which op of the family the case calls: it decides the gate's shapes
  int64_t B = 1, H = 1, HV = 1, K = 4, V = 4, num_slots = 1;
  std::array<DType, kTensorCount> dtypes = {DType::BFloat16, DType::BFloat16, DType::BFloat16, DType::Float32,
                                            DType::Float32,  DType::Float32,  DType::BFloat16, DType::Int32};
  // Row stride minus row width of mixed_qkv, a, b: positive for rows sliced from a wider
  // buffer; negative (down to minus the width: stride 0, an expanded row) for rows that
  // overlap. No rule constrains these strides, and inputs are only read.
  int64_t qkv_row_extra = 0, a_row_extra = 0, b_row_extra = 0;
  // Pool as a view of a bigger pool: extra elements after each V row, head and slot.
  int64_t vrow_extra = 0, head_extra = 0, slot_extra = 0;
  PoolOrder pool_order = PoolOrder::SlotHeadRow;
  // Strides PyTorch's contiguity rules leave free: per tensor, the stride of every dim of
  // size 1 that no rule pins (is_contiguous() ignores them; rules 2, 4, 6 and 13 pin the
  // last dims of mixed_qkv, a, b, the pool and the dims of A_log and dt_bias), -1 for the
  // dense stride. out's dim 1 always has size 1.
  std::array<int64_t, kTensorCount> unit_dim_stride = {-1, -1, -1, -1, -1, -1, -1, -1};
  int64_t index_stride = 1;      // no rule constrains the index tensor's stride
  std::vector<int64_t> indices;  // B entries; negative or >= num_slots: padding
  DecodeParams params;
  ValueFamily family = ValueFamily::Ordinary;
  uint64_t seed = 0;
  int64_t nonfinite_row = -1;  // NonFiniteRow: the batch row that gets the NaN/Inf

  bool has_duplicate_active_indices() const;
  // Rows of an input that share memory (a negative row extra with B > 1): the batch is
  // then not a set of independent rows that can be moved around.
  bool aliases_input_rows() const;
  bool row_active(int64_t i) const { return indices[i] >= 0 && indices[i] < num_slots; }
  // Gate values per row, the width of a and the size of dt_bias: HV * K for KDA, HV for GDN.
  int64_t gates_per_row() const { return HV * op_spec(op).gate_width(K); }
};

// The same case with every tensor dense (row-major, no extras, no free strides).
CaseSpec dense_layout(const CaseSpec& spec);

// A few readable lines: dims, dtypes, layout, flags, indices, family, seed.
std::string describe(const CaseSpec& spec);
nlohmann::json to_json(const CaseSpec& spec);
CaseSpec case_spec_from_json(const nlohmann::json& j);  // throws std::runtime_error with the key

// The eight tensors' descriptors a spec lays out (data still null); throws
// std::invalid_argument for a spec that lays out nothing. payload_bytes_of: each tensor's
// payload, what a HostCase of the spec allocates (without its guards).
std::array<TensorDesc, kTensorCount> layout_of(const CaseSpec& spec);
std::array<size_t, kTensorCount> payload_bytes_of(const CaseSpec& spec);
// The call of the eight tensors, in the ABI's order, with its params and op: its tensors
// are views of the descriptors (spec/tensor.hpp), which must outlive it.
DecodeCall call_of(std::array<TensorDesc, kTensorCount>& tensors, const DecodeParams& params, Op op);

// The bytes of one buffer, zero-initialised. From 64 MiB on, a mapping of their own with
// transparent huge pages asked for: a page nobody wrote is the kernel's zero page, which
// costs no memory to hold, read or compare, and a copy copies only the pages that hold a
// nonzero byte. So a pool of 2^31 elements costs what is written into it (first touching
// memory is the slow part on a small CI machine).
class PageBytes {
 public:
  static constexpr size_t kMappedFrom = size_t{64} << 20;
  explicit PageBytes(size_t n = 0);
  PageBytes(const PageBytes& other);
  PageBytes(PageBytes&& other) noexcept;
  PageBytes& operator=(PageBytes other) noexcept;
  ~PageBytes();

  std::byte* data() { return data_; }
  const std::byte* data() const { return data_; }
  size_t size() const { return size_; }
  bool mapped() const { return size_ >= kMappedFrom; }
  std::byte& operator[](size_t i) { return data_[i]; }
  const std::byte& operator[](size_t i) const { return data_[i]; }
  std::byte& back() { return data_[size_ - 1]; }
  friend bool operator==(const PageBytes& x, const PageBytes& y);

 private:
  std::byte* data_ = nullptr;
  size_t size_ = 0;
};

// One allocation: guard | payload | guard. Guards hold a fixed byte pattern; any change
// to them is an out-of-bounds write. The payload starts as payload_fill (zero where its
// writer fills it itself: unwritten pages of a mapped buffer then cost nothing).
struct GuardedBuffer {
  static constexpr size_t kGuardBytes = 256;
  static constexpr std::byte kGuardByte{0xA5};
  PageBytes bytes;
  size_t payload_bytes = 0;

  explicit GuardedBuffer(size_t payload = 0, std::byte payload_fill = kGuardByte);
  std::byte* payload() { return bytes.data() + kGuardBytes; }
  const std::byte* payload() const { return bytes.data() + kGuardBytes; }
  bool guards_intact() const;
};

// A tensor's logical elements in row-major order, the element offset kept in step: no
// division per element, which read_float's offset costs. Whole-pool loops (10^8 elements at
// production shapes) walk this way; two walks of one shape step together across layouts.
class ElementWalk {
 public:
  explicit ElementWalk(const TensorDesc& t) : t_(&t), index_(t.shape.size(), 0) {}
  int64_t offset() const { return offset_; }
  void next() {
    for (size_t d = index_.size(); d-- > 0;) {
      offset_ += t_->strides[d];
      if (++index_[d] < t_->shape[d]) return;
      offset_ -= index_[d] * t_->strides[d];
      index_[d] = 0;
    }
  }

 private:
  const TensorDesc* t_;
  std::vector<int64_t> index_;
  int64_t offset_ = 0;
};

// What a case's materialisation is made of, shared with verify's (harness/verify_case.hpp),
// so that both fill their tensors the same way from a seed.
//
// An independent stream per tensor (and one for junk): changing one tensor's size does not
// change another tensor's values, so shrinking a dimension keeps the rest of the case.
SplitMix64 stream_for(uint64_t seed, uint64_t salt);
inline constexpr uint64_t kJunkSalt = 100;
// One stream per pool slot: shrinking the batch keeps the other slots' values.
SplitMix64 slot_stream(uint64_t pool_seed, int64_t slot);
// The value each family draws for each input, one draw (or K of them) from its stream.
double draw_dt_bias(SplitMix64& r, ValueFamily family);
double draw_A_log(SplitMix64& r, ValueFamily family);
// One q or k head of vec.size() values; without l2norm (and not dyadic) scaled by K^-0.5.
void draw_qk_head(SplitMix64& r, ValueFamily family, bool use_qk_l2norm, std::vector<double>& vec);
double draw_v(SplitMix64& r, ValueFamily family);
double draw_a(SplitMix64& r, ValueFamily family, double dt_bias);  // a relative to its dt_bias
double draw_b(SplitMix64& r, ValueFamily family);
// One [K] row of a pool slot, as float32 values.
void draw_state_row(SplitMix64& r, ValueFamily family, std::vector<float>& row);
// Every payload byte of the buffer from the stream, eight bytes a draw: the junk that shows
// a read or a write of a gap.
void fill_with_junk(GuardedBuffer& buffer, SplitMix64& junk);
// Element offset of logical element `flat` (row-major over the shape), int64 throughout.
int64_t flat_offset(const TensorDesc& t, int64_t flat);
int64_t numel_of(const TensorDesc& t);
// One past the largest element offset the tensor addresses: its payload, in elements.
int64_t span_end(const TensorDesc& t);

// A case's guarded buffers and the descriptors that view their payloads. A copy copies the
// bytes and points its descriptors at its own buffers, never at the original's.
template <size_t N>
struct GuardedTensors {
  std::array<GuardedBuffer, N> buffers;
  std::array<TensorDesc, N> tensors;

  GuardedTensors() = default;
  GuardedTensors(const GuardedTensors& other) : buffers(other.buffers), tensors(other.tensors) { repoint(); }
  GuardedTensors& operator=(const GuardedTensors& other) {
    if (this != &other) {
      buffers = other.buffers;
      tensors = other.tensors;
      repoint();
    }
    return *this;
  }
  void repoint() {
    for (size_t id = 0; id < N; ++id) {
      tensors[id].data = buffers[id].payload();
      tensors[id].byte_offset = 0;
    }
  }
};

// The materialised case. Every tensor's data pointer points into its buffer's payload;
// a view's unused gaps (row extras, pool padding) are filled with seeded junk so that
// reading or writing them is visible. out is prefilled with NaN.
class HostCase {
 public:
  explicit HostCase(const CaseSpec& spec);

  const CaseSpec& spec() const { return spec_; }
  DecodeCall call();  // host descriptors (kDLCPU)
  // The same descriptors for readers (the oracle): nothing may be written through them.
  DecodeCall read_only_call() const { return const_cast<HostCase*>(this)->call(); }
  TensorDesc& tensor(int id) { return memory_.tensors[id]; }
  const TensorDesc& tensor(int id) const { return memory_.tensors[id]; }
  GuardedBuffer& buffer(int id) { return memory_.buffers[id]; }
  const GuardedBuffer& buffer(int id) const { return memory_.buffers[id]; }

  // Reads element `flat` (row-major over the logical shape) of a float tensor as double,
  // honouring strides and dtype; indices read as int64.
  double read_float(int id, int64_t flat) const;
  int64_t read_index(int64_t row) const;
  void write_float(int id, int64_t flat, double value);  // rounds to the tensor's dtype

  // The same by element offset from the tensor's data pointer, for whole-tensor loops:
  // element_offsets(id)[flat] is logical element flat's offset (an ElementWalk).
  std::vector<int64_t> element_offsets(int id) const;
  double read_element(int id, int64_t element) const;
  void write_element(int id, int64_t element, double value);

 private:
  // The steps of the constructor, in its order. Each input draws from its own stream of
  // the case's seed, so the order between them does not change a value.
  void allocate_with_junk();
  void fill_head_parameters();  // dt_bias, then A_log
  void fill_qkv();
  void fill_gate_inputs();  // a and b, a relative to dt_bias
  void fill_named_slots(uint64_t pool_seed);
  void write_indices();
  void inject_nonfinite();
  CaseSpec spec_;
  GuardedTensors<kTensorCount> memory_;  // copied deeply, descriptors re-pointed
};

}  // namespace kda::harness
