// Small helpers the property files share (not part of the battery's interface).
#pragma once

#include <cstring>
#include <string>

#include "properties/battery/battery.hpp"
#include "reference/oracle.hpp"

namespace kda::properties::detail {

inline bool same_bits(double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; }

inline std::string status_text(const harness::RunResult& r) {
  return "status " + std::to_string(r.status) + (r.message.empty() ? "" : ": " + r.message);
}

// The oracle of a case as it is before the call (reads only).
inline reference::OracleResult oracle_of(const harness::HostCase& before) {
  return reference::evaluate_oracle(before.read_only_call());
}

// Copies logical element `from_flat` of tensor id to `to_flat` of the same tensor of
// another case (same dtype: the value is exact).
inline void copy_element(const harness::HostCase& from, int id, int64_t from_flat, harness::HostCase& to,
                         int64_t to_flat) {
  to.write_float(id, to_flat, from.read_float(id, from_flat));
}

inline int64_t numel_of(const harness::HostCase& c, int id) {
  int64_t n = 1;
  for (int64_t s : c.tensor(id).shape) n *= s;
  return n;
}

// Copies every logical element of tensor id (same shapes; the layouts may differ).
inline void copy_tensor(const harness::HostCase& from, int id, harness::HostCase& to) {
  const int64_t n = numel_of(from, id);
  harness::ElementWalk at_from(from.tensor(id)), at_to(to.tensor(id));
  for (int64_t e = 0; e < n; ++e, at_from.next(), at_to.next())
    to.write_element(id, at_to.offset(), from.read_element(id, at_from.offset()));
}

// Byte position of a tensor's element 0 inside its buffer's payload.
inline int64_t base_byte(const harness::HostCase& c, int id) {
  const harness::GuardedBuffer& b = c.buffer(id);
  const TensorDesc& t = c.tensor(id);
  return static_cast<int64_t>(static_cast<const std::byte*>(t.data) - b.payload()) +
         static_cast<int64_t>(t.byte_offset);
}

// Runs the case, requires acceptance, judges it against the oracle (harness::judge_run),
// records the error ratios. Defined in tolerance.cpp.
void run_and_judge(const Context& ctx, const char* property, const harness::CaseSpec& spec);

}  // namespace kda::properties::detail
