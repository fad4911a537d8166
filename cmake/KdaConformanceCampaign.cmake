# One conformance campaign, as the test that kda_add_conformance_test registers runs it:
#   cmake -DKDA_SUITE=<kda_suite> -DIUT=<plugin .so> [-DOP=kda|gdn] -DPROFILE=ci|gpu [-DSEEDS=1,2]
#         [-DSCALE=0.05] -DOUTPUT_DIR=<folder> -P KdaConformanceCampaign.cmake
# Writes report.json (and .md, .html), junit.xml and failures/ into OUTPUT_DIR; fails when
# kda_suite does, after listing the replay command of every failure with kda_suite's full
# path, so that it runs as printed from any folder.
cmake_minimum_required(VERSION 3.25)

foreach(required IN ITEMS KDA_SUITE IUT PROFILE OUTPUT_DIR)
  if(NOT DEFINED ${required} OR "${${required}}" STREQUAL "")
    message(FATAL_ERROR "KdaConformanceCampaign.cmake: -D${required}=... is required")
  endif()
endforeach()

# The GPU ctest reserved (RESOURCE_GROUPS "gpus:1") reaches kda_suite in the environment,
# CTEST_RESOURCE_GROUP_0_GPUS; kda_suite narrows CUDA_VISIBLE_DEVICES to it itself
# (harness/ctest_gpu.cpp), and its workers inherit that.

# A fresh folder per run: failures/ of an earlier run must not be mistaken for this one's.
file(REMOVE_RECURSE "${OUTPUT_DIR}")
file(MAKE_DIRECTORY "${OUTPUT_DIR}/cwd")
set(report "${OUTPUT_DIR}/report.json")
set(command "${KDA_SUITE}" campaign --iut "${IUT}" --profile "${PROFILE}" --quiet
            --report "${report}" --junit "${OUTPUT_DIR}/junit.xml")
if(NOT "${OP}" STREQUAL "")
  list(APPEND command --op "${OP}")
endif()
if(NOT "${SEEDS}" STREQUAL "")
  list(APPEND command --seeds "${SEEDS}")
endif()
if(NOT "${SCALE}" STREQUAL "")
  list(APPEND command --scale "${SCALE}")
endif()
# kda_suite prints a case file's path relative to its working folder when the file is
# below it; from a folder beside the report, every path it prints is absolute.
execute_process(COMMAND ${command} WORKING_DIRECTORY "${OUTPUT_DIR}/cwd" RESULT_VARIABLE status)
if(status STREQUAL "0")
  return()
endif()

set(suite "${KDA_SUITE}")
if(suite MATCHES "[^A-Za-z0-9_./+-]")
  set(suite "'${suite}'")
endif()
set(replays "")
if(EXISTS "${report}")
  file(READ "${report}" report_text)
  string(JSON property_count ERROR_VARIABLE no_properties LENGTH "${report_text}" properties)
  if(NOT no_properties AND property_count GREATER 0)
    math(EXPR last "${property_count} - 1")
    foreach(i RANGE ${last})
      string(JSON replay ERROR_VARIABLE no_replay GET "${report_text}" properties ${i} failure replay)
      if(NOT no_replay AND replay MATCHES "^kda_suite ")
        string(REGEX REPLACE "^kda_suite " "" replay "${replay}")
        string(APPEND replays "\n  ${suite} ${replay}")
      endif()
    endforeach()
  endif()
endif()
if(replays STREQUAL "")
  message(FATAL_ERROR "kda_suite campaign failed (exit status ${status}) with no failing case to replay; "
                      "exit status 2 is a setup error: see its message above")
endif()
message(FATAL_ERROR "kda_suite campaign failed (exit status ${status}); report ${OUTPUT_DIR}/report.md. "
                    "Replay each failure in a fresh process (--in-process for a debugger):${replays}")
