#include "cuda/tuning.hpp"

namespace kda::cuda::tuning {
namespace {
Knobs g_knobs;
}  // namespace

void set(const Knobs& knobs) { g_knobs = knobs; }
Knobs get() { return g_knobs; }

}  // namespace kda::cuda::tuning
