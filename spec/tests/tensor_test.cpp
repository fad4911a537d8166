#include <gtest/gtest.h>

#include "spec/float_formats.hpp"
#include "spec/tensor.hpp"

namespace kda {
namespace {

TEST(PythonTuple, PrintsLikePython) {
  EXPECT_EQ(python_tuple({3, 1, 4, 128}), "(3, 1, 4, 128)");
  EXPECT_EQ(python_tuple({5}), "(5,)");
  EXPECT_EQ(python_tuple({}), "()");
}

TEST(IsContiguous, FollowsPyTorch) {
  TensorDesc t = TensorDesc::dense({3, 1, 4, 8}, DType::BFloat16);
  EXPECT_TRUE(is_contiguous(t.view()));
  t.strides[1] = 12345;  // size-1 dims may have any stride
  EXPECT_TRUE(is_contiguous(t.view()));
  t.strides[0] = 64;  // row padded: not contiguous
  EXPECT_FALSE(is_contiguous(t.view()));
  TensorDesc empty = TensorDesc::dense({0, 1, 4, 8}, DType::Float32);
  empty.strides = {7, 7, 7, 7};  // empty tensors are contiguous whatever the strides
  EXPECT_TRUE(is_contiguous(empty.view()));
  TensorDesc transposed = TensorDesc::dense({2, 3}, DType::Float32);
  transposed.strides = {1, 2};
  EXPECT_FALSE(is_contiguous(transposed.view()));
}

TEST(Stride, NegativeIndexAndNullStrides) {
  TensorDesc t = TensorDesc::dense({2, 3, 5}, DType::Float32);
  DLTensor v = t.view();
  EXPECT_EQ(stride(v, -1), 1);
  EXPECT_EQ(stride(v, 0), 15);
  v.strides = nullptr;  // DLPack: compact row-major
  EXPECT_EQ(stride(v, -2), 5);
  EXPECT_EQ(numel(v), 30);
  EXPECT_EQ(size(v, -1), 5);
}

TEST(ElementSpan, CoversPaddedViews) {
  TensorDesc pool = TensorDesc::dense({4, 2, 3, 5}, DType::Float32);
  pool.strides = {30 + 17, 15, 5, 1};
  const ElementSpan s = element_span(pool.view());
  EXPECT_EQ(s.first, 0);
  EXPECT_EQ(s.end, 3 * 47 + 15 + 10 + 4 + 1);
  EXPECT_EQ(element_span(TensorDesc::dense({0, 3}, DType::Float32).view()).end, 0);
}

TEST(DtypeNames, MatchPyTorch) {
  EXPECT_EQ(dtype_name(dl_dtype(DType::BFloat16)), "bfloat16");
  EXPECT_EQ(dtype_name(DLDataType{kDLFloat, 64, 1}), "float64");
  EXPECT_EQ(dtype_name(DLDataType{kDLUInt, 8, 1}), "uint8");
  EXPECT_EQ(dtype_from_name("int64"), DType::Int64);
  EXPECT_EQ(dtype_of(DLDataType{kDLFloat, 32, 2}), DType::Unsupported);
  EXPECT_EQ(device_name(DLDevice{kDLCUDA, 0}), "cuda:0");
}

TEST(FloatFormats, RoundToNearestEven) {
  EXPECT_EQ(f32_to_bf16(1.0f), 0x3f80);
  EXPECT_EQ(f32_to_bf16(f32_from_bits(0x3f808000u)), 0x3f80);  // tie: to even
  EXPECT_EQ(f32_to_bf16(f32_from_bits(0x3f818000u)), 0x3f82);  // tie: to even (up)
  EXPECT_EQ(f32_to_f16(65504.0f), 0x7bff);
  EXPECT_EQ(f32_to_f16(65520.0f), 0x7c00);  // rounds to infinity
  EXPECT_EQ(f32_to_f16(0x1p-24f), 0x0001);  // smallest subnormal
  EXPECT_TRUE(std::isnan(f16_to_f32(f32_to_f16(NAN))));
  EXPECT_TRUE(std::isnan(bf16_to_f32(f32_to_bf16(NAN))));
}

}  // namespace
}  // namespace kda
