// The test mains' case budgets: KDA_CASE_SCALE (default 1) multiplies every CI budget, for
// longer opt-in runs or the sanitizer build's shorter ones. Only a test main reads it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kda::properties::tests {

inline double case_scale() {
  const char* env = std::getenv("KDA_CASE_SCALE");
  const double scale = env != nullptr ? std::atof(env) : 1.0;
  return scale > 0 ? scale : 1.0;
}

inline int scaled(int ci_cases) { return std::max(1, static_cast<int>(std::lround(ci_cases * case_scale()))); }

}  // namespace kda::properties::tests
