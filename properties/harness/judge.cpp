#include "properties/harness/judge.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <sstream>

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
  const int64_t elements =
      static_cast<int64_t>(c.buffer(id).payload_bytes) / dtype_bytes(c.spec().dtypes[id]);
  std::vector<int64_t> owner(static_cast<size_t>(elements), -1);
  for (size_t flat = 0; flat < element_at.size(); ++flat) {
    const int64_t off = element_at[flat];
    if (off >= 0 && off < elements) owner[static_cast<size_t>(off)] = static_cast<int64_t>(flat);
  }
  return owner;
}

std::vector<int64_t> element_owners(const HostCase& c, int id) {
  return element_owners(c, id, c.element_offsets(id));
}

constexpr double kNoDegree = std::numeric_limits<double>::infinity();

// Keeps the worst kMaxKeptDifferences differences, worst first; among equals the first
// found (buffer order) stays ahead.
class Recorder {
 public:
  explicit Recorder(Judgement& j) : j_(j) {}
  void add(Difference d) {
    j_.ok = false;
    ++j_.difference_count;
    auto& kept = j_.differences;
    if (kept.size() == kMaxKeptDifferences && !(d.severity > kept.back().severity)) return;
    if (kept.size() == kMaxKeptDifferences) kept.pop_back();
    const auto at = std::upper_bound(kept.begin(), kept.end(), d.severity,
                                     [](double s, const Difference& k) { return s > k.severity; });
    kept.insert(at, std::move(d));
  }
  // A check without degree: a guard, a gap, an input, an untouched slot, a padding row.
  void add(std::string where, double got, double expected, std::string rule) {
    add(Difference{std::move(where), got, expected, 0, std::move(rule), std::nullopt, std::nullopt, kNoDegree});
  }

 private:
  Judgement& j_;
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
    rec.add(where, 0, 0, "guard changed");
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
    rec.add(tensor_name(id), 0, 0, "buffer size changed");
    return;
  }
  if (std::memcmp(b0.payload(), b1.payload(), b0.payload_bytes) == 0) return;
  const auto owner = element_owners(before, id);
  const TensorDesc& t = before.tensor(id);
  for (size_t e = 0; e < owner.size(); ++e) {
    if (same_element_bytes(before, after, id, static_cast<int64_t>(e))) continue;
    if (owner[e] >= 0) {
      rec.add(std::string(tensor_name(id)) + "[" + index_text(unravel(t.shape, owner[e])) + "]",
              after.read_float(id, owner[e]), before.read_float(id, owner[e]), "input changed");
    } else {
      rec.add(std::string("gap of ") + tensor_name(id) + " at element " + std::to_string(e), 0, 0, "gap changed");
    }
  }
}

// Per-tensor statistics, merged into the Judgement's maps once per tensor rather than
// looked up by name once per element.
struct ElementStats {
  bool has_ratio = false;
  double max_ratio = 0;
  bool has_ulps = false;
  std::array<int64_t, 4> ulps{};

  void merge_into(Judgement& j, const std::string& key) const {
    if (has_ratio) {
      double& m = j.max_error_ratio[key];
      m = std::max(m, max_ratio);
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
                   Recorder& rec) {
  const tolerance::Judgement v = tolerance::judge(got, oracle, bound, storage);
  if (v.rule == tolerance::AcceptanceRule::WithinBound && v.allowed > 0 && std::isfinite(v.error)) {
    stats.max_ratio = stats.has_ratio ? std::max(stats.max_ratio, v.error / v.allowed) : v.error / v.allowed;
    stats.has_ratio = true;
  }
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
                     graded ? v.error / v.allowed : kNoDegree});
}

}  // namespace

std::string value_text(double x) { return format_number(x, "%.9g"); }

std::string describe(const Difference& d) {
  std::string s = d.where + ": got " + value_text(d.got) + " expected " + value_text(d.expected);
  if (!d.dtype) return s + " (" + d.rule + ")";
  s += " allowed " + format_number(d.allowed, "%.3g");
  if (d.ulps) s += ", " + std::to_string(*d.ulps) + " ulp" + (*d.ulps == 1 ? "" : "s") + " of " +
                   dtype_name(dl_dtype(*d.dtype));
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

Judgement judge_run(const HostCase& before, const HostCase& after, const reference::OracleResult& oracle) {
  Judgement j;
  Recorder rec(j);
  const CaseSpec& s = before.spec();
  const int64_t B = s.B, HV = s.HV, V = s.V, K = s.K;

  check_guards(after, rec);
  for (int id : {kMixedQkv, kA, kB, kALog, kDtBias, kIndices}) check_unchanged(before, after, id, rec);

  // Which rows are judged numerically: active, and the only active row naming its slot.
  // A vector, not a map: batches of 65,536+ rows are generated.
  std::vector<int> rows_naming(static_cast<size_t>(std::max<int64_t>(s.num_slots, 0)), 0);
  const auto rows_per_slot = [&](int64_t slot) {
    return slot >= 0 && slot < s.num_slots ? rows_naming[static_cast<size_t>(slot)] : 0;
  };
  std::vector<int64_t> slot_of(static_cast<size_t>(B), -1);
  for (int64_t i = 0; i < B; ++i) {
    const bool active = static_cast<size_t>(i) < oracle.row_active.size() && oracle.row_active[i];
    if (!active) continue;
    slot_of[i] = before.read_index(i);
    if (slot_of[i] >= 0 && slot_of[i] < s.num_slots) ++rows_naming[static_cast<size_t>(slot_of[i])];
  }

  // out: dense [B, 1, HV, V].
  const DType out_dtype = s.dtypes[kOut];
  const std::string out_key = "out:" + dtype_name(dl_dtype(out_dtype));
  const int64_t out_bytes = dtype_bytes(out_dtype);
  const std::vector<int64_t> out_at = after.element_offsets(kOut);
  ElementStats out_stats;
  for (int64_t i = 0; i < B; ++i) {
    const bool active = slot_of[i] >= 0;
    if (active && rows_per_slot(slot_of[i]) > 1) continue;  // racy by contract: not judged
    for (int64_t hv = 0; hv < HV; ++hv) {
      for (int64_t v = 0; v < V; ++v) {
        const int64_t flat = (i * HV + hv) * V + v;
        const auto where = [&] {
          return "out[" + std::to_string(i) + ", 0, " + std::to_string(hv) + ", " + std::to_string(v) + "]";
        };
        const double got = after.read_element(kOut, out_at[flat]);
        if (active) {
          judge_element(where, got, oracle.out[flat], oracle.out_bound[flat], out_dtype, out_stats, rec);
        } else {
          // Padding rows write +0.0: every bit zero.
          const std::byte* p = after.buffer(kOut).payload() + out_at[flat] * out_bytes;
          bool zero = true;
          for (int64_t b = 0; b < out_bytes; ++b) zero = zero && p[b] == std::byte{0};
          if (!zero) rec.add(where(), got, 0.0, "padding row must write +0.0");
        }
      }
    }
  }
  out_stats.merge_into(j, out_key);

  // The pool: slots named by exactly one active row are judged against the oracle; slots
  // named by several are skipped; every other element and every gap must be unchanged.
  const DType state_dtype = s.dtypes[kState];
  const std::string state_key = "state:" + dtype_name(dl_dtype(state_dtype));
  const TensorDesc& st = before.tensor(kState);
  const std::vector<int64_t> state_at = before.element_offsets(kState);
  const auto owner = element_owners(before, kState, state_at);
  ElementStats state_stats;
  const int64_t per_slot = HV * V * K;
  std::vector<int64_t> judging_row(static_cast<size_t>(std::max<int64_t>(s.num_slots, 0)), -1);
  std::vector<uint8_t> skipped(judging_row.size(), 0);
  for (int64_t i = 0; i < B; ++i) {
    if (slot_of[i] < 0 || slot_of[i] >= s.num_slots) continue;
    if (rows_per_slot(slot_of[i]) > 1) skipped[slot_of[i]] = 1;
    else judging_row[slot_of[i]] = i;
  }
  for (int64_t slot = 0; slot < s.num_slots; ++slot) {
    const int64_t i = judging_row[slot];
    if (i < 0) continue;
    for (int64_t e = 0; e < per_slot; ++e) {
      const int64_t flat = slot * per_slot + e;
      const auto where = [&] {
        const auto idx = unravel(st.shape, flat);
        return "initial_state[slot " + std::to_string(slot) + "][" + std::to_string(idx[1]) + ", " +
               std::to_string(idx[2]) + ", " + std::to_string(idx[3]) + "] (row " + std::to_string(i) + ")";
      };
      const size_t o = static_cast<size_t>(i * per_slot + e);
      judge_element(where, after.read_element(kState, state_at[flat]), oracle.state[o], oracle.state_bound[o],
                    state_dtype, state_stats, rec);
    }
  }
  state_stats.merge_into(j, state_key);
  if (before.buffer(kState).payload_bytes != after.buffer(kState).payload_bytes) {
    rec.add("initial_state", 0, 0, "buffer size changed");
  } else {
    for (size_t e = 0; e < owner.size(); ++e) {
      const int64_t flat = owner[e];
      if (flat >= 0) {
        const int64_t slot = flat / std::max<int64_t>(per_slot, 1);
        if (judging_row[slot] >= 0 || skipped[slot]) continue;
      }
      if (same_element_bytes(before, after, kState, static_cast<int64_t>(e))) continue;
      if (flat >= 0) {
        const auto idx = unravel(st.shape, flat);
        rec.add("initial_state[slot " + std::to_string(idx[0]) + "][" + std::to_string(idx[1]) + ", " +
                    std::to_string(idx[2]) + ", " + std::to_string(idx[3]) + "]",
                after.read_float(kState, flat), before.read_float(kState, flat), "untouched slot changed");
      } else {
        rec.add("gap of initial_state at element " + std::to_string(e), 0, 0, "gap changed");
      }
    }
  }
  return j;
}

Judgement judge_bitwise_equal(const HostCase& expected, const HostCase& got, const char* what) {
  Judgement j;
  Recorder rec(j);
  for (int id = 0; id < kTensorCount; ++id) {
    const GuardedBuffer& x = expected.buffer(id);
    const GuardedBuffer& y = got.buffer(id);
    if (x.bytes.size() != y.bytes.size()) {
      rec.add(tensor_name(id), 0, 0, std::string(what) + ": buffer size differs");
      continue;
    }
    if (std::memcmp(x.bytes.data(), y.bytes.data(), x.bytes.size()) == 0) continue;
    if (!y.guards_intact()) rec.add(std::string("guard of ") + tensor_name(id), 0, 0, what);
    if (std::memcmp(x.payload(), y.payload(), x.payload_bytes) == 0) continue;
    const auto owner = element_owners(expected, id);
    const TensorDesc& t = expected.tensor(id);
    for (size_t e = 0; e < owner.size(); ++e) {
      if (same_element_bytes(expected, got, id, static_cast<int64_t>(e))) continue;
      if (owner[e] >= 0) {
        rec.add(std::string(tensor_name(id)) + "[" + index_text(unravel(t.shape, owner[e])) + "]",
                got.read_float(id, owner[e]), expected.read_float(id, owner[e]), what);
      } else {
        rec.add(std::string("gap of ") + tensor_name(id) + " at element " + std::to_string(e), 0, 0, what);
      }
    }
  }
  return j;
}

}  // namespace kda::harness
