# Writes the patched copy of one source file for one mutant of catalogue.json, or checks
# that every edit of every mutant applies (each `find` must occur EXACTLY once in the text
# it patches, after the mutant's earlier edits).
#
#   cmake -DCATALOGUE=catalogue.json -DMUTANT=M05 -DSOURCE=reference/x.cpp -DOUTPUT=x.cpp
#         -P apply_mutant.cmake
#   cmake -DCATALOGUE=catalogue.json -DSOURCE_ROOT=/path/to/repo -DCHECK_ALL=ON
#         -P apply_mutant.cmake
#
# Fails loudly (FATAL_ERROR, non-zero exit) naming the mutant, the edit and the file when
# a find string is missing or occurs more than once: a mutant that silently patches
# nothing would be reported as "survived" for the wrong reason.
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED CATALOGUE)
  message(FATAL_ERROR "apply_mutant.cmake: pass -DCATALOGUE=<catalogue.json>")
endif()
file(READ "${CATALOGUE}" catalogue_text)
string(JSON mutant_count LENGTH "${catalogue_text}" mutants)

# text_var: the text to patch (in/out); mutant index in the catalogue; file for messages.
function(apply_edits text_var index file_label)
  set(text "${${text_var}}")
  string(JSON id GET "${catalogue_text}" mutants ${index} id)
  string(JSON edit_count LENGTH "${catalogue_text}" mutants ${index} edits)
  if(edit_count EQUAL 0)
    message(FATAL_ERROR "mutant ${id}: no edits (an unpatched copy is not a mutant)")
  endif()
  math(EXPR last "${edit_count} - 1")
  foreach(e RANGE ${last})
    string(JSON find GET "${catalogue_text}" mutants ${index} edits ${e} find)
    string(JSON replace GET "${catalogue_text}" mutants ${index} edits ${e} replace)
    string(LENGTH "${find}" find_length)
    if(find_length EQUAL 0)
      message(FATAL_ERROR "mutant ${id}, edit ${e}: empty find string")
    endif()
    string(FIND "${text}" "${find}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "mutant ${id}, edit ${e}: find string not found in ${file_label}:\n${find}")
    endif()
    math(EXPR after_first "${at} + 1")
    string(SUBSTRING "${text}" ${after_first} -1 rest)
    string(FIND "${rest}" "${find}" again)
    if(NOT again EQUAL -1)
      message(FATAL_ERROR "mutant ${id}, edit ${e}: find string occurs more than once in ${file_label} "
                          "(make it longer so that it names one place):\n${find}")
    endif()
    math(EXPR tail_at "${at} + ${find_length}")
    string(SUBSTRING "${text}" 0 ${at} head)
    string(SUBSTRING "${text}" ${tail_at} -1 tail)
    set(text "${head}${replace}${tail}")
  endforeach()
  set(${text_var} "${text}" PARENT_SCOPE)
endfunction()

if(CHECK_ALL)
  if(NOT DEFINED SOURCE_ROOT)
    message(FATAL_ERROR "apply_mutant.cmake: CHECK_ALL needs -DSOURCE_ROOT=<repository root>")
  endif()
  math(EXPR last_mutant "${mutant_count} - 1")
  set(ids "")
  foreach(m RANGE ${last_mutant})
    string(JSON id GET "${catalogue_text}" mutants ${m} id)
    string(JSON file GET "${catalogue_text}" mutants ${m} file)
    if("${id}" IN_LIST ids)
      message(FATAL_ERROR "mutant id ${id} appears twice in ${CATALOGUE}")
    endif()
    list(APPEND ids "${id}")
    file(READ "${SOURCE_ROOT}/${file}" text)
    apply_edits(text ${m} "${file}")
  endforeach()
  message(STATUS "all ${mutant_count} mutants of ${CATALOGUE} apply: every find occurs exactly once")
  return()
endif()

foreach(var MUTANT SOURCE OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "apply_mutant.cmake: pass -D${var}=...")
  endif()
endforeach()
set(index -1)
math(EXPR last_mutant "${mutant_count} - 1")
foreach(m RANGE ${last_mutant})
  string(JSON id GET "${catalogue_text}" mutants ${m} id)
  if(id STREQUAL MUTANT)
    set(index ${m})
  endif()
endforeach()
if(index EQUAL -1)
  message(FATAL_ERROR "mutant ${MUTANT} is not in ${CATALOGUE}")
endif()
string(JSON title GET "${catalogue_text}" mutants ${index} title)
file(READ "${SOURCE}" text)
apply_edits(text ${index} "${SOURCE}")
# Written only when it changes: an edit to another mutant's entry recompiles nothing here.
file(WRITE "${OUTPUT}.new" "// MUTANT ${MUTANT}: ${title}\n// Generated from ${SOURCE} by apply_mutant.cmake; do not edit.\n${text}")
file(COPY_FILE "${OUTPUT}.new" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.new")
