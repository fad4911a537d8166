// The reference's validation against the contract's rules. Every expected message is
// written out literally here (not rendered from spec/rules.cpp), so a typo in the table
// or in the reference's fields fails a test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "reference/packed_decode.hpp"
#include "reference/tests/call_builder.hpp"

namespace kda::reference {
namespace {

using testing::CallShape;
using testing::HostTensor;
using testing::TestCall;

constexpr DLDevice kCuda0{kDLCUDA, 0};
constexpr DLDevice kCuda1{kDLCUDA, 1};

// Replace a tensor's shape (dense strides, same dtype) and reallocate it.
void reshape(HostTensor& t, std::vector<int64_t> shape) {
  t.desc = TensorDesc::dense(std::move(shape), dtype_of(t.desc.dtype));
  t.allocate();
}

void set_dtype(HostTensor& t, DLDataType dtype) {
  t.desc.dtype = dtype;
  t.allocate();
}

Verdict validate(TestCall& c) { return validate_contract(c.call()); }

void expect_rejected(TestCall& c, Rule rule, const std::string& message) {
  const Verdict v = validate(c);
  EXPECT_EQ(rule_number(c.op, v.rule), rule_number(c.op, rule)) << v.message;
  EXPECT_EQ(v.message, message);
  // packed_kda_decode gives the same verdict and touches nothing.
  const std::vector<uint8_t> out_before = c.out.bytes(), pool_before = c.initial_state.bytes();
  const Verdict w = packed_kda_decode(c.call());
  EXPECT_EQ(w.message, message);
  EXPECT_EQ(c.out.bytes(), out_before);
  EXPECT_EQ(c.initial_state.bytes(), pool_before);
}

// ---- the baseline -------------------------------------------------------------------

TEST(Validation, AcceptsTheUpstreamExampleShape) {
  TestCall c;  // B=3, H=1, HV=2, K=3, V=1
  const Verdict v = validate(c);
  EXPECT_TRUE(v.accepted()) << v.message;
  EXPECT_EQ(v.message, "");
}

// ---- one test per rule --------------------------------------------------------------

TEST(Validation, Rule1MixedQkvMustBe2D) {
  TestCall c;
  reshape(c.mixed_qkv, {3, 8, 1});
  expect_rejected(c, Rule::MixedQkvNdim, "`mixed_qkv` must be a 2D tensor (got ndim=3).");
}

TEST(Validation, Rule2MixedQkvMustBeContiguousInTheLastDim) {
  TestCall c;
  c.mixed_qkv.desc.strides = {16, 2};
  c.mixed_qkv.allocate();
  expect_rejected(c, Rule::MixedQkvLastDimStride, "`mixed_qkv` must be contiguous in the last dim.");
}

TEST(Validation, Rule3AAndBMustBe2D) {
  TestCall c;
  reshape(c.a, {18});
  expect_rejected(c, Rule::ABNdim, "`a` and `b` must be 2D tensors (got a.ndim=1, b.ndim=2).");
  TestCall d;
  reshape(d.b, {3, 2, 1});
  expect_rejected(d, Rule::ABNdim, "`a` and `b` must be 2D tensors (got a.ndim=2, b.ndim=3).");
}

TEST(Validation, Rule4AAndBMustBeContiguousInTheLastDim) {
  TestCall c;
  c.b.desc.strides = {4, 2};
  c.b.allocate();
  expect_rejected(c, Rule::ABLastDimStride, "`a`/`b` must be contiguous in the last dim.");
}

TEST(Validation, Rule4ChecksTheLastStrideLiterallyEvenForASize1Dim) {
  CallShape s;
  s.HV = 1;  // b is [B, 1]
  TestCall c(s);
  c.b.desc.strides = {1, 7};
  c.b.allocate();
  expect_rejected(c, Rule::ABLastDimStride, "`a`/`b` must be contiguous in the last dim.");
}

TEST(Validation, Rule5ALogAndDtBiasMustBe1D) {
  TestCall c;
  reshape(c.dt_bias, {2, 3});
  expect_rejected(c, Rule::ALogDtBiasNdim, "`A_log`/`dt_bias` must be 1D tensors.");
}

TEST(Validation, Rule6ALogAndDtBiasMustBeContiguous) {
  TestCall c;
  c.A_log.desc.strides = {2};
  c.A_log.allocate();
  expect_rejected(c, Rule::ALogDtBiasStride, "`A_log`/`dt_bias` must be contiguous.");
}

TEST(Validation, Rule6ChecksTheStrideLiterallyEvenForASingleElement) {
  CallShape s;
  s.HV = 1;  // A_log is [1]
  TestCall c(s);
  c.A_log.desc.strides = {5};
  c.A_log.allocate();
  expect_rejected(c, Rule::ALogDtBiasStride, "`A_log`/`dt_bias` must be contiguous.");
}

TEST(Validation, Rule7IndicesMustBe1D) {
  TestCall c;
  reshape(c.ssm_state_indices, {3, 1});
  expect_rejected(c, Rule::IndicesNdim, "`ssm_state_indices` must be 1D for packed decode (got ndim=2).");
}

TEST(Validation, Rule8OutMustBeContiguous) {
  TestCall c;  // out (3, 1, 2, 1), dense strides (2, 2, 1, 1)
  c.out.desc.strides = {4, 2, 2, 1};
  c.out.allocate();
  expect_rejected(c, Rule::OutContiguous, "`out` must be contiguous.");
}

TEST(Validation, Rule9AllInputsMustBeOnTheSameDevice) {
  TestCall c;
  c.a.desc.device = kCuda0;
  expect_rejected(c, Rule::SameDevice, "All inputs must be on the same device.");
  TestCall d;
  d.set_device(kCuda0);
  d.ssm_state_indices.desc.device = kCuda1;  // same type, other ordinal
  expect_rejected(d, Rule::SameDevice, "All inputs must be on the same device.");
  TestCall e;
  e.mixed_qkv.desc.device = kCuda0;  // every other tensor disagrees with mixed_qkv
  expect_rejected(e, Rule::SameDevice, "All inputs must be on the same device.");
}

TEST(Validation, Rule10BatchSizesMustMatch) {
  TestCall c;
  reshape(c.a, {4, 6});
  expect_rejected(c, Rule::BatchSizes, "Mismatched batch sizes: mixed_qkv.shape[0]=3, a.shape[0]=4, b.shape[0]=3.");
}

TEST(Validation, Rule11IndicesMustHaveShapeB) {
  TestCall c;
  reshape(c.ssm_state_indices, {5});
  expect_rejected(c, Rule::IndicesShape, "`ssm_state_indices` must have shape [B] (got (5,); expected (3,)).");
}

TEST(Validation, Rule12StateMustBe4D) {
  TestCall c;
  reshape(c.initial_state, {4, 2, 3});
  expect_rejected(c, Rule::StateNdim, "`initial_state` must be a 4D tensor (got ndim=3).");
}

TEST(Validation, Rule13StateMustBeContiguousInTheLastDim) {
  TestCall c;
  c.initial_state.desc.strides = {12, 6, 6, 2};
  c.initial_state.allocate();
  expect_rejected(c, Rule::StateLastDimStride, "`initial_state` must be contiguous in the last dim.");
}

TEST(Validation, Rule14AMustHaveShapeBTimesHVK) {
  TestCall c;
  reshape(c.a, {3, 5});
  expect_rejected(c, Rule::AShape, "`a` must have shape [B, HV*K] with HV=2, K=3 (got a.shape=(3, 5)).");
}

TEST(Validation, Rule15BMustHaveShapeBTimesHV) {
  TestCall c;
  reshape(c.b, {3, 3});
  expect_rejected(c, Rule::BShape, "`b` must have shape [B, HV] with HV=2 (got b.shape=(3, 3)).");
}

TEST(Validation, Rule16ALogMustHaveHVElements) {
  TestCall c;
  reshape(c.A_log, {3});
  expect_rejected(c, Rule::ALogNumel, "`A_log` must have 2 elements (got 3).");
}

TEST(Validation, Rule17DtBiasMustHaveHVKElements) {
  TestCall c;
  reshape(c.dt_bias, {5});
  expect_rejected(c, Rule::DtBiasNumel, "`dt_bias` must have 6 elements (got 5).");
}

TEST(Validation, Rule18OutMustHaveShapeB1HVV) {
  TestCall c;
  reshape(c.out, {3, 2, 1});  // the right numel, the wrong shape
  expect_rejected(c, Rule::OutShape, "`out` must have shape (3, 1, 2, 1) (got out.shape=(3, 2, 1)).");
  TestCall d;
  reshape(d.out, {3, 1, 2, 2});
  expect_rejected(d, Rule::OutShape, "`out` must have shape (3, 1, 2, 1) (got out.shape=(3, 1, 2, 2)).");
}

TEST(Validation, Rule19PackedWidthMustLeaveAnEvenPositiveQKPart) {
  TestCall c;
  reshape(c.mixed_qkv, {3, 9});  // qk_dim = 9 - 2 = 7, odd
  expect_rejected(c, Rule::PackedWidth, "Invalid packed `mixed_qkv` last dim=9 for HV=2, V=1.");
  TestCall d;
  reshape(d.mixed_qkv, {3, 2});  // qk_dim = 0
  expect_rejected(d, Rule::PackedWidth, "Invalid packed `mixed_qkv` last dim=2 for HV=2, V=1.");
}

TEST(Validation, KeyDimZeroIsRejectedAtRule20sPlace) {
  CallShape s;
  s.K = 0;
  TestCall c(s);
  reshape(c.mixed_qkv, {3, 8});  // qk_dim = 6, q_dim = 3
  expect_rejected(c, Rule::KeyDimZero,
                  "Invalid packed Q size 3: K=0 (initial_state.shape[-1]) leaves the number of "
                  "q/k heads undefined.");
}

TEST(Validation, Rule20QSizeMustBeDivisibleByK) {
  TestCall c;
  reshape(c.mixed_qkv, {3, 10});  // q_dim = 4, K = 3
  expect_rejected(c, Rule::PackedQSize,
                  "Invalid packed Q size 4: must be divisible by K=3. KDA packed decode requires "
                  "num_q_heads == num_k_heads and head_q_dim == head_k_dim.");
}

TEST(Validation, Rule21HVMustBeAMultipleOfTheInferredH) {
  TestCall c;
  reshape(c.mixed_qkv, {3, 20});  // q_dim = 9, H = 3, HV = 2
  expect_rejected(c, Rule::HeadConfig, "Invalid head config inferred from mixed_qkv: H=3, HV=2.");
}

TEST(Validation, UnsupportedFloatDtypeIsNamedWithTheTensor) {
  TestCall c;
  set_dtype(c.A_log, {kDLFloat, 64, 1});
  expect_rejected(c, Rule::UnsupportedDtype,
                  "`A_log` has unsupported dtype float64 (expected float32, float16 or bfloat16).");
}

TEST(Validation, UnsupportedIndexDtypeIsNamedWithTheTensor) {
  TestCall c;
  set_dtype(c.ssm_state_indices, {kDLFloat, 32, 1});
  expect_rejected(c, Rule::UnsupportedDtype,
                  "`ssm_state_indices` has unsupported dtype float32 (expected int32 or int64).");
  TestCall d;
  set_dtype(d.ssm_state_indices, {kDLUInt, 8, 1});
  expect_rejected(d, Rule::UnsupportedDtype,
                  "`ssm_state_indices` has unsupported dtype uint8 (expected int32 or int64).");
}

TEST(Validation, UnsupportedDtypesAreReportedInSignatureOrder) {
  TestCall c;
  set_dtype(c.out, {kDLFloat, 64, 1});
  set_dtype(c.mixed_qkv, {kDLInt, 32, 1});
  set_dtype(c.initial_state, {kDLFloat, 8, 1});
  expect_rejected(c, Rule::UnsupportedDtype,
                  "`mixed_qkv` has unsupported dtype int32 (expected float32, float16 or bfloat16).");
  TestCall d;
  set_dtype(d.out, {kDLFloat, 64, 1});
  set_dtype(d.initial_state, {kDLBfloat, 16, 2});  // vector lanes are not admitted
  expect_rejected(d, Rule::UnsupportedDtype,
                  "`initial_state` has unsupported dtype bfloat16x2 (expected float32, float16 or "
                  "bfloat16).");
}

TEST(Validation, TensorsOnAnotherDevicePassTheContractButTheReferenceRefusesThem) {
  TestCall c;
  c.set_device(kCuda0);
  const Verdict contract = validate(c);
  EXPECT_TRUE(contract.accepted()) << contract.message;
  const Verdict v = packed_kda_decode(c.call());
  EXPECT_EQ(rule_number(c.op, v.rule), rule_number(c.op, Rule::WrongDevice));
  EXPECT_EQ(v.message, "Eigen reference computes on cpu, but the inputs are on cuda:0.");
}

// ---- two faults: the earlier rule wins ----------------------------------------------

TEST(ValidationOrder, Rule1BeforeRule3) {
  TestCall c;
  reshape(c.mixed_qkv, {24});
  reshape(c.a, {18});
  expect_rejected(c, Rule::MixedQkvNdim, "`mixed_qkv` must be a 2D tensor (got ndim=1).");
}

TEST(ValidationOrder, Rule8BeforeRule18) {
  TestCall c;
  c.out.desc = TensorDesc::dense({3, 1, 2, 2}, DType::Float32);
  c.out.desc.strides = {8, 4, 2, 1};  // wrong shape and not contiguous
  c.out.allocate();
  expect_rejected(c, Rule::OutContiguous, "`out` must be contiguous.");
}

TEST(ValidationOrder, Rule9BeforeRule10) {
  TestCall c;
  reshape(c.a, {4, 6});
  c.b.desc.device = kCuda0;
  expect_rejected(c, Rule::SameDevice, "All inputs must be on the same device.");
}

TEST(ValidationOrder, Rule11BeforeRule12) {
  TestCall c;
  reshape(c.ssm_state_indices, {2});
  reshape(c.initial_state, {4, 2, 3});
  expect_rejected(c, Rule::IndicesShape, "`ssm_state_indices` must have shape [B] (got (2,); expected (3,)).");
}

TEST(ValidationOrder, Rule13BeforeRule14) {
  TestCall c;
  c.initial_state.desc.strides = {12, 6, 6, 2};
  c.initial_state.allocate();
  reshape(c.a, {3, 5});
  expect_rejected(c, Rule::StateLastDimStride, "`initial_state` must be contiguous in the last dim.");
}

TEST(ValidationOrder, Rule18BeforeRule19) {
  TestCall c;
  reshape(c.out, {3, 1, 2, 2});
  reshape(c.mixed_qkv, {3, 9});
  expect_rejected(c, Rule::OutShape, "`out` must have shape (3, 1, 2, 1) (got out.shape=(3, 1, 2, 2)).");
}

TEST(ValidationOrder, Rule19BeforeKeyDimZero) {
  CallShape s;
  s.K = 0;
  TestCall c(s);
  reshape(c.mixed_qkv, {3, 9});  // odd qk_dim and K == 0
  expect_rejected(c, Rule::PackedWidth, "Invalid packed `mixed_qkv` last dim=9 for HV=2, V=1.");
}

TEST(ValidationOrder, Rule21BeforeUnsupportedDtype) {
  TestCall c;
  reshape(c.mixed_qkv, {3, 20});
  set_dtype(c.b, {kDLFloat, 64, 1});
  expect_rejected(c, Rule::HeadConfig, "Invalid head config inferred from mixed_qkv: H=3, HV=2.");
}

TEST(ValidationOrder, UnsupportedDtypeBeforeWrongDevice) {
  TestCall c;
  c.set_device(kCuda0);
  set_dtype(c.dt_bias, {kDLFloat, 64, 1});
  const Verdict v = packed_kda_decode(c.call());
  EXPECT_EQ(v.message, "`dt_bias` has unsupported dtype float64 (expected float32, float16 or bfloat16).");
}

// ---- inputs upstream accepts ---------------------------------------------------------

void expect_accepted(TestCall& c) {
  const Verdict v = validate(c);
  EXPECT_TRUE(v.accepted()) << v.message;
  const Verdict w = packed_kda_decode(c.call());
  EXPECT_TRUE(w.accepted()) << w.message;
}

TEST(ValidationAccepts, Size1DimsOfOutWithAnyStride) {
  CallShape s;
  s.V = 1;
  TestCall c(s);  // out (3, 1, 2, 1)
  c.out.desc.strides = {2, 99, 1, 7};
  c.out.allocate();
  expect_accepted(c);
}

TEST(ValidationAccepts, AnEmptyBatch) {
  CallShape s;
  s.B = 0;
  TestCall c(s);
  expect_accepted(c);
}

TEST(ValidationAccepts, RowsWiderThanThePackedWidth) {
  TestCall c;
  c.mixed_qkv.desc.strides = {13, 1};
  c.mixed_qkv.allocate();
  c.a.desc.strides = {10, 1};
  c.a.allocate();
  c.b.desc.strides = {5, 1};
  c.b.allocate();
  expect_accepted(c);
}

TEST(ValidationAccepts, Int64Indices) {
  CallShape s;
  s.indices = DType::Int64;
  TestCall c(s);
  expect_accepted(c);
}

TEST(ValidationAccepts, KAndVOfOne) {
  CallShape s;
  s.K = 1;
  s.V = 1;
  TestCall c(s);
  expect_accepted(c);
}

TEST(ValidationAccepts, KAndVThatAreNotPowersOfTwo) {
  CallShape s;
  s.K = 5;
  s.V = 7;
  s.H = 2;
  s.HV = 6;
  TestCall c(s);
  expect_accepted(c);
}

TEST(ValidationAccepts, EverySupportedDtypeMix) {
  CallShape s{
      .activations = DType::BFloat16, .parameters = DType::Float16, .state = DType::BFloat16, .out = DType::Float16};
  TestCall c(s);
  expect_accepted(c);
}

TEST(ValidationAccepts, APoolViewWithPaddingBetweenSlotsAndHeads) {
  TestCall c;  // pool (4, 2, 1, 3)
  c.initial_state.desc.strides = {3 * 2 + 17 + 9, 3 + 9, 3, 1};
  c.initial_state.allocate();
  expect_accepted(c);
}

TEST(ValidationAccepts, ZeroValueHeadsOrAZeroValueDim) {
  CallShape s;
  s.HV = 0;
  TestCall c(s);  // width 2*H*K = 6, H = 1, HV % H == 0
  expect_accepted(c);
  CallShape t;
  t.V = 0;
  TestCall d(t);
  expect_accepted(d);
}

TEST(ValidationAccepts, AnEmptyPool) {
  CallShape s;
  s.num_slots = 0;
  TestCall c(s);
  c.out.allocate(0x7f);
  for (int64_t i = 0; i < 3; ++i) c.ssm_state_indices.set({i}, static_cast<double>(2 * i));  // all >= 0 slots
  expect_accepted(c);
  for (int64_t i = 0; i < 3; ++i)
    for (int64_t hv = 0; hv < 2; ++hv) EXPECT_EQ(c.out.bits({i, 0, hv, 0}), 0u);
}

TEST(ValidationAccepts, AllTensorsOnOneCudaDevice) {
  TestCall c;
  c.set_device(kCuda1);
  EXPECT_TRUE(validate(c).accepted());
}

// ---- GDN: the same walk, GDN's table ---------------------------------------------------

// The upstream example shape as a GDN call: a [3, 2], dt_bias [2] (one gate per value head).
CallShape gdn_shape() {
  CallShape s;
  s.op = Op::gdn;
  return s;
}

// number: the rule's number in GDN's contract, written out so a renumbering shows up here.
void expect_gdn_rejected(TestCall& c, Rule rule, int number, const std::string& message) {
  ASSERT_EQ(c.op, Op::gdn);
  EXPECT_EQ(rule_number(Op::gdn, validate(c).rule), number);
  expect_rejected(c, rule, message);
}

TEST(GdnValidation, AcceptsTheUpstreamExampleShape) {
  TestCall c(gdn_shape());
  EXPECT_EQ(c.a.desc.shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(c.dt_bias.desc.shape, (std::vector<int64_t>{2}));
  const Verdict v = validate(c);
  EXPECT_TRUE(v.accepted()) << v.message;
}

TEST(GdnValidation, Rules1To13AreKdasInKdasWords) {
  struct Fault {
    int number;
    Rule rule;
    void (*apply)(TestCall&);
    const char* message;
  };
  const Fault faults[] = {
      {1, Rule::MixedQkvNdim,
       [](TestCall& c) {
         reshape(c.mixed_qkv, {3, 8, 1});
       },
       "`mixed_qkv` must be a 2D tensor (got ndim=3)."},
      {2, Rule::MixedQkvLastDimStride,
       [](TestCall& c) {
         c.mixed_qkv.desc.strides = {16, 2};
         c.mixed_qkv.allocate();
       },
       "`mixed_qkv` must be contiguous in the last dim."},
      {3, Rule::ABNdim, [](TestCall& c) { reshape(c.a, {6}); },
       "`a` and `b` must be 2D tensors (got a.ndim=1, b.ndim=2)."},
      {4, Rule::ABLastDimStride,
       [](TestCall& c) {
         c.b.desc.strides = {4, 2};
         c.b.allocate();
       },
       "`a`/`b` must be contiguous in the last dim."},
      {5, Rule::ALogDtBiasNdim,
       [](TestCall& c) {
         reshape(c.dt_bias, {2, 1});
       },
       "`A_log`/`dt_bias` must be 1D tensors."},
      {6, Rule::ALogDtBiasStride,
       [](TestCall& c) {
         c.A_log.desc.strides = {2};
         c.A_log.allocate();
       },
       "`A_log`/`dt_bias` must be contiguous."},
      {7, Rule::IndicesNdim,
       [](TestCall& c) {
         reshape(c.ssm_state_indices, {3, 1});
       },
       "`ssm_state_indices` must be 1D for packed decode (got ndim=2)."},
      {8, Rule::OutContiguous,
       [](TestCall& c) {
         c.out.desc.strides = {4, 2, 2, 1};
         c.out.allocate();
       },
       "`out` must be contiguous."},
      {9, Rule::SameDevice, [](TestCall& c) { c.dt_bias.desc.device = kCuda0; },
       "All inputs must be on the same device."},
      {10, Rule::BatchSizes,
       [](TestCall& c) {
         reshape(c.b, {4, 2});
       },
       "Mismatched batch sizes: mixed_qkv.shape[0]=3, a.shape[0]=3, b.shape[0]=4."},
      {11, Rule::IndicesShape, [](TestCall& c) { reshape(c.ssm_state_indices, {5}); },
       "`ssm_state_indices` must have shape [B] (got (5,); expected (3,))."},
      {12, Rule::StateNdim,
       [](TestCall& c) {
         reshape(c.initial_state, {4, 2, 3});
       },
       "`initial_state` must be a 4D tensor (got ndim=3)."},
      {13, Rule::StateLastDimStride,
       [](TestCall& c) {
         c.initial_state.desc.strides = {12, 6, 6, 2};
         c.initial_state.allocate();
       },
       "`initial_state` must be contiguous in the last dim."},
  };
  for (const Fault& f : faults) {
    SCOPED_TRACE(::testing::Message() << "rule " << f.number);
    TestCall c(gdn_shape());
    f.apply(c);
    expect_gdn_rejected(c, f.rule, f.number, f.message);
  }
}

TEST(GdnValidation, Rule14AAndBMustHaveShapeBTimesHVNamedInOneMessage) {
  TestCall c(gdn_shape());
  reshape(c.a, {3, 6});  // KDA's [B, HV*K]
  expect_gdn_rejected(c, Rule::ABShape, 14,
                      "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 6), b.shape=(3, 2)).");
  TestCall d(gdn_shape());
  reshape(d.b, {3, 3});
  expect_gdn_rejected(d, Rule::ABShape, 14,
                      "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 2), b.shape=(3, 3)).");
}

TEST(GdnValidation, Rule15ALogAndDtBiasMustHaveHVElementsNamedInOneMessage) {
  TestCall c(gdn_shape());
  reshape(c.dt_bias, {6});  // KDA's [HV*K]
  expect_gdn_rejected(c, Rule::ALogDtBiasNumel, 15,
                      "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=2, dt_bias.numel()=6).");
  TestCall d(gdn_shape());
  reshape(d.A_log, {3});
  expect_gdn_rejected(d, Rule::ALogDtBiasNumel, 15,
                      "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=3, dt_bias.numel()=2).");
}

TEST(GdnValidation, Rule16OutMustHaveShapeB1HVV) {
  TestCall c(gdn_shape());
  reshape(c.out, {3, 2, 1});
  expect_gdn_rejected(c, Rule::OutShape, 16, "`out` must have shape (3, 1, 2, 1) (got out.shape=(3, 2, 1)).");
}

TEST(GdnValidation, Rule17PackedWidthMustLeaveAnEvenPositiveQKPart) {
  TestCall c(gdn_shape());
  reshape(c.mixed_qkv, {3, 9});  // qk_dim = 7
  expect_gdn_rejected(c, Rule::PackedWidth, 17, "Invalid packed `mixed_qkv` last dim=9 for HV=2, V=1.");
  TestCall d(gdn_shape());
  reshape(d.mixed_qkv, {3, 2});  // qk_dim = 0
  expect_gdn_rejected(d, Rule::PackedWidth, 17, "Invalid packed `mixed_qkv` last dim=2 for HV=2, V=1.");
}

TEST(GdnValidation, KeyDimZeroIsRejectedAtRule18sPlaceWithTheSameWords) {
  CallShape s = gdn_shape();
  s.K = 0;
  TestCall c(s);                 // a and dt_bias keep their [B, HV] and [HV]: GDN's gate does not depend on K
  reshape(c.mixed_qkv, {3, 8});  // qk_dim = 6, q_dim = 3
  expect_gdn_rejected(c, Rule::KeyDimZero, 20,
                      "Invalid packed Q size 3: K=0 (initial_state.shape[-1]) leaves the number of "
                      "q/k heads undefined.");
}

TEST(GdnValidation, Rule18QSizeMustBeDivisibleByKInOneSentence) {
  TestCall c(gdn_shape());
  reshape(c.mixed_qkv, {3, 10});  // q_dim = 4, K = 3
  expect_gdn_rejected(c, Rule::PackedQSize, 18, "Invalid packed Q size 4: must be divisible by K=3.");
}

TEST(GdnValidation, Rule19HVMustBeAMultipleOfTheInferredH) {
  TestCall c(gdn_shape());
  reshape(c.mixed_qkv, {3, 20});  // q_dim = 9, H = 3, HV = 2
  expect_gdn_rejected(c, Rule::HeadConfig, 19, "Invalid head config inferred from mixed_qkv: H=3, HV=2.");
}

TEST(GdnValidation, UnsupportedDtypesAreNamedInSignatureOrder) {
  TestCall c(gdn_shape());
  set_dtype(c.out, {kDLFloat, 64, 1});
  set_dtype(c.a, {kDLFloat, 64, 1});
  expect_gdn_rejected(c, Rule::UnsupportedDtype, 21,
                      "`a` has unsupported dtype float64 (expected float32, float16 or bfloat16).");
  TestCall d(gdn_shape());
  set_dtype(d.ssm_state_indices, {kDLUInt, 8, 1});
  expect_gdn_rejected(d, Rule::UnsupportedDtype, 21,
                      "`ssm_state_indices` has unsupported dtype uint8 (expected int32 or int64).");
}

TEST(GdnValidation, TensorsOnAnotherDevicePassTheContractButTheReferenceRefusesThem) {
  TestCall c(gdn_shape());
  c.set_device(kCuda0);
  const Verdict contract = validate(c);
  EXPECT_TRUE(contract.accepted()) << contract.message;
  const Verdict v = packed_kda_decode(c.call());
  EXPECT_EQ(rule_number(Op::gdn, v.rule), 22);
  EXPECT_EQ(v.message, "Eigen reference computes on cpu, but the inputs are on cuda:0.");
}

TEST(GdnValidation, ACallIsJudgedByItsOwnOpsTable) {
  TestCall kda_shaped;  // a [3, 6], dt_bias [6]
  kda_shaped.op = Op::gdn;
  expect_gdn_rejected(kda_shaped, Rule::ABShape, 14,
                      "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 6), b.shape=(3, 2)).");
  TestCall gdn_shaped(gdn_shape());  // a [3, 2], dt_bias [2]
  gdn_shaped.op = Op::kda;
  expect_rejected(gdn_shaped, Rule::AShape, "`a` must have shape [B, HV*K] with HV=2, K=3 (got a.shape=(3, 2)).");
}

// ---- GDN, two faults: the earlier rule wins ----------------------------------------------

TEST(GdnValidationOrder, Rule13BeforeRule14) {
  TestCall c(gdn_shape());
  c.initial_state.desc.strides = {12, 6, 6, 2};
  c.initial_state.allocate();
  reshape(c.a, {3, 5});
  expect_gdn_rejected(c, Rule::StateLastDimStride, 13, "`initial_state` must be contiguous in the last dim.");
}

TEST(GdnValidationOrder, Rule14BeforeRule15) {
  TestCall c(gdn_shape());
  reshape(c.b, {3, 1});
  reshape(c.A_log, {1});
  expect_gdn_rejected(c, Rule::ABShape, 14,
                      "`a`/`b` must have shape [B, HV] with HV=2 (got a.shape=(3, 2), b.shape=(3, 1)).");
}

TEST(GdnValidationOrder, Rule15BeforeRule16) {
  TestCall c(gdn_shape());
  reshape(c.dt_bias, {6});
  reshape(c.out, {3, 1, 2, 2});
  expect_gdn_rejected(c, Rule::ALogDtBiasNumel, 15,
                      "`A_log` and `dt_bias` must have 2 elements (got A_log.numel()=2, dt_bias.numel()=6).");
}

TEST(GdnValidationOrder, Rule16BeforeRule17) {
  TestCall c(gdn_shape());
  reshape(c.out, {3, 1, 2, 2});
  reshape(c.mixed_qkv, {3, 9});
  expect_gdn_rejected(c, Rule::OutShape, 16, "`out` must have shape (3, 1, 2, 1) (got out.shape=(3, 1, 2, 2)).");
}

TEST(GdnValidationOrder, Rule17BeforeKeyDimZero) {
  CallShape s = gdn_shape();
  s.K = 0;
  TestCall c(s);
  reshape(c.mixed_qkv, {3, 9});  // odd qk_dim and K == 0
  expect_gdn_rejected(c, Rule::PackedWidth, 17, "Invalid packed `mixed_qkv` last dim=9 for HV=2, V=1.");
}

TEST(GdnValidationOrder, Rule19BeforeUnsupportedDtype) {
  TestCall c(gdn_shape());
  reshape(c.mixed_qkv, {3, 20});
  set_dtype(c.b, {kDLFloat, 64, 1});
  expect_gdn_rejected(c, Rule::HeadConfig, 19, "Invalid head config inferred from mixed_qkv: H=3, HV=2.");
}

TEST(GdnValidationOrder, UnsupportedDtypeBeforeWrongDevice) {
  TestCall c(gdn_shape());
  c.set_device(kCuda0);
  set_dtype(c.dt_bias, {kDLFloat, 64, 1});
  const Verdict v = packed_kda_decode(c.call());
  EXPECT_EQ(v.message, "`dt_bias` has unsupported dtype float64 (expected float32, float16 or bfloat16).");
}

// ---- GDN: inputs upstream accepts ------------------------------------------------------

void expect_gdn_valid(TestCall& c) {
  const Verdict v = validate(c);
  EXPECT_TRUE(v.accepted()) << v.message;
}

TEST(GdnValidationAccepts, KAndVThatAreNotPowersOfTwoWithAGvaRatioOfThree) {
  CallShape s = gdn_shape();
  s.K = 5;
  s.V = 7;
  s.H = 2;
  s.HV = 6;
  TestCall c(s);
  expect_gdn_valid(c);
}

TEST(GdnValidationAccepts, AKeyDimOfOneWhereBothOpsHaveTheSameShapes) {
  CallShape s = gdn_shape();
  s.K = 1;
  TestCall c(s);
  expect_gdn_valid(c);
  c.op = Op::kda;
  EXPECT_TRUE(validate(c).accepted());
}

TEST(GdnValidationAccepts, RowsWiderThanThePackedWidthAndAnEmptyBatch) {
  TestCall c(gdn_shape());
  c.mixed_qkv.desc.strides = {13, 1};
  c.mixed_qkv.allocate();
  c.a.desc.strides = {5, 1};
  c.a.allocate();
  c.b.desc.strides = {5, 1};
  c.b.allocate();
  expect_gdn_valid(c);
  CallShape s = gdn_shape();
  s.B = 0;
  TestCall d(s);
  expect_gdn_valid(d);
}

TEST(GdnValidationAccepts, EverySupportedDtypeMix) {
  CallShape s = gdn_shape();
  s.activations = DType::BFloat16;
  s.parameters = DType::Float16;
  s.state = DType::BFloat16;
  s.out = DType::Float16;
  s.indices = DType::Int64;
  TestCall c(s);
  expect_gdn_valid(c);
}

}  // namespace
}  // namespace kda::reference
