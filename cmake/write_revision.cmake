# Run at every build (cmake -P, from the kda_revision target): writes the source tree's
# revision to OUT, the revision the binaries of this build were made from. git's short HEAD,
# "-dirty" when tracked files differ from it; empty without git or outside a clone. The file
# is rewritten only when its content changes, so nothing that reads it is rebuilt.
#   cmake -DGIT=<git> -DSRC=<source dir> -DOUT=<file> -P write_revision.cmake
set(revision "")
if(GIT)
  execute_process(COMMAND "${GIT}" -C "${SRC}" rev-parse --short HEAD RESULT_VARIABLE failed
                  OUTPUT_VARIABLE revision OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(failed)
    set(revision "")
  else()
    execute_process(COMMAND "${GIT}" -C "${SRC}" status --porcelain --untracked-files=no
                    OUTPUT_VARIABLE changes ERROR_QUIET)
    if(changes)
      string(APPEND revision "-dirty")
    endif()
  endif()
endif()
file(CONFIGURE OUTPUT "${OUT}" CONTENT "${revision}\n")
