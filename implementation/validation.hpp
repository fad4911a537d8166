// Validation alone: a built-in implementation's own validation run on a call's descriptors,
// with no memory read and no device needed (the CUDA launcher's validation is host code), so
// that the case tools and the fixture tests judge a recorded call without running it.
#pragma once

#include <functional>
#include <string>

#include "spec/call.hpp"
#include "spec/rules.hpp"

namespace kda::implementation {

using Validation = std::function<Verdict(const DecodeCall&)>;

// What a validation checks: the contract's rules and dtypes in the implementation's order,
// never the device (a recorded call on cuda:0 that passes them is accepted, as upstream
// accepted it); or those, then the implementation's device rule as it applies it (the
// reference: every tensor on the CPU; CUDA: every tensor on device 0).
enum class Checks { contract, contract_and_device };

// The validation of the built-in implementation a spelling names ("reference" or "cuda"; the
// CUDA launcher's validation is there in a build without CUDA too); null for any other
// spelling: a plugin or a Python port validates only by running.
Validation validation_only(const std::string& spelling, Checks checks = Checks::contract_and_device);

}  // namespace kda::implementation
