# Copies kda_suite into a fake prefix with a one-line upstream-calls.jsonl of its own, and
# checks which calls file `kda_suite replay --upstream-call 1` reads (it prints the path):
# the prefix's, the moved prefix's, then, once the prefix has no data, the source tree's.
cmake_minimum_required(VERSION 3.25)

function(expect_calls_file suite expected_file)
  execute_process(COMMAND ${suite} replay --iut reference --upstream-call 1
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
  string(FIND "${out}" "PASS: ${expected_file}:1 on" at)
  if(NOT status EQUAL 0 OR at EQUAL -1)
    message(FATAL_ERROR "${suite} replay --iut reference --upstream-call 1: exit ${status}, expected 0 and "
                        "'PASS: ${expected_file}:1'; it printed:\n${out}${err}")
  endif()
  message(STATUS "${suite} read ${expected_file}")
endfunction()

file(REMOVE_RECURSE "${WORK}")
set(prefix "${WORK}/prefix")
file(COPY "${KDA_SUITE}" DESTINATION "${prefix}/bin")
set(data "${prefix}/bin/${DATA_FROM_BINDIR}")
file(STRINGS "${SOURCE_FIXTURES}/upstream/upstream-calls.jsonl" first_call LIMIT_COUNT 1)
file(WRITE "${data}/fixtures/upstream/upstream-calls.jsonl" "${first_call}\n")
get_filename_component(data "${data}" ABSOLUTE)

expect_calls_file("${prefix}/bin/kda_suite" "${data}/fixtures/upstream/upstream-calls.jsonl")

file(RENAME "${prefix}" "${WORK}/moved")
string(REPLACE "${prefix}" "${WORK}/moved" moved_data "${data}")
expect_calls_file("${WORK}/moved/bin/kda_suite" "${moved_data}/fixtures/upstream/upstream-calls.jsonl")

file(REMOVE_RECURSE "${moved_data}")
expect_calls_file("${WORK}/moved/bin/kda_suite" "${SOURCE_FIXTURES}/upstream/upstream-calls.jsonl")
file(REMOVE_RECURSE "${WORK}")
