// The implementation under test, chosen by the environment: KDA_IUT = "reference",
// "cuda", a path to a plugin .so, or a Python port ("python:MODULE:FUNCTION",
// harness/python_port.hpp); KDA_DOMAIN names the file of its declared domain
// (properties/domain.hpp), which also says on which device a Python port computes. Each executable passes its own
// default (KDA_DEFAULT_IUT, compiled into the test source: reference for the cpu tests,
// cuda for the gpu tests).
#pragma once

#include <string>

#include "properties/battery/battery.hpp"

namespace kda::properties::iut {

struct Selection {
  Context context;          // valid when skip_reason is empty
  std::string skip_reason;  // why the implementation cannot run here (no CUDA device, ...)
};

// Built once per process, on the first call (later calls ignore default_choice). Throws
// (failing the test) when KDA_IUT names an unloadable plugin.
const Selection& selection(const std::string& default_choice);

}  // namespace kda::properties::iut
