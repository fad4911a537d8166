#include "implementation/validation.hpp"

#include "cuda/packed_decode.hpp"
#include "reference/packed_decode.hpp"
#include "spec/tensor.hpp"

namespace kda::implementation {

namespace {

// After an accepted contract: the reference computes on the CPU only
// (reference/packed_decode.cpp says so in the same words when it runs).
Verdict reference_device_rule(const DecodeCall& c, const Verdict& accepted) {
  for (const DLTensor* t :
       {&c.mixed_qkv, &c.a, &c.b, &c.A_log, &c.dt_bias, &c.initial_state, &c.out, &c.ssm_state_indices})
    if (t->device.device_type != kDLCPU)
      return Verdict::reject(
          c.op, Rule::WrongDevice,
          {{"implementation", "Eigen reference"}, {"expected", "cpu"}, {"device", device_name(t->device)}});
  return accepted;
}

}  // namespace

Validation validation_only(const std::string& spelling, Checks checks) {
  const bool device = checks == Checks::contract_and_device;
  if (spelling == "reference") {
    return [device](const DecodeCall& c) {
      const Verdict v = reference::validate_contract(c);
      return v.accepted() && device ? reference_device_rule(c, v) : v;
    };
  }
  if (spelling == "cuda") {
    return [device](const DecodeCall& c) {
      const Verdict v = cuda::validate_contract(c);
      return v.accepted() && device ? cuda::validate_device(c, 0) : v;
    };
  }
  return nullptr;
}

}  // namespace kda::implementation
