// Writes a safetensors file with the C++ writer for check_safetensors.py to read with the
// Python package: every dtype, known shapes and values (the script recomputes them).
#include <cstdio>
#include <cstring>
#include <exception>

#include "harness/safetensors.hpp"
#include "spec/float_formats.hpp"

using namespace kda;
using namespace kda::harness;

namespace {

// Value i of every tensor: exactly representable in each float dtype.
double value(int64_t i) { return (static_cast<double>(i) - 3.0) * 0.25; }

SafeTensor make(StDType t, std::vector<int64_t> shape) {
  SafeTensor x;
  x.dtype = t;
  x.shape = std::move(shape);
  const int64_t n = x.numel();
  const int w = st_dtype_bytes(t);
  x.data.resize(static_cast<size_t>(n * w));
  for (int64_t i = 0; i < n; ++i) {
    std::byte* p = x.data.data() + i * w;
    switch (t) {
      case StDType::F32: {
        const float v = static_cast<float>(value(i));
        std::memcpy(p, &v, 4);
        break;
      }
      case StDType::F16: {
        const uint16_t v = f32_to_f16(static_cast<float>(value(i)));
        std::memcpy(p, &v, 2);
        break;
      }
      case StDType::BF16: {
        const uint16_t v = f32_to_bf16(static_cast<float>(value(i)));
        std::memcpy(p, &v, 2);
        break;
      }
      case StDType::F64: {
        const double v = value(i);
        std::memcpy(p, &v, 8);
        break;
      }
      case StDType::I32: {
        const int32_t v = static_cast<int32_t>(i * 1000 - 7);
        std::memcpy(p, &v, 4);
        break;
      }
      case StDType::I64: {
        const int64_t v = (i << 40) - 5;
        std::memcpy(p, &v, 8);
        break;
      }
    }
  }
  return x;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUT.safetensors\n", argv[0]);
    return 2;
  }
  try {
    SafeTensorsFile f;
    f.metadata = {{"format", "kda-harness-test/1"}, {"producer", "safetensors_writer"}};
    f.tensors["f32"] = make(StDType::F32, {2, 3});
    f.tensors["f16"] = make(StDType::F16, {3, 1, 2});
    f.tensors["bf16"] = make(StDType::BF16, {5});
    f.tensors["f64"] = make(StDType::F64, {1, 7});
    f.tensors["i32"] = make(StDType::I32, {4, 2});
    f.tensors["i64"] = make(StDType::I64, {3});
    f.tensors["empty"] = make(StDType::F32, {0, 4});
    write_safetensors(argv[1], f);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "safetensors_writer: %s\n", e.what());
    return 1;
  }
  return 0;
}
