// Launch-geometry knobs of the CUDA implementation. Production code never changes them;
// the benchmark sweeps them to justify the defaults (README.md). Not thread-safe: set them
// only while no call is being made.
#pragma once

#include <cstdint>

namespace kda::cuda::tuning {

struct Knobs {
  // Largest tile of state rows a CTA stages in shared memory per step.
  int64_t max_tile_bytes = 16384;
  // Tiles grow (fewer prologues) only while the grid keeps this many CTAs per SM.
  int64_t target_ctas_per_sm = 16;
  // The persistent, double-buffered kernel instead of the one-tile-per-CTA staged one.
  // Measured slower on H200 (README.md: 0.48 vs 0.75 of copy at B=256, HV=32, fp32), so
  // off; kept, tested and benchmarked as the measured alternative.
  bool pipelined = false;
  // Launch the pipelined kernel (only that one) with programmatic stream serialization (PDL), so that its
  // launch overlaps the previous kernel's tail; the kernel waits (griddepcontrol.wait)
  // before touching memory, so stream order is kept.
  bool programmatic_launch = false;
  // Force the register path (no cp.async staging), for comparison only.
  bool register_path_only = false;
};

void set(const Knobs& knobs);
Knobs get();

}  // namespace kda::cuda::tuning
