// The CUDA launcher's validation, on CPU: descriptors only, no data, no device. Expected
// messages are written out literally (not rendered from spec/) so that a template drift
// in either place shows up here.
#include <gtest/gtest.h>

#include <array>
#include <stdexcept>

#include "cuda/packed_decode.hpp"
#include "spec/tensor.hpp"

namespace kda::cuda {
namespace {

constexpr DLDevice kCuda0{kDLCUDA, 0};

// A valid call: B=2, H=2, HV=4, K=8, V=6, 3 slots, all on cuda:0. Tests mutate one part.
struct CallDescs {
  int64_t B = 2, H = 2, HV = 4, K = 8, V = 6, slots = 3;
  std::array<TensorDesc, 8> t;  // signature order
  DecodeParams params;

  CallDescs() { rebuild(); }
  void rebuild() {
    t[0] = TensorDesc::dense({B, 2 * H * K + HV * V}, DType::BFloat16, kCuda0);
    t[1] = TensorDesc::dense({B, HV * K}, DType::BFloat16, kCuda0);
    t[2] = TensorDesc::dense({B, HV}, DType::BFloat16, kCuda0);
    t[3] = TensorDesc::dense({HV}, DType::Float32, kCuda0);
    t[4] = TensorDesc::dense({HV * K}, DType::Float32, kCuda0);
    t[5] = TensorDesc::dense({slots, HV, V, K}, DType::Float32, kCuda0);
    t[6] = TensorDesc::dense({B, 1, HV, V}, DType::BFloat16, kCuda0);
    t[7] = TensorDesc::dense({B}, DType::Int32, kCuda0);
  }
  TensorDesc& qkv() { return t[0]; }
  TensorDesc& a() { return t[1]; }
  TensorDesc& b() { return t[2]; }
  TensorDesc& A_log() { return t[3]; }
  TensorDesc& dt_bias() { return t[4]; }
  TensorDesc& state() { return t[5]; }
  TensorDesc& out() { return t[6]; }
  TensorDesc& indices() { return t[7]; }
  DecodeCall call() {
    return {t[0].view(), t[1].view(), t[2].view(), t[3].view(), t[4].view(),
            t[5].view(), t[6].view(), t[7].view(), params};
  }
};

void reshape(TensorDesc& d, std::vector<int64_t> shape) {
  const DLDataType dtype = d.dtype;
  const DLDevice device = d.device;
  d = TensorDesc::dense(std::move(shape), dtype_of(dtype), device);
  d.dtype = dtype;
}

void expect_rejected(CallDescs& c, Rule rule, const std::string& message) {
  const Verdict v = validate_contract(c.call());
  EXPECT_EQ(v.rule, rule) << v.message;
  EXPECT_EQ(v.message, message);
}

TEST(CudaValidateContract, AcceptsAValidCall) {
  CallDescs c;
  EXPECT_TRUE(validate_contract(c.call()).accepted());
}

TEST(CudaValidateContract, AcceptsWhatUpstreamAcceptsOddKeyDimsInt64IndicesEmptyBatch) {
  CallDescs c;
  c.K = 5;
  c.V = 3;
  c.B = 0;
  c.rebuild();
  c.indices().dtype = dl_dtype(DType::Int64);
  c.state().dtype = dl_dtype(DType::Float16);
  EXPECT_TRUE(validate_contract(c.call()).accepted()) << validate_contract(c.call()).message;
}

TEST(CudaValidateContract, AcceptsStridedRowsAndAPaddedPoolView) {
  CallDescs c;
  c.qkv().strides[0] = 100;
  c.a().strides[0] = 40;
  c.b().strides[0] = 9;
  c.state().strides = {1000, 200, 17, 1};
  c.indices().strides[0] = 3;
  EXPECT_TRUE(validate_contract(c.call()).accepted());
}

TEST(CudaValidateContract, Rule1MixedQkvMustBe2D) {
  CallDescs c;
  reshape(c.qkv(), {2, 56, 1});
  expect_rejected(c, Rule::MixedQkvNdim, "`mixed_qkv` must be a 2D tensor (got ndim=3).");
}

TEST(CudaValidateContract, Rule1WinsOverEveryLaterRule) {
  CallDescs c;
  reshape(c.qkv(), {56});
  c.qkv().strides = {2};      // rule 2 would fail too
  reshape(c.a(), {2, 3, 4});  // and rule 3
  expect_rejected(c, Rule::MixedQkvNdim, "`mixed_qkv` must be a 2D tensor (got ndim=1).");
}

TEST(CudaValidateContract, Rule2LastDimStrideIsTestedLiterallyEvenForSizeOneDims) {
  CallDescs c;
  reshape(c.qkv(), {2, 1});
  c.qkv().strides = {1, 2};  // PyTorch would call this contiguous; upstream tests stride(-1)
  expect_rejected(c, Rule::MixedQkvLastDimStride, "`mixed_qkv` must be contiguous in the last dim.");
}

TEST(CudaValidateContract, Rule3NamesBothRanks) {
  CallDescs c;
  reshape(c.b(), {2, 4, 1});
  expect_rejected(c, Rule::ABNdim, "`a` and `b` must be 2D tensors (got a.ndim=2, b.ndim=3).");
}

TEST(CudaValidateContract, Rule4BLastDimStride) {
  CallDescs c;
  c.b().strides = {8, 2};
  expect_rejected(c, Rule::ABLastDimStride, "`a`/`b` must be contiguous in the last dim.");
}

TEST(CudaValidateContract, Rule5And6ALogDtBias) {
  CallDescs c;
  reshape(c.dt_bias(), {4, 8});
  expect_rejected(c, Rule::ALogDtBiasNdim, "`A_log`/`dt_bias` must be 1D tensors.");
  CallDescs d;
  d.A_log().strides = {2};
  expect_rejected(d, Rule::ALogDtBiasStride, "`A_log`/`dt_bias` must be contiguous.");
}

TEST(CudaValidateContract, Rule7IndicesNdim) {
  CallDescs c;
  reshape(c.indices(), {2, 1});
  expect_rejected(c, Rule::IndicesNdim, "`ssm_state_indices` must be 1D for packed decode (got ndim=2).");
}

TEST(CudaValidateContract, Rule8OutContiguityIgnoresSizeOneDimsOnly) {
  CallDescs c;
  c.out().strides[1] = 12345;  // the size-1 dim: still contiguous
  EXPECT_TRUE(validate_contract(c.call()).accepted());
  c.out().strides[2] = 7;  // HV dim with a wrong stride
  expect_rejected(c, Rule::OutContiguous, "`out` must be contiguous.");
}

TEST(CudaValidateContract, Rule9ComparesEveryDeviceWithMixedQkvs) {
  CallDescs c;
  c.indices().device = {kDLCUDA, 1};
  expect_rejected(c, Rule::SameDevice, "All inputs must be on the same device.");
  CallDescs all_cpu;
  for (TensorDesc& t : all_cpu.t) t.device = {kDLCPU, 0};
  EXPECT_TRUE(validate_contract(all_cpu.call()).accepted());  // consistent: rule 9 passes
}

TEST(CudaValidateContract, Rule10And11BatchSizes) {
  CallDescs c;
  reshape(c.b(), {3, 4});
  expect_rejected(c, Rule::BatchSizes, "Mismatched batch sizes: mixed_qkv.shape[0]=2, a.shape[0]=2, b.shape[0]=3.");
  CallDescs d;
  reshape(d.indices(), {5});
  expect_rejected(d, Rule::IndicesShape, "`ssm_state_indices` must have shape [B] (got (5,); expected (2,)).");
}

TEST(CudaValidateContract, Rule12And13Pool) {
  CallDescs c;
  reshape(c.state(), {3, 4, 48});
  expect_rejected(c, Rule::StateNdim, "`initial_state` must be a 4D tensor (got ndim=3).");
  CallDescs d;
  d.state().strides = {400, 100, 16, 2};
  expect_rejected(d, Rule::StateLastDimStride, "`initial_state` must be contiguous in the last dim.");
}

TEST(CudaValidateContract, Rule14To17ShapesImpliedByThePool) {
  CallDescs c;
  reshape(c.a(), {2, 31});
  expect_rejected(c, Rule::AShape, "`a` must have shape [B, HV*K] with HV=4, K=8 (got a.shape=(2, 31)).");
  CallDescs d;
  reshape(d.b(), {2, 5});
  expect_rejected(d, Rule::BShape, "`b` must have shape [B, HV] with HV=4 (got b.shape=(2, 5)).");
  CallDescs e;
  reshape(e.A_log(), {3});
  expect_rejected(e, Rule::ALogNumel, "`A_log` must have 4 elements (got 3).");
  CallDescs f;
  reshape(f.dt_bias(), {33});
  expect_rejected(f, Rule::DtBiasNumel, "`dt_bias` must have 32 elements (got 33).");
}

TEST(CudaValidateContract, Rule18ComparesTheWholeOutShapeOfAnyRank) {
  CallDescs c;
  reshape(c.out(), {2, 4, 6});
  expect_rejected(c, Rule::OutShape, "`out` must have shape (2, 1, 4, 6) (got out.shape=(2, 4, 6)).");
  CallDescs d;
  reshape(d.out(), {2, 1, 4, 6, 1});
  expect_rejected(d, Rule::OutShape, "`out` must have shape (2, 1, 4, 6) (got out.shape=(2, 1, 4, 6, 1)).");
}

TEST(CudaValidateContract, Rule19PackedWidthOddOrNotPositive) {
  CallDescs c;
  reshape(c.qkv(), {2, 57});
  expect_rejected(c, Rule::PackedWidth, "Invalid packed `mixed_qkv` last dim=57 for HV=4, V=6.");
  CallDescs d;
  reshape(d.qkv(), {2, 24});  // qk_dim == 0
  expect_rejected(d, Rule::PackedWidth, "Invalid packed `mixed_qkv` last dim=24 for HV=4, V=6.");
}

TEST(CudaValidateContract, KeyDimZeroIsRejectedWhereRule20WouldDivide) {
  CallDescs c;
  c.K = 0;
  c.rebuild();
  reshape(c.qkv(), {2, 24 + 32});  // q_dim = 16, not divisible by K=8 either way
  expect_rejected(c, Rule::KeyDimZero,
                  "Invalid packed Q size 16: K=0 (initial_state.shape[-1]) leaves the number "
                  "of q/k heads undefined.");
}

TEST(CudaValidateContract, Rule20And21HeadConfig) {
  CallDescs c;
  reshape(c.qkv(), {2, 24 + 2 * 12});  // q_dim 12, K 8
  expect_rejected(c, Rule::PackedQSize,
                  "Invalid packed Q size 12: must be divisible by K=8. KDA packed decode requires "
                  "num_q_heads == num_k_heads and head_q_dim == head_k_dim.");
  CallDescs d;
  reshape(d.qkv(), {2, 24 + 2 * 24});  // H = 3, HV = 4
  expect_rejected(d, Rule::HeadConfig, "Invalid head config inferred from mixed_qkv: H=3, HV=4.");
}

TEST(CudaValidateContract, UnsupportedDtypeComesAfterEveryUpstreamRule) {
  CallDescs c;
  c.a().dtype = {kDLFloat, 64, 1};
  reshape(c.qkv(), {2, 24 + 2 * 24});
  c.qkv().dtype = dl_dtype(DType::BFloat16);
  expect_rejected(c, Rule::HeadConfig, "Invalid head config inferred from mixed_qkv: H=3, HV=4.");
}

TEST(CudaValidateContract, UnsupportedDtypeNamesTheFirstTensorInSignatureOrder) {
  CallDescs c;
  c.out().dtype = dl_dtype(DType::Int32);
  c.A_log().dtype = {kDLFloat, 64, 1};
  expect_rejected(c, Rule::UnsupportedDtype,
                  "`A_log` has unsupported dtype float64 (expected float32, float16 or bfloat16).");
  CallDescs d;
  d.indices().dtype = {kDLInt, 16, 1};
  expect_rejected(d, Rule::UnsupportedDtype,
                  "`ssm_state_indices` has unsupported dtype int16 (expected int32 or int64).");
  CallDescs e;
  e.indices().dtype = dl_dtype(DType::Float32);
  expect_rejected(e, Rule::UnsupportedDtype,
                  "`ssm_state_indices` has unsupported dtype float32 (expected int32 or int64).");
  CallDescs f;
  f.state().dtype = dl_dtype(DType::Int64);
  expect_rejected(f, Rule::UnsupportedDtype,
                  "`initial_state` has unsupported dtype int64 (expected float32, float16 or "
                  "bfloat16).");
}

TEST(CudaValidateDevice, AcceptsEveryTensorOnTheCurrentDevice) {
  CallDescs c;
  EXPECT_TRUE(validate_device(c.call(), 0).accepted());
}

TEST(CudaValidateDevice, NamesTheCurrentDeviceAndTheFirstOffender) {
  CallDescs c;
  for (TensorDesc& t : c.t) t.device = {kDLCUDA, 1};
  const Verdict v = validate_device(c.call(), 0);
  EXPECT_EQ(v.rule, Rule::WrongDevice);
  EXPECT_EQ(v.message, "CUDA implementation computes on cuda:0, but the inputs are on cuda:1.");
  CallDescs cpu;
  for (TensorDesc& t : cpu.t) t.device = {kDLCPU, 0};
  EXPECT_EQ(validate_device(cpu.call(), 2).message,
            "CUDA implementation computes on cuda:2, but the inputs are on cpu.");
  CallDescs one_off;
  one_off.out().device = {kDLCUDAHost, 0};
  EXPECT_EQ(validate_device(one_off.call(), 0).message,
            "CUDA implementation computes on cuda:0, but the inputs are on cuda_host.");
}

// The launcher's validation reads the call's op: KDA's a: [B, HV*K] is GDN's rule 14, in
// GDN's one message for a and b.
TEST(CudaValidateContract, AGdnCallIsJudgedByGdnsTable) {
  CallDescs c;
  DecodeCall gdn = c.call();
  gdn.op = Op::gdn;
  const Verdict v = validate_contract(gdn);
  EXPECT_EQ(v.rule, Rule::ABShape);
  EXPECT_EQ(v.message.rfind("`a`/`b` must have shape [B, HV] with HV=", 0), 0u) << v.message;
  EXPECT_TRUE(validate_device(gdn, 0).accepted());
  EXPECT_EQ(validate_device(gdn, 1).rule, Rule::WrongDevice);
}

TEST(CudaPlugin, ExistsExactlyWhenBuiltWithCuda) {
#if KDA_HAVE_CUDA
  ASSERT_NE(plugin(), nullptr);
  EXPECT_EQ(plugin()->abi_version, KDA_PLUGIN_ABI_VERSION);
  EXPECT_STREQ(plugin()->name, "cuda");
  EXPECT_EQ(plugin()->device_type, kDLCUDA);
#else
  EXPECT_EQ(plugin(), nullptr);
#endif
}

}  // namespace
}  // namespace kda::cuda
