# cmake/write_revision.cmake on a scratch clone: a clean tree gives its short HEAD, a changed
# tracked file adds "-dirty" (an untracked one does not), a folder outside any clone gives
# "", and an unchanged revision leaves the file alone (nothing that reads it rebuilds).
cmake_minimum_required(VERSION 3.25)

function(expect_revision dir expected)
  execute_process(COMMAND ${CMAKE_COMMAND} -DGIT=${GIT} -DSRC=${dir} -DOUT=${WORK}/git-revision -P ${SCRIPT}
                  RESULT_VARIABLE status)
  file(READ "${WORK}/git-revision" written)
  if(NOT status EQUAL 0 OR NOT written STREQUAL "${expected}\n")
    message(FATAL_ERROR "write_revision.cmake on ${dir}: exit ${status}, wrote '${written}', expected '${expected}'")
  endif()
endfunction()

function(git)
  execute_process(COMMAND ${GIT} -C ${WORK}/clone -c user.name=test -c user.email=test@example.com ${ARGN}
                  RESULT_VARIABLE status OUTPUT_VARIABLE out OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "git ${ARGN}: exit ${status}")
  endif()
  set(git_out "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK}")
file(WRITE "${WORK}/clone/tracked.txt" "one\n")
git(init -q)
git(add tracked.txt)
git(commit -q -m first)
git(rev-parse --short HEAD)
set(head "${git_out}")

expect_revision("${WORK}/clone" "${head}")
file(TIMESTAMP "${WORK}/git-revision" written_at "%s")
execute_process(COMMAND ${CMAKE_COMMAND} -E sleep 1.1)
expect_revision("${WORK}/clone" "${head}")
file(TIMESTAMP "${WORK}/git-revision" rewritten_at "%s")
if(NOT written_at STREQUAL rewritten_at)
  message(FATAL_ERROR "an unchanged revision rewrote git-revision")
endif()

file(WRITE "${WORK}/clone/untracked.txt" "new\n")
expect_revision("${WORK}/clone" "${head}")
file(WRITE "${WORK}/clone/tracked.txt" "two\n")
expect_revision("${WORK}/clone" "${head}-dirty")

# WORK lies inside the suite's own clone: git may not look above it.
set(ENV{GIT_CEILING_DIRECTORIES} "${WORK}")
file(MAKE_DIRECTORY "${WORK}/not-a-clone")
expect_revision("${WORK}/not-a-clone" "")
file(REMOVE_RECURSE "${WORK}")
