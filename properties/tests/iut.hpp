// The test mains' implementation under test, read once from the environment, which ctest
// sets: KDA_IUT (a spelling of implementation/selection.hpp; default: the executable's own,
// KDA_DEFAULT_IUT, compiled into the test source: reference for the cpu tests, cuda for the
// gpu tests), KDA_OP (kda, the default, or gdn), KDA_DOMAIN (its declared domain file), KDA_SPECIALIZATIONS and
// KDA_SPECIALIZATION_SEED (bounded specializations, implementation/domain.hpp).
#pragma once

#include <string>

#include "implementation/selection.hpp"
#include "properties/battery/battery.hpp"

namespace kda::properties::iut {

struct TestSelection {
  implementation::Selection selection;
  Observations observations;  // this process's, for the whole test run
  Context context;            // valid when skip_reason is empty
  std::string skip_reason;    // why the implementation cannot run here (no CUDA device, ...)
};

// Built once per process, on the first call (later calls ignore default_choice). Throws
// (failing the test) when KDA_IUT names an unloadable plugin.
TestSelection& selection(const std::string& default_choice);

}  // namespace kda::properties::iut
