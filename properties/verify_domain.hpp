// Target verify cases drawn inside an implementation's declared domain (implementation/domain.hpp,
// read for the verify call): a generator's case moved inside it by Domain::fit and, where the
// domain bounds specializations, its layout taken from one of N layouts per seed and case family,
// as decode's bounded generators do (generators.hpp). And what such a domain leaves out of the
// verify battery.
#pragma once

#include <rapidcheck.h>

#include <optional>
#include <string>
#include <vector>

#include "harness/verify_case.hpp"
#include "implementation/domain.hpp"

namespace kda::properties {

// gen itself without a domain (every seed's cases stay what they are); otherwise each case of gen
// fitted into the domain, its heads, dtypes, gaps, cache_steps, snapshot steps and parents' width
// (and, on the domain's specialization axes, its number of requests, of slots, its scale) those of
// one of the domain's N layouts of `family` for its specialization seed when it bounds them.
rc::Gen<harness::VerifyCaseSpec> verify_case_in_domain(Op op, const std::string& family,
                                                       const std::optional<implementation::Domain>& domain,
                                                       rc::Gen<harness::VerifyCaseSpec> gen);

// The verify properties a declared domain leaves no case for ("validation": "none": the invalid
// calls'; "verify": {"tree": false}: tree against chain), which a verify campaign does not run and
// the report's restrictions explain.
std::vector<std::string> verify_properties_outside(const std::optional<implementation::Domain>& domain);

}  // namespace kda::properties
