// The decode step of one value head on a float32 [V, K] state tile (contract.md section 2,
// section 8 for GDN's gate), shared by packed decode and target verify: verify is this step
// applied token by token (spec/verify.md section 2), never a copy of it. Internal to
// reference/.
#pragma once

#include <Eigen/Core>

#include <cstdint>
#include <optional>

#include <dlpack/dlpack.h>

namespace kda::reference::detail {

using RowMatrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vec = Eigen::VectorXf;

struct StepParams {
  float scale;
  bool use_qk_l2norm;
  std::optional<float> lower_bound;  // KDA's bounded gate when present
  int64_t gates;                     // gate values per value head: K (KDA) or 1 (GDN)
};

// The token's inputs go into q, k (K), v (V), a and dt_bias (gates) before run(); run()
// updates the tile in place and leaves the output in o. Scratch is sized once, so a loop of
// steps allocates nothing.
class DecodeStep {
 public:
  DecodeStep(int64_t K, int64_t V, const StepParams& params);

  void run(RowMatrix& S, float A_log, float b);

  Vec q, k, v, a, dt_bias;  // inputs (q and k are normalised and scaled in place)
  Vec o;                    // output

 private:
  StepParams params_;
  Vec decay_, r_;
};

// The [V, K] tile at element `offset` of t, rows `row_stride` apart (stride(-1) == 1),
// converted exactly to float32; and the tile stored back, rounded to t's dtype.
void load_tile(const DLTensor& t, int64_t offset, int64_t row_stride, RowMatrix& S);
void store_tile(const DLTensor& t, int64_t offset, int64_t row_stride, const RowMatrix& S);

}  // namespace kda::reference::detail
