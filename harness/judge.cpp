#include "harness/judge.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <limits>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

#include "reference/tensor_access.hpp"
#include "spec/tolerance.hpp"

namespace kda::harness {

namespace {

constexpr size_t kMaxKeptDifferences = 8;

std::string format_number(double x, const char* fmt) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, x);
  return buf;
}

std::string index_text(const std::vector<int64_t>& index) {
  std::string s;
  for (size_t d = 0; d < index.size(); ++d) s += (d ? ", " : "") + std::to_string(index[d]);
  return s;
}

std::vector<int64_t> unravel(const std::vector<int64_t>& shape, int64_t flat) {
  std::vector<int64_t> index(shape.size());
  for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
    const int64_t n = shape[d];
    index[d] = n > 0 ? flat % n : 0;
    flat = n > 0 ? flat / n : 0;
  }
  return index;
}

// For each element of a tensor's payload, the flat logical index that lives there, or -1
// for a gap of the view.
std::vector<int64_t> element_owners(const HostCase& c, int id, const std::vector<int64_t>& element_at) {
  const int64_t elements = static_cast<int64_t>(c.buffer(id).payload_bytes) / dtype_bytes(c.spec().dtypes[id]);
  std::vector<int64_t> owner(static_cast<size_t>(elements), -1);
  for (size_t flat = 0; flat < element_at.size(); ++flat) {
    const int64_t off = element_at[flat];
    if (off >= 0 && off < elements) owner[static_cast<size_t>(off)] = static_cast<int64_t>(flat);
  }
  return owner;
}

std::vector<int64_t> element_owners(const HostCase& c, int id) { return element_owners(c, id, c.element_offsets(id)); }

constexpr double kNoDegree = std::numeric_limits<double>::infinity();

// Where a check found a difference, in the order a sequential judge meets them: the check
// (guards, inputs, out, judged slots, the rest of the pool), then the place. Threads judge
// rows in any order; ranking by (severity, place) keeps the kept differences the same.
struct Place {
  int64_t check = 0, major = 0, minor = 0;
  bool operator<(const Place& o) const {
    return check != o.check ? check < o.check : major != o.major ? major < o.major : minor < o.minor;
  }
};
enum Check : int64_t { kGuardsCheck, kInputsCheck, kOutCheck, kJudgedSlotsCheck, kRestOfPoolCheck };

// Keeps the worst kMaxKeptDifferences differences, worst first; among equals the first in
// place order stays ahead.
class Recorder {
 public:
  void add(Difference d, Place place) {
    ++count_;
    if (kept_.size() == kMaxKeptDifferences && !ranks_before(d.severity, place, kept_.back())) return;
    if (kept_.size() == kMaxKeptDifferences) kept_.pop_back();
    const Entry e{std::move(d), place};
    kept_.insert(
        std::upper_bound(kept_.begin(), kept_.end(), e,
                         [](const Entry& x, const Entry& k) { return ranks_before(x.d.severity, x.place, k); }),
        e);
  }
  // A check without degree: a guard, a gap, an input, an untouched slot, a padding row.
  void add(std::string where, double got, double expected, std::string rule, Place place) {
    add(Difference{std::move(where), got, expected, 0, std::move(rule), std::nullopt, std::nullopt, kNoDegree}, place);
  }
  void merge(Recorder&& other) {
    for (Entry& e : other.kept_) add(std::move(e.d), e.place);
    count_ += other.count_ - static_cast<int64_t>(other.kept_.size());
  }
  void finish(Judgement& j) {
    j.difference_count += count_;
    j.ok = j.ok && count_ == 0;
    for (Entry& e : kept_) j.differences.push_back(std::move(e.d));
  }

 private:
  struct Entry {
    Difference d;
    Place place;
  };
  static bool ranks_before(double severity, const Place& place, const Entry& k) {
    return severity > k.d.severity || (severity == k.d.severity && place < k.place);
  }
  std::vector<Entry> kept_;
  int64_t count_ = 0;
};

void check_guards(const HostCase& after, Recorder& rec) {
  for (int id = 0; id < kTensorCount; ++id) {
    const GuardedBuffer& b = after.buffer(id);
    if (b.guards_intact()) continue;
    // Name the first changed guard byte: before the payload (negative) or after it.
    std::string where = std::string("guard of ") + tensor_name(id);
    const size_t n = b.bytes.size();
    for (size_t i = 0; i < n; ++i) {
      const bool in_guard = i < GuardedBuffer::kGuardBytes || i >= GuardedBuffer::kGuardBytes + b.payload_bytes;
      if (in_guard && b.bytes[i] != GuardedBuffer::kGuardByte) {
        const long long rel = i < GuardedBuffer::kGuardBytes
                                  ? static_cast<long long>(i) - static_cast<long long>(GuardedBuffer::kGuardBytes)
                                  : static_cast<long long>(i - GuardedBuffer::kGuardBytes - b.payload_bytes);
        where += i < GuardedBuffer::kGuardBytes ? " (byte " + std::to_string(rel) + " before the payload)"
                                                : " (byte " + std::to_string(rel) + " after the payload)";
        break;
      }
    }
    rec.add(where, 0, 0, "guard changed", {kGuardsCheck, id, 0});
  }
}

bool same_element_bytes(const HostCase& x, const HostCase& y, int id, int64_t element) {
  const size_t w = static_cast<size_t>(dtype_bytes(x.spec().dtypes[id]));
  const std::byte* p = x.buffer(id).payload() + element * w;
  const std::byte* q = y.buffer(id).payload() + element * w;
  // Fixed-size compares inline; this runs once per pool element.
  switch (w) {
    case 2: return std::memcmp(p, q, 2) == 0;
    case 4: return std::memcmp(p, q, 4) == 0;
    case 8: return std::memcmp(p, q, 8) == 0;
    default: return std::memcmp(p, q, w) == 0;
  }
}

// Every byte of the payload must be unchanged (an input): named by logical index or as a gap.
void check_unchanged(const HostCase& before, const HostCase& after, int id, Recorder& rec) {
  const GuardedBuffer& b0 = before.buffer(id);
  const GuardedBuffer& b1 = after.buffer(id);
  if (b0.payload_bytes != b1.payload_bytes) {
    rec.add(tensor_name(id), 0, 0, "buffer size changed", {kInputsCheck, id, -1});
    return;
  }
  if (std::memcmp(b0.payload(), b1.payload(), b0.payload_bytes) == 0) return;
  const auto owner = element_owners(before, id);
  const TensorDesc& t = before.tensor(id);
  for (size_t e = 0; e < owner.size(); ++e) {
    if (same_element_bytes(before, after, id, static_cast<int64_t>(e))) continue;
    const Place place{kInputsCheck, id, static_cast<int64_t>(e)};
    if (owner[e] >= 0) {
      rec.add(std::string(tensor_name(id)) + "[" + index_text(unravel(t.shape, owner[e])) + "]",
              after.read_float(id, owner[e]), before.read_float(id, owner[e]), "input changed", place);
    } else {
      rec.add(std::string("gap of ") + tensor_name(id) + " at element " + std::to_string(e), 0, 0, "gap changed",
              place);
    }
  }
}

// Per-tensor statistics, merged into the Judgement's maps once per tensor rather than
// looked up by name once per element.
struct ElementStats {
  bool has_ratio = false;
  double max_ratio = 0, max_arithmetic_ratio = 0;  // both over the A6 elements
  bool has_ulps = false;
  std::array<int64_t, 4> ulps{};

  void add_ratios(double ratio, double arithmetic_ratio) {
    max_ratio = has_ratio ? std::max(max_ratio, ratio) : ratio;
    max_arithmetic_ratio = has_ratio ? std::max(max_arithmetic_ratio, arithmetic_ratio) : arithmetic_ratio;
    has_ratio = true;
  }
  void merge(const ElementStats& o) {
    if (o.has_ratio) add_ratios(o.max_ratio, o.max_arithmetic_ratio);
    for (size_t k = 0; k < ulps.size(); ++k) ulps[k] += o.ulps[k];
    has_ulps = has_ulps || o.has_ulps;
  }
  void merge_into(Judgement& j, const std::string& key) const {
    if (has_ratio) {
      double& m = j.max_error_ratio[key];
      m = std::max(m, max_ratio);
      double& a = j.max_arithmetic_ratio[key];
      a = std::max(a, max_arithmetic_ratio);
    }
    if (has_ulps) {
      auto& counts = j.ulp_counts[key];
      for (size_t k = 0; k < counts.size(); ++k) counts[k] += ulps[k];
    }
  }
};

// where() builds the element's name only when it is needed: most elements pass.
template <typename Where>
void judge_element(const Where& where, double got, double oracle, double bound, DType storage, ElementStats& stats,
                   Recorder& rec, Place place) {
  const tolerance::Judgement v = tolerance::judge(got, oracle, bound, storage);
  if (v.rule == tolerance::AcceptanceRule::WithinBound && v.allowed > 0 && std::isfinite(v.error))
    stats.add_ratios(v.error / v.allowed, tolerance::arithmetic_ratio(v.error, oracle, bound, storage));
  std::optional<int64_t> ulps;
  if (std::isfinite(got) && std::isfinite(oracle)) {
    const double rounded = tolerance::round_to_storage(oracle, storage);
    if (std::isfinite(rounded)) {
      ulps = tolerance::storage_ulp_distance(got, rounded, storage);
      stats.ulps[static_cast<size_t>(std::min<int64_t>(*ulps, 3))] += 1;
      stats.has_ulps = true;
    }
  }
  if (v.pass) return;
  const bool graded = v.rule == tolerance::AcceptanceRule::WithinBound && v.allowed > 0 && std::isfinite(v.error);
  rec.add(Difference{where(), got, oracle, v.allowed, tolerance::acceptance_rule_name(v.rule), storage, ulps,
                     graded ? v.error / v.allowed : kNoDegree},
          place);
}

// What every row chunk of one judgement shares: which rows are judged and where.
struct RowPlan {
  std::vector<int64_t> slot_of;  // per row: its slot when active, else -1
  std::vector<int> rows_naming;  // per slot: active rows naming it
  std::vector<int64_t> out_at;   // out's element offsets, [B, HV, V]
  int rows_per_slot(int64_t slot) const {
    return slot >= 0 && slot < static_cast<int64_t>(rows_naming.size()) ? rows_naming[static_cast<size_t>(slot)] : 0;
  }
  // The row whose update a slot is judged against: the only active row naming it.
  bool judges_its_slot(int64_t i) const {
    return slot_of[static_cast<size_t>(i)] >= 0 && rows_per_slot(slot_of[i]) == 1;
  }
};

struct ChunkVerdict {
  Recorder rec;
  ElementStats out, state;
};

// Rows oracle.first_row .. + oracle.rows: their out rows, and the slots they alone name.
void judge_rows(const HostCase& before, const HostCase& after, const RowPlan& plan,
                const reference::OracleResult& oracle, const JudgeScope& scope, ChunkVerdict& verdict) {
  const CaseSpec& s = before.spec();
  const int64_t HV = s.HV, V = s.V, K = s.K;
  const DType out_dtype = s.dtypes[kOut];
  const int64_t out_bytes = dtype_bytes(out_dtype);
  const DLTensor pool = after.read_only_call().initial_state;
  const DType state_dtype = s.dtypes[kState];
  const int64_t per_slot = HV * V * K;
  std::vector<float> row(static_cast<size_t>(K));
  for (int64_t r = 0; r < oracle.rows; ++r) {
    const int64_t i = oracle.first_row + r;
    const bool active = plan.slot_of[i] >= 0;
    if (active && plan.rows_per_slot(plan.slot_of[i]) > 1) continue;  // racy by contract: not judged
    // An inactive row whose out the domain leaves unwritten: confinement still judges its pool.
    if (!active && !scope.inactive_rows_out) continue;
    for (int64_t hv = 0; hv < HV; ++hv) {
      for (int64_t v = 0; v < V; ++v) {
        const int64_t flat = (i * HV + hv) * V + v;
        const auto where = [&] {
          return "out[" + std::to_string(i) + ", 0, " + std::to_string(hv) + ", " + std::to_string(v) + "]";
        };
        const int64_t at = plan.out_at[static_cast<size_t>(flat)];
        const double got = after.read_element(kOut, at);
        const int64_t o = (r * HV + hv) * V + v;
        if (active) {
          judge_element(where, got, oracle.out[o], oracle.out_bound[o], out_dtype, verdict.out, verdict.rec,
                        {kOutCheck, flat, 0});
        } else {
          // Padding rows write +0.0: every bit zero.
          const std::byte* p = after.buffer(kOut).payload() + at * out_bytes;
          bool zero = true;
          for (int64_t b = 0; b < out_bytes; ++b) zero = zero && p[b] == std::byte{0};
          if (!zero) verdict.rec.add(where(), got, 0.0, "padding row must write +0.0", {kOutCheck, flat, 0});
        }
      }
    }
    if (!plan.judges_its_slot(i)) continue;
    const int64_t slot = plan.slot_of[i];
    for (int64_t h = 0; h < HV; ++h) {
      for (int64_t v = 0; v < V; ++v) {
        // One row of K at a time: contiguous in the pool (rule 13), one dtype switch.
        reference::detail::load_floats(pool, slot * pool.strides[0] + h * pool.strides[1] + v * pool.strides[2], K, 1,
                                       row.data());
        const int64_t e0 = (h * V + v) * K;
        const double* value = &oracle.state[static_cast<size_t>(r * per_slot + e0)];
        const double* bound = &oracle.state_bound[static_cast<size_t>(r * per_slot + e0)];
        for (int64_t k = 0; k < K; ++k) {
          const auto where = [&] {
            return "initial_state[slot " + std::to_string(slot) + "][" + std::to_string(h) + ", " + std::to_string(v) +
                   ", " + std::to_string(k) + "] (row " + std::to_string(i) + ")";
          };
          judge_element(where, row[static_cast<size_t>(k)], value[k], bound[k], state_dtype, verdict.state, verdict.rec,
                        {kJudgedSlotsCheck, slot, e0 + k});
        }
      }
    }
  }
}

// The pool outside the judged slots: every row of a slot no row alone names (skipped
// slots, named by several rows, are racy by contract) and every gap of the view must be
// unchanged. Rows are compared whole (the K dim is contiguous) in address order, so a
// pool of 2^31 elements costs a pass of memcmp and allocates nothing per element.
void check_rest_of_pool(const HostCase& before, const HostCase& after, const RowPlan& plan, Recorder& rec) {
  const CaseSpec& s = before.spec();
  const GuardedBuffer& b0 = before.buffer(kState);
  const GuardedBuffer& b1 = after.buffer(kState);
  if (b0.payload_bytes != b1.payload_bytes) {
    rec.add("initial_state", 0, 0, "buffer size changed", {kRestOfPoolCheck, -1, 0});
    return;
  }
  const TensorDesc& pool = before.tensor(kState);
  const int64_t width = dtype_bytes(s.dtypes[kState]);
  const int64_t elements = static_cast<int64_t>(b0.payload_bytes) / std::max<int64_t>(width, 1);
  std::vector<uint8_t> slot_changes(static_cast<size_t>(std::max<int64_t>(s.num_slots, 0)), 0);
  for (int64_t i = 0; i < s.B; ++i)
    if (plan.slot_of[i] >= 0) slot_changes[static_cast<size_t>(plan.slot_of[i])] = 1;
  const auto differs = [&](int64_t from, int64_t to) {  // elements [from, to)
    return to > from && std::memcmp(b0.payload() + from * width, b1.payload() + from * width,
                                    static_cast<size_t>((to - from) * width)) != 0;
  };
  const auto name_gap = [&](int64_t from, int64_t to) {
    for (int64_t e = from; e < to; ++e)
      if (!same_element_bytes(before, after, kState, e))
        rec.add("gap of initial_state at element " + std::to_string(e), 0, 0, "gap changed", {kRestOfPoolCheck, e, 0});
  };
  // The three outer dims, outermost (largest stride) first: rows then start in address
  // order for every layout the generators make.
  std::array<int, 3> dims = {0, 1, 2};
  std::stable_sort(dims.begin(), dims.end(), [&](int x, int y) { return pool.strides[x] > pool.strides[y]; });
  const int64_t K = s.K;
  int64_t covered = 0;  // elements before this have been checked
  std::array<int64_t, 3> idx{};
  const auto count = [&](int d) { return pool.shape[static_cast<size_t>(d)]; };
  if (count(0) > 0 && count(1) > 0 && count(2) > 0) {
    for (idx[0] = 0; idx[0] < count(dims[0]); ++idx[0])
      for (idx[1] = 0; idx[1] < count(dims[1]); ++idx[1])
        for (idx[2] = 0; idx[2] < count(dims[2]); ++idx[2]) {
          std::array<int64_t, 3> at{};
          for (int d = 0; d < 3; ++d) at[static_cast<size_t>(dims[d])] = idx[static_cast<size_t>(d)];
          const int64_t start = at[0] * pool.strides[0] + at[1] * pool.strides[1] + at[2] * pool.strides[2];
          if (start > covered && differs(covered, start)) name_gap(covered, start);
          covered = std::max(covered, start + K);
          if (slot_changes[static_cast<size_t>(at[0])] || !differs(start, start + K)) continue;
          for (int64_t k = 0; k < K; ++k) {
            if (same_element_bytes(before, after, kState, start + k)) continue;
            rec.add("initial_state[slot " + std::to_string(at[0]) + "][" + std::to_string(at[1]) + ", " +
                        std::to_string(at[2]) + ", " + std::to_string(k) + "]",
                    after.read_element(kState, start + k), before.read_element(kState, start + k),
                    "untouched slot changed", {kRestOfPoolCheck, start + k, 0});
          }
        }
  }
  if (differs(covered, elements)) name_gap(covered, elements);
}

RowPlan plan_rows(const HostCase& before, const HostCase& after, const std::vector<uint8_t>* row_active) {
  const CaseSpec& s = before.spec();
  RowPlan plan;
  // A vector, not a map: batches of 65,536+ rows are generated.
  plan.rows_naming.assign(static_cast<size_t>(std::max<int64_t>(s.num_slots, 0)), 0);
  plan.slot_of.assign(static_cast<size_t>(std::max<int64_t>(s.B, 0)), -1);
  for (int64_t i = 0; i < s.B; ++i) {
    const int64_t slot = before.read_index(i);
    const bool active =
        row_active ? static_cast<size_t>(i) < row_active->size() && (*row_active)[i] : slot >= 0 && slot < s.num_slots;
    if (!active || slot < 0 || slot >= s.num_slots) continue;
    plan.slot_of[i] = slot;
    ++plan.rows_naming[static_cast<size_t>(slot)];
  }
  plan.out_at = after.element_offsets(kOut);
  return plan;
}

// Everything but the numbers: guards, inputs, the pool outside the judged slots.
void check_confinement(const HostCase& before, const HostCase& after, const RowPlan& plan, Recorder& rec) {
  check_guards(after, rec);
  for (int id : {kMixedQkv, kA, kB, kALog, kDtBias, kIndices}) check_unchanged(before, after, id, rec);
  check_rest_of_pool(before, after, plan, rec);
}

Judgement finish(Recorder& rec, const ChunkVerdict& numbers, const CaseSpec& s) {
  Judgement j;
  rec.finish(j);
  numbers.out.merge_into(j, "out:" + dtype_name(dl_dtype(s.dtypes[kOut])));
  numbers.state.merge_into(j, "state:" + dtype_name(dl_dtype(s.dtypes[kState])));
  return j;
}

}  // namespace

std::string value_text(double x) { return format_number(x, "%.9g"); }

std::string describe(const Difference& d) {
  std::string s = d.where + ": got " + value_text(d.got) + " expected " + value_text(d.expected);
  if (!d.dtype) return s + " (" + d.rule + ")";
  s += " allowed " + format_number(d.allowed, "%.3g");
  if (d.ulps)
    s += ", " + std::to_string(*d.ulps) + " ulp" + (*d.ulps == 1 ? "" : "s") + " of " + dtype_name(dl_dtype(*d.dtype));
  s += " (" + d.rule;
  if (std::isfinite(d.severity)) s += ": " + format_number(d.severity, "%.3g") + " x allowed";
  return s + ")";
}

std::string Judgement::summary() const {
  if (ok) return "ok";
  std::ostringstream o;
  o << difference_count << " difference" << (difference_count == 1 ? "" : "s");
  if (difference_count > static_cast<int64_t>(differences.size()))
    o << ", the worst " << differences.size() << ":";
  else
    o << ":";
  for (const Difference& d : differences) o << "\n  " << describe(d);
  return o.str();
}

Judgement judge_run(const HostCase& before, const HostCase& after, const reference::OracleResult& oracle,
                    const JudgeScope& scope) {
  const RowPlan plan = plan_rows(before, after, &oracle.row_active);
  ChunkVerdict numbers;
  judge_rows(before, after, plan, oracle, scope, numbers);
  check_confinement(before, after, plan, numbers.rec);
  return finish(numbers.rec, numbers, before.spec());
}

Judgement judge_run(const HostCase& before, const HostCase& after, const JudgeScope& scope) {
  const CaseSpec& s = before.spec();
  const RowPlan plan = plan_rows(before, after, nullptr);
  const DecodeCall call = before.read_only_call();
  // Chunks of about 2^21 state elements (32 MiB of oracle values and bounds), spread over
  // the cores: a serving-scale call is 10^3-10^4 ordinary cases, and its oracle in double
  // would not fit in memory whole.
  const int64_t per_row = std::max<int64_t>(1, s.HV * s.V * std::max<int64_t>(s.K, 1));
  const int64_t rows_per_chunk = std::max<int64_t>(1, (int64_t{1} << 21) / per_row);
  const int64_t chunks = std::max<int64_t>(1, (s.B + rows_per_chunk - 1) / rows_per_chunk);
  std::vector<ChunkVerdict> verdicts(static_cast<size_t>(chunks));
  std::atomic<int64_t> next{0};
  std::exception_ptr failure;
  std::mutex failure_lock;
  const auto work = [&] {
    reference::OracleResult oracle;  // one per thread: its buffers are reused chunk after chunk
    for (int64_t c; (c = next.fetch_add(1)) < chunks;) {
      try {
        reference::evaluate_oracle(call, c * rows_per_chunk, (c + 1) * rows_per_chunk, oracle);
        judge_rows(before, after, plan, oracle, scope, verdicts[static_cast<size_t>(c)]);
      } catch (...) {
        const std::lock_guard<std::mutex> hold(failure_lock);
        if (!failure) failure = std::current_exception();
      }
    }
  };
  const int64_t threads = std::min<int64_t>(chunks, std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::thread> helpers;
  for (int64_t t = 1; t < threads; ++t) helpers.emplace_back(work);
  work();
  for (std::thread& t : helpers) t.join();
  if (failure) std::rethrow_exception(failure);
  ChunkVerdict numbers;
  for (ChunkVerdict& v : verdicts) {
    numbers.rec.merge(std::move(v.rec));
    numbers.out.merge(v.out);
    numbers.state.merge(v.state);
  }
  check_confinement(before, after, plan, numbers.rec);
  return finish(numbers.rec, numbers, s);
}

Judgement judge_bitwise_equal(const HostCase& expected, const HostCase& got, const char* what,
                              const JudgeScope& scope) {
  const CaseSpec& s = expected.spec();
  const auto judged = [&](int id, int64_t owner) {  // owner: the element's flat index in its tensor
    return scope.inactive_rows_out || id != kOut || owner < 0 || s.row_active(owner / std::max<int64_t>(1, s.HV * s.V));
  };
  Recorder rec;
  for (int id = 0; id < kTensorCount; ++id) {
    const GuardedBuffer& x = expected.buffer(id);
    const GuardedBuffer& y = got.buffer(id);
    if (x.bytes.size() != y.bytes.size()) {
      rec.add(tensor_name(id), 0, 0, std::string(what) + ": buffer size differs", {id, -2, 0});
      continue;
    }
    if (std::memcmp(x.bytes.data(), y.bytes.data(), x.bytes.size()) == 0) continue;
    if (!y.guards_intact()) rec.add(std::string("guard of ") + tensor_name(id), 0, 0, what, {id, -1, 0});
    if (std::memcmp(x.payload(), y.payload(), x.payload_bytes) == 0) continue;
    const auto owner = element_owners(expected, id);
    const TensorDesc& t = expected.tensor(id);
    for (size_t e = 0; e < owner.size(); ++e) {
      if (!judged(id, owner[e]) || same_element_bytes(expected, got, id, static_cast<int64_t>(e))) continue;
      if (owner[e] >= 0) {
        rec.add(std::string(tensor_name(id)) + "[" + index_text(unravel(t.shape, owner[e])) + "]",
                got.read_float(id, owner[e]), expected.read_float(id, owner[e]), what,
                {id, static_cast<int64_t>(e), 0});
      } else {
        rec.add(std::string("gap of ") + tensor_name(id) + " at element " + std::to_string(e), 0, 0, what,
                {id, static_cast<int64_t>(e), 0});
      }
    }
  }
  Judgement j;
  rec.finish(j);
  return j;
}

// --- Target verify ----------------------------------------------------------------------

namespace {

enum VerifyCheck : int64_t { kVerifyGuardsCheck = 10, kVerifyInputsCheck, kVerifyNumbersCheck, kVerifyUnwrittenCheck };

std::string verify_key(const char* output, DType dtype) {
  return std::string(output) + ":" + dtype_name(dl_dtype(dtype));
}

// Request n's steps, in token, head, value order: visit(step, head, value, its out element,
// the request's snapshot row).
template <typename Visit>
void for_each_written(const VerifyHostCase& c, int64_t n, const Visit& visit) {
  const VerifyCaseSpec& s = c.spec();
  const int64_t t0 = s.first_token(n), row = s.snapshot_indices[static_cast<size_t>(n)];
  for (int64_t j = 0; j < s.tokens[static_cast<size_t>(n)]; ++j)
    for (int64_t hv = 0; hv < s.HV; ++hv)
      for (int64_t v = 0; v < s.V; ++v) visit(j, hv, v, c.offset(kVerifyOut, {0, t0 + j, hv, v}), row);
}

bool same_verify_element(const VerifyHostCase& x, const VerifyHostCase& y, int id, int64_t e) {
  return std::memcmp(x.element_bytes(id, e), y.element_bytes(id, e), static_cast<size_t>(dtype_bytes(x.dtype(id)))) ==
         0;
}

// The requests of the oracle's range (oracle.first_request, oracle.requests): a token's V
// outputs, then its snapshot's V rows of K, each read at once.
void judge_verify_numbers_into(const VerifyHostCase& after, const reference::VerifyOracleResult& oracle, Recorder& rec,
                               ElementStats& out, ElementStats& snapshot) {
  const VerifyCaseSpec& s = after.spec();
  const VerifyCall call = after.read_only_call();
  std::vector<float> outs(static_cast<size_t>(s.V)), states(static_cast<size_t>(s.K));
  for (int64_t n = oracle.first_request; n < oracle.first_request + oracle.requests; ++n) {
    if (s.padded(n)) continue;  // +0.0: the confinement check's
    const int64_t t0 = s.first_token(n), row = s.snapshot_indices[static_cast<size_t>(n)];
    for (int64_t j = 0; j < s.tokens[static_cast<size_t>(n)]; ++j) {
      const std::string step = " (request " + std::to_string(n) + ", step " + std::to_string(j) + ")";
      for (int64_t hv = 0; hv < s.HV; ++hv) {
        reference::detail::load_floats(call.out, after.offset(kVerifyOut, {0, t0 + j, hv, 0}), s.V, 1, outs.data());
        for (int64_t v = 0; v < s.V; ++v) {
          const size_t o = static_cast<size_t>(((t0 - oracle.first_token + j) * s.HV + hv) * s.V + v);
          const Place place{kVerifyNumbersCheck, t0 + j, (hv * s.V + v) * (s.K + 1)};
          judge_element(
              [&] {
                return "out[0, " + std::to_string(t0 + j) + ", " + std::to_string(hv) + ", " + std::to_string(v) + "]" +
                       step;
              },
              outs[static_cast<size_t>(v)], oracle.out[o], oracle.out_bound[o], s.dtypes.activations, out, rec, place);
          if (!s.has_row(n)) continue;
          reference::detail::load_floats(*call.intermediate_states_buffer,
                                         after.offset(kVerifySnapshots, {row, j, hv, v, 0}), s.K, 1, states.data());
          for (int64_t k = 0; k < s.K; ++k) {
            const size_t e = o * static_cast<size_t>(s.K) + static_cast<size_t>(k);
            judge_element(
                [&] {
                  return "intermediate_states_buffer[" + index_text({row, j, hv, v, k}) + "]" + step;
                },
                states[static_cast<size_t>(k)], oracle.state[e], oracle.state_bound[e], s.dtypes.snapshots, snapshot,
                rec, {place.check, place.major, place.minor + k + 1});
          }
        }
      }
    }
  }
}

Judgement finish_verify(Recorder& rec, const ElementStats& out, const ElementStats& snapshot, const VerifyCaseSpec& s) {
  Judgement j;
  rec.finish(j);
  out.merge_into(j, verify_key("out", s.dtypes.activations));
  snapshot.merge_into(j, verify_key("snapshot", s.dtypes.snapshots));
  return j;
}

}  // namespace

Judgement judge_verify_numbers(const VerifyHostCase& after, const reference::VerifyOracleResult& oracle) {
  Recorder rec;
  ElementStats out, snapshot;
  judge_verify_numbers_into(after, oracle, rec, out, snapshot);
  return finish_verify(rec, out, snapshot, after.spec());
}

Judgement judge_verify_numbers(const VerifyHostCase& after) {
  // The oracle over a few requests at a time: a serving-scale call's states in double, with
  // their bounds, are gigabytes.
  constexpr int64_t kOracleStatesAtOnce = int64_t{1} << 20;
  const VerifyCaseSpec& s = after.spec();
  const VerifyCall call = after.read_only_call();
  const int64_t per_token = s.HV * s.V * s.K;
  const auto states_of = [&](int64_t n) { return s.tokens[static_cast<size_t>(n)] * per_token; };
  Recorder rec;
  ElementStats out, snapshot;
  reference::VerifyOracleResult oracle;  // its buffers reused from range to range
  for (int64_t first = 0, last = 0; first < s.N(); first = last) {
    // Requests first .. last - 1: one, and as many more as fit in kOracleStatesAtOnce.
    int64_t chunk = states_of(first);
    for (last = first + 1; last < s.N() && chunk + states_of(last) <= kOracleStatesAtOnce; ++last)
      chunk += states_of(last);
    reference::evaluate_verify_oracle(call, first, last, oracle);
    judge_verify_numbers_into(after, oracle, rec, out, snapshot);
  }
  return finish_verify(rec, out, snapshot, s);
}

Judgement judge_verify_run(const VerifyHostCase& before, const VerifyHostCase& after,
                           const reference::VerifyOracleResult& oracle) {
  const VerifyCaseSpec& s = before.spec();
  Recorder rec;
  for (int id = 0; id < kVerifyTensorCount; ++id) {
    if (!after.buffer(id).guards_intact())
      rec.add(std::string("guard of ") + verify_tensor_name(id), 0, 0, "guard", {kVerifyGuardsCheck, id, 0});
    if (id == kVerifyOut || id == kVerifySnapshots) continue;
    if (std::memcmp(before.buffer(id).payload(), after.buffer(id).payload(), before.buffer(id).payload_bytes) == 0)
      continue;
    const int64_t elements = static_cast<int64_t>(before.buffer(id).payload_bytes) / dtype_bytes(before.dtype(id));
    for (int64_t e = 0; e < elements; ++e)
      if (!same_verify_element(before, after, id, e)) {
        rec.add(std::string(verify_tensor_name(id)) + " at element " + std::to_string(e), after.read(id, e),
                before.read(id, e), id == kVerifyPool ? "the committed pool changed (D4)" : "input changed",
                {kVerifyInputsCheck, id, e});
        break;  // one element names the tensor
      }
  }
  // What each request writes; a padded request's out +0.0 (D3).
  const auto elements_of = [&](int id) {
    return std::vector<bool>(before.buffer(id).payload_bytes / static_cast<size_t>(dtype_bytes(before.dtype(id))),
                             false);
  };
  std::vector<bool> outs = elements_of(kVerifyOut), snapshots = elements_of(kVerifySnapshots);
  const std::array<std::byte, 8> zero{};
  for (int64_t n = 0; n < s.N(); ++n)
    for_each_written(after, n, [&](int64_t j, int64_t hv, int64_t v, int64_t at, int64_t row) {
      outs[static_cast<size_t>(at)] = true;
      if (s.padded(n) && std::memcmp(after.element_bytes(kVerifyOut, at), zero.data(),
                                     static_cast<size_t>(dtype_bytes(s.dtypes.activations))) != 0)
        rec.add("out[0, " + std::to_string(s.first_token(n) + j) + ", " + std::to_string(hv) + ", " +
                    std::to_string(v) + "] (padded request " + std::to_string(n) + ")",
                after.read(kVerifyOut, at), 0, "a padded request's out is +0.0 (D3)", {kVerifyNumbersCheck, n, at});
      for (int64_t k = 0; !s.padded(n) && s.has_row(n) && k < s.K; ++k)
        snapshots[static_cast<size_t>(after.offset(kVerifySnapshots, {row, j, hv, v, k}))] = true;
    });
  for (const auto& [id, written] : {std::pair<int, const std::vector<bool>*>{kVerifyOut, &outs},
                                    std::pair<int, const std::vector<bool>*>{kVerifySnapshots, &snapshots}})
    for (size_t e = 0; e < written->size(); ++e)
      if (!(*written)[e] && !same_verify_element(before, after, id, static_cast<int64_t>(e))) {
        rec.add(std::string(verify_tensor_name(id)) + " at element " + std::to_string(e),
                after.read(id, static_cast<int64_t>(e)), before.read(id, static_cast<int64_t>(e)),
                "written, and no request writes it", {kVerifyUnwrittenCheck, id, static_cast<int64_t>(e)});
        break;
      }
  ElementStats out, snapshot;
  judge_verify_numbers_into(after, oracle, rec, out, snapshot);
  return finish_verify(rec, out, snapshot, s);
}

}  // namespace kda::harness
