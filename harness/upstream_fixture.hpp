// One numeric case recorded from an upstream Triton kernel (KDA's in
// fixtures/upstream/triton/, GDN's in fixtures/upstream/gdn/<kernel>/ with metadata
// "op" = "gdn"; format in fixtures/upstream/README.md), loaded
// as HostCases so that Implementation::run and judge_run work on it unchanged.
#pragma once

#include <string>
#include <vector>

#include "harness/case.hpp"
#include "harness/safetensors.hpp"

namespace kda::harness {

struct UpstreamFixture {
  // Throws std::runtime_error naming the file on anything inconsistent.
  explicit UpstreamFixture(const std::string& path);

  std::string path;
  std::string name;  // file name without directory and extension
  std::string note;  // metadata "note"
  // GDN recordings (fixtures/upstream/gdn/, python/upstream/record_gdn_fixtures.py): the
  // kernel that wrote out and final_state ("sglang", "vllm"), and why its result cannot
  // be the contract's on this case ("" when it must be). Both "" in KDA recordings.
  std::string kernel;
  std::string expected_deviation;
  // A deviation the kernel has on this case that one step may or may not show (SGLang's
  // beta rounded through b's dtype): the kernel's result is reported, not judged.
  std::string possible_deviation;
  // Dims, dtypes and params of the recording, with the recorded layout: mixed_qkv rows
  // mixed_qkv_row_stride apart, slots state_slot_stride apart (the extras of CaseSpec).
  CaseSpec spec;
  // The inputs (bit for bit) in that layout, out prefilled with NaN: the call before it ran.
  HostCase before;
  // `before` with the Triton kernel's out and final_state written in, bit for bit.
  HostCase triton_after;
  // The recording's float64 evaluation of out, [B, 1, HV, V] dense.
  std::vector<double> out_f64;

  // The name a path gives: its file name without directory and extension.
  static std::string name_of(const std::string& path);

 private:
  UpstreamFixture(const std::string& path, const SafeTensorsFile& file);
};

// The *.safetensors files of a directory, sorted by name.
std::vector<std::string> list_upstream_fixtures(const std::string& dir);

// Copies a dense tensor's elements bit for bit into tensor `id` of c (any strides); the
// dtype and element count must match. Used for fixtures and for hand-made cases.
void copy_dense_into(HostCase& c, int id, const SafeTensor& t);
// Copies tensor id's logical elements bit for bit between cases of the same dims and
// dtypes but possibly different layouts (extras); gaps of `to` keep their junk.
void copy_logical_elements(const HostCase& from, HostCase& to, int id);

}  // namespace kda::harness
