# Runs COMMAND (a ;-list) and passes when it exits non-zero with EXPECT (a literal string) on
# stderr: a tool refusing its arguments before it does any work.
#   cmake -DCOMMAND="tool;--flag;value" -DEXPECT="message" -P refuses_arguments.cmake
execute_process(COMMAND ${COMMAND} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(status EQUAL 0)
  message(FATAL_ERROR "accepted: ${COMMAND}\n${out}${err}")
endif()
string(FIND "${err}" "${EXPECT}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "exit ${status} without \"${EXPECT}\" on stderr:\n${err}")
endif()
