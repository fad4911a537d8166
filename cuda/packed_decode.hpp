// The CUDA implementation. This header is plain C++ (no CUDA headers), so host-only code
// and CI without a GPU can include it; the stream is passed as void* (a cudaStream_t).
#pragma once

#include <stdexcept>
#include <string>

#include "spec/call.hpp"
#include "spec/kda_plugin.h"
#include "spec/rules.hpp"

namespace kda::cuda {

// The launcher's own validation (written independently of the reference's), of the call's
// op: KDA's rules 1..21 (GDN's 1..19), KeyDimZero at the packed-Q rule's place,
// UnsupportedDtype. Host only: never calls the CUDA runtime.
Verdict validate_contract(const DecodeCall& call);

// WrongDevice: every tensor must be kDLCUDA on current_cuda_device (the caller's
// cudaGetDevice()). Host only, so CPU tests can exercise it; the first offender in
// signature order is named.
Verdict validate_device(const DecodeCall& call, int current_cuda_device);

// A CUDA runtime or launch failure after the call was accepted.
struct CudaFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

#if KDA_HAVE_CUDA
// The call of its op (KDA or GDN: the kernels differ only in where the gate's inputs are):
// validate_contract, then WrongDevice (every tensor on one kDLCUDA device, the current
// one), then enqueue the kernel on stream. No host synchronisation, no allocation.
// Throws CudaFailure on a CUDA error, std::invalid_argument for a lower_bound given to an op
// without one (GDN; the ABI never sets it).
Verdict packed_decode(const DecodeCall& call, void* stream);
// The route of the dispatch table (geometry.hpp: route_name) that serves an accepted call
// on the current device, as packed_decode would launch it; "" for a rejected call.
std::string route_of(const DecodeCall& call);
#endif

// Through the plugin ABI (name "cuda", device kDLCUDA). Null when built without CUDA.
const KdaPluginV1* plugin();
// The plugin ABI's optional exports (kda_plugin.h): the GDN entry and the route of a KDA or
// a GDN call. Null when built without CUDA.
KdaPluginGdnDecodeV1 gdn_entry();
KdaPluginRouteV1 route();
KdaPluginRouteV1 gdn_route();

}  // namespace kda::cuda
