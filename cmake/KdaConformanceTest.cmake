# kda_add_conformance_test: a kernel repository's ctest runs the conformance campaign
# against its plugin. Loaded by find_package(KdaConformance) from an installed suite, or
# by the suite's CMakeLists.txt when a project adds it with add_subdirectory/FetchContent;
# KdaConformance::kda_suite is an imported target in the first case, an alias in the second.
#
#   kda_add_conformance_test(TARGET <plugin target>
#                            [OP kda|gdn]              # the op it is judged as; default kda
#                            [PROFILE ci|gpu]          # default ci
#                            [SEEDS <seed>...]         # default: the profile's seeds
#                            [SCALE <factor>]          # multiplies every property's budget
#                            [LABELS <label>...]
#                            [NAME <test name>])       # default kda_conformance/<target>/<profile>,
#                                                      # kda_conformance/<target>/gdn/<profile> for OP gdn
#
# OP gdn needs a plugin that exports kda_plugin_packed_gdn_decode_v1 beside kda_plugin_v1;
# one that does not fails the test with "this plugin implements kda only".
#
# One ctest test per campaign, not one per property: kda_suite schedules the properties'
# jobs over every core itself (one test per property under `ctest -j` would multiply its
# workers), shrinks failures in fresh processes, and writes one report (JSON, Markdown,
# HTML, JUnit with a testcase per property) that `kda_report diff` compares against a
# baseline; the properties and their budgets stay the suite's, so a new property reaches
# every repository without a change to its CMakeLists.txt. The ctest output of a failure
# ends with the replay command of each failing case, with kda_suite's full path. The
# campaign writes report.json, .md and .html, junit.xml and failures/ into
# <build dir>/kda_conformance/<target>_<profile>/ (with NAME, a folder named after it).
#
# PROFILE gpu: labels the test `gpu` and reserves one GPU (RESOURCE_GROUPS "gpus:1"); under
# `ctest --resource-spec-file` (share/kda-conformance/ctest_resources.sh writes one for the
# machine), campaigns run on different GPUs at once, kda_suite narrowing
# CUDA_VISIBLE_DEVICES to the reserved one. Other profiles are labelled `cpu`. Every test
# is labelled `kda-conformance`.

function(kda_add_conformance_test)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET;OP;PROFILE;SCALE;NAME" "SEEDS;LABELS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "kda_add_conformance_test: unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_TARGET)
    message(FATAL_ERROR "kda_add_conformance_test: TARGET <plugin target> is required")
  endif()
  if(NOT TARGET ${arg_TARGET})
    message(FATAL_ERROR "kda_add_conformance_test: '${arg_TARGET}' is not a target")
  endif()
  get_target_property(type ${arg_TARGET} TYPE)
  if(NOT type MATCHES "^(MODULE|SHARED)_LIBRARY$")
    message(FATAL_ERROR "kda_add_conformance_test: '${arg_TARGET}' (${type}) is not a plugin: a plugin "
                        "is a MODULE (or SHARED) library that exports kda_plugin_v1")
  endif()
  if(NOT arg_OP)
    set(arg_OP kda)
  endif()
  if(NOT arg_OP MATCHES "^(kda|gdn)$")
    message(FATAL_ERROR "kda_add_conformance_test: OP ${arg_OP}: the ops are kda, gdn")
  endif()
  if(NOT arg_PROFILE)
    set(arg_PROFILE ci)
  endif()
  if(NOT arg_PROFILE MATCHES "^(ci|gpu)$")
    message(FATAL_ERROR "kda_add_conformance_test: PROFILE ${arg_PROFILE}: expected ci or gpu")
  endif()
  foreach(seed IN LISTS arg_SEEDS)
    if(NOT seed MATCHES "^[0-9]+$")
      message(FATAL_ERROR "kda_add_conformance_test: SEEDS: '${seed}' is not a non-negative integer")
    endif()
  endforeach()
  if(DEFINED arg_SCALE AND (NOT arg_SCALE MATCHES "^([0-9]+\\.?[0-9]*|\\.[0-9]+)$" OR arg_SCALE LESS_EQUAL 0))
    message(FATAL_ERROR "kda_add_conformance_test: SCALE '${arg_SCALE}' is not a positive number")
  endif()
  if(NOT arg_NAME AND arg_OP STREQUAL "kda")
    set(arg_NAME kda_conformance/${arg_TARGET}/${arg_PROFILE})
  elseif(NOT arg_NAME)
    set(arg_NAME kda_conformance/${arg_TARGET}/${arg_OP}/${arg_PROFILE})
  endif()

  # The test's folder: <build>/kda_conformance/<name without its default prefix>.
  string(REGEX REPLACE "^kda_conformance/" "" output_name "${arg_NAME}")
  string(MAKE_C_IDENTIFIER "${output_name}" output_name)
  list(JOIN arg_SEEDS "," seeds)
  if(arg_PROFILE STREQUAL "gpu")
    set(labels kda-conformance gpu ${arg_LABELS})
  else()
    set(labels kda-conformance cpu ${arg_LABELS})
  endif()
  add_test(NAME ${arg_NAME}
           COMMAND ${CMAKE_COMMAND}
                   -DKDA_SUITE=$<TARGET_FILE:KdaConformance::kda_suite>
                   -DIUT=$<TARGET_FILE:${arg_TARGET}>
                   -DOP=${arg_OP}
                   -DPROFILE=${arg_PROFILE}
                   -DSEEDS=${seeds}
                   -DSCALE=${arg_SCALE}
                   -DOUTPUT_DIR=${CMAKE_CURRENT_BINARY_DIR}/kda_conformance/${output_name}
                   -P ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/KdaConformanceCampaign.cmake)
  set_tests_properties(${arg_NAME} PROPERTIES LABELS "${labels}")
  if(arg_PROFILE STREQUAL "gpu")
    set_tests_properties(${arg_NAME} PROPERTIES RESOURCE_GROUPS "gpus:1")
  endif()
endfunction()
