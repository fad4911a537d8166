// What the example plugin's two files share: example_cpu_plugin.cpp (packed decode, its ABI
// entries and these helpers) and example_cpu_verify.cpp (target verify, which runs the
// decode step token by token). Internal to the plugin, which is built with hidden visibility:
// none of it is exported.
#pragma once

#include <dlpack/dlpack.h>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "spec/kda_plugin.h"
#include "spec/rules.hpp"

namespace kda::plugins::example_cpu {

// Descriptors with PyTorch semantics, on the raw DLTensor fields: a Python-style dim (may be
// negative; the caller has checked ndim), a stride (compact row-major without strides).
int64_t dim_size(const DLTensor& t, int dim);
int64_t dim_stride(const DLTensor& t, int dim);
std::string str(int64_t x);
// A shape as Python prints a tuple: "(3, 1, 4, 128)", "(5,)", "()".
std::string shape_tuple(const DLTensor& t);
bool is_float32(DLDataType t);
bool is_float16(DLDataType t);
bool is_bfloat16(DLDataType t);
bool is_int32(DLDataType t);
bool is_int64(DLDataType t);

// Who computes on the host, in WrongDevice's messages.
inline constexpr const char* kWrongDeviceName = "example-cpu plugin";

// The eight tensors in the upstream signature's order (dtype and device checks walk it).
struct Tensors {
  const DLTensor& qkv;
  const DLTensor& a;
  const DLTensor& b;
  const DLTensor& A_log;
  const DLTensor& dt_bias;
  const DLTensor& state;
  const DLTensor& out;
  const DLTensor& idx;
};

// Element access by element offset from data + byte_offset, for every dtype the rules admit:
// a float as float32 (exactly), a float32 stored rounded to the tensor's dtype, an index.
float load(const DLTensor& t, int64_t offset);
void store(const DLTensor& t, int64_t offset, float x);
int64_t load_index(const DLTensor& t, int64_t offset);

// The decode step of every row of a validated call (contract section 2; GDN's differs only in
// its gate), float32 throughout: out and the named pool slots written in place.
void compute(Op op, const Tensors& t, const KdaPluginParams& p);

// Truncated to capacity - 1 bytes and NUL-terminated; nothing written for a null buffer or a
// zero capacity.
void write_message(char* message, size_t capacity, const std::string& text);

// What every entry owes the ABI around its own validation and computation: no exception
// crosses the C boundary (anything unexpected becomes FAILED), a null pointer or a
// lower_bound for an op without one is the caller's error (FAILED), and a rejection writes
// the rule's exact message and touches nothing.
template <class Params, class Validate, class Compute>
int32_t answer(Op op, bool tensors_given, const Params* params, char* message, size_t message_capacity,
               const Validate& validate, const Compute& compute) {
  try {
    if (!tensors_given || params == nullptr) {
      write_message(message, message_capacity, "example-cpu: a null tensor or params pointer");
      return KDA_STATUS_FAILED;
    }
    // The ABI never sets has_lower_bound for an op without one (GDN): a caller's error, not a rule.
    if (params->has_lower_bound != 0 && !op_spec(op).has_lower_bound) {
      write_message(message, message_capacity,
                    std::string("example-cpu: ") + op_name(op) + " has no lower_bound, but has_lower_bound is set");
      return KDA_STATUS_FAILED;
    }
    const auto verdict = validate();
    if (!verdict.accepted()) {
      // The exact rule message; nothing was touched.
      write_message(message, message_capacity, verdict.message);
      return KDA_STATUS_REJECTED;
    }
    compute();
    write_message(message, message_capacity, "");
    return KDA_STATUS_OK;
  } catch (const std::exception& e) {
    write_message(message, message_capacity, std::string("example-cpu failed: ") + e.what());
    return KDA_STATUS_FAILED;
  } catch (...) {
    write_message(message, message_capacity, "example-cpu failed: unknown exception");
    return KDA_STATUS_FAILED;
  }
}

}  // namespace kda::plugins::example_cpu
