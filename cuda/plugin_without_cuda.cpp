// Built into kda_cuda_host only when no CUDA compiler was found: the plugin then does not
// exist, and callers see that as a null pointer rather than a link error.
#include "cuda/packed_decode.hpp"

namespace kda::cuda {

const KdaPluginV1* plugin() { return nullptr; }
KdaPluginGdnDecodeV1 gdn_entry() { return nullptr; }
KdaPluginRouteV1 route() { return nullptr; }
KdaPluginRouteV1 gdn_route() { return nullptr; }

}  // namespace kda::cuda
