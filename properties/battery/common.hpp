// Small helpers the property files share (not part of the battery's interface).
#pragma once

#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

#include "properties/battery/battery.hpp"
#include "reference/oracle.hpp"

namespace kda::properties::detail {

inline bool same_bits(double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; }

inline std::string status_text(const implementation::RunResult& r) {
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

// Where a tensor's element 0 is: its element offsets count from here.
inline const std::byte* element_zero(const harness::HostCase& c, int id) {
  const TensorDesc& t = c.tensor(id);
  return static_cast<const std::byte*>(t.data) + t.byte_offset;
}
inline std::byte* element_zero(harness::HostCase& c, int id) {
  return const_cast<std::byte*>(element_zero(std::as_const(c), id));
}

// Copies tensor id into the same tensor of another case (same shape and dtype, any
// strides), element by element in row-major order. Each element's bytes: the copy is exact,
// a NaN's payload included, and converts nothing (whole pools at production dims).
inline void copy_tensor(const harness::HostCase& from, int id, harness::HostCase& to) {
  if (from.spec().dtypes[id] != to.spec().dtypes[id])
    throw std::logic_error("copy_tensor: the two cases store tensor " + std::to_string(id) + " in other dtypes");
  const int64_t n = numel_of(from, id);
  const size_t width = static_cast<size_t>(dtype_bytes(from.spec().dtypes[id]));
  const std::byte* source = element_zero(from, id);
  std::byte* target = element_zero(to, id);
  harness::ElementWalk at_from(from.tensor(id)), at_to(to.tensor(id));
  for (int64_t e = 0; e < n; ++e, at_from.next(), at_to.next())
    std::memcpy(target + at_to.offset() * static_cast<int64_t>(width),
                source + at_from.offset() * static_cast<int64_t>(width), width);
}

// Runs the case, requires acceptance, judges it against the oracle (harness::judge_run),
// records the error ratios. Defined in tolerance.cpp.
void run_and_judge(const Context& ctx, const char* property, const harness::CaseSpec& spec);

}  // namespace kda::properties::detail
