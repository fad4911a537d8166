// The 30 numeric cases recorded from the upstream Triton kernel
// (fixtures/upstream/triton/*.safetensors), one ctest per file and check.
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>

#include "implementation/fixture_tests/triton_fixture_checks.hpp"
#include "reference/packed_decode.hpp"
#include "spec/tolerance.hpp"

namespace kda::implementation::fixture_tests {
namespace {

using namespace harness;  // the fixtures, cases and judgements

class UpstreamTriton : public ::testing::TestWithParam<std::string> {};

// (a) An independent kernel must pass the tolerance policy: a false alarm here means the
// bounds are too tight. Untouched slots must equal the initial pool bit for bit.
TEST_P(UpstreamTriton, TritonResultPassesTheTolerancePolicy) {
  UpstreamFixture f(GetParam());
  const reference::OracleResult oracle = reference::evaluate_oracle(f.before.call());
  const Judgement j = judge_run(f.before, f.triton_after, oracle);
  std::cout << "[ max error/bound ] triton " << f.name << ":" << ratios(j) << "\n";
  EXPECT_TRUE(j.ok) << f.name << " (" << f.note << ")\n" << describe(f.spec) << "\n" << j.summary();
}

// (b) The reference on the same inputs, in the recorded strided layout.
TEST_P(UpstreamTriton, ReferenceOnTheRecordedInputsPassesTheTolerancePolicy) {
  expect_implementation_passes(Implementation(reference::plugin()), GetParam());
}

// (c) The oracle computes the same math as the recording's float64 evaluation. One known
// difference: the recording used the L2-norm epsilon 1e-6 as a double, the oracle uses
// the float32 constant the kernels use (tolerance::kL2NormEps, 1e-6 - 2.5e-15). Its effect
// on a (row, head) is below 4 * |delta eps| / (min(|q|^2, |k|^2) + eps) relative (q and k
// each scale by 1 / sqrt(ss + eps); k enters the update twice), so that much is allowed on
// top of 1e-12.
TEST_P(UpstreamTriton, OracleOutAgreesWithTheRecordedFloat64Out) {
  UpstreamFixture f(GetParam());
  const reference::OracleResult oracle = reference::evaluate_oracle(f.before.call());
  ASSERT_EQ(oracle.out.size(), f.out_f64.size());
  const CaseSpec& s = f.spec;
  const int64_t width = 2 * s.H * s.K + s.HV * s.V;
  const double eps32 = tolerance::kL2NormEps;
  const double eps_delta = std::fabs(1e-6 - eps32);
  int64_t checked = 0;
  double worst = 0;
  for (int64_t i = 0; i < s.B; ++i) {
    for (int64_t hv = 0; hv < s.HV; ++hv) {
      const int64_t h = hv / (s.HV / s.H);
      double ssq = 0, ssk = 0;
      for (int64_t j = 0; j < s.K; ++j) {
        const double q = f.before.read_float(kMixedQkv, i * width + h * s.K + j);
        const double k = f.before.read_float(kMixedQkv, i * width + s.H * s.K + h * s.K + j);
        ssq += q * q;
        ssk += k * k;
      }
      const double eps_effect = s.params.use_qk_l2norm_in_kernel ? 4.0 * eps_delta / (std::min(ssq, ssk) + eps32) : 0.0;
      const double rel = 1e-12 + eps_effect;
      // Relative to the largest magnitude of the (row, head) output vector: an element near
      // zero is a difference of large terms, summed in another order.
      const size_t base = static_cast<size_t>((i * s.HV + hv) * s.V);
      double scale = 0;
      for (int64_t v = 0; v < s.V; ++v) scale = std::max(scale, std::fabs(f.out_f64[base + v]));
      for (int64_t v = 0; v < s.V; ++v) {
        const size_t e = base + static_cast<size_t>(v);
        const double want = f.out_f64[e], got = oracle.out[e];
        if (std::isnan(want) || std::isinf(want)) {
          EXPECT_TRUE(std::isnan(want) ? std::isnan(got) : got == want) << f.name << " out element " << e;
          continue;
        }
        const double diff = std::fabs(got - want);
        if (scale > 0) worst = std::max(worst, diff / scale);
        EXPECT_LE(diff, rel * scale) << f.name << " out[" << i << ", 0, " << hv << ", " << v << "]: oracle " << got
                                     << " recorded " << want << " (allowed relative " << rel << ")";
        ++checked;
      }
    }
  }
  std::cout << "[ oracle vs out_f64 ] " << f.name << ": " << checked << " elements, max relative " << worst << "\n";
}

// (d) The numbers must not depend on the layout: the reference on the recorded layout and
// on another one (dense if the recording was strided, strided with pool padding otherwise)
// stores the same bits in every logical element of out and the pool.
TEST_P(UpstreamTriton, ReferenceResultDoesNotDependOnTheLayout) {
  UpstreamFixture f(GetParam());
  CaseSpec other = f.spec;
  const bool recorded_dense = other.qkv_row_extra == 0 && other.slot_extra == 0;
  other.qkv_row_extra = recorded_dense ? 7 : 0;
  other.a_row_extra = recorded_dense ? 3 : 0;
  other.b_row_extra = recorded_dense ? 1 : 0;
  other.vrow_extra = recorded_dense ? 2 : 0;
  other.head_extra = recorded_dense ? 5 : 0;
  other.slot_extra = recorded_dense ? 17 : 0;
  HostCase relaid(other);
  for (int id = 0; id < kTensorCount; ++id) copy_logical_elements(f.before, relaid, id);

  const Implementation impl(reference::plugin());
  HostCase a(f.before), b(relaid);
  ASSERT_EQ(impl.run(a).status, KDA_STATUS_OK);
  ASSERT_EQ(impl.run(b).status, KDA_STATUS_OK);
  HostCase b_in_a_layout(f.before);
  for (int id = 0; id < kTensorCount; ++id) copy_logical_elements(b, b_in_a_layout, id);
  const Judgement j = judge_bitwise_equal(a, b_in_a_layout, "layout changed the result");
  EXPECT_TRUE(j.ok) << f.name << "\n" << describe(other) << "\n" << j.summary();
}

INSTANTIATE_TEST_SUITE_P(Recorded, UpstreamTriton, ::testing::ValuesIn(list_upstream_fixtures(triton_dir())),
                         test_name);

TEST(UpstreamTritonFiles, AllThirtyRecordedCasesArePresent) {
  EXPECT_EQ(list_upstream_fixtures(triton_dir()).size(), 30u) << triton_dir();
}

}  // namespace
}  // namespace kda::implementation::fixture_tests
