#include "properties/harness/judge.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <sstream>

#include "spec/tolerance.hpp"

namespace kda::harness {

namespace {

constexpr size_t kMaxKeptDifferences = 8;

std::string format_number(double x, const char* fmt = "%.9g") {
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

int64_t numel_of(const TensorDesc& t) {
  int64_t n = 1;
  for (int64_t s : t.shape) n *= s;
  return n;
}

int64_t offset_of(const TensorDesc& t, const std::vector<int64_t>& index) {
  int64_t off = 0;
  for (size_t d = 0; d < index.size(); ++d) off += index[d] * t.strides[d];
  return off;
}

// For each element of a tensor's payload, the flat logical index that lives there, or -1
// for a gap of the view.
std::vector<int64_t> element_owners(const HostCase& c, int id) {
  const TensorDesc& t = c.tensor(id);
  const int64_t elements =
      static_cast<int64_t>(c.buffer(id).payload_bytes) / dtype_bytes(c.spec().dtypes[id]);
  std::vector<int64_t> owner(static_cast<size_t>(elements), -1);
  const int64_t n = numel_of(t);
  std::vector<int64_t> index(t.shape.size(), 0);
  for (int64_t flat = 0; flat < n; ++flat) {
    const int64_t off = offset_of(t, index);
    if (off >= 0 && off < elements) owner[static_cast<size_t>(off)] = flat;
    for (int d = static_cast<int>(index.size()) - 1; d >= 0; --d) {  // row-major increment
      if (++index[d] < t.shape[d]) break;
      index[d] = 0;
    }
  }
  return owner;
}

class Recorder {
 public:
  explicit Recorder(Judgement& j) : j_(j) {}
  void add(Difference d) {
    j_.ok = false;
    ++j_.difference_count;
    if (j_.differences.size() < kMaxKeptDifferences) j_.differences.push_back(std::move(d));
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
    rec.add({where, 0, 0, 0, "guard"});
  }
}

bool same_element_bytes(const HostCase& x, const HostCase& y, int id, int64_t element) {
  const size_t w = static_cast<size_t>(dtype_bytes(x.spec().dtypes[id]));
  return std::memcmp(x.buffer(id).payload() + element * w, y.buffer(id).payload() + element * w, w) == 0;
}

// Every byte of the payload must be unchanged (an input): named by logical index or as a gap.
void check_unchanged(const HostCase& before, const HostCase& after, int id, Recorder& rec) {
  const GuardedBuffer& b0 = before.buffer(id);
  const GuardedBuffer& b1 = after.buffer(id);
  if (b0.payload_bytes != b1.payload_bytes) {
    rec.add({tensor_name(id), 0, 0, 0, "buffer size changed"});
    return;
  }
  if (std::memcmp(b0.payload(), b1.payload(), b0.payload_bytes) == 0) return;
  const auto owner = element_owners(before, id);
  const TensorDesc& t = before.tensor(id);
  for (size_t e = 0; e < owner.size(); ++e) {
    if (same_element_bytes(before, after, id, static_cast<int64_t>(e))) continue;
    if (owner[e] >= 0) {
      rec.add({std::string(tensor_name(id)) + "[" + index_text(unravel(t.shape, owner[e])) + "]",
               after.read_float(id, owner[e]), before.read_float(id, owner[e]), 0, "input changed"});
    } else {
      rec.add({std::string("gap of ") + tensor_name(id) + " at element " + std::to_string(e), 0, 0, 0,
               "gap changed"});
    }
  }
}

// where() builds the element's name only when it is needed: most elements pass.
template <typename Where>
void judge_element(const Where& where, double got, double oracle, double bound, DType storage,
                   const std::string& ratio_key, Judgement& j, Recorder& rec) {
  const tolerance::Judgement v = tolerance::judge(got, oracle, bound, storage);
  if (v.rule == tolerance::AcceptanceRule::WithinBound && v.allowed > 0 && std::isfinite(v.error)) {
    double& m = j.max_error_ratio[ratio_key];
    m = std::max(m, v.error / v.allowed);
  }
  if (std::isfinite(got) && std::isfinite(oracle)) {
    const double rounded = tolerance::round_to_storage(oracle, storage);
    if (std::isfinite(rounded)) {
      const int64_t ulps = tolerance::storage_ulp_distance(got, rounded, storage);
      j.ulp_counts[ratio_key][std::min<int64_t>(ulps, 3)] += 1;
    }
  }
  if (!v.pass) rec.add({where(), got, oracle, v.allowed, tolerance::acceptance_rule_name(v.rule)});
}

}  // namespace

std::string Judgement::summary() const {
  if (ok) return "ok";
  std::ostringstream o;
  o << difference_count << " difference" << (difference_count == 1 ? "" : "s");
  for (size_t i = 0; i < differences.size(); ++i) {
    const Difference& d = differences[i];
    o << (i == 0 ? ": " : "\n  ") << d.where << ": got " << format_number(d.got) << " expected "
      << format_number(d.expected) << " allowed " << format_number(d.allowed, "%.3g") << " (" << d.rule
      << ")";
  }
  if (difference_count > static_cast<int64_t>(differences.size())) o << "\n  ...";
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
  std::map<int64_t, int> rows_per_slot;
  std::vector<int64_t> slot_of(static_cast<size_t>(B), -1);
  for (int64_t i = 0; i < B; ++i) {
    const bool active = static_cast<size_t>(i) < oracle.row_active.size() && oracle.row_active[i];
    if (!active) continue;
    slot_of[i] = before.read_index(i);
    ++rows_per_slot[slot_of[i]];
  }

  // out: dense [B, 1, HV, V].
  const DType out_dtype = s.dtypes[kOut];
  const std::string out_key = "out:" + dtype_name(dl_dtype(out_dtype));
  const int64_t out_bytes = dtype_bytes(out_dtype);
  for (int64_t i = 0; i < B; ++i) {
    const bool active = slot_of[i] >= 0;
    if (active && rows_per_slot[slot_of[i]] > 1) continue;  // racy by contract: not judged
    for (int64_t hv = 0; hv < HV; ++hv) {
      for (int64_t v = 0; v < V; ++v) {
        const int64_t flat = (i * HV + hv) * V + v;
        const auto where = [&] {
          return "out[" + std::to_string(i) + ", 0, " + std::to_string(hv) + ", " + std::to_string(v) + "]";
        };
        const double got = after.read_float(kOut, flat);
        if (active) {
          judge_element(where, got, oracle.out[flat], oracle.out_bound[flat], out_dtype, out_key, j, rec);
        } else {
          // Padding rows write +0.0: every bit zero.
          const std::byte* p = after.buffer(kOut).payload() + flat * out_bytes;
          bool zero = true;
          for (int64_t b = 0; b < out_bytes; ++b) zero = zero && p[b] == std::byte{0};
          if (!zero) rec.add({where(), got, 0.0, 0, "padding row must write +0.0"});
        }
      }
    }
  }

  // The pool: slots named by exactly one active row are judged against the oracle; slots
  // named by several are skipped; every other element and every gap must be unchanged.
  const DType state_dtype = s.dtypes[kState];
  const std::string state_key = "state:" + dtype_name(dl_dtype(state_dtype));
  const TensorDesc& st = before.tensor(kState);
  const auto owner = element_owners(before, kState);
  const int64_t per_slot = HV * V * K;
  std::vector<int64_t> judging_row(static_cast<size_t>(std::max<int64_t>(s.num_slots, 0)), -1);
  std::vector<uint8_t> skipped(judging_row.size(), 0);
  for (int64_t i = 0; i < B; ++i) {
    if (slot_of[i] < 0 || slot_of[i] >= s.num_slots) continue;
    if (rows_per_slot[slot_of[i]] > 1) skipped[slot_of[i]] = 1;
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
      judge_element(where, after.read_float(kState, flat), oracle.state[o], oracle.state_bound[o], state_dtype,
                    state_key, j, rec);
    }
  }
  if (before.buffer(kState).payload_bytes != after.buffer(kState).payload_bytes) {
    rec.add({"initial_state", 0, 0, 0, "buffer size changed"});
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
        rec.add({"initial_state[slot " + std::to_string(idx[0]) + "][" + std::to_string(idx[1]) + ", " +
                     std::to_string(idx[2]) + ", " + std::to_string(idx[3]) + "]",
                 after.read_float(kState, flat), before.read_float(kState, flat), 0, "untouched slot changed"});
      } else {
        rec.add({"gap of initial_state at element " + std::to_string(e), 0, 0, 0, "gap changed"});
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
      rec.add({tensor_name(id), 0, 0, 0, std::string(what) + ": buffer size differs"});
      continue;
    }
    if (std::memcmp(x.bytes.data(), y.bytes.data(), x.bytes.size()) == 0) continue;
    if (!y.guards_intact()) rec.add({std::string("guard of ") + tensor_name(id), 0, 0, 0, what});
    if (std::memcmp(x.payload(), y.payload(), x.payload_bytes) == 0) continue;
    const auto owner = element_owners(expected, id);
    const TensorDesc& t = expected.tensor(id);
    for (size_t e = 0; e < owner.size(); ++e) {
      if (same_element_bytes(expected, got, id, static_cast<int64_t>(e))) continue;
      if (owner[e] >= 0) {
        rec.add({std::string(tensor_name(id)) + "[" + index_text(unravel(t.shape, owner[e])) + "]",
                 got.read_float(id, owner[e]), expected.read_float(id, owner[e]), 0, what});
      } else {
        rec.add({std::string("gap of ") + tensor_name(id) + " at element " + std::to_string(e), 0, 0, 0, what});
      }
    }
  }
  return j;
}

}  // namespace kda::harness
