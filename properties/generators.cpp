#include "properties/generators.hpp"

#include "implementation/domain.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>
#include <tuple>
#include <utility>

namespace kda::harness {
void showValue(const CaseSpec& spec, std::ostream& os) { os << describe(spec) << "\njson: " << to_json(spec).dump(); }
}  // namespace kda::harness

namespace kda::properties {

using harness::CaseSpec;
using harness::SplitMix64;
using harness::ValueFamily;

namespace {

int64_t draw_int(int64_t lo, int64_t hi) { return *uniform_int(lo, hi); }

// The op's production head configurations (spec: OpSpec::production), by weight. A family
// of one split draws no element, so that KDA's draws stay what they were.
HeadShape draw_production_heads(Op op) {
  const std::vector<ProductionHeads>& families = op_spec(op).production;
  std::vector<size_t> weights, which;
  for (size_t i = 0; i < families.size(); ++i)
    weights.push_back(static_cast<size_t>(families[i].weight)), which.push_back(i);
  // gen::weightedElement's own generator: the packaged function takes only a literal list.
  const ProductionHeads& f =
      families[*rc::Gen<size_t>(rc::gen::detail::WeightedElementGen<size_t>(std::move(weights), std::move(which)))];
  const std::pair<int64_t, int64_t> split = f.splits.size() == 1 ? f.splits.front() : *rc::gen::elementOf(f.splits);
  return {split.first, split.second, f.K, f.V, f.lower_bound, true};
}

}  // namespace

HeadShape draw_serving_heads(Op op) {
  if (*rc::gen::weightedElement<int>({{3, 0}, {2, 1}}) == 0) return draw_production_heads(op);
  const int64_t ratio = *rc::gen::element<int64_t>(2, 3, 4, 8);
  const int64_t h = *rc::gen::element<int64_t>(1, 2, 4, 8);
  return {h, h * ratio, 128, 128, std::nullopt, false};
}

// In thousandths of the octave range.
int64_t draw_log_uniform(int64_t lo, int64_t hi) {
  const double e = static_cast<double>(draw_int(0, 1000)) / 1000.0;
  const double x = std::exp(std::log(static_cast<double>(lo)) + e * std::log(static_cast<double>(hi) / lo));
  return std::clamp<int64_t>(std::llround(x), lo, hi);
}

namespace {

// A serving case's batch, and what a route window asks of the rest of the case.
struct ServingBatch {
  int64_t B;
  std::optional<DType> state;  // the pool dtype that selects the window's route
  bool serving_form = false;   // the window's route needs the serving call form
};

// B for serving heads of HV value heads (serving_case in generators.hpp).
ServingBatch draw_serving_batch(int64_t HV, int64_t K, int64_t V) {
  ServingBatch b{};
  bool capped = *rc::gen::weightedElement<int>({{kServingUncappedOneIn - 1, 0}, {1, 1}}) == 0;
  const int kind = *rc::gen::weightedElement<int>({{3, 0}, {2, 1}, {2, 2}, {6, 3}});
  if (kind == 0) {
    b.B = draw_log_uniform(1, 1024);
  } else if (kind == 1) {
    b.B = *rc::gen::elementOf(std::vector<int64_t>(std::begin(kServingBatchEdges), std::end(kServingBatchEdges)));
  } else if (kind == 2) {
    const int64_t edge = *rc::gen::elementOf(
        std::vector<int64_t>(std::begin(kServingBatchTimesHeadsEdges), std::end(kServingBatchTimesHeadsEdges)));
    b.B = (edge + HV - 1) / HV;
  } else {
    int total = 0;
    for (const ServingRouteWindow& w : kServingRouteWindows) total += w.weight;
    int pick = static_cast<int>(draw_int(0, total - 1));
    const ServingRouteWindow* chosen = std::begin(kServingRouteWindows);
    while (pick >= chosen->weight) pick -= (chosen++)->weight;
    const ServingRouteWindow& window = *chosen;
    b.B = (draw_int(window.lo, window.hi) + HV - 1) / HV;
    b.state = window.state;
    b.serving_form = window.serving_form;
    capped = capped && window.hi * K * V <= kMaxServingStateElements;
  }
  if (kind != 3) b.B += draw_int(-1, 1);
  b.B = std::clamp<int64_t>(b.B, 1, 1024);
  if (capped) b.B = std::min<int64_t>(b.B, std::max<int64_t>(1, kMaxServingStateElements / (HV * K * V)));
  return b;
}

// The serving engines' call: bf16 q/k/v, a, b and out, fp32 A_log and dt_bias, int32
// indices, l2norm on, the softplus gate, rows and pool rows dense or sliced on 16-byte
// boundaries, a fp32 or bf16 pool. What is drawn for the rest of the case stays.
void apply_serving_call_form(CaseSpec& s) {
  using namespace harness;
  for (int id : {kMixedQkv, kA, kB, kOut}) s.dtypes[id] = DType::BFloat16;
  s.dtypes[kALog] = s.dtypes[kDtBias] = DType::Float32;
  if (s.dtypes[kState] == DType::Float16) s.dtypes[kState] = DType::BFloat16;
  s.dtypes[kIndices] = DType::Int32;
  for (int64_t& i : s.indices)
    i = std::clamp<int64_t>(i, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max());
  s.params.use_qk_l2norm_in_kernel = true;
  s.params.lower_bound = std::nullopt;
  s.qkv_row_extra = s.qkv_row_extra > 0 ? 1536 : 0;  // the 4,608-wide row of a 6,144 projection
  s.a_row_extra = s.b_row_extra = 0;
  s.vrow_extra = s.head_extra = 0;
  s.slot_extra = s.slot_extra > 0 ? 256 : 0;
  s.pool_order = PoolOrder::SlotHeadRow;
  s.unit_dim_stride.fill(-1);
  s.index_stride = 1;
}

// A head dim: mostly small (fast), non powers of two included; sometimes up to 200. K
// (wide_k) rarely goes past 256, where a 32-lane row holds more than 8 elements a lane and
// kernels take another route (the CUDA table's rows-any-k); rarely, because such a head
// costs a hundred small ones.
int64_t draw_head_dim(bool small_dims, bool wide_k = false) {
  if (small_dims) return *rc::gen::weightedElement<int64_t>({{6, 0}, {3, 1}}) == 0 ? draw_int(1, 16) : draw_int(17, 32);
  const int bucket =
      *rc::gen::weightedElement<int>({{1200, 0}, {500, 1}, {200, 2}, {static_cast<size_t>(wide_k ? 2 : 0), 3}});
  if (bucket == 0) return draw_int(1, 16);
  if (bucket == 1) return draw_int(17, 32);
  if (bucket == 2) return draw_int(33, 200);
  return draw_int(257, 320);
}

HeadShape draw_synthetic_heads(bool small_dims, bool force_gva) {
  HeadShape s{};
  s.production = false;
  s.H = *rc::gen::weightedElement<int64_t>({{6, 1}, {3, 2}, {1, 3}, {1, 4}});
  int64_t ratio = 1;
  if (force_gva || *rc::gen::weightedElement<int>({{3, 0}, {1, 1}}) == 1) ratio = draw_int(2, 8);  // GVA
  s.HV = s.H * ratio;
  s.K = draw_head_dim(small_dims, true);
  s.V = draw_head_dim(small_dims);
  // Keep one row's state update small enough that thousands of cases stay fast.
  while (s.HV * s.K * s.V > 160000) {
    if (s.K >= s.V)
      s.K = std::max<int64_t>(1, s.K / 2);
    else
      s.V = std::max<int64_t>(1, s.V / 2);
  }
  return s;
}

}  // namespace

DType draw_activation_dtype() {
  return *rc::gen::weightedElement<DType>({{6, DType::BFloat16}, {2, DType::Float16}, {2, DType::Float32}});
}

DType draw_any_float_dtype() { return *rc::gen::element(DType::Float32, DType::BFloat16, DType::Float16); }

namespace {

int64_t draw_row_extra() {
  // Production rows are slices of a wider projection (row stride 6144 for a 4608 row).
  const int kind = *rc::gen::weightedElement<int>({{7, 0}, {2, 1}, {1, 2}});
  if (kind == 0) return 0;
  if (kind == 1) return draw_int(1, 17);
  return *rc::gen::element<int64_t>(256, 1536);
}

// Row stride minus row width: mostly dense or wider (a slice of a projection), sometimes
// overlapping rows or one expanded row (stride 0), which no rule forbids for inputs.
int64_t draw_row_extra(int64_t width, bool allow_aliased) {
  if (allow_aliased && width > 0 && *rc::gen::weightedElement<int>({{19, 0}, {1, 1}}) == 1)
    return *rc::gen::element<int>(0, 1) == 0 ? -width : -draw_int(1, width);
  return draw_row_extra();
}

// A stride for a dim of size 1: any value PyTorch can produce (is_contiguous() ignores it),
// beyond 32 bits included.
int64_t draw_unit_dim_stride() {
  const int kind = *rc::gen::weightedElement<int>({{3, 0}, {2, 1}, {2, 2}, {2, 3}, {1, 4}});
  if (kind == 0) return 0;
  if (kind == 1) return 1;
  if (kind == 2) return draw_int(2, 17);
  if (kind == 3) return draw_int(18, 1000000);
  return (int64_t{1} << 33) + draw_int(0, 7);
}

harness::PoolOrder draw_pool_order() {
  using harness::PoolOrder;
  return *rc::gen::weightedElement<PoolOrder>({{15, PoolOrder::SlotHeadRow},
                                               {1, PoolOrder::SlotRowHead},
                                               {1, PoolOrder::HeadSlotRow},
                                               {1, PoolOrder::HeadRowSlot},
                                               {1, PoolOrder::RowSlotHead},
                                               {1, PoolOrder::RowHeadSlot}});
}

int64_t draw_pool_extra() {
  const int kind = *rc::gen::weightedElement<int>({{7, 0}, {2, 1}, {1, 2}});
  if (kind == 0) return 0;
  if (kind == 1) return *rc::gen::element<int64_t>(1, 3, 17);
  return 256;
}

}  // namespace

// Padding rows: any negative value, the extremes of the index dtype included.
int64_t draw_padding_index(DType idx_dtype) {
  const int64_t most_negative =
      idx_dtype == DType::Int32 ? int64_t{std::numeric_limits<int32_t>::min()} : std::numeric_limits<int64_t>::min();
  const int kind = *rc::gen::weightedElement<int>({{5, 0}, {2, 1}, {1, 2}, {2, 3}});
  if (kind == 0) return -1;
  if (kind == 1) return -2;
  if (kind == 2) return most_negative;
  return draw_int(-100000, -1);
}

int64_t draw_out_of_range_index(DType idx_dtype, int64_t num_slots) {
  const int64_t most_positive =
      idx_dtype == DType::Int32 ? int64_t{std::numeric_limits<int32_t>::max()} : std::numeric_limits<int64_t>::max();
  const int kind = *rc::gen::weightedElement<int>({{4, 0}, {3, 1}, {2, 2}});
  if (kind == 0) return num_slots;
  if (kind == 1) return num_slots + draw_int(1, 100);
  return most_positive;
}

namespace {

enum class RowKind { Active, Padding, OutOfRange };

}  // namespace

rc::Gen<int64_t> uniform_int(int64_t lo, int64_t hi) {
  return rc::gen::resize(rc::kNominalSize, rc::gen::inRange<int64_t>(lo, hi + 1));
}

// --- Bounded specializations (a domain's "specializations": N) -------------------------

// What a kernel that compiles per shape and layout specializes on (Triton constexpr dims
// and strides, Helion's specialized strides): head dims, dtypes and strides. The batch,
// indices, padding, values, gates and flags are not in it, nor the number of slots where
// the pool's strides do not depend on it, unless the domain names them as specialization
// axes (a CuTe DSL kernel compiles per batch and pool size, a tl.constexpr scale per value).
struct Signature {
  int64_t H, HV, K, V;
  std::array<DType, harness::kTensorCount> dtypes;
  int64_t qkv_row_extra, a_row_extra, b_row_extra, vrow_extra, head_extra, slot_extra, index_stride;
  harness::PoolOrder pool_order;
  std::array<int64_t, harness::kTensorCount> unit_dim_stride;
  // A pool whose slot dim is not outermost: the dims outside it step over every slot, so
  // its strides are those of this many slots (at least one, so that an all-padding draw
  // still leaves room for active rows); 0 where the slot dim is outermost.
  int64_t num_slots = 0;
  // The specialization axes: the batch, the slots and the scale of the layout's own case,
  // each fixed for every case drawn in this layout where the domain names its axis.
  int64_t B = 0, slots = 0;
  float scale = 1.0f;
  bool fix_batch = false, fix_slots = false, fix_scale = false;
};

bool slot_dim_outermost(harness::PoolOrder order) {
  return order == harness::PoolOrder::SlotHeadRow || order == harness::PoolOrder::SlotRowHead;
}

// The slots a layout keeps: where the slot dim is outermost, none (its strides do not
// depend on them).
int64_t pinned_slots(const CaseSpec& s) {
  return slot_dim_outermost(s.pool_order) ? 0 : std::max<int64_t>(1, s.num_slots);
}

Signature signature_of(const CaseSpec& s, const implementation::Domain& d) {
  Signature g{
      s.H,           s.HV,         s.K,          s.V,          s.dtypes,       s.qkv_row_extra, s.a_row_extra,
      s.b_row_extra, s.vrow_extra, s.head_extra, s.slot_extra, s.index_stride, s.pool_order,    s.unit_dim_stride};
  g.num_slots = pinned_slots(s);
  g.B = s.B, g.slots = std::max<int64_t>(1, s.num_slots), g.scale = s.params.scale;
  g.fix_batch = d.batch_axis, g.fix_slots = d.slots_axis, g.fix_scale = d.scale_axis;
  return g;
}

void apply_signature(CaseSpec& s, const Signature& g) {
  s.H = g.H, s.HV = g.HV, s.K = g.K, s.V = g.V;
  s.dtypes = g.dtypes;
  s.qkv_row_extra = g.qkv_row_extra, s.a_row_extra = g.a_row_extra, s.b_row_extra = g.b_row_extra;
  s.vrow_extra = g.vrow_extra, s.head_extra = g.head_extra, s.slot_extra = g.slot_extra;
  s.index_stride = g.index_stride;
  s.pool_order = g.pool_order;
  s.unit_dim_stride = g.unit_dim_stride;
  if (g.fix_scale) s.params.scale = g.scale;        // the batch and slots are fixed where they are drawn
  if (s.dtypes[harness::kIndices] == DType::Int32)  // padding and out-of-range values stay so
    for (int64_t& i : s.indices)
      i = std::clamp<int64_t>(i, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max());
}

// The layout case_with draws the case in (heads, dtypes, strides), while a bounded
// generator runs; null otherwise.
thread_local const Signature* forced_signature = nullptr;

// The N layouts of a case family for the domain's seed: drawn by the family's own generator
// (unbounded, inside the domain) from streams of that seed, so that every job of a campaign
// seed, in whatever process, draws from the same N, and another seed from others. Kept per
// family, domain (its restrictions: what fit does) and seed, since every case asks again,
// and generators of two domains may share a process.
const std::vector<Signature>& signature_pool(const std::string& family, const rc::Gen<CaseSpec>& gen,
                                             const implementation::Domain& d) {
  using Key = std::tuple<std::string, std::vector<std::string>, uint64_t, int64_t>;
  static std::map<Key, std::vector<Signature>> pools;
  const Key key{family, d.restrictions(), d.specialization_seed, d.specializations};
  if (const auto known = pools.find(key); known != pools.end()) return known->second;
  const uint64_t family_salt = std::hash<std::string>{}(family);
  std::vector<Signature> pool;
  for (int64_t i = 0; static_cast<int64_t>(pool.size()) < d.specializations; ++i) {
    if (i > 100 * d.specializations)
      throw std::runtime_error("the " + family + " cases keep discarding: no layouts drawn for the bounded domain");
    SplitMix64 stream(d.specialization_seed ^ (family_salt * 0x9e3779b97f4a7c15ULL) ^ static_cast<uint64_t>(i));
    try {
      pool.push_back(signature_of(d.fit(gen(rc::Random(stream.next()), 50).value()), d));
    } catch (...) {  // a draw the family discards (RC_PRE, suchThat): the next stream
    }
  }
  return pools.emplace(key, std::move(pool)).first->second;
}

// gen, its head dims, dtypes and strides taken from one of the domain's N layouts of this
// family when the domain bounds specializations; without a bound, gen itself, so that
// every seed's cases stay what they were.
rc::Gen<CaseSpec> within_specializations(Op op, std::string family, const std::optional<implementation::Domain>& domain,
                                         rc::Gen<CaseSpec> gen) {
  if (!domain || domain->specializations <= 0) return gen;
  if (op != Op::kda) family = std::string(op_name(op)) + " " + family;  // KDA's pools stay what they were
  return rc::gen::exec([family, d = *domain, gen] {
    if (forced_signature != nullptr) return *gen;
    const std::vector<Signature>& pool = signature_pool(family, gen, d);
    const Signature& g = pool[static_cast<size_t>(*rc::gen::inRange<int64_t>(0, static_cast<int64_t>(pool.size())))];
    struct Force {
      explicit Force(const Signature& g) { forced_signature = &g; }
      ~Force() { forced_signature = nullptr; }
    } force(g);
    CaseSpec s = *gen;
    apply_signature(s, g);  // after what the family's wrapper draws again (GVA heads, rollouts)
    return d.fit(s);
  });
}

namespace {
namespace gen {

// No case updates more state than a 3-row production call (3 x 32 x 128 x 128): the rare
// big synthetic heads with a big batch cost a hundred ordinary cases each (the oracle keeps
// the pool in double, twice) and find nothing the smaller ones miss.
constexpr int64_t kMaxStateElementsPerCase = 3 * 32 * 128 * 128;

// A case being drawn, and what each step decided that later steps depend on. The steps run
// in case_with's order: that order is the RapidCheck draw order, so a seed's cases stay.
struct Draft {
  CaseSpec s;
  HeadShape heads{};
  bool production = false;  // production heads drawn for an ordinary case (not serving)
  bool huge_batch = false;
  bool serving_form = false;
  std::optional<DType> window_state;  // the pool dtype a serving route window asks for
  DType idx_dtype = DType::Int32;     // the dtype padding and out-of-range values must fit
  SplitMix64 row_rng{0};
  std::vector<RowKind> kinds;
  int64_t n_active = 0;
};

// 0. Rarely (when asked), a batch over 65,535 rows with tiny heads (porting bug 29). Not
// under a bounded layout: the layout's heads would make 65,536 rows gigabytes.
bool huge_batch(const CaseOptions& o) {
  return o.huge_batch_one_in > 0 && !o.duplicate_active && forced_signature == nullptr &&
         *rc::gen::weightedElement<int>({{static_cast<size_t>(o.huge_batch_one_in - 1), 0}, {1, 1}}) == 1;
}

// 1. Heads. Production shapes are big (K = V = 128), so they come with small batches.
void heads(const CaseOptions& o, Draft& d) {
  d.production = !o.serving && !d.huge_batch && !o.small_dims && o.production_in_20 > 0 &&
                 *rc::gen::weightedElement<int>({{static_cast<size_t>(20 - o.production_in_20), 0},
                                                 {static_cast<size_t>(o.production_in_20), 1}}) == 1;
  d.heads = o.serving      ? draw_serving_heads(o.op)
            : d.production ? draw_production_heads(o.op)
                           : draw_synthetic_heads(o.small_dims, false);
  CaseSpec& s = d.s;
  s.H = d.heads.H;
  s.HV = d.heads.HV;
  s.K = d.heads.K;
  s.V = d.heads.V;
  if (d.huge_batch) s.H = s.HV = s.K = s.V = 1;                            // one state element per row: stays fast
  if (forced_signature != nullptr) apply_signature(s, *forced_signature);  // the batch fits its heads
}

// 2. Batch.
void batch(const CaseOptions& o, Draft& d) {
  CaseSpec& s = d.s;
  int64_t max_b = o.max_batch;
  if (d.production) max_b = std::min<int64_t>(max_b, 3);
  max_b = std::min<int64_t>(max_b, std::max<int64_t>(1, kMaxStateElementsPerCase / (s.HV * s.K * s.V)));
  int64_t B;
  const int bkind = *rc::gen::weightedElement<int>({{16, 0}, {1, 1}, {3, 2}});
  if (bkind == 0)
    B = draw_int(1, std::min<int64_t>(8, max_b));
  else if (bkind == 1)
    B = 0;
  else
    B = draw_int(std::min<int64_t>(9, max_b), max_b);
  B = std::max(B, o.min_batch);
  if (d.huge_batch) B = 65536 + draw_int(0, 64);
  // Serving: the batch is the point, so the per-case state cap does not apply; a pool past
  // 2^31 elements costs its fill and copies already, so its batch stays small.
  if (o.serving && o.pool_past_2_31) {
    B = draw_int(1, 32);
    // fp32 and both 16-bit formats alike: a 16-bit pool past 2^31 elements is half the bytes.
    d.window_state = *rc::gen::element(DType::Float32, DType::BFloat16, DType::Float16);
  } else if (o.serving) {
    const ServingBatch serving = draw_serving_batch(s.HV, s.K, s.V);
    B = serving.B;
    d.window_state = serving.state;
    d.serving_form = d.serving_form || serving.serving_form;
  }
  if (o.duplicate_active) B = std::max<int64_t>(B, 2);
  // The layout's own batch, drawn by this family's generator: it fits the family and heads.
  if (forced_signature != nullptr && forced_signature->fix_batch) B = forced_signature->B;
  s.B = B;
}

// 3. Dtypes: production-typical most often, every combination reachable.
void dtypes(const CaseOptions& o, Draft& d) {
  CaseSpec& s = d.s;
  const DType act = draw_activation_dtype();
  s.dtypes[harness::kMixedQkv] = act;
  s.dtypes[harness::kA] = act;
  s.dtypes[harness::kB] = act;
  if (*rc::gen::weightedElement<int>({{4, 0}, {1, 1}}) == 1) {
    s.dtypes[harness::kA] = draw_any_float_dtype();
    s.dtypes[harness::kB] = draw_any_float_dtype();
  }
  s.dtypes[harness::kALog] =
      *rc::gen::weightedElement<DType>({{6, DType::Float32}, {1, DType::BFloat16}, {1, DType::Float16}});
  s.dtypes[harness::kDtBias] =
      *rc::gen::weightedElement<DType>({{6, DType::Float32}, {1, DType::BFloat16}, {1, DType::Float16}});
  s.dtypes[harness::kState] =
      o.state_dtype ? *o.state_dtype
      : d.window_state
          ? *d.window_state
          : *rc::gen::weightedElement<DType>({{4, DType::Float32}, {3, DType::BFloat16}, {2, DType::Float16}});
  s.dtypes[harness::kOut] =
      *rc::gen::weightedElement<DType>({{5, DType::BFloat16}, {2, DType::Float32}, {1, DType::Float16}});
  d.idx_dtype = *rc::gen::weightedElement<DType>({{3, DType::Int32}, {1, DType::Int64}});
  s.dtypes[harness::kIndices] = d.idx_dtype;
  if (forced_signature != nullptr) d.idx_dtype = forced_signature->dtypes[harness::kIndices];  // padding values fit it
}

// 4. Layout: every stride the contract's rules (and PyTorch) allow.
void strides(const CaseOptions& o, Draft& d) {
  CaseSpec& s = d.s;
  s.qkv_row_extra = draw_row_extra(2 * s.H * s.K + s.HV * s.V, o.allow_aliased_rows);
  s.a_row_extra = draw_row_extra(s.gates_per_row(), o.allow_aliased_rows);
  s.b_row_extra = draw_row_extra(s.HV, o.allow_aliased_rows);
  s.pool_order = draw_pool_order();
  s.index_stride = *rc::gen::weightedElement<int64_t>({{12, 1}, {2, 2}, {1, 3}, {1, 17}});
  for (int id : {harness::kMixedQkv, harness::kA, harness::kB, harness::kState, harness::kOut, harness::kIndices})
    if (*rc::gen::weightedElement<int>({{3, 0}, {1, 1}}) == 1) s.unit_dim_stride[id] = draw_unit_dim_stride();
  if (d.huge_batch) {  // 65,536 rows: a 1,536-element row gap alone would be 400 MB
    s.qkv_row_extra = std::min<int64_t>(s.qkv_row_extra, 17);
    s.a_row_extra = std::min<int64_t>(s.a_row_extra, 17);
    s.b_row_extra = std::min<int64_t>(s.b_row_extra, 17);
  }
}

// The pool's padding: between V rows, heads and slots.
void pool_padding(const CaseOptions& o, Draft& d) {
  CaseSpec& s = d.s;
  if (d.production || o.serving) {  // keep big pools' padding modest: a slot is HV*V*K elements already
    s.vrow_extra = *rc::gen::element<int64_t>(0, 17);
    s.head_extra = *rc::gen::element<int64_t>(0, 256);
    s.slot_extra = *rc::gen::element<int64_t>(0, 17, 256);
    return;
  }
  s.vrow_extra = draw_pool_extra();
  s.head_extra = draw_pool_extra();
  s.slot_extra = draw_pool_extra();
  // A wide V-row gap multiplies the pool (K = 1 with a 256 gap: 257 times the state);
  // past four times the state cap, keep the gap but make it small.
  if ((s.B + 5) * s.HV * s.V * (s.K + s.vrow_extra) > 4 * kMaxStateElementsPerCase)
    s.vrow_extra = std::min<int64_t>(s.vrow_extra, 17);
  if (d.huge_batch) s.slot_extra = std::min<int64_t>(s.slot_extra, 17);
}

// 5. Rows: active, padding, out of range. The padding rate is per case.
void padding(const CaseOptions& o, Draft& d) {
  int rate_kind;  // 0: none, 1: some, 2: all
  if (o.padding_rich) rate_kind = *rc::gen::weightedElement<int>({{1, 0}, {6, 1}, {2, 2}});
  // Serving engines replay batches padded to a captured size: padding in most batches.
  else if (o.serving)
    rate_kind = *rc::gen::weightedElement<int>({{3, 0}, {6, 1}, {1, 2}});
  else
    rate_kind = *rc::gen::weightedElement<int>({{6, 0}, {3, 1}, {1, 2}});
  const int64_t pad_percent = rate_kind == 0 ? 0 : rate_kind == 2 ? 100 : draw_int(10, 90);
  const bool out_of_range_allowed = o.allow_out_of_range && rate_kind != 0;
  const int64_t B = d.s.B;
  d.kinds.assign(B, RowKind::Active);
  d.row_rng = SplitMix64(*rc::gen::arbitrary<uint64_t>());
  for (int64_t i = 0; i < B; ++i) {
    if (d.row_rng.integer(1, 100) <= pad_percent)
      d.kinds[i] = out_of_range_allowed && d.row_rng.integer(0, 3) == 0 ? RowKind::OutOfRange : RowKind::Padding;
    else
      ++d.n_active;
  }
  if (o.duplicate_active && d.n_active < 2) {
    for (int64_t i = 0; i < B && d.n_active < 2; ++i)
      if (d.kinds[i] != RowKind::Active) d.kinds[i] = RowKind::Active, ++d.n_active;
  }
}

// The pool's slots and the index of every row: distinct slots for active rows (duplicates:
// one slot shared by >= 2 rows), padding and out-of-range values for the others.
void indices(const CaseOptions& o, Draft& d) {
  CaseSpec& s = d.s;
  // A bounded layout whose pool strides follow the number of slots keeps its slots, so that
  // the strides stay the layout's: active rows past them become padding. Not at serving
  // scale, where a layout drawn with a big batch would give every case its big pool.
  // A domain whose kernel compiles per number of slots fixes them everywhere.
  const bool fixed_slots = forced_signature != nullptr && forced_signature->fix_slots;
  const int64_t pinned_slots = fixed_slots                                 ? forced_signature->slots
                               : forced_signature != nullptr && !o.serving ? forced_signature->num_slots
                                                                           : 0;
  // Pools past 2^31 elements (slots x HV x V x K; the padding between slots adds to it):
  // the slots from `far` on start past element 2^31, and the active rows name only those.
  const int64_t far = o.serving && o.pool_past_2_31 ? harness::kPoolPastInt32Elements / (s.HV * s.V * s.K) + 1 : 0;
  // The slots active rows may name; the layout's pool was drawn past `far` when far is set.
  const int64_t capacity = pinned_slots > 0 ? std::max<int64_t>(1, pinned_slots - far) : 0;
  if (capacity > 0 && !o.duplicate_active)
    for (int64_t i = s.B - 1; i >= 0 && d.n_active > capacity; --i)
      if (d.kinds[i] == RowKind::Active) d.kinds[i] = RowKind::Padding, --d.n_active;
  int64_t distinct_needed = d.n_active;
  int64_t dup_count = 0;
  if (o.duplicate_active) {  // with pinned slots, enough rows share one that the rest fit
    dup_count = draw_int(capacity > 0 ? std::max<int64_t>(2, d.n_active - capacity + 1) : 2, d.n_active);
    distinct_needed = d.n_active - dup_count + 1;
  }
  const int64_t free_slots = *rc::gen::weightedElement<int64_t>({{3, 0}, {4, 1}, {2, 2}, {1, 5}});
  s.num_slots = distinct_needed + free_slots;
  if (d.production) s.num_slots = std::min<int64_t>(s.num_slots, distinct_needed + 1);
  if (far > 0) s.num_slots = far + distinct_needed + draw_int(0, far / 8);
  if (pinned_slots > 0 && (fixed_slots || far == 0)) s.num_slots = pinned_slots;

  std::vector<int64_t> slots(s.num_slots);
  std::iota(slots.begin(), slots.end(), 0);
  // Slot 0 in use is a classic bug trigger (padding tested with <= 0): keep it first
  // half the time, otherwise shuffle.
  if (far > 0) {
    // Active slots drawn without replacement from the slots past element 2^31.
    std::vector<int64_t> beyond(slots.begin() + far, slots.end());
    for (int64_t i = static_cast<int64_t>(beyond.size()) - 1; i > 0; --i)
      std::swap(beyond[i], beyond[d.row_rng.integer(0, i)]);
    std::copy(beyond.begin(), beyond.end(), slots.begin());
  } else if (!*rc::gen::arbitrary<bool>()) {
    for (int64_t i = s.num_slots - 1; i > 0; --i) std::swap(slots[i], slots[d.row_rng.integer(0, i)]);
  }
  std::vector<int64_t> active_slots(slots.begin(), slots.begin() + distinct_needed);
  if (o.duplicate_active) {
    const int64_t shared = active_slots.back();
    for (int64_t k = 1; k < dup_count; ++k) active_slots.push_back(shared);
    for (int64_t i = static_cast<int64_t>(active_slots.size()) - 1; i > 0; --i)
      std::swap(active_slots[i], active_slots[d.row_rng.integer(0, i)]);
  }

  s.indices.assign(s.B, 0);
  int64_t next_active = 0;
  for (int64_t i = 0; i < s.B; ++i) {
    if (d.kinds[i] == RowKind::Active)
      s.indices[i] = active_slots[next_active++];
    else if (d.kinds[i] == RowKind::Padding)
      s.indices[i] = draw_padding_index(d.idx_dtype);
    else
      s.indices[i] = draw_out_of_range_index(d.idx_dtype, s.num_slots);
  }
}

// 6. Flags: l2norm, the gate's lower bound, the scale.
void flags(Draft& d) {
  CaseSpec& s = d.s;
  s.params.use_qk_l2norm_in_kernel = d.heads.production ? true : *rc::gen::arbitrary<bool>();
  const int lb_kind = *rc::gen::weightedElement<int>({{4, 0}, {2, 1}, {3, 2}, {1, 3}});
  if (d.heads.production)
    s.params.lower_bound = d.heads.lower_bound;
  else if (lb_kind == 0)
    s.params.lower_bound = std::nullopt;
  else if (lb_kind == 1)
    s.params.lower_bound = 0.0f;
  else if (lb_kind == 2)
    s.params.lower_bound = -5.0f;
  else
    s.params.lower_bound = static_cast<float>(draw_int(-80, 8)) / 8.0f;  // dyadic, -10..1
  const int sc_kind = *rc::gen::weightedElement<int>({{5, 0}, {2, 1}, {1, 2}});
  if (sc_kind == 0)
    s.params.scale = inverse_sqrt_k_scale(s.K);
  else if (sc_kind == 1)
    s.params.scale = 1.0f;
  else
    s.params.scale = static_cast<float>(draw_int(1, 512)) / 256.0f;
}

// 7. Value family, and what it asks of the flags.
void family(const CaseOptions& o, Draft& d) {
  CaseSpec& s = d.s;
  ValueFamily fam;
  if (o.family) {
    fam = *o.family;
  } else {
    const bool may_nonfinite = o.allow_nonfinite && d.n_active > 0;
    fam = *rc::gen::weightedElement<ValueFamily>({{20, ValueFamily::Ordinary},
                                                  {2, ValueFamily::TinyQkNorms},
                                                  {2, ValueFamily::SoftplusThreshold},
                                                  {2, ValueFamily::BeyondThreshold},
                                                  {2, ValueFamily::ExtremeGates},
                                                  {2, ValueFamily::Dyadic},
                                                  {may_nonfinite ? 2u : 0u, ValueFamily::NonFiniteRow}});
  }
  s.family = fam;
  if (fam == ValueFamily::Dyadic) {  // the exact tier: no rounding anywhere
    s.params.lower_bound = 0.0f;
    s.params.use_qk_l2norm_in_kernel = false;
    s.params.scale = std::ldexp(1.0f, static_cast<int>(draw_int(-3, 1)));
  }
  if (fam == ValueFamily::SoftplusThreshold || fam == ValueFamily::BeyondThreshold)
    s.params.lower_bound = std::nullopt;  // these families exercise the softplus gate
  if (fam == ValueFamily::TinyQkNorms) s.params.use_qk_l2norm_in_kernel = true;
  if (fam == ValueFamily::NonFiniteRow) {
    std::vector<int64_t> active_rows;
    for (int64_t i = 0; i < s.B; ++i)
      if (s.row_active(i)) active_rows.push_back(i);
    RC_PRE(!active_rows.empty());  // only when forced onto a case without active rows
    s.nonfinite_row = active_rows[d.row_rng.integer(0, static_cast<int64_t>(active_rows.size()) - 1)];
  }
}

}  // namespace gen
}  // namespace

rc::Gen<CaseSpec> case_with(CaseOptions o) {
  return rc::gen::exec([o]() {
    // The huge batch does not shrink (each try costs ~65k rows, and B over 65,535 is the
    // point); the choice itself shrinks to an ordinary case. huge_batch_one_in < 0: inside
    // that case.
    if (gen::huge_batch(o)) {
      CaseOptions huge = o;
      huge.huge_batch_one_in = -1;
      return *rc::gen::noShrink(case_with(huge));
    }
    gen::Draft d;
    d.s.op = o.op;
    d.huge_batch = o.huge_batch_one_in < 0;
    // Serving: half the cases in the call form the serving engines make (the one their
    // kernels, ours included, compile fast paths for); the rest from every draw below.
    d.serving_form = o.serving && *rc::gen::arbitrary<bool>();
    gen::heads(o, d);
    gen::batch(o, d);
    gen::dtypes(o, d);
    gen::strides(o, d);
    gen::pool_padding(o, d);
    gen::padding(o, d);
    gen::indices(o, d);
    gen::flags(d);
    gen::family(o, d);
    if (d.serving_form) apply_serving_call_form(d.s);
    if (!op_spec(o.op).has_lower_bound) d.s.params.lower_bound.reset();  // drawn all the same: KDA's draws stay
    if (forced_signature != nullptr) apply_signature(d.s, *forced_signature);
    d.s.seed = *rc::gen::arbitrary<uint64_t>();
    return o.domain ? o.domain->fit(d.s) : d.s;
  });
}

rc::Gen<CaseSpec> valid_case(Op op, const std::optional<implementation::Domain>& domain) {
  CaseOptions o;
  o.op = op;
  o.huge_batch_one_in = 40;
  o.domain = domain;
  return within_specializations(o.op, "valid", domain, case_with(o));
}

rc::Gen<CaseSpec> serving_case(Op op, const std::optional<implementation::Domain>& domain, bool pool_past_2_31) {
  CaseOptions o{.op = op, .serving = true, .pool_past_2_31 = pool_past_2_31};
  o.domain = domain;
  return within_specializations(o.op, pool_past_2_31 ? "serving, pool past 2^31" : "serving", domain, case_with(o));
}

rc::Gen<CaseSpec> padding_rich_case(Op op, const std::optional<implementation::Domain>& domain) {
  CaseOptions o{.op = op, .padding_rich = true, .domain = domain};
  return within_specializations(o.op, "padding-rich", domain, case_with(o));
}

rc::Gen<CaseSpec> nonfinite_case(Op op, const std::optional<implementation::Domain>& domain) {
  CaseOptions o{.op = op, .family = ValueFamily::NonFiniteRow, .min_batch = 1, .domain = domain};
  return within_specializations(o.op, "non-finite", domain, rc::gen::suchThat(case_with(o), [](const CaseSpec& s) {
                                  return s.nonfinite_row >= 0;
                                }));
}

rc::Gen<CaseSpec> duplicate_index_case(Op op, const std::optional<implementation::Domain>& domain) {
  CaseOptions o{.op = op, .duplicate_active = true, .domain = domain};
  return within_specializations(o.op, "duplicate indices", domain, case_with(o));
}

rc::Gen<CaseSpec> multi_row_case(Op op, const std::optional<implementation::Domain>& domain) {
  CaseOptions o{.op = op, .min_batch = 2, .allow_aliased_rows = false};
  o.allow_nonfinite = false;
  o.production_in_20 = 1;
  o.domain = domain;
  return within_specializations(o.op, "multi-row", domain, case_with(o));
}

rc::Gen<CaseSpec> gva_case(Op op, const std::optional<implementation::Domain>& domain) {
  CaseOptions o{.op = op, .small_dims = true, .allow_aliased_rows = false};
  o.allow_nonfinite = false;
  o.domain = domain;
  return within_specializations(o.op, "gva", domain, rc::gen::exec([o]() {
                                  CaseSpec s = *case_with(o);
                                  // Re-draw the heads as GVA; the rest (dims, layout, rows, flags) stays.
                                  s.H = *rc::gen::element<int64_t>(1, 2, 3, 4);
                                  s.HV = s.H * draw_int(2, 8);
                                  return s;
                                }));
}

rc::Gen<CaseSpec> rollout_case(Op op, const std::optional<implementation::Domain>& domain, DType state_dtype) {
  CaseOptions o;
  o.op = op;
  o.small_dims = true;
  o.allow_aliased_rows = false;  // the heads are drawn again below: a row extra would not fit them
  o.family = ValueFamily::Ordinary;
  o.state_dtype = state_dtype;
  o.allow_out_of_range = false;
  o.domain = domain;
  return within_specializations(
      o.op, "rollout, " + dtype_name(dl_dtype(state_dtype)), domain, rc::gen::exec([o]() {
        CaseSpec s = *case_with(o);
        s.H = *rc::gen::element<int64_t>(1, 2);
        s.HV = s.H * *rc::gen::element<int64_t>(1, 2);
        s.K = draw_int(16, 32);
        s.V = draw_int(16, 32);
        s.B = 2;
        s.num_slots = 3;
        // Two distinct slots, or one active row and one padding row.
        const int64_t first = draw_int(0, 2);
        s.indices = {first, *rc::gen::weightedElement<int>({{3, 0}, {1, 1}}) == 0 ? (first + 1) % 3 : -1};
        s.params.use_qk_l2norm_in_kernel = true;
        const int gate = static_cast<int>(draw_int(0, 2));
        s.params.lower_bound = gate == 0 || !op_spec(s.op).has_lower_bound ? std::nullopt
                               : gate == 1                                 ? std::optional<float>(-5.0f)
                                                                           : std::optional<float>(0.0f);
        s.params.scale = inverse_sqrt_k_scale(s.K);
        s.nonfinite_row = -1;
        return o.domain ? o.domain->fit(s) : s;
      }));
}

bool has_padding(const CaseSpec& s) {
  return std::any_of(s.indices.begin(), s.indices.end(), [](int64_t i) { return i < 0; });
}

bool has_out_of_range(const CaseSpec& s) {
  return std::any_of(s.indices.begin(), s.indices.end(), [&](int64_t i) { return i >= s.num_slots; });
}

int64_t count_active(const CaseSpec& s) {
  int64_t n = 0;
  for (int64_t i = 0; i < s.B; ++i) n += s.row_active(i) ? 1 : 0;
  return n;
}

namespace {
std::string short_dtype(DType t) {
  switch (t) {
    case DType::Float32: return "f32";
    case DType::Float16: return "f16";
    case DType::BFloat16: return "bf16";
    case DType::Int32: return "i32";
    case DType::Int64: return "i64";
    default: return "?";
  }
}
}  // namespace

void classify_case(const CaseSpec& s) {
  RC_TAG(std::string("family=") + harness::family_name(s.family));
  RC_TAG("state=" + short_dtype(s.dtypes[harness::kState]));
  RC_TAG("out=" + short_dtype(s.dtypes[harness::kOut]));
  RC_TAG("mixed_qkv=" + short_dtype(s.dtypes[harness::kMixedQkv]));
  RC_CLASSIFY(s.dtypes[harness::kALog] != DType::Float32 || s.dtypes[harness::kDtBias] != DType::Float32,
              "A_log/dt_bias not float32");
  RC_CLASSIFY(
      s.dtypes[harness::kA] != s.dtypes[harness::kMixedQkv] || s.dtypes[harness::kB] != s.dtypes[harness::kMixedQkv],
      "mixed activation dtypes");
  RC_TAG(std::string("gate=") + (!s.params.lower_bound            ? "softplus"
                                 : *s.params.lower_bound == 0.0f  ? "lower_bound 0.0"
                                 : *s.params.lower_bound == -5.0f ? "lower_bound -5"
                                                                  : "lower_bound other"));
  RC_CLASSIFY(s.B == 0, "B == 0");
  RC_CLASSIFY(s.B > 65535, "B > 65535");
  RC_CLASSIFY(has_padding(s), "padding rows");
  RC_CLASSIFY(has_out_of_range(s), "out-of-range index");
  RC_CLASSIFY(s.HV != s.H, "GVA");
  RC_CLASSIFY(s.K == 128 && s.V == 128, "production dims");
  RC_CLASSIFY(s.qkv_row_extra + s.a_row_extra + s.b_row_extra > 0, "strided rows");
  RC_CLASSIFY(s.vrow_extra + s.head_extra + s.slot_extra > 0, "padded pool");
  RC_CLASSIFY(s.aliases_input_rows(), "overlapping input rows");
  RC_CLASSIFY(s.pool_order != harness::PoolOrder::SlotHeadRow, "transposed pool");
  RC_CLASSIFY(s.index_stride != 1, "strided indices");
  RC_CLASSIFY(std::any_of(s.unit_dim_stride.begin(), s.unit_dim_stride.end(), [](int64_t x) { return x >= 0; }),
              "size-1 dims with free strides");
  RC_CLASSIFY(s.unit_dim_stride[harness::kOut] >= 0, "out with a free size-1 stride");
  auto layout = harness::layout_of(s);
  RC_CLASSIFY(std::any_of(layout.begin(), layout.end(),
                          [](TensorDesc& t) { return implementation::has_unit_dim_of_stride_zero(t.view()); }),
              "a size-1 dim of stride 0");
  RC_CLASSIFY(s.params.use_qk_l2norm_in_kernel, "l2norm");
  RC_CLASSIFY(s.dtypes[harness::kIndices] == DType::Int64, "int64 indices");
  RC_CLASSIFY(std::find(s.indices.begin(), s.indices.end(), 0) != s.indices.end(), "slot 0 used");
  RC_CLASSIFY(s.has_duplicate_active_indices(), "duplicate active indices");
}

}  // namespace kda::properties
