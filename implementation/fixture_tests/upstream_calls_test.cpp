// Every call upstream's Python validation judged (fixtures/upstream/upstream-calls.jsonl):
// both implementations must reach the same verdict with the same message, from the
// descriptors alone.
#include <gtest/gtest.h>

#include <string>

#include "harness/upstream_calls.hpp"
#include "implementation/validation.hpp"
#include "reference/packed_decode.hpp"

namespace kda::implementation {
namespace {

using namespace harness;  // the recorded calls

const std::string kCallsFile = std::string(KDA_FIXTURES_DIR) + "/upstream/upstream-calls.jsonl";

std::string show(const Verdict& v) {
  return v.accepted() ? std::string("accepted")
                      : "rejected (rule " + std::to_string(rule_number(Op::kda, v.rule)) + " " +
                            rule_spec(Op::kda, v.rule).name + "): " + v.message;
}

std::string show(const UpstreamCall& u) { return u.accepted ? std::string("accepted") : "rejected: " + u.message; }

// validate_contract checks rules 1-21 and dtypes, never the device: a call on cuda:0 that
// passes them counts as accepted, as it did upstream.
template <typename Validate>
void expect_same_verdicts(const char* implementation, Validate validate) {
  std::vector<UpstreamCall> calls = load_upstream_calls(kCallsFile);
  ASSERT_EQ(calls.size(), 600u) << "the recorded file has 600 calls";
  int64_t rejected = 0, mismatches = 0;
  for (UpstreamCall& u : calls) {
    const Verdict v = validate(u.call());
    rejected += !u.accepted;
    const bool same = u.accepted ? v.accepted() : (!v.accepted() && v.message == u.message);
    if (!same) {
      ++mismatches;
      ADD_FAILURE() << kCallsFile << ":" << u.line << ": " << implementation << " " << show(v) << "\n  upstream "
                    << show(u);
    }
  }
  EXPECT_GT(rejected, 0);
  EXPECT_LT(rejected, static_cast<int64_t>(calls.size()));
  EXPECT_EQ(mismatches, 0);
}

TEST(UpstreamCalls, ReferenceValidationGivesUpstreamsVerdictAndMessageOnEveryRecordedCall) {
  expect_same_verdicts("reference", [](const DecodeCall& c) { return reference::validate_contract(c); });
}

TEST(UpstreamCalls, CudaHostValidationGivesUpstreamsVerdictAndMessageOnEveryRecordedCall) {
  expect_same_verdicts("cuda", validation_only("cuda", Checks::contract));
}

TEST(UpstreamCalls, DescriptorsLoadAsRecorded) {
  // Line 3 of the file: A_log on the CPU, everything else on cuda:0 (rule 9).
  std::vector<UpstreamCall> calls = load_upstream_calls(kCallsFile);
  ASSERT_GE(calls.size(), 3u);
  UpstreamCall& u = calls[2];
  EXPECT_EQ(u.line, 3);
  EXPECT_EQ(u.message, "All inputs must be on the same device.");
  const DecodeCall c = u.call();
  EXPECT_EQ(c.A_log.device.device_type, kDLCPU);
  EXPECT_EQ(c.mixed_qkv.device.device_type, kDLCUDA);
  EXPECT_EQ(c.mixed_qkv.device.device_id, 0);
  EXPECT_EQ(python_shape(c.initial_state), "(1, 1, 8, 1)");
  EXPECT_EQ(c.initial_state.strides[0], 8);
  EXPECT_EQ(c.mixed_qkv.data, nullptr);
  EXPECT_FALSE(c.params.lower_bound.has_value());
  EXPECT_FLOAT_EQ(c.params.scale, 0.125f);
}

TEST(UpstreamCalls, DtypesOutsideTheContractStillLoad) {
  const DLDataType f64 = dl_dtype_from_torch_name("float64");
  EXPECT_EQ(f64.code, kDLFloat);
  EXPECT_EQ(f64.bits, 64);
  EXPECT_EQ(f64.lanes, 1);
  EXPECT_EQ(dtype_name(dl_dtype_from_torch_name("uint8")), "uint8");
  EXPECT_EQ(dtype_name(dl_dtype_from_torch_name("bool")), "bool");
  EXPECT_EQ(dtype_name(dl_dtype_from_torch_name("bfloat16")), "bfloat16");
  EXPECT_EQ(dl_device_from_torch_name("cuda:3").device_id, 3);
  EXPECT_THROW(dl_dtype_from_torch_name("quaternion"), std::runtime_error);
}

}  // namespace
}  // namespace kda::implementation
