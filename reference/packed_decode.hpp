// The Eigen CPU reference: float32 arithmetic exactly as the contract states it, on host
// memory, with its own validation.
#pragma once

#include "spec/call.hpp"
#include "spec/kda_plugin.h"
#include "spec/rules.hpp"

namespace kda::reference {

// The rules of call.op (spec/rules.hpp: op_spec), KeyDimZero where upstream divides by K,
// then UnsupportedDtype. Reads only the descriptors; never touches data. The device check
// is separate (see below).
Verdict validate_contract(const DecodeCall& call);

// validate_contract, then WrongDevice (the reference computes on kDLCPU only), then the
// float32 computation of call.op in place. A rejected call touches nothing. A GDN call
// whose params carry a lower_bound throws std::invalid_argument (GDN has none).
Verdict packed_kda_decode(const DecodeCall& call);

// KDA through the plugin ABI (name "eigen-reference", device kDLCPU), and its GDN entry.
const KdaPluginV1* plugin();
KdaPluginGdnDecodeV1 gdn_entry_point();

}  // namespace kda::reference
