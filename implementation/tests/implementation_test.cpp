// Calling an implementation through the plugin ABI: a rejected call leaves every buffer
// alone, the run observer is told which implementation ran, and loading names what is wrong.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "harness/case.hpp"
#include "harness/judge.hpp"
#include "harness/tests/strided_spec.hpp"
#include "implementation/implementation.hpp"
#include "reference/packed_decode.hpp"

namespace kda::implementation {
namespace {

using harness::CaseSpec;
using harness::HostCase;
using harness::judge_bitwise_equal;
using harness::strided_spec;

TEST(Implementation, RejectedCallsLeaveEveryBufferAlone) {
  HostCase before(strided_spec());
  HostCase after(before);
  std::vector<int64_t> wrong_shape = {3, 1};
  const RunResult r = Implementation(reference::plugin()).run(after, [&](DecodeCall& call) {
    call.b.shape = wrong_shape.data();  // b.shape[1] != HV
  });
  EXPECT_EQ(r.status, KDA_STATUS_REJECTED);
  EXPECT_EQ(r.message, "`b` must have shape [B, HV] with HV=2 (got b.shape=(3, 1)).");
  EXPECT_TRUE(judge_bitwise_equal(before, after, "rejected").ok);
}

// A property runs the reference beside the implementation under test; the observer is told
// which one ran each call, so that only the latter's routes and time are counted as its own.
TEST(Implementation, TheRunObserverIsToldWhichImplementationRanTheCall) {
  const Implementation iut(reference::plugin()), cross_check(reference::plugin());
  std::vector<const Implementation*> ran;
  run_observer() = [&](const Implementation& who, const RunResult& r) {
    ran.push_back(&who);
    EXPECT_GT(r.seconds, 0.0);
  };
  HostCase first(strided_spec()), second(strided_spec());
  iut.run(first);
  cross_check.run(second);
  run_observer() = nullptr;
  EXPECT_EQ(ran, (std::vector<const Implementation*>{&iut, &cross_check}));
}

TEST(Implementation, LoadPluginExplainsAMissingFile) {
  try {
    load_plugin("/nonexistent/libkda_plugin.so");
    ADD_FAILURE() << "loaded a missing file";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/libkda_plugin.so"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace kda::implementation
